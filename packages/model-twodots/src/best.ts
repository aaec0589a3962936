/**
 * bestMove: a move that removes the most dots, for hints and a computer
 * player. Exact (it finds the true maximum, not a guess) and deterministic.
 *
 * ```ts
 * import { bestMove, parseBoard } from '@arcade/model-twodots';
 * const b = parseBoard('RRG\nRRB\nGBB');
 * const best = bestMove(b); // the red square: 4 dots, a loop
 * best?.loop; // true
 * best?.path.map(String).join(' '); // '(0, 0) (0, 1) (1, 1) (1, 0) (0, 0)'
 * if (best) b.applyMove(best.path);
 * ```
 *
 * Why it is exact without enumerating every path (a 6 x 6 board of one
 * colour has billions):
 * - A loop of colour c removes every dot of c, so no path of c removes more.
 *   A colour has a loop exactly when the graph of its dots (edges between
 *   orthogonal neighbours) has a cycle: a cycle in a grid has at least 4
 *   dots, and it can be walked from its first dot back to it.
 * - For a colour without a loop, every connected group of its dots is a
 *   tree, and the longest path in a tree is its diameter.
 * So the maximum is the largest of: the count of each colour that has a
 * loop, and the diameter (in dots) of each tree of the other colours.
 *
 * Tie-break, in order: the most dots removed; a loop before a path; the
 * fewest points (so a square before a longer loop of the same colour); then
 * the path first in reading order: points compared one by one, a smaller
 * row first, then a smaller column. So a loop starts at its top-left-most
 * dot.
 */
import { type Board, isBoard } from './board.js';
import { brandKey, frozen, hasBrand, isRevoked } from './brand.js';
import { COLORS, type Color } from './color.js';
import { IllegalArgumentException } from './errors.js';
import { checkColors } from './loop.js';
import { PointT } from './point.js';

/** A move bestMove found. `path` is a fresh array the caller may keep or pass to applyMove. */
export interface BestMove {
  /** The points to draw; a loop ends on its first point. */
  readonly path: PointT[];
  /** True for a loop, which removes every dot of its colour. */
  readonly loop: boolean;
  /** The colour of the move's dots. */
  readonly color: Color;
  /** How many dots applyMove(path) removes. */
  readonly total: number;
}

/** Sequences of cell numbers (row * cols + col) compared in reading order, shorter first at equal prefix. */
function lexLess(a: readonly number[], b: readonly number[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  }
  return a.length < b.length;
}

/**
 * bestMove(board): a move that removes the most dots (tie-break above), or
 * null when no two neighbouring dots share a colour (no move exists).
 * Reads the board only. Throws IllegalArgumentException for a `board`
 * that is not a board of colours.
 */
export const bestMove = /* @__PURE__ */ frozen(function bestMove(board: Board<Color>): BestMove | null {
  // A board of this package must pass its brand test (a Proxy of one would
  // fail on its #private fields); any other object with toRows is read
  // through it, and its own exceptions pass through. A revoked Proxy is refused.
  const branded = hasBrand(board, brandKey('Board'));
  if (
    typeof board !== 'object' ||
    board === null ||
    isRevoked(board) ||
    (branded && !isBoard(board)) ||
    typeof (board as { toRows?: unknown }).toRows !== 'function'
  ) {
    throw new IllegalArgumentException('bestMove: board must be a TwoDotsBoard');
  }
  const rows = board.toRows();
  checkColors('bestMove', rows);
  const nRow = rows.length;
  const nCol = rows[0]?.length ?? 0;
  const n = nRow * nCol;
  const color = new Int8Array(n);
  for (let r = 0; r < nRow; r++) {
    for (let c = 0; c < nCol; c++) color[r * nCol + c] = COLORS.indexOf(rows[r]![c]!);
  }
  // Same-colour neighbours of each cell, in increasing cell number (up,
  // left, right, down), which is the reading order the tie-break uses.
  const adj: number[][] = [];
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / nCol);
    const c = i % nCol;
    const a: number[] = [];
    if (r > 0 && color[i - nCol] === color[i]) a.push(i - nCol);
    if (c > 0 && color[i - 1] === color[i]) a.push(i - 1);
    if (c < nCol - 1 && color[i + 1] === color[i]) a.push(i + 1);
    if (r < nRow - 1 && color[i + nCol] === color[i]) a.push(i + nCol);
    adj.push(a);
  }

  // Connected groups of one colour: a group has a cycle when edges >= dots.
  const group = new Int32Array(n).fill(-1);
  const groups: number[][] = [];
  const count = new Array<number>(COLORS.length).fill(0);
  const hasLoop = new Array<boolean>(COLORS.length).fill(false);
  for (let s = 0; s < n; s++) {
    count[color[s]!]! += 1;
    if (group[s] !== -1) continue;
    const members = [s];
    group[s] = groups.length;
    let degrees = 0;
    for (let k = 0; k < members.length; k++) {
      const v = members[k]!;
      degrees += adj[v]!.length;
      for (const w of adj[v]!) {
        if (group[w] === -1) {
          group[w] = groups.length;
          members.push(w);
        }
      }
    }
    groups.push(members);
    if (degrees / 2 >= members.length) hasLoop[color[s]!] = true;
  }

  let bestTotal = 0;
  for (let k = 0; k < COLORS.length; k++) if (hasLoop[k]) bestTotal = Math.max(bestTotal, count[k]!);
  const trees = groups.filter((g) => g.length >= 2 && !hasLoop[color[g[0]!]!]);
  const diameters = trees.map((g) => treeDiameter(g, adj, n));
  for (const d of diameters) bestTotal = Math.max(bestTotal, d);
  if (bestTotal === 0) return null;

  const loopColors = [...COLORS.keys()].filter((k) => hasLoop[k] && count[k] === bestTotal);
  let best: number[] | null = null;
  if (loopColors.length > 0) {
    // Among the colours whose loop removes the most: the shortest loop, then reading order.
    const girths = loopColors.map((k) => girth(groups, k, color, adj, nCol));
    const g = Math.min(...girths);
    for (let i = 0; i < loopColors.length; i++) {
      if (girths[i] !== g) continue;
      const cycle = firstCycle(loopColors[i]!, g, color, adj, nCol);
      if (best === null || lexLess(cycle, best)) best = cycle;
    }
  } else {
    for (let i = 0; i < trees.length; i++) {
      if (diameters[i] !== bestTotal) continue;
      const path = firstLongestPath(trees[i]!, bestTotal, adj, n);
      if (best === null || lexLess(path, best)) best = path;
    }
  }
  // bestTotal > 0 means a loop colour or a tree reached it, so best is set.
  const cells = best ?? [];
  return {
    path: cells.map((i) => new PointT(Math.floor(i / nCol), i % nCol)),
    loop: loopColors.length > 0,
    color: COLORS[color[cells[0] ?? 0] ?? 0]!,
    total: bestTotal,
  };
});

/** Breadth-first distances from `s` over `adj`, -1 where unreached; `parent` (if given) gets the BFS tree. */
function bfs(s: number, adj: readonly (readonly number[])[], n: number, parent?: Int32Array): Int32Array {
  const dist = new Int32Array(n).fill(-1);
  dist[s] = 0;
  if (parent) parent[s] = -1;
  const queue = [s];
  for (let k = 0; k < queue.length; k++) {
    const v = queue[k]!;
    for (const w of adj[v]!) {
      if (dist[w] !== -1) continue;
      dist[w] = dist[v]! + 1;
      if (parent) parent[w] = v;
      queue.push(w);
    }
  }
  return dist;
}

/** The number of dots on the longest path of a tree: two sweeps (farthest from any dot, then farthest from that). */
function treeDiameter(tree: readonly number[], adj: readonly (readonly number[])[], n: number): number {
  const farthest = (d: Int32Array) => tree.reduce((a, v) => (d[v]! > d[a]! ? v : a), tree[0]!);
  const end = farthest(bfs(tree[0]!, adj, n));
  const d = bfs(end, adj, n);
  return d[farthest(d)]! + 1;
}

/**
 * Of the paths with `dots` dots in a tree, the first in reading order. In a
 * tree two ends fix the path, so trying every pair of ends is exhaustive.
 */
function firstLongestPath(tree: readonly number[], dots: number, adj: readonly (readonly number[])[], n: number) {
  let best: number[] | null = null;
  const parent = new Int32Array(n);
  for (const a of [...tree].sort((x, y) => x - y)) {
    if (best !== null && best[0]! < a) break; // every later path starts later
    const dist = bfs(a, adj, n, parent);
    for (const b of tree) {
      if (dist[b] !== dots - 1) continue;
      const path: number[] = [];
      for (let v = b; v !== -1; v = parent[v]!) path.push(v);
      path.reverse();
      if (best === null || lexLess(path, best)) best = path;
    }
  }
  return best ?? [];
}

/**
 * The length (in edges) of the shortest cycle among the dots of colour `k`:
 * from every dot a breadth-first search, and every edge outside its tree
 * closes a cycle of at most dist(u) + dist(v) + 1; the minimum over all
 * roots is exact.
 */
function girth(
  groups: readonly (readonly number[])[],
  k: number,
  color: Int8Array,
  adj: readonly (readonly number[])[],
  nCol: number,
): number {
  const n = color.length;
  if (firstSquare(k, color, nCol, n) !== null) return 4; // the shortest there is, found in one scan
  let g = Number.POSITIVE_INFINITY;
  const parent = new Int32Array(n);
  for (const members of groups) {
    if (color[members[0]!] !== k) continue;
    const edges = members.reduce((e, v) => e + adj[v]!.length, 0) / 2;
    if (edges < members.length) continue; // a tree: no cycle to measure
    for (const s of members) {
      const dist = bfs(s, adj, n, parent);
      for (const u of members) {
        for (const v of adj[u]!) {
          if (v !== parent[u] && u !== parent[v]) g = Math.min(g, dist[u]! + dist[v]! + 1);
        }
      }
    }
  }
  return g;
}

/**
 * The first loop in reading order among those of `edges` steps in colour `k`
 * (there is one: `edges` is the colour's girth). A loop's first point is its
 * smallest cell, so for each start s in order a depth-first search visits
 * only cells after s, neighbours in increasing order, and is cut where the
 * way back to s is longer than the steps left.
 */
function firstCycle(k: number, edges: number, color: Int8Array, adj: readonly (readonly number[])[], nCol: number) {
  const n = color.length;
  if (edges === 4) return firstSquare(k, color, nCol, n)!;
  for (let s = 0; s < n; s++) {
    if (color[s] !== k) continue;
    const allowed = adj.map((a, v) => (v < s ? [] : a.filter((w) => w >= s)));
    const back = bfs(s, allowed, n);
    const path = [s];
    const onPath = new Uint8Array(n);
    onPath[s] = 1;
    const search = (v: number): boolean => {
      const step = path.length; // the number of edges after taking the next one
      for (const w of allowed[v]!) {
        if (w === s) {
          if (step === edges) {
            path.push(s);
            return true;
          }
          continue;
        }
        if (onPath[w] || back[w] === -1 || step + back[w]! > edges) continue;
        path.push(w);
        onPath[w] = 1;
        if (search(w)) return true;
        onPath[w] = 0;
        path.pop();
      }
      return false;
    };
    if (search(s)) return path;
  }
  throw new IllegalArgumentException(`bestMove: no loop of ${edges} steps in ${COLORS[k]} (a bug)`);
}

/**
 * The first square of colour `k` in reading order, walked as the tie-break
 * wants it (top left, right, down, left, back), or null. A square is a 2 x 2
 * block of one colour: the only 4-step loop on a grid.
 */
function firstSquare(k: number, color: Int8Array, nCol: number, n: number): number[] | null {
  for (let s = 0; s + nCol < n; s++) {
    if (s % nCol === nCol - 1) continue;
    if (color[s] === k && color[s + 1] === k && color[s + nCol] === k && color[s + nCol + 1] === k) {
      return [s, s + 1, s + nCol + 1, s + nCol, s];
    }
  }
  return null;
}

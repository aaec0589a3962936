/**
 * A fast FreeCell solver: best-first search over canonical positions.
 *
 * - Positions are equal up to the order of columns and of cells, so the seen
 *   set keys on an order-free 64-bit hash (each column hashed on its own,
 *   the column hashes summed).
 * - Moves: a card to the foundation, column to the first free cell, cell to
 *   column, and column-to-column sequence moves within the supermove limit
 *   (onto an empty column, every length). Cards are never taken off the
 *   foundations (standard FreeCell; the MIS also allows it, the solver does
 *   not use it).
 * - After every move the safe cards go home automatically (and appear in
 *   the solution): a card whose opposite-colour cards of the rank below are
 *   home can never be needed again, so this loses no solutions.
 * - The queue is ordered by a heuristic (cards home, cards above the next
 *   cards needed, cards above a lower card, free cells and columns) plus a
 *   little of the depth. When the queue runs dry every reachable position
 *   has been seen: the deal is unsolvable.
 * - The path found is then shortened: from each position on it the solver
 *   jumps to the latest later position one move reaches.
 *
 * ```ts
 * import { FreecellGame, msDeal, solve } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const r = solve(g);
 * if (r.status === 'solved') for (const m of r.moves) g.play(m);
 * g.gameWon(); // true
 * ```
 */
import type { FreecellGame } from './game.js';
import { F_C_SIZE, T_SIZE } from './types.js';

export interface SolveOptions {
  /** Give up after expanding this many positions (default: no limit). */
  readonly maxNodes?: number;
  /** Give up after this many milliseconds of `now()`; needs `now`. */
  readonly timeLimitMs?: number;
  /** A clock in milliseconds (e.g. `() => performance.now()`); the model reads no clock itself. */
  readonly now?: () => number;
  /** Skip shortening the solution (faster, longer solutions). */
  readonly noShorten?: boolean;
  /** Tuning: one search with these heuristic weights, no budget but maxNodes. */
  readonly weights?: Partial<Weights>;
  /** Tuning: the searches to try in turn (the last should have budget Infinity to stay complete). */
  readonly attempts?: readonly { readonly weights: Partial<Weights>; readonly budget: number }[];
}

export type SolveResult =
  | { readonly status: 'solved'; readonly moves: string[]; readonly length: number; readonly nodes: number }
  | { readonly status: 'unsolvable'; readonly nodes: number }
  | { readonly status: 'gave-up'; readonly nodes: number };

// Card id = rank * 4 + suit, suits H D S C (0, 1 red; 2, 3 black).
const STRIDE = 24; // column capacity in the work arrays (a column never exceeds 19 cards)
const REC = 64; // bytes per stored position: 4 cells, 8 column lengths, 52 cards
const EMPTY = 255;

// Move encoding: kind | src << 3 | dst << 7 | count << 11.
const TO_FOUND_COL = 0;
const TO_FOUND_CELL = 1;
const COL_TO_CELL = 2;
const CELL_TO_COL = 3;
const COL_TO_COL = 4;

const MIX1 = new Int32Array(64 * 32);
const MIX2 = new Int32Array(64 * 32);
{
  // Fixed pseudo-random tables (a deterministic xorshift), so hashes are the same every run.
  let x = 0x9e3779b9 | 0;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  };
  for (let i = 0; i < MIX1.length; i++) {
    MIX1[i] = next();
    MIX2[i] = next();
  }
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

class SeenSet {
  a: Int32Array;
  b: Int32Array;
  used: Uint8Array;
  mask: number;
  count = 0;
  constructor(bits: number) {
    const n = 1 << bits;
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.mask = n - 1;
  }
  /** Adds (h1, h2); false when it was already there. */
  add(h1: number, h2: number): boolean {
    let i = h1 & this.mask;
    for (;;) {
      if (this.used[i] === 0) break;
      if (this.a[i] === h1 && this.b[i] === h2) return false;
      i = (i + 1) & this.mask;
    }
    this.used[i] = 1;
    this.a[i] = h1;
    this.b[i] = h2;
    if (++this.count * 2 > this.mask) this.grow();
    return true;
  }
  has(h1: number, h2: number): boolean {
    let i = h1 & this.mask;
    for (;;) {
      if (this.used[i] === 0) return false;
      if (this.a[i] === h1 && this.b[i] === h2) return true;
      i = (i + 1) & this.mask;
    }
  }
  private grow(): void {
    const { a, b, used } = this;
    const n = used.length * 2;
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.mask = n - 1;
    this.count = 0;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) this.add(a[i] as number, b[i] as number);
  }
}

/** A binary min-heap of node ids by priority; ties by id, so the order is deterministic. */
class Heap {
  prio = new Float64Array(1024);
  ids = new Int32Array(1024);
  size = 0;
  push(p: number, id: number): void {
    if (this.size === this.ids.length) {
      const np = new Float64Array(this.size * 2);
      np.set(this.prio);
      this.prio = np;
      const ni = new Int32Array(this.size * 2);
      ni.set(this.ids);
      this.ids = ni;
    }
    const { prio, ids } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pp = prio[parent] as number;
      if (pp < p || (pp === p && (ids[parent] as number) < id)) break;
      prio[i] = pp;
      ids[i] = ids[parent] as number;
      i = parent;
    }
    prio[i] = p;
    ids[i] = id;
  }
  pop(): number {
    const { prio, ids } = this;
    const top = ids[0] as number;
    const n = --this.size;
    const p = prio[n] as number;
    const id = ids[n] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const c2 = c + 1;
      if (c2 < n) {
        const a = prio[c] as number;
        const b = prio[c2] as number;
        if (b < a || (b === a && (ids[c2] as number) < (ids[c] as number))) c = c2;
      }
      const pc = prio[c] as number;
      if (p < pc || (p === pc && id < (ids[c] as number))) break;
      prio[i] = pc;
      ids[i] = ids[c] as number;
      i = c;
    }
    prio[i] = p;
    ids[i] = id;
    return top;
  }
}

/** The mutable position the search works on, with make/unmake of moves. */
class Work {
  col = new Uint8Array(T_SIZE * STRIDE);
  len = new Int8Array(T_SIZE);
  cell = new Uint8Array(F_C_SIZE).fill(EMPTY);
  found = new Int8Array(4);
  /** Automatic moves made, as a stack of encoded moves, for unmake. */
  autoLog: number[] = [];

  top(c: number): number {
    const n = this.len[c] as number;
    return n === 0 ? EMPTY : (this.col[c * STRIDE + n - 1] as number);
  }

  load(pool: Uint8Array, off: number): void {
    const { col, len, cell, found } = this;
    found.fill(13);
    for (let k = 0; k < 4; k++) {
      const c = pool[off + k] as number;
      cell[k] = c;
      if (c !== EMPTY) found[c & 3]!--;
    }
    let p = off + 12;
    for (let c = 0; c < T_SIZE; c++) {
      const n = pool[off + 4 + c] as number;
      len[c] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) {
        const card = pool[p++] as number;
        col[base + k] = card;
        found[card & 3]!--;
      }
    }
  }

  store(pool: Uint8Array, off: number): void {
    for (let k = 0; k < 4; k++) pool[off + k] = this.cell[k] as number;
    let p = off + 12;
    for (let c = 0; c < T_SIZE; c++) {
      const n = this.len[c] as number;
      pool[off + 4 + c] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) pool[p++] = this.col[base + k] as number;
    }
  }

  /** Number of cards on top of column c forming an ordered run. */
  run(c: number): number {
    const n = this.len[c] as number;
    if (n === 0) return 0;
    const base = c * STRIDE;
    let k = 1;
    let upper = this.col[base + n - 1] as number;
    while (k < n) {
      const lower = this.col[base + n - 1 - k] as number;
      if ((lower >> 2) !== (upper >> 2) + 1 || ((lower ^ upper) & 2) === 0) break;
      upper = lower;
      k++;
    }
    return k;
  }

  freeCells(): number {
    let n = 0;
    for (let k = 0; k < 4; k++) if (this.cell[k] === EMPTY) n++;
    return n;
  }

  emptyCols(): number {
    let n = 0;
    for (let c = 0; c < T_SIZE; c++) if (this.len[c] === 0) n++;
    return n;
  }

  isSafe(card: number): boolean {
    const r = card >> 2;
    if (this.found[card & 3] !== r) return false;
    if (r <= 1) return true;
    const o = (card & 2) ^ 2; // first suit of the other colour
    return (this.found[o] as number) >= r && (this.found[o + 1] as number) >= r;
  }

  apply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const { col, len, cell } = this;
    switch (kind) {
      case TO_FOUND_COL: {
        const n = --len[src]!;
        this.found[(col[src * STRIDE + n] as number) & 3]!++;
        break;
      }
      case TO_FOUND_CELL:
        this.found[(cell[src] as number) & 3]!++;
        cell[src] = EMPTY;
        break;
      case COL_TO_CELL: {
        const n = --len[src]!;
        cell[dst] = col[src * STRIDE + n] as number;
        break;
      }
      case CELL_TO_COL: {
        const n = len[dst]!++;
        col[dst * STRIDE + n] = cell[src] as number;
        cell[src] = EMPTY;
        break;
      }
      default: {
        const count = m >> 11;
        const ns = (len[src] as number) - count;
        const nd = len[dst] as number;
        for (let k = 0; k < count; k++) col[dst * STRIDE + nd + k] = col[src * STRIDE + ns + k] as number;
        len[src] = ns;
        len[dst] = nd + count;
      }
    }
  }

  unapply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const { col, len, cell } = this;
    switch (kind) {
      case TO_FOUND_COL: {
        // The card is the next one of its suit: found it back from the stored column slot.
        const n = len[src]!++;
        this.found[(col[src * STRIDE + n] as number) & 3]!--;
        break;
      }
      case TO_FOUND_CELL: {
        // The cell's card is remembered in the move (bits 15+).
        const card = m >> 15;
        cell[src] = card;
        this.found[card & 3]!--;
        break;
      }
      case COL_TO_CELL: {
        const n = len[src]!++;
        col[src * STRIDE + n] = cell[dst] as number;
        cell[dst] = EMPTY;
        break;
      }
      case CELL_TO_COL: {
        const n = --len[dst]!;
        cell[src] = col[dst * STRIDE + n] as number;
        break;
      }
      default: {
        const count = m >> 11;
        const nd = (len[dst] as number) - count;
        const ns = len[src] as number;
        for (let k = 0; k < count; k++) col[src * STRIDE + ns + k] = col[dst * STRIDE + nd + k] as number;
        len[dst] = nd;
        len[src] = ns + count;
      }
    }
  }

  /** Sends every safe card home, logging each move; returns how many. */
  autoplay(): number {
    let made = 0;
    let again = true;
    while (again) {
      again = false;
      for (let c = 0; c < T_SIZE; c++) {
        const n = this.len[c] as number;
        if (n > 0 && this.isSafe(this.col[c * STRIDE + n - 1] as number)) {
          const m = TO_FOUND_COL | (c << 3);
          this.apply(m);
          this.autoLog.push(m);
          made++;
          again = true;
        }
      }
      for (let k = 0; k < 4; k++) {
        const card = this.cell[k] as number;
        if (card !== EMPTY && this.isSafe(card)) {
          const m = TO_FOUND_CELL | (k << 3) | (card << 15);
          this.apply(m);
          this.autoLog.push(m);
          made++;
          again = true;
        }
      }
    }
    return made;
  }

  unautoplay(made: number): void {
    for (let k = 0; k < made; k++) this.unapply(this.autoLog.pop() as number);
  }

  homeCount(): number {
    const f = this.found;
    return (f[0] as number) + (f[1] as number) + (f[2] as number) + (f[3] as number);
  }

  /** Order-free 64-bit hash of the position (foundations follow from the rest). */
  hash(out: Int32Array): void {
    let s1 = 0;
    let s2 = 0;
    const { col, len, cell } = this;
    for (let c = 0; c < T_SIZE; c++) {
      const n = len[c] as number;
      if (n === 0) continue;
      let h1 = n;
      let h2 = n * 7919;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) {
        const card = col[base + k] as number;
        h1 = Math.imul(h1 ^ (MIX1[(k << 6) | card] as number), 0x01000193);
        h2 = Math.imul(h2 + (MIX2[(k << 6) | card] as number), 0x5bd1e995) ^ (h2 >>> 15);
      }
      s1 = (s1 + fmix(h1)) | 0;
      s2 = (s2 + fmix(h2 ^ 0x27d4eb2f)) | 0;
    }
    for (let k = 0; k < 4; k++) {
      const card = cell[k] as number;
      if (card === EMPTY) continue;
      s1 = (s1 + (MIX1[(31 << 6) | card] as number)) | 0;
      s2 = (s2 + (MIX2[(31 << 6) | card] as number)) | 0;
    }
    out[0] = s1;
    out[1] = s2;
  }

  /** Lists the moves worth searching (see the module comment), into `out`. */
  moves(out: number[]): void {
    out.length = 0;
    const { col, len, cell } = this;
    let firstCell = -1;
    for (let k = 0; k < 4; k++)
      if (cell[k] === EMPTY) {
        firstCell = k;
        break;
      }
    let firstEmpty = -1;
    for (let c = 0; c < T_SIZE; c++)
      if (len[c] === 0) {
        firstEmpty = c;
        break;
      }
    const free = this.freeCells();
    const empties = this.emptyCols();
    const capTo = (1 + free) << empties;
    const capToEmpty = empties > 0 ? (1 + free) << (empties - 1) : 0;
    // To the foundation (the safe ones already went automatically).
    for (let c = 0; c < T_SIZE; c++) {
      const t = this.top(c);
      if (t !== EMPTY && this.found[t & 3] === t >> 2) out.push(TO_FOUND_COL | (c << 3));
    }
    for (let k = 0; k < 4; k++) {
      const t = cell[k] as number;
      if (t !== EMPTY && this.found[t & 3] === t >> 2) out.push(TO_FOUND_CELL | (k << 3) | (t << 15));
    }
    // Column to column.
    for (let s = 0; s < T_SIZE; s++) {
      const ns = len[s] as number;
      if (ns === 0) continue;
      const run = this.run(s);
      for (let d = 0; d < T_SIZE; d++) {
        if (d === s) continue;
        const nd = len[d] as number;
        if (nd === 0) {
          if (d !== firstEmpty) continue;
          const most = Math.min(run, capToEmpty);
          for (let k = most; k >= 1; k--) if (k < ns) out.push(COL_TO_COL | (s << 3) | (d << 7) | (k << 11));
          continue;
        }
        const t = col[d * STRIDE + nd - 1] as number;
        const need = (t >> 2) - 1;
        // The card of the run that would go onto t sits `depth` cards down.
        const topRank = (col[s * STRIDE + ns - 1] as number) >> 2;
        const k = need - topRank + 1;
        if (k < 1 || k > run || k > capTo) continue;
        const b = col[s * STRIDE + ns - k] as number;
        if (((b ^ t) & 2) === 0) continue;
        out.push(COL_TO_COL | (s << 3) | (d << 7) | (k << 11));
      }
    }
    // Cell to column.
    for (let k = 0; k < 4; k++) {
      const card = cell[k] as number;
      if (card === EMPTY) continue;
      for (let d = 0; d < T_SIZE; d++) {
        const nd = len[d] as number;
        if (nd === 0) {
          if (d === firstEmpty) out.push(CELL_TO_COL | (k << 3) | (d << 7));
          continue;
        }
        const t = col[d * STRIDE + nd - 1] as number;
        if ((t >> 2) === (card >> 2) + 1 && ((t ^ card) & 2) !== 0) out.push(CELL_TO_COL | (k << 3) | (d << 7));
      }
    }
    // Column to a free cell.
    if (firstCell >= 0) {
      for (let s = 0; s < T_SIZE; s++) if ((len[s] as number) > 0) out.push(COL_TO_CELL | (s << 3) | (firstCell << 7));
    }
  }

  /** Lower is better. */
  score(w: Weights): number {
    const { col, len, found } = this;
    let blocked = 0; // cards above a lower card in their column
    let above = 0; // cards above the next card each suit needs
    let unseq = 0; // cards not on a card one higher of the other colour
    for (let c = 0; c < T_SIZE; c++) {
      const n = len[c] as number;
      const base = c * STRIDE;
      let minRank = 99;
      let below = -1;
      for (let k = 0; k < n; k++) {
        const card = col[base + k] as number;
        const r = card >> 2;
        if (r > minRank) blocked++;
        else minRank = r;
        if (found[card & 3] === r) above += n - 1 - k;
        if (below < 0 || (below >> 2) !== r + 1 || ((below ^ card) & 2) === 0) unseq++;
        below = card;
      }
    }
    const home = this.homeCount();
    return (
      w.home * (52 - home) + w.blocked * blocked + w.above * above + w.unseq * unseq - w.cells * this.freeCells() - w.cols * this.emptyCols()
    );
  }

  fromGame(game: FreecellGame): void {
    const p = game.position();
    this.found.fill(0);
    for (const f of p.foundations) {
      const top = f[f.length - 1];
      if (top !== undefined) this.found[top.id & 3] = f.length;
    }
    p.cells.forEach((c, k) => {
      this.cell[k] = c[0] === undefined ? EMPTY : c[0].id;
    });
    p.tableau.forEach((t, c) => {
      this.len[c] = t.length;
      t.forEach((card, k) => {
        this.col[c * STRIDE + k] = card.id;
      });
    });
  }

  /** The standard notation of move m in this position (before it is made). */
  notation(m: number): string {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const colName = (c: number): string => String(c + 1);
    const cellName = (c: number): string => 'abcd'[c] as string;
    switch (kind) {
      case TO_FOUND_COL:
        return `${colName(src)}h`;
      case TO_FOUND_CELL:
        return `${cellName(src)}h`;
      case COL_TO_CELL:
        return colName(src) + cellName(dst);
      case CELL_TO_COL:
        return cellName(src) + colName(dst);
      default: {
        const count = m >> 11;
        if (this.len[dst] === 0) {
          const free = this.freeCells();
          const cap = (1 + free) << (this.emptyCols() - 1);
          if (count !== Math.min(this.run(src), cap)) return `${colName(src)}${colName(dst)}v${count}`;
        }
        return colName(src) + colName(dst);
      }
    }
  }
}

/** The heuristic's weights: lower score is searched first. */
export interface Weights {
  home: number;
  blocked: number;
  above: number;
  cells: number;
  cols: number;
  unseq: number;
  depth: number;
}

const WEIGHTS: Weights = { home: 5, blocked: 3, above: 1, cells: 1, cols: 3, unseq: 0, depth: 0.5 };

/** Grows a typed array to at least n elements. */
function grow<T extends Uint8Array | Int32Array>(a: T, n: number, make: (n: number) => T): T {
  if (n <= a.length) return a;
  const b = make(Math.max(n, a.length * 2));
  b.set(a);
  return b;
}

/**
 * The attempts solve makes, in order: quick best-first searches with
 * different weights and node budgets, then a search without a budget, which
 * either finds a solution or exhausts every reachable position. Different
 * weights fail on different deals, so a short attempt with another view of
 * the position beats a long one with the same view.
 */
const ATTEMPTS: readonly { readonly weights: Weights; readonly budget: number }[] = [
  { weights: WEIGHTS, budget: 1500 },
  { weights: { ...WEIGHTS, unseq: 2, blocked: 1, depth: 1, home: 3 }, budget: 3000 },
  { weights: { ...WEIGHTS, depth: 1, blocked: 2, cols: 6 }, budget: 10000 },
  { weights: { ...WEIGHTS, depth: 1, blocked: 2, cols: 6 }, budget: Infinity },
];

/**
 * Solves the game from its current position. `solved` lists every move in
 * standard notation, automatic foundation moves included, for `game.play`;
 * `length` counts them without the automatic ones. `unsolvable` means every
 * position reachable by standard moves was searched.
 */
export function solve(game: FreecellGame, options: SolveOptions = {}): SolveResult {
  const maxNodes = options.maxNodes ?? Infinity;
  if (options.timeLimitMs !== undefined && options.now === undefined) {
    throw new TypeError('solve: timeLimitMs needs a clock, options.now');
  }
  if (!(maxNodes >= 0)) throw new RangeError(`solve: maxNodes must be >= 0, got ${maxNodes}`);
  const now = options.now;
  const deadline = now !== undefined && options.timeLimitMs !== undefined ? now() + options.timeLimitMs : Infinity;
  const work = new Work();
  work.fromGame(game);
  work.autoplay();
  work.autoLog.length = 0;
  if (work.homeCount() === 52) return finish(game, [], 0, options);
  const attempts =
    options.attempts ??
    (options.weights === undefined ? ATTEMPTS : [{ weights: options.weights, budget: Infinity }]);
  let total = 0;
  for (const { weights, budget } of attempts) {
    const r = search(work, { ...WEIGHTS, ...weights }, Math.min(budget, maxNodes - total), now, deadline);
    total += r.expanded;
    if (r.path !== null) return finish(game, r.path, total, options);
    if (r.exhausted) return { status: 'unsolvable', nodes: total };
    if (total >= maxNodes || (now !== undefined && now() > deadline)) break;
  }
  return { status: 'gave-up', nodes: total };
}

interface SearchResult {
  readonly path: number[] | null;
  readonly exhausted: boolean;
  readonly expanded: number;
}

/** One best-first search from `root` (which it leaves as it found it). */
function search(
  root: Work,
  w: Weights,
  budget: number,
  now: (() => number) | undefined,
  deadline: number,
): SearchResult {
  const work = new Work();
  const h = new Int32Array(2);
  let pool = new Uint8Array(REC * 4096);
  let parent = new Int32Array(4096);
  let moveOf = new Int32Array(4096);
  let depth = new Int32Array(4096);
  let nodes = 0;
  const addNode = (par: number, m: number, d: number): number => {
    const id = nodes++;
    if (nodes > parent.length) {
      pool = grow(pool, nodes * REC, (n) => new Uint8Array(n));
      parent = grow(parent, nodes, (n) => new Int32Array(n));
      moveOf = grow(moveOf, nodes, (n) => new Int32Array(n));
      depth = grow(depth, nodes, (n) => new Int32Array(n));
    }
    work.store(pool, id * REC);
    parent[id] = par;
    moveOf[id] = m;
    depth[id] = d;
    return id;
  };

  root.store(pool, 0);
  work.load(pool, 0);
  const seen = new SeenSet(16);
  work.hash(h);
  seen.add(h[0] as number, h[1] as number);
  const heap = new Heap();
  heap.push(0, addNode(-1, 0, 0));
  const moves: number[] = [];
  let expanded = 0;
  while (heap.size > 0) {
    if (expanded >= budget || ((expanded & 255) === 0 && now !== undefined && now() > deadline)) {
      return { path: null, exhausted: false, expanded };
    }
    const id = heap.pop();
    expanded++;
    work.load(pool, id * REC);
    work.moves(moves);
    const d = (depth[id] as number) + 1;
    for (let k = 0, n = moves.length; k < n; k++) {
      const m = moves[k] as number;
      work.apply(m);
      const made = work.autoplay();
      work.hash(h);
      if (seen.add(h[0] as number, h[1] as number)) {
        const child = addNode(id, m, d);
        if (work.homeCount() === 52) return { path: pathTo(child, parent, moveOf), exhausted: false, expanded };
        heap.push(work.score(w) + w.depth * d, child);
      }
      work.unautoplay(made);
      work.unapply(m);
    }
  }
  return { path: null, exhausted: true, expanded };
}

function pathTo(id: number, parent: Int32Array, moveOf: Int32Array): number[] {
  const out: number[] = [];
  for (let n = id; (parent[n] as number) >= 0; n = parent[n] as number) out.push(moveOf[n] as number);
  return out.reverse();
}

/**
 * Replays the path from the game's position and writes every move, automatic
 * ones included, in standard notation. Unless told not to, it shortens the
 * path on the way: from each position it takes the move that reaches the
 * latest later position of the path. Positions are matched by their
 * order-free hash, so a jump may leave the columns in another order than the
 * search had them; the next move is always found afresh in the actual layout.
 */
function finish(game: FreecellGame, path: number[], nodes: number, options: SolveOptions): SolveResult {
  const work = new Work();
  const h = new Int32Array(2);
  const key = (): string => `${h[0]}:${h[1]}`;
  // Hashes of the positions along the path, after the automatic moves.
  work.fromGame(game);
  work.autoplay();
  const index = new Map<string, number>();
  work.hash(h);
  index.set(key(), 0);
  path.forEach((m, k) => {
    work.apply(m);
    work.autoplay();
    work.hash(h);
    index.set(key(), k + 1);
  });

  const out: string[] = [];
  let length = 0;
  work.fromGame(game);
  const emitAuto = (): void => {
    const start = work.autoLog.length;
    work.autoplay();
    for (const m of work.autoLog.splice(start)) out.push(work.notation(m));
  };
  emitAuto();
  let at = 0;
  const list: number[] = [];
  while (at < path.length) {
    let best = -1;
    let bestAt = at;
    work.moves(list);
    for (const m of list.slice()) {
      work.apply(m);
      const made = work.autoplay();
      work.hash(h);
      const k = index.get(key());
      if (k !== undefined && k > bestAt && (options.noShorten !== true || k === at + 1)) {
        bestAt = k;
        best = m;
      }
      work.unautoplay(made);
      work.unapply(m);
    }
    if (best === -1) throw new Error('solve: internal error, the path does not replay');
    out.push(work.notation(best));
    length++;
    work.apply(best);
    emitAuto();
    at = bestAt;
  }
  return { status: 'solved', moves: out, length, nodes };
}

/**
 * A fast FreeCell solver: best-first search over canonical positions.
 *
 * - Positions (src/solver/work.ts) are cards as small integers in typed
 *   arrays, with running totals updated by each move: the order-free 64-bit
 *   hash (column hashes and cell keys summed), so positions equal up to the
 *   order of columns and cells meet in the seen table, and the heuristic's
 *   terms, so a child costs O(cards moved) to make, hash and score.
 * - Moves: a card to the foundation, column to the first free cell, cell to
 *   column, and column-to-column sequence moves within the supermove limit
 *   (onto an empty column, every length but the whole column). Cards are
 *   never taken off the foundations (standard FreeCell; the MIS also allows
 *   it, the solver does not use it). Every single-card move is among these
 *   (up to the order of cells and columns), so the search covers every
 *   position reachable in standard FreeCell. The budgeted attempts skip
 *   moves that rarely help (listMoves says which: the top card of a run
 *   into a cell, cards into a cell or an empty column that could go onto a
 *   column, ...); the unbudgeted one, and every proof, uses them all.
 * - After every move the safe cards go home automatically (and appear in
 *   the solution): a card whose opposite-colour cards of the rank below are
 *   home can never be needed again, so this loses no solutions. The
 *   budgeted attempts send cards home sooner (Work.eager: the other colour
 *   two ranks below home), which leaves fewer moves to search but could
 *   lose a solution; they need not be complete, and their running dry
 *   proves nothing.
 * - The queue is ordered by a heuristic (cards home, cards above a lower
 *   card, cards out of sequence, cards above the next cards needed, free
 *   cells and columns) plus a little of the depth. solve tries a few weight
 *   sets with small node budgets, then one without a budget: when its queue
 *   runs dry every reachable position has been seen. That search is then
 *   redone with exact keys (canonical key bytes, which cannot merge two
 *   positions as the 64-bit hash could), and only if it runs dry too is the
 *   answer 'unsolvable'.
 * - No allocation per position: nodes are (parent, move, depth) in typed
 *   arrays, expanded nodes at every STORE_EVERY-th depth store their
 *   position (64 bytes; others are reached by moves along a trail), and the
 *   best child of a node is expanded next without a trip through the queue
 *   when nothing queued is better (the order best-first would take anyway).
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
import { frozen, isRevoked } from './brand.js';
import { FreecellError } from './errors.js';
import { type FreecellGame, isGame } from './game.js';
import { shown } from './shown.js';
import { solveShort } from './short.js';
import { checkOptions, MAX_SOLVE_NODES, type SolveOptions, type SolveResult, type Weights } from './solver/options.js';
import { listMoves, notation, undoes } from './solver/moves.js';
import { peekHome, peekMove, peekToCell } from './solver/peek.js';
import { BucketQueue, ExactSet, SCALE, SeenSet } from './solver/tables.js';
import { COL_TO_CELL, NOPE, REC, WEIGHT_SCALE, Work } from './solver/work.js';

export type { SolveOptions, SolveResult, Weights } from './solver/options.js';
export { MAX_SOLVE_NODES };

/**
 * Buffers kept between searches, so a search allocates nothing once warm.
 * Nodes are (parent, move, depth); only expanded nodes get a stored
 * position (`recOf`), and a node's position is rebuilt from its parent's when
 * it is expanded (or reached by one move when the parent is the position in hand).
 */
/**
 * How far up (NEAR) and down the trail (FAR) the search walks instead of
 * loading a stored position. A load rebuilds all 52 cards (about as much work
 * as 15 to 20 moves made or unmade), so walking far is cheaper: on deals
 * 1..4000, 16 and 40 left 6,491 loads for 625,550 expansions (6 and 24: 76,574).
 */
const NEAR = 16;
const FAR = 40;
/**
 * Only nodes at a depth that is a multiple of STORE_EVERY keep their position
 * (64 bytes, written at expansion): with loads that rare, storing every
 * expanded node cost more than the loads it served. A load takes the nearest
 * stored ancestor and makes the few moves down from it.
 */
const STORE_EVERY = 8;

/**
 * The attempt after a budgeted one that failed ranks the positions that one
 * saw (listed or expanded) TABU lower, 4 priority units (about five moves of
 * depth), so that it looks elsewhere first: it starts from the same root,
 * and would otherwise spend much of its budget where the last one ran dry.
 * Only the order changes, so the complete search stays complete. Deals
 * 1..32000: 144.5 to 140.7 positions a deal (8,000-deal ranges from 1.1% to
 * 4.9% fewer, 100001..108000 and 200001..208000 and 300001..308000
 * included); the 40 deals of 1..32000 and 100001..132000 that reach the
 * complete search: 932,732 to 636,885 positions. Less good: 8 and 16
 * units; such positions last of all (7% more positions on 1..8000); the
 * first attempt's table kept for W0's second turn (661,017 on those 40
 * deals); the positions the failed attempt expanded alone (as few
 * positions, but an insert more per position in every attempt).
 */
const TABU = 4 * WEIGHT_SCALE;

/**
 * The buffers start small, so that the first solves of a process already
 * grow them: V8 then compiles the search with its growing code in it. When
 * they started big, the first hard deal grew them hundreds of deals into a
 * run, and V8 threw the compiled search away and compiled it again (deals
 * 1..32000: 716 to 597 ms of compiler time). Once grown they are kept.
 */
function freshScratch() {
  return {
    pool: new Uint8Array(REC * (1 << 3)),
    parent: new Int32Array(1 << 8),
    moveOf: new Int32Array(1 << 8),
    depth: new Int32Array(1 << 8),
    recOf: new Int32Array(1 << 8),
    seen: new SeenSet(),
    /** The seen set of the last budgeted attempt that failed, kept for the next one (see TABU). */
    prior: new SeenSet(),
    exactSeen: null as ExactSet | null,
    heap: new BucketQueue(),
    work: new Work(),
    /** The root position, and the replay that writes the solution. */
    root: new Work(),
    rootRec: new Uint8Array(REC),
    eagerRec: new Uint8Array(REC),
    moves: new Int32Array(256),
    key: new Uint8Array(REC + 16),
    trailNode: new Int32Array(FAR + NEAR + 8),
    trailAuto: new Int32Array(FAR + NEAR + 8),
    down: new Int32Array(NEAR + STORE_EVERY + 9),
  };
}
type Scratch = ReturnType<typeof freshScratch>;
/** Made on the first solve, not at import. */
let scratch: Scratch | null = null;

/** Lets a long search's buffers go (a deal like 11982 grows them to tens of megabytes). */
function trimScratch(): void {
  if (scratch === null) return;
  const big = 1 << 21;
  if (scratch.parent.length > 1 << 18 || scratch.seen.capacity > big || scratch.prior.capacity > big) scratch = null;
  else if (scratch.exactSeen !== null && scratch.exactSeen.mask > 1 << 18) scratch.exactSeen = null;
}

/**
 * checkOptions' answer when solve is given no options: with no clock, signal
 * or progress it holds no state, so one serves every such call (reading and
 * checking an empty options object was 0.6% of solve's time in a profile of
 * deals 1..32000, where most solves expand some 60 positions).
 */
let noOptions: ReturnType<typeof checkOptions> | null = null;

/** noOptions, made on first use. */
function noOptionsChecked(): ReturnType<typeof checkOptions> {
  if (noOptions === null) noOptions = checkOptions({});
  return noOptions;
}

/**
 * Solves the game from its current position. `solved` lists every move in
 * standard notation, automatic foundation moves included, for `game.play`;
 * `unsolvable` means every position reachable by standard moves was searched.
 * The game is not changed. Every bad argument throws FreecellError with a
 * code; at most MAX_SOLVE_NODES positions are expanded. With
 * `minimize: 'moves'` it is the short mode instead (short.ts): the shortest
 * solution it finds by countMoves' count.
 */
export const solve = /* @__PURE__ */ frozen(function solve(game: FreecellGame, options?: SolveOptions): SolveResult {
  if (!isGame(game)) throw new FreecellError('WRONG_TYPE', `solve: expected a FreecellGame, got ${shown(game)}`);
  // The short mode is separate code: the fast mode's path below is as it was.
  if (options !== undefined && wantsShort(options)) return solveShort(game, options, solve);
  const {
    maxNodes,
    late: lateAt,
    stoppedBy,
    attempts,
  } = options === undefined ? noOptionsChecked() : checkOptions(options);
  scratch ??= freshScratch();
  const root = scratch.root;
  root.fromGame(game);
  root.autoplay();
  root.autoTop = 0;
  if (root.home === 52) return finish([], 0);
  const rootRec = scratch.rootRec;
  root.store(rootRec, 0);
  let total = 0;
  let eagerReady = false;
  let tabu = false;
  // The searches count their own positions; progress and the budget see the solve's total.
  const late = lateAt === undefined ? undefined : (n: number) => lateAt(total + n);
  try {
    for (const { weights, budget } of attempts) {
      // An attempt without a budget of its own searches every move (it is complete); the others
      // skip a few and send cards home early (Work.eager), on a root with those cards home.
      const eager = budget !== Infinity;
      let from = rootRec;
      if (eager) {
        from = scratch.eagerRec;
        if (!eagerReady) {
          // The root still holds rootRec's position (the searches work on their own Work).
          root.eager = true;
          root.autoplay();
          root.autoTop = 0;
          root.eager = false;
          if (root.home === 52) return finish([], total, true);
          root.store(from, 0);
          eagerReady = true;
        }
      }
      let r = search(from, weights, Math.min(budget, maxNodes - total), late, false, !eager, eager, tabu);
      total += r.expanded;
      // The next attempt keeps clear of the positions this one saw (see TABU): its seen set becomes prior.
      tabu = eager && r.path === null;
      if (tabu) {
        const t = scratch.seen;
        scratch.seen = scratch.prior;
        scratch.prior = t;
      }
      if (r.path !== null) return finish(r.path, total, eager);
      // A budgeted search that runs dry proves nothing (it skips moves, and sends cards home early).
      if (r.exhausted && !eager) {
        // The 64-bit hash could, with odds near 1e-10, have merged two positions:
        // the proof is redone with exact keys (only unsolvable positions get here).
        r = search(rootRec, weights, maxNodes - total, late, true, true, false, false);
        total += r.expanded;
        if (r.path !== null) return finish(r.path, total, false);
        if (r.exhausted) return { status: 'unsolvable', nodes: total };
      }
      if (total >= maxNodes || late?.(0) === true) break;
    }
    return { status: 'gave-up', stoppedBy: stoppedBy(total), nodes: total };
  } finally {
    trimScratch();
  }
});

/**
 * Whether options has its own `minimize` (the short mode). Anything odd (not
 * an object, a revoked Proxy, a trap that throws) is left to checkOptions,
 * which refuses it with its own error.
 */
function wantsShort(options: unknown): boolean {
  if (typeof options !== 'object' || options === null || isRevoked(options)) return false;
  try {
    return Object.hasOwn(options, 'minimize');
  } catch {
    return false;
  }
}

interface SearchResult {
  readonly path: number[] | null;
  readonly exhausted: boolean;
  readonly expanded: number;
}

/** One best-first search from the stored position `rootRec` (depth-first when exact: it only has to see everything). */
function search(
  rootRec: Uint8Array,
  w: Weights,
  budget: number,
  late: ((nodes: number) => boolean) | undefined,
  exact: boolean,
  every: boolean,
  eager: boolean,
  tabu: boolean,
): SearchResult {
  scratch ??= freshScratch();
  const s = scratch;
  const { work, seen, heap, moves, key, prior } = s;
  let exactSeen = s.exactSeen;
  if (exact) {
    exactSeen ??= s.exactSeen = new ExactSet();
    exactSeen.reset();
  } else seen.reset();
  // Scores go as low as minus the weights of four free cells and eight empty columns.
  heap.reset(Math.ceil((Math.max(0, w.cells) * 4 + Math.max(0, w.cols) * 8) * SCALE) + 1);
  work.setWeights(w);
  work.every = every;
  work.eager = eager;
  // 64-bit keys only where running dry proves something (see Work.wide).
  const wide = every;
  work.wide = wide;
  // h2 & lanes: the second lane or 0, without a branch that only the complete search takes (a first
  // run of such a branch, mid-way through a long run, costs a deopt and a recompile of this function).
  const lanes = wide ? -1 : 0;
  const wDepth = w.depth;
  let { pool, parent, moveOf, depth, recOf } = s;
  let nodes = 0;
  const ex = exact ? exactSeen : null;

  work.load(rootRec, 0);
  if (ex !== null) ex.add(work.h1, key, work.key(key));
  else seen.add(work.h1, work.h2 & lanes);
  parent[0] = -1;
  moveOf[0] = 0;
  depth[0] = 0;
  nodes = 1;
  let next = 0;
  // The trail: the nodes from the last loaded position (depth trailBase) to the one the
  // work holds, with the number of automatic moves each made, so the work can go back.
  const { trailNode, trailAuto, down } = s;
  let trailBase = 0;
  let trailTop = -1;
  let expanded = 0;
  let stored = 0;
  // One way out (a return of its own for each way a search ends would be a branch first taken late).
  let path: number[] | null = null;
  let exhausted = false;
  expanding: for (;;) {
    if (next < 0) {
      if (heap.size === 0) {
        exhausted = true;
        break;
      }
      next = heap.pop();
    }
    if (expanded >= budget || ((expanded & 255) === 0 && late !== undefined && late(expanded))) break;
    const id = next;
    next = -1;
    // Reach the position: from the work's, up the trail to an ancestor and
    // down again, when that is near; else from the parent's stored position.
    const par = parent[id] as number;
    // id's move, when no card went home after it: the child undoing it is the parent again.
    let back = -1;
    if (par < 0) {
      // The root: expanded first, and only once, so the work still holds it (loaded above).
      trailBase = 0;
      trailNode[0] = id;
      trailTop = 0;
    } else {
      // The nearest ancestor of id on the trail, within NEAR steps.
      let a = par;
      let steps = 0;
      let at = -1;
      for (;;) {
        const t = (depth[a] as number) - trailBase;
        if (t >= 0 && t <= trailTop && trailNode[t] === a) {
          at = t;
          break;
        }
        if (++steps > NEAR || t < 0) break;
        a = parent[a] as number;
      }
      // The nodes from the ancestor the work starts from down to id, listed from id up (one loop
      // makes all their moves: each call site of apply and autoplayAfter is a copy in the compiled search).
      down[0] = id;
      let k = 1;
      if (at < 0 || trailTop - at > FAR) {
        // From the nearest stored ancestor (the root is stored).
        let b = par;
        while ((recOf[b] as number) < 0) {
          down[k++] = b;
          b = parent[b] as number;
        }
        work.load(pool, (recOf[b] as number) * REC);
        trailBase = depth[b] as number;
        trailNode[0] = b;
        trailTop = 0;
      } else {
        for (; trailTop > at; trailTop--) {
          work.unautoplay(trailAuto[trailTop] as number);
          work.unapply(moveOf[trailNode[trailTop] as number] as number);
        }
        for (let b = par; b !== a; b = parent[b] as number) down[k++] = b;
      }
      while (k > 0) {
        const b = down[--k] as number;
        work.apply(moveOf[b] as number);
        trailAuto[++trailTop] = work.autoplayAfter(moveOf[b] as number);
        trailNode[trailTop] = b;
      }
      if (trailAuto[trailTop] === 0) back = moveOf[id] as number;
      if (trailTop >= FAR + NEAR) {
        // A long dive: start the trail again here (the work cannot go back past it).
        trailBase = depth[id] as number;
        trailNode[0] = id;
        trailTop = 0;
        work.autoTop = 0;
      }
    }
    if ((depth[id] as number) % STORE_EVERY === 0) {
      if ((stored + 1) * REC > pool.length) {
        s.pool = new Uint8Array(pool.length * 2);
        s.pool.set(pool);
        pool = s.pool;
      }
      work.store(pool, stored * REC);
      recOf[id] = stored++;
    } else recOf[id] = -1;
    expanded++;
    const count = listMoves(work, moves);
    if (nodes + count > parent.length) {
      grow(s, nodes + count);
      ({ parent, moveOf, depth, recOf } = s);
    }
    const d = (depth[id] as number) + 1;
    const dPrio = wDepth * d;
    let best = -1;
    let bestPrio = 1 << 30;
    for (let k = 0; k < count; k++) {
      const m = moves[k] as number;
      if (back >= 0 && undoes(work, m, back)) continue;
      // Children are scored and hashed without making them, but where a card would then go home (NOPE).
      const kind = m & 7;
      let p =
        ex !== null
          ? NOPE
          : kind < COL_TO_CELL
            ? peekHome(work, m)
            : kind === COL_TO_CELL
              ? peekToCell(work, (m >> 3) & 15)
              : peekMove(work, m);
      if (p !== NOPE) {
        if (!seen.add(work.peek1, work.peek2)) continue;
        if (tabu && prior.has(work.peek1, 0)) p += TABU;
      } else {
        work.apply(m);
        const made = work.autoplayAfter(m);
        const fresh = ex !== null ? ex.add(work.h1, key, work.key(key)) : seen.add(work.h1, work.h2 & lanes);
        if (fresh && work.home === 52) {
          path = pathTo(id, m, parent, moveOf, depth);
          break expanding;
        }
        // The exact pass only has to see every position: no order, so no score (depth-first).
        p = fresh ? (ex !== null ? 0 : work.score()) : NOPE;
        if (fresh && tabu && prior.has(work.h1, 0)) p += TABU;
        work.unautoplay(made);
        work.unapply(m);
        if (!fresh) continue;
      }
      const q = ex === null ? heap.bucket(p * (1 / WEIGHT_SCALE) + dPrio) : 0;
      const nid = nodes++;
      parent[nid] = id;
      moveOf[nid] = m;
      depth[nid] = d;
      // Ties go to the newest node, as in the heap.
      if (q <= bestPrio) {
        if (best >= 0) heap.push(bestPrio, best);
        best = nid;
        bestPrio = q;
      } else heap.push(q, nid);
    }
    if (best >= 0) {
      // Expand the best child next unless something queued comes first (it is the newest node).
      if (heap.size === 0 || bestPrio <= heap.lowest()) next = best;
      else heap.push(bestPrio, best);
    }
  }
  return { path, exhausted, expanded };
}

/** Makes room for `need` nodes. */
function grow(s: Scratch, need: number): void {
  const n = Math.max(s.parent.length * 2, need);
  for (const k of ['parent', 'moveOf', 'depth', 'recOf'] as const) {
    const bigger = new Int32Array(n);
    bigger.set(s[k]);
    s[k] = bigger;
  }
}

/** The moves from the root to node id, then `last`: filled from the end into an array of the right size. */
function pathTo(id: number, last: number, parent: Int32Array, moveOf: Int32Array, depth: Int32Array): number[] {
  let k = (depth[id] as number) + 1;
  const out = new Array<number>(k).fill(0);
  out[--k] = last;
  for (let n = id; k > 0; n = parent[n] as number) out[--k] = moveOf[n] as number;
  return out;
}

/**
 * Sends the safe cards home and writes those moves; returns how many of them
 * a player would make by hand. With `eager` (the search sent cards home
 * early, Work.eager), the strictly safe cards go first, as a game's own
 * automatic moves would, then each card only the eager rule sends home, one
 * at a time (a move of the player's), each followed by the strict ones again.
 */
function emitAuto(work: Work, out: string[], eager: boolean): number {
  let byHand = 0;
  for (;;) {
    for (let m = work.nextSafe(); m >= 0; m = work.nextSafe()) {
      out.push(notation(work, m));
      work.move(m);
    }
    if (!eager) return byHand;
    work.eager = true;
    const m = work.nextSafe();
    work.eager = false;
    if (m < 0) return byHand;
    out.push(notation(work, m));
    work.move(m);
    byHand++;
  }
}

/**
 * Replays the path from the game's position and writes every move in
 * standard notation, with the automatic moves after each. The search never
 * reorders columns, so the path's column numbers are the game's.
 */
function finish(path: readonly number[], nodes: number, eager = false): SolveResult {
  scratch ??= freshScratch();
  // solve read the game into the root; nothing has read another game since.
  const work = scratch.root;
  work.reloadGame();
  const out: string[] = [];
  let length = path.length + emitAuto(work, out, eager);
  for (const m of path) {
    out.push(notation(work, m));
    work.move(m);
    // No card was safe before m (the eager rule's, in an eager search): look only when m may have freed one.
    work.eager = eager;
    const look = work.mayFree(m);
    work.eager = false;
    if (look) length += emitAuto(work, out, eager);
  }
  return { status: 'solved', moves: out, length, nodes };
}

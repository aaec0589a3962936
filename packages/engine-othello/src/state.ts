/**
 * What every search shares: the node count, the budget, the ply stack of
 * move lists, and the square tables. One module-level object, reset by the
 * public calls (solve, analyze) before they search: the engine is
 * single-threaded and a call never nests inside another.
 *
 * Budgets: the node count is compared with `nextPoll` on every interior
 * node; only at a poll (every POLL nodes) are the node limit and the clock
 * looked at (and the signal), so a clock call costs nothing per node. Past a
 * budget the search throws ABORT, which the public call turns into a
 * result with status 'gave-up' (analyze: with the best move so far).
 */

import { type AbortSignalLike, type Budget, type StopReason, startBudget as startCoreBudget } from '@arcade/core';

/** Nodes between two looks at the clock. */
const POLL = 16_384;

/** Thrown (a preallocated object, never an Error: no stack to build) when a budget runs out. */
export const ABORT: { readonly abort: true } = /* @__PURE__ */ Object.freeze({ abort: true });

export const S = {
  nodes: 0,
  nextPoll: 0,
  // Set by startBudget before any search; 0 rather than Number.POSITIVE_INFINITY, which
  // esbuild keeps as code to run at load (issue 20.1).
  maxNodes: 0,
  /** The running budget (core's: nodes, clock, signal), asked at each poll. */
  budget: null as Budget | null,
  /** The budget option that ran out, set before ABORT is thrown. */
  stoppedBy: null as StopReason | null,
  /** Called at each poll that goes on (solve's onProgress). */
  onPoll: null as (() => void) | null,
  /** Depth of the move-list stack (see MOVES). */
  ply: 0,
};

/** Starts a budget: `maxNodes` nodes and, with a clock, `timeMs` milliseconds; a signal stops it too. */
export function startBudget(options: {
  maxNodes: number;
  timeMs: number;
  clock: (() => number) | null;
  signal: AbortSignalLike | undefined;
  onPoll?: (() => void) | undefined;
}): void {
  S.nodes = 0;
  S.ply = 0;
  S.maxNodes = options.maxNodes;
  S.budget = startCoreBudget({
    maxNodes: options.maxNodes,
    timeMs: options.timeMs,
    clock: options.clock ?? undefined,
    signal: options.signal,
  });
  S.stoppedBy = null;
  S.onPoll = options.onPoll ?? null;
  // A signal already aborted stops the search at its first node.
  S.nextPoll = options.signal?.aborted === true ? 0 : Math.min(POLL, options.maxNodes);
}

/** Called when `S.nodes` reaches `S.nextPoll`: throws ABORT past a budget (S.stoppedBy says which). */
export function poll(): void {
  const why = S.budget === null ? null : S.budget.stoppedBy(S.nodes);
  if (why !== null) {
    S.stoppedBy = why;
    throw ABORT;
  }
  S.onPoll?.();
  S.nextPoll = Math.min(S.nodes + POLL, S.maxNodes);
}

/** Room for the move lists: MAX_PLY plies of up to 32 moves (a position
 * never has more than 33 legal moves in practice; 32 is checked). */
export const MAX_PLY = 128;
export const MAX_MOVES = 40;
// 5120 = MAX_PLY * MAX_MOVES, written out: esbuild keeps a product of names
// (it might call valueOf), and then importing the package would run code (issue 20.1).
export const MOVES = /* @__PURE__ */ new Int32Array(5120);
export const FLIPS_LO = /* @__PURE__ */ new Int32Array(5120);
export const FLIPS_HI = /* @__PURE__ */ new Int32Array(5120);
export const ORDER = /* @__PURE__ */ new Int32Array(5120);

// The tables below are built by functions called once, /* @__PURE__ */, not
// by loops at the top level: a bundle without the engine drops them (issue 20.1).

/** NEIGHBOURS_LO/HI[k]: the squares next to k (the only places a disc to
 * flip from k can start). */
export const NEIGHBOURS_LO = /* @__PURE__ */ neighbourTable(false);
export const NEIGHBOURS_HI = /* @__PURE__ */ neighbourTable(true);
/** QUADRANT[k]: the bit of k's quadrant (a1-d4 1, e1-h4 2, a5-d8 4, e5-h8 8). */
export const QUADRANT = /* @__PURE__ */ quadrantTable();
/** PARITY_LO/HI[p]: the squares of the quadrants whose bit is set in p. */
export const PARITY_LO = /* @__PURE__ */ parityTable(1, 2);
export const PARITY_HI = /* @__PURE__ */ parityTable(4, 8);

/** For each square, its neighbours in the high half (squares 32..63) or the low one. */
function neighbourTable(high: boolean): Int32Array {
  const table = new Int32Array(64);
  for (let k = 0; k < 64; k++) {
    const i = k >> 3;
    const j = k & 7;
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        const a = i + di;
        const b = j + dj;
        if ((di !== 0 || dj !== 0) && a >= 0 && a < 8 && b >= 0 && b < 8) {
          const s = 8 * a + b;
          if (s >= 32 === high) table[k]! |= 1 << (s & 31);
        }
      }
    }
  }
  return table;
}

function quadrantTable(): Int32Array {
  const table = new Int32Array(64);
  for (let k = 0; k < 64; k++) table[k] = 1 << ((k >> 3 >= 4 ? 2 : 0) + ((k & 7) >= 4 ? 1 : 0));
  return table;
}

/** For each quadrant set p, the half's squares of the quadrants `left` and `right` (bits of p) that are set. */
function parityTable(left: number, right: number): Int32Array {
  const table = new Int32Array(16);
  for (let p = 0; p < 16; p++) table[p] = ((p & left) !== 0 ? 0x0f0f0f0f : 0) | ((p & right) !== 0 ? 0xf0f0f0f0 : 0);
  return table;
}

/** The quadrant parity of the empty squares (el, eh): bit q set when
 * quadrant q holds an odd number of them. */
export function parityOf(el: number, eh: number): number {
  let p = 0;
  for (let k = 0; k < 32; k++) if (((el >>> k) & 1) !== 0) p ^= QUADRANT[k]!;
  for (let k = 0; k < 32; k++) if (((eh >>> k) & 1) !== 0) p ^= QUADRANT[k + 32]!;
  return p;
}

/** The final score from the mover's view when neither side can move:
 * the disc difference, the empty squares going to the winner. */
export function finalScore(discs: number, opponentDiscs: number): number {
  const d = discs - opponentDiscs;
  const e = 64 - discs - opponentDiscs;
  return d > 0 ? d + e : d < 0 ? d - e : 0;
}

/**
 * What every search shares: the node count, the budget, the ply stack of
 * move lists, and the square tables. One module-level object, reset by the
 * public calls (solve, analyze) before they search: the engine is
 * single-threaded and a call never nests inside another.
 *
 * Budgets: the node count is compared with `nextPoll` on every interior
 * node; only at a poll (every POLL nodes) are the node limit and the clock
 * looked at, so a clock call costs nothing per node. Past a budget the search
 * throws ABORT, which the public call turns into an EngineError or a
 * fallback.
 */

/** Nodes between two looks at the clock. */
const POLL = 16_384;

/** Thrown (a preallocated object, never an Error: no stack to build) when a budget runs out. */
export const ABORT: { readonly abort: true } = /* @__PURE__ */ Object.freeze({ abort: true });

export const S = {
  nodes: 0,
  nextPoll: 0,
  maxNodes: Number.POSITIVE_INFINITY,
  deadline: Number.POSITIVE_INFINITY,
  clock: null as (() => number) | null,
  /** Depth of the move-list stack (see MOVES). */
  ply: 0,
};

/** Starts a budget: `maxNodes` nodes and, with a clock, `timeMs` milliseconds. */
export function startBudget(maxNodes: number, clock: (() => number) | null, timeMs: number): void {
  S.nodes = 0;
  S.ply = 0;
  S.maxNodes = maxNodes;
  S.clock = clock;
  S.deadline = clock === null ? Number.POSITIVE_INFINITY : clock() + timeMs;
  S.nextPoll = Math.min(POLL, maxNodes);
}

/** Called when `S.nodes` reaches `S.nextPoll`: throws ABORT past a budget. */
export function poll(): void {
  if (S.nodes >= S.maxNodes) throw ABORT;
  if (S.clock !== null && S.clock() >= S.deadline) throw ABORT;
  S.nextPoll = Math.min(S.nodes + POLL, S.maxNodes);
}

/** Room for the move lists: MAX_PLY plies of up to 32 moves (a position
 * never has more than 33 legal moves in practice; 32 is checked). */
export const MAX_PLY = 128;
export const MAX_MOVES = 40;
export const MOVES = new Int32Array(MAX_PLY * MAX_MOVES);
export const FLIPS_LO = new Int32Array(MAX_PLY * MAX_MOVES);
export const FLIPS_HI = new Int32Array(MAX_PLY * MAX_MOVES);
export const ORDER = new Int32Array(MAX_PLY * MAX_MOVES);

/** NEIGHBOURS_LO/HI[k]: the squares next to k (the only places a disc to
 * flip from k can start). */
export const NEIGHBOURS_LO = new Int32Array(64);
export const NEIGHBOURS_HI = new Int32Array(64);
/** QUADRANT[k]: the bit of k's quadrant (a1-d4 1, e1-h4 2, a5-d8 4, e5-h8 8). */
export const QUADRANT = new Int32Array(64);
/** PARITY_LO/HI[p]: the squares of the quadrants whose bit is set in p. */
export const PARITY_LO = new Int32Array(16);
export const PARITY_HI = new Int32Array(16);

for (let k = 0; k < 64; k++) {
  const i = k >> 3;
  const j = k & 7;
  for (let di = -1; di <= 1; di++) {
    for (let dj = -1; dj <= 1; dj++) {
      const a = i + di;
      const b = j + dj;
      if ((di !== 0 || dj !== 0) && a >= 0 && a < 8 && b >= 0 && b < 8) {
        const s = 8 * a + b;
        if (s < 32) NEIGHBOURS_LO[k]! |= 1 << s;
        else NEIGHBOURS_HI[k]! |= 1 << (s - 32);
      }
    }
  }
  QUADRANT[k] = 1 << ((i >= 4 ? 2 : 0) + (j >= 4 ? 1 : 0));
}
for (let p = 0; p < 16; p++) {
  PARITY_LO[p] = ((p & 1) !== 0 ? 0x0f0f0f0f : 0) | ((p & 2) !== 0 ? 0xf0f0f0f0 : 0);
  PARITY_HI[p] = ((p & 4) !== 0 ? 0x0f0f0f0f : 0) | ((p & 8) !== 0 ? 0xf0f0f0f0 : 0);
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

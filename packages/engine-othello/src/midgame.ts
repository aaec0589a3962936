/**
 * The depth-limited search for play: fail-soft negamax alpha-beta with
 * principal-variation search, a transposition table, and move ordering by
 * the table move, then the evaluation of the position after the move (at
 * depth 3 and more) or fastest-first (fewest replies, corners) below.
 * Scores are in evaluation units (UNIT per disc); a finished game scores
 * its exact disc difference times UNIT.
 *
 * ```ts
 * newMidgame();
 * midSearch(pl, ph, ol, oh, -INF_MID, INF_MID, 6); // score in UNIT
 * ```
 */
import { flips, genMoves, outHi, popcount } from '@arcade/model-othello/bitboard';
import { EVAL, evaluate, UNIT } from './evaluate.js';
import { evalChild, prepareChildren, slotChild, slotFor } from './pattern-eval.js';
import { FLIPS_HI, FLIPS_LO, finalScore, MAX_MOVES, MAX_PLY, MOVES, ORDER, poll, S } from './state.js';
import { Table } from './table.js';

/** Above every midgame score. */
export const INF_MID = 1 << 20;

let table: Table | null = null;
export function midTable(): Table {
  if (table === null) table = new Table(18);
  return table;
}

/** Starts a search: the midgame table forgets everything. */
export function newMidgame(): void {
  midTable().newSearch();
}

/**
 * Multi-ProbCut (Buro 1997, as in Edax): at a null-window node `depth` plies
 * deep, a shallow search of 2 * floor(depth / 4) + depth % 2 plies predicts
 * the deep one; when it clears beta (or fails under alpha) by `t` standard
 * deviations `sigma` (discs) of the difference between the two, the node is
 * cut without the deep search. From `minDepth` plies; 0 turns it off (the
 * benchmark's --no-probcut).
 */
export const PROBCUT = { minDepth: 4, t: 1.5, sigma: 3.5 };

/**
 * Whether the learned evaluation is read incrementally (src/pattern-eval.ts's
 * slots) rather than from the bitboards at each call: the same values, so
 * the same search, faster. Off only to compare the two (tests, benchmark).
 */
export const INCREMENTAL = { on: true };

const CORNER_LO = 0x00000081;
const CORNER_HI = 0x81000000 | 0;

/** Fills the ply's move list, ordered for a search of `depth` plies. */
export function listMidMoves(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  ml: number,
  mh: number,
  tableMove: number,
  base: number,
  depth: number,
): number {
  // The caller (midSearch) filled slot S.ply and prepared its children when the evaluation is incremental.
  const incremental = INCREMENTAL.on && !EVAL.classic;
  let n = 0;
  for (let half = 0; half < 2; half++) {
    let m = half === 0 ? ml : mh;
    while (m !== 0) {
      const j = 31 - Math.clz32(m);
      const bit = 1 << j;
      m ^= bit;
      const k = half === 0 ? j : j + 32;
      const fl = flips(k, pl, ph, ol, oh);
      const fh = outHi;
      const at = base + n;
      MOVES[at] = k;
      FLIPS_LO[at] = fl;
      FLIPS_HI[at] = fh;
      let value: number;
      if (k === tableMove) value = 1 << 28;
      else {
        const nl = pl | fl | (half === 0 ? bit : 0);
        const nh = ph | fh | (half === 0 ? 0 : bit);
        if (depth >= 3) value = incremental ? -evalChild(S.ply, k, fl, fh) : -evaluate(ol ^ fl, oh ^ fh, nl, nh);
        else {
          const rl = genMoves(ol ^ fl, oh ^ fh, nl, nh);
          const rh = outHi;
          value = -64 * (popcount(rl, rh) + popcount(rl & CORNER_LO, rh & CORNER_HI));
          if ((half === 0 ? bit & CORNER_LO : bit & CORNER_HI) !== 0) value += 48;
        }
      }
      ORDER[at] = value;
      n++;
    }
  }
  return n;
}

/** Moves the best-valued remaining move of the list to position i. */
export function pickMove(base: number, i: number, n: number): void {
  let b = base + i;
  let bv = ORDER[b]!;
  for (let x = base + i + 1; x < base + n; x++) {
    if (ORDER[x]! > bv) {
      bv = ORDER[x]!;
      b = x;
    }
  }
  const a = base + i;
  if (b !== a) {
    const k = MOVES[a]!;
    const fl = FLIPS_LO[a]!;
    const fh = FLIPS_HI[a]!;
    const o = ORDER[a]!;
    MOVES[a] = MOVES[b]!;
    FLIPS_LO[a] = FLIPS_LO[b]!;
    FLIPS_HI[a] = FLIPS_HI[b]!;
    ORDER[a] = ORDER[b]!;
    MOVES[b] = k;
    FLIPS_LO[b] = fl;
    FLIPS_HI[b] = fh;
    ORDER[b] = o;
  }
}

/** The score of the position searched `depth` plies deep (a pass is not a ply). */
export function midSearch(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  depth: number,
): number {
  if (depth === 0) {
    S.nodes++;
    return evaluate(pl, ph, ol, oh);
  }
  if (++S.nodes >= S.nextPoll) poll();
  const t = midTable();
  let tableMove = -1;
  if (depth >= 2) {
    const at = t.probe(pl, ph, ol, oh);
    if (at >= 0) {
      const d = t.data;
      tableMove = d[at + 7]!;
      if ((d[at + 4]! & 255) >= depth) {
        const lower = d[at + 5]!;
        const upper = d[at + 6]!;
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        if (lower === upper) return lower;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
      }
    }
  }
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  if ((ml | mh) === 0) {
    if ((genMoves(ol, oh, pl, ph) | outHi) === 0) return UNIT * finalScore(popcount(pl, ph), popcount(ol, oh));
    return -midSearch(ol, oh, pl, ph, -beta, -alpha, depth);
  }
  if (S.ply >= MAX_PLY - 1) return evaluate(pl, ph, ol, oh);
  if (beta === alpha + 1 && PROBCUT.minDepth > 0 && depth >= PROBCUT.minDepth) {
    // The shallow depth keeps the parity of the deep one (Edax's choice).
    const shallow = 2 * ((depth / 4) | 0) + (depth & 1);
    const margin = Math.round(PROBCUT.t * PROBCUT.sigma * UNIT);
    const hi = beta + margin;
    if (hi < INF_MID && midSearch(pl, ph, ol, oh, hi - 1, hi, shallow) >= hi) return beta;
    const lo = alpha - margin;
    if (lo > -INF_MID && midSearch(pl, ph, ol, oh, lo, lo + 1, shallow) <= lo) return alpha;
  }
  const incremental = INCREMENTAL.on && !EVAL.classic;
  const ply = S.ply;
  if (incremental) {
    slotFor(ply, pl, ph, ol, oh);
    // The children are evaluated: for the move order (depth 3 and more) or as leaves (depth 1).
    if (depth === 1 || depth >= 3) prepareChildren(ply);
  }
  const base = ply * MAX_MOVES;
  const n = listMidMoves(pl, ph, ol, oh, ml, mh, tableMove, base, depth);
  S.ply++;
  let best = -INF_MID;
  let bestMove = -1;
  const a0 = alpha;
  for (let i = 0; i < n; i++) {
    if (depth >= 2) pickMove(base, i, n);
    const k = MOVES[base + i]!;
    const fl = FLIPS_LO[base + i]!;
    const fh = FLIPS_HI[base + i]!;
    const nl = ol ^ fl;
    const nh = oh ^ fh;
    const ql = pl | fl | (k < 32 ? 1 << k : 0);
    const qh = ph | fh | (k < 32 ? 0 : 1 << k);
    let v: number;
    if (incremental && depth === 1) {
      // The leaf, scored as midSearch at depth 0 would, which counts a node each time it is
      // asked: the null-window probe, then the re-search.
      S.nodes++;
      v = -evalChild(ply, k, fl, fh);
      if (i > 0 && v > alpha && v < beta) S.nodes++;
    } else {
      if (incremental) slotChild(ply, k, fl, fh, nl, nh, ql, qh);
      if (i === 0) v = -midSearch(nl, nh, ql, qh, -beta, -alpha, depth - 1);
      else {
        v = -midSearch(nl, nh, ql, qh, -alpha - 1, -alpha, depth - 1);
        if (v > alpha && v < beta) v = -midSearch(nl, nh, ql, qh, -beta, -v, depth - 1);
      }
    }
    if (v > best) {
      best = v;
      bestMove = k;
      if (v >= beta) break;
      if (v > alpha) alpha = v;
    }
  }
  S.ply--;
  if (depth >= 2) {
    if (best >= beta) t.store(pl, ph, ol, oh, depth, best, INF_MID, bestMove);
    else if (best > a0) t.store(pl, ph, ol, oh, depth, best, best, bestMove);
    else t.store(pl, ph, ol, oh, depth, -INF_MID, best, bestMove);
  }
  return best;
}

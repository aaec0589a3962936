/**
 * The evaluations, in eighths of a disc for the side to move: the learned
 * pattern evaluation (src/pattern-eval.ts, the default) and the classic
 * hand-set one kept for comparison (`analyze`'s `evaluation: 'classic'`):
 * mobility, potential mobility, corners, the squares next to empty corners
 * and stable edge discs, the usual terms of hand-made Othello evaluations;
 * the disc count weighs in only near the end.
 *
 * ```ts
 * evaluate(pl, ph, ol, oh); // > 0: good for the side owning (pl, ph), which is to move
 * ```
 */
import { genMoves, outHi, popcount } from '@arcade/model-othello/bitboard';
import { evaluatePattern } from './pattern-eval.js';
import { edgeStableCount } from './stable.js';

/** The evaluations `analyze` offers. */
export const EVALUATIONS: readonly ['pattern', 'classic'] = /* @__PURE__ */ Object.freeze([
  'pattern',
  'classic',
] as const);

/** The evaluation the searches use: the classic one while `classic` is set
 * (by analyze, for one call; reset when the call ends however it ends). */
export const EVAL = { classic: false };

/** The evaluation of a position with the side owning (pl, ph) to move: the one EVAL selects. */
export function evaluate(pl: number, ph: number, ol: number, oh: number): number {
  return EVAL.classic ? evaluateClassic(pl, ph, ol, oh) : evaluatePattern(pl, ph, ol, oh);
}

/** Evaluation units per disc. */
export const UNIT = 8;

const W_MOBILITY = 10;
const W_POTENTIAL = 3;
const W_CORNER = 72;
const W_X = 36;
const W_C = 10;
const W_EDGE_STABLE = 10;

const CORNER_LO = 0x00000081;
const CORNER_HI = 0x81000000 | 0;

/** X squares (b2, g2, b7, g7) and C squares, each followed by its corner. */
const X_SQUARES = /* @__PURE__ */ Int32Array.from([9, 0, 14, 7, 49, 56, 54, 63]);
const C_SQUARES = /* @__PURE__ */ Int32Array.from([1, 0, 8, 0, 6, 7, 15, 7, 48, 56, 57, 56, 55, 63, 62, 63]);

function bitOf(lo: number, hi: number, k: number): number {
  return k < 32 ? (lo >>> k) & 1 : (hi >>> (k - 32)) & 1;
}

/** The squares next to a corner that is still empty, weighted: X squares
 * W_X, C squares W_C; positive when the opponent holds more of them. */
function cornerRisk(pl: number, ph: number, ol: number, oh: number): number {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  let s = 0;
  for (let n = 0; n < 8; n += 2) {
    const x = X_SQUARES[n]!;
    if (bitOf(el, eh, X_SQUARES[n + 1]!) !== 0) s += W_X * (bitOf(ol, oh, x) - bitOf(pl, ph, x));
  }
  for (let n = 0; n < 16; n += 2) {
    const x = C_SQUARES[n]!;
    if (bitOf(el, eh, C_SQUARES[n + 1]!) !== 0) s += W_C * (bitOf(ol, oh, x) - bitOf(pl, ph, x));
  }
  return s;
}

/** The squares next to (lo, hi), and (lo, hi) themselves: high half in aroundHi. */
let aroundHi = 0;
function around(lo: number, hi: number): number {
  const hl = lo | ((lo << 1) & 0xfefefefe) | ((lo >>> 1) & 0x7f7f7f7f);
  const hh = hi | ((hi << 1) & 0xfefefefe) | ((hi >>> 1) & 0x7f7f7f7f);
  aroundHi = hh | (hh << 8) | (hh >>> 8) | (hl >>> 24);
  return hl | (hl << 8) | (hl >>> 8) | (hh << 24);
}

/** The classic hand-set evaluation of a position with the side owning (pl, ph) to move. */
export function evaluateClassic(pl: number, ph: number, ol: number, oh: number): number {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const empties = popcount(el, eh);
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  const rl = genMoves(ol, oh, pl, ph);
  const rh = outHi;
  const mobility =
    popcount(ml, mh) +
    popcount(ml & CORNER_LO, mh & CORNER_HI) -
    popcount(rl, rh) -
    popcount(rl & CORNER_LO, rh & CORNER_HI);
  // Potential mobility: empty squares next to the other side's discs.
  let al = around(ol, oh) & el;
  let ah = aroundHi & eh;
  const potential = popcount(al, ah);
  al = around(pl, ph) & el;
  ah = aroundHi & eh;
  const potentialOpp = popcount(al, ah);
  const corners = popcount(pl & CORNER_LO, ph & CORNER_HI) - popcount(ol & CORNER_LO, oh & CORNER_HI);
  const edges = edgeStableCount(pl, ph, ol, oh) - edgeStableCount(ol, oh, pl, ph);
  // Mobility matters most in the midgame; discs near the end.
  const discs = empties < 16 ? (16 - empties) * (popcount(pl, ph) - popcount(ol, oh)) : 0;
  return (
    W_MOBILITY * mobility +
    W_POTENTIAL * (potential - potentialOpp) +
    W_CORNER * corners +
    cornerRisk(pl, ph, ol, oh) +
    W_EDGE_STABLE * edges +
    (discs >> 1)
  );
}

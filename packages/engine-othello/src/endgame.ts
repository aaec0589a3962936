/**
 * The exact endgame solver: fail-soft alpha-beta with principal-variation
 * search on the final disc difference (empty squares to the winner).
 *
 * Three layers, as in strong engines (Edax):
 * - `deep` (more than SHALLOW empties): legal moves generated, ordered by the
 *   table move, then fastest-first (fewest opponent replies), corners and
 *   quadrant parity; a transposition table from TABLE_MIN empties;
 * - `shallow` (4..SHALLOW empties): no move generation, no table; the empty
 *   squares are tried directly, odd quadrants first (parity);
 * - `last3`, `last2`, `last1`: the last three empties written out.
 *
 * Positions are four int32 arguments (pl, ph: the mover's discs, ol, oh: the
 * opponent's; see @arcade/model-othello/bitboard), so nothing allocates per
 * node: a move is `ol ^ f, oh ^ fh, pl | f | bit, ph | fh` passed down.
 *
 * ```ts
 * import { solveRoot, ROOT } from './endgame.js';
 * solveRoot(pl, ph, ol, oh, -64, 64); // exact score; ROOT.move is a best move
 * ```
 */
import { countFlips, flips, genMoves, outHi, popcount } from '@arcade/model-othello/bitboard';
import {
  FLIPS_HI,
  FLIPS_LO,
  finalScore,
  MAX_MOVES,
  MOVES,
  NEIGHBOURS_HI,
  NEIGHBOURS_LO,
  ORDER,
  PARITY_HI,
  PARITY_LO,
  parityOf,
  poll,
  QUADRANT,
  S,
} from './state.js';
import { evaluate, UNIT } from './evaluate.js';
import { INF_MID, midSearch, newMidgame } from './midgame.js';
import { stableDiscs, stableHi } from './stable.js';
import { Table } from './table.js';

/** The stability cutoff is tried when alpha is at least this, by empties
 * (Edax's NWS_STABILITY_THRESHOLD): below it, it rarely cuts. */
const STABILITY_THRESHOLD = /* @__PURE__ */ Int32Array.from([
  99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52,
  54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64,
  64, 64, 64, 64, 64, 64,
]);

/** At or below this many empties, `shallow` (no move generation, no table),
 * as Edax's DEPTH_TO_SHALLOW_SEARCH. 7 (with the table from 8) against 6
 * (table from 7): FForum 40-44 searched 20% more nodes but took less CPU
 * time (the table's probes are cache misses; see endTable). */
const SHALLOW = 7;
/** From this many empties up, the transposition table is used. */
const TABLE_MIN = 8;
/** From this many empties up, enhanced transposition cutoffs. */
const ETC_MIN = 9;
/**
 * The ordering's settings, one object so the benchmark can measure others
 * (bench scripts set them through dist/internal.js): `evalMin` empties and up
 * are ordered by the evaluation too, with weight `evalWeight` against 64 a
 * reply; `midMin` and up by a `midDepth`-ply search instead.
 */
export const ORDERING = { evalMin: 14, evalWeight: 2, midMin: 18, midDepth: 2 };
// With the learned evaluation, FForum 40-44: evalMin 12: 127 million nodes,
// 27.5 s of CPU; 14: 140 million, 23.5 s (the evaluation costs 1 us); weight
// 4 instead of 2: 134 million, 27.5 s. With the classic one, FForum 20-39: 470 million nodes by the
// evaluation alone, 330 million with the 2-ply search from 18 empties (16,
// 17 and 18 measured alike in nodes, 18 a little faster).
/**
 * The first null-window test of `solveExact` is around a midgame search's
 * score, `empties - offset` plies deep (at most `maxDepth`; 0: from 0, as
 * before), rounded to an even score. Each test that misses moves the bound
 * by only 2 discs (fail-soft bounds are weak here), so a start near the
 * score saves whole tests: FForum 40 (score +38) took 17 tests from 0 and 3
 * from the depth-8 guess; FForum 40-44 searched 127 million nodes against
 * 140 million (with SHALLOW 6). With the learned evaluation, offset 8 (at
 * most 16 plies) against 12 (at most 14), nodes including the guess's:
 * FForum 20-39 125.3 million against 153.9 (12.55-14.41 s of CPU against
 * 13.77-14.56 in four alternating pairs, one more pair an outlier), FForum
 * 40-44 127.9 million against 133.3 (12.77-13.35 s against 13.09-13.72),
 * FForum 1-19 2.15 million against 2.47. Offsets 6 and 9 searched more
 * (151.1 and 139.3 million on 40-44): the guess's depth is luck problem by
 * problem, only the sum over the 44 problems speaks.
 */
export const FIRST_GUESS = { offset: 8, maxDepth: 16 };

/**
 * The selective stage of `solveExact` (Edax's iterative selectivity, one
 * step): before the exact tests, the same tests with ProbCut at nodes of
 * `minEmpties` empties and more. There a midgame search
 * `2 * floor(empties / 4) + empties % 2 - depthLess` plies deep predicts
 * the exact score, and a node it puts `margin` discs or more outside the
 * window is cut. The stage's score is the exact tests' first guess, and the
 * best moves it leaves in the table order them. `margin` 0 turns it off
 * (bench/selective.mjs measures both).
 *
 * Measured by bench/selective.mjs (CPU time, each position solved twice
 * each way, interleaved in one process, the faster kept): the held-out positions of
 * test/fixtures/heldout-2013.txt (never tuned on) at 22-23 empties, 20 of
 * them, 48.4 s against 52.6 s (0.92; nodes 0.87), at 20-21 empties, 40,
 * 27.0 s against 26.9 s (1.00; nodes 0.96); FForum 20-39 0.97 (nodes 0.90)
 * and 40-44 0.79 (nodes 0.77), where the settings were tuned: margin 2, 4
 * and 5 searched as many nodes as 3 or more, two stages (3 then 6, 2 then
 * 4) more than one; minEmpties 11-13 alike, 15 and 17 more; depthLess 0
 * fewer nodes but dearer midgame searches, 4 more nodes.
 */
export const SELECTIVE = { minEmpties: 13, margin: 3, depthLess: 2 };
/**
 * The table entry's depth byte is the empties, plus EXACT_TAG when the exact
 * search stored it: a bound from the selective stage is not a proof, so the
 * exact search takes only the entry's move.
 */
const EXACT_TAG = 64;
/** What the search under way stores, and the least tag whose bounds it trusts: EXACT_TAG, or 0 in the selective stage. */
let tag = EXACT_TAG;
/** The selective stage's margin in discs (0: an exact search). */
let margin = 0;

/** Above every score. */
const INF = 100;

/**
 * The endgame's transposition table: 2^18 entries (8 MiB), made on first
 * use. Its probes are cache misses (the profile's hottest line), but the
 * null-window tests of solveExact reuse what it holds: 2^17 entries searched
 * 6% more nodes on FForum 33, 36 and 38 and took more CPU time. Against 2^20
 * (32 MiB, the machine's whole L3 cache), 2^18 searched 1.9% more nodes on
 * FForum 40-44 (133.3 million) but took less CPU in 5 of 7 alternating
 * pairs (13.06-13.66 s against 13.31-13.97 s), FForum 20-39 13.72-14.13 s
 * against 14.16-14.48 s.
 */
let table: Table | null = null;
export function endTable(): Table {
  if (table === null) table = new Table(18);
  return table;
}

/** Corners get a bonus in move ordering. */
const CORNER_LO = 0x00000081;
const CORNER_HI = 0x81000000 | 0;

/** The score with one empty square k: the mover plays it if it can, else the opponent, else nobody. */
function last1(pl: number, ph: number, ol: number, oh: number, k: number): number {
  S.nodes++;
  const n = popcount(pl, ph);
  let c = countFlips(k, pl, ph, ol, oh);
  if (c !== 0) return 2 * (n + c) - 62;
  c = countFlips(k, ol, oh, pl, ph);
  if (c !== 0) return 2 * (n - c) - 64;
  return n > 31 ? 2 * n - 62 : 2 * n - 64;
}

/** Two empties a and b. */
function last2(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
  passed: boolean,
): number {
  S.nodes++;
  let best = -INF;
  let fl = 0;
  let fh = 0;
  if (((NEIGHBOURS_LO[a]! & ol) | (NEIGHBOURS_HI[a]! & oh)) !== 0) {
    fl = flips(a, pl, ph, ol, oh);
    fh = outHi;
  }
  if ((fl | fh) !== 0) {
    best = -last1(ol ^ fl, oh ^ fh, pl | fl | (a < 32 ? 1 << a : 0), ph | fh | (a < 32 ? 0 : 1 << a), b);
    if (best >= beta) return best;
  }
  fl = 0;
  fh = 0;
  if (((NEIGHBOURS_LO[b]! & ol) | (NEIGHBOURS_HI[b]! & oh)) !== 0) {
    fl = flips(b, pl, ph, ol, oh);
    fh = outHi;
  }
  if ((fl | fh) !== 0) {
    const v = -last1(ol ^ fl, oh ^ fh, pl | fl | (b < 32 ? 1 << b : 0), ph | fh | (b < 32 ? 0 : 1 << b), a);
    if (v > best) best = v;
  }
  if (best === -INF) {
    if (passed) return -finalScore(popcount(ol, oh), popcount(pl, ph));
    return -last2(ol, oh, pl, ph, -beta, -alpha, a, b, true);
  }
  return best;
}

/** Three empties a, b, c (already in parity order). */
function last3(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
  c: number,
  passed: boolean,
): number {
  S.nodes++;
  let best = -INF;
  let fl: number;
  let fh: number;
  let v: number;
  fl = 0;
  fh = 0;
  if (((NEIGHBOURS_LO[a]! & ol) | (NEIGHBOURS_HI[a]! & oh)) !== 0) {
    fl = flips(a, pl, ph, ol, oh);
    fh = outHi;
  }
  if ((fl | fh) !== 0) {
    v = -last2(
      ol ^ fl,
      oh ^ fh,
      pl | fl | (a < 32 ? 1 << a : 0),
      ph | fh | (a < 32 ? 0 : 1 << a),
      -beta,
      -alpha,
      b,
      c,
      false,
    );
    if (v >= beta) return v;
    best = v;
    if (v > alpha) alpha = v;
  }
  fl = 0;
  fh = 0;
  if (((NEIGHBOURS_LO[b]! & ol) | (NEIGHBOURS_HI[b]! & oh)) !== 0) {
    fl = flips(b, pl, ph, ol, oh);
    fh = outHi;
  }
  if ((fl | fh) !== 0) {
    v = -last2(
      ol ^ fl,
      oh ^ fh,
      pl | fl | (b < 32 ? 1 << b : 0),
      ph | fh | (b < 32 ? 0 : 1 << b),
      -beta,
      -alpha,
      a,
      c,
      false,
    );
    if (v >= beta) return v;
    if (v > best) {
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  fl = 0;
  fh = 0;
  if (((NEIGHBOURS_LO[c]! & ol) | (NEIGHBOURS_HI[c]! & oh)) !== 0) {
    fl = flips(c, pl, ph, ol, oh);
    fh = outHi;
  }
  if ((fl | fh) !== 0) {
    v = -last2(
      ol ^ fl,
      oh ^ fh,
      pl | fl | (c < 32 ? 1 << c : 0),
      ph | fh | (c < 32 ? 0 : 1 << c),
      -beta,
      -alpha,
      a,
      b,
      false,
    );
    if (v > best) best = v;
  }
  if (best === -INF) {
    if (passed) return -finalScore(popcount(ol, oh), popcount(pl, ph));
    return -last3(ol, oh, pl, ph, -beta, -alpha, a, b, c, true);
  }
  return best;
}

/** The empties of (el, eh) in parity order into E3 (used for the last three). */
let e0 = 0;
let e1 = 0;
let e2 = 0;
function three(el: number, eh: number, parity: number): void {
  // Odd quadrants first: with three empties, a lone square in its quadrant
  // is played first (it is the parity move).
  let n = 0;
  for (let pass = 0; pass < 2; pass++) {
    const ml = pass === 0 ? PARITY_LO[parity]! : ~PARITY_LO[parity]!;
    const mh = pass === 0 ? PARITY_HI[parity]! : ~PARITY_HI[parity]!;
    let sl = el & ml;
    let sh = eh & mh;
    while (sl !== 0) {
      const j = 31 - Math.clz32(sl);
      sl ^= 1 << j;
      if (n === 0) e0 = j;
      else if (n === 1) e1 = j;
      else e2 = j;
      n++;
    }
    while (sh !== 0) {
      const j = 31 - Math.clz32(sh);
      sh ^= 1 << j;
      if (n === 0) e0 = j + 32;
      else if (n === 1) e1 = j + 32;
      else e2 = j + 32;
      n++;
    }
  }
}

/**
 * The stability cutoff of `shallow` and `deep`: an upper bound on the
 * mover's score from the opponent's stable discs, or INF when it is not
 * worth computing (alpha below Edax's threshold for these empties, or the
 * opponent owning too few discs for its stable ones to bring the bound
 * down to alpha: its stable discs are at most its discs).
 */
function stabilityBound(pl: number, ph: number, ol: number, oh: number, alpha: number, empties: number): number {
  if (alpha < STABILITY_THRESHOLD[empties]! || 64 - 2 * popcount(ol, oh) > alpha) return INF;
  return 64 - 2 * popcount(stableDiscs(ol, oh, pl, ph), stableHi);
}

/** Any number of empties: the right layer. */
function search(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
): number {
  if (empties > SHALLOW) return deep(pl, ph, ol, oh, alpha, beta, empties, parity);
  if (empties > 3) return shallow(pl, ph, ol, oh, alpha, beta, empties, parity, false);
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  if (empties === 3) {
    three(el, eh, parity);
    return last3(pl, ph, ol, oh, alpha, beta, e0, e1, e2, false);
  }
  if (empties === 2) {
    three(el, eh, parity);
    return last2(pl, ph, ol, oh, alpha, beta, e0, e1, false);
  }
  if (empties === 1) {
    const k = el !== 0 ? 31 - Math.clz32(el) : 63 - Math.clz32(eh);
    return last1(pl, ph, ol, oh, k);
  }
  S.nodes++;
  return finalScore(popcount(pl, ph), popcount(ol, oh));
}

/**
 * 4..SHALLOW empties: the empty squares tried in parity order, no move list.
 * Trying them by square class inside each parity (corners first, X squares
 * last, as Edax does) searched 5% fewer nodes on FForum 20-39 but the eight
 * passes cost more than they saved: 41.6 s of CPU against 32.3 s, quiet machine.
 */
function shallow(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
  passed: boolean,
): number {
  if (++S.nodes >= S.nextPoll) poll();
  const bound = stabilityBound(pl, ph, ol, oh, alpha, empties);
  if (bound <= alpha) return bound;
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  let best = -INF;
  for (let pass = 0; pass < 2; pass++) {
    let sl = el & (pass === 0 ? PARITY_LO[parity]! : ~PARITY_LO[parity]!);
    let sh = eh & (pass === 0 ? PARITY_HI[parity]! : ~PARITY_HI[parity]!);
    while (sl !== 0) {
      const j = 31 - Math.clz32(sl);
      const bit = 1 << j;
      sl ^= bit;
      if (((NEIGHBOURS_LO[j]! & ol) | (NEIGHBOURS_HI[j]! & oh)) === 0) continue;
      const fl = flips(j, pl, ph, ol, oh);
      const fh = outHi;
      if ((fl | fh) === 0) continue;
      const v = -search(ol ^ fl, oh ^ fh, pl | fl | bit, ph | fh, -beta, -alpha, empties - 1, parity ^ QUADRANT[j]!);
      if (v > best) {
        if (v >= beta) return v;
        best = v;
        if (v > alpha) alpha = v;
      }
    }
    while (sh !== 0) {
      const j = 31 - Math.clz32(sh);
      const bit = 1 << j;
      sh ^= bit;
      const k = j + 32;
      if (((NEIGHBOURS_LO[k]! & ol) | (NEIGHBOURS_HI[k]! & oh)) === 0) continue;
      const fl = flips(k, pl, ph, ol, oh);
      const fh = outHi;
      if ((fl | fh) === 0) continue;
      const v = -search(ol ^ fl, oh ^ fh, pl | fl, ph | fh | bit, -beta, -alpha, empties - 1, parity ^ QUADRANT[k]!);
      if (v > best) {
        if (v >= beta) return v;
        best = v;
        if (v > alpha) alpha = v;
      }
    }
  }
  if (best === -INF) {
    if (passed) return -finalScore(popcount(ol, oh), popcount(pl, ph));
    return -shallow(ol, oh, pl, ph, -beta, -alpha, empties, parity, true);
  }
  return best;
}

/**
 * Fills the ply's move list with the legal moves (ml, mh) of the mover,
 * their flips and an ordering value (higher first): the table move first,
 * then fewest opponent replies, corners, odd quadrants. Returns the count.
 */
function listMoves(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  ml: number,
  mh: number,
  parity: number,
  tableMove: number,
  base: number,
  empties: number,
): number {
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
      if (k === tableMove) value = 1 << 24;
      else {
        // The opponent's replies after the move; corner replies count double.
        const nl = pl | fl | (half === 0 ? bit : 0);
        const nh = ph | fh | (half === 0 ? 0 : bit);
        const rl = genMoves(ol ^ fl, oh ^ fh, nl, nh);
        const rh = outHi;
        const replies = popcount(rl, rh) + popcount(rl & CORNER_LO, rh & CORNER_HI);
        if (empties < ORDERING.evalMin) {
          // Below the evaluation's reach, as Edax's movelist_evaluate_fast:
          // the replies first (1024 each), then the mover's discs made stable
          // by its corners (64 each), the opponent's potential mobility
          // (empty squares next to the mover's discs, 8 each), a corner, odd
          // quadrants. Against replies * 64 + corner 48 + parity 16, FForum
          // 40-44 searched 155.6 million nodes instead of 168.9 (tuned there:
          // corner stability 32..256 alike, potential mobility 1..16 alike),
          // FForum 20-39 152.8 million instead of 159.8.
          const hl = nl | ((nl << 1) & 0xfefefefe) | ((nl >>> 1) & 0x7f7f7f7f);
          const hh = nh | ((nh << 1) & 0xfefefefe) | ((nh >>> 1) & 0x7f7f7f7f);
          const pml = (hl | (hl << 8) | (hl >>> 8) | (hh << 24)) & ~(nl | ol);
          const pmh = (hh | (hh << 8) | (hh >>> 8) | (hl >>> 24)) & ~(nh | oh);
          const csl = (((nl & 0x01) << 1) | ((nl & 0x80) >>> 1) | ((nl & 0x81) << 8) | 0x81) & nl;
          const csh =
            (((nh & 0x01000000) << 1) | ((nh & 0x80000000) >>> 1) | ((nh & 0x81000000) >>> 8) | CORNER_HI) & nh;
          value = -replies * 1024 - 8 * popcount(pml, pmh) + 64 * popcount(csl, csh);
        } else value = -replies * 64;
        if ((half === 0 ? bit & CORNER_LO : bit & CORNER_HI) !== 0) value += 48;
        if ((parity & QUADRANT[k]!) !== 0) value += 16;
        if (empties >= ORDERING.midMin) {
          S.ply++;
          value -= ORDERING.evalWeight * midSearch(ol ^ fl, oh ^ fh, nl, nh, -INF_MID, INF_MID, ORDERING.midDepth);
          S.ply--;
        } else if (empties >= ORDERING.evalMin) value -= ORDERING.evalWeight * evaluate(ol ^ fl, oh ^ fh, nl, nh);
      }
      ORDER[at] = value;
      n++;
    }
  }
  return n;
}

/** Moves the best-valued remaining move of the list to position i. */
function pick(base: number, i: number, n: number): void {
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

/** More than SHALLOW empties: move list, ordering, table, PVS. */
function deep(
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  alpha: number,
  beta: number,
  empties: number,
  parity: number,
): number {
  if (++S.nodes >= S.nextPoll) poll();
  const bound = stabilityBound(pl, ph, ol, oh, alpha, empties);
  if (bound <= alpha) return bound;
  let tableMove = -1;
  const useTable = empties >= TABLE_MIN;
  const t = useTable ? endTable() : null;
  if (t !== null) {
    const at = t.probe(pl, ph, ol, oh);
    if (at >= 0) {
      const d = t.data;
      if ((d[at + 4]! & EXACT_TAG) >= tag) {
        const lower = d[at + 5]!;
        const upper = d[at + 6]!;
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        if (lower === upper) return lower;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
      }
      tableMove = d[at + 7]!;
    }
  }
  if (margin !== 0 && empties >= SELECTIVE.minEmpties) {
    // ProbCut (see SELECTIVE): the midgame search's null windows `margin`
    // discs above beta and below alpha.
    const d0 = Math.max(1 + (empties & 1), 2 * (empties >> 2) + (empties & 1) - SELECTIVE.depthLess);
    const hi = (beta + margin) * UNIT;
    if (hi < 64 * UNIT && midSearch(pl, ph, ol, oh, hi - 1, hi, d0) >= hi) return beta;
    const lo = (alpha - margin) * UNIT;
    if (lo > -64 * UNIT && midSearch(pl, ph, ol, oh, lo, lo + 1, d0) <= lo) return alpha;
  }
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  if ((ml | mh) === 0) {
    if ((genMoves(ol, oh, pl, ph) | outHi) === 0) return finalScore(popcount(pl, ph), popcount(ol, oh));
    return -deep(ol, oh, pl, ph, -beta, -alpha, empties, parity);
  }
  let best = -INF;
  let bestMove = -1;
  const a0 = alpha;
  if (tableMove >= 0 && (tableMove < 32 ? ml & (1 << tableMove) : mh & (1 << tableMove)) !== 0) {
    // The table's move first, before the move list: when it cuts, as it
    // mostly does, the list and its ordering are not made.
    const k = tableMove;
    const fl = flips(k, pl, ph, ol, oh);
    const fh = outHi;
    S.ply++;
    best = -search(
      ol ^ fl,
      oh ^ fh,
      pl | fl | (k < 32 ? 1 << k : 0),
      ph | fh | (k < 32 ? 0 : 1 << k),
      -beta,
      -alpha,
      empties - 1,
      parity ^ QUADRANT[k]!,
    );
    S.ply--;
    bestMove = k;
    if (best >= beta) {
      if (t !== null) t.store(pl, ph, ol, oh, empties | tag, best, INF, bestMove);
      return best;
    }
    if (best > alpha) alpha = best;
  }
  const base = S.ply * MAX_MOVES;
  const n = listMoves(pl, ph, ol, oh, ml, mh, parity, tableMove, base, empties);
  if (t !== null && empties >= ETC_MIN) {
    // Enhanced transposition cutoff: a child already known to be bad enough
    // for the opponent cuts without a search.
    const d = t.data;
    for (let i = 0; i < n; i++) {
      const k = MOVES[base + i]!;
      const fl = FLIPS_LO[base + i]!;
      const fh = FLIPS_HI[base + i]!;
      const at = t.probe(ol ^ fl, oh ^ fh, pl | fl | (k < 32 ? 1 << k : 0), ph | fh | (k < 32 ? 0 : 1 << k));
      if (at >= 0 && -d[at + 6]! >= beta && (d[at + 4]! & EXACT_TAG) >= tag) return -d[at + 6]!;
    }
  }
  S.ply++;
  // (The table's move, searched already, is picked first and skipped.)
  if (bestMove >= 0) pick(base, 0, n);
  for (let i = bestMove < 0 ? 0 : 1; i < n; i++) {
    pick(base, i, n);
    const k = MOVES[base + i]!;
    const fl = FLIPS_LO[base + i]!;
    const fh = FLIPS_HI[base + i]!;
    const nl = ol ^ fl;
    const nh = oh ^ fh;
    const ql = pl | fl | (k < 32 ? 1 << k : 0);
    const qh = ph | fh | (k < 32 ? 0 : 1 << k);
    const np = parity ^ QUADRANT[k]!;
    let v: number;
    if (i === 0) v = -search(nl, nh, ql, qh, -beta, -alpha, empties - 1, np);
    else {
      v = -search(nl, nh, ql, qh, -alpha - 1, -alpha, empties - 1, np);
      if (v > alpha && v < beta) v = -search(nl, nh, ql, qh, -beta, -v, empties - 1, np);
    }
    if (v > best) {
      best = v;
      bestMove = k;
      if (v >= beta) break;
      if (v > alpha) alpha = v;
    }
  }
  S.ply--;
  if (t !== null) {
    if (best >= beta) t.store(pl, ph, ol, oh, empties | tag, best, INF, bestMove);
    else if (best > a0) t.store(pl, ph, ol, oh, empties | tag, best, best, bestMove);
    else t.store(pl, ph, ol, oh, empties | tag, -INF, best, bestMove);
  }
  return best;
}

/** The best move found by the last `solveRoot` (-1 when the mover must pass or the game is over). */
export const ROOT = { move: -1 };

/**
 * The exact score of the position for the mover, searched in the window
 * (alpha, beta): exact when strictly inside it, else a bound (fail-soft).
 * Sets ROOT.move to a best move. Call `newSolve()` first.
 */
export function solveRoot(pl: number, ph: number, ol: number, oh: number, alpha: number, beta: number): number {
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const empties = popcount(el, eh);
  const parity = parityOf(el, eh);
  ROOT.move = -1;
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  S.nodes++;
  if ((ml | mh) === 0) {
    if ((genMoves(ol, oh, pl, ph) | outHi) === 0) return finalScore(popcount(pl, ph), popcount(ol, oh));
    return -search(ol, oh, pl, ph, -beta, -alpha, empties, parity);
  }
  const t = endTable();
  const at = t.probe(pl, ph, ol, oh);
  const tableMove = at >= 0 ? t.data[at + 7]! : -1;
  const base = S.ply * MAX_MOVES;
  const n = listMoves(pl, ph, ol, oh, ml, mh, parity, tableMove, base, empties);
  S.ply++;
  let best = -INF;
  for (let i = 0; i < n; i++) {
    pick(base, i, n);
    const k = MOVES[base + i]!;
    const fl = FLIPS_LO[base + i]!;
    const fh = FLIPS_HI[base + i]!;
    const nl = ol ^ fl;
    const nh = oh ^ fh;
    const ql = pl | fl | (k < 32 ? 1 << k : 0);
    const qh = ph | fh | (k < 32 ? 0 : 1 << k);
    const np = parity ^ QUADRANT[k]!;
    let v: number;
    if (i === 0) v = -search(nl, nh, ql, qh, -beta, -alpha, empties - 1, np);
    else {
      v = -search(nl, nh, ql, qh, -alpha - 1, -alpha, empties - 1, np);
      if (v > alpha && v < beta) v = -search(nl, nh, ql, qh, -beta, -v, empties - 1, np);
    }
    if (v > best) {
      best = v;
      ROOT.move = k;
      if (v >= beta) break;
      if (v > alpha) alpha = v;
    }
  }
  S.ply--;
  return best;
}

/** The depth of the midgame search whose score is solveExact's first guess (see FIRST_GUESS), 0 for none. */
export function guessDepth(empties: number): number {
  return FIRST_GUESS.offset > 0 && empties - FIRST_GUESS.offset >= 2
    ? Math.min(FIRST_GUESS.maxDepth, empties - FIRST_GUESS.offset)
    : 0;
}

/**
 * What the selective stage of the last `solveExact` found, for a caller
 * whose budget runs out in the exact tests (analyze): `done` once the stage
 * has finished, with its best move (-1: none) and its score, an estimate.
 * The move is the one of the last test that failed high or hit the score
 * (-1 when none did): a test that fails low proves only an upper bound on
 * every move, and its move is whichever bound came out highest.
 */
export const STAGE = { done: false, move: -1, score: 0 };

/**
 * The exact score for the mover, with ROOT.move a best move, by null-window
 * tests from 0 (MTD(f)): a search in the window (g - 1, g + 1) returns g,
 * the score, or a bound on it, which becomes the next g. A null window cuts
 * far more than a full one, and the table carries the work from one test to
 * the next: FForum 20-39 searched 209 million nodes so, against 252 million
 * for one full-window search. The first g is a midgame search's score (see
 * FIRST_GUESS; with the classic evaluation a 4-ply estimate had measured
 * worse than 0 on FForum 38), or `guess` (in discs) when the caller has
 * already searched that deep (analyze). Call `newSolve()` first.
 */
export function solveExact(pl: number, ph: number, ol: number, oh: number, guess?: number): number {
  let lo = -INF;
  let hi = INF;
  let g = 0;
  STAGE.done = false;
  const empties = popcount(~(pl | ol), ~(ph | oh));
  if (guess !== undefined) g = 2 * Math.round(guess / 2);
  else {
    const depth = guessDepth(empties);
    let v = 0;
    for (let d = depth & 1 ? 1 : 2; d <= depth; d += 2) v = midSearch(pl, ph, ol, oh, -INF_MID, INF_MID, d);
    g = 2 * Math.round(v / (2 * UNIT));
  }
  if (g > 64) g = 64;
  if (g < -64) g = -64;
  if (SELECTIVE.margin > 0 && empties >= SELECTIVE.minEmpties) {
    tag = 0;
    margin = SELECTIVE.margin;
    STAGE.move = -1;
    try {
      // The same tests, selective; a guard of 8 (its bounds need not converge).
      for (let k = 0; k < 8; k++) {
        const v = solveRoot(pl, ph, ol, oh, g - 1, g + 1);
        // A cut returns the window's odd bound; scores are even.
        const next = (v & 1) === 0 ? v : v > g ? v + 1 : v - 1;
        if (v >= g) {
          STAGE.move = ROOT.move;
          STAGE.score = next;
        }
        if (v === g) break;
        g = next;
      }
      STAGE.done = true;
    } finally {
      tag = EXACT_TAG;
      margin = 0;
    }
  }
  // The tests converge (every bound is a score the position can reach); the
  // cap is a guard, after which one window between the bounds settles it.
  for (let k = 0; k < 16; k++) {
    const v = solveRoot(pl, ph, ol, oh, g - 1, g + 1);
    if (v === g) return v;
    if (v > g) lo = v;
    else hi = v;
    g = v;
  }
  return solveRoot(pl, ph, ol, oh, lo - 1, hi + 1);
}

/** Starts a solve: the endgame table forgets everything. */
export function newSolve(): void {
  endTable().newSearch();
  newMidgame();
}

/** Exported for the tests: the plain searches from any layer. */
export { search as solveWindow };

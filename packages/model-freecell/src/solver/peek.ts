/**
 * Children scored and hashed without making the move: the search's most
 * frequent work. Each peek reads the parent position's running totals and
 * prefix summaries and returns the child's score (setting w.peek1/w.peek2 to
 * its hash), exactly what making the move, scoring and unmaking it would give
 * (a test checks this), or NOPE when the move would expose a card that goes
 * home automatically (the search then makes it).
 *
 * ```ts
 * listMoves(work, moves);         // calls prepPeek(work, moves): once per expanded position
 * const p = peekToCell(work, 3);  // column 4's top card to a cell
 * if (p !== NOPE) seen.add(work.peek1, work.peek2);
 * ```
 */
import {
  CELL_ROW,
  CELL_TO_COL,
  EMPTY,
  fmix,
  IN_CELL,
  MIX1,
  MIX2,
  NOPE,
  SALT2,
  STRIDE,
  TO_FOUND_CELL,
  TO_FOUND_COL,
  type Work,
} from './work.js';

/**
 * The heuristic's `above` term, and where each suit's next card lies and how
 * many lie in each column (for the peeks). Writes into `out` the moves
 * sending a suit's next card home where it lies on top of a column or in a
 * cell, by suit, and returns how many: the same walk finds both (listMoves
 * calls it once per position, and lists those moves first).
 */
export function prepPeek(w: Work, out: Int32Array): number {
  const { found, locCol, locIdx, len, needIn, needTop, needCol, needIdx } = w;
  for (let c = 0; c < 8; c++) {
    needIn[c] = 0;
    needTop[c] = -1;
  }
  let above = 0;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    needCol[s] = -1;
    const f = found[s] as number;
    if (f === 13) continue;
    const card = f * 4 + s;
    const c = locCol[card] as number;
    if (c === IN_CELL) {
      out[n++] = TO_FOUND_CELL | (w.cellOf(card) << 3) | (card << 16);
      continue;
    }
    const idx = locIdx[card] as number;
    const depth = (len[c] as number) - 1 - idx;
    if (depth === 0) out[n++] = TO_FOUND_COL | (c << 3) | (s << 16);
    above += depth;
    needIn[c]!++;
    if (idx > (needTop[c] as number)) needTop[c] = idx;
    needCol[s] = c;
    needIdx[s] = idx;
  }
  w.above = above;
  return n;
}

/**
 * One lane of the hash of the child after moving k cards from column src
 * (or the card of cell src, fromCell) onto column d: the lane's total h
 * less the two columns' old mixes, plus their new ones. The lanes differ
 * only in their tables (MIX1, z1, f1, no salt; MIX2, z2, f2, SALT2).
 */
function laneAfter(
  w: Work,
  mix: Int32Array,
  zs: Int32Array,
  fs: Int32Array,
  h: number,
  salt: number,
  fromCell: boolean,
  src: number,
  d: number,
  k: number,
): number {
  const { col, len } = w;
  let first = 0;
  if (fromCell) h -= mix[CELL_ROW | (w.cell[src] as number)] as number;
  else {
    const ns = len[src] as number;
    const base = src * STRIDE;
    first = base + ns - k;
    let z = zs[src] as number;
    for (let j = ns - k; j < ns; j++) z -= mix[(j << 6) | (col[base + j] as number)] as number;
    h += fmix((z | 0) ^ salt) - (fs[src] as number);
  }
  const nd = len[d] as number;
  let z = zs[d] as number;
  for (let j = 0; j < k; j++) {
    const card = fromCell ? (w.cell[src] as number) : (col[first + j] as number);
    z += mix[((nd + j) << 6) | card] as number;
  }
  return (h + fmix((z | 0) ^ salt) - (fs[d] as number)) | 0;
}

/** One lane of the hash after column s's top card (at height n - 1) leaves it. */
function laneOff(
  mix: Int32Array,
  zs: Int32Array,
  fs: Int32Array,
  h: number,
  salt: number,
  s: number,
  n: number,
  card: number,
): number {
  const z = ((zs[s] as number) - (mix[((n - 1) << 6) | card] as number)) | 0;
  return (h - (fs[s] as number) + fmix(z ^ salt)) | 0;
}

/**
 * Column s's top card to a cell without making the move: sets peek1 (and
 * peek2 when w.wide, else 0) to the child's hash and returns its score, or
 * NOPE when the move would expose a safe card (the child then needs the
 * full move and autoplay). Needs prepPeek() on this position.
 */
export function peekToCell(w: Work, s: number): number {
  const n = w.len[s] as number;
  const i = s * STRIDE + n - 1;
  const card = w.col[i] as number;
  if (n >= 2 && w.isSafe(w.col[i - 1] as number)) return NOPE;
  // The column without its top card, and the card's key as a cell card.
  w.peek1 = (laneOff(MIX1, w.z1, w.f1, w.h1, 0, s, n, card) + (MIX1[CELL_ROW | card] as number)) | 0;
  w.peek2 = w.wide ? (laneOff(MIX2, w.z2, w.f2, w.h2, SALT2, s, n, card) + (MIX2[CELL_ROW | card] as number)) | 0 : 0;
  const p = w.pre[i] as number;
  let blk = w.blk - (p & 255);
  let seq = w.seq - ((p >> 8) & 255);
  let empties = w.empties;
  if (n >= 2) {
    const q = w.pre[i - 1] as number;
    blk += q & 255;
    seq += (q >> 8) & 255;
  } else empties++;
  // The next cards needed below the top are one card less deep (the top itself was at depth 0).
  let above = w.above - (w.needIn[s] as number);
  if ((w.found[card & 3] as number) === card >> 2) above++;
  return w.weigh(52 - w.home, blk, above, seq, w.free - 1, empties);
}

/**
 * A column-to-column or cell-to-column move without making it, as
 * peekToCell: sets peek1/peek2 to the child's hash and returns its score,
 * or NOPE when the move would expose a safe card. Needs prepPeek().
 */
export function peekMove(w: Work, m: number): number {
  const { col, len, pre } = w;
  const fromCell = (m & 7) === CELL_TO_COL;
  const src = (m >> 3) & 15;
  const d = (m >> 7) & 15;
  const k = fromCell ? 1 : (m >> 11) & 31;
  const nd = len[d] as number;
  let blk = w.blk;
  let seq = w.seq;
  let free = w.free;
  let empties = w.empties;
  let ns = 0;
  let first = 0; // where the moved cards start in col (or the cell card)
  if (fromCell) free++;
  else {
    ns = len[src] as number;
    first = src * STRIDE + ns - k;
    const rest = ns - k;
    if (rest > 0 && w.isSafe(col[first - 1] as number)) return NOPE;
    const p = pre[src * STRIDE + ns - 1] as number;
    blk -= p & 255;
    seq -= (p >> 8) & 255;
    if (rest > 0) {
      const q = pre[first - 1] as number;
      blk += q & 255;
      seq += (q >> 8) & 255;
    } else empties++;
  }
  w.peek1 = laneAfter(w, MIX1, w.z1, w.f1, w.h1, 0, fromCell, src, d, k);
  w.peek2 = w.wide ? laneAfter(w, MIX2, w.z2, w.f2, w.h2, SALT2, fromCell, src, d, k) : 0;
  // The destination column, extended card by card from its top summary.
  let b = 0;
  let minRank = 99;
  let u = 1;
  let below = EMPTY;
  if (nd > 0) {
    const top = d * STRIDE + nd - 1;
    const p = pre[top] as number;
    b = p & 255;
    minRank = p >>> 24;
    u = (p >> 8) & 255;
    below = col[top] as number;
    blk -= b;
    seq -= u;
  } else empties--;
  for (let j = 0; j < k; j++) {
    const card = fromCell ? (w.cell[src] as number) : (col[first + j] as number);
    const r = card >> 2;
    if (below !== EMPTY && !(below >> 2 === r + 1 && ((below ^ card) & 2) !== 0)) u++;
    if (r > minRank) b++;
    else minRank = r;
    below = card;
  }
  blk += b;
  seq += u;
  // The next cards needed: those in d get k cards more above them, those in
  // src below the moved cards k fewer (the moved ones keep what lies above them).
  let above = w.above + k * (w.needIn[d] as number);
  if (!fromCell) {
    const rest = ns - k;
    const nIn = w.needIn[src] as number;
    // Usually every next card needed in src lies below the moved cards; else count them one by one.
    if (nIn !== 0) {
      if ((w.needTop[src] as number) < rest) above -= k * nIn;
      else {
        const { needCol, needIdx } = w;
        for (let s = 0; s < 4; s++) if (needCol[s] === src && (needIdx[s] as number) < rest) above -= k;
      }
    }
  }
  return w.weigh(52 - w.home, blk, above, seq, free, empties);
}

/**
 * A move to the foundation (m: TO_FOUND_COL or TO_FOUND_CELL) without
 * making it, as peekToCell: sets peek1/peek2 and returns the child's score,
 * or NOPE when a card would then go home by itself, or the game would be
 * won (the search then makes the move). Needs prepPeek().
 */
export function peekHome(w: Work, m: number): number {
  const { found, len } = w;
  const fromCell = (m & 7) === TO_FOUND_CELL;
  const src = (m >> 3) & 15;
  const s = (m >> 16) & 3; // the suit (TO_FOUND_COL) or the card (TO_FOUND_CELL): suit = low bits
  const r = found[s] as number;
  const card = r * 4 + s;
  if (w.home === 51) return NOPE;
  // Would a card go home after it? The same test autoplay makes, on the child's foundations and column.
  found[s] = r + 1;
  if (!fromCell) len[src] = (len[src] as number) - 1;
  const more = w.nextSafe() >= 0;
  found[s] = r;
  if (!fromCell) len[src] = (len[src] as number) + 1;
  if (more) return NOPE;
  let blk = w.blk;
  let seq = w.seq;
  let free = w.free;
  let empties = w.empties;
  // The suits' next cards: in a column, the move takes one card off those under it (card's own was 0).
  let above = w.above;
  if (fromCell) {
    free++;
    w.peek1 = (w.h1 - (MIX1[CELL_ROW | card] as number)) | 0;
    w.peek2 = w.wide ? (w.h2 - (MIX2[CELL_ROW | card] as number)) | 0 : 0;
  } else {
    const n = len[src] as number;
    const i = src * STRIDE + n - 1;
    w.peek1 = laneOff(MIX1, w.z1, w.f1, w.h1, 0, src, n, card);
    w.peek2 = w.wide ? laneOff(MIX2, w.z2, w.f2, w.h2, SALT2, src, n, card) : 0;
    const p = w.pre[i] as number;
    blk -= p & 255;
    seq -= (p >> 8) & 255;
    if (n >= 2) {
      const q = w.pre[i - 1] as number;
      blk += q & 255;
      seq += (q >> 8) & 255;
    } else empties++;
    above -= (w.needIn[src] as number) - 1;
  }
  // The suit's new next card, and the cards above it.
  if (r < 12) {
    const next = card + 4;
    const c = w.locCol[next] as number;
    if (c !== IN_CELL) above += (len[c] as number) - (c === src && !fromCell ? 2 : 1) - (w.locIdx[next] as number);
  }
  return w.weigh(51 - w.home, blk, above, seq, free, empties);
}

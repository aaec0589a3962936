/**
 * The moves the search tries from a position, encoded as numbers (see
 * work.ts), and their standard notation.
 *
 * ```ts
 * const out = new Int32Array(256);
 * const n = listMoves(work, out);
 * notation(work, out[0]); // e.g. '3a'
 * ```
 */
import {
  CELL_TO_COL,
  COL_TO_CELL,
  COL_TO_COL,
  EMPTY,
  IN_CELL,
  STRIDE,
  TO_FOUND_CELL,
  TO_FOUND_COL,
  type Work,
} from './work.js';
import { prepPeek } from './peek.js';

/**
 * Lists the moves worth searching into `out`; returns how many. Without
 * w.every (the budgeted searches) it leaves out, besides the top card of a
 * run into a cell:
 * - a card or run (from a column, or a cell card) into a cell or onto an empty column when the same cards
 *   can go onto a non-empty column instead;
 * - the top card alone onto an empty column when a longer run can go, or
 *   while a cell is free (with as many positions, 2% less time);
 * - a card into a cell when no more than three are free, from a column of
 *   two cards or more, unless the card it uncovers can then move (home, or
 *   onto a column's top) or the column holds a suit's next card;
 * - a run onto an empty column on the same terms (whatever the number of
 *   empty columns);
 * - part of a run onto another column (the card it uncovers is its twin:
 *   same rank and colour as the new column's top) on the same terms.
 * On deals 1..4000 the first three took the children listed from 961 a
 * deal to 782 and the positions expanded from 144.9 to 139.4 (deals
 * 100001..104000: 165.1 to 154.2), with solutions as long; the fourth took
 * deals 1..32000 from 140.7 positions a deal to 138.0 (each 8,000 deals of
 * 1..8000, 100001.., 200001.., 300001..: 0.8% to 3.0% fewer), and about 5%
 * off the time; the fifth from 138.0 to 133.3 (1..8000 1.2% more,
 * 8001..32000 and those three 2.4% to 12.3% fewer), solutions 0.15 moves
 * shorter, 3% off the time. (Such a move only when the twin could then go
 * home: 20% more positions.) The cell rule was for the last free cell
 * alone until then; from three free cells it took 133.3 to 130.6 (1..8000
 * 4.4% fewer, the seven 8,000-deal ranges 1.6% fewer in all; from two free
 * cells as many, from four 0.8%), 4.6% off the time.
 */
export function listMoves(w: Work, out: Int32Array): number {
  const { col, len, cell, found, locCol, locIdx, pre, needIn } = w;
  const every = w.every;
  const free = w.free;
  const empties = w.empties;
  let firstCell = -1;
  if (free > 0) for (firstCell = 0; cell[firstCell] !== EMPTY; firstCell++);
  let firstEmpty = -1;
  if (empties > 0) for (firstEmpty = 0; len[firstEmpty] !== 0; firstEmpty++);
  const capTo = (1 + free) << empties;
  const capToEmpty = empties > 0 ? (1 + free) << (empties - 1) : 0;
  // Bit c: column c's top card alone (fitOne), or the run an empty column would take from it (fitMost),
  // can go onto a non-empty column.
  let fitOne = 0;
  let fitMost = 0;
  // The peeks of the moves listed need it (the search calls listMoves once per position). It lists
  // the moves to the foundation (the safe ones already went automatically): each suit's next card,
  // when it lies on top of a column or in a cell.
  let n = prepPeek(w, out);
  // The cards that fit on some column's top, as a 52-bit set (cards 0..31, 32..51): first,
  // as the rules for the moves onto columns use it.
  // fitFirst[d]: the first of the two cards that fit on column d's top (-1: none). runLen[d]: the
  // length of the ordered run on d's top (0: empty), read here once for the loops below.
  const { fitFirst, runLen } = w;
  let fitLo = 0;
  let fitHi = 0;
  for (let d = 0; d < 8; d++) {
    const nd = len[d] as number;
    let t = 0;
    let run = 0;
    if (nd > 0) {
      const i = d * STRIDE + nd - 1;
      t = col[i] as number;
      run = ((pre[i] as number) >> 16) & 255;
    }
    runLen[d] = run;
    if (t >> 2 === 0) {
      fitFirst[d] = -1; // an empty column, or an ace on top
      continue;
    }
    const first = ((t >> 2) - 1) * 4 + ((t & 2) ^ 2);
    fitFirst[d] = first;
    if (first < 32) fitLo |= 3 << first;
    else fitHi |= 3 << (first - 32);
  }
  // Onto each non-empty column, the two cards that fit on its top: found
  // where they are, not by trying every source.
  for (let d = 0; d < 8; d++) {
    const first = fitFirst[d] as number;
    if (first < 0) continue;
    const r = (first >> 2) + 1; // the rank of d's top card
    for (let x = first; x < first + 2; x++) {
      if ((found[x & 3] as number) > r - 1) continue; // home
      const c = locCol[x] as number;
      if (c === IN_CELL) out[n++] = CELL_TO_COL | (w.cellOf(x) << 3) | (d << 7);
      else if (c !== d) {
        const ns = len[c] as number;
        const k = ns - (locIdx[x] as number);
        const run = runLen[c] as number;
        if (k <= run && k <= capTo) {
          if (
            !every &&
            k < run &&
            needIn[c] === 0 &&
            !canMove(col[c * STRIDE + ns - k - 1] as number, fitLo, fitHi, found)
          )
            continue;
          out[n++] = COL_TO_COL | (c << 3) | (d << 7) | (k << 11);
          if (k === 1) fitOne |= 1 << c;
          if (k === Math.min(run, capToEmpty, ns - 1)) fitMost |= 1 << c;
        }
      }
    }
  }
  // Onto the first empty column: every part of each run but a whole column, and each cell's card.
  if (firstEmpty >= 0) {
    for (let s = 0; s < 8; s++) {
      const ns = len[s] as number;
      if (ns === 0) continue;
      const most = Math.min(runLen[s] as number, capToEmpty, ns - 1);
      if (every) for (let k = most; k >= 1; k--) out[n++] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (k << 11);
      else if (most >= 1 && (fitMost & (1 << s)) === 0) {
        // Not a lone card while a cell is free (it can go there, and the column stays empty), nor
        // when the card it uncovers could not move and the column holds no suit's next card.
        if (most === 1 && free > 0) continue;
        const y = col[s * STRIDE + ns - most - 1] as number;
        if (needIn[s] === 0 && !canMove(y, fitLo, fitHi, found)) continue;
        out[n++] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (most << 11);
      }
    }
    for (let k = 0; k < 4; k++) {
      const x = cell[k] as number;
      if (x === EMPTY) continue;
      if (!every && fits(x, fitLo, fitHi)) continue;
      out[n++] = CELL_TO_COL | (k << 3) | (firstEmpty << 7);
    }
  }
  // Column to a free cell.
  if (firstCell >= 0) {
    for (let s = 0; s < 8; s++) {
      const ns = len[s] as number;
      if (ns === 0) continue;
      if (!every) {
        if (runLen[s] !== 1 || (fitOne & (1 << s)) !== 0) continue;
        if (free <= 3 && ns > 1 && needIn[s] === 0 && !canMove(col[s * STRIDE + ns - 2] as number, fitLo, fitHi, found))
          continue;
      }
      out[n++] = COL_TO_CELL | (s << 3) | (firstCell << 7);
    }
  }
  return n;
}

/** Whether card y fits on some column's top: bit y of the 52-bit set fitLo (cards 0..31), fitHi (32..51). */
function fits(y: number, fitLo: number, fitHi: number): boolean {
  return (y < 32 ? (fitLo >>> y) & 1 : (fitHi >>> (y - 32)) & 1) !== 0;
}

/** Whether card y, once uncovered, could move at once: home, or onto some column's top. */
function canMove(y: number, fitLo: number, fitHi: number, found: Int32Array): boolean {
  return found[y & 3] === y >> 2 || fits(y, fitLo, fitHi);
}

/**
 * Whether move m undoes pm, the move that led to this position with no card
 * sent home after it: m then leads back to pm's position, up to the order of
 * columns and cells (seen already), so the search skips it unhashed. Undoing
 * a move that emptied its column may go to any empty column.
 */
export function undoes(w: Work, m: number, pm: number): boolean {
  const mk = m & 7;
  const ps = (pm >> 3) & 15;
  const pd = (pm >> 7) & 15;
  if (((m >> 3) & 15) !== pd) return false;
  const md = (m >> 7) & 15;
  switch (pm & 7) {
    case COL_TO_CELL:
      return mk === CELL_TO_COL && (md === ps || (w.len[ps] === 0 && w.len[md] === 0));
    case CELL_TO_COL:
      return mk === COL_TO_CELL;
    case COL_TO_COL:
      return mk === COL_TO_COL && ((m ^ pm) & (31 << 11)) === 0 && (md === ps || (w.len[ps] === 0 && w.len[md] === 0));
    default:
      return false;
  }
}

/**
 * The notation of every move by its kind, source and destination (the low
 * 11 bits of its code), made once: a solve writes some 60 moves, and
 * building each string cost more than the rest of its replay.
 */
const NAMES: readonly string[] = /* @__PURE__ */ (() => {
  const names: string[] = new Array<string>(1 << 11).fill('');
  const cells = 'abcd';
  for (let a = 0; a < 8; a++) {
    names[TO_FOUND_COL | (a << 3)] = `${a + 1}h`;
    if (a < 4) names[TO_FOUND_CELL | (a << 3)] = `${cells[a]}h`;
    for (let b = 0; b < 8; b++) {
      if (b < 4) names[COL_TO_CELL | (a << 3) | (b << 7)] = `${a + 1}${cells[b]}`;
      if (a < 4) names[CELL_TO_COL | (a << 3) | (b << 7)] = `${cells[a]}${b + 1}`;
      names[COL_TO_COL | (a << 3) | (b << 7)] = `${a + 1}${b + 1}`;
    }
  }
  return names;
})();

/** The ordered run on top of column c, counted card by card (finish's replay keeps no summaries). */
function runOf(w: Work, c: number): number {
  const n = w.len[c] as number;
  const base = c * STRIDE;
  let k = n === 0 ? 0 : 1;
  while (k < n) {
    const top = w.col[base + n - k] as number;
    const below = w.col[base + n - k - 1] as number;
    if (below >> 2 !== (top >> 2) + 1 || ((below ^ top) & 2) === 0) break;
    k++;
  }
  return k;
}

/** The standard notation of move m in this position (before it is made). */
export function notation(w: Work, m: number): string {
  if ((m & 7) === COL_TO_COL) {
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const count = (m >> 11) & 31;
    // Onto an empty column, play() moves the longest run allowed unless told a count.
    if (w.len[dst] === 0) {
      const cap = (1 + w.free) << (w.empties - 1);
      if (count !== Math.min(runOf(w, src), cap)) return `${src + 1}${dst + 1}v${count}`;
    }
  }
  return NAMES[m & 0x7ff] as string;
}

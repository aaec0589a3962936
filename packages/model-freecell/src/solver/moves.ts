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

/** Lists the moves worth searching into `out`; returns how many. */
export function listMoves(w: Work, out: Int32Array): number {
  const { col, len, cell, found, locCol, locIdx, prun } = w;
  let n = 0;
  const free = w.free;
  const empties = w.empties;
  let firstCell = -1;
  if (free > 0) for (firstCell = 0; cell[firstCell] !== EMPTY; firstCell++);
  let firstEmpty = -1;
  if (empties > 0) for (firstEmpty = 0; len[firstEmpty] !== 0; firstEmpty++);
  const capTo = (1 + free) << empties;
  const capToEmpty = empties > 0 ? (1 + free) << (empties - 1) : 0;
  // To the foundation (the safe ones already went automatically): each
  // suit's next card, when it lies on top of a column or in a cell.
  for (let s = 0; s < 4; s++) {
    if (found[s] === 13) continue;
    const m = w.homeMove(s);
    if (m >= 0) out[n++] = m;
  }
  // Onto each non-empty column, the two cards that fit on its top: found
  // where they are, not by trying every source.
  for (let d = 0; d < 8; d++) {
    const nd = len[d] as number;
    if (nd === 0) continue;
    const t = col[d * STRIDE + nd - 1] as number;
    const r = t >> 2;
    if (r === 0) continue;
    const first = (r - 1) * 4 + ((t & 2) ^ 2);
    for (let x = first; x < first + 2; x++) {
      if ((found[x & 3] as number) > r - 1) continue; // home
      const c = locCol[x] as number;
      if (c === IN_CELL) {
        let k = 0;
        while (cell[k] !== x) k++;
        out[n++] = CELL_TO_COL | (k << 3) | (d << 7);
      } else if (c !== d) {
        const ns = len[c] as number;
        const k = ns - (locIdx[x] as number);
        if (k <= (prun[c * STRIDE + ns - 1] as number) && k <= capTo)
          out[n++] = COL_TO_COL | (c << 3) | (d << 7) | (k << 11);
      }
    }
  }
  // Onto the first empty column: every part of each run but a whole column, and each cell's card.
  if (firstEmpty >= 0) {
    for (let s = 0; s < 8; s++) {
      const ns = len[s] as number;
      if (ns === 0) continue;
      const most = Math.min(prun[s * STRIDE + ns - 1] as number, capToEmpty, ns - 1);
      if (w.every) for (let k = most; k >= 1; k--) out[n++] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (k << 11);
      else if (most >= 1) {
        out[n++] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (most << 11);
        if (most > 1) out[n++] = COL_TO_COL | (s << 3) | (firstEmpty << 7) | (1 << 11);
      }
    }
    for (let k = 0; k < 4; k++) if (cell[k] !== EMPTY) out[n++] = CELL_TO_COL | (k << 3) | (firstEmpty << 7);
  }
  // Column to a free cell.
  if (firstCell >= 0) {
    for (let s = 0; s < 8; s++) {
      const ns = len[s] as number;
      if (ns > 0 && (w.every || (prun[s * STRIDE + ns - 1] as number) === 1))
        out[n++] = COL_TO_CELL | (s << 3) | (firstCell << 7);
    }
  }
  return n;
}

/** The standard notation of move m in this position (before it is made). */
export function notation(w: Work, m: number): string {
  const kind = m & 7;
  const src = (m >> 3) & 15;
  const dst = (m >> 7) & 15;
  const colName = String(src + 1);
  const cells = 'abcd';
  switch (kind) {
    case TO_FOUND_COL:
      return `${colName}h`;
    case TO_FOUND_CELL:
      return `${cells[src]}h`;
    case COL_TO_CELL:
      return colName + cells[dst];
    case CELL_TO_COL:
      return cells[src] + String(dst + 1);
    default: {
      const count = (m >> 11) & 31;
      // Onto an empty column, play() moves the longest run allowed unless told a count.
      if (w.len[dst] === 0) {
        const cap = (1 + w.free) << (w.empties - 1);
        if (count !== Math.min(w.run(src), cap)) return `${colName}${dst + 1}v${count}`;
      }
      return colName + String(dst + 1);
    }
  }
}

/**
 * The position the solver works on: cards as small integers in typed arrays,
 * with make/unmake of moves and running totals (hash, heuristic terms) kept
 * up to date by every card pushed onto or popped off a column, so that a
 * child position costs O(cards moved), and its hash and score O(1).
 *
 * - Card id = rank * 4 + suit, suits H D S C (0, 1 red; 2, 3 black), as CardT.id.
 * - Each column keeps per-height prefix summaries (cards above a lower
 *   card, cards out of sequence, length of the ordered run on top): pushing
 *   a card computes one more height, popping one is free.
 * - The position hash is order-free: each column has a Zobrist hash (a
 *   random key per card and height, summed), and the position's is the sum
 *   of the columns' hashes passed through a mixer (fmix) and of the cell
 *   cards' keys (64 bits as two int32 sums), so positions equal up to the
 *   order of columns and of cells meet in the seen table.
 *
 * ```ts
 * const w = new Work();
 * w.fromGame(game);      // a started FreecellGame
 * listMoves(w, buffer);  // the moves worth searching, encoded (moves.ts)
 * w.apply(m); w.unapply(m);
 * ```
 */
import { type FreecellGame, readLayout } from '../game.js';
import type { Weights } from './options.js';

export const STRIDE = 24; // column capacity in the work arrays (a column never exceeds 19 cards)
export const REC = 64; // bytes per stored position: 4 cells, 8 column lengths, at most 52 cards
export const EMPTY = 255;
export const IN_CELL = 8;
export const CELL_ROW = 31 << 6; // the MIX row of a card in a cell (any cell: cells are unordered)
/** The salt of the second hash lane: h2 sums fmix(z2 ^ SALT2) over the columns. */
export const SALT2 = 0x27d4eb2f;
/** Scores are whole numbers of 1/WEIGHT_SCALE (see setWeights). */
export const WEIGHT_SCALE = 1024;
/** A peek's answer for a move it cannot score without making it (exposes a safe card). */
export const NOPE = -0x40000000;

// Move encoding: kind | src << 3 | dst << 7 | count << 11 | card << 16 (the card for foundation moves).
export const TO_FOUND_COL = 0;
export const TO_FOUND_CELL = 1;
export const COL_TO_CELL = 2;
export const CELL_TO_COL = 3;
export const COL_TO_COL = 4;

/**
 * Fixed pseudo-random tables (a seeded xorshift), so hashes are the same
 * every run: MIX1 and MIX2 take alternate draws. Filled by a function, not a
 * top-level block, so that a bundle without the solver drops them (issue 20.1).
 */
function mixTable(lane: 0 | 1): Int32Array {
  const table = new Int32Array(64 * 32);
  let x = 0x9e3779b9 | 0;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  };
  for (let i = 0; i < table.length; i++) {
    const first = next();
    const second = next();
    table[i] = lane === 0 ? first : second;
  }
  return table;
}
export const MIX1 = /* @__PURE__ */ mixTable(0);
export const MIX2 = /* @__PURE__ */ mixTable(1);

export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

export class Work {
  col = new Uint8Array(8 * STRIDE);
  len = new Int32Array(8);
  cell = new Int32Array(4).fill(EMPTY);
  found = new Int32Array(4);
  /** Where each card not home is: column 0..7 or IN_CELL, and its height in the column. */
  locCol = new Int32Array(52);
  locIdx = new Int32Array(52);
  /** Automatic moves made, a stack of encoded moves, for unmake (at most 52 along a path, 52 more in a child). */
  autoLog = new Int32Array(128);
  autoTop = 0;
  // Prefix summaries of each column's cards 0..k at c * STRIDE + k, valid up to the
  // column's length (and above it for cards popped since, until something is pushed there).
  // One int per slot, read in one load: cards above a lower card (bits 0-7), cards
  // out of sequence (8-15), the ordered run on top (16-23), the lowest rank (24-31).
  pre = new Int32Array(8 * STRIDE);
  /** Each column's Zobrist sums (a key per card and height), mixed into the totals by fmix. */
  z1 = new Int32Array(8);
  z2 = new Int32Array(8);
  /** fmix of each column's sums, as they enter the totals (kept, so taking a column out needs no fmix). */
  f1 = new Int32Array(8);
  f2 = new Int32Array(8);
  // Running totals.
  h1 = 0;
  h2 = 0;
  blk = 0;
  seq = 0;
  free = 4;
  empties = 8;
  home = 52;
  /** Every move (a complete search), or, onto an empty column, only the longest run and the top card. */
  every = true;
  // The heuristic's weights, set once per search.
  wHome = 0;
  wBlk = 0;
  wAbove = 0;
  wSeq = 0;
  wCells = 0;
  wCols = 0;

  /**
   * The weights in whole 1/WEIGHT_SCALE units, so that score() and the peeks
   * compute in small integers (|weight| <= 1000: a score stays below 2^28).
   */
  setWeights(w: Weights): void {
    this.wHome = Math.round(w.home * WEIGHT_SCALE);
    this.wBlk = Math.round(w.blocked * WEIGHT_SCALE);
    this.wAbove = Math.round(w.above * WEIGHT_SCALE);
    this.wSeq = Math.round(w.unseq * WEIGHT_SCALE);
    this.wCells = Math.round(w.cells * WEIGHT_SCALE);
    this.wCols = Math.round(w.cols * WEIGHT_SCALE);
  }

  /**
   * Loads a stored position (see store): from eight empty columns and four
   * empty cells, each cell's card put in and each column's cards laid as one
   * run, which keeps every summary and total as moves do.
   */
  load(pool: Uint8Array, off: number): void {
    const { found, col, len, z1, z2, f1, f2 } = this;
    found.fill(13);
    const m1 = fmix(0);
    const m2 = fmix(SALT2);
    for (let c = 0; c < 8; c++) {
      len[c] = 0;
      z1[c] = 0;
      z2[c] = 0;
      f1[c] = m1;
      f2[c] = m2;
    }
    this.h1 = (8 * m1) | 0;
    this.h2 = (8 * m2) | 0;
    this.blk = 0;
    this.seq = 0;
    this.free = 4;
    this.empties = 8;
    this.home = 52;
    for (let k = 0; k < 4; k++) {
      const card = pool[off + k] as number;
      this.cell[k] = EMPTY;
      if (card === EMPTY) continue;
      this.cellPut(k, card);
      found[card & 3]!--;
      this.home--;
    }
    let p = off + 12;
    for (let c = 0; c < 8; c++) {
      const n = pool[off + 4 + c] as number;
      if (n === 0) continue;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) {
        const card = pool[p++] as number;
        col[base + k] = card;
        found[card & 3]!--;
      }
      this.home -= n;
      this.layRun(c, base, n);
    }
    this.autoTop = 0;
  }

  /**
   * Loads a stored position as load() does, but from the position held (one
   * loaded, with moves made or unmade since): only the cells that differ and
   * the part of each column above what it shares with the stored one are
   * rebuilt. Every summary, sum and total ends as load() leaves it (each is
   * a column's own or an order-free sum), so a search sees the same
   * position. The beam loads its positions in their stored order, where
   * neighbours are mostly siblings a move or two apart: a load rebuilt all
   * 52 cards, about a fifth of the short mode's time.
   */
  reload(pool: Uint8Array, off: number): void {
    const { found, col, len, cell } = this;
    for (let k = 0; k < 4; k++) {
      const card = pool[off + k] as number;
      const had = cell[k] as number;
      if (card === had) continue;
      if (had !== EMPTY) {
        this.cellTake(k);
        found[had & 3]!++;
        this.home++;
      }
      if (card !== EMPTY) {
        this.cellPut(k, card);
        found[card & 3]!--;
        this.home--;
      }
    }
    let p = off + 12;
    for (let c = 0; c < 8; c++) {
      const n = pool[off + 4 + c] as number;
      const m = len[c] as number;
      const base = c * STRIDE;
      // The cards both share from the bottom are kept.
      let d = 0;
      const both = Math.min(n, m);
      while (d < both && col[base + d] === pool[p + d]) d++;
      if (d < m) {
        for (let j = d; j < m; j++) found[(col[base + j] as number) & 3]!++;
        this.home += m - d;
        this.cut(c, m - d);
      }
      if (d < n) {
        for (let j = d; j < n; j++) {
          const card = pool[p + j] as number;
          col[base + j] = card;
          found[card & 3]!--;
        }
        this.home -= n - d;
        this.layRun(c, base + d, n - d);
      }
      p += n;
    }
    this.autoTop = 0;
  }

  store(pool: Uint8Array, off: number): void {
    const { cell, len, col } = this;
    for (let k = 0; k < 4; k++) pool[off + k] = cell[k] as number;
    let p = off + 12;
    for (let c = 0; c < 8; c++) {
      const n = len[c] as number;
      pool[off + 4 + c] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) pool[p++] = col[base + k] as number;
    }
  }

  /** fromGame's record (a typed array made per call cost more than a small solve's search). */
  private rec = new Uint8Array(REC);

  /** Loads the game's position, columns and cells in the game's order. */
  fromGame(game: FreecellGame): void {
    const rec = this.rec;
    if (readLayout(game, rec)) {
      this.load(rec, 0);
      return;
    }
    const p = game.position(); // a game of the other build (ESM or CJS)
    for (let k = 0; k < 4; k++) {
      const c = p.cells[k]?.[0];
      rec[k] = c === undefined ? EMPTY : c.id;
    }
    let q = 12;
    for (let c = 0; c < 8; c++) {
      const t = p.tableau[c] ?? [];
      rec[4 + c] = t.length;
      for (const card of t) rec[q++] = card.id;
    }
    this.load(rec, 0);
  }

  /** Loads again the position the last fromGame read (the game is not read twice in one solve). */
  reloadGame(): void {
    this.load(this.rec, 0);
  }

  /**
   * Lays k cards on column c, copied from col[from..from+k) (a column's
   * cards above its length, or the slot just above c's top), and updates
   * the column's summaries, Zobrist sums and the totals in one pass. Each
   * card's summary is computed from the one below it, which the loop keeps
   * in hand (with the card below), not read back from the arrays.
   */
  private layRun(c: number, from: number, k: number): void {
    const { col, len, pre, z1, z2, locCol, locIdx } = this;
    const n = len[c] as number;
    const base = c * STRIDE;
    let blk = this.blk;
    let seq = this.seq;
    // The summary below the next card (cards above a lower card, out of sequence, run, lowest rank), and that card.
    let p = 0;
    let below = EMPTY;
    if (n === 0) this.empties--;
    else {
      p = pre[base + n - 1] as number;
      below = col[base + n - 1] as number;
      blk -= p & 255;
      seq -= (p >> 8) & 255;
    }
    let a1 = z1[c] as number;
    let a2 = z2[c] as number;
    for (let j = 0; j < k; j++) {
      const card = col[from + j] as number;
      const h = n + j;
      col[base + h] = card;
      const r = card >> 2;
      if (h === 0) p = (1 << 8) | (1 << 16) | (r << 24);
      else {
        let blocked = p & 255;
        let unseq = (p >> 8) & 255;
        let minRank = p >>> 24;
        let run = 1;
        if (below >> 2 === r + 1 && ((below ^ card) & 2) !== 0) run = ((p >> 16) & 255) + 1;
        else unseq++;
        if (r > minRank) blocked++;
        else minRank = r;
        p = blocked | (unseq << 8) | (run << 16) | (minRank << 24);
      }
      pre[base + h] = p;
      below = card;
      const z = (h << 6) | card;
      a1 += MIX1[z] as number;
      a2 += MIX2[z] as number;
      locCol[card] = c;
      locIdx[card] = h;
    }
    len[c] = n + k;
    this.blk = blk + (p & 255);
    this.seq = seq + ((p >> 8) & 255);
    this.mix(c, a1 | 0, a2 | 0);
  }

  /** Lays one card on column c. */
  private layCard(c: number, card: number): void {
    const i = c * STRIDE + (this.len[c] as number);
    this.col[i] = card;
    this.layRun(c, i, 1);
  }

  /** Takes the top k cards off column c (they stay in the array above its length), totals included. */
  private cut(c: number, k: number): void {
    const { col, len, pre, z1, z2 } = this;
    const n = len[c] as number;
    const base = c * STRIDE;
    const t = pre[base + n - 1] as number;
    let blk = this.blk - (t & 255);
    let seq = this.seq - ((t >> 8) & 255);
    if (n === k) this.empties++;
    else {
      const q = pre[base + n - k - 1] as number;
      blk += q & 255;
      seq += (q >> 8) & 255;
    }
    this.blk = blk;
    this.seq = seq;
    let a1 = z1[c] as number;
    let a2 = z2[c] as number;
    for (let j = n - k; j < n; j++) {
      const z = (j << 6) | (col[base + j] as number);
      a1 -= MIX1[z] as number;
      a2 -= MIX2[z] as number;
    }
    len[c] = n - k;
    this.mix(c, a1 | 0, a2 | 0);
  }

  /** Sets column c's Zobrist sums and swaps its mixed hash in the totals. */
  private mix(c: number, a1: number, a2: number): void {
    const { z1, z2, f1, f2 } = this;
    z1[c] = a1;
    z2[c] = a2;
    const m1 = fmix(a1);
    const m2 = fmix(a2 ^ SALT2);
    this.h1 = (this.h1 - (f1[c] as number) + m1) | 0;
    this.h2 = (this.h2 - (f2[c] as number) + m2) | 0;
    f1[c] = m1;
    f2[c] = m2;
  }

  cellPut(k: number, card: number): void {
    this.cell[k] = card;
    this.free--;
    this.locCol[card] = IN_CELL;
    this.h1 = (this.h1 + (MIX1[CELL_ROW | card] as number)) | 0;
    this.h2 = (this.h2 + (MIX2[CELL_ROW | card] as number)) | 0;
  }

  cellTake(k: number): number {
    const card = this.cell[k] as number;
    this.cell[k] = EMPTY;
    this.free++;
    this.h1 = (this.h1 - (MIX1[CELL_ROW | card] as number)) | 0;
    this.h2 = (this.h2 - (MIX2[CELL_ROW | card] as number)) | 0;
    return card;
  }

  isSafe(card: number): boolean {
    const r = card >> 2;
    if (this.found[card & 3] !== r) return false;
    if (r <= 1) return true;
    const o = (card & 2) ^ 2; // first suit of the other colour
    const a = this.found[o] as number;
    const b = this.found[o + 1] as number;
    if (a >= r && b >= r) return true;
    // Eager (budgeted searches): the other colour's cards two ranks lower are home.
    return this.eager && a >= r - 1 && b >= r - 1;
  }
  /**
   * Send cards home sooner than is strictly safe: also when both cards of
   * the other colour two ranks lower are home. A card needed later as a
   * base for a lower card can then be gone, so only
   * the budgeted searches, which need not be complete, use it; it leaves
   * fewer moves to search (deals 100001..103000: 178.7 to 162.7 positions a
   * deal, and solutions 41.0 to 39.2 moves besides foundation moves).
   */
  eager = false;
  /**
   * Whether the seen set takes 64-bit keys (h1, h2): the complete search's,
   * whose running dry is a proof. The budgeted ones key on h1 alone (their
   * peeks skip h2): among their at most some 25,000 positions two share an
   * h1 with odds near 1e-5, and a merge there could only drop a child (a
   * solution found is replayed move by move). 3-4% less cpu.
   */
  wide = true;

  apply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    switch (kind) {
      case TO_FOUND_COL:
        this.cut(src, 1);
        this.found[m >> 16]!++;
        this.home++;
        break;
      case TO_FOUND_CELL:
        this.found[this.cellTake(src) & 3]!++;
        this.home++;
        break;
      case COL_TO_CELL: {
        const card = this.col[src * STRIDE + (this.len[src] as number) - 1] as number;
        this.cut(src, 1);
        this.cellPut(dst, card);
        break;
      }
      case CELL_TO_COL:
        this.layCard(dst, this.cellTake(src));
        break;
      default: {
        const count = (m >> 11) & 31;
        this.layRun(dst, src * STRIDE + (this.len[src] as number) - count, count);
        this.cut(src, count);
      }
    }
  }

  /**
   * Move m on the cards alone: columns, cells, foundations, where each card
   * is and the counts, but no hash and no summaries. finish() replays a
   * solution so (90 moves, a third of the cost of apply), and every search
   * starts with load(), which makes the rest whole again.
   */
  move(m: number): void {
    const { col, len, cell, found, locCol, locIdx } = this;
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    let card = EMPTY;
    if (kind === TO_FOUND_CELL || kind === CELL_TO_COL) {
      card = cell[src] as number;
      cell[src] = EMPTY;
      this.free++;
    } else if (kind !== COL_TO_COL) {
      const n = (len[src] as number) - 1;
      card = col[src * STRIDE + n] as number;
      len[src] = n;
      if (n === 0) this.empties++;
    }
    if (kind < COL_TO_CELL) {
      found[card & 3]!++;
      this.home++;
    } else if (kind === COL_TO_CELL) {
      cell[dst] = card;
      this.free--;
      locCol[card] = IN_CELL;
    } else {
      const count = kind === CELL_TO_COL ? 1 : (m >> 11) & 31;
      const ns = len[src] as number;
      let nd = len[dst] as number;
      if (nd === 0) this.empties--;
      for (let j = 0; j < count; j++) {
        if (kind !== CELL_TO_COL) card = col[src * STRIDE + ns - count + j] as number;
        col[dst * STRIDE + nd] = card;
        locCol[card] = dst;
        locIdx[card] = nd++;
      }
      len[dst] = nd;
      if (kind !== CELL_TO_COL) {
        len[src] = ns - count;
        if (ns === count) this.empties++;
      }
    }
  }

  /** Unmakes move m, the last move made and not unmade (the cards it moved are put back, summaries recomputed). */
  unapply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    switch (kind) {
      case TO_FOUND_COL: {
        const suit = m >> 16;
        const f = --this.found[suit]!;
        this.home--;
        this.layCard(src, f * 4 + suit);
        break;
      }
      case TO_FOUND_CELL: {
        const card = m >> 16;
        this.found[card & 3]!--;
        this.home--;
        this.cellPut(src, card);
        break;
      }
      case COL_TO_CELL:
        this.layCard(src, this.cellTake(dst));
        break;
      case CELL_TO_COL: {
        const card = this.col[dst * STRIDE + (this.len[dst] as number) - 1] as number;
        this.cut(dst, 1);
        this.cellPut(src, card);
        break;
      }
      default: {
        const count = (m >> 11) & 31;
        this.layRun(src, dst * STRIDE + (this.len[dst] as number) - count, count);
        this.cut(dst, count);
      }
    }
  }

  /**
   * After move m (made) from a position where no card was safe to send
   * home, whether one may be now: only a card m exposed, or a foundation m
   * raised, can be.
   */
  mayFree(m: number): boolean {
    const kind = m & 7;
    if (kind === CELL_TO_COL) return false;
    if (kind === COL_TO_CELL || kind === COL_TO_COL) {
      const src = (m >> 3) & 15;
      const n = this.len[src] as number;
      return n !== 0 && this.isSafe(this.col[src * STRIDE + n - 1] as number);
    }
    return true;
  }

  /** Autoplay after move m, from a position where no card was safe to send home (see mayFree). */
  autoplayAfter(m: number): number {
    return this.mayFree(m) ? this.autoplay() : 0;
  }

  /**
   * The move sending suit s's next card home when it lies on top of a column
   * or in a cell (found by locCol/locIdx, not by scanning), or -1. The card
   * must not be home already (found[s] < 13).
   */
  homeMove(s: number): number {
    const card = (this.found[s] as number) * 4 + s;
    const c = this.locCol[card] as number;
    if (c === IN_CELL) return TO_FOUND_CELL | (this.cellOf(card) << 3) | (card << 16);
    return (this.locIdx[card] as number) === (this.len[c] as number) - 1 ? TO_FOUND_COL | (c << 3) | (s << 16) : -1;
  }

  /** The cell holding `card` (it must be in one). */
  cellOf(card: number): number {
    let k = 0;
    while (this.cell[k] !== card) k++;
    return k;
  }

  /** The move sending a safe card home (by isSafe, so eager or not), or -1: only a suit's next card can go. */
  nextSafe(): number {
    const found = this.found;
    for (let s = 0; s < 4; s++) {
      const f = found[s] as number;
      if (f === 13 || !this.isSafe(f * 4 + s)) continue;
      const m = this.homeMove(s);
      if (m >= 0) return m;
    }
    return -1;
  }

  /**
   * Sends every safe card home, logging each move; returns how many. The
   * result does not depend on the order: a card safe now stays safe as
   * foundations rise.
   */
  autoplay(): number {
    let made = 0;
    for (let m = this.nextSafe(); m >= 0; m = this.nextSafe()) {
      this.apply(m);
      this.autoLog[this.autoTop++] = m;
      made++;
    }
    return made;
  }

  unautoplay(made: number): void {
    for (let k = 0; k < made; k++) this.unapply(this.autoLog[--this.autoTop] as number);
  }

  /** The heuristic (lower is better), in 1/WEIGHT_SCALE units. */
  score(): number {
    let above = 0;
    const { found, locCol, locIdx, len } = this;
    for (let s = 0; s < 4; s++) {
      const f = found[s] as number;
      if (f === 13) continue;
      const card = f * 4 + s;
      const c = locCol[card] as number;
      if (c !== IN_CELL) above += (len[c] as number) - 1 - (locIdx[card] as number);
    }
    return this.weigh(52 - this.home, this.blk, above, this.seq, this.free, this.empties);
  }

  /** The heuristic's weighted sum of its terms (score() and the peeks' children), a small integer. */
  weigh(out: number, blk: number, above: number, seq: number, free: number, empties: number): number {
    return (
      (this.wHome * out +
        this.wBlk * blk +
        this.wAbove * above +
        this.wSeq * seq -
        this.wCells * free -
        this.wCols * empties) |
      0
    );
  }

  /** The heuristic's `above` term and the next cards needed per column, for peek.ts. */
  above = 0;
  needIn = new Int32Array(8);
  /** The highest of those cards in each column (-1: none). */
  needTop = new Int32Array(8);
  /** Each suit's next card needed: its column (-1: in a cell or none) and height. */
  needCol = new Int32Array(4);
  needIdx = new Int32Array(4);
  /** The hash of the child a peek looked at (peek.ts). */
  peek1 = 0;
  peek2 = 0;

  private order = new Int32Array(8);
  /** listMoves' scratch: the first of the two cards that fit on each column's top, or -1. */
  fitFirst = new Int32Array(8);
  /** listMoves' scratch: the length of the ordered run on each column's top (0: empty). */
  runLen = new Int32Array(8);

  /**
   * The exact canonical key into `out` (returns its length): the non-empty
   * columns ordered by their bottom card (unique), each as its length and
   * cards, then the cells sorted. Foundations follow from the rest.
   */
  key(out: Uint8Array): number {
    const { len, col, cell, order } = this;
    let m = 0;
    for (let c = 0; c < 8; c++) {
      if (len[c] === 0) continue;
      const b = col[c * STRIDE] as number;
      let j = m++;
      while (j > 0 && (col[(order[j - 1] as number) * STRIDE] as number) > b) {
        order[j] = order[j - 1] as number;
        j--;
      }
      order[j] = c;
    }
    let p = 0;
    for (let j = 0; j < m; j++) {
      const c = order[j] as number;
      const n = len[c] as number;
      out[p++] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) out[p++] = col[base + k] as number;
    }
    out[p++] = 0;
    // The cells sorted (insertion sort of four).
    const start = p;
    for (let k = 0; k < 4; k++) {
      const v = cell[k] as number;
      let j = p++;
      while (j > start && (out[j - 1] as number) > v) {
        out[j] = out[j - 1] as number;
        j--;
      }
      out[j] = v;
    }
    return p;
  }
}

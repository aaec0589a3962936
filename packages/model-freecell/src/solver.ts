/**
 * A fast FreeCell solver: best-first search over canonical positions.
 *
 * - Positions are equal up to the order of columns and of cells, so the seen
 *   set keys on an order-free 64-bit hash (each column hashed on its own,
 *   the column hashes summed).
 * - Moves: a card to the foundation, column to the first free cell, cell to
 *   column, and column-to-column sequence moves within the supermove limit
 *   (onto an empty column, every length but the whole column). Cards are
 *   never taken off the foundations (standard FreeCell; the MIS also allows
 *   it, the solver does not use it). Every single-card move is among these
 *   (up to the order of cells and columns), so the search covers every
 *   position reachable in standard FreeCell.
 * - After every move the safe cards go home automatically (and appear in
 *   the solution): a card whose opposite-colour cards of the rank below are
 *   home can never be needed again, so this loses no solutions.
 * - The queue is ordered by a heuristic (cards home, cards above a lower
 *   card, cards out of sequence, cards above the next cards needed, free
 *   cells and columns) plus a little of the depth. solve tries a few weight
 *   sets with small node budgets, then one without a budget: when its queue
 *   runs dry every reachable position has been seen. That search is then
 *   redone with exact keys (no hash can merge two positions), and only if
 *   it runs dry too is the answer 'unsolvable'.
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
import { FreecellError } from './errors.js';
import { type FreecellGame, isGame } from './game.js';
import { shown } from './shown.js';
import { F_C_SIZE, T_SIZE } from './types.js';

/** The heuristic's weights: the position with the lowest weighted sum is searched first. */
export interface Weights {
  /** Per card not yet home. */
  readonly home: number;
  /** Per card lying above a lower card in its column. */
  readonly blocked: number;
  /** Per card above the next card its suit needs. */
  readonly above: number;
  /** Per free cell (subtracted). */
  readonly cells: number;
  /** Per empty column (subtracted). */
  readonly cols: number;
  /** Per card not on a card one higher of the other colour. */
  readonly unseq: number;
  /** Per move made so far: more finds shorter solutions, slower. */
  readonly depth: number;
}

export interface SolveOptions {
  /** Give up after expanding this many positions in all (default: no limit). */
  readonly maxNodes?: number;
  /** Give up after this many milliseconds of `now()`; needs `now`. */
  readonly timeLimitMs?: number;
  /** A clock in milliseconds (e.g. `() => performance.now()`); the model reads no clock itself. */
  readonly now?: () => number;
  /** Tuning: one search with these weights (over the defaults) and no budget but maxNodes. */
  readonly weights?: Partial<Weights>;
  /** Tuning: the searches to try in turn; the last should have budget Infinity to stay complete. */
  readonly attempts?: readonly { readonly weights: Partial<Weights>; readonly budget: number }[];
}

export type SolveResult =
  | {
      readonly status: 'solved';
      /** Every move in standard notation, automatic foundation moves included. */
      readonly moves: string[];
      /** The number of moves without the automatic foundation moves. */
      readonly length: number;
      /** Positions expanded. */
      readonly nodes: number;
    }
  | { readonly status: 'unsolvable'; readonly nodes: number }
  | { readonly status: 'gave-up'; readonly nodes: number };

/**
 * Default weights, tuned (coordinate descent, fewest positions expanded) on
 * Microsoft deals 5001..5300, then 20001..20400.
 */
const W1: Weights = { home: 0.7, blocked: 1.125, above: 0.375, cells: 4, cols: 2, unseq: 1, depth: 0.75 };
/** A second view, tuned on the deals of 1..4000 that the first does not solve within 2,000 positions. */
const W2: Weights = { home: 0.84, blocked: 0.08, above: 0.56, cells: 1, cols: 0.84, unseq: 1.5, depth: 1 };
/** A third, tuned on the 77 solvable deals of 1..32000 that the first two left (it values space highly). */
const W3: Weights = { home: 0.7, blocked: 0.844, above: 0.188, cells: 6, cols: 7, unseq: 1, depth: 0.75 };

/**
 * The attempts solve makes, in order: quick searches with different weights
 * fail on different deals, so a short attempt with another view beats a long
 * one with the same view. The last has no budget, so it is complete.
 */
const ATTEMPTS: readonly { readonly weights: Weights; readonly budget: number }[] = [
  { weights: W1, budget: 2000 },
  { weights: W2, budget: 4000 },
  { weights: W3, budget: Infinity },
];

// Card id = rank * 4 + suit, suits H D S C (0, 1 red; 2, 3 black).
const STRIDE = 24; // column capacity in the work arrays (a column never exceeds 19 cards)
const REC = 64; // bytes per stored position: 4 cells, 8 column lengths, 52 cards
const EMPTY = 255;
const IN_CELL = 8;

// Move encoding: kind | src << 3 | dst << 7 | count << 11 (| cell card << 15 for TO_FOUND_CELL).
const TO_FOUND_COL = 0;
const TO_FOUND_CELL = 1;
const COL_TO_CELL = 2;
const CELL_TO_COL = 3;
const COL_TO_COL = 4;

const MIX1 = new Int32Array(64 * 32);
const MIX2 = new Int32Array(64 * 32);
{
  // Fixed pseudo-random tables (a seeded xorshift), so hashes are the same every run.
  let x = 0x9e3779b9 | 0;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  };
  for (let i = 0; i < MIX1.length; i++) {
    MIX1[i] = next();
    MIX2[i] = next();
  }
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/**
 * The seen set: open addressing on 64-bit keys. A slot is in use when its
 * stamp is the current generation, so a new search starts without clearing.
 */
class SeenSet {
  a = new Int32Array(1 << 16);
  b = new Int32Array(1 << 16);
  stamp = new Int32Array(1 << 16);
  mask = (1 << 16) - 1;
  gen = 0;
  count = 0;
  reset(): void {
    this.gen++;
    this.count = 0;
  }
  /** Adds (h1, h2); false when it was already there. */
  add(h1: number, h2: number): boolean {
    const { a, b, stamp, gen, mask } = this;
    let i = h1 & mask;
    while (stamp[i] === gen) {
      if (a[i] === h1 && b[i] === h2) return false;
      i = (i + 1) & mask;
    }
    stamp[i] = gen;
    a[i] = h1;
    b[i] = h2;
    if (++this.count * 2 > mask) this.grow();
    return true;
  }
  private grow(): void {
    const { a, b, stamp, gen } = this;
    const n = stamp.length * 2;
    this.a = new Int32Array(n);
    this.b = new Int32Array(n);
    this.stamp = new Int32Array(n);
    this.mask = n - 1;
    this.gen = 1;
    this.count = 0;
    for (let i = 0; i < stamp.length; i++) if (stamp[i] === gen) this.add(a[i] as number, b[i] as number);
  }
}

/** A binary min-heap of node ids by priority; ties go to the newest node, so the order is deterministic. */
class Heap {
  prio = new Float64Array(1 << 14);
  ids = new Int32Array(1 << 14);
  size = 0;
  push(p: number, id: number): void {
    if (this.size === this.ids.length) {
      const np = new Float64Array(this.size * 2);
      np.set(this.prio);
      this.prio = np;
      const ni = new Int32Array(this.size * 2);
      ni.set(this.ids);
      this.ids = ni;
    }
    const { prio, ids } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pp = prio[parent] as number;
      if (pp < p || (pp === p && (ids[parent] as number) > id)) break;
      prio[i] = pp;
      ids[i] = ids[parent] as number;
      i = parent;
    }
    prio[i] = p;
    ids[i] = id;
  }
  pop(): number {
    const { prio, ids } = this;
    const top = ids[0] as number;
    const n = --this.size;
    const p = prio[n] as number;
    const id = ids[n] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const c2 = c + 1;
      if (c2 < n) {
        const a = prio[c] as number;
        const b = prio[c2] as number;
        if (b < a || (b === a && (ids[c2] as number) > (ids[c] as number))) c = c2;
      }
      const pc = prio[c] as number;
      if (p < pc || (p === pc && id > (ids[c] as number))) break;
      prio[i] = pc;
      ids[i] = ids[c] as number;
      i = c;
    }
    prio[i] = p;
    ids[i] = id;
    return top;
  }
}

/**
 * The mutable position the search works on, with make/unmake of moves and
 * per-column prefix summaries (hash, blocked, out-of-sequence and run
 * counts of the cards up to each height), so that a
 * child position only computes what its moved cards change.
 */
class Work {
  col = new Uint8Array(T_SIZE * STRIDE);
  len = new Int8Array(T_SIZE);
  cell = new Uint8Array(F_C_SIZE).fill(EMPTY);
  found = new Int8Array(4);
  /** Where each card is: column 0..7 or IN_CELL, and its height in the column. */
  locCol = new Uint8Array(52);
  locIdx = new Uint8Array(52);
  /** Automatic moves made, as a stack of encoded moves, for unmake. */
  autoLog: number[] = [];
  // Summaries of each column's cards 0..k, at index c * STRIDE + k: valid up to the
  // column's length, because cards are only ever added on top (extend) or taken off.
  pf1 = new Int32Array(T_SIZE * STRIDE);
  pf2 = new Int32Array(T_SIZE * STRIDE);
  /** Raw running hashes, the seeds of the next height. */
  ph1 = new Int32Array(T_SIZE * STRIDE);
  ph2 = new Int32Array(T_SIZE * STRIDE);
  pblk = new Int32Array(T_SIZE * STRIDE);
  pmin = new Int32Array(T_SIZE * STRIDE);
  pseq = new Int32Array(T_SIZE * STRIDE);
  prun = new Int32Array(T_SIZE * STRIDE);

  load(pool: Uint8Array, off: number): void {
    const { col, len, cell, found, locCol, locIdx } = this;
    found.fill(13);
    for (let k = 0; k < 4; k++) {
      const c = pool[off + k] as number;
      cell[k] = c;
      if (c !== EMPTY) {
        found[c & 3]!--;
        locCol[c] = IN_CELL;
      }
    }
    let p = off + 12;
    for (let c = 0; c < T_SIZE; c++) {
      const n = pool[off + 4 + c] as number;
      len[c] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) {
        const card = pool[p++] as number;
        col[base + k] = card;
        locCol[card] = c;
        locIdx[card] = k;
        found[card & 3]!--;
        this.extend(base + k);
      }
    }
  }

  store(pool: Uint8Array, off: number): void {
    for (let k = 0; k < 4; k++) pool[off + k] = this.cell[k] as number;
    let p = off + 12;
    for (let c = 0; c < T_SIZE; c++) {
      const n = this.len[c] as number;
      pool[off + 4 + c] = n;
      const base = c * STRIDE;
      for (let k = 0; k < n; k++) pool[p++] = this.col[base + k] as number;
    }
  }

  /** Computes the summaries at slot i = c * STRIDE + k from those below it. */
  extend(i: number): void {
    const card = this.col[i] as number;
    const k = i % STRIDE;
    const r = card >> 2;
    let h1 = 0x12345;
    let h2 = 7919;
    let blocked = 0;
    let minRank = 99;
    let unseq = 1;
    let run = 1;
    if (k > 0) {
      h1 = this.ph1[i - 1] as number;
      h2 = this.ph2[i - 1] as number;
      blocked = this.pblk[i - 1] as number;
      minRank = this.pmin[i - 1] as number;
      unseq = this.pseq[i - 1] as number;
      const below = this.col[i - 1] as number;
      if (below >> 2 === r + 1 && ((below ^ card) & 2) !== 0) run = (this.prun[i - 1] as number) + 1;
      else unseq++;
    }
    if (r > minRank) blocked++;
    else minRank = r;
    h1 = Math.imul(h1 ^ (MIX1[(k << 6) | card] as number), 0x01000193);
    h2 = Math.imul(h2 + (MIX2[(k << 6) | card] as number), 0x5bd1e995) ^ (h2 >>> 15);
    this.ph1[i] = h1;
    this.ph2[i] = h2;
    this.pf1[i] = fmix(h1 ^ k);
    this.pf2[i] = fmix(h2 ^ 0x27d4eb2f);
    this.pblk[i] = blocked;
    this.pmin[i] = minRank;
    this.pseq[i] = unseq;
    this.prun[i] = run;
  }

  top(c: number): number {
    const n = this.len[c] as number;
    return n === 0 ? EMPTY : (this.col[c * STRIDE + n - 1] as number);
  }

  /** Number of cards on top of column c forming an ordered run. */
  run(c: number): number {
    const n = this.len[c] as number;
    if (n === 0) return 0;
    const base = c * STRIDE;
    let k = 1;
    let upper = this.col[base + n - 1] as number;
    while (k < n) {
      const lower = this.col[base + n - 1 - k] as number;
      if (lower >> 2 !== (upper >> 2) + 1 || ((lower ^ upper) & 2) === 0) break;
      upper = lower;
      k++;
    }
    return k;
  }

  freeCells(): number {
    let n = 0;
    for (let k = 0; k < 4; k++) if (this.cell[k] === EMPTY) n++;
    return n;
  }

  emptyCols(): number {
    let n = 0;
    for (let c = 0; c < T_SIZE; c++) if (this.len[c] === 0) n++;
    return n;
  }

  isSafe(card: number): boolean {
    const r = card >> 2;
    if (this.found[card & 3] !== r) return false;
    if (r <= 1) return true;
    const o = (card & 2) ^ 2; // first suit of the other colour
    return (this.found[o] as number) >= r && (this.found[o + 1] as number) >= r;
  }

  apply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const { col, len, cell } = this;
    switch (kind) {
      case TO_FOUND_COL: {
        const n = --len[src]!;
        this.found[(col[src * STRIDE + n] as number) & 3]!++;
        break;
      }
      case TO_FOUND_CELL:
        this.found[(cell[src] as number) & 3]!++;
        cell[src] = EMPTY;
        break;
      case COL_TO_CELL:
        this.toCell(src, dst);
        break;
      case CELL_TO_COL:
        this.fromCell(src, dst);
        break;
      default:
        this.shift(src, dst, m >> 11);
    }
  }

  /** Moves the top card of column c into cell k. */
  toCell(c: number, k: number): void {
    const n = --this.len[c]!;
    const card = this.col[c * STRIDE + n] as number;
    this.cell[k] = card;
    this.locCol[card] = IN_CELL;
  }

  /** Moves the card of cell k onto column c. */
  fromCell(k: number, c: number): void {
    const n = this.len[c]!++;
    const card = this.cell[k] as number;
    this.col[c * STRIDE + n] = card;
    this.locCol[card] = c;
    this.locIdx[card] = n;
    this.cell[k] = EMPTY;
    this.extend(c * STRIDE + n);
  }

  /** Moves the top `count` cards of column `from` onto column `to` (a sequence move and its undo). */
  shift(from: number, to: number, count: number): void {
    const { col, len, locCol, locIdx } = this;
    const nf = (len[from] as number) - count;
    const nt = len[to] as number;
    for (let k = 0; k < count; k++) {
      const card = col[from * STRIDE + nf + k] as number;
      col[to * STRIDE + nt + k] = card;
      locCol[card] = to;
      locIdx[card] = nt + k;
      this.extend(to * STRIDE + nt + k);
    }
    len[from] = nf;
    len[to] = nt + count;
  }

  /** Unmakes move m (the summaries of the cards it brings back are still in place or recomputed). */
  unapply(m: number): void {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const { col, len, cell } = this;
    switch (kind) {
      case TO_FOUND_COL: {
        // The card is still in the column's array above its length.
        const n = len[src]!++;
        this.found[(col[src * STRIDE + n] as number) & 3]!--;
        break;
      }
      case TO_FOUND_CELL: {
        const card = m >> 15; // the move remembers the cell's card
        cell[src] = card;
        this.found[card & 3]!--;
        break;
      }
      case COL_TO_CELL:
        this.fromCell(dst, src);
        break;
      case CELL_TO_COL:
        this.toCell(dst, src);
        break;
      default:
        this.shift(dst, src, m >> 11);
    }
  }

  /**
   * After move m from a position where no card was safe to send home: only
   * a card m exposed, or a foundation m raised, can make one safe.
   */
  autoplayAfter(m: number): number {
    const kind = m & 7;
    if (kind === CELL_TO_COL) return 0;
    if (kind === COL_TO_CELL || kind === COL_TO_COL) {
      const src = (m >> 3) & 15;
      const n = this.len[src] as number;
      if (n === 0 || !this.isSafe(this.col[src * STRIDE + n - 1] as number)) return 0;
    }
    return this.autoplay();
  }

  /** Sends every safe card home, logging each move; returns how many. */
  autoplay(): number {
    let made = 0;
    let again = true;
    while (again) {
      again = false;
      for (let c = 0; c < T_SIZE; c++) {
        const n = this.len[c] as number;
        if (n > 0 && this.isSafe(this.col[c * STRIDE + n - 1] as number)) {
          const m = TO_FOUND_COL | (c << 3);
          this.apply(m);
          this.autoLog.push(m);
          made++;
          again = true;
        }
      }
      for (let k = 0; k < 4; k++) {
        const card = this.cell[k] as number;
        if (card !== EMPTY && this.isSafe(card)) {
          const m = TO_FOUND_CELL | (k << 3) | (card << 15);
          this.apply(m);
          this.autoLog.push(m);
          made++;
          again = true;
        }
      }
    }
    return made;
  }

  unautoplay(made: number): void {
    for (let k = 0; k < made; k++) this.unapply(this.autoLog.pop() as number);
  }

  homeCount(): number {
    const f = this.found;
    return (f[0] as number) + (f[1] as number) + (f[2] as number) + (f[3] as number);
  }

  /** Order-free 64-bit hash of the position (foundations follow from the rest). */
  hash(out: Int32Array): void {
    let s1 = 0;
    let s2 = 0;
    for (let c = 0; c < T_SIZE; c++) {
      const n = this.len[c] as number;
      if (n === 0) continue;
      const i = c * STRIDE + n - 1;
      s1 = (s1 + (this.pf1[i] as number)) | 0;
      s2 = (s2 + (this.pf2[i] as number)) | 0;
    }
    for (let k = 0; k < 4; k++) {
      const card = this.cell[k] as number;
      if (card === EMPTY) continue;
      s1 = (s1 + (MIX1[(31 << 6) | card] as number)) | 0;
      s2 = (s2 + (MIX2[(31 << 6) | card] as number)) | 0;
    }
    out[0] = s1;
    out[1] = s2;
  }

  /** The exact canonical key: the columns as strings, sorted, then the cells, sorted. */
  key(): string {
    const cols: string[] = [];
    for (let c = 0; c < T_SIZE; c++) {
      const n = this.len[c] as number;
      if (n === 0) continue;
      let text = '';
      for (let k = 0; k < n; k++) text += String.fromCharCode(48 + (this.col[c * STRIDE + k] as number));
      cols.push(text);
    }
    cols.sort();
    const cells: number[] = [];
    for (let k = 0; k < 4; k++) if (this.cell[k] !== EMPTY) cells.push(this.cell[k] as number);
    cells.sort((a, b) => a - b);
    return `${cols.join(' ')}|${String.fromCharCode(...cells.map((c) => 48 + c))}`;
  }

  /** The heuristic (lower is better). */
  score(w: Weights): number {
    let blocked = 0;
    let unseq = 0;
    for (let c = 0; c < T_SIZE; c++) {
      const n = this.len[c] as number;
      if (n === 0) continue;
      blocked += this.pblk[c * STRIDE + n - 1] as number;
      unseq += this.pseq[c * STRIDE + n - 1] as number;
    }
    let above = 0;
    for (let s = 0; s < 4; s++) {
      const f = this.found[s] as number;
      if (f === 13) continue;
      const card = f * 4 + s;
      const c = this.locCol[card] as number;
      if (c !== IN_CELL) above += (this.len[c] as number) - 1 - (this.locIdx[card] as number);
    }
    return (
      w.home * (52 - this.homeCount()) +
      w.blocked * blocked +
      w.above * above +
      w.unseq * unseq -
      w.cells * this.freeCells() -
      w.cols * this.emptyCols()
    );
  }

  /** Lists the moves worth searching (see the module comment), into `out`. */
  moves(out: number[]): void {
    out.length = 0;
    const { col, len, cell } = this;
    let firstCell = -1;
    for (let k = 0; k < 4; k++)
      if (cell[k] === EMPTY) {
        firstCell = k;
        break;
      }
    let firstEmpty = -1;
    for (let c = 0; c < T_SIZE; c++)
      if (len[c] === 0) {
        firstEmpty = c;
        break;
      }
    const free = this.freeCells();
    const empties = this.emptyCols();
    const capTo = (1 + free) << empties;
    const capToEmpty = empties > 0 ? (1 + free) << (empties - 1) : 0;
    // To the foundation (the safe ones already went automatically).
    for (let c = 0; c < T_SIZE; c++) {
      const t = this.top(c);
      if (t !== EMPTY && this.found[t & 3] === t >> 2) out.push(TO_FOUND_COL | (c << 3));
    }
    for (let k = 0; k < 4; k++) {
      const t = cell[k] as number;
      if (t !== EMPTY && this.found[t & 3] === t >> 2) out.push(TO_FOUND_CELL | (k << 3) | (t << 15));
    }
    // Column to column.
    for (let s = 0; s < T_SIZE; s++) {
      const ns = len[s] as number;
      if (ns === 0) continue;
      const run = this.prun[s * STRIDE + ns - 1] as number;
      for (let d = 0; d < T_SIZE; d++) {
        if (d === s) continue;
        const nd = len[d] as number;
        if (nd === 0) {
          if (d !== firstEmpty) continue;
          const most = Math.min(run, capToEmpty);
          for (let k = most; k >= 1; k--) if (k < ns) out.push(COL_TO_COL | (s << 3) | (d << 7) | (k << 11));
          continue;
        }
        const t = col[d * STRIDE + nd - 1] as number;
        const need = (t >> 2) - 1;
        // The card of the run that would go onto t sits `depth` cards down.
        const topRank = (col[s * STRIDE + ns - 1] as number) >> 2;
        const k = need - topRank + 1;
        if (k < 1 || k > run || k > capTo) continue;
        const b = col[s * STRIDE + ns - k] as number;
        if (((b ^ t) & 2) === 0) continue;
        out.push(COL_TO_COL | (s << 3) | (d << 7) | (k << 11));
      }
    }
    // Cell to column.
    for (let k = 0; k < 4; k++) {
      const card = cell[k] as number;
      if (card === EMPTY) continue;
      for (let d = 0; d < T_SIZE; d++) {
        const nd = len[d] as number;
        if (nd === 0) {
          if (d === firstEmpty) out.push(CELL_TO_COL | (k << 3) | (d << 7));
          continue;
        }
        const t = col[d * STRIDE + nd - 1] as number;
        if (t >> 2 === (card >> 2) + 1 && ((t ^ card) & 2) !== 0) out.push(CELL_TO_COL | (k << 3) | (d << 7));
      }
    }
    // Column to a free cell.
    if (firstCell >= 0) {
      for (let s = 0; s < T_SIZE; s++) if ((len[s] as number) > 0) out.push(COL_TO_CELL | (s << 3) | (firstCell << 7));
    }
  }

  fromGame(game: FreecellGame): void {
    const p = game.position();
    this.found.fill(0);
    for (const f of p.foundations) {
      const top = f[f.length - 1];
      if (top !== undefined) this.found[top.id & 3] = f.length;
    }
    p.cells.forEach((c, k) => {
      const card = c[0] === undefined ? EMPTY : c[0].id;
      this.cell[k] = card;
      if (card !== EMPTY) this.locCol[card] = IN_CELL;
    });
    p.tableau.forEach((t, c) => {
      this.len[c] = t.length;
      t.forEach((card, k) => {
        this.col[c * STRIDE + k] = card.id;
        this.locCol[card.id] = c;
        this.locIdx[card.id] = k;
        this.extend(c * STRIDE + k);
      });
    });
  }

  /** The standard notation of move m in this position (before it is made). */
  notation(m: number): string {
    const kind = m & 7;
    const src = (m >> 3) & 15;
    const dst = (m >> 7) & 15;
    const colName = String(src + 1);
    const cellName = (c: number): string => 'abcd'[c] as string;
    switch (kind) {
      case TO_FOUND_COL:
        return `${colName}h`;
      case TO_FOUND_CELL:
        return `${cellName(src)}h`;
      case COL_TO_CELL:
        return colName + cellName(dst);
      case CELL_TO_COL:
        return cellName(src) + String(dst + 1);
      default: {
        const count = m >> 11;
        // Onto an empty column, play() moves the longest run allowed unless told a count.
        if (this.len[dst] === 0) {
          const cap = (1 + this.freeCells()) << (this.emptyCols() - 1);
          if (count !== Math.min(this.run(src), cap)) return `${colName}${dst + 1}v${count}`;
        }
        return colName + String(dst + 1);
      }
    }
  }
}

/**
 * Buffers kept between searches, so a search allocates nothing once warm.
 * Nodes are (parent, move, depth); only expanded nodes get a stored
 * position (`recOf`), and a node's position is rebuilt from its parent's when
 * it is expanded: most generated nodes are never expanded.
 */
function freshScratch() {
  return {
    pool: new Uint8Array(REC * (1 << 12)),
    parent: new Int32Array(1 << 14),
    moveOf: new Int32Array(1 << 14),
    depth: new Int32Array(1 << 14),
    recOf: new Int32Array(1 << 14),
    seen: new SeenSet(),
    heap: new Heap(),
    work: new Work(),
    moves: [] as number[],
  };
}
type Scratch = ReturnType<typeof freshScratch>;
/** Made on the first solve, not at import. */
let scratch: Scratch | null = null;

/** Lets a long search's buffers go (a deal like 11982 grows them to tens of megabytes). */
function trimScratch(): void {
  if (scratch !== null && (scratch.parent.length > 1 << 18 || scratch.seen.mask > 1 << 20)) scratch = null;
}

const WEIGHT_NAMES = Object.keys(W1) as (keyof Weights)[];

/** A budget: a number >= 0, Infinity allowed (no limit), NaN not (it would never run out). */
function checkBudget(name: string, v: unknown): number {
  if (typeof v !== 'number') throw new FreecellError('wrong_type', `solve: ${name} must be a number, got ${shown(v)}`);
  if (!(v >= 0)) throw new FreecellError('out_of_range', `solve: ${name} must be a number >= 0, got ${shown(v)}`);
  return v;
}

/** Weights over the defaults: known names only, each a finite number (NaN or Infinity would wreck the queue order). */
function checkWeights(name: string, w: unknown): Weights {
  if (typeof w !== 'object' || w === null)
    throw new FreecellError('wrong_type', `solve: ${name} must be an object of weights, got ${shown(w)}`);
  for (const [key, v] of Object.entries(w)) {
    if (!(WEIGHT_NAMES as string[]).includes(key)) {
      throw new FreecellError(
        'out_of_range',
        `solve: ${name}.${key} is not a weight (the weights are ${WEIGHT_NAMES.join(', ')})`,
      );
    }
    if (typeof v !== 'number')
      throw new FreecellError('wrong_type', `solve: ${name}.${key} must be a number, got ${shown(v)}`);
    if (!Number.isFinite(v))
      throw new FreecellError('out_of_range', `solve: ${name}.${key} must be a finite number, got ${shown(v)}`);
  }
  return { ...W1, ...(w as Partial<Weights>) };
}

/**
 * Checks solve's options before anything runs, so a bad one throws a clear
 * error instead of a search that never gives up (timeLimitMs NaN) or a
 * queue in no order (a NaN weight).
 */
function checkOptions(options: SolveOptions): {
  maxNodes: number;
  now: (() => number) | undefined;
  deadline: number;
  attempts: { weights: Weights; budget: number }[];
} {
  if (typeof options !== 'object' || options === null)
    throw new FreecellError('wrong_type', `solve: options must be an object, got ${shown(options)}`);
  const asked = options.maxNodes === undefined ? MAX_SOLVE_NODES : checkBudget('maxNodes', options.maxNodes);
  // Infinity, "no limit", is the package's limit; a finite number past it is refused.
  if (asked > MAX_SOLVE_NODES && asked !== Infinity) {
    throw new FreecellError('too_large', `solve: maxNodes must be at most ${MAX_SOLVE_NODES}, got ${shown(asked)}`);
  }
  const maxNodes = Math.min(asked, MAX_SOLVE_NODES);
  const { now, timeLimitMs } = options;
  if (now !== undefined && typeof now !== 'function')
    throw new FreecellError('wrong_type', `solve: now must be a function, got ${shown(now)}`);
  let deadline = Infinity;
  if (timeLimitMs !== undefined) {
    if (now === undefined) throw new FreecellError('wrong_type', 'solve: timeLimitMs needs a clock, options.now');
    const limit = checkBudget('timeLimitMs', timeLimitMs);
    const start: unknown = now();
    if (typeof start !== 'number' || !Number.isFinite(start)) {
      throw new FreecellError(
        'out_of_range',
        `solve: now() must return a finite number of milliseconds, got ${shown(start)}`,
      );
    }
    deadline = start + limit;
  }
  if (options.weights !== undefined && options.attempts !== undefined) {
    throw new FreecellError('wrong_type', 'solve: give weights or attempts, not both');
  }
  let attempts: { weights: Weights; budget: number }[];
  if (options.attempts !== undefined) {
    if (!Array.isArray(options.attempts) || options.attempts.length === 0 || options.attempts.length > 100) {
      throw new FreecellError(
        'out_of_range',
        'solve: attempts must be a non-empty array of at most 100 { weights, budget }',
      );
    }
    attempts = options.attempts.map((a: unknown, k) => {
      if (typeof a !== 'object' || a === null)
        throw new FreecellError('wrong_type', `solve: attempts[${k}] must be { weights, budget }, got ${shown(a)}`);
      const { weights, budget } = a as { weights?: unknown; budget?: unknown };
      return {
        weights: checkWeights(`attempts[${k}].weights`, weights),
        budget: checkBudget(`attempts[${k}].budget`, budget),
      };
    });
  } else if (options.weights !== undefined) {
    attempts = [{ weights: checkWeights('weights', options.weights), budget: Infinity }];
  } else {
    attempts = ATTEMPTS.map((a) => ({ ...a }));
  }
  return { maxNodes, now, deadline, attempts };
}

/**
 * The most positions one solve expands, over all its attempts (about 64
 * bytes each, plus the queue): the default `maxNodes`, and what `Infinity`
 * means; a larger finite maxNodes is refused. Deal 11982, the unsolvable
 * one, is proved so in about 130,000.
 */
export const MAX_SOLVE_NODES = 5_000_000;

/**
 * Solves the game from its current position. `solved` lists every move in
 * standard notation, automatic foundation moves included, for `game.play`;
 * `unsolvable` means every position reachable by standard moves was searched.
 * The game is not changed. Every bad argument throws FreecellError with a
 * code; at most MAX_SOLVE_NODES positions are expanded.
 */
export function solve(game: FreecellGame, options: SolveOptions = {}): SolveResult {
  if (!isGame(game)) throw new FreecellError('wrong_type', `solve: expected a FreecellGame, got ${shown(game)}`);
  const { maxNodes, now, deadline, attempts } = checkOptions(options);
  const root = new Work();
  root.fromGame(game);
  root.autoplay();
  root.autoLog.length = 0;
  if (root.homeCount() === 52) return finish(game, [], 0);
  const rootRec = new Uint8Array(REC);
  root.store(rootRec, 0);
  let total = 0;
  try {
    for (const { weights, budget } of attempts) {
      let r = search(rootRec, weights, Math.min(budget, maxNodes - total), now, deadline, false);
      total += r.expanded;
      if (r.exhausted) {
        // The 64-bit hash could, with odds near 1e-10, have merged two positions:
        // the proof is redone with exact keys (only unsolvable positions get here).
        r = search(rootRec, weights, maxNodes - total, now, deadline, true);
        total += r.expanded;
      }
      if (r.path !== null) return finish(game, r.path, total);
      if (r.exhausted) return { status: 'unsolvable', nodes: total };
      if (total >= maxNodes || (now !== undefined && now() > deadline)) break;
    }
    return { status: 'gave-up', nodes: total };
  } finally {
    trimScratch();
  }
}

interface SearchResult {
  readonly path: number[] | null;
  readonly exhausted: boolean;
  readonly expanded: number;
}

/** One best-first search from the stored position `rootRec`. */
function search(
  rootRec: Uint8Array,
  w: Weights,
  budget: number,
  now: (() => number) | undefined,
  deadline: number,
  exact: boolean,
): SearchResult {
  scratch ??= freshScratch();
  const s = scratch;
  const { work, seen, heap, moves } = s;
  const h = new Int32Array(2);
  const exactSeen = new Set<string>();
  // Adds the work position to the seen set; false when it was there.
  const isNew = (): boolean => {
    if (!exact) return seen.add(h[0] as number, h[1] as number);
    const key = work.key();
    if (exactSeen.has(key)) return false;
    exactSeen.add(key);
    return true;
  };
  seen.reset();
  heap.size = 0;
  work.autoLog.length = 0;
  let { pool, parent, moveOf, depth, recOf } = s;
  let nodes = 0;
  const addNode = (par: number, m: number, d: number): number => {
    const id = nodes++;
    if (nodes > parent.length) {
      const n = parent.length * 2;
      for (const key of ['parent', 'moveOf', 'depth', 'recOf'] as const) {
        const bigger = new Int32Array(n);
        bigger.set(s[key]);
        s[key] = bigger;
      }
      ({ parent, moveOf, depth, recOf } = s);
    }
    parent[id] = par;
    moveOf[id] = m;
    depth[id] = d;
    return id;
  };

  work.load(rootRec, 0);
  work.hash(h);
  isNew();
  heap.push(0, addNode(-1, 0, 0));
  let expanded = 0;
  while (heap.size > 0) {
    if (expanded >= budget || ((expanded & 255) === 0 && now !== undefined && now() > deadline)) {
      return { path: null, exhausted: false, expanded };
    }
    const id = heap.pop();
    // Rebuild the position: the parent's stored position plus the move and its automatic moves.
    const par = parent[id] as number;
    if (par < 0) work.load(rootRec, 0);
    else {
      work.load(pool, (recOf[par] as number) * REC);
      work.apply(moveOf[id] as number);
      work.autoplay();
      work.autoLog.length = 0;
    }
    if ((expanded + 1) * REC > pool.length) {
      s.pool = new Uint8Array(pool.length * 2);
      s.pool.set(pool);
      pool = s.pool;
    }
    work.store(pool, expanded * REC);
    recOf[id] = expanded;
    expanded++;
    work.moves(moves);
    const d = (depth[id] as number) + 1;
    for (let k = 0, n = moves.length; k < n; k++) {
      const m = moves[k] as number;
      work.apply(m);
      const made = work.autoplayAfter(m);
      work.hash(h);
      if (isNew()) {
        if (work.homeCount() === 52) {
          const path = pathTo(id, parent, moveOf);
          path.push(m);
          return { path, exhausted: false, expanded };
        }
        heap.push(work.score(w) + w.depth * d, addNode(id, m, d));
      }
      work.unautoplay(made);
      work.unapply(m);
    }
  }
  return { path: null, exhausted: true, expanded };
}

function pathTo(id: number, parent: Int32Array, moveOf: Int32Array): number[] {
  const out: number[] = [];
  for (let n = id; (parent[n] as number) >= 0; n = parent[n] as number) out.push(moveOf[n] as number);
  return out.reverse();
}

/**
 * Replays the path from the game's position and writes every move in
 * standard notation, with the automatic moves after each. The search never
 * reorders columns, so the path's column numbers are the game's.
 */
function finish(game: FreecellGame, path: readonly number[], nodes: number): SolveResult {
  const work = new Work();
  work.fromGame(game);
  const out: string[] = [];
  const emitAuto = (): void => {
    const start = work.autoLog.length;
    work.autoplay();
    for (const m of work.autoLog.splice(start)) out.push(work.notation(m));
  };
  emitAuto();
  for (const m of path) {
    out.push(work.notation(m));
    work.apply(m);
    emitAuto();
  }
  return { status: 'solved', moves: out, length: path.length, nodes };
}

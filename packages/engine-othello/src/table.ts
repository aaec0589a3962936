/**
 * A transposition table in one Int32Array: 2-way buckets of 8-word entries
 * [pl, ph, ol, oh, meta, lower, upper, move]. The whole position is stored,
 * so a hit is never a hash collision; `meta` is the generation (bits 8 and
 * up) and the depth (bits 0..7). Bumping the generation empties the table in
 * O(1): an entry of an older generation never hits and is always replaced,
 * so every search behaves as on a fresh table (deterministic results).
 *
 * ```ts
 * const t = new Table(16);
 * t.newSearch();
 * t.store(1, 0, 2, 0, 5, -4, 10, 19);
 * t.probe(1, 0, 2, 0); // the entry's offset, >= 0
 * ```
 */
const STRIDE = 8;

export class Table {
  readonly data: Int32Array;
  private readonly mask: number;
  private gen = 0;

  /** 2^bits entries (bits <= 22: 128 MiB). */
  constructor(bits: number) {
    this.data = new Int32Array(STRIDE << bits);
    // Bucket index: even entry numbers only.
    this.mask = ((1 << bits) - 1) & ~1;
  }

  /** Forgets every entry (O(1)). */
  newSearch(): void {
    this.gen = (this.gen + 1) & 0x7fffff;
    if (this.gen === 0) {
      this.data.fill(0);
      this.gen = 1;
    }
  }

  private bucket(pl: number, ph: number, ol: number, oh: number): number {
    let h =
      Math.imul(pl, 0x9e3779b1) ^ Math.imul(ph, 0x85ebca77) ^ Math.imul(ol, 0xc2b2ae3d) ^ Math.imul(oh, 0x27d4eb2f);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return (h & this.mask) * STRIDE;
  }

  /** The offset of the position's entry in `data`, or -1. */
  probe(pl: number, ph: number, ol: number, oh: number): number {
    const d = this.data;
    const g = this.gen;
    let at = this.bucket(pl, ph, ol, oh);
    for (let w = 0; w < 2; w++, at += STRIDE) {
      if (d[at] === pl && d[at + 1] === ph && d[at + 2] === ol && d[at + 3] === oh && d[at + 4]! >>> 8 === g) {
        return at;
      }
    }
    return -1;
  }

  /** Records bounds lower <= value <= upper found at `depth`, and the best move (-1: none). */
  store(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    depth: number,
    lower: number,
    upper: number,
    move: number,
  ): void {
    const d = this.data;
    const g = this.gen;
    const b = this.bucket(pl, ph, ol, oh);
    let at = b;
    // The same position, else a stale slot, else the shallower one.
    if (d[b] === pl && d[b + 1] === ph && d[b + 2] === ol && d[b + 3] === oh && d[b + 4]! >>> 8 === g) at = b;
    else if (d[b + 8] === pl && d[b + 9] === ph && d[b + 10] === ol && d[b + 11] === oh && d[b + 12]! >>> 8 === g) {
      at = b + 8;
    } else {
      const m0 = d[b + 4]!;
      const m1 = d[b + 12]!;
      if (m0 >>> 8 !== g) at = b;
      else if (m1 >>> 8 !== g) at = b + 8;
      else at = (m0 & 255) <= (m1 & 255) ? b : b + 8;
    }
    d[at] = pl;
    d[at + 1] = ph;
    d[at + 2] = ol;
    d[at + 3] = oh;
    d[at + 4] = (g << 8) | depth;
    d[at + 5] = lower;
    d[at + 6] = upper;
    d[at + 7] = move;
  }
}

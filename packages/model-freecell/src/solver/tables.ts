/**
 * The solver's tables, typed arrays that allocate nothing per position once
 * grown: the seen set on 64-bit hashes (open addressing), the exact seen
 * set (the hash, then the canonical key bytes), and the priority queue
 * (buckets).
 *
 * ```ts
 * const seen = new SeenSet();
 * seen.reset();
 * seen.add(h1, h2); // true: new
 * seen.add(h1, h2); // false
 * ```
 */

/** log2 of the seen set's first size: 8,192 slots of 12 bytes (it grows, and solve lets a big one go). */
const SMALL = 13;

/**
 * Open addressing on 64-bit keys, one slot = [stamp, h1, h2] side by side.
 * A slot is in use when its stamp is the current generation, so a new
 * search starts without clearing. Each search starts in the smallest table
 * and moves up to bigger ones (kept, one per size) as it grows: a table
 * grown by one long search would otherwise spread every later small
 * search's probes over megabytes, a cache miss each (the profile's hottest line).
 */
export class SeenSet {
  /** The tables by size, log2 SMALL upwards; a search uses one at a time. */
  private levels: Int32Array[] = [new Int32Array(3 << SMALL)];
  private level = 0;
  t: Int32Array = this.levels[0] as Int32Array;
  mask = (1 << SMALL) - 1;
  /** The current generation: slots stamped with it are in use (1 at first: a fresh table is all 0, all free). */
  gen = 1;
  count = 0;
  /** Slots in the biggest table kept. */
  get capacity(): number {
    return ((this.levels[this.levels.length - 1] as Int32Array).length / 3) | 0;
  }
  reset(): void {
    // One generation counter for every table: a table is used at most once per generation.
    this.gen = (this.gen + 1) | 0;
    this.count = 0;
    this.level = 0;
    this.t = this.levels[0] as Int32Array;
    this.mask = (1 << SMALL) - 1;
  }
  /** Adds (h1, h2); false when it was already there. */
  add(h1: number, h2: number): boolean {
    const { t, gen, mask } = this;
    let i = h1 & mask;
    for (;;) {
      const j = i * 3;
      if (t[j] !== gen) {
        t[j] = gen;
        t[j + 1] = h1;
        t[j + 2] = h2;
        if (++this.count * 2 > mask) this.grow();
        return true;
      }
      if (t[j + 1] === h1 && t[j + 2] === h2) return false;
      i = (i + 1) & mask;
    }
  }
  /** Whether (h1, h2) is in the set. */
  has(h1: number, h2: number): boolean {
    const { t, gen, mask } = this;
    let i = h1 & mask;
    for (;;) {
      const j = i * 3;
      if (t[j] !== gen) return false;
      if (t[j + 1] === h1 && t[j + 2] === h2) return true;
      i = (i + 1) & mask;
    }
  }
  private grow(): void {
    const { t, gen } = this;
    this.level++;
    const n = ((this.mask + 1) * 2) | 0;
    let next = this.levels[this.level];
    if (next === undefined) {
      next = new Int32Array(n * 3);
      this.levels.push(next);
    }
    this.t = next;
    this.mask = n - 1;
    this.count = 0;
    for (let j = 0; j < t.length; j += 3) if (t[j] === gen) this.add(t[j + 1] as number, t[j + 2] as number);
  }
}

/** The exact seen set: slots hold entry numbers; entries keep their hash and their key bytes. */
export class ExactSet {
  slots = new Int32Array(1 << 16);
  mask = (1 << 16) - 1;
  hash = new Int32Array(1 << 15);
  off = new Int32Array(1 << 15);
  keys = new Uint8Array(1 << 21);
  count = 0;
  used = 0;
  reset(): void {
    this.slots.fill(0);
    this.count = 0;
    this.used = 0;
  }
  /** Adds the key key[0..n) with hash h; false when it was already there. */
  add(h: number, key: Uint8Array, n: number): boolean {
    const { slots, mask, hash, off, keys } = this;
    let i = h & mask;
    for (;;) {
      const e = (slots[i] as number) - 1;
      if (e < 0) break;
      if (hash[e] === h) {
        const o = off[e] as number;
        const n2 = (off[e + 1] as number) - o;
        if (n2 === n) {
          let k = 0;
          while (k < n && keys[o + k] === key[k]) k++;
          if (k === n) return false;
        }
      }
      i = (i + 1) & mask;
    }
    const e = this.count++;
    if (this.count + 1 >= this.hash.length) {
      const h2 = new Int32Array(this.hash.length * 2);
      h2.set(this.hash);
      this.hash = h2;
      const o2 = new Int32Array(this.off.length * 2);
      o2.set(this.off);
      this.off = o2;
    }
    if (this.used + n > this.keys.length) {
      const k2 = new Uint8Array(this.keys.length * 2);
      k2.set(this.keys);
      this.keys = k2;
    }
    this.hash[e] = h;
    this.off[e] = this.used;
    const ks = this.keys;
    const at = this.used;
    for (let k = 0; k < n; k++) ks[at + k] = key[k] as number;
    this.used += n;
    this.off[e + 1] = this.used;
    slots[i] = e + 1;
    if (this.count * 2 > mask) this.grow();
    return true;
  }
  private grow(): void {
    const n = (this.mask + 1) * 2;
    this.slots = new Int32Array(n);
    this.mask = n - 1;
    for (let e = 0; e < this.count; e++) {
      let i = (this.hash[e] as number) & this.mask;
      while (this.slots[i] !== 0) i = (i + 1) & this.mask;
      this.slots[i] = e + 1;
    }
  }
}

/** Buckets in the queue: priorities from -OFFSET to (BUCKETS - OFFSET) / SCALE. */
const BUCKETS = 1 << 14;
/** Priority units per bucket: priorities closer than 1/SCALE share a bucket (last in, first out). */
export const SCALE = 16;

/**
 * A bucket queue of node ids by priority, rounded to 1/SCALE: push is O(1)
 * and pop scans up from the lowest bucket in use (best-first searches stay
 * near it). Within a bucket the newest node comes first, so the order is
 * deterministic. Priorities are clamped to the bucket range, which only
 * blurs the order of extreme ones (custom weights); nothing is ever lost.
 */
export class BucketQueue {
  private head = new Int32Array(BUCKETS).fill(-1);
  /** The next id in the same bucket, by node id. */
  private link = new Int32Array(1 << 8); // small at first, as solver.ts's buffers (see freshScratch)
  /** Every bucket below `low` is empty; none above `high` was used since the last reset. */
  private low = BUCKETS;
  private high = -1;
  /** Added to scaled priorities so that negative ones get a bucket (set per search from the weights). */
  offset = 0;
  size = 0;
  reset(offset: number): void {
    const { head } = this;
    if (this.size > 0) for (let b = this.low; b <= this.high; b++) head[b] = -1;
    this.size = 0;
    this.low = BUCKETS;
    this.high = -1;
    this.offset = offset;
  }
  /** The bucket of priority p. */
  bucket(p: number): number {
    // Rounded to the nearest bucket (| 0 truncates, cheaper than Math.round, once the value is in range).
    const x = p * SCALE + this.offset + 0.5;
    return x < 0 ? 0 : x < BUCKETS ? x | 0 : BUCKETS - 1;
  }
  push(b: number, id: number): void {
    if (id >= this.link.length) {
      const bigger = new Int32Array(Math.max(this.link.length * 2, id + 1));
      bigger.set(this.link);
      this.link = bigger;
    }
    const { head } = this;
    this.link[id] = head[b] as number;
    head[b] = id;
    if (b < this.low) this.low = b;
    if (b > this.high) this.high = b;
    this.size++;
  }
  /** The lowest bucket in use (size > 0). */
  lowest(): number {
    const { head } = this;
    let b = this.low;
    while ((head[b] as number) < 0) b++;
    this.low = b;
    return b;
  }
  pop(): number {
    const b = this.lowest();
    const id = this.head[b] as number;
    this.head[b] = this.link[id] as number;
    this.size--;
    return id;
  }
}

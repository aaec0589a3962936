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

/**
 * log2 of the seen set's first size: 2,048 slots (it grows, and solve lets a big
 * one go). reset() clears what a search wrote, so a small first table keeps the
 * many small searches cheap. Profile of deals 1..32000: at 8,192 slots solve's
 * own time (where the clearing's fill is counted) was 4.4% of the cpu, at 2,048
 * 1.1%, while growing went from 0.5% to 1.1%.
 */
const SMALL = 11;
/**
 * What a key h1 of 0 is stored as (0 marks a free slot): (0, h2) and (ZERO,
 * h2) are then one key, as rare a merge as two positions sharing a hash.
 */
const ZERO = 0x5bd1e995;

/**
 * Open addressing on 64-bit keys (h1, h2), in two arrays: `t` holds h1 (0:
 * a free slot), `u` h2, read only when h1 matches. A probe reads `t` alone,
 * 4 bytes a slot; with one array of [stamp, h1, h2] slots (8,192 of them,
 * 96 KB) that read was the profile's hottest line, and deals 1..8000 took
 * 0.91x the cpu without them. Each search starts in the smallest table and
 * moves up to bigger ones (kept, one per size) as it grows: a table grown by
 * one long search would otherwise spread every later small search's probes
 * over megabytes. reset() clears the tables the last search wrote.
 */
export class SeenSet {
  /** The tables by size, log2 SMALL upwards (h1 and h2); a search uses one at a time. */
  private ts: Int32Array[] = [new Int32Array(1 << SMALL)];
  private us: Int32Array[] = [new Int32Array(1 << SMALL)];
  private level = 0;
  t: Int32Array = this.ts[0] as Int32Array;
  u: Int32Array = this.us[0] as Int32Array;
  mask = (1 << SMALL) - 1;
  count = 0;
  /** Slots in the biggest table kept. */
  get capacity(): number {
    return (this.ts[this.ts.length - 1] as Int32Array).length;
  }
  reset(): void {
    // The tables up to the one in use were written since the last reset (a search only moves up).
    for (let l = 0; l <= this.level; l++) (this.ts[l] as Int32Array).fill(0);
    this.count = 0;
    this.level = 0;
    this.t = this.ts[0] as Int32Array;
    this.u = this.us[0] as Int32Array;
    this.mask = (1 << SMALL) - 1;
  }
  /** Adds (h1, h2); false when it was already there. */
  add(h1: number, h2: number): boolean {
    const { t, u, mask } = this;
    const key = h1 === 0 ? ZERO : h1;
    let i = key & mask;
    for (;;) {
      const x = t[i] as number;
      if (x === 0) {
        t[i] = key;
        u[i] = h2;
        if (++this.count * 2 > mask) this.grow();
        return true;
      }
      if (x === key && u[i] === h2) return false;
      i = (i + 1) & mask;
    }
  }
  /** Whether (h1, h2) is in the set. */
  has(h1: number, h2: number): boolean {
    const { t, u, mask } = this;
    const key = h1 === 0 ? ZERO : h1;
    let i = key & mask;
    for (;;) {
      const x = t[i] as number;
      if (x === 0) return false;
      if (x === key && u[i] === h2) return true;
      i = (i + 1) & mask;
    }
  }
  private grow(): void {
    const { t, u } = this;
    this.level++;
    const n = ((this.mask + 1) * 2) | 0;
    let nt = this.ts[this.level];
    if (nt === undefined) {
      nt = new Int32Array(n);
      this.ts.push(nt);
      this.us.push(new Int32Array(n));
    }
    const nu = this.us[this.level] as Int32Array;
    const mask = n - 1;
    this.t = nt;
    this.u = nu;
    this.mask = mask;
    // Straight into the bigger table (its keys are distinct already, and none is 0).
    for (let j = 0; j < t.length; j++) {
      const x = t[j] as number;
      if (x === 0) continue;
      let i = x & mask;
      while (nt[i] !== 0) i = (i + 1) & mask;
      nt[i] = x;
      nu[i] = u[j] as number;
    }
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

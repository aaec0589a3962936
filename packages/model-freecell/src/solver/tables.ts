/**
 * The solver's tables, typed arrays that allocate nothing per position once
 * grown: the seen set on 64-bit hashes (open addressing), the exact seen
 * set (the hash, then the canonical key bytes), and the priority queue.
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
 * search starts without clearing.
 */
export class SeenSet {
  t = new Int32Array(3 << SMALL);
  mask = (1 << SMALL) - 1;
  gen = 0;
  count = 0;
  reset(): void {
    this.gen++;
    this.count = 0;
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
  private grow(): void {
    const { t, gen } = this;
    const n = ((this.mask + 1) * 2) | 0;
    this.t = new Int32Array(n * 3);
    this.mask = n - 1;
    this.gen = 1;
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

/** A binary min-heap of node ids by priority; ties go to the newest node, so the order is deterministic. */
export class Heap {
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

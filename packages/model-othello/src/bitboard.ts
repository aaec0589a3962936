/**
 * The bitboard engine under the MIS: a side's discs are a 64-bit set held as
 * two 32-bit halves, because JavaScript has no fast 64-bit integer (BigInt is
 * about 20 times slower). Square k = 8 * i + j (row i, column j, a1 = 0,
 * h8 = 63); `lo` holds rows 0..3 (k < 32), `hi` rows 4..7.
 *
 * Nothing here allocates: results that are 64-bit come back as `lo` in the
 * return value and `hi` in the module variable `outHi`, read right after the
 * call. That is ugly but it is what keeps perft at hundreds of millions of
 * leaves per second.
 *
 * ```ts
 * import { perft } from '@arcade/model-othello';
 * perft(5); // 1396
 * ```
 */

/** High half of the last 64-bit result (see the module comment). */
export let outHi = 0;

/**
 * Legal moves of the side owning (pl, ph) against (ol, oh): low half
 * returned, high half in `outHi`.
 *
 * Why it is fast: each half holds four rows, so a vertical or diagonal run
 * inside one half is at most three discs and needs three fill steps, not six;
 * the other half gets the first one's fill as a carry. Eastward runs use the
 * carry of an addition (P << 1 added to the run ripples to the square after
 * it), westward runs a Kogge-Stone fill.
 *
 * The eight directions are written out on purpose. Factoring them into
 * helpers (`south(..., s)`, `north(..., s)`) with the shift as a parameter
 * measured 17% slower on perft(11) (about 155 against 188 million leaves per
 * second of CPU time, Node 20), so the repetition stays.
 */
export function genMoves(pl: number, ph: number, ol: number, oh: number): number {
  /** Columns 1..6 of each row: a run of discs that a horizontal or diagonal
   * line can bracket never includes column 0 or 7, so masking them off also
   * stops shifts from wrapping into the next row. */
  const INNER = 0x7e7e7e7e;
  const el = ~(pl | ol);
  const eh = ~(ph | oh);
  const il = ol & INNER;
  const ih = oh & INNER;
  let t: number;
  let u: number;
  let ml: number;
  let mh: number;

  // East (+1), by addition: the carry out of each bracketed run lands on
  // the square after it.
  t = pl << 1;
  ml = ((il + t) | 0) & ~(il | t) & el;
  t = ph << 1;
  mh = ((ih + t) | 0) & ~(ih | t) & eh;

  // West (-1), Kogge-Stone inside each half.
  let g = pl;
  let p = il;
  g |= p & (g >>> 1);
  p &= p >>> 1;
  g |= p & (g >>> 2);
  p &= p >>> 2;
  g |= p & (g >>> 4);
  ml |= el & ((g & il) >>> 1);
  g = ph;
  p = ih;
  g |= p & (g >>> 1);
  p &= p >>> 1;
  g |= p & (g >>> 2);
  p &= p >>> 2;
  g |= p & (g >>> 4);
  mh |= eh & ((g & ih) >>> 1);

  // South (+8), south-west (+7), south-east (+9): low half first, its fill
  // carries into the high half.
  t = ol & (pl << 8);
  t |= ol & (t << 8);
  t |= ol & (t << 8);
  u = oh & ((ph << 8) | ((pl | t) >>> 24));
  u |= oh & (u << 8);
  u |= oh & (u << 8);
  ml |= el & (t << 8);
  mh |= eh & ((u << 8) | (t >>> 24));

  t = il & (pl << 7);
  t |= il & (t << 7);
  t |= il & (t << 7);
  u = ih & ((ph << 7) | ((pl | t) >>> 25));
  u |= ih & (u << 7);
  u |= ih & (u << 7);
  ml |= el & (t << 7);
  mh |= eh & ((u << 7) | (t >>> 25));

  t = il & (pl << 9);
  t |= il & (t << 9);
  t |= il & (t << 9);
  u = ih & ((ph << 9) | ((pl | t) >>> 23));
  u |= ih & (u << 9);
  u |= ih & (u << 9);
  ml |= el & (t << 9);
  mh |= eh & ((u << 9) | (t >>> 23));

  // North (-8), north-east (-7), north-west (-9): high half first.
  u = oh & (ph >>> 8);
  u |= oh & (u >>> 8);
  u |= oh & (u >>> 8);
  t = ol & ((pl >>> 8) | ((ph | u) << 24));
  t |= ol & (t >>> 8);
  t |= ol & (t >>> 8);
  mh |= eh & (u >>> 8);
  ml |= el & ((t >>> 8) | (u << 24));

  u = ih & (ph >>> 7);
  u |= ih & (u >>> 7);
  u |= ih & (u >>> 7);
  t = il & ((pl >>> 7) | ((ph | u) << 25));
  t |= il & (t >>> 7);
  t |= il & (t >>> 7);
  mh |= eh & (u >>> 7);
  ml |= el & ((t >>> 7) | (u << 25));

  u = ih & (ph >>> 9);
  u |= ih & (u >>> 9);
  u |= ih & (u >>> 9);
  t = il & ((pl >>> 9) | ((ph | u) << 23));
  t |= il & (t >>> 9);
  t |= il & (t >>> 9);
  mh |= eh & (u >>> 9);
  ml |= el & ((t >>> 9) | (u << 23));

  outHi = mh;
  return ml;
}

/** Number of set bits in a 64-bit set (SWAR: JavaScript has no popcount). */
export function popcount(lo: number, hi: number): number {
  lo = lo - ((lo >>> 1) & 0x55555555);
  hi = hi - ((hi >>> 1) & 0x55555555);
  lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333);
  hi = (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  // Each 4-bit field now holds at most 4, so the two halves add safely.
  lo = lo + hi;
  lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
  return Math.imul(lo, 0x01010101) >>> 24;
}

/**
 * flips(k, pl, ph, ol, oh): the discs flipped when the side owning (pl, ph)
 * plays on the empty square k: low half returned, high half in `outHi`. Zero
 * when the move is illegal.
 *
 * For each direction the first square on the ray that is not an opponent disc
 * is found with one bit trick (lowest set bit going up, Math.clz32 going
 * down); if it is the mover's disc, the ray squares before it flip.
 *
 * Negation is written Math.imul(x, -1), never -x, 0 - x or f - 1: V8
 * speculates that those stay 32-bit integers and deoptimizes the whole
 * kernel the first time one meets bit 31 (h4 or h8), while Math.imul is a
 * plain wrapping 32-bit multiply. For a single bit f, ~Math.imul(f, -1) is
 * the bits below f and Math.imul(f, -2) the bits above it.
 */
/** The ray tables, built once for flips and countFlips. */
const RAYS = /* @__PURE__ */ rays();
export const flips: (k: number, pl: number, ph: number, ol: number, oh: number) => number =
  /* @__PURE__ */ makeFlips(RAYS);

/**
 * Builds `flips` around its ray tables. The tables are `const` inside a
 * function on purpose: a bundler (tsup/esbuild) turns top-level `const` into
 * `var`, and V8 then reloads and rechecks a mutable table on every call, which
 * measured 20% slower on perft(11) (about 162 against 195 million leaves per
 * second); a closure's `const` it folds into the compiled code.
 */
function makeFlips(r: Rays): (k: number, pl: number, ph: number, ol: number, oh: number) => number {
  const { RAY_LO, RAY_HI } = r;

  // The eight directions are written out, not looped: unrolled, the table
  // offsets are constants and perft(11) ran 7% faster (220 against 206
  // million leaves per second of CPU time, quiet machine, Node 20).
  return function flips(k: number, pl: number, ph: number, ol: number, oh: number): number {
    let fl = 0;
    let fh = 0;
    let rl: number;
    let rh: number;
    let x: number;
    let f: number;
    const base = k << 3;
    // Direction 0 (east): the first non-opponent square is the lowest set bit.
    rl = RAY_LO[base + 0]!;
    rh = RAY_HI[base + 0]!;
    x = rl & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) fl |= rl & ~Math.imul(f, -1);
    } else {
      x = rh & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) {
          fl |= rl;
          fh |= rh & ~Math.imul(f, -1);
        }
      }
    }
    // Direction 1 (south-west): the first non-opponent square is the lowest set bit.
    rl = RAY_LO[base + 1]!;
    rh = RAY_HI[base + 1]!;
    x = rl & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) fl |= rl & ~Math.imul(f, -1);
    } else {
      x = rh & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) {
          fl |= rl;
          fh |= rh & ~Math.imul(f, -1);
        }
      }
    }
    // Direction 2 (south): the first non-opponent square is the lowest set bit.
    rl = RAY_LO[base + 2]!;
    rh = RAY_HI[base + 2]!;
    x = rl & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) fl |= rl & ~Math.imul(f, -1);
    } else {
      x = rh & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) {
          fl |= rl;
          fh |= rh & ~Math.imul(f, -1);
        }
      }
    }
    // Direction 3 (south-east): the first non-opponent square is the lowest set bit.
    rl = RAY_LO[base + 3]!;
    rh = RAY_HI[base + 3]!;
    x = rl & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) fl |= rl & ~Math.imul(f, -1);
    } else {
      x = rh & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) {
          fl |= rl;
          fh |= rh & ~Math.imul(f, -1);
        }
      }
    }
    // Direction 4 (west): the first non-opponent square is the highest set bit.
    rl = RAY_LO[base + 4]!;
    rh = RAY_HI[base + 4]!;
    x = rh & ~oh;
    if (x !== 0) {
      f = 1 << (31 - Math.clz32(x));
      if ((f & ph) !== 0) fh |= rh & Math.imul(f, -2);
    } else {
      x = rl & ~ol;
      if (x !== 0) {
        f = 1 << (31 - Math.clz32(x));
        if ((f & pl) !== 0) {
          fh |= rh;
          fl |= rl & Math.imul(f, -2);
        }
      }
    }
    // Direction 5 (north-east): the first non-opponent square is the highest set bit.
    rl = RAY_LO[base + 5]!;
    rh = RAY_HI[base + 5]!;
    x = rh & ~oh;
    if (x !== 0) {
      f = 1 << (31 - Math.clz32(x));
      if ((f & ph) !== 0) fh |= rh & Math.imul(f, -2);
    } else {
      x = rl & ~ol;
      if (x !== 0) {
        f = 1 << (31 - Math.clz32(x));
        if ((f & pl) !== 0) {
          fh |= rh;
          fl |= rl & Math.imul(f, -2);
        }
      }
    }
    // Direction 6 (north): the first non-opponent square is the highest set bit.
    rl = RAY_LO[base + 6]!;
    rh = RAY_HI[base + 6]!;
    x = rh & ~oh;
    if (x !== 0) {
      f = 1 << (31 - Math.clz32(x));
      if ((f & ph) !== 0) fh |= rh & Math.imul(f, -2);
    } else {
      x = rl & ~ol;
      if (x !== 0) {
        f = 1 << (31 - Math.clz32(x));
        if ((f & pl) !== 0) {
          fh |= rh;
          fl |= rl & Math.imul(f, -2);
        }
      }
    }
    // Direction 7 (north-west): the first non-opponent square is the highest set bit.
    rl = RAY_LO[base + 7]!;
    rh = RAY_HI[base + 7]!;
    x = rh & ~oh;
    if (x !== 0) {
      f = 1 << (31 - Math.clz32(x));
      if ((f & ph) !== 0) fh |= rh & Math.imul(f, -2);
    } else {
      x = rl & ~ol;
      if (x !== 0) {
        f = 1 << (31 - Math.clz32(x));
        if ((f & pl) !== 0) {
          fh |= rh;
          fl |= rl & Math.imul(f, -2);
        }
      }
    }
    outHi = fh;
    return fl;
  };
}

/** RAY_LO/HI[8 * k + d]: the squares strictly beyond k in direction d. */
interface Rays {
  readonly RAY_LO: Int32Array;
  readonly RAY_HI: Int32Array;
}

/** The ray tables (see Rays). */
function rays(): Rays {
  /** The eight directions as (di, dj); index 0..3 increase the square number,
   * 4..7 decrease it, which decides how the first non-opponent disc is found. */
  const DIRS: readonly (readonly [number, number])[] = [
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, -1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
  ];
  /** RAY_LO/HI[8 * k + d]: the squares strictly beyond k in direction d. */
  const RAY_LO = new Int32Array(64 * 8);
  const RAY_HI = new Int32Array(64 * 8);
  for (let k = 0; k < 64; k++) {
    for (let d = 0; d < 8; d++) {
      const [di, dj] = DIRS[d]!;
      let i = (k >> 3) + di;
      let j = (k & 7) + dj;
      while (i >= 0 && i < 8 && j >= 0 && j < 8) {
        const s = 8 * i + j;
        if (s < 32) RAY_LO[8 * k + d]! |= 1 << s;
        else RAY_HI[8 * k + d]! |= 1 << (s - 32);
        i += di;
        j += dj;
      }
    }
  }

  return { RAY_LO, RAY_HI };
}
/**
 * countFlips(k, pl, ph, ol, oh): how many discs `flips` would flip, without
 * building them: for each direction that brackets, the squares strictly
 * between k and the bracketing disc, read from a table of distances. The
 * endgame's last empty square needs only this count (its score), and it is
 * the most frequent call there.
 */
export const countFlips: (k: number, pl: number, ph: number, ol: number, oh: number) => number =
  /* @__PURE__ */ makeCountFlips(RAYS);

function makeCountFlips(r: Rays): (k: number, pl: number, ph: number, ol: number, oh: number) => number {
  const { RAY_LO, RAY_HI } = r;
  /** DIST[64 * k + j]: the squares strictly between k and j on a line (Chebyshev distance - 1). */
  const DIST = new Int32Array(64 * 64);
  for (let k = 0; k < 64; k++) {
    for (let j = 0; j < 64; j++) {
      const d = Math.max(Math.abs((k >> 3) - (j >> 3)), Math.abs((k & 7) - (j & 7)));
      DIST[64 * k + j] = d > 0 ? d - 1 : 0;
    }
  }
  return function countFlips(k: number, pl: number, ph: number, ol: number, oh: number): number {
    let c = 0;
    let x: number;
    let f: number;
    let j: number;
    const base = k << 3;
    const base8 = k << 6;
    // Direction 0 (east): the first non-opponent square is the lowest set bit.
    x = RAY_LO[base + 0]! & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) c += DIST[base8 + 31 - Math.clz32(f)]!;
    } else {
      x = RAY_HI[base + 0]! & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) c += DIST[base8 + 63 - Math.clz32(f)]!;
      }
    }
    // Direction 1 (south-west): the first non-opponent square is the lowest set bit.
    x = RAY_LO[base + 1]! & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) c += DIST[base8 + 31 - Math.clz32(f)]!;
    } else {
      x = RAY_HI[base + 1]! & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) c += DIST[base8 + 63 - Math.clz32(f)]!;
      }
    }
    // Direction 2 (south): the first non-opponent square is the lowest set bit.
    x = RAY_LO[base + 2]! & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) c += DIST[base8 + 31 - Math.clz32(f)]!;
    } else {
      x = RAY_HI[base + 2]! & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) c += DIST[base8 + 63 - Math.clz32(f)]!;
      }
    }
    // Direction 3 (south-east): the first non-opponent square is the lowest set bit.
    x = RAY_LO[base + 3]! & ~ol;
    if (x !== 0) {
      f = x & Math.imul(x, -1);
      if ((f & pl) !== 0) c += DIST[base8 + 31 - Math.clz32(f)]!;
    } else {
      x = RAY_HI[base + 3]! & ~oh;
      if (x !== 0) {
        f = x & Math.imul(x, -1);
        if ((f & ph) !== 0) c += DIST[base8 + 63 - Math.clz32(f)]!;
      }
    }
    // Direction 4 (west): the first non-opponent square is the highest set bit.
    x = RAY_HI[base + 4]! & ~oh;
    if (x !== 0) {
      j = 31 - Math.clz32(x);
      if (((ph >>> j) & 1) !== 0) c += DIST[base8 + 32 + j]!;
    } else {
      x = RAY_LO[base + 4]! & ~ol;
      if (x !== 0) {
        j = 31 - Math.clz32(x);
        if (((pl >>> j) & 1) !== 0) c += DIST[base8 + j]!;
      }
    }
    // Direction 5 (north-east): the first non-opponent square is the highest set bit.
    x = RAY_HI[base + 5]! & ~oh;
    if (x !== 0) {
      j = 31 - Math.clz32(x);
      if (((ph >>> j) & 1) !== 0) c += DIST[base8 + 32 + j]!;
    } else {
      x = RAY_LO[base + 5]! & ~ol;
      if (x !== 0) {
        j = 31 - Math.clz32(x);
        if (((pl >>> j) & 1) !== 0) c += DIST[base8 + j]!;
      }
    }
    // Direction 6 (north): the first non-opponent square is the highest set bit.
    x = RAY_HI[base + 6]! & ~oh;
    if (x !== 0) {
      j = 31 - Math.clz32(x);
      if (((ph >>> j) & 1) !== 0) c += DIST[base8 + 32 + j]!;
    } else {
      x = RAY_LO[base + 6]! & ~ol;
      if (x !== 0) {
        j = 31 - Math.clz32(x);
        if (((pl >>> j) & 1) !== 0) c += DIST[base8 + j]!;
      }
    }
    // Direction 7 (north-west): the first non-opponent square is the highest set bit.
    x = RAY_HI[base + 7]! & ~oh;
    if (x !== 0) {
      j = 31 - Math.clz32(x);
      if (((ph >>> j) & 1) !== 0) c += DIST[base8 + 32 + j]!;
    } else {
      x = RAY_LO[base + 7]! & ~ol;
      if (x !== 0) {
        j = 31 - Math.clz32(x);
        if (((pl >>> j) & 1) !== 0) c += DIST[base8 + j]!;
      }
    }
    return c;
  };
}

/** Like `flips`, but zero (both halves) when k is already taken: the rays
 * around an occupied square may still bracket a line. */
export function legalFlips(k: number, pl: number, ph: number, ol: number, oh: number): number {
  const bit = 1 << (k & 31);
  if (((k < 32 ? pl | ol : ph | oh) & bit) !== 0) {
    outHi = 0;
    return 0;
  }
  return flips(k, pl, ph, ol, oh);
}

/**
 * Perft from the side to move (pl, ph) against (ol, oh): the number of leaves
 * `depth` plies down, a forced pass being one ply and a finished game one
 * leaf. At depth 1 the leaves are counted from the move set's population
 * instead of being played ("bulk counting").
 */
export function perftFrom(pl: number, ph: number, ol: number, oh: number, depth: number): number {
  let ml = genMoves(pl, ph, ol, oh);
  let mh = outHi;
  if ((ml | mh) === 0) {
    // A pass at the last ply and a finished game are both one leaf.
    if (depth === 1) return 1;
    if ((genMoves(ol, oh, pl, ph) | outHi) === 0) return 1;
    return perftFrom(ol, oh, pl, ph, depth - 1);
  }
  if (depth === 1) return popcount(ml, mh);
  if (depth === 2) return perft2(pl, ph, ol, oh, ml, mh);
  let n = 0;
  while (ml !== 0) {
    const k = 31 - Math.clz32(ml);
    const b = 1 << k;
    ml ^= b;
    const fl = flips(k, pl, ph, ol, oh);
    const fh = outHi;
    n += perftFrom(ol ^ fl, oh ^ fh, pl | fl | b, ph | fh, depth - 1);
  }
  while (mh !== 0) {
    const k = 31 - Math.clz32(mh);
    const b = 1 << k;
    mh ^= b;
    const fl = flips(k + 32, pl, ph, ol, oh);
    const fh = outHi;
    n += perftFrom(ol ^ fl, oh ^ fh, pl | fl, ph | fh | b, depth - 1);
  }
  return n;
}

/** The last two plies without recursion: play each move, count the
 * opponent's replies (a pass or a finished game is one leaf). */
function perft2(pl: number, ph: number, ol: number, oh: number, ml: number, mh: number): number {
  let n = 0;
  while (ml !== 0) {
    const k = 31 - Math.clz32(ml);
    const b = 1 << k;
    ml ^= b;
    const fl = flips(k, pl, ph, ol, oh);
    const fh = outHi;
    const rl = genMoves(ol ^ fl, oh ^ fh, pl | fl | b, ph | fh);
    const rh = outHi;
    n += (rl | rh) === 0 ? 1 : popcount(rl, rh);
  }
  while (mh !== 0) {
    const k = 31 - Math.clz32(mh);
    const b = 1 << k;
    mh ^= b;
    const fl = flips(k + 32, pl, ph, ol, oh);
    const fh = outHi;
    const rl = genMoves(ol ^ fl, oh ^ fh, pl | fl, ph | fh | b);
    const rh = outHi;
    n += (rl | rh) === 0 ? 1 : popcount(rl, rh);
  }
  return n;
}

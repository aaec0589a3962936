/**
 * Stable discs: discs that no sequence of moves can flip. A lower bound on
 * the opponent's stable discs bounds the mover's final score by
 * 64 - 2 * stable, which cuts whole subtrees of the endgame (the stability
 * cutoff) and feeds the evaluation.
 *
 * Computed as Edax does: edge discs stable by a table over every edge
 * configuration (EDGE_STABLE, built once from the edge's own rules), then
 * inner discs whose four lines are each full or end on a stable disc, to a
 * fixed point.
 *
 * ```ts
 * stableDiscs(pl, ph, ol, oh); // low half; high half in stableHi
 * ```
 */

// Every table is built by a function called once, /* @__PURE__ */, not by a
// loop at the top level: a bundle that does not use the engine's evaluation
// drops them (issue 20.1).

/** EDGE_STABLE[p * 256 + o]: the discs of p (8-bit edge) that stay p whatever is played on the edge. */
const EDGE_STABLE = /* @__PURE__ */ edgeStableTable();

/** The edge after `who` (mask p) plays the empty square x: discs of the other (mask o) bracketed along the edge flip. */
function edgeFlip(p: number, o: number, x: number): number {
  let f = 0;
  // right
  let t = 0;
  let s = x << 1;
  while (s < 256 && (o & s) !== 0) {
    t |= s;
    s <<= 1;
  }
  if (s < 256 && (p & s) !== 0) f |= t;
  t = 0;
  s = x >> 1;
  while (s !== 0 && (o & s) !== 0) {
    t |= s;
    s >>= 1;
  }
  if (s !== 0 && (p & s) !== 0) f |= t;
  return f;
}

function edgeStableTable(): Uint8Array {
  const table = new Uint8Array(65536);
  const done = new Uint8Array(65536);
  const edgeStable = (p: number, o: number): number => {
    const key = p * 256 + o;
    if (done[key] === 1) return table[key]!;
    let stable = p;
    const e = ~(p | o) & 255;
    for (let x = 1; x < 256 && stable !== 0; x <<= 1) {
      if ((e & x) === 0) continue;
      // p plays x (legal or not on the whole board: any placement can happen).
      let f = edgeFlip(p, o, x);
      stable &= edgeStable(p | x | f, o & ~f);
      // o plays x: the p discs it flips are gone.
      f = edgeFlip(o, p, x);
      stable &= edgeStable(p & ~f, o | x | f);
    }
    done[key] = 1;
    table[key] = stable;
    return stable;
  };
  for (let p = 0; p < 256; p++) for (let o = 0; o < 256; o++) if ((p & o) === 0) edgeStable(p, o);
  return table;
}

/** Column a (bits 0, 8, 16, 24 of a half) packed into 4 bits. */
function packA(x: number): number {
  return Math.imul(x & 0x01010101, 0x01020408) >>> 24;
}

/** UNPACK_LO[b], UNPACK_HI[b]: the 8-bit column b spread back on column a. */
const UNPACK_LO = /* @__PURE__ */ unpackTable(0);
const UNPACK_HI = /* @__PURE__ */ unpackTable(4);

/** Bits `shift`..`shift + 3` of each byte b spread on column a (rows 0..3 of a half). */
function unpackTable(shift: number): Int32Array {
  const table = new Int32Array(256);
  for (let b = 0; b < 256; b++) {
    let v = 0;
    for (let i = 0; i < 4; i++) if ((b & (1 << (i + shift))) !== 0) v |= 1 << (8 * i);
    table[b] = v;
  }
  return table;
}

/** NOT_D9_LO[k], NOT_D9_HI[k]: every square but those of square k's a1-h8
 * diagonal (j - i constant), as (lo, hi) halves; NOT_D7_*: its h1-a8 one (i + j constant). */
const NOT_D9_LO = /* @__PURE__ */ diagTable(9, false);
const NOT_D9_HI = /* @__PURE__ */ diagTable(9, true);
const NOT_D7_LO = /* @__PURE__ */ diagTable(7, false);
const NOT_D7_HI = /* @__PURE__ */ diagTable(7, true);

/** For each square, the complement of its diagonal in direction 9 or 7, high or low half. */
function diagTable(dir: 7 | 9, high: boolean): Int32Array {
  const table = new Int32Array(64);
  for (let k = 0; k < 64; k++) {
    const i = k >> 3;
    const j = k & 7;
    let mask = 0;
    for (let x = 0; x < 64; x++) {
      const same = dir === 9 ? (x & 7) - (x >> 3) === j - i : (x & 7) + (x >> 3) === j + i;
      if (same && x >= 32 === high) mask |= 1 << (x & 31);
    }
    table[k] = ~mask;
  }
  return table;
}

/** High half of the last stableDiscs result. */
export let stableHi = 0;

/** The stable discs of the side owning (pl, ph) against (ol, oh): a lower
 * bound (every disc reported is stable). Low half returned, high in stableHi. */
export function stableDiscs(pl: number, ph: number, ol: number, oh: number): number {
  // Edges by table.
  let sl = EDGE_STABLE[(pl & 255) * 256 + (ol & 255)]!;
  let sh = EDGE_STABLE[(ph >>> 24) * 256 + (oh >>> 24)]! << 24;
  let b = EDGE_STABLE[(packA(pl) | (packA(ph) << 4)) * 256 + (packA(ol) | (packA(oh) << 4))]!;
  sl |= UNPACK_LO[b]!;
  sh |= UNPACK_HI[b]!;
  b = EDGE_STABLE[(packA(pl >>> 7) | (packA(ph >>> 7) << 4)) * 256 + (packA(ol >>> 7) | (packA(oh >>> 7) << 4))]!;
  sl |= UNPACK_LO[b]! << 7;
  sh |= UNPACK_HI[b]! << 7;
  sl &= pl;
  sh &= ph;

  // Full lines.
  const fl0 = pl | ol;
  const fh0 = ph | oh;
  // Rows.
  let t = fl0 & (fl0 >>> 4);
  t &= t >>> 2;
  t &= t >>> 1;
  const rowL = Math.imul(t & 0x01010101, 255);
  t = fh0 & (fh0 >>> 4);
  t &= t >>> 2;
  t &= t >>> 1;
  const rowH = Math.imul(t & 0x01010101, 255);
  // Columns.
  t = fl0 & fh0;
  t &= t >>> 16;
  t &= t >>> 8;
  const col = Math.imul(t & 255, 0x01010101);
  // Diagonals: full unless an empty square is on them, so each empty square
  // clears its two diagonals (a loop over the empties instead of the 22
  // diagonals: the cutoff is mostly tried with 4 to 7 empties).
  let d9L = -1;
  let d9H = -1;
  let d7L = -1;
  let d7H = -1;
  let e = ~fl0;
  while (e !== 0) {
    const k = 31 - Math.clz32(e);
    e ^= 1 << k;
    d9L &= NOT_D9_LO[k]!;
    d9H &= NOT_D9_HI[k]!;
    d7L &= NOT_D7_LO[k]!;
    d7H &= NOT_D7_HI[k]!;
  }
  e = ~fh0;
  while (e !== 0) {
    const k = 31 - Math.clz32(e);
    e ^= 1 << k;
    d9L &= NOT_D9_LO[k + 32]!;
    d9H &= NOT_D9_HI[k + 32]!;
    d7L &= NOT_D7_LO[k + 32]!;
    d7H &= NOT_D7_HI[k + 32]!;
  }
  // Inner discs with all four lines full.
  const INNER_LO = 0x7e7e7e00;
  const INNER_HI = 0x007e7e7e;
  sl |= pl & rowL & col & d9L & d7L & INNER_LO;
  sh |= ph & rowH & col & d9H & d7H & INNER_HI;
  if ((sl | sh) === 0) {
    stableHi = 0;
    return 0;
  }
  // Fixed point: an inner disc is stable when each line through it is full
  // or has a stable neighbour of its colour.
  const candL = pl & INNER_LO;
  const candH = ph & INNER_HI;
  for (;;) {
    const hL = (sl << 1) | (sl >>> 1) | rowL;
    const hH = (sh << 1) | (sh >>> 1) | rowH;
    const vL = (sl << 8) | (sl >>> 8) | (sh << 24) | col;
    const vH = (sh << 8) | (sh >>> 8) | (sl >>> 24) | col;
    const aL = (sl << 9) | (sl >>> 9) | (sh << 23) | d9L;
    const aH = (sh << 9) | (sh >>> 9) | (sl >>> 23) | d9H;
    const cL = (sl << 7) | (sl >>> 7) | (sh << 25) | d7L;
    const cH = (sh << 7) | (sh >>> 7) | (sl >>> 25) | d7H;
    const nl = sl | (candL & hL & vL & aL & cL);
    const nh = sh | (candH & hH & vH & aH & cH);
    if (nl === sl && nh === sh) break;
    sl = nl;
    sh = nh;
  }
  stableHi = sh;
  return sl;
}

/** The number of stable discs of (pl, ph) on the four edges (corners counted once per edge). */
export function edgeStableCount(pl: number, ph: number, ol: number, oh: number): number {
  const a = EDGE_STABLE[(pl & 255) * 256 + (ol & 255)]!;
  const b = EDGE_STABLE[(ph >>> 24) * 256 + (oh >>> 24)]!;
  const c = EDGE_STABLE[(packA(pl) | (packA(ph) << 4)) * 256 + (packA(ol) | (packA(oh) << 4))]!;
  const d = EDGE_STABLE[(packA(pl >>> 7) | (packA(ph >>> 7) << 4)) * 256 + (packA(ol >>> 7) | (packA(oh >>> 7) << 4))]!;
  return popcount8(a) + popcount8(b) + popcount8(c) + popcount8(d);
}

function popcount8(x: number): number {
  x = x - ((x >>> 1) & 0x55);
  x = (x & 0x33) + ((x >>> 2) & 0x33);
  return (x + (x >>> 4)) & 0x0f;
}

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

/** The 15 diagonals of each direction as (lo, hi) masks. */
const DIAG_LO = /* @__PURE__ */ diagTable(false);
const DIAG_HI = /* @__PURE__ */ diagTable(true);

/** The diagonals' squares in the high half (squares 32..63) or the low one. */
function diagTable(high: boolean): Int32Array {
  const table = new Int32Array(30);
  const add = (d: number, k: number): void => {
    if (k >= 32 === high) table[d]! |= 1 << (k & 31);
  };
  for (let d = 0; d < 15; d++) {
    for (let i = 0; i < 8; i++) {
      const j9 = d - 7 + i; // a1-h8 direction: j - i constant
      if (j9 >= 0 && j9 < 8) add(d, 8 * i + j9);
      const j7 = d - i; // h1-a8 direction: i + j constant
      if (j7 >= 0 && j7 < 8) add(15 + d, 8 * i + j7);
    }
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
  // Diagonals.
  let d9L = 0;
  let d9H = 0;
  let d7L = 0;
  let d7H = 0;
  for (let d = 2; d < 13; d++) {
    const ml = DIAG_LO[d]!;
    const mh = DIAG_HI[d]!;
    if ((fl0 & ml) === ml && (fh0 & mh) === mh) {
      d9L |= ml;
      d9H |= mh;
    }
    const nl = DIAG_LO[15 + d]!;
    const nh = DIAG_HI[15 + d]!;
    if ((fl0 & nl) === nl && (fh0 & nh) === nh) {
      d7L |= nl;
      d7H |= nh;
    }
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

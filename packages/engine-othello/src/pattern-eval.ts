/**
 * The learned evaluation: the sum of the pattern weights of the position's
 * 46 pattern instances (src/patterns.ts), plus a bias and a parity term,
 * one weight set per stage of 5 empties, fitted to the WTHOR games by
 * train/train.ts. The result is in the evaluation's unit (UNIT, eighths of a
 * disc) for the side to move: an estimate of the final disc difference.
 *
 * The weights are int8 (one scale per stage and pattern). This module holds
 * none: they come through `setPatternWeights`, from the default entry's
 * embedded copy (src/embedded.ts, unpacked on first use) or from the
 * caller's file (`loadWeights` of the lite entry). They are unpacked into
 * full tables of sixty-fourths of a disc (4 MB), indexed by the raw
 * configuration so that no canonical lookup is needed per instance.
 *
 * ```ts
 * evaluatePattern(pl, ph, ol, oh); // in UNIT, > 0: good for the mover
 * ```
 */
import { popcount } from '@arcade/model-othello/bitboard';
import type { PatternWeights } from './codec.js';
import { EngineError } from './errors.js';
import { MAX_PLY } from './state.js';
import {
  canonicalLayout,
  INSTANCE_PATTERN,
  INSTANCE_SQUARES,
  INSTANCE_START,
  N_INSTANCES,
  N_PATTERNS,
  N_STAGES,
  PATTERN_CONFIGS,
  STAGE_WEIGHTS,
  stageOf,
} from './patterns.js';

/** Table units per disc (the tables hold sixty-fourths of a disc). */
const FINE = 64;
/** Where each pattern's full table starts within a stage (buildLines fills these three). */
let FULL_OFFSET = /* @__PURE__ */ new Int32Array(0);
/** The size of a stage's full tables. */
let FULL_STAGE = 0;
/** Each instance's table offset within a stage. */
let INSTANCE_OFFSET = /* @__PURE__ */ new Int32Array(0);

let tables: Int16Array | null = null;
const bias = /* @__PURE__ */ new Int32Array(N_STAGES);
const parity = /* @__PURE__ */ new Int32Array(N_STAGES);

/*
 * The configuration index of an instance, fast: instead of reading its
 * squares one by one (1.6 us an evaluation), the instance is split into
 * lines whose squares come out of the bitboards as one byte each: a row (a
 * shift), a column (a multiplication gathers its four bits of each half) or
 * a diagonal (its squares are in distinct columns, so folding the masked
 * bytes onto each other gathers them); a 256-entry table per (instance,
 * line) turns the mover's byte and the opponent's into their share of the
 * index. Lines 0-7 are the rows, 8-15 the columns, 16.. the diagonals.
 */
let LINE_MASK_LO = /* @__PURE__ */ new Int32Array(0);
let LINE_MASK_HI = /* @__PURE__ */ new Int32Array(0);
let PAIR_LINE = /* @__PURE__ */ new Int32Array(0);
let PAIR_START = /* @__PURE__ */ new Int32Array(0);
let PAIR_TABLE = /* @__PURE__ */ new Int32Array(0);
let N_LINES = 0;

/**
 * Builds the line tables (once, with the weights' load or the first
 * fastIndices): not at the module's top level, so that importing the
 * package runs nothing and a page that never evaluates never pays for them.
 */
function buildLines(): void {
  if (N_LINES !== 0) return;
  FULL_OFFSET = Int32Array.from(PATTERN_CONFIGS, (_, p) => {
    let s = 0;
    for (let q = 0; q < p; q++) s += PATTERN_CONFIGS[q]!;
    return s;
  });
  FULL_STAGE = FULL_OFFSET[N_PATTERNS - 1]! + PATTERN_CONFIGS[N_PATTERNS - 1]!;
  INSTANCE_OFFSET = Int32Array.from(INSTANCE_PATTERN, (p) => FULL_OFFSET[p]!);
  const lineMaskLo: number[] = [];
  const lineMaskHi: number[] = [];
  const pairLine: number[] = [];
  const pairStart: number[] = [0];
  const pairTable: number[] = [];
  const diagonals = new Map<string, number>();
  for (let n = 0; n < N_INSTANCES; n++) {
    const squares = Array.from(INSTANCE_SQUARES.subarray(INSTANCE_START[n]!, INSTANCE_START[n + 1]!));
    const size = squares.length;
    const rows = new Set(squares.map((k) => k >> 3));
    const cols = new Set(squares.map((k) => k & 7));
    // Each line: its number, and the square its byte's bit b stands for.
    const lines: [number, (b: number) => number][] = [];
    if (rows.size <= 3) for (const r of rows) lines.push([r, (b) => 8 * r + b]);
    else if (cols.size <= 3) for (const c of cols) lines.push([8 + c, (b) => 8 * b + c]);
    else {
      // A diagonal: one square a column.
      const key = squares
        .slice()
        .sort((a, b) => a - b)
        .join(',');
      let line = diagonals.get(key);
      if (line === undefined) {
        line = 16 + diagonals.size;
        diagonals.set(key, line);
        let lo = 0;
        let hi = 0;
        for (const k of squares) {
          if (k < 32) lo |= 1 << k;
          else hi |= 1 << (k - 32);
        }
        lineMaskLo[line - 16] = lo;
        lineMaskHi[line - 16] = hi;
      }
      const byColumn = new Map(squares.map((k) => [k & 7, k]));
      lines.push([line, (b) => byColumn.get(b) ?? -1]);
    }
    for (const [line, square] of lines) {
      pairLine.push(line);
      for (let byte = 0; byte < 256; byte++) {
        let v = 0;
        for (let b = 0; b < 8; b++) {
          if (((byte >> b) & 1) === 0) continue;
          const at = squares.indexOf(square(b));
          if (at >= 0) v += 3 ** (size - 1 - at);
        }
        pairTable.push(v);
      }
    }
    pairStart.push(pairLine.length);
  }
  LINE_MASK_LO = Int32Array.from(lineMaskLo);
  LINE_MASK_HI = Int32Array.from(lineMaskHi);
  PAIR_LINE = Int32Array.from(pairLine);
  PAIR_START = Int32Array.from(pairStart);
  PAIR_TABLE = Int32Array.from(pairTable);
  N_LINES = 16 + lineMaskLo.length;
  lineP = new Int32Array(N_LINES);
  lineO = new Int32Array(N_LINES);
  buildSquares();
}
/** The lines' bytes of the position being evaluated: the mover's, the opponent's. */
let lineP = /* @__PURE__ */ new Int32Array(0);
let lineO = /* @__PURE__ */ new Int32Array(0);

/** Column c of a board's halves as a byte (bit r: row r). */
function column(lo: number, hi: number, c: number): number {
  return (
    ((Math.imul((lo >>> c) & 0x01010101, 0x01020408) >>> 24) & 15) |
    ((Math.imul((hi >>> c) & 0x01010101, 0x01020408) >>> 20) & 0xf0)
  );
}

/** The bytes of a 32-bit word ORed together. */
function fold(x: number): number {
  x |= x >>> 16;
  return (x | (x >>> 8)) & 255;
}

/** Fills lineP and lineO for the position. */
function readLines(pl: number, ph: number, ol: number, oh: number): void {
  for (let r = 0; r < 4; r++) {
    lineP[r] = (pl >>> (8 * r)) & 255;
    lineP[r + 4] = (ph >>> (8 * r)) & 255;
    lineO[r] = (ol >>> (8 * r)) & 255;
    lineO[r + 4] = (oh >>> (8 * r)) & 255;
  }
  for (let c = 0; c < 8; c++) {
    lineP[8 + c] = column(pl, ph, c);
    lineO[8 + c] = column(ol, oh, c);
  }
  for (let d = 16; d < N_LINES; d++) {
    const ml = LINE_MASK_LO[d - 16]!;
    const mh = LINE_MASK_HI[d - 16]!;
    lineP[d] = fold(pl & ml) | fold(ph & mh);
    lineO[d] = fold(ol & ml) | fold(oh & mh);
  }
}

/** The configuration indices of the 46 instances of the position (for the tests: they must equal patternIndex's). */
export function fastIndices(pl: number, ph: number, ol: number, oh: number): number[] {
  buildLines();
  readLines(pl, ph, ol, oh);
  const out: number[] = [];
  for (let n = 0; n < N_INSTANCES; n++) {
    let idx = 0;
    for (let q = PAIR_START[n]!; q < PAIR_START[n + 1]!; q++) {
      const line = PAIR_LINE[q]!;
      idx += PAIR_TABLE[q * 256 + lineP[line]!]! + 2 * PAIR_TABLE[q * 256 + lineO[line]!]!;
    }
    out.push(idx);
  }
  return out;
}

/** Whether the evaluation has its weights (loadWeights, or the default entry's embedded ones). */
export function hasPatternWeights(): boolean {
  return tables !== null;
}

/**
 * Unpacks checked weights (codec.ts's checkWeights or decodeWeights) into
 * the full tables, and builds the line tables with them the first time.
 * Replaces the weights in use.
 */
export function setPatternWeights(w: PatternWeights): void {
  buildLines();
  const { values, scales } = w;
  const { maps: CANONICAL, count: CANONICAL_COUNT, offset: CANONICAL_OFFSET } = canonicalLayout();
  const t = new Int16Array(N_STAGES * FULL_STAGE);
  for (let s = 0; s < N_STAGES; s++) {
    for (let p = 0; p < N_PATTERNS; p++) {
      const scale = scales[s * N_PATTERNS + p]! * FINE;
      const canon = CANONICAL[p]!;
      const from = s * STAGE_WEIGHTS + CANONICAL_OFFSET[p]!;
      const to = s * FULL_STAGE + FULL_OFFSET[p]!;
      // One conversion per canonical weight, then spread to every configuration.
      const fine = new Int16Array(CANONICAL_COUNT[p]!);
      for (let c = 0; c < fine.length; c++) fine[c] = Math.round(values[from + c]! * scale);
      for (let idx = 0; idx < canon.length; idx++) t[to + idx] = fine[canon[idx]!]!;
    }
    bias[s] = Math.round(w.bias[s]! * FINE);
    parity[s] = Math.round(w.parity[s]! * FINE);
  }
  tables = t;
}

/**
 * Throws an EngineError (`WEIGHTS_REQUIRED`) when the evaluation has no
 * weights yet (the lite entry before loadWeights): analyze and solve ask
 * before they search, so that a search never stops half-way for it.
 */
export function requirePatternWeights(routine: string): void {
  if (tables === null) {
    throw new EngineError(
      'WEIGHTS_REQUIRED',
      `${routine}: the learned evaluation has no weights: call loadWeights(bytes) first, or use evaluation: 'classic'`,
    );
  }
}

/** The evaluation was asked for before it had weights. */
function noWeights(): never {
  requirePatternWeights('evaluatePattern');
  throw new Error('unreachable');
}

/** The learned evaluation of the position with the side owning (pl, ph) to move, in UNIT (eighths of a disc). */
export function evaluatePattern(pl: number, ph: number, ol: number, oh: number): number {
  const t = tables ?? noWeights();
  const empties = 64 - popcount(pl | ol, ph | oh);
  const s = stageOf(empties);
  const base = s * FULL_STAGE;
  let sum = bias[s]! + ((empties & 1) !== 0 ? parity[s]! : 0);
  readLines(pl, ph, ol, oh);
  for (let n = 0; n < N_INSTANCES; n++) {
    let idx = 0;
    const end = PAIR_START[n + 1]!;
    for (let q = PAIR_START[n]!; q < end; q++) {
      const line = PAIR_LINE[q]!;
      idx += PAIR_TABLE[(q << 8) | lineP[line]!]! + 2 * PAIR_TABLE[(q << 8) | lineO[line]!]!;
    }
    sum += t[base + INSTANCE_OFFSET[n]! + idx]!;
  }
  // Sixty-fourths to eighths of a disc.
  return sum >> 3;
}

/*
 * The incremental evaluation, for the midgame search (src/midgame.ts): the
 * search keeps, per ply, the position's 46 configuration indices twice, as
 * the mover sees them (1 = mover, 2 = opponent) and as the opponent does,
 * each already offset to its instance's table. A move changes only the
 * instances through its square and the discs it turns, so a child's two
 * views are the parent's swapped plus those changes. A child's evaluation
 * starts from the sum of the parent's opponent view in the child's stage
 * (prepareChildren, once a node) and corrects the few instances the move
 * touches, where evaluatePattern reads the lines and builds every index
 * afresh. The values are the same to the unit (test/incremental.test.ts
 * checks it, and that a search gives the same move, score and node count
 * either way); the midgame search runs 1.3 to 1.5 times the nodes a second
 * (bench/node-rate.mjs).
 *
 * Each ply's slot remembers its position; a search entered at any ply with a
 * position its slot does not hold (the root, a pass, the endgame's calls)
 * fills the slot afresh, so no caller has to set it up.
 */

/** Per square: where its (instance, digit weight) pairs start in SQ_INST and SQ_POW (65 entries). */
let SQ_START = /* @__PURE__ */ new Int32Array(0);
/** The instance of each pair. */
let SQ_INST = /* @__PURE__ */ new Int32Array(0);
/** The weight of the square's digit in that instance's index: 3^(size - 1 - position). */
let SQ_POW = /* @__PURE__ */ new Int32Array(0);
/** Per ply (MAX_PLY + 1 slots): the mover's view, then the opponent's, N_INSTANCES entries each. */
let VIEWS = /* @__PURE__ */ new Int32Array(0);
/** Per ply: the position the slot holds (pl, ph, ol, oh); -1s, no position, until filled. */
let SLOT_KEY = /* @__PURE__ */ new Int32Array(0);
/** Per ply: the slot's number of empty squares. */
let SLOT_EMPTIES = /* @__PURE__ */ new Int32Array(0);

/** Builds the per-square pairs and the slots (with buildLines: once). */
function buildSquares(): void {
  const pairs: [number, number][][] = Array.from({ length: 64 }, () => []);
  for (let n = 0; n < N_INSTANCES; n++) {
    const start = INSTANCE_START[n]!;
    const size = INSTANCE_START[n + 1]! - start;
    for (let at = 0; at < size; at++) pairs[INSTANCE_SQUARES[start + at]!]!.push([n, 3 ** (size - 1 - at)]);
  }
  SQ_START = Int32Array.from({ length: 65 }, (_, k) => pairs.slice(0, k).reduce((a, l) => a + l.length, 0));
  SQ_INST = Int32Array.from(pairs.flat(), ([n]) => n);
  SQ_POW = Int32Array.from(pairs.flat(), ([, w]) => w);
  VIEWS = new Int32Array((MAX_PLY + 1) * 2 * N_INSTANCES);
  SLOT_KEY = new Int32Array((MAX_PLY + 1) * 4).fill(-1);
  SLOT_EMPTIES = new Int32Array(MAX_PLY + 1);
  CHILD_BASE = new Int32Array(MAX_PLY + 1);
  CHILD_SUM = new Int32Array(MAX_PLY + 1);
  DELTA = new Int32Array(N_INSTANCES);
  TOUCHED = new Int32Array(N_INSTANCES);
  TURNED = new Int32Array(64);
}

/**
 * Makes slot `ply` hold the position (the mover owning pl, ph): nothing to
 * do when it holds it already, else both views are built from the bitboards.
 */
export function slotFor(ply: number, pl: number, ph: number, ol: number, oh: number): void {
  buildLines();
  const key = ply * 4;
  if (SLOT_KEY[key] === pl && SLOT_KEY[key + 1] === ph && SLOT_KEY[key + 2] === ol && SLOT_KEY[key + 3] === oh) return;
  readLines(pl, ph, ol, oh);
  const f = ply * 2 * N_INSTANCES;
  const g = f + N_INSTANCES;
  for (let n = 0; n < N_INSTANCES; n++) {
    let mover = 0;
    let other = 0;
    const end = PAIR_START[n + 1]!;
    for (let q = PAIR_START[n]!; q < end; q++) {
      const line = PAIR_LINE[q]!;
      const p = PAIR_TABLE[(q << 8) | lineP[line]!]!;
      const o = PAIR_TABLE[(q << 8) | lineO[line]!]!;
      mover += p + 2 * o;
      other += o + 2 * p;
    }
    VIEWS[f + n] = INSTANCE_OFFSET[n]! + mover;
    VIEWS[g + n] = INSTANCE_OFFSET[n]! + other;
  }
  SLOT_KEY[key] = pl;
  SLOT_KEY[key + 1] = ph;
  SLOT_KEY[key + 2] = ol;
  SLOT_KEY[key + 3] = oh;
  SLOT_EMPTIES[ply] = 64 - popcount(pl | ol, ph | oh);
}

/** The squares of the discs a move turns (listTurned's), lowest first; a move turns at most 18. */
let TURNED = /* @__PURE__ */ new Int32Array(0);

/** Lists the squares of (fl, fh) in TURNED; returns how many. */
function listTurned(fl: number, fh: number): number {
  let count = 0;
  for (let half = 0; half < 2; half++) {
    let m = half === 0 ? fl : fh;
    while (m !== 0) {
      const j = 31 - Math.clz32(m);
      m ^= 1 << j;
      TURNED[count++] = half === 0 ? j : j + 32;
    }
  }
  return count;
}

/**
 * Fills slot ply + 1 with the position after slot `ply`'s mover plays square
 * k, turning the discs (fl, fh); (nl, nh, ql, qh) is that position, its new
 * mover's discs first. The new mover sees the square as 2 (was 0) and each
 * turned disc as 2 (was 1); the other view sees 1 (was 0) and 1 (was 2).
 */
export function slotChild(
  ply: number,
  k: number,
  fl: number,
  fh: number,
  nl: number,
  nh: number,
  ql: number,
  qh: number,
): void {
  const f = ply * 2 * N_INSTANCES;
  const g = f + N_INSTANCES;
  const cf = g + N_INSTANCES;
  const cg = cf + N_INSTANCES;
  for (let n = 0; n < N_INSTANCES; n++) {
    VIEWS[cf + n] = VIEWS[g + n]!;
    VIEWS[cg + n] = VIEWS[f + n]!;
  }
  for (let q = SQ_START[k]!, end = SQ_START[k + 1]!; q < end; q++) {
    const n = SQ_INST[q]!;
    const w = SQ_POW[q]!;
    VIEWS[cf + n] = VIEWS[cf + n]! + 2 * w;
    VIEWS[cg + n] = VIEWS[cg + n]! + w;
  }
  const turned = listTurned(fl, fh);
  for (let i = 0; i < turned; i++) {
    const sq = TURNED[i]!;
    for (let q = SQ_START[sq]!, end = SQ_START[sq + 1]!; q < end; q++) {
      const n = SQ_INST[q]!;
      const w = SQ_POW[q]!;
      VIEWS[cf + n] = VIEWS[cf + n]! + w;
      VIEWS[cg + n] = VIEWS[cg + n]! - w;
    }
  }
  const key = (ply + 1) * 4;
  SLOT_KEY[key] = nl;
  SLOT_KEY[key + 1] = nh;
  SLOT_KEY[key + 2] = ql;
  SLOT_KEY[key + 3] = qh;
  SLOT_EMPTIES[ply + 1] = SLOT_EMPTIES[ply]! - 1;
}

/** evaluatePattern of the position slot `ply` holds (slotFor or slotChild filled it). */
export function evalSlot(ply: number): number {
  return viewSum(ply * 2 * N_INSTANCES, SLOT_EMPTIES[ply]!) >> 3;
}

/** The bias, parity and table entries of the view at VIEWS[at..] in the stage of `empties`, in sixty-fourths. */
function viewSum(at: number, empties: number): number {
  const t = tables ?? noWeights();
  const s = stageOf(empties);
  const base = s * FULL_STAGE;
  let sum = bias[s]! + ((empties & 1) !== 0 ? parity[s]! : 0);
  for (let n = 0; n < N_INSTANCES; n++) sum += t[base + VIEWS[at + n]!]!;
  return sum;
}

/** Per ply (prepareChildren): the children's stage's table offset, and their sum over the slot's opponent view. */
let CHILD_BASE = /* @__PURE__ */ new Int32Array(0);
let CHILD_SUM = /* @__PURE__ */ new Int32Array(0);
/** evalChild's change to each instance's index (0 for those the move does not touch), and the touched ones. */
let DELTA = /* @__PURE__ */ new Int32Array(0);
let TOUCHED = /* @__PURE__ */ new Int32Array(0);

/**
 * Readies evalChild for the children of slot `ply`'s position: they share a
 * stage, and each differs from the slot's opponent view in a few instances,
 * so their evaluations start from that view's sum (46 reads, once) and
 * correct only the instances a move touches.
 */
export function prepareChildren(ply: number): void {
  const empties = SLOT_EMPTIES[ply]! - 1;
  CHILD_BASE[ply] = stageOf(empties) * FULL_STAGE;
  CHILD_SUM[ply] = viewSum(ply * 2 * N_INSTANCES + N_INSTANCES, empties);
}

/** Adds w to instance n's change, listing n the first time (every change is positive). */
function touch(n: number, w: number, touched: number): number {
  const d = DELTA[n]!;
  DELTA[n] = d + w;
  if (d === 0) TOUCHED[touched++] = n;
  return touched;
}

/**
 * evaluatePattern of the position after slot `ply`'s mover plays square k
 * turning (fl, fh), for the new mover (the search's leaves and move
 * ordering), after prepareChildren(ply): no slot changes.
 */
export function evalChild(ply: number, k: number, fl: number, fh: number): number {
  const t = tables ?? noWeights();
  let touched = 0;
  for (let q = SQ_START[k]!, end = SQ_START[k + 1]!; q < end; q++)
    touched = touch(SQ_INST[q]!, 2 * SQ_POW[q]!, touched);
  const turned = listTurned(fl, fh);
  for (let i = 0; i < turned; i++) {
    const sq = TURNED[i]!;
    for (let q = SQ_START[sq]!, end = SQ_START[sq + 1]!; q < end; q++)
      touched = touch(SQ_INST[q]!, SQ_POW[q]!, touched);
  }
  const g = ply * 2 * N_INSTANCES + N_INSTANCES;
  const base = CHILD_BASE[ply]!;
  let sum = CHILD_SUM[ply]!;
  for (let i = 0; i < touched; i++) {
    const n = TOUCHED[i]!;
    const at = base + VIEWS[g + n]!;
    sum += t[at + DELTA[n]!]! - t[at]!;
    DELTA[n] = 0;
  }
  return sum >> 3;
}

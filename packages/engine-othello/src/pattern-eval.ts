/**
 * The learned evaluation: the sum of the pattern weights of the position's
 * 46 pattern instances (src/patterns.ts), plus a bias and a parity term,
 * one weight set per stage of 5 empties, fitted to the WTHOR games by
 * train/train.ts. The result is in the evaluation's unit (UNIT, eighths of a
 * disc) for the side to move: an estimate of the final disc difference.
 *
 * The weights ship as int8 (one scale per stage and pattern) in
 * src/weights.ts, a string constant inside the build; they are unpacked on
 * first use into full tables of sixty-fourths of a disc (4 MB), indexed by
 * the raw configuration so that no canonical lookup is needed per instance.
 *
 * ```ts
 * evaluatePattern(pl, ph, ol, oh); // in UNIT, > 0: good for the mover
 * ```
 */
import { unpackInt8 } from './codec.js';
import {
  CANONICAL,
  CANONICAL_COUNT,
  CANONICAL_OFFSET,
  fillBoard,
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
import { BIAS, DATA, PARITY, SCALES } from './weights.js';

/** Table units per disc (the tables hold sixty-fourths of a disc). */
const FINE = 64;
/** Where each pattern's full table starts within a stage. */
const FULL_OFFSET = Int32Array.from(PATTERN_CONFIGS, (_, p) => {
  let s = 0;
  for (let q = 0; q < p; q++) s += PATTERN_CONFIGS[q]!;
  return s;
});
const FULL_STAGE = FULL_OFFSET[N_PATTERNS - 1]! + PATTERN_CONFIGS[N_PATTERNS - 1]!;
/** Each instance's table offset within a stage. */
const INSTANCE_OFFSET = Int32Array.from(INSTANCE_PATTERN, (p) => FULL_OFFSET[p]!);

let tables: Int16Array | null = null;
const bias = new Int32Array(N_STAGES);
const parity = new Int32Array(N_STAGES);
const board = new Uint8Array(64);

/** The shipped weights as int8, canonical configurations, stage after stage; and how many the string held. */
export function shippedWeights(): { values: Int8Array; count: number } {
  const values = new Int8Array(N_STAGES * STAGE_WEIGHTS);
  return { values, count: unpackInt8(DATA, values) };
}

/** Unpacks the shipped weights into the full tables (once). */
function load(): Int16Array {
  const { values } = shippedWeights();
  const t = new Int16Array(N_STAGES * FULL_STAGE);
  for (let s = 0; s < N_STAGES; s++) {
    for (let p = 0; p < N_PATTERNS; p++) {
      const scale = SCALES[s * N_PATTERNS + p]! * FINE;
      const canon = CANONICAL[p]!;
      const from = s * STAGE_WEIGHTS + CANONICAL_OFFSET[p]!;
      const to = s * FULL_STAGE + FULL_OFFSET[p]!;
      // One conversion per canonical weight, then spread to every configuration.
      const fine = new Int16Array(CANONICAL_COUNT[p]!);
      for (let c = 0; c < fine.length; c++) fine[c] = Math.round(values[from + c]! * scale);
      for (let idx = 0; idx < canon.length; idx++) t[to + idx] = fine[canon[idx]!]!;
    }
    bias[s] = Math.round(BIAS[s]! * FINE);
    parity[s] = Math.round(PARITY[s]! * FINE);
  }
  tables = t;
  return t;
}

/** The learned evaluation of the position with the side owning (pl, ph) to move, in UNIT (eighths of a disc). */
export function evaluatePattern(pl: number, ph: number, ol: number, oh: number): number {
  const t = tables ?? load();
  fillBoard(board, pl, ph, ol, oh);
  let empties = 0;
  for (let k = 0; k < 64; k++) if (board[k] === 0) empties++;
  const s = stageOf(empties);
  const base = s * FULL_STAGE;
  let sum = bias[s]! + ((empties & 1) !== 0 ? parity[s]! : 0);
  for (let n = 0; n < N_INSTANCES; n++) {
    let idx = 0;
    const end = INSTANCE_START[n + 1]!;
    for (let q = INSTANCE_START[n]!; q < end; q++) idx = idx * 3 + board[INSTANCE_SQUARES[q]!]!;
    sum += t[base + INSTANCE_OFFSET[n]! + idx]!;
  }
  // Sixty-fourths to eighths of a disc.
  return sum >> 3;
}

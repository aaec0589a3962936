/**
 * The fit of the pattern evaluation (src/pattern-eval.ts) to WTHOR games:
 * every position of every game where the side to move has a move, labelled
 * with the game's result for the side to move, in discs: the database's
 * theoretical score (perfect play from 24 empties, header byte 14) for
 * positions with at least that many empties, the final disc difference of
 * the game as played below. One least-squares fit per stage (ridge
 * regression by conjugate gradients on the normal equations), each stage
 * trained on its own positions and those up to 2 empties either side, then
 * quantised to int8 with one scale per stage and pattern.
 *
 * Deterministic: the same files, seed and options give the same bytes (the
 * seed only picks the sample when `sample` < 1; the fit has no random step).
 *
 * ```ts
 * const result = fitWeights([{ name: 'WTH_2012.wtb', bytes }], { heldOutYears: [2013], seed: 1 });
 * result.module; // the text of src/weights.ts
 * ```
 */
import { seededRandom } from '@arcade/core';
import { flips, genMoves, outHi } from '@arcade/model-othello/bitboard';
import { packInt8 } from '../src/codec.js';
import {
  canonicalLayout,
  fillBoard,
  INSTANCE_PATTERN,
  N_INSTANCES,
  N_PATTERNS,
  N_STAGES,
  PATTERN_NAMES,
  patternIndex,
  STAGE_EMPTIES,
  STAGE_WEIGHTS,
  stageOf,
} from '../src/patterns.js';

/** A .wtb file's name and bytes. */
export interface WthorInput {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface FitOptions {
  /** Games of these years are held out: never trained on, only measured. */
  readonly heldOutYears: readonly number[];
  /** Seed of the sample (only used when sample < 1). */
  readonly seed: number;
  /** The fraction of training positions used (default 1: all). */
  readonly sample?: number;
  /** Conjugate-gradient iterations per stage (default 100). */
  readonly iterations?: number;
  /** Ridge strength: pseudo-observations of 0 per weight (default 4). */
  readonly lambda?: number;
  /**
   * The label of a position with fewer empties than the theoretical score's
   * depth (24): 'final' (default) the game's final disc difference as played;
   * 'consistent' the same, but only in games whose final result equals their
   * theoretical score (the play from 24 empties was perfect), the positions
   * of the other games dropped from the training (not from the held-out error).
   */
  readonly labels?: 'final' | 'consistent';
  /** Progress lines (default none). */
  readonly log?: (line: string) => void;
}

export interface FitResult {
  /** The int8 weights, canonical configurations, stage after stage. */
  readonly values: Int8Array;
  /** Discs per int8 step, per stage and pattern. */
  readonly scales: readonly number[];
  /** Per stage: the constant term and the term for an odd number of empties, in discs. */
  readonly bias: readonly number[];
  readonly parity: readonly number[];
  /** Mean absolute errors in discs (quantised weights), positions counted. */
  readonly trainMae: number;
  readonly heldOutMae: number;
  readonly trainPositions: number;
  readonly heldOutPositions: number;
  readonly trainGames: number;
  readonly heldOutGames: number;
  /** The text of src/weights.ts. */
  readonly module: string;
}

/** Positions of the replayed games. */
interface Positions {
  n: number;
  pl: Int32Array;
  ph: Int32Array;
  ol: Int32Array;
  oh: Int32Array;
  empties: Uint8Array;
  label: Int8Array;
  heldOut: Uint8Array;
  /** 1: a training position whose label is dropped (FitOptions.labels). */
  drop: Uint8Array;
}

function grow(p: Positions): void {
  const size = p.pl.length * 2;
  const more = <T extends Int32Array | Uint8Array | Int8Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(size);
    b.set(a);
    return b;
  };
  p.pl = more(p.pl);
  p.ph = more(p.ph);
  p.ol = more(p.ol);
  p.oh = more(p.oh);
  p.empties = more(p.empties);
  p.label = more(p.label);
  p.heldOut = more(p.heldOut);
  p.drop = more(p.drop);
}

/** The final disc difference for black (empties to the winner). */
function finalDiff(b: number, w: number): number {
  const e = 64 - b - w;
  return b > w ? b - w + e : b < w ? b - w - e : 0;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 255;
}

/** Replays every game of the files into positions; returns them and the game counts. */
function replay(files: readonly WthorInput[], heldOutYears: readonly number[], labels: 'final' | 'consistent') {
  const p: Positions = {
    n: 0,
    pl: new Int32Array(1 << 16),
    ph: new Int32Array(1 << 16),
    ol: new Int32Array(1 << 16),
    oh: new Int32Array(1 << 16),
    empties: new Uint8Array(1 << 16),
    label: new Int8Array(1 << 16),
    heldOut: new Uint8Array(1 << 16),
    drop: new Uint8Array(1 << 16),
  };
  let trainGames = 0;
  let heldOutGames = 0;
  let skipped = 0;
  for (const file of files) {
    const bytes = file.bytes;
    const year = bytes[10]! | (bytes[11]! << 8);
    const depth = bytes[14]! || 24;
    const held = heldOutYears.includes(year) ? 1 : 0;
    for (let at = 16; at + 68 <= bytes.length; at += 68) {
      // Black: d5 e4, white: d4 e5.
      let bl = (1 << 28) | 0;
      let bh = 1 << 3;
      let wl = 1 << 27;
      let wh = 1 << 4;
      let blackToMove = true;
      const start = p.n;
      let ok = true;
      for (let m = 0; m < 60; m++) {
        const byte = bytes[at + 8 + m]!;
        if (byte === 0) break;
        const k = 8 * (Math.floor(byte / 10) - 1) + (byte % 10) - 1;
        if (k < 0 || k > 63) {
          ok = false;
          break;
        }
        let ml = blackToMove ? genMoves(bl, bh, wl, wh) : genMoves(wl, wh, bl, bh);
        let mh = outHi;
        if ((ml | mh) === 0) {
          blackToMove = !blackToMove;
          ml = blackToMove ? genMoves(bl, bh, wl, wh) : genMoves(wl, wh, bl, bh);
          mh = outHi;
        }
        if (k < 32 ? ((ml >>> k) & 1) === 0 : ((mh >>> (k - 32)) & 1) === 0) {
          ok = false;
          break;
        }
        if (p.n === p.pl.length) grow(p);
        const i = p.n++;
        p.pl[i] = blackToMove ? bl : wl;
        p.ph[i] = blackToMove ? bh : wh;
        p.ol[i] = blackToMove ? wl : bl;
        p.oh[i] = blackToMove ? wh : bh;
        p.empties[i] = 60 - m;
        p.heldOut[i] = held;
        // The label is set when the game is over; for now the mover's sign.
        p.label[i] = blackToMove ? 1 : -1;
        const fl = blackToMove ? flips(k, bl, bh, wl, wh) : flips(k, wl, wh, bl, bh);
        const fh = outHi;
        const bitL = k < 32 ? 1 << k : 0;
        const bitH = k < 32 ? 0 : 1 << (k - 32);
        if (blackToMove) {
          bl |= fl | bitL;
          bh |= fh | bitH;
          wl &= ~fl;
          wh &= ~fh;
        } else {
          wl |= fl | bitL;
          wh |= fh | bitH;
          bl &= ~fl;
          bh &= ~fh;
        }
        blackToMove = !blackToMove;
      }
      if (!ok) {
        p.n = start;
        skipped++;
        continue;
      }
      const final = finalDiff(popcount32(bl) + popcount32(bh), popcount32(wl) + popcount32(wh));
      const theoretical = 2 * bytes[at + 7]! - 64;
      const dropLate = labels === 'consistent' && held === 0 && final !== theoretical;
      for (let i = start; i < p.n; i++) {
        const early = p.empties[i]! >= depth;
        const v = early ? theoretical : final;
        p.label[i] = p.label[i]! * v;
        p.drop[i] = dropLate && !early ? 1 : 0;
      }
      if (held) heldOutGames++;
      else trainGames++;
    }
  }
  return { p, trainGames, heldOutGames, skipped };
}

/** mulberry32, for the sample. */
function rng(seed: number): () => number {
  const g = seededRandom(seed);
  return () => g.next();
}

/** Features per position: the 46 instances' weights, then the bias and the parity. */
const FEATURES = N_INSTANCES;
const BIAS_AT = STAGE_WEIGHTS;
const PARITY_AT = STAGE_WEIGHTS + 1;
const STAGE_VARS = STAGE_WEIGHTS + 2;

/** The fit's defaults: read by train.ts for its options and written into src/weights.ts's header. */
export const FIT_DEFAULTS = Object.freeze({ iterations: 100, lambda: 4, sample: 1, labels: 'final' as const });

/** Fits the weights to the games of `files`. */
export function fitWeights(files: readonly WthorInput[], options: FitOptions): FitResult {
  const log = options.log ?? (() => {});
  const iterations = options.iterations ?? FIT_DEFAULTS.iterations;
  const lambda = options.lambda ?? FIT_DEFAULTS.lambda;
  const sample = options.sample ?? FIT_DEFAULTS.sample;
  const random = rng(options.seed);
  const labels = options.labels ?? FIT_DEFAULTS.labels;
  const { p, trainGames, heldOutGames, skipped } = replay(files, options.heldOutYears, labels);
  let dropped = 0;
  for (let i = 0; i < p.n; i++) dropped += p.drop[i]!;
  log(
    `replayed ${trainGames} training and ${heldOutGames} held-out games (${skipped} skipped), ${p.n} positions` +
      (labels === 'final' ? '' : `, ${dropped} training positions dropped (labels: ${labels})`),
  );
  const keep = new Uint8Array(p.n);
  for (let i = 0; i < p.n; i++)
    keep[i] = p.heldOut[i] === 1 || (p.drop[i] === 0 && (sample >= 1 || random() < sample)) ? 1 : 0;

  const board = new Uint8Array(64);
  const { maps: CANONICAL, offset: CANONICAL_OFFSET } = canonicalLayout();
  const values = new Int8Array(N_STAGES * STAGE_WEIGHTS);
  const scales: number[] = [];
  const bias: number[] = [];
  const parity: number[] = [];
  let trainAbs = 0;
  let trainCount = 0;
  let heldAbs = 0;
  let heldCount = 0;
  for (let s = 0; s < N_STAGES; s++) {
    const lo = s * STAGE_EMPTIES + 1;
    const hi = lo + STAGE_EMPTIES - 1;
    // The stage's training positions, and its neighbours' within 2 empties (smoother stages).
    const rows: number[] = [];
    for (let i = 0; i < p.n; i++) {
      const e = p.empties[i]!;
      if (keep[i] === 1 && e >= lo - 2 && e <= hi + 2) rows.push(i);
    }
    const m = rows.length;
    const feat = new Int32Array(m * FEATURES);
    const y = new Float64Array(m);
    const odd = new Uint8Array(m);
    const inStage = new Uint8Array(m);
    const held = new Uint8Array(m);
    for (let r = 0; r < m; r++) {
      const i = rows[r]!;
      fillBoard(board, p.pl[i]!, p.ph[i]!, p.ol[i]!, p.oh[i]!);
      for (let n = 0; n < N_INSTANCES; n++) {
        const pat = INSTANCE_PATTERN[n]!;
        feat[r * FEATURES + n] = CANONICAL_OFFSET[pat]! + CANONICAL[pat]![patternIndex(board, n)]!;
      }
      y[r] = p.label[i]!;
      odd[r] = p.empties[i]! & 1;
      inStage[r] = stageOf(p.empties[i]!) === s ? 1 : 0;
      held[r] = p.heldOut[i]!;
    }
    const w = ridge(feat, y, odd, held, lambda, iterations);

    // Quantise: one scale per pattern, int8.
    for (let pat = 0; pat < N_PATTERNS; pat++) {
      const from = CANONICAL_OFFSET[pat]!;
      const to = pat + 1 < N_PATTERNS ? CANONICAL_OFFSET[pat + 1]! : STAGE_WEIGHTS;
      let max = 0;
      for (let j = from; j < to; j++) max = Math.max(max, Math.abs(w[j]!));
      const scale = max === 0 ? 1 : Number((max / 127).toPrecision(6));
      scales.push(scale);
      for (let j = from; j < to; j++)
        values[s * STAGE_WEIGHTS + j] = Math.max(-127, Math.min(127, Math.round(w[j]! / scale)));
    }
    bias.push(Number(w[BIAS_AT]!.toFixed(4)));
    parity.push(Number(w[PARITY_AT]!.toFixed(4)));

    // Errors of the quantised weights, computed as the evaluation does (sixty-fourths, then eighths).
    const fine = new Int32Array(STAGE_WEIGHTS);
    for (let pat = 0; pat < N_PATTERNS; pat++) {
      const from = CANONICAL_OFFSET[pat]!;
      const to = pat + 1 < N_PATTERNS ? CANONICAL_OFFSET[pat + 1]! : STAGE_WEIGHTS;
      const sc = scales[s * N_PATTERNS + pat]! * 64;
      for (let j = from; j < to; j++) fine[j] = Math.round(values[s * STAGE_WEIGHTS + j]! * sc);
    }
    const b64 = Math.round(bias[s]! * 64);
    const p64 = Math.round(parity[s]! * 64);
    let sTrain = 0;
    let nTrain = 0;
    let sHeld = 0;
    let nHeld = 0;
    for (let r = 0; r < m; r++) {
      if (inStage[r] === 0) continue;
      let sum = b64 + (odd[r] === 1 ? p64 : 0);
      for (let n = 0; n < FEATURES; n++) sum += fine[feat[r * FEATURES + n]!]!;
      const err = Math.abs((sum >> 3) / 8 - y[r]!);
      if (held[r] === 1) {
        sHeld += err;
        nHeld++;
      } else {
        sTrain += err;
        nTrain++;
      }
    }
    trainAbs += sTrain;
    trainCount += nTrain;
    heldAbs += sHeld;
    heldCount += nHeld;
    log(
      `stage ${String(s).padStart(2)} (${String(lo).padStart(2)}-${String(hi).padStart(2)} empties): ${m} rows, ` +
        `train MAE ${(sTrain / Math.max(1, nTrain)).toFixed(2)} (${nTrain}), held-out MAE ${(sHeld / Math.max(1, nHeld)).toFixed(2)} (${nHeld})`,
    );
  }
  const result = {
    values,
    scales,
    bias,
    parity,
    trainMae: trainAbs / Math.max(1, trainCount),
    heldOutMae: heldAbs / Math.max(1, heldCount),
    trainPositions: trainCount,
    heldOutPositions: heldCount,
    trainGames,
    heldOutGames,
  };
  return { ...result, module: weightsModule(result, files, options) };
}

/**
 * Ridge regression by conjugate gradients on the normal equations:
 * (A'A + lambda I) w = A'y, A the 0/1 feature matrix (46 pattern weights, the
 * bias and the parity per row); held-out rows take no part.
 */
function ridge(
  feat: Int32Array,
  y: Float64Array,
  odd: Uint8Array,
  held: Uint8Array,
  lambda: number,
  iterations: number,
): Float64Array {
  const m = y.length;
  const w = new Float64Array(STAGE_VARS);
  const r = new Float64Array(STAGE_VARS);
  const dir = new Float64Array(STAGE_VARS);
  const q = new Float64Array(m);
  // A' u into out.
  const times = (u: Float64Array, out: Float64Array): void => {
    out.fill(0);
    for (let i = 0; i < m; i++) {
      if (held[i] === 1) continue;
      const v = u[i]!;
      for (let n = 0; n < FEATURES; n++) out[feat[i * FEATURES + n]!]! += v;
      out[BIAS_AT]! += v;
      if (odd[i] === 1) out[PARITY_AT]! += v;
    }
  };
  // A v into out.
  const apply = (v: Float64Array, out: Float64Array): void => {
    for (let i = 0; i < m; i++) {
      if (held[i] === 1) {
        out[i] = 0;
        continue;
      }
      let s = v[BIAS_AT]! + (odd[i] === 1 ? v[PARITY_AT]! : 0);
      for (let n = 0; n < FEATURES; n++) s += v[feat[i * FEATURES + n]!]!;
      out[i] = s;
    }
  };
  times(y, r);
  dir.set(r);
  let rr = 0;
  for (let j = 0; j < STAGE_VARS; j++) rr += r[j]! * r[j]!;
  const s = new Float64Array(STAGE_VARS);
  for (let it = 0; it < iterations && rr > 1e-9; it++) {
    apply(dir, q);
    let qq = 0;
    for (let i = 0; i < m; i++) qq += q[i]! * q[i]!;
    let pp = 0;
    for (let j = 0; j < STAGE_VARS; j++) pp += dir[j]! * dir[j]!;
    const alpha = rr / (qq + lambda * pp);
    for (let j = 0; j < STAGE_VARS; j++) w[j]! += alpha * dir[j]!;
    times(q, s);
    let rr2 = 0;
    for (let j = 0; j < STAGE_VARS; j++) {
      r[j]! -= alpha * (s[j]! + lambda * dir[j]!);
      rr2 += r[j]! * r[j]!;
    }
    const beta = rr2 / rr;
    rr = rr2;
    for (let j = 0; j < STAGE_VARS; j++) dir[j] = r[j]! + beta * dir[j]!;
  }
  return w;
}

/** The text of src/weights.ts. */
function weightsModule(r: Omit<FitResult, 'module'>, files: readonly WthorInput[], options: FitOptions): string {
  // Filled to 120 columns as the repository's formatter (Biome) writes arrays of numbers, so the file passes its check as written.
  const list = (xs: readonly number[]): string => {
    const lines: string[] = [];
    let line = '';
    for (const x of xs) {
      const item = `${x},`;
      if (line !== '' && line.length + 1 + item.length > 120) {
        lines.push(line);
        line = '';
      }
      line = line === '' ? `  ${item}` : `${line} ${item}`;
    }
    if (line !== '') lines.push(line);
    return `[\n${lines.join('\n')}\n]`;
  };
  const names = files.map((f) => f.name).join(', ');
  return `// Generated by \`pnpm --filter @arcade/engine-othello train\` (train/train.ts): do not edit.
// Fitted to ${r.trainGames} WTHOR games (${names}; held out: the games of ${options.heldOutYears.join(', ')}),
// seed ${options.seed}, ${options.iterations ?? FIT_DEFAULTS.iterations} iterations, lambda ${options.lambda ?? FIT_DEFAULTS.lambda}, sample ${options.sample ?? FIT_DEFAULTS.sample}, labels ${options.labels ?? FIT_DEFAULTS.labels}.
// Training MAE ${r.trainMae.toFixed(3)} discs on ${r.trainPositions} positions, held-out MAE ${r.heldOutMae.toFixed(3)} on ${r.heldOutPositions}.
// Patterns: ${PATTERN_NAMES.join(', ')}; ${N_STAGES} stages of ${STAGE_EMPTIES} empties.

/** Discs per int8 step, per stage and pattern (src/patterns.ts order). */
export const SCALES: readonly number[] = ${list(r.scales)};

/** Per stage: the constant term, in discs. */
export const BIAS: readonly number[] = ${list(r.bias)};

/** Per stage: the term for an odd number of empty squares, in discs. */
export const PARITY: readonly number[] = ${list(r.parity)};

/** The int8 weights of the canonical configurations, stage after stage, packed by src/codec.ts. */
export const DATA =
  '${packInt8(r.values)}';
`;
}

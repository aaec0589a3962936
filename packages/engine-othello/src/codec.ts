/**
 * The shipped weights' packing: int8 values, each run of zeros (the
 * configurations never seen in the games) written as the byte -128 and the
 * run's length, then base64, so the weights are a string constant inside the
 * build (nothing is read from disk at run time, in Node or in a browser).
 *
 * ```ts
 * const text = packInt8(Int8Array.from([3, 0, 0, 0, -5]));
 * const out = new Int8Array(5);
 * unpackInt8(text, out); // 5; out is [3, 0, 0, 0, -5]
 * ```
 *
 * Also the binary weights file (`encodeWeights`, `decodeWeights`) that a
 * caller fetches or reads and hands to `loadWeights` of the package's
 * `lite` entry, which embeds no weights.
 */
import { frozen } from '@arcade/core';
import { describe, EngineError, isEngineError } from './errors.js';
import { setPatternWeights } from './pattern-eval.js';
import { N_PATTERNS, N_STAGES, STAGE_WEIGHTS } from './patterns.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The marker of a zero run (never a weight: weights are clamped to -127..127). */
const RUN = -128;

/** Packs int8 values in -127..127 into a base64 string. */
export function packInt8(values: Int8Array): string {
  const bytes: number[] = [];
  for (let i = 0; i < values.length; ) {
    if (values[i] === 0) {
      let n = 0;
      while (i < values.length && values[i] === 0 && n < 255) {
        n++;
        i++;
      }
      bytes.push(RUN & 255, n);
    } else {
      bytes.push(values[i]! & 255);
      i++;
    }
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    out += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | (b >> 4)]!;
    out += i + 1 < bytes.length ? ALPHABET[((b & 15) << 2) | (c >> 6)]! : '=';
    out += i + 2 < bytes.length ? ALPHABET[c & 63]! : '=';
  }
  return out;
}

/** Unpacks the values packed by packInt8 into `out`; returns how many the
 * string held (the shipped weights' test checks it is exactly out.length). */
export function unpackInt8(text: string, out: Int8Array): number {
  const digit = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) digit[ALPHABET.charCodeAt(i)] = i;
  let len = (text.length / 4) * 3;
  if (text.endsWith('==')) len -= 2;
  else if (text.endsWith('=')) len -= 1;
  const bytes = new Uint8Array(len);
  for (let i = 0, o = 0; i < text.length; i += 4) {
    const a = digit[text.charCodeAt(i)]!;
    const b = digit[text.charCodeAt(i + 1)]!;
    const c = text[i + 2] === '=' ? 0 : digit[text.charCodeAt(i + 2)]!;
    const d = text[i + 3] === '=' ? 0 : digit[text.charCodeAt(i + 3)]!;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < len) bytes[o++] = n >> 16;
    if (o < len) bytes[o++] = (n >> 8) & 255;
    if (o < len) bytes[o++] = n & 255;
  }
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const v = (bytes[i]! << 24) >> 24;
    if (v === RUN) o += bytes[++i]!;
    else out[o++] = v;
  }
  return o;
}

/**
 * The weights of the learned evaluation as plain data: per stage and
 * pattern a scale (discs per int8 step), per stage a bias and a parity term
 * (discs), and the int8 weights of the canonical configurations, stage after
 * stage (STAGE_WEIGHTS a stage). What `decodeWeights` returns and
 * `encodeWeights` writes.
 */
export interface PatternWeights {
  /** Discs per int8 step, N_STAGES x N_PATTERNS, stage-major. */
  readonly scales: Float64Array;
  /** Per stage: the constant term, in discs. */
  readonly bias: Float64Array;
  /** Per stage: the term for an odd number of empty squares, in discs. */
  readonly parity: Float64Array;
  /** The int8 weights (-127..127), N_STAGES x STAGE_WEIGHTS, stage-major. */
  readonly values: Int8Array;
}

/*
 * The binary weights file (`encodeWeights`, `decodeWeights`), little-endian:
 *   0  "OTHW"                     magic
 *   4  u8 version (1), u8 stages, u8 patterns, u8 0
 *   8  u32 weights a stage
 *  12  u32 FNV-1a of every byte from 16 on (a truncated or damaged download is refused)
 *  16  f64 scales (stages x patterns), f64 bias (stages), f64 parity (stages)
 *   .. i8 weights, entry-major: the stages' values of weight 0, then of weight 1, ...
 * Entry-major because a configuration's weights at neighbouring stages are
 * alike: gzip finds them next to each other (measured: 261 KB against 274 KB
 * stage-major). The numbers are the very float64s and int8s of the embedded
 * weights, so an evaluation from the file is bit-identical to the embedded one.
 */
const MAGIC = 0x5748544f; // "OTHW" read as a little-endian u32
const VERSION = 1;
const HEADER = 16;

function fnv1a(bytes: Uint8Array, from: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

function badWeights(why: string): never {
  throw new EngineError('INVALID_WEIGHTS', `weights: ${why}`);
}

/**
 * Checks the numbers of a weights object (shapes, finite and int16-safe
 * scales, no -128); anything that cannot even be read (a throwing getter, a
 * revoked Proxy) is INVALID_WEIGHTS too.
 */
function checkWeights(weights: unknown): PatternWeights {
  if (typeof weights !== 'object' || weights === null)
    badWeights(`expected a weights object, got ${describe(weights)}`);
  try {
    return checkFields(weights as PatternWeights);
  } catch (e) {
    if (isEngineError(e)) throw e;
    return badWeights('the weights object could not be read');
  }
}

function checkFields(w: PatternWeights): PatternWeights {
  const n = N_STAGES * N_PATTERNS;
  if (!(w.scales instanceof Float64Array) || w.scales.length !== n) badWeights(`scales must be a Float64Array of ${n}`);
  for (const k of ['bias', 'parity'] as const) {
    const a = w[k];
    if (!(a instanceof Float64Array) || a.length !== N_STAGES) badWeights(`${k} must be a Float64Array of ${N_STAGES}`);
    for (let s = 0; s < N_STAGES; s++) {
      if (!Number.isFinite(a[s]!) || Math.abs(a[s]!) > 64) badWeights(`${k}[${s}] is ${a[s]}, not a number of discs`);
    }
  }
  const size = N_STAGES * STAGE_WEIGHTS;
  if (!(w.values instanceof Int8Array) || w.values.length !== size)
    badWeights(`values must be an Int8Array of ${size}`);
  for (let i = 0; i < n; i++) {
    const s = w.scales[i]!;
    // The evaluation's tables are int16 in sixty-fourths of a disc: 127 steps must fit.
    if (!(s >= 0 && s * 127 * 64 < 32767))
      badWeights(`scale ${i} is ${s}, outside 0..${(32767 / 127 / 64).toFixed(2)}`);
  }
  const at = w.values.indexOf(-128);
  if (at >= 0) badWeights(`value ${at} is -128 (weights are -127..127)`);
  return w;
}

/**
 * The weights as the binary file `decodeWeights` reads (see the layout
 * above); throws an EngineError (`INVALID_WEIGHTS`) for weights of the wrong
 * shape or out of range.
 */
export const encodeWeights = /* @__PURE__ */ frozen(function encodeWeights(weights: PatternWeights): Uint8Array {
  const w = checkWeights(weights);
  const floats = w.scales.length + 2 * N_STAGES;
  const bytes = new Uint8Array(HEADER + 8 * floats + w.values.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  bytes.set([VERSION, N_STAGES, N_PATTERNS, 0], 4);
  view.setUint32(8, STAGE_WEIGHTS, true);
  let at = HEADER;
  for (const a of [w.scales, w.bias, w.parity]) {
    for (const x of a) {
      view.setFloat64(at, x, true);
      at += 8;
    }
  }
  for (let j = 0; j < STAGE_WEIGHTS; j++) {
    for (let s = 0; s < N_STAGES; s++) bytes[at++] = w.values[s * STAGE_WEIGHTS + j]! & 255;
  }
  view.setUint32(12, fnv1a(bytes, HEADER), true);
  return bytes;
});

/**
 * Reads a weights file written by `encodeWeights` (such as the web site's
 * fetched asset). Throws an EngineError (`INVALID_WEIGHTS`) naming what is
 * wrong: not bytes, another format or version, weights for other patterns
 * or stages, the wrong length, a damaged file (checksum), numbers out of
 * range.
 */
export const decodeWeights = /* @__PURE__ */ frozen(function decodeWeights(bytes: Uint8Array): PatternWeights {
  try {
    return decodeChecked(bytes);
  } catch (e) {
    if (isEngineError(e)) throw e;
    // A Proxy or a detached buffer: what cannot be read is not a weights file.
    return badWeights('the bytes could not be read');
  }
});

function decodeChecked(bytes: unknown): PatternWeights {
  if (!(bytes instanceof Uint8Array)) badWeights(`expected a Uint8Array, got ${describe(bytes)}`);
  if (bytes.length < HEADER) badWeights(`${bytes.length} bytes is too short for a weights file`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) badWeights('not an Othello weights file (no OTHW header)');
  if (bytes[4] !== VERSION) badWeights(`version ${bytes[4]} is not supported (this engine reads ${VERSION})`);
  const stages = bytes[5]!;
  const patterns = bytes[6]!;
  const perStage = view.getUint32(8, true);
  if (stages !== N_STAGES || patterns !== N_PATTERNS || perStage !== STAGE_WEIGHTS) {
    badWeights(
      `made for ${stages} stages, ${patterns} patterns and ${perStage} weights a stage; this engine has ${N_STAGES}, ${N_PATTERNS} and ${STAGE_WEIGHTS}`,
    );
  }
  const floats = N_STAGES * N_PATTERNS + 2 * N_STAGES;
  const expected = HEADER + 8 * floats + N_STAGES * STAGE_WEIGHTS;
  if (bytes.length !== expected) badWeights(`${bytes.length} bytes, expected ${expected}`);
  if (view.getUint32(12, true) !== fnv1a(bytes, HEADER)) badWeights('the checksum does not match: the file is damaged');
  const f = new Float64Array(floats);
  for (let i = 0; i < floats; i++) f[i] = view.getFloat64(HEADER + 8 * i, true);
  const values = new Int8Array(N_STAGES * STAGE_WEIGHTS);
  let at = HEADER + 8 * floats;
  for (let j = 0; j < STAGE_WEIGHTS; j++) {
    for (let s = 0; s < N_STAGES; s++) values[s * STAGE_WEIGHTS + j] = (bytes[at++]! << 24) >> 24;
  }
  const np = N_STAGES * N_PATTERNS;
  return checkWeights({
    scales: f.slice(0, np),
    bias: f.slice(np, np + N_STAGES),
    parity: f.slice(np + N_STAGES),
    values,
  });
}

/**
 * Gives the learned evaluation the weights of a file written by
 * `encodeWeights` (the default entry's `embeddedWeightsFile()`, fetched by a
 * web page's worker, for instance): checked, then unpacked (about 50 ms),
 * replacing the weights in use for every later search. Throws an
 * EngineError (`INVALID_WEIGHTS`) and changes nothing for bytes it cannot
 * read.
 *
 * ```ts
 * import { analyze, loadWeights } from '@arcade/engine-othello/lite';
 * loadWeights(new Uint8Array(await (await fetch(url)).arrayBuffer()));
 * analyze(game, { level: 8 });
 * ```
 */
export const loadWeights = /* @__PURE__ */ frozen(function loadWeights(bytes: Uint8Array): void {
  setPatternWeights(decodeWeights(bytes));
});

/**
 * The default entry's weights: the learned evaluation's int8 weights packed
 * in src/weights.ts, a string constant inside the build, so that the
 * package works alone and nothing is read from disk at run time. They are
 * unpacked the first time a search needs them (never at import), unless the
 * caller gave others with `loadWeights`. The `lite` entry does not import
 * this module, and so ships no weights.
 *
 * ```ts
 * import { analyze } from '@arcade/engine-othello'; // analyze loads the embedded weights on first use
 * ```
 */
import { frozen } from '@arcade/core';
import { type AnalyzeOptions, type AnalyzeResult, analyze as analyzeWith } from './analyze.js';
import { encodeWeights, type PatternWeights, unpackInt8 } from './codec.js';
import { hasPatternWeights, setPatternWeights } from './pattern-eval.js';
import { N_STAGES, STAGE_WEIGHTS } from './patterns.js';
import { solve as solveWith, type SolveOptions, type SolveResult } from './solve.js';
import { BIAS, DATA, PARITY, SCALES } from './weights.js';
import type { Othello } from '@arcade/model-othello';

/** The shipped weights as int8, canonical configurations, stage after stage; and how many the string held. */
export function shippedWeights(): { values: Int8Array; count: number } {
  const values = new Int8Array(N_STAGES * STAGE_WEIGHTS);
  return { values, count: unpackInt8(DATA, values) };
}

/** The embedded weights as a PatternWeights object (unpacked anew at each call). */
export function embeddedWeights(): PatternWeights {
  return {
    scales: Float64Array.from(SCALES),
    bias: Float64Array.from(BIAS),
    parity: Float64Array.from(PARITY),
    values: shippedWeights().values,
  };
}

/** Gives the evaluation the embedded weights, unless it has weights already (embedded or the caller's). */
export function useEmbeddedWeights(): void {
  if (!hasPatternWeights()) setPatternWeights(embeddedWeights());
}

/**
 * The embedded weights as the binary file that `loadWeights` of the lite
 * entry reads (see codec.ts for the layout): for a build step that ships
 * them beside the code, as the web site does (apps/web/vite.config.ts).
 *
 * ```ts
 * import { embeddedWeightsFile } from '@arcade/engine-othello';
 * writeFileSync('othello-weights.bin', embeddedWeightsFile());
 * ```
 */
export const embeddedWeightsFile = /* @__PURE__ */ frozen(function embeddedWeightsFile(): Uint8Array {
  file ??= encodeWeights(embeddedWeights());
  // A copy: the caller may write into it.
  return file.slice();
});

/** The file, made once. */
let file: Uint8Array | null = null;

/** Whether analyze's options ask for the classic evaluation (read the way analyze reads them: never throws here). */
function classic(options: unknown): boolean {
  try {
    return (options as { evaluation?: unknown } | null | undefined)?.evaluation === 'classic';
  } catch {
    return false;
  }
}

/**
 * analyze(game, options?) of the default entry: the lite entry's analyze
 * (src/analyze.ts, documented there), with the embedded weights loaded on
 * the first call that uses the learned evaluation.
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * import { analyze } from '@arcade/engine-othello';
 * analyze(playTranscript('f5d6c3'), { level: 3 }).move;
 * ```
 */
export const analyze = /* @__PURE__ */ frozen(function analyze(game: Othello, options?: AnalyzeOptions): AnalyzeResult {
  if (!classic(options)) useEmbeddedWeights();
  return analyzeWith(game, options);
});

/**
 * solve(game, options?) of the default entry: the lite entry's solve
 * (src/solve.ts, documented there; its move ordering uses the learned
 * evaluation), with the embedded weights loaded on the first call.
 *
 * ```ts
 * import { parseBoard } from '@arcade/model-othello';
 * import { solve } from '@arcade/engine-othello';
 * solve(parseBoard('XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X')).score; // 6
 * ```
 */
export const solve = /* @__PURE__ */ frozen(function solve(game: Othello, options?: SolveOptions): SolveResult {
  useEmbeddedWeights();
  return solveWith(game, options);
});

/**
 * @arcade/engine-othello: an Othello engine on @arcade/model-othello.
 *
 * This entry embeds the learned evaluation's weights (unpacked on the first
 * search that needs them), so the package works alone and reads nothing
 * from disk. `@arcade/engine-othello/lite` is the same engine without them,
 * for a web page that fetches them as a file (`loadWeights`).
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * import { analyze, solve, LEVELS } from '@arcade/engine-othello';
 * analyze(playTranscript('f5d6c3'), { level: LEVELS }).move;
 * ```
 */
export { MAX_NODES, MAX_TIME_MS } from './solve.js';
export type { SolveOptions, SolveResult } from './solve.js';
export { EngineError, ENGINE_ERROR_CODES, isEngineError } from './errors.js';
export type { EngineErrorCode } from './errors.js';
export { EXPERT_LEVEL, EXPERT_NODES, EXPERT_TIME_MS, LEVELS, MAX_DEPTH } from './analyze.js';
export type { AnalyzeOptions, AnalyzeProgress, AnalyzeResult } from './analyze.js';
export { analyze, embeddedWeightsFile, solve } from './embedded.js';
export { decodeWeights, encodeWeights, loadWeights } from './codec.js';
export type { PatternWeights } from './codec.js';
/** The budget convention every long search shares (see @arcade/core). */
export type { AbortSignalLike, BudgetOptions, Progress, StopReason } from '@arcade/core';

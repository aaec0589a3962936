/**
 * @arcade/engine-othello: an Othello engine on @arcade/model-othello.
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * import { analyze, solve, LEVELS } from '@arcade/engine-othello';
 * analyze(playTranscript('f5d6c3'), { level: LEVELS }).move;
 * ```
 */
export { solve } from './solve.js';
export type { SolveOptions, SolveResult } from './solve.js';
export { EngineError, ENGINE_ERROR_CODES, isEngineError } from './errors.js';
export type { EngineErrorCode } from './errors.js';
export { analyze, LEVELS } from './analyze.js';
export type { AnalyzeOptions, AnalyzeProgress, AnalyzeResult } from './analyze.js';

/**
 * @arcade/engine-othello: an Othello engine on @arcade/model-othello.
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * import { analyze, solve, LEVELS } from '@arcade/engine-othello';
 * analyze(playTranscript('f5d6c3'), { level: LEVELS }).move;
 * ```
 */
export { MAX_NODES, MAX_TIME_MS, solve } from './solve.js';
export type { SolveOptions, SolveResult } from './solve.js';
export { EngineError, ENGINE_ERROR_CODES, isEngineError } from './errors.js';
export type { EngineErrorCode } from './errors.js';
export { analyze, EXPERT_LEVEL, EXPERT_NODES, EXPERT_TIME_MS, LEVELS, MAX_DEPTH } from './analyze.js';
export type { AnalyzeOptions, AnalyzeProgress, AnalyzeResult } from './analyze.js';

// Issue 12: everything the package exports is frozen, deeply (the error
// class, its prototype and brand check, the functions, the code list), so
// that no caller can change it for every other user in the process.
import { analyze, LEVELS, MAX_DEPTH } from './analyze.js';
import { deepFreeze, ENGINE_ERROR_CODES, EngineError, isEngineError } from './errors.js';
import { MAX_NODES, MAX_TIME_MS, solve } from './solve.js';

deepFreeze([solve, analyze, EngineError, ENGINE_ERROR_CODES, isEngineError, LEVELS, MAX_DEPTH, MAX_NODES, MAX_TIME_MS]);

/**
 * @arcade/engine-othello/lite: the engine without its embedded weights, for
 * a web page or a worker that fetches them as a file (about 1.4 MB, 260 KB
 * gzip) instead of carrying them in its JavaScript. The learned evaluation
 * (the default of analyze and the ordering of solve) needs `loadWeights`
 * first, else those calls throw an EngineError (`WEIGHTS_REQUIRED`);
 * `evaluation: 'classic'` needs none. The weights file is what the default
 * entry's `embeddedWeightsFile()` returns. OthelloSessionCore, the session
 * whose computer's moves are given to it (`computerPlay({ move })`), is here
 * too: a page using only it carries no search at all.
 *
 * ```ts
 * import { computerMove, loadWeights } from '@arcade/engine-othello/lite';
 * loadWeights(new Uint8Array(await (await fetch(weightsUrl)).arrayBuffer()));
 * computerMove({ board, level: 8, seed: 1 }).move;
 * ```
 */
export { MAX_NODES, MAX_TIME_MS, solve } from './solve.js';
export type { SolveOptions, SolveResult } from './solve.js';
export { EngineError, ENGINE_ERROR_CODES, isEngineError } from './errors.js';
export type { EngineErrorCode } from './errors.js';
export { analyze, EXPERT_LEVEL, EXPERT_NODES, EXPERT_TIME_MS, LEVELS, MAX_DEPTH } from './analyze.js';
export type { AnalyzeOptions, AnalyzeProgress, AnalyzeResult } from './analyze.js';
export { decodeWeights, encodeWeights, loadWeights } from './codec.js';
export type { PatternWeights } from './codec.js';
export { computerMove, OthelloSessionCore, positionRandom, searchEngine, seededRandom } from './session-core.js';
export type {
  ComputerMoveInput,
  ComputerMoveResult,
  OthelloEngine,
  OthelloHint,
  OthelloSessionData,
  OthelloSessionOptions,
  OthelloSessionState,
  PlayedMove,
  PlayerKind,
  ThinkOptions,
} from './session-core.js';
/** The budget convention every long search shares (see @arcade/core). */
export type { AbortSignalLike, BudgetOptions, Progress, StopReason } from '@arcade/core';

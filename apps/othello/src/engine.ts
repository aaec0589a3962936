/**
 * The computer player: @arcade/engine-othello's analyze at a level, under the
 * names the app uses. One module, so the app meets the engine in one place.
 *
 * ```ts
 * import { analyze, LEVELS } from './engine.js';
 * analyze(new Othello(), { level: LEVELS }).move; // a legal move
 * ```
 */
export { analyze, LEVELS, MAX_TIME_MS } from '@arcade/engine-othello';
export type { AnalyzeOptions, AnalyzeProgress as Progress, AnalyzeResult } from '@arcade/engine-othello';

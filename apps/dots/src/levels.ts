/**
 * The levels of mode L now live in the model's session entry
 * (`@arcade/model-twodots/session`), which the console and the web view
 * share; this module re-exports them under the app's old names. The MIS's
 * strategies stay in this app; LevelStrategy plays a LevelGame on the
 * console.
 *
 * ```ts
 * import { LEVELS, LevelGame } from '@arcade/dots';
 * const game = new LevelGame(LEVELS[0]!); // level 1, on its own seeded board
 * ```
 */
export * from '@arcade/model-twodots/session';

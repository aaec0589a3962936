/**
 * The numbers of the Two Dots MIS's two game modes, named as the MIS names
 * them, in one place for every view: the console's MovesStrategy and
 * TimedStrategy (wired in the dots app, as the MIS asks) and the web page's
 * moves and timed games read them from here rather than restating them.
 *
 * ```ts
 * import { MOVES_MODE, TIMED_MODE } from '@arcade/model-twodots';
 * MOVES_MODE.TARGET; // 5: dots one move must join to win
 * MOVES_MODE.moveCount; // 15: the moves the game starts with
 * TIMED_MODE.TIME; // 60: seconds, when the player does not choose another time
 * ```
 */

/**
 * MovesStrategy's numbers (the MIS's `startUp`: moveCount, TARGET := 15, 5):
 * `moveCount` moves to join `TARGET` dots of one colour in one move.
 * Frozen.
 */
export const MOVES_MODE: {
  /** The dots one move must join to win. */
  readonly TARGET: 5;
  /** The moves a game starts with. */
  readonly moveCount: 15;
} = /* @__PURE__ */ Object.freeze({ TARGET: 5, moveCount: 15 });

/**
 * TimedStrategy's numbers (the MIS's `startUp`: TARGET, TIME := 5, 60):
 * `TIME` seconds to join `TARGET` dots of one colour in one move. `TIME`
 * is the default; the console's `--time` and the web page's `time` choose
 * another. Frozen.
 */
export const TIMED_MODE: {
  /** The dots one move must join to win. */
  readonly TARGET: 5;
  /** The game's length in seconds, by default. */
  readonly TIME: 60;
} = /* @__PURE__ */ Object.freeze({ TARGET: 5, TIME: 60 });

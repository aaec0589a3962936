/**
 * `@arcade/model-twodots/session`: what both views of Two Dots need beyond
 * the board, with no I/O. The levels of mode L (the twelve built-in levels,
 * their goals and move limits, the hint, a level being played: `LevelGame`)
 * and the progress rules (which levels are open, what a result means for
 * the progress and which level comes next). Where the progress is kept (a
 * file for the console, localStorage in a browser) is the app's business;
 * the rules are here, so the two agree.
 *
 * The MIS's game modes (StrategyGameMode, MovesStrategy, TimedStrategy,
 * CountDownTimer, BoardController, Dots) stay in the console app, as the
 * product's design requires.
 *
 * ```ts
 * import { bestMove } from '@arcade/model-twodots';
 * import { LEVELS, LevelGame, levelOutcome, openLevel } from '@arcade/model-twodots/session';
 * const level = LEVELS[openLevel(0) - 1]; // level 1: nothing won yet
 * const game = new LevelGame(level);
 * while (game.status() === 'playing') game.play(bestMove(game.board).path);
 * levelOutcome(0, level.number, game.status()); // { highestWon: 1, opened: 2, next: 2, allWon: false }
 * ```
 */
import { LEVELS, type LevelStatus } from './levels.js';
import { frozen } from './brand.js';

export {
  describeGoals,
  findLevel,
  type GoalProgress,
  goalColors,
  LEVEL_SIZE,
  LEVELS,
  type Level,
  LevelGame,
  type LevelMove,
  type LevelGameData,
  type LevelStatus,
  levelBoard,
  MAX_GOAL,
  type Simulation,
  simulateLevel,
} from './levels.js';

/**
 * A highest-level-won as kept by an app, made sound: a whole number from 0
 * (none won) to LEVELS.length; anything else (a stored value from another
 * version, more levels than there are) is clamped, and a value that is not
 * a number at all counts as 0.
 */
export const clampProgress = /* @__PURE__ */ frozen(function clampProgress(highestWon: unknown): number {
  if (typeof highestWon !== 'number' || !Number.isFinite(highestWon)) return 0;
  return Math.min(Math.max(0, Math.floor(highestWon)), LEVELS.length);
});

/**
 * The highest level that may be played with `highestWon` levels won: the
 * one after the highest won (a win opens the next), the last one at most.
 * It is the level a levels game starts at.
 */
export const openLevel = /* @__PURE__ */ frozen(function openLevel(highestWon: number): number {
  return Math.min(clampProgress(highestWon) + 1, LEVELS.length);
});

/** Whether level `n` may be played with `highestWon` levels won (levels 1..openLevel). */
export const isLevelOpen = /* @__PURE__ */ frozen(function isLevelOpen(n: number, highestWon: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= openLevel(highestWon);
});

/** What a level's result means for the progress. */
export interface LevelOutcome {
  /** The highest level won after it (never lower than before: replaying an easy level keeps the progress). */
  readonly highestWon: number;
  /** The level this result opened for the first time, or null. */
  readonly opened: number | null;
  /** The level to offer next: the one after a win (the last at most), the same one after a loss or a quit. */
  readonly next: number;
  /** Every level is won. */
  readonly allWon: boolean;
}

/**
 * What playing level `n` to `status` means with `highestWon` levels won
 * before: a win raises the highest won (when higher) and opens the next
 * level; a loss or a game still going changes nothing and offers the same
 * level again.
 */
export const levelOutcome = /* @__PURE__ */ frozen(function levelOutcome(
  highestWon: number,
  n: number,
  status: LevelStatus,
): LevelOutcome {
  const before = clampProgress(highestWon);
  const won = status === 'won';
  const after = won ? Math.max(before, clampProgress(n)) : before;
  const opened = openLevel(after) > openLevel(before) ? openLevel(after) : null;
  const next = won ? Math.min(n + 1, LEVELS.length) : n;
  return { highestWon: after, opened, next, allWon: after >= LEVELS.length };
});

/**
 * @arcade/dots: Two Dots in the terminal. The MIS's Strategy,
 * StrategyGameMode, MovesStrategy, TimedStrategy, CountDownTimer,
 * BoardController and Dots, over @arcade/model-twodots and the console
 * BoardView of @arcade/view-console.
 *
 * ```ts
 * import { main } from '@arcade/dots';
 * import { consoleReader, stdoutSink } from '@arcade/view-console/node';
 * process.exitCode = main(process.argv.slice(2), { input: consoleReader(), output: stdoutSink });
 * ```
 */
export { CountDownTimer, systemClock, type Clock } from './timer.js';
export { BoardController, type StrategyFactories } from './controller.js';
export {
  StrategyGameMode,
  MovesStrategy,
  TimedStrategy,
  type Strategy,
  type GameResult,
  type TimedOptions,
} from './strategy.js';
export {
  LEVELS,
  LEVEL_SIZE,
  MAX_GOAL,
  LevelGame,
  findLevel,
  levelBoard,
  goalColors,
  describeGoals,
  simulateLevel,
  type Level,
  type LevelStatus,
  type GoalProgress,
  type LevelMove,
  type Simulation,
} from './levels.js';
export { LevelStrategy, levelRules, type LevelStrategyOptions } from './level-strategy.js';
export {
  fileProgress,
  memoryProgress,
  progressPath,
  makeProgress,
  parseProgress,
  PROGRESS_VERSION,
  MAX_SAVED_LEVEL,
  type ProgressStore,
  type ProgressFs,
  type ProgressEnv,
  type LoadedProgress,
  type SavedProgress,
  type FileProgressOptions,
} from './progress.js';
export { Dots, main, parseArgs, USAGE, SIZE, type DotsIO, type DotsOptions } from './dots.js';

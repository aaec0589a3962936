/**
 * @arcade/freecell: FreeCell in the terminal, over @arcade/model-freecell and
 * the shared console of @arcade/view-console.
 *
 * ```ts
 * import { main } from '@arcade/freecell';
 * import { consoleReader, stdoutSink } from '@arcade/view-console/node';
 * process.exitCode = main(['--deal', '1'], { input: consoleReader(), output: stdoutSink });
 * ```
 */
export {
  main,
  parseOptions,
  USAGE,
  MAX_DEAL,
  SOLVE_NODE_LIMIT,
  HINT_NODE_LIMIT,
  HINT_OPTIONS,
  SOLVE_PAUSE_MS,
  MAX_BOARD_BYTES,
  type FreecellIO,
  type FreecellOptions,
} from './freecell.js';
export {
  FreecellSession,
  readMove,
  turnsOf,
  type PlayResult,
  type SessionOptions,
  type Solution,
  type Turn,
} from './session.js';
export { randomDeal, RANDOM_DEALS } from './random.js';
export { listMoves, readWordCommand, utf8Locale, type WordCommand } from './commands.js';
export {
  EMPTY_STATS,
  STATS_VERSION,
  MAX_BEST_DEALS,
  MAX_COUNT,
  recordResult,
  makeStats,
  parseStats,
  formatStats,
  fileStats,
  memoryStats,
  statsKeeper,
  type FreecellStats,
  type GameOutcome,
  type StatsStore,
  type StatsKeeper,
  type FileStatsOptions,
} from './stats.js';

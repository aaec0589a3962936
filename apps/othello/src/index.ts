/**
 * @arcade/othello: Othello in the terminal against @arcade/engine-othello, on
 * the shared console of @arcade/view-console.
 *
 * ```ts
 * import { main } from '@arcade/othello';
 * import { consoleReader, stdoutSink } from '@arcade/view-console/node';
 * process.exitCode = main(process.argv.slice(2), { input: consoleReader(), output: stdoutSink });
 * ```
 */
export {
  main,
  startPosition,
  formatTranscript,
  COMMANDS,
  RULES,
  PROGRESS_DELAY_MS,
  type OthelloIO,
} from './game.js';
export {
  parseOptions,
  USAGE,
  DEFAULT_LEVEL,
  MAX_OPTION_LENGTH,
  PLAYER_KINDS,
  type PlayerKind,
  type OthelloOptions,
} from './options.js';
export { seededRandom } from './random.js';

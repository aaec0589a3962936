/**
 * @arcade/tictactoe: Tic-tac-toe in the terminal, on the shared console of
 * @arcade/view-console and the solved GAME ADT of @arcade/model-tictactoe.
 *
 * ```ts
 * import { main } from '@arcade/tictactoe';
 * import { consoleReader, stdoutSink } from '@arcade/view-console/node';
 * process.exitCode = main(process.argv.slice(2), { input: consoleReader(), output: stdoutSink });
 * ```
 */
export {
  computerChoices,
  computerMove,
  hint,
  outcomeFor,
  LEVELS,
  PLAYER_KINDS,
  type Hint,
  type Level,
  type Outcome,
  type PlayerKind,
} from './computer.js';
export {
  hintText,
  main,
  parseArgs,
  PROGRAM,
  readMove,
  resultOf,
  SEED_MAX,
  USAGE,
  type MoveReading,
  type TicTacToeIO,
  type TicTacToeOptions,
} from './tictactoe.js';

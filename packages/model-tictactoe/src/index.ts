/**
 * @arcade/model-tictactoe: the tic-tac-toe GAME ADT of the spec, with its
 * contracts, completed (a winner, a draw, no put once over) and solved by
 * perfect play.
 *
 * ```ts
 * import { Game, Cross, value, bestMoves, parseGame, makeGame } from '@arcade/model-tictactoe';
 * const g = Game.make().putCross(2, 2).putCircle(1, 1);
 * g.item(2, 2) === Cross; // true
 * value(g); // 0: still a draw with best play
 * bestMoves(parseGame('XX./OO./...')); // [{ i: 1, j: 3 }]
 * makeGame(g); // 'O../.X./...'
 * ```
 */
export {
  Empty,
  Cross,
  Circle,
  CELL_VALUES,
  PLAYERS,
  SIZE,
  CONTRACT_TAGS,
  ROUTINES,
  LINES,
  CELL_SYMBOLS,
  cellSymbol,
  cellName,
  opponent,
} from './vocabulary.js';
export type { CellValue, Player, ContractTag, Routine, Move, Line, CellSymbol } from './vocabulary.js';
export { PreconditionViolation, GameNotationError, TicTacToeError, type TicTacToeErrorCode } from './errors.js';
export { Game, type GameJSON } from './game.js';
export { MAX_GAME_TEXT, parseGame, makeGame } from './notation.js';
export { value, bestMoves, chooseBestMove, mulberry32, SEED_MIN, SEED_MAX } from './solver.js';
export type { GameValue, RandomSource } from './solver.js';

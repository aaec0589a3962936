/**
 * @arcade/model-othello: the Othello MIS (SFWR ENG 2AA4, 2008) on a bitboard
 * engine, with perft, notation and the WTHOR game format.
 *
 * ```ts
 * import { Othello, Cell, perft, playTranscript, makeBoard } from '@arcade/model-othello';
 * const g = new Othello();
 * g.move(4, 5, Cell.BLACK); // f5
 * perft(6);                 // 8200
 * makeBoard(playTranscript('f5d6'));
 * ```
 */
export { SIZE, CELLS, Cell, SQUARES, isCell, opponent, onBoard, square } from './vocabulary.js';
export type { CellT, Player, Square } from './vocabulary.js';
export {
  OthelloException,
  OutOfBoundsException,
  InvalidMoveException,
  WrongPlayerException,
  ValidMoveExistsException,
} from './errors.js';
export { Othello, perft } from './othello.js';
export {
  makeSquare,
  parseSquare,
  makeTranscript,
  parseTranscript,
  playTranscript,
  makeBoard,
  parseBoard,
} from './notation.js';
export { parseWthor, makeWthor, wthorSquare } from './wthor.js';
export type { WthorFile, WthorGame } from './wthor.js';

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
export type { CellT, Move, Player, Square } from './vocabulary.js';
export {
  OthelloException,
  type OthelloErrorCode,
  OutOfBoundsException,
  InvalidMoveException,
  WrongPlayerException,
  ValidMoveExistsException,
} from './errors.js';
export { MAX_PERFT_DEPTH, Othello, type Outcome, perft } from './othello.js';
export { MAX_SAVED_PLIES, type OthelloJSON } from './json.js';
export {
  MAX_BOARD_TEXT,
  MAX_SQUARE_TEXT,
  MAX_TRANSCRIPT_MOVES,
  MAX_TRANSCRIPT_TEXT,
  makeSquare,
  parseSquare,
  makeTranscript,
  parseTranscript,
  playTranscript,
  makeBoard,
  parseBoard,
} from './notation.js';
export { MAX_WTHOR_GAMES, parseWthor, makeWthor, wthorSquare } from './wthor.js';
export type { WthorFile, WthorGame } from './wthor.js';
export { MAX_GGF_MOVES, MAX_GGF_TEXT, parseGgf, makeGgf, parseGgfMove, makeGgfMove, playGgf } from './ggf.js';
export type { GgfGame, GgfMove } from './ggf.js';

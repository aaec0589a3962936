/**
 * @arcade/model-twodots: the Two Dots MIS (Color, PointT, Board(T),
 * BoardMoves, TwoDotsBoard) with gravity and an injectable random source.
 *
 * ```ts
 * import { TwoDotsBoard, PointT, bestMove, mulberry32 } from '@arcade/model-twodots';
 * const board = new TwoDotsBoard(6, 6, mulberry32(7));
 * const path = [new PointT(0, 0), new PointT(0, 1)];
 * if (board.validateMoves(path)) board.updateBoard(path);
 * const hint = bestMove(board); // beside the MIS: loops clear a colour
 * if (hint) board.applyMove(hint.path); // { loop, color, removed, total }
 * ```
 */
export {
  IllegalArgumentException,
  IndexOutOfBoundsException,
  TwoDotsError,
  type TwoDotsErrorCode,
} from './errors.js';
export {
  COLORS,
  Color,
  COLOR_NAMES,
  isColor,
  mulberry32,
  randomColor,
  type RandomSource,
  type Rng,
  SEED_MAX,
  SEED_MIN,
} from './color.js';
export { PointT, type BoardMoves } from './point.js';
export { Board, type BoardJSON, MAX_BOARD_SIDE } from './board.js';
export {
  TwoDotsBoard,
  type TwoDotsBoardJSON,
  type MovesProblem,
  isAdjacent,
  describeProblem,
  makeBoard,
  MAX_BOARD_TEXT,
  parseBoard,
} from './twodots.js';
export {
  MIN_LOOP_POINTS,
  checkLoop,
  isLoop,
  checkPlay,
  type LoopProblem,
  type PlayProblem,
  type MoveResult,
} from './loop.js';
export { bestMove, type BestMove } from './best.js';
export { MOVES_MODE, TIMED_MODE } from './modes.js';

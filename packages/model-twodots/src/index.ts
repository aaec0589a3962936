/**
 * @arcade/model-twodots: the Two Dots MIS (Color, PointT, Board(T),
 * BoardMoves, TwoDotsBoard) with gravity and an injectable random source.
 *
 * ```ts
 * import { TwoDotsBoard, PointT, mulberry32 } from '@arcade/model-twodots';
 * const board = new TwoDotsBoard(6, 6, mulberry32(7));
 * const path = [new PointT(0, 0), new PointT(0, 1)];
 * if (board.validateMoves(path)) board.updateBoard(path);
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
  type Rng,
  SEED_MAX,
  SEED_MIN,
} from './color.js';
export { PointT, type BoardMoves } from './point.js';
export { Board, MAX_BOARD_SIDE } from './board.js';
export {
  TwoDotsBoard,
  type MovesProblem,
  isAdjacent,
  describeProblem,
  makeBoard,
  parseBoard,
} from './twodots.js';

// Issue 12: everything the package exports is frozen, deeply (classes,
// their prototypes and methods, functions, constant tables), so that no
// caller can change it for every other user in the process.
import { deepFreeze } from './brand.js';
import * as boardModule from './board.js';
import * as colorModule from './color.js';
import * as errorsModule from './errors.js';
import * as pointModule from './point.js';
import * as twodotsModule from './twodots.js';

for (const m of [boardModule, colorModule, errorsModule, pointModule, twodotsModule]) deepFreeze(Object.values(m));

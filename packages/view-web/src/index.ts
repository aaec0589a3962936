/**
 * @arcade/view-web: the games' DOM views. Each board is made of focusable
 * elements with a role and an accessible name in the game's own notation;
 * the views draw a model's state and report the player's choices, and hold no
 * game logic of their own (that stays in the model packages).
 *
 * ```ts
 * import { Game } from '@arcade/model-tictactoe';
 * import { TicTacToeBoard } from '@arcade/view-web';
 * const board = new TicTacToeBoard((i, j) => console.log(i, j));
 * document.body.append(board.element);
 * board.update(Game.make()); // nine buttons named 'row 1, column 1, empty' ...
 * ```
 */
export { type Attrs, attrs, h, s, SVG_NS } from './common/dom.js';
export { type GridPos, gridStep, isActivateKey, RovingGrid } from './common/grid.js';
export {
  createMotion,
  FLIP_DURATION_MS,
  type FlipMove,
  type FlipOptions,
  flip,
  MAX_ANIMATIONS,
  type Motion,
  type MotionOptions,
  REDUCED_FADE_MS,
} from './common/motion.js';
export { StatusLine } from './common/status.js';
export {
  cellLabel,
  markWord,
  type TicTacToeRefusal,
  TicTacToeBoard,
  type TicTacToeBoardOptions,
  type TicTacToeShow,
} from './tictactoe/view.js';
export {
  FLIP_MS,
  FLIP_STEP_MS,
  OthelloBoard,
  type OthelloShow,
  type OthelloValue,
  PLACE_MS,
  squareLabel,
  valueText,
} from './othello/view.js';
export { costliest, MARKED, OthelloReview, type ReviewPoint } from './othello/review.js';
export {
  FoxDolphinMap,
  type FoxDolphinShow,
  hexCenter,
  tileContents,
  tileLabel,
  TILE_PX,
  TILE_UNITS,
} from './foxdolphin/view.js';
export { PanZoom, type PanZoomOptions } from './foxdolphin/viewport.js';
export {
  cardFace,
  cardLabel,
  foundationLabel,
  type FreecellHandlers,
  type FreecellShow,
  type FreecellSource,
  FreecellTable,
  type FreecellTableOptions,
  type FreecellTarget,
  targetName,
} from './freecell/view.js';
export {
  clockText,
  counted,
  durationWords,
  type MoveToSay,
  moveWords,
  saidInWords,
} from './freecell/words.js';
export { DotsBoard, type DotPos, type DotsShow, dotLabel, extendPath } from './dots/view.js';

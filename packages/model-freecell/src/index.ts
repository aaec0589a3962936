export * from './types.js';
export * from './errors.js';
export { CardT, fullDeck } from './card.js';
export { MAX_PILE_SIZE, PileT } from './pile.js';
export { FreecellGame, type Position } from './game.js';
export { type FreecellGameJSON, MAX_SAVED_HISTORY, type PositionJSON } from './json.js';
export { msDeal, msDealOrder } from './deal.js';
export { MAX_BOARD_TEXT, MAX_CARD_TEXT, parseBoard, makeBoard, parseCard, makeCard } from './board.js';
export {
  MAX_MOVE_TEXT,
  MAX_MOVES_TEXT,
  parseMove,
  makeMove,
  parseMoves,
  makeMoves,
  type Move,
  type MoveSource,
  type MoveTarget,
} from './notation.js';
export { smartMove, type SmartMoveOptions } from './smart.js';
export { MAX_SOLVE_NODES, solve, type SolveOptions, type SolveResult, type Weights } from './solver.js';
export { countMoves, DEFAULT_BEAM, MAX_BEAM } from './short.js';

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

// Issue 12: everything the package exports is frozen, deeply (classes,
// their prototypes and methods, functions, constant tables), so that no
// caller can change it for every other user in the process.
import { deepFreeze } from './brand.js';
import * as boardModule from './board.js';
import * as cardModule from './card.js';
import * as dealModule from './deal.js';
import * as errorsModule from './errors.js';
import * as gameModule from './game.js';
import * as notationModule from './notation.js';
import * as pileModule from './pile.js';
import * as shortModule from './short.js';
import * as smartModule from './smart.js';
import * as solverModule from './solver.js';
import * as typesModule from './types.js';

for (const m of [
  boardModule,
  cardModule,
  dealModule,
  errorsModule,
  gameModule,
  notationModule,
  pileModule,
  shortModule,
  smartModule,
  solverModule,
  typesModule,
])
  deepFreeze(Object.values(m));

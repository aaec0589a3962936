/**
 * @arcade/model-foxdolphin: Foxes and Dolphins on a flooding hexagonal
 * island, the Z specification of TU/e OGO 2.2 group 6 (2012) as a seeded
 * model with no I/O.
 *
 * ```ts
 * import { Controller, randomPlayer } from '@arcade/model-foxdolphin';
 * const game = Controller.init(6, { seed: 7, dolphin: randomPlayer(), roundLimit: 100 });
 * const report = game.playRound(); // tide, event, floods and both turns
 * game.play(); // 'Fox' | 'Dolphin' | 'draw'
 * ```
 */
export * from './vocabulary.js';
export { mulberry32, nonZeroInt, type Random, randomOf, SEED_MAX, SEED_MIN } from './random.js';
export type { BoardJSON, ControllerJSON, PlayerJSON, TurnJSON } from './json.js';
export * from './errors.js';
export {
  Board,
  type BoardInit,
  type BoardState,
  BOARD_INVARIANTS,
  type BoardInvariant,
  isBoard,
  islandFrozen,
  KILLED,
  MAX_TILES,
  MOVE_REFUSALS,
  type MoveRefusal,
  type MoveResult,
  MOVED,
  outlastsTide,
  REFUSED,
  validate,
} from './board.js';
export * from './island.js';
export {
  greedyPlayer,
  type MoveRequest,
  Player,
  randomPlayer,
  STRATEGIES,
  type Strategy,
  type StrategyName,
} from './player.js';
export * from './controller.js';
export * from './text.js';

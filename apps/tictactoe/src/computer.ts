/**
 * The computer player and the hint now live in the model's session
 * (`@arcade/model-tictactoe/session`), which the console and the web view
 * share; this module re-exports them under the app's old names.
 *
 * ```ts
 * import { Game, mulberry32, parseGame } from '@arcade/model-tictactoe';
 * import { computerChoices, computerMove, hint } from '@arcade/tictactoe';
 * computerChoices(parseGame('XX./OO./...'), 'perfect'); // [{ i: 1, j: 3 }]: the win at once
 * computerMove(Game.make(), 'random', mulberry32(1)); // one of the nine cells
 * hint(Game.make()); // { move: { i: 1, j: 1 }, others: [...8 cells], outcome: 'draw' }
 * ```
 */
export {
  computerChoices,
  computerMove,
  type Hint,
  hint,
  LEVELS,
  type Level,
  type Outcome,
  outcomeFor,
  PLAYER_KINDS,
  type PlayerKind,
} from '@arcade/model-tictactoe/session';

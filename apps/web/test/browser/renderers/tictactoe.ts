// See othello.ts.
import { parseGame } from '@arcade/model-tictactoe';
import { renderTicTacToe } from '@arcade/view-console';

/** A game won by X on the top row. */
export function scene(): string {
  return renderTicTacToe(parseGame('XX./OO./...').putCross(1, 3));
}

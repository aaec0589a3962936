// See othello.ts.
import { FreecellGame, msDeal } from '@arcade/model-freecell';
import { renderFreecell } from '@arcade/view-console';

/** Microsoft deal 1 after its first move, column 1 to cell a. */
export function scene(): string {
  const game = new FreecellGame();
  game.newGame(msDeal(1));
  game.play('1a');
  return renderFreecell(game);
}

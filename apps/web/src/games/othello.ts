/** Placeholder until the game's page is built. */
import { type GameContext, gamePage } from '../page.js';

/** Builds the page. */
export function mount(ctx: GameContext): void {
  gamePage(ctx, 'othello', []);
  ctx.status.say('This game is not ready yet.');
}

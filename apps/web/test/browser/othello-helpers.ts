/**
 * What the Othello browser tests share: the board's square names as the
 * page gives them, and games played in Node to set up from a transcript.
 */
import { Othello } from '@arcade/model-othello';
import type { Page } from 'playwright-core';

/** The 64 squares' accessible names, a1..h1, a2..h8 (waiting for the board first: the route loads after goto). */
export async function squareNames(page: Page): Promise<string[]> {
  const buttons = page.getByRole('group', { name: 'Othello board' }).getByRole('button');
  await buttons.first().waitFor();
  return buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/**
 * A game in which each side takes in turn its first and its last legal square (a game nobody
 * tuned anything on), passing where it must, until `stop(game)` says so or the game is over.
 */
export function firstLastGame(stop: (g: Othello) => boolean = () => false): Othello {
  const g = new Othello();
  let k = 0;
  while (!g.isGameOver() && !stop(g)) {
    const legal = g.legalMoves();
    if (legal.length === 0) g.pass();
    else g.play(k++ % 2 === 0 ? legal[0]! : legal.at(-1)!);
  }
  return g;
}

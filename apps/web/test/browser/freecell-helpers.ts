/**
 * What the FreeCell browser tests share: the model's session on a deal, as
 * the page starts it, and the page's cards and places by role and name.
 */
import { FreecellGame, type Move, msDeal } from '@arcade/model-freecell';
import { FreecellSession } from '@arcade/model-freecell/session';
import type { Locator, Page } from 'playwright-core';

/** A session on Microsoft deal `n` with automatic moves on, as the page starts it. */
export function session(n: number): FreecellSession {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  return new FreecellSession(g, { auto: true });
}

/** Card `name` (`JD`): its accessible name starts with its notation (`JD, J♦`). */
export function cardButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${name},`) });
}

/** The place a move names, as the page's target (any of the four foundation piles takes a card home). */
export function place(page: Page, to: Move['to']): Locator {
  if (to.kind === 'foundation') return page.getByRole('group', { name: /^foundation/ }).first();
  const name = to.kind === 'cell' ? `free cell ${'abcd'[to.index]}` : `column ${to.index + 1}`;
  return page.getByRole('group', { name, exact: true });
}

/** The notations of the cards in a place, bottom to top. */
export async function cardsIn(page: Page, name: string): Promise<string[]> {
  // The route's code loads after goto returns: wait for the place (it may hold no card) before reading it.
  const where = page.getByRole('group', { name, exact: true });
  await where.waitFor();
  return where
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').split(',')[0] ?? ''));
}

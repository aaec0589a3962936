import { solve } from '@arcade/engine-othello';
import { makeSquare, makeTranscript, type Othello } from '@arcade/model-othello';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, waitForStatus } from './browser.js';
import { firstLastGame, squareNames } from './othello-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The names of the legal squares. */
async function legalNames(page: Page): Promise<string[]> {
  return (await squareNames(page)).filter((n) => n.includes(', legal'));
}

/** A game of the first/last kind stopped at `empties` empty squares or fewer, Black to move with at least 3 moves. */
function lateGame(empties: number): Othello {
  return firstLastGame(
    (g) => 64 - g.count('BLACK') - g.count('WHITE') <= empties && g.getTurn() === 'BLACK' && g.legalMoves().length >= 3,
  );
}

/**
 * Each legal move's value by the engine's exact solver in Node: the position after the move
 * solved to the end, in discs for the side that moved (empty squares to the winner).
 */
function exactValues(g: Othello): Map<string, number> {
  const mover = g.getTurn();
  const out = new Map<string, number>();
  for (const sq of g.legalMoves()) {
    const after = g.clone();
    after.play(sq);
    const r = solve(after);
    if (r.status !== 'solved') throw new Error('not solved');
    out.set(makeSquare(sq), after.getTurn() === mover ? r.score : -r.score);
  }
  return out;
}

/** The values take a search per move, and the analysis worker loads the weights first. */
const POLL = { timeout: 60_000 };

const shown = (v: number): string => (v > 0 ? `+${v}` : String(v));

describe('issue 36: the engine values of the legal moves', () => {
  it('a late position set up from a transcript: every value is shown as exact and is the exact solution', async () => {
    const g = lateGame(11);
    const expected = exactValues(g);
    expect(expected.size).toBeGreaterThanOrEqual(3);
    // Level 4 solves from 10 empties: after each move there are 10 or fewer, so every value is exact.
    const { page, errors, context } = await open(browser, '#/othello?opponent=human&level=4');
    await waitForStatus(page, /Black to move/);
    await page.getByRole('textbox', { name: 'Transcript' }).fill(makeTranscript(g.moves()));
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /Set up after \d+ moves\..*Black to move/);
    // Off by default: the names are the plain ones.
    const switchButton = page.getByRole('switch', { name: 'Move values' });
    expect(await switchButton.getAttribute('aria-checked')).toBe('false');
    expect((await legalNames(page)).every((n) => /, legal$/.test(n))).toBe(true);
    await switchButton.click();
    expect(await switchButton.getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => (await legalNames(page)).every((n) => /, exact [+-]?\d+$/.test(n)), POLL).toBe(true);
    const want = [...expected].map(([sq, v]) => `${sq}, empty, legal, exact ${shown(v)}`).sort();
    expect((await legalNames(page)).sort()).toEqual(want);
    // The value is shown on the square too, and the square says it is exact.
    const [sq, v] = [...expected][0]!;
    const cell = page.getByRole('button', { name: new RegExp(`^${sq}, empty, legal`) });
    expect(await cell.textContent()).toBe(shown(v));
    expect(await cell.getAttribute('data-value')).toBe('exact');
    // Switched off, the values go.
    await switchButton.click();
    await expect.poll(async () => (await legalNames(page)).every((n) => /, legal$/.test(n)), POLL).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('further from the end the values are estimates, and are named and marked so; a move brings the next side’s values', async () => {
    const g = lateGame(16);
    const exact = exactValues(lateGame(16));
    const { page, errors, context } = await open(browser, '#/othello?opponent=human&level=4');
    await waitForStatus(page, /Black to move/);
    await page.getByRole('switch', { name: 'Move values' }).click();
    // The opening's values come first (estimates, as every value at 60 empties).
    await expect
      .poll(async () => (await legalNames(page)).every((n) => /, estimated [+-]?\d+$/.test(n)), POLL)
      .toBe(true);
    await page.getByRole('textbox', { name: 'Transcript' }).fill(makeTranscript(g.moves()));
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /Set up after \d+ moves/);
    await expect
      .poll(async () => {
        const names = await legalNames(page);
        return names.length === exact.size && names.every((n) => /, estimated [+-]?\d+$/.test(n));
      }, POLL)
      .toBe(true);
    const cell = page.getByRole('button', { name: /, legal, estimated/ }).first();
    expect(await cell.getAttribute('data-value')).toBe('estimate');
    // Black moves: White's squares get their values.
    await cell.click();
    await waitForStatus(page, /White to move/);
    await expect
      .poll(async () => {
        const names = await legalNames(page);
        return names.length > 0 && names.every((n) => /, (estimated|exact) [+-]?\d+$/.test(n));
      }, POLL)
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { makeSquare, makeTranscript, Othello } from '@arcade/model-othello';
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

/** The position after `ply` of `moves`, as the page replays it. */
function positionAfter(moves: readonly string[], ply: number): Othello {
  const g = new Othello();
  for (const sq of moves.slice(0, ply)) {
    if (g.legalMoves().length === 0) g.pass();
    g.play(sq);
  }
  return g;
}

/** The discs of `g` as the board names them (`d4, white`), sorted. */
function discs(g: Othello): string[] {
  const out: string[] = [];
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) {
      const c = g.getb(i, j);
      if (c !== 'FREE') out.push(`${makeSquare({ i, j })}, ${c.toLowerCase()}`);
    }
  return out.sort();
}

async function boardDiscs(page: Page): Promise<string[]> {
  return (await squareNames(page)).filter((n) => /, (black|white)$/.test(n)).sort();
}

describe('issue 36: the review after an Othello game', () => {
  it('a score graph, the three costliest moves with the best one, and the game stepped through by click and arrow keys', async () => {
    const g = firstLastGame();
    const moves = g.moves().map(makeSquare);
    const n = moves.length;
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await waitForStatus(page, /Black to move/);
    await page.getByRole('textbox', { name: 'Transcript' }).fill(makeTranscript(g.moves()));
    await page.getByRole('button', { name: 'Set up' }).click();
    // The status line announces the result; the review comes from the worker after it.
    await waitForStatus(page, /Game over/);
    const graph = page.getByRole('img', { name: /^Score graph/ });
    await graph.waitFor({ timeout: 60_000 });
    expect(await graph.getAttribute('aria-label')).toContain(`each of the ${n} moves, in discs from Black's side`);
    // Its text equivalent: the summary it is described by, and the list of moves with their values.
    const described = await graph.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent,
    );
    expect(described).toMatch(/^The costliest moves: /);
    const list = page.getByRole('list', { name: 'Moves of the game' });
    const items = list.getByRole('button');
    expect(await items.count()).toBe(n + 1);
    expect(await items.nth(0).textContent()).toBe('Start');
    expect(await items.nth(1).textContent()).toMatch(new RegExp(`^1\\. Black ${moves[0]}: [+-]?\\d+`));
    // Three moves marked, each with the best move of its position: a legal square there, not the one played.
    const worst = list.getByRole('button', { name: /, lost \d+; best [a-h][1-8]$/ });
    expect(await worst.count()).toBe(3);
    for (const text of await worst.allTextContents()) {
      const [, k, sq, lost, best] =
        /^(\d+)\. (?:Black|White) ([a-h][1-8]): [+-]?\d+, lost (\d+); best ([a-h][1-8])$/.exec(text)!;
      expect(moves[Number(k) - 1]).toBe(sq);
      expect(Number(lost)).toBeGreaterThan(0);
      expect(best).not.toBe(sq);
      const before = positionAfter(moves, Number(k) - 1);
      if (before.legalMoves().length === 0) before.pass();
      expect(before.legalMoves().map(makeSquare)).toContain(best);
      expect(described).toContain(`${k}. `);
    }
    expect(await page.locator('.oth-graph circle.oth-dot-worst').count()).toBe(3);
    // A click on a move shows its position; the arrow keys step from there.
    await items.nth(10).click();
    await waitForStatus(page, /Review: move 10, /);
    expect(await boardDiscs(page)).toEqual(discs(positionAfter(moves, 10)));
    expect(await items.nth(10).getAttribute('aria-current')).toBe('step');
    await page.keyboard.press('ArrowRight');
    await waitForStatus(page, /Review: move 11, /);
    expect(await boardDiscs(page)).toEqual(discs(positionAfter(moves, 11)));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^11\. /);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitForStatus(page, /Review: move 9, /);
    expect(await boardDiscs(page)).toEqual(discs(positionAfter(moves, 9)));
    await page.keyboard.press('Home');
    await waitForStatus(page, /Review: the start/);
    expect(await boardDiscs(page)).toEqual(['d4, white', 'd5, black', 'e4, black', 'e5, white']);
    // A click on a point of the graph shows that position too.
    await page.locator('.oth-graph circle[data-ply="20"]').click();
    await waitForStatus(page, /Review: move 20, /);
    expect(await boardDiscs(page)).toEqual(discs(positionAfter(moves, 20)));
    await page.keyboard.press('End');
    await list.getByRole('button', { name: new RegExp(`^${n}\\. `) }).focus();
    await page.keyboard.press('End');
    await waitForStatus(page, new RegExp(`Review: move ${n}, `));
    expect(await boardDiscs(page)).toEqual(discs(g));
    // A new game puts the review away.
    await page.getByRole('button', { name: 'New game' }).click();
    await waitForStatus(page, /New game/);
    expect(await page.getByRole('img', { name: /^Score graph/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';
import { squareNames } from './othello-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('issue 36: Othello for two people on one device', () => {
  it('a whole game with two people, each side played by clicks; a copied link keeps the opponent', async () => {
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await waitForStatus(page, /Black to move/);
    expect(await page.getByText('Black 2, White 2. Two players.').count()).toBe(1);
    // Nobody's colour to choose: both are people.
    expect(await page.getByRole('combobox', { name: 'Your colour' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Opponent' }).inputValue()).toBe('human');
    const sides = new Set<string>();
    let clicks = 0;
    for (;;) {
      const status = await waitForStatus(page, /(Black|White) to move|Game over/);
      if (/Game over/.test(status)) break;
      const side = /(Black|White) to move/.exec(status)![1]!;
      sides.add(side);
      const legal = (await squareNames(page)).filter((n) => n.endsWith(', legal'));
      expect(legal.length).toBeGreaterThan(0);
      // The last legal square, not the first: a different game from the one against the computer.
      const before = (await page.getByRole('textbox', { name: 'Transcript' }).inputValue()).length;
      await page.getByRole('button', { name: legal.at(-1)!, exact: true }).click();
      await settled(page);
      // The move is the person's own: one square more in the transcript, and no computer thinking.
      await expect.poll(() => page.getByRole('textbox', { name: 'Transcript' }).inputValue()).toHaveLength(before + 2);
      expect(await statusText(page)).toMatch(new RegExp(`^${side} plays [a-h][1-8]`));
      clicks++;
      expect(clicks).toBeLessThanOrEqual(60);
    }
    expect(sides).toEqual(new Set(['Black', 'White']));
    const names = await squareNames(page);
    const black = names.filter((n) => n.endsWith(', black')).length;
    const white = names.filter((n) => n.endsWith(', white')).length;
    expect(await statusText(page)).toMatch(/Game over: (Black wins|White wins|a draw)/);
    expect(await statusText(page)).not.toMatch(/you win/);
    expect(clicks).toBe(black + white - 4);
    expect(await page.getByText(`Black ${black}, White ${white}. Two players.`).count()).toBe(1);
    expect(await statusText(page)).not.toMatch(/computer/);
    // The address carries the opponent: opened elsewhere (a fresh context, no saved game), it is
    // again a game for two.
    const link = page.url();
    expect(link).toMatch(/#\/othello\?opponent=human/);
    expect(errors).toEqual([]);
    await context.close();
    const copy = await open(browser, link.slice(link.indexOf('#')));
    await waitForStatus(copy.page, /Black to move/);
    expect(await copy.page.getByText('Black 2, White 2. Two players.').count()).toBe(1);
    expect(copy.errors).toEqual([]);
    await copy.context.close();
  });

  it('the opponent can be switched to two players from the page, and the address follows', async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=2&color=black');
    await waitForStatus(page, /Your move/);
    await page.getByRole('combobox', { name: 'Opponent' }).selectOption('human');
    await waitForStatus(page, /New game\. Black to move/);
    await expect.poll(() => page.url()).toMatch(/#\/othello\?opponent=human&level=2$/);
    await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
    await waitForStatus(page, /Black plays d3, flipping 1\. White to move\./);
    // Undo takes back one move: each side is a person.
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForStatus(page, /Took back a turn\. Black to move/);
    await page.getByRole('combobox', { name: 'Opponent' }).selectOption('computer');
    await waitForStatus(page, /Your move/);
    await expect.poll(() => page.url()).toMatch(/#\/othello\?level=2&color=black$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

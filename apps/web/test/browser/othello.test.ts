import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, statusText, waitForStatus } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The 64 squares' accessible names, a1..h1, a2..h8. */
function squareNames(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: 'Othello board' })
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

const transcript = (page: Page): Promise<string> => page.getByRole('textbox', { name: 'Transcript' }).inputValue();

describe('issue 19: Othello in the browser', () => {
  it('issue 19.7: a whole game against level 1, by clicks on legal squares', async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=black');
    await waitForStatus(page, /Your move/);
    const start = await squareNames(page);
    expect(start).toContain('d4, white');
    expect(start).toContain('d5, black');
    expect(start.filter((n) => n.endsWith(', legal')).sort()).toEqual([
      'c4, empty, legal',
      'd3, empty, legal',
      'e6, empty, legal',
      'f5, empty, legal',
    ]);
    let clicks = 0;
    for (;;) {
      const status = await waitForStatus(page, /Your move|Game over/);
      if (/Game over/.test(status)) break;
      const legal = (await squareNames(page)).filter((n) => n.endsWith(', legal'));
      expect(legal.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: legal[0]!, exact: true }).click();
      clicks++;
      expect(clicks).toBeLessThan(40);
    }
    const status = await statusText(page);
    expect(status).toMatch(/Game over: (Black wins|White wins|a draw)/);
    const names = await squareNames(page);
    const black = names.filter((n) => n.endsWith(', black')).length;
    const white = names.filter((n) => n.endsWith(', white')).length;
    expect(await page.getByText(`Black ${black}, White ${white}.`).count()).toBe(1);
    expect(names.some((n) => n.endsWith(', legal'))).toBe(false);
    // The transcript holds every disc played after the first four.
    expect((await transcript(page)).length / 2).toBe(black + white - 4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: while the computer thinks an indicator shows and clicks on the board are ignored', async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=8&color=black');
    await waitForStatus(page, /Your move/);
    await page.getByRole('button', { name: 'f5, empty, legal' }).click();
    // White (the computer) to move: its legal squares are marked but disabled, and clicks on them
    // (forced past Playwright's own check of aria-disabled) do nothing.
    expect(await page.getByText('The computer is thinking...').isVisible()).toBe(true);
    const f6 = page.getByRole('button', { name: 'f6, empty, legal' });
    expect(await f6.getAttribute('aria-disabled')).toBe('true');
    await f6.click({ force: true });
    await page.getByRole('button', { name: 'd6, empty, legal' }).click({ force: true });
    await waitForStatus(page, /Your move/);
    const t = await transcript(page);
    expect(t).toMatch(/^f5[a-h][1-8]$/);
    expect(await page.getByText('The computer is thinking...').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: undo, redo, hint, and a pasted transcript sets up the game; a reload restores it', async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=white');
    // Black (the computer) opens.
    await waitForStatus(page, /Your move \(white\)/);
    expect((await transcript(page)).length).toBe(2);
    const legal = (await squareNames(page)).filter((n) => n.endsWith(', legal'));
    await page.getByRole('button', { name: legal[0]!, exact: true }).click();
    await waitForStatus(page, /Your move/);
    const four = await transcript(page);
    expect(four.length).toBe(6);
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForStatus(page, /Took back a turn/);
    expect(await transcript(page)).toBe(four.slice(0, 2));
    await page.getByRole('button', { name: 'Redo' }).click();
    await waitForStatus(page, /Replayed/);
    expect(await transcript(page)).toBe(four);
    await page.getByRole('button', { name: 'Hint' }).click();
    const hinted = await waitForStatus(page, /Hint: [a-h][1-8]/);
    const sq = /Hint: ([a-h][1-8])/.exec(hinted)![1]!;
    expect((await squareNames(page)).find((n) => n.startsWith(`${sq},`))).toBe(`${sq}, empty, legal`);
    // Paste a transcript: black f5, white f6, black e6, white f4 -> black to move: the computer plays.
    await page.getByRole('textbox', { name: 'Transcript' }).fill('f5f6e6f4');
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /Your move/);
    expect(await transcript(page)).toMatch(/^f5f6e6f4[a-h][1-8]$/);
    const before = await squareNames(page);
    await page.reload();
    await waitForStatus(page, /restored/);
    expect(await squareNames(page)).toEqual(before);
    await page.getByRole('textbox', { name: 'Transcript' }).fill('f5f5');
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /cannot be played/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

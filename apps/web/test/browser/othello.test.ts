import { makeTranscript, Othello } from '@arcade/model-othello';
import type { Browser, Page } from 'playwright-core';
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
      await settled(page);
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
    // A midgame position with White (the computer, level 8) to move after 20 moves or more, each the
    // first legal square, with several moves to choose from, so that the engine searches for many
    // frames in its worker (with one move it answers at once, before the indicator is drawn).
    const g = new Othello();
    while (g.moves().length < 20 || g.getTurn() !== 'WHITE' || g.legalMoves().length < 4) {
      const m = g.legalMoves()[0];
      if (m === undefined) g.switchTurn();
      else g.move(m.i, m.j, g.getTurn());
    }
    const setup = makeTranscript(g.moves());
    const { page, errors, context } = await open(browser, '#/othello?level=8&color=black');
    await waitForStatus(page, /Your move/);
    await page.getByRole('textbox', { name: 'Transcript' }).fill(setup);
    // What the page shows while the computer thinks, recorded as it happens: the indicator and the
    // status line come in the task after the board's frame, and level 8 thinks for many frames.
    await page.evaluate(() => {
      const w = window as unknown as { __shown: boolean; __said: string[] };
      w.__shown = false;
      w.__said = [];
      const busy = [...document.querySelectorAll('p')].find((p) => p.textContent === 'The computer is thinking...')!;
      new MutationObserver(() => {
        if (!busy.hidden) w.__shown = true;
      }).observe(busy, { attributes: true });
      const status = document.querySelector('[role="status"]')!;
      new MutationObserver(() => w.__said.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // Set up (White, the computer, starts thinking), then click every square marked legal, all in one
    // task of the page: the worker's answer cannot arrive in between, so every click lands while the
    // computer thinks. The squares are found by their accessible names.
    const during = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('button')];
      buttons.find((b) => b.textContent === 'Set up')!.click();
      const legal = buttons.filter((b) => (b.getAttribute('aria-label') ?? '').endsWith(', legal'));
      for (const b of legal) b.click();
      return {
        legal: legal.map((b) => b.getAttribute('aria-label')),
        disabled: legal.every((b) => b.getAttribute('aria-disabled') === 'true'),
      };
    });
    expect(during.legal.length).toBeGreaterThan(0);
    expect(during.disabled).toBe(true);
    // Until the frame after the click, the status line still says "Your move" from before it.
    await settled(page);
    await waitForStatus(page, /Your move/, 120_000);
    const shown = await page.evaluate(() => {
      const w = window as unknown as { __shown: boolean; __said: string[] };
      return { indicator: w.__shown, said: w.__said };
    });
    expect(shown.indicator).toBe(true);
    expect(shown.said.some((t) => /White \(computer\) is thinking/.test(t))).toBe(true);
    expect(await transcript(page)).toMatch(new RegExp(`^${setup}[a-h][1-8]$`));
    expect(await page.getByText('The computer is thinking...').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: a pass is announced, and the game goes on with the other side', async () => {
    // After these 18 moves (the first legal square each time) Black has no move and must pass.
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=white');
    await waitForStatus(page, /Your move \(white\)/);
    await page.getByRole('textbox', { name: 'Transcript' }).fill('d3c3b3b2b1a1c4c1c2d2d1e1a2a3f5e2f1g1');
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /Set up after 18 moves\. Black has no move and passes\. Your move \(white\)\./);
    expect((await squareNames(page)).some((n) => n.endsWith(', legal'))).toBe(true);
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
    await settled(page);
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
    await settled(page);
    await waitForStatus(page, /Your move/);
    expect(await transcript(page)).toMatch(/^f5f6e6f4[a-h][1-8]$/);
    // Undo, then reload: the position and what redo would play again both survive (the session's toJSON).
    const full = await transcript(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForStatus(page, /Took back a turn/);
    const before = await squareNames(page);
    await page.reload();
    await waitForStatus(page, /restored/);
    expect(await squareNames(page)).toEqual(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await waitForStatus(page, /Replayed a turn/);
    expect(await transcript(page)).toBe(full);
    await page.getByRole('textbox', { name: 'Transcript' }).fill('f5f5');
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /cannot be played/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

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

/** The nine cells' accessible names, row by row. */
async function cellNames(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'Tic-tac-toe board' });
  // The route's code loads after goto returns: wait for the board before reading it all at once.
  await group.getByRole('button').first().waitFor();
  return group.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Plays the first empty cell until the game ends; returns the moves made. */
async function playToEnd(page: Page): Promise<number> {
  let moves = 0;
  for (;;) {
    // The computer's reply is shown after the person's mark is drawn and a pause (issue 35).
    const status = await waitForStatus(page, /Your move|You win|computer wins|Draw/);
    if (/You win|computer wins|Draw/.test(status)) return moves;
    const empty = (await cellNames(page)).find((n) => n.endsWith('empty'));
    expect(empty, `an empty cell while the status says "${status}"`).toBeDefined();
    await page.getByRole('button', { name: empty! }).click();
    moves++;
    expect(moves).toBeLessThanOrEqual(5);
  }
}

describe('issue 19: Tic-tac-toe in the browser', () => {
  it('issue 19.7: a whole game as X against the perfect computer, by clicks, never won by the person', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?level=perfect&first=human');
    await expect.poll(() => statusText(page)).toMatch(/Your move \(you are X\)/);
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    expect(await page.getByRole('button', { name: 'row 2, column 2, X' }).count()).toBe(1);
    // The computer answers (after the X is drawn and a pause): one O on the board.
    await expect.poll(async () => (await cellNames(page)).filter((n) => n.endsWith(', O')).length).toBe(1);
    await playToEnd(page);
    expect(await statusText(page)).toMatch(/Draw|The computer wins/);
    const names = await cellNames(page);
    expect(names.filter((n) => n.endsWith(', X')).length).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.7: a whole game as O, the computer playing X first', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?level=random&first=computer');
    await expect.poll(() => statusText(page)).toMatch(/Your move \(you are O\)/);
    const before = await cellNames(page);
    expect(before.filter((n) => n.endsWith(', X'))).toHaveLength(1);
    const moves = await playToEnd(page);
    expect(moves).toBeGreaterThanOrEqual(2);
    expect(await statusText(page)).toMatch(/You win!|The computer wins\.|Draw\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.4: a game played with the keyboard alone (Tab, arrows, Enter, Space)', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?level=perfect&first=human');
    await expect.poll(() => statusText(page)).toMatch(/Your move/);
    // Tab from the start of the page until a cell of the board has focus.
    let focused = '';
    for (let k = 0; k < 20 && !focused.startsWith('row '); k++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toBe('row 1, column 1, empty');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'row 2, column 2, empty',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'row 2, column 2, X' }).count()).toBe(1);
    // Then Space on the first empty cell reached by the arrows, until the game ends.
    for (let turn = 0; turn < 5; turn++) {
      if (/Draw|computer wins|You win/.test(await waitForStatus(page, /Your move|Draw|computer wins|You win/))) break;
      const names = await cellNames(page);
      const target = names.findIndex((n) => n.endsWith('empty'));
      await page.getByRole('button', { name: names[0]! }).focus();
      for (let r = 0; r < Math.floor(target / 3); r++) await page.keyboard.press('ArrowDown');
      for (let c = 0; c < target % 3; c++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press(' ');
    }
    expect(await statusText(page)).toMatch(/Draw|The computer wins/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: either side and either computer from the page: switching to O lets the computer open', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe');
    await expect.poll(() => statusText(page)).toMatch(/you are X/);
    await page.getByRole('combobox', { name: 'Your side' }).selectOption('computer');
    await expect.poll(() => statusText(page)).toMatch(/Your move \(you are O\)/);
    expect((await cellNames(page)).filter((n) => n.endsWith(', X'))).toHaveLength(1);
    expect(page.url()).toMatch(/level=perfect&first=computer$/);
    await page.getByRole('combobox', { name: 'Computer' }).selectOption('random');
    await expect.poll(() => page.getByText('the computer plays at random').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: a reload in the middle of a game restores it; undo takes back a whole turn', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe');
    await page.getByRole('button', { name: 'row 1, column 1, empty' }).click();
    await waitForStatus(page, /The computer plays.*Your move/);
    const mid = await cellNames(page);
    // Saved as the session saves itself (issue 19.5 / 20.3): its moves and its generator's state.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.tictactoe') ?? 'null'));
    expect(saved).toMatchObject({ v: 1, data: { v: 1, x: 'human', o: 'computer', redo: [] } });
    expect(saved.data.moves[0]).toBe('1,1');
    expect(typeof saved.data.rng).toBe('number');
    await page.reload();
    await expect.poll(() => statusText(page)).toMatch(/restored/);
    expect(await cellNames(page)).toEqual(mid);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await cellNames(page)).every((n) => n.endsWith('empty'))).toBe(true);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await cellNames(page)).toEqual(mid);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** WCAG's contrast ratio of two CSS colours `rgb(r, g, b)`. */
function contrast(a: string, b: string): number {
  const lum = (c: string): number => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('issue 36: Tic-tac-toe as players know it', () => {
  it('issue 36: a whole game between two people on one device (#/tictactoe?opponent=human), X winning', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human');
    await expect.poll(() => statusText(page)).toMatch(/X to move/);
    // X: row 1; O: row 2. X completes row 1 on the fifth move.
    const moves: [string, string][] = [
      ['row 1, column 1', 'X'],
      ['row 2, column 1', 'O'],
      ['row 1, column 2', 'X'],
      ['row 2, column 2', 'O'],
      ['row 1, column 3', 'X'],
    ];
    for (const [k, [cell, mark]] of moves.entries()) {
      await page.getByRole('button', { name: `${cell}, empty` }).click();
      await expect.poll(() => page.getByRole('button', { name: `${cell}, ${mark}` }).count()).toBe(1);
      // No computer: the other person's turn, and only the marks the people played.
      const names = await cellNames(page);
      expect(names.filter((n) => !n.endsWith('empty'))).toHaveLength(k + 1);
      if (k < moves.length - 1) expect(await statusText(page)).toMatch(`${mark === 'X' ? 'O' : 'X'} to move.`);
    }
    expect(await statusText(page)).toMatch(/X wins!/);
    // The result dialog (issue 35): named by the result; Escape closes it.
    const dialog = page.getByRole('dialog', { name: 'X wins' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Play again' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The copied link keeps the opponent; Undo takes back one move between two people.
    expect(page.url()).toMatch(/#\/tictactoe\?opponent=human$/);
    expect(await page.getByRole('combobox', { name: 'Opponent' }).inputValue()).toBe('human');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => statusText(page)).toMatch(/X to move/);
    expect((await cellNames(page)).filter((n) => !n.endsWith('empty'))).toHaveLength(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: a draw between two people, and the game restored after a reload', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human');
    // X O X / X O O / O X X: a full board with no line.
    const order = ['1, 1', '1, 2', '1, 3', '2, 2', '2, 1', '2, 3', '3, 2', '3, 1', '3, 3'];
    for (const [k, rc] of order.entries()) {
      const [r, c] = rc.split(', ');
      await page.getByRole('button', { name: `row ${r}, column ${c}, empty` }).click();
      if (k === 3) {
        await page.reload();
        await expect.poll(() => statusText(page)).toMatch(/restored.*X to move/);
      }
    }
    await expect.poll(() => statusText(page)).toMatch(/Draw\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: Enter on a filled cell says why nothing happened', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human');
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    const cell = page.getByRole('button', { name: 'row 2, column 2, X' });
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toMatch(/Row 2, column 2 is taken by X: pick an empty cell\./);
    expect(await cell.count()).toBe(1);
    expect((await cellNames(page)).filter((n) => !n.endsWith('empty'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`issue 36: X and O in two colours, each readable on its cell (${scheme})`, async () => {
      const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human');
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: 'row 1, column 1, empty' }).click();
      await page.getByRole('button', { name: 'row 1, column 2, empty' }).click();
      const style = (name: string) =>
        page.getByRole('button', { name }).evaluate((el) => {
          const cs = getComputedStyle(el);
          return { color: cs.color, background: cs.backgroundColor };
        });
      const x = await style('row 1, column 1, X');
      const o = await style('row 1, column 2, O');
      expect(x.color).not.toBe(o.color);
      // The marks are large bold text: AA asks 3:1; they reach 4.5:1 (AA for any text).
      expect(contrast(x.color, x.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(o.color, o.background)).toBeGreaterThanOrEqual(4.5);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ] as const) {
    it(`issue 36 / 35 §6: the board is centred and whole at ${width}x${height}, with the status line`, async () => {
      const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human', { width, height });
      const board = page.getByRole('group', { name: 'Tic-tac-toe board' });
      await board.getByRole('button').first().waitFor();
      const box = (await board.boundingBox())!;
      const body = await page.evaluate(() => document.body.getBoundingClientRect().width);
      const left = box.x;
      const right = body - (box.x + box.width);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      const status = (await page.getByRole('status').boundingBox())!;
      expect(status.y + status.height).toBeLessThanOrEqual(height);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('issue 35: Tic-tac-toe plays like a game', () => {
  it('issue 35: the end records a tally by computer level and shows the result; Play again starts anew', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe?level=perfect&first=human');
    await waitForStatus(page, /Your move/);
    await playToEnd(page);
    const dialog = page.getByRole('dialog', { name: /The computer wins|Draw/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toMatch(/the perfect computer/);
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.records.tictactoe') ?? 'null'));
    expect(JSON.stringify(records)).toMatch(/"perfect"/);
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await waitForStatus(page, /New game\. Your move/);
    expect((await cellNames(page)).every((n) => n.endsWith('empty'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35: a mark is drawn and the winning line struck through; nothing moves under reduced motion', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { page, errors, context } = await open(browser, '#/tictactoe?opponent=human');
      await page.emulateMedia({ reducedMotion: motion });
      await page.getByRole('button', { name: 'row 1, column 1, empty' }).waitFor();
      // Counted in the task that draws the move (a MutationObserver's callback), not after a round trip.
      const animating = async (cell: string): Promise<number> => {
        await page.evaluate(() => {
          const w = window as unknown as { moving: number };
          w.moving = -1;
          const board = document.querySelector('.ttt-board')!;
          new MutationObserver((_, o) => {
            o.disconnect();
            // Animations that move or draw (a fade of at most 100 ms, like the dialog's, is not movement).
            const still = new Set(['offset', 'easing', 'composite', 'computedOffset', 'opacity']);
            w.moving = document
              .getAnimations()
              .filter((a) =>
                (a.effect as KeyframeEffect).getKeyframes().some((k) => Object.keys(k).some((p) => !still.has(p))),
              ).length;
          }).observe(board, { subtree: true, attributes: true, attributeFilter: ['data-mark'] });
        });
        await page.getByRole('button', { name: cell }).click();
        return page.evaluate(() => (window as unknown as { moving: number }).moving);
      };
      const first = await animating('row 1, column 1, empty');
      for (const cell of ['row 2, column 1, empty', 'row 1, column 2, empty', 'row 2, column 2, empty'])
        await page.getByRole('button', { name: cell }).click();
      const last = await animating('row 1, column 3, empty');
      if (motion === 'reduce') {
        expect(first).toBe(0);
        expect(last).toBe(0);
      } else {
        expect(first).toBeGreaterThan(0);
        // The mark and the strike.
        expect(last).toBeGreaterThanOrEqual(2);
      }
      // The strike runs along row 1, from before its first cell's centre to past its last's.
      const strike = await page.evaluate(() => {
        const line = document.querySelector('.ttt-strike')!;
        const shown = getComputedStyle(line.closest('svg')!).display !== 'none';
        return { shown, x1: Number(line.getAttribute('x1')), x2: Number(line.getAttribute('x2')) };
      });
      expect(strike.shown).toBe(true);
      expect(strike.x2 - strike.x1).toBeGreaterThan(100);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

import { makeBoard, parseMove } from '@arcade/model-freecell';
import { solveTurns } from '@arcade/model-freecell/session';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';
import { cardButton, cardsIn, session, place as target } from './freecell-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('issue 19: FreeCell in the browser', () => {
  it('issue 19.7: deal 1 won by dragging cards, each move a drag of the solver’s solution', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    expect(await cardsIn(page, 'column 1')).toEqual(['JD', 'KD', '2S', '4C', '3S', '6D', '6S']);
    const s = session(1);
    const answer = solveTurns(makeBoard(s.game), true);
    expect(answer.status).toBe('solved');
    const moves = answer.status === 'solved' ? answer.moves : [];
    for (const text of moves) {
      const m = parseMove(text);
      const before = s.game.position();
      const pile = m.from.kind === 'column' ? before.tableau[m.from.index]! : before.cells[m.from.index]!;
      const r = s.play(m);
      expect(r.ok, text).toBe(true);
      const after = s.game.position();
      const left = m.from.kind === 'column' ? after.tableau[m.from.index]! : after.cells[m.from.index]!;
      // The card dragged: the lowest of those that left the pile by this move, not by the automatic
      // moves after it (which may also take a card the move uncovered).
      const auto = r.ok ? r.turn.autoCards : [];
      const gone = pile.slice(left.length).map((c) => c.toString());
      const card = gone.find((c) => !auto.includes(c)) ?? gone.at(-1)!;
      // By its corner, the part of a fanned card that shows.
      await cardButton(page, card).dragTo(target(page, m.to), { sourcePosition: { x: 8, y: 6 } });
      const why = async (): Promise<string> => `move ${text}, card ${card}: ${await statusText(page)}`;
      await expect
        .poll(() => cardButton(page, card).count(), { message: await why() })
        .toBe(m.to.kind === 'foundation' || auto.includes(card) ? 0 : 1);
    }
    // The win in one sentence, alone.
    await waitForStatus(page, /^You won deal 1 in \d+ moves and \d+:\d\d!$/);
    for (let k = 1; k <= 8; k++) expect(await cardsIn(page, `column ${k}`)).toEqual([]);
    expect(await statusText(page)).not.toMatch(/solver/);
    // Issue 35 §2-3: the result dialog with the game's figures and records; the win is recorded.
    const dialog = page.getByRole('dialog', { name: 'You won' });
    await dialog.waitFor();
    expect(await dialog.getByText(String(moves.length), { exact: true }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'New deal' }).count()).toBe(1);
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.records.freecell') ?? 'null'));
    expect(records).toMatchObject({ data: { won: 1, lost: 0 } });
    // Issue 35 §3, FreeCell's own records in the dialog: the win percentage, the streak, and the
    // fewest moves for this deal (the only game played: all of them).
    const said = (await dialog.textContent()) ?? '';
    expect(said).toContain('Won of played100%');
    expect(said).toContain('Win streak1');
    expect(said).toContain('Best win streak1');
    expect(said).toContain(`Fewest moves, deal 1${moves.length}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: a tap makes the smart move, a double-click sends home, undo/redo/restart; a reload restores', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    // Deal 1: 3D, the top of column 6, fits on no column: the smart move puts it in free cell a.
    await cardButton(page, '3D').click();
    await waitForStatus(page, /3♦ to cell a/);
    expect(await cardsIn(page, 'free cell a')).toEqual(['3D']);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await cardsIn(page, 'free cell a')).toEqual([]);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await cardsIn(page, 'free cell a')).toEqual(['3D']);
    const before = await cardsIn(page, 'column 6');
    // The save comes with the status line, in the task after the table's frame.
    await settled(page);
    // Saved as the session saves itself (issue 19.5 / 20.3), beside the deal's number.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.freecell') ?? 'null'));
    expect(saved).toMatchObject({ v: 1, data: { deal: 1, session: { v: 1, turns: [{ move: '6a' }], redo: [] } } });
    await page.reload();
    await waitForStatus(page, /restored/);
    expect(await cardsIn(page, 'free cell a')).toEqual(['3D']);
    expect(await cardsIn(page, 'column 6')).toEqual(before);
    // A double-click on a card that cannot go home is one move, not two: the smart move of its
    // first click, exactly as the package's session plays it.
    // The same single smart move on the same deal here, for what column 6 and the cells must show.
    const mirror = session(1);
    mirror.play(parseMove('6a'));
    const top = (await cardsIn(page, 'column 6')).at(-1)!;
    expect(mirror.play({ kind: 'column', index: 5 }, { count: 1 }).ok).toBe(true);
    const pile = (p: readonly { toString(): string }[]): string[] => p.map((c) => c.toString());
    await cardButton(page, top).dblclick();
    await expect.poll(() => cardsIn(page, 'column 6')).toEqual(pile(mirror.game.position().tableau[5]!));
    for (const [k, cell] of mirror.game.position().cells.entries())
      expect(await cardsIn(page, `free cell ${'abcd'[k]}`)).toEqual(pile(cell));
    await page.getByRole('button', { name: 'Restart' }).click();
    await waitForStatus(page, /Back to the start of deal 1/);
    expect(await cardsIn(page, 'free cell a')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: hint and solve run the solver in a worker; the solver’s win says so', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForStatus(page, /Hint: move \S+ .+ \(\d+ moves? to win from here\)/);
    await page.getByRole('button', { name: 'Solve' }).click();
    // The solver plays at a person's pace (issue 35 §1): skipped to the end here.
    await waitForStatus(page, /^Solver: /, 90_000);
    await page.getByRole('button', { name: 'Skip to end' }).click();
    await waitForStatus(page, /^Won: the solver finished deal 1, \d+ moves in all\.$/, 90_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: an unsolvable deal (11982) is reported as unsolvable', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=11982');
    await waitForStatus(page, /Deal 11982/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /Deal 11982 has no solution/, 90_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: a tap and a reload in the same task: the save, which waits for the frame, is made as the page goes', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    // 3D (the top of column 6) goes to free cell a; the page is reloaded before any frame is drawn.
    await page.evaluate(() => {
      const card = document.querySelector('[aria-label="column 6"]')?.lastElementChild as HTMLElement;
      card.click();
      location.reload();
    });
    await waitForStatus(page, /restored/);
    expect(await cardsIn(page, 'free cell a')).toEqual(['3D']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.4: FreeCell with the keyboard alone: pick up with Enter, move with the arrows, drop with Enter', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    await cardButton(page, '3D').focus();
    await page.keyboard.press('Enter');
    await waitForStatus(page, /Picked up 3♦/);
    // Column 6 (grid row 6) up to the top row: free cells a..d, then the foundation.
    for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowUp');
    for (let k = 0; k < 6; k++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('free cell b');
    await page.keyboard.press(' ');
    await expect.poll(() => cardsIn(page, 'free cell b')).toEqual(['3D']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Issue 35 §1-3 for FreeCell: cards travel to where they land (taps,
 * drags dropped short, automatic moves home, undo, redo, hint, the solver,
 * which plays at a pace a person can follow and can be skipped to the end),
 * nothing moves under reduced motion, any input finishes what runs; the end
 * of a game is recorded and shown in the result dialog.
 *
 * The moves here are made with events dispatched inside the page, and the
 * animations read in the same task: a 220 ms travel is over before a second
 * round trip from the test comes back on a loaded machine.
 */
import { makeBoard, parseMove } from '@arcade/model-freecell';
import { FreecellSession, solveTurns } from '@arcade/model-freecell/session';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, waitForStatus } from './browser.js';
import { session } from './freecell-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Motion on whatever the system says, at the slow speed. */
const SLOW = { 'arcade.settings': JSON.stringify({ v: 1, data: { motion: 'full', speed: 'slow' } }) };

/** What runs an animation now: card names, and `home:S` for a foundation pile's face. */
function animated(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().map((a) => {
      const t = (a.effect as KeyframeEffect | null)?.target as HTMLElement | null;
      return t?.dataset.card ?? `home:${(t?.closest('[data-suit]') as HTMLElement | null)?.dataset.suit}`;
    }),
  );
}

/**
 * Clicks the card named `name` (its notation) inside the page and returns what is animated right
 * after, then what is still animated after a keydown (any input finishes the animations first).
 */
function clickAndRead(page: Page, name: string): Promise<{ during: string[]; raised: string[]; afterKey: number }> {
  return page.evaluate((card) => {
    const read = (): string[] =>
      document
        .getAnimations()
        .map((a) => ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.dataset.card ?? 'home');
    (document.querySelector(`[data-card="${card}"]`) as HTMLElement).click();
    const during = read();
    // Drawn above the other cards while it travels (class fc-moving).
    const raised = [...document.querySelectorAll<HTMLElement>('.fc-moving')].map((el) => el.dataset.card ?? 'home');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    return { during, raised, afterKey: document.getAnimations().length };
  }, name);
}

/** Clicks a toolbar button by its text inside the page; returns what is animated right after. */
function pressAndRead(page: Page, label: string): Promise<string[]> {
  return page.evaluate((text) => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === text) as HTMLElement;
    b.click();
    return document
      .getAnimations()
      .map((a) => ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.dataset.card ?? 'home');
  }, label);
}

describe('issue 35 §1: FreeCell cards travel', () => {
  it('a tap, undo and redo move the card with an animation; a key press finishes it at once', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1', { storage: SLOW });
    await waitForStatus(page, /Deal 1/);
    const tap = await clickAndRead(page, '3D');
    expect(tap.during).toContain('3D');
    expect(tap.raised).toEqual(['3D']);
    expect(tap.afterKey).toBe(0);
    // Lowered again once its travel has ended (here cut short by the key).
    await page.waitForFunction(() => document.querySelector('.fc-moving') === null);
    await waitForStatus(page, /3♦ to cell a/);
    expect(await pressAndRead(page, 'Undo')).toContain('3D');
    await waitForStatus(page, /Took back/);
    expect(await pressAndRead(page, 'Redo')).toContain('3D');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a drag dropped short travels back; a drag dropped on a place travels from the drop to it', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1', { storage: SLOW });
    await waitForStatus(page, /Deal 1/);
    const drag = (card: string, to: string | null): Promise<string[]> =>
      page.evaluate(
        ([name, place]) => {
          const el = document.querySelector(`[data-card="${name}"]`) as HTMLElement;
          const a = el.getBoundingClientRect();
          const target = place === null ? null : (document.querySelector(`[aria-label="${place}"]`) as HTMLElement);
          const b = target?.getBoundingClientRect() ?? new DOMRect(a.left, a.top + 400, 10, 10);
          const at = (x: number, y: number, type: string): void => {
            const e = new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, pointerId: 1 });
            (type === 'pointerdown' ? el : window).dispatchEvent(e);
          };
          at(a.left + 8, a.top + 6, 'pointerdown');
          at(a.left + 40, a.top + 40, 'pointermove');
          at(b.left + b.width / 2, b.top + b.height / 2, 'pointermove');
          at(b.left + b.width / 2, b.top + b.height / 2, 'pointerup');
          return document
            .getAnimations()
            .map((x) => ((x.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.dataset.card ?? 'home');
        },
        [card, to] as const,
      );
    // Dropped below the table, on no place: 3D goes back, travelling.
    expect(await drag('3D', null)).toContain('3D');
    expect(await page.locator('[aria-label="free cell a"] button').count()).toBe(0);
    // Dropped on free cell b: it travels from the drop to the cell.
    expect(await drag('3D', 'free cell b')).toContain('3D');
    await waitForStatus(page, /3♦ to cell b/);
    expect(await page.locator('[aria-label="free cell b"] button').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('automatic moves home travel to their foundation pile', async () => {
    // Deal 1 along the solver's solution, up to the first turn that sends cards home by itself.
    const s = session(1);
    const answer = solveTurns(makeBoard(s.game), true);
    if (answer.status !== 'solved') throw new Error('deal 1 is solved');
    let move = parseMove(answer.moves[0]!);
    for (const text of answer.moves) {
      move = parseMove(text);
      const probe = FreecellSession.fromJSON(s.toJSON());
      const r = probe.play(move);
      if (r.ok && r.turn.autoCards.length > 0 && move.to.kind !== 'foundation') break;
      s.play(move);
    }
    const saved = JSON.stringify({ v: 1, data: { deal: 1, session: s.toJSON() } });
    const { page, errors, context } = await open(browser, '#/freecell?deal=1', {
      storage: { ...SLOW, 'arcade.freecell': saved },
    });
    await waitForStatus(page, /restored/);
    const p = s.game.position();
    const from = move.from.kind === 'column' ? p.tableau[move.from.index]! : p.cells[move.from.index]!;
    const to = move.to;
    const targetName =
      to.kind === 'cell' ? `free cell ${'abcd'[to.index]}` : to.kind === 'column' ? `column ${to.index + 1}` : '';
    // The keyboard's pick-up and drop, as events in the page: Enter on the card, Enter on the place.
    const after = await page.evaluate(
      ([card, place]) => {
        const key = (el: Element): void =>
          void el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        const el = document.querySelector(`[data-card="${card}"]`) as HTMLElement;
        el.focus();
        key(el);
        const target = document.querySelector(`[aria-label="${place}"]`) as HTMLElement;
        const spot = (target.lastElementChild as HTMLElement | null) ?? target;
        spot.focus();
        key(spot);
        return document
          .getAnimations()
          .map((a) => ((a.effect as KeyframeEffect | null)?.target as HTMLElement | null)?.className ?? '');
      },
      [from.at(-1)!.toString(), targetName] as const,
    );
    expect(after.some((c) => c.includes('fc-home'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('under reduced motion nothing moves; a hint shows its card’s trip when motion is on', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1', {
      storage: { 'arcade.settings': JSON.stringify({ v: 1, data: { motion: 'system', speed: 'slow' } }) },
    });
    await waitForStatus(page, /Deal 1/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const tap = await clickAndRead(page, '3D');
    expect(tap.during).toEqual([]);
    await waitForStatus(page, /3♦ to cell a/);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForStatus(page, /^Hint: /);
    expect((await animated(page)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the solver plays at a pace a person can follow, skippable to the end; the end is recorded and shown', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForStatus(page, /^Solver: /, 90_000);
    // A pause between moves: over two seconds, the solver's moves come at least 300 ms apart.
    const shown = await page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const status = document.querySelector('[role="status"]') as HTMLElement;
          const times: number[] = [];
          const seen = new MutationObserver(() => {
            if (status.textContent?.startsWith('Solver: ')) times.push(performance.now());
          });
          seen.observe(status, { childList: true, characterData: true, subtree: true });
          setTimeout(() => {
            seen.disconnect();
            done(times);
          }, 2000);
        }),
    );
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (let k = 1; k < shown.length; k++) expect(shown[k]! - shown[k - 1]!).toBeGreaterThanOrEqual(300);
    await page.getByRole('button', { name: 'Skip to end' }).click();
    await waitForStatus(page, /^Won: the solver finished deal 1, \d+ moves in all\.$/);
    const dialog = page.getByRole('dialog', { name: 'The solver won' });
    await dialog.waitFor();
    expect(await dialog.getByText('Deal', { exact: true }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('button', { name: 'Play again' }).count()).toBe(1);
    // Kept in the records: played 1, lost 1 (the solver finished it).
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.records.freecell') ?? 'null'));
    expect(records).toMatchObject({ data: { won: 0, lost: 1 } });
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await waitForStatus(page, /Deal 1 again/);
    expect(await page.getByText(/^Moves \d+/).textContent()).toBe('Moves 0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Issue 36, FreeCell: the three defects (drags after a double-click, focus
 * after a keyboard move, the foundations a screen reader can read) and the
 * cards' names (issue 35 §8), played by role and name.
 */
import { type Move, makeBoard, parseMove } from '@arcade/model-freecell';
import { FreecellSession, solveTurns } from '@arcade/model-freecell/session';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, waitForStatus } from './browser.js';
import { cardButton as card, place, session } from './freecell-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The card a move takes: the top card of its source, or of the run it moves. */
function movedCard(s: FreecellSession, m: Move): string {
  const p = s.game.position();
  const pile = m.from.kind === 'column' ? p.tableau[m.from.index]! : p.cells[m.from.index]!;
  const probe = FreecellSession.fromJSON(s.toJSON());
  probe.play(m);
  const q = probe.game.position();
  const left = m.from.kind === 'column' ? q.tableau[m.from.index]! : q.cells[m.from.index]!;
  return pile[left.length]!.toString();
}

/**
 * Deal 1 played along the solver's solution up to its first move home that the automatic moves
 * leave to the player; the saved game for the page, that move, and the solver's move after it.
 */
function beforeHomeMove(): { saved: string; home: Move; next: Move; s: FreecellSession } {
  const s = session(1);
  const answer = solveTurns(makeBoard(s.game), true);
  if (answer.status !== 'solved') throw new Error('deal 1 is solved');
  const moves = answer.moves.map((t) => parseMove(t));
  const k = moves.findIndex((m) => m.to.kind === 'foundation');
  for (const m of moves.slice(0, k)) expect(s.play(m).ok).toBe(true);
  const saved = JSON.stringify({ v: 1, data: { deal: 1, session: s.toJSON() } });
  return { saved, home: moves[k]!, next: moves[k + 1]!, s };
}

/** The page on deal 1 restored just before that move home (see beforeHomeMove). */
async function openBeforeHome(): Promise<Awaited<ReturnType<typeof open>> & { home: Move; s: FreecellSession }> {
  const { saved, home, s } = beforeHomeMove();
  const opened = await open(browser, '#/freecell?deal=1', { storage: { 'arcade.freecell': saved } });
  await waitForStatus(opened.page, /restored/);
  return { ...opened, home, s };
}

/** A person's mouse drag from the middle of `from` to the middle of `to`, in steps. */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 8, a.y + 6);
  await page.mouse.down();
  for (let k = 1; k <= 8; k++) {
    await page.mouse.move(
      a.x + 8 + ((b.x + b.width / 2 - a.x - 8) * k) / 8,
      a.y + 6 + ((b.y + b.height / 2 - a.y - 6) * k) / 8,
    );
  }
  await page.mouse.up();
}

describe('issue 36: FreeCell defects', () => {
  it('a mouse drag right after a double-click that sends a card home works', async () => {
    const { page, errors, context, home, s } = await openBeforeHome();
    const homeCard = movedCard(s, home);
    // A double-click on the card's corner, where its text is, as a person aims at a card.
    await card(page, homeCard).dblclick({ position: { x: 8, y: 6 } });
    await expect.poll(() => card(page, homeCard).count()).toBe(0);
    expect(s.play(home).ok).toBe(true);
    // Nothing is selected: a selection under the pointer is what the browser drags natively.
    expect(await page.evaluate(() => getSelection()?.toString() ?? '')).toBe('');
    // The card now on top where the double-click was, dragged at once with the mouse to a free cell.
    const from = home.from;
    const p = s.game.position();
    const pile = from.kind === 'column' ? p.tableau[from.index]! : p.cells[from.index]!;
    const next = pile.at(-1)?.toString() ?? '';
    const cell = p.cells.findIndex((c) => c.length === 0);
    expect(next).not.toBe('');
    expect(cell).toBeGreaterThanOrEqual(0);
    const r = s.play({ from, to: { kind: 'cell', index: cell } });
    expect(r.ok).toBe(true);
    await mouseDrag(page, card(page, next), place(page, { kind: 'cell', index: cell }));
    const there = place(page, { kind: 'cell', index: cell }).getByRole('button');
    if (r.ok && r.turn.autoCards.includes(next)) await expect.poll(() => card(page, next).count()).toBe(0);
    else await expect.poll(() => there.getAttribute('aria-label')).toMatch(new RegExp(`^${next},`));
    // The defence itself (Playwright's synthetic mouse did not start the native drag of the report):
    // a native drag of a card is refused, and a card's text cannot be selected.
    const refused = await card(page, 'KD').evaluate((b) => {
      const e = new DragEvent('dragstart', { bubbles: true, cancelable: true });
      b.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(refused).toBe(true);
    expect(await card(page, 'KD').evaluate((b) => getComputedStyle(b).userSelect)).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('focus stays on the card moved with the keyboard, or goes to its new place', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    await card(page, '3D').focus();
    await page.keyboard.press('Enter');
    await waitForStatus(page, /Picked up 3♦/);
    for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowUp');
    for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const focused = (): Promise<string | null> =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    expect(await focused()).toBe('free cell b');
    await page.keyboard.press('Enter');
    await expect.poll(() => place(page, { kind: 'cell', index: 1 }).getByRole('button').count()).toBe(1);
    // The card moved keeps focus, in its new place, and the arrow keys go on from there.
    await expect.poll(focused).toMatch(/^3D,/);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/^free cell c$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^[A2-9TJQK][SHDC],/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a card sent home with the keyboard leaves focus on its foundation pile', async () => {
    const { page, errors, context, home, s } = await openBeforeHome();
    const homeCard = movedCard(s, home);
    await card(page, homeCard).focus();
    // Enter picks it up, Enter again on it plays its best move: home.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => card(page, homeCard).count()).toBe(0);
    const suits: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe(`foundation ${suits[homeCard[1]!]}, ${homeCard}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('four foundation piles, named by suit and top card, each a drop target that sends a card to its own suit', async () => {
    const { page, errors, context, home, s } = await openBeforeHome();
    const piles = page.getByRole('group', { name: /^foundation / });
    expect(await piles.count()).toBe(4);
    const suits = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;
    const name = (suit: keyof typeof suits): string => {
      const pile = s.game.position().foundations.find((f) => f[0]?.toString()[1] === suit);
      return `foundation ${suits[suit]}, ${pile?.at(-1)?.toString() ?? 'empty'}`;
    };
    for (const suit of ['S', 'H', 'D', 'C'] as const)
      expect(await page.getByRole('group', { name: name(suit), exact: true }).count()).toBe(1);
    // Each pile shows the suit it takes.
    const shown = await piles.evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
    expect(shown.map((t) => t.slice(-1))).toEqual(['♠', '♥', '♣', '♦']);
    // The card dragged onto another suit's pile goes to its own.
    const homeCard = movedCard(s, home);
    const suit = homeCard[1] as keyof typeof suits;
    const other = (['S', 'H', 'D', 'C'] as const).find((x) => x !== suit)!;
    await card(page, homeCard).dragTo(page.getByRole('group', { name: name(other), exact: true }), {
      sourcePosition: { x: 8, y: 6 },
    });
    expect(s.play(home).ok).toBe(true);
    await expect.poll(() => page.getByRole('group', { name: name(suit), exact: true }).count()).toBe(1);
    expect(name(suit)).toContain(homeCard);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35 §8: a card is named by its notation first and contains what it shows', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    const cards = await page.getByRole('button', { name: /^[A2-9TJQK][SHDC],/ }).evaluateAll((els) =>
      // biome-ignore lint/performance/useDomNodeTextContent: what the card shows on screen, as axe reads it.
      els.map((e) => [e.getAttribute('aria-label') ?? '', (e as HTMLElement).innerText] as const),
    );
    expect(cards.length).toBeGreaterThan(40);
    for (const [label, text] of cards) {
      const shown = text.replace(/\s+/g, '');
      expect(label).toContain(shown);
    }
    expect(cards.find(([label]) => label.startsWith('JD,'))?.[1]?.replace(/\s+/g, '')).toBe('J♦');
    expect(cards.find(([label]) => label.startsWith('TH,'))?.[0]).toBe('TH, 10♥');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the status in words, a move counter and a clock that starts at the first move', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    const moves = page.getByText(/^Moves \d+/);
    const time = page.getByText(/^Time \d+:\d\d/);
    expect(await moves.textContent()).toBe('Moves 0');
    await page.waitForTimeout(1500);
    // No move yet: the clock has not started.
    expect(await time.textContent()).toBe('Time 0:00');
    await page.getByRole('button', { name: 'Hint' }).click();
    const hint = await waitForStatus(page, /^Hint: /);
    expect(hint).toMatch(
      /^Hint: move \S+ (home|to a free cell|onto \S+|to the empty column \d) \(\d+ moves? to win from here\)\.$/,
    );
    // The hint's card makes its trip to the target and back first.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await card(page, '3D').click();
    const said = await waitForStatus(page, /3♦ to cell a/);
    // No solver notation ('6a:', '58v1:') in what the person reads.
    expect(said).not.toMatch(/\b[1-8a-d][1-8a-dh](v\d+)?:/);
    await expect.poll(() => moves.textContent()).toBe('Moves 1');
    await expect.poll(() => time.textContent(), { timeout: 5000 }).not.toBe('Time 0:00');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await waitForStatus(page, /^Took back/)).toBe('Took back: 3♦ to cell a.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { makeSquare, makeTranscript, Othello, type Square } from '@arcade/model-othello';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, waitForStatus } from './browser.js';
import { heard, listenForTones } from './tones.js';
import { firstLastGame, squareNames } from './othello-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A position reached by the first/last game where Black has a move flipping discs 1 and 2 steps
 * away from it (at least), with that move and its flips.
 */
function twoStepMove(): { setup: string; move: string; flipped: Square[] } {
  const found = (g: Othello): { move: string; flipped: Square[] } | null => {
    if (g.getTurn() !== 'BLACK') return null;
    for (const sq of g.legalMoves()) {
      const flipped = g.clone().play(sq);
      const steps = new Set(flipped.map((f) => Math.max(Math.abs(f.i - sq.i), Math.abs(f.j - sq.j))));
      if (steps.has(1) && steps.has(2)) return { move: makeSquare(sq), flipped };
    }
    return null;
  };
  const g = firstLastGame((x) => found(x) !== null);
  return { setup: makeTranscript(g.moves()), ...found(g)! };
}

interface Seen {
  readonly square: string;
  readonly delay: number;
  readonly duration: number;
  readonly moves: boolean;
  /** The properties its keyframes animate. */
  readonly properties: string[];
}

/** What the compositor animates without the main thread: frames of these need no paint or raster. */
const COMPOSITED = new Set(['transform', 'opacity']);

/**
 * Clicks the square `name` and returns the animations running just after the board's own click
 * handler (read in the page as the click bubbles to the document, not after the round trip to
 * the test, by when a loaded machine may have finished them): the square each belongs to, its
 * delay and duration, and whether it moves.
 */
async function clickAndWatch(page: Page, name: string): Promise<Seen[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: Seen[] };
    document.addEventListener(
      'click',
      () => {
        w.__seen = document.getAnimations().map((a) => {
          const effect = a.effect as KeyframeEffect;
          const t = effect.getTiming();
          return {
            square: (effect.target?.parentElement?.getAttribute('aria-label') ?? '').split(',')[0]!,
            delay: Number(t.delay ?? 0),
            duration: Number(t.duration),
            moves: effect.getKeyframes().some((f) => f.transform !== undefined && f.transform !== 'none'),
            properties: [
              // Keyframe bookkeeping left out (this runs in the page: the list is written here).
              ...new Set(
                effect
                  .getKeyframes()
                  .flatMap((f) =>
                    Object.keys(f).filter((k) => !['offset', 'computedOffset', 'easing', 'composite'].includes(k)),
                  ),
              ),
            ],
          };
        });
      },
      { once: true },
    );
  });
  await page.getByRole('button', { name, exact: true }).click();
  return page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
}

/** Sets up `setup` in a two-player game (the board's motion is the same against the computer). */
async function setUp(page: Page, setup: string): Promise<void> {
  await waitForStatus(page, /Black to move/);
  await page.getByRole('textbox', { name: 'Transcript' }).fill(setup);
  await page.getByRole('button', { name: 'Set up' }).click();
  await waitForStatus(page, /Set up after/);
}

describe('issue 35 §1: Othello moves', () => {
  it('the new disc appears, and the flipped discs turn one after another outward from it', async () => {
    const { setup, move, flipped } = twoStepMove();
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await setUp(page, setup);
    const running = await clickAndWatch(page, `${move}, empty, legal`);
    const placed = running.find((a) => a.square === move);
    expect(placed?.moves).toBe(true);
    const turned = running.filter((a) => a.square !== move);
    // A flipped disc turns (transform) and its old face gives way to its new colour (opacity).
    expect([...new Set(turned.map((a) => a.square))].sort()).toEqual(flipped.map(makeSquare).sort());
    // Transform and opacity only, which the compositor runs: a colour animated on a disc made the
    // main thread paint, and software raster redraw, the board at every frame of the turn.
    for (const a of running) for (const p of a.properties) expect(COMPOSITED.has(p), p).toBe(true);
    // Further from the new disc, later: each step out starts after the one before.
    const sq = (name: string) => ({ i: Number(name[1]) - 1, j: name.charCodeAt(0) - 97 });
    const at = sq(move);
    const steps = (name: string) => Math.max(Math.abs(sq(name).i - at.i), Math.abs(sq(name).j - at.j));
    for (const a of turned)
      for (const b of turned) if (steps(a.square) < steps(b.square)) expect(a.delay).toBeLessThan(b.delay);
    expect(Math.min(...turned.map((a) => a.delay))).toBeGreaterThanOrEqual(placed!.delay);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the page's rehearsal of a move, when it is idle, changes nothing: the board, the transcript, the status", async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=black');
    await waitForStatus(page, /Your move/);
    const before = await squareNames(page);
    // The rehearsal runs when the page is next idle, and its still turns last a move's placing.
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 500))));
    expect(await squareNames(page)).toEqual(before);
    expect(before.filter((n) => /, (black|white)$/.test(n))).toHaveLength(4);
    expect(await page.getByRole('textbox', { name: 'Transcript' }).inputValue()).toBe('');
    expect(await page.getByRole('status').textContent()).toMatch(/Your move/);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    // And the first move is played as before: its disc appears and its discs turn.
    await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
    // Until the frame after next the status line still says "Your move" from before the click.
    await settled(page);
    await waitForStatus(page, /Your move/);
    expect((await squareNames(page)).filter((n) => n.endsWith(', black')).length).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an input finishes the running animations at once', async () => {
    const { setup, move } = twoStepMove();
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await setUp(page, setup);
    // The click and a key press in one task of the page: the key comes while the discs still turn.
    const states = await page.evaluate((name) => {
      const b = [...document.querySelectorAll('button')].find((x) => x.getAttribute('aria-label') === name)!;
      b.click();
      const before = document.getAnimations().filter((a) => a.playState === 'running').length;
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      const after = document.getAnimations().filter((a) => a.playState === 'running').length;
      return { before, after };
    }, `${move}, empty, legal`);
    expect(states.before).toBeGreaterThan(1);
    expect(states.after).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('under reduced motion nothing moves: no animation, or a fade of at most 100 ms', async () => {
    const { setup, move } = twoStepMove();
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await setUp(page, setup);
    for (const a of await clickAndWatch(page, `${move}, empty, legal`)) {
      expect(a.moves).toBe(false);
      expect(a.delay + a.duration).toBeLessThanOrEqual(100);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the computer's reply starts only after the person's move has finished animating", async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=black');
    await waitForStatus(page, /Your move/);
    // When the person's animations end, and when the board next changes after that click.
    await page.evaluate(() => {
      const w = window as unknown as { __changes: number[]; __count: number; __ended: number };
      w.__changes = [];
      // Just after the board's own click handler (this one runs when the click bubbles to the
      // document): the person's move's animations, and when the last of them ends.
      document.addEventListener(
        'click',
        () => {
          const all = document.getAnimations();
          w.__count = all.length;
          void Promise.all(all.map((a) => a.finished)).then(() => {
            w.__ended = performance.now();
          });
        },
        { once: true },
      );
      const board = document.querySelector('[aria-label="Othello board"]')!;
      new MutationObserver(() => w.__changes.push(performance.now())).observe(board, {
        attributes: true,
        subtree: true,
        attributeFilter: ['aria-label'],
      });
    });
    await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
    // Until the frame after next the status line still says "Your move" from before the click.
    await settled(page);
    await waitForStatus(page, /Your move/);
    const ended = await page.evaluate(() => {
      const w = window as unknown as { __count: number; __ended: number };
      return { count: w.__count, at: w.__ended };
    });
    expect(ended.count).toBeGreaterThanOrEqual(2);
    const changes = await page.evaluate(() => (window as unknown as { __changes: number[] }).__changes);
    // The person's move changes the board at once; the computer's reply is the next change, after the end.
    const reply = changes.find((t) => t > changes[0]! + 1);
    expect(reply).toBeDefined();
    expect(reply!).toBeGreaterThanOrEqual(ended.at);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The whole first/last game but its last move, which Black or White then plays to end it. */
function lastMoveLeft(): { setup: string; move: string; g: Othello } {
  const g = new Othello();
  let k = 0;
  for (;;) {
    const legal = g.legalMoves();
    if (legal.length === 0) {
      g.pass();
      continue;
    }
    const sq = k++ % 2 === 0 ? legal[0]! : legal.at(-1)!;
    const c = g.clone();
    c.play(sq);
    if (c.isGameOver()) return { setup: makeTranscript(g.moves()), move: makeSquare(sq), g: c };
    g.play(sq);
  }
}

describe('issue 35 §2-4: the end of an Othello game', () => {
  it('a two-player game ends with the sounds and the result dialog; Play again starts anew', async () => {
    const { setup, move, g } = lastMoveLeft();
    const { page, errors, context } = await open(browser, '#/settings');
    // Sound on, through the settings page; the tones asked of WebAudio are written down.
    await listenForTones(context);
    await page.getByRole('checkbox', { name: 'Sound effects' }).check();
    await page.goto(`${page.url().split('#')[0]}#/othello?opponent=human`);
    await page.reload();
    await setUp(page, setup);
    await page.getByRole('button', { name: `${move}, empty, legal`, exact: true }).click();
    const o = g.outcome()!;
    const title = o.winner === null ? 'A draw' : `${o.winner === 'BLACK' ? 'Black' : 'White'} wins`;
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 30_000 });
    await waitForStatus(page, /Game over/);
    expect(await dialog.textContent()).toContain(`Black ${o.black}, White ${o.white}`);
    // In this order: place (660 Hz); flip (420 Hz), as the discs start to turn; and win (523, 659,
    // 784, 1047 Hz) with the dialog, once they have finished moving. A page that showed the end at
    // once, in the click's task, played the win before the flip, and a read of the tones soon
    // after the dialog then found no flip.
    expect(await heard(page)).toEqual([660, 420, 523, 659, 784, 1047]);
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await waitForStatus(page, /New game\. Black to move/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a game against the computer is recorded by level and discs, and shown in the result dialog', async () => {
    const { setup, move, g } = lastMoveLeft();
    // The person plays the side that makes the last move; the computer the other.
    const last = g.history().filter((m) => m !== 'pass').length;
    const replay = new Othello();
    for (const sq of g.moves().slice(0, last - 1)) {
      if (replay.legalMoves().length === 0) replay.pass();
      replay.play(sq);
    }
    if (replay.legalMoves().length === 0) replay.pass();
    const color = replay.getTurn() === 'BLACK' ? 'black' : 'white';
    const { page, errors, context } = await open(browser, `#/othello?level=3&color=${color}`);
    await waitForStatus(page, /Your move/);
    await page.getByRole('textbox', { name: 'Transcript' }).fill(setup);
    await page.getByRole('button', { name: 'Set up' }).click();
    await waitForStatus(page, /Set up after.*Your move/);
    await page.getByRole('button', { name: `${move}, empty, legal`, exact: true }).click();
    const o = g.outcome()!;
    const mine = color === 'black' ? o.black : o.white;
    const theirs = color === 'black' ? o.white : o.black;
    const title = mine > theirs ? 'You won' : mine < theirs ? 'You lost' : 'A draw';
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 30_000 });
    const text = await dialog.textContent();
    expect(text).toContain('Played1');
    expect(text).toMatch(/Level 3won [01], lost [01], drawn [01]/);
    expect(text).toContain(`Black ${o.black}, White ${o.white}`);
    // Escape closes it; the records page has the game.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${page.url().split('#')[0]}#/records`);
    await expect.poll(() => page.getByText(/Level 3/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

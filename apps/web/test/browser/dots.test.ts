import {
  bestMove,
  COLOR_NAMES,
  type Color,
  MOVES_MODE,
  makeBoard,
  mulberry32,
  PointT,
  TwoDotsBoard,
} from '@arcade/model-twodots';
import { LEVELS, LevelGame } from '@arcade/model-twodots/session';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

type Dot = { row: number; col: number };
const name = (d: Dot, c: Color): string => `row ${d.row + 1}, column ${d.col + 1}, ${COLOR_NAMES[c]}`;

/** Every dot's accessible name, row by row. */
async function dotNames(page: Page): Promise<string[]> {
  // The route's code loads after goto returns: wait for the board before reading it all at once.
  const buttons = page.getByRole('group', { name: 'Two Dots board' }).getByRole('button');
  await buttons.first().waitFor();
  return buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Presses on the first dot of `names` and drags the pointer through the others, then releases. */
async function drag(page: Page, names: readonly string[]): Promise<void> {
  const centre = async (n: string): Promise<{ x: number; y: number }> => {
    const box = (await page.getByRole('button', { name: n, exact: true }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const first = await centre(names[0]!);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const n of names.slice(1)) {
    const p = await centre(n);
    await page.mouse.move(p.x, p.y, { steps: 4 });
  }
  await page.mouse.up();
}

/** Two neighbouring dots of one colour in the names, row by row. */
function pairIn(names: readonly string[]): [string, string] {
  const colour = (n: string): string => n.split(', ')[2]!;
  for (let k = 0; k < 36; k++) {
    const right = k % 6 < 5 ? names[k + 1] : undefined;
    if (right !== undefined && colour(right) === colour(names[k]!)) return [names[k]!, right];
    const below = names[k + 6];
    if (below !== undefined && colour(below) === colour(names[k]!)) return [names[k]!, below];
  }
  throw new Error('no two neighbouring dots of one colour');
}

/** The names round the square at `at`, back to its first dot. */
const ring = ({ row, col }: Dot, color: Color): string[] =>
  [
    { row, col },
    { row, col: col + 1 },
    { row: row + 1, col: col + 1 },
    { row: row + 1, col },
    { row, col },
  ].map((d) => name(d, color));

describe('issue 19: Two Dots in the browser', () => {
  it('issue 19.7: a move made with a pointer drag (moves mode, seed 1)', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=1');
    await waitForStatus(page, /Join 5 dots/);
    const names = await dotNames(page);
    expect(names).toHaveLength(36);
    expect(names[0]).toMatch(/^row 1, column 1, (red|green|blue|purple|yellow)$/);
    await drag(page, pairIn(names));
    await waitForStatus(page, /You joined 2 dots\. 14 moves left\./);
    expect(await dotNames(page)).not.toEqual(names);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: level 1 won by drags (the package’s best moves); the progress is kept across reloads', async () => {
    // Level 1, played by the package's hint (bestMove), mirrored here on the same LevelGame.
    const game = new LevelGame(LEVELS[0]!);
    const { page, errors, context } = await open(browser, '#/dots?mode=levels&level=1');
    await waitForStatus(page, /Level 1: 6 red/);
    // The hint names the package's best move, dot by dot.
    await page.getByRole('button', { name: 'Hint' }).click();
    await settled(page);
    const first = bestMove(game.board)!;
    const spoken = first.path.map((p) => `row ${p.row() + 1}, column ${p.col() + 1}`).join('; ');
    expect(await statusText(page)).toContain(spoken);
    while (game.status() === 'playing') {
      const best = bestMove(game.board)!;
      const path = best.path.map((p) => name({ row: p.row(), col: p.col() }, best.color));
      await drag(page, path);
      const m = game.play(best.path);
      if (m.result.loop) await waitForStatus(page, /A square!/);
      await expect
        .poll(() => dotNames(page))
        .toEqual(game.board.toRows().flatMap((row, r) => row.map((c, k) => name({ row: r, col: k }, c))));
    }
    expect(game.status()).toBe('won');
    await waitForStatus(page, /Level 1 won! Level 2 is open\./);
    // The result dialog (issue 35) offers the next level first; its records keep the best level.
    const dialog = page.getByRole('dialog', { name: 'Level 1 won' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Next level' }).count()).toBe(1);
    expect(await dialog.textContent()).toMatch(/Best level1/);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Next level' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText(/Levels won: 1\./).count()).toBe(1);
    await page.goto(`${page.url().split('#')[0]}#/dots?mode=levels&level=2`);
    await waitForStatus(page, /Level 2: 10 blue/);
    expect(await statusText(page)).not.toMatch(/not open/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.7: a square drawn with the pointer in a level', async () => {
    // The first level whose opening board has a 2x2 block of one colour: drag round it, back to its first dot.
    let found: { n: number; at: Dot; color: Color } | null = null;
    for (const lv of LEVELS) {
      const rows = new LevelGame(lv).board.toRows();
      for (let r = 0; r < 5 && found === null; r++)
        for (let c = 0; c < 5 && found === null; c++) {
          const k = rows[r]![c]!;
          if (rows[r]![c + 1] === k && rows[r + 1]![c] === k && rows[r + 1]![c + 1] === k)
            found = { n: lv.number, at: { row: r, col: c }, color: k };
        }
      if (found !== null) break;
    }
    expect(found).not.toBeNull();
    const { n, at, color } = found!;
    const { page, errors, context } = await open(browser, `#/dots?mode=levels&level=${n}`, {
      storage: { 'arcade.dots-progress': JSON.stringify({ v: 1, data: n - 1 }) },
    });
    await waitForStatus(page, new RegExp(`Level ${n}:`));
    await drag(page, ring(at, color));
    await waitForStatus(page, /A square!/);
    // The square cleared every dot of its colour: at least its four, and one move used.
    expect(await statusText(page)).toMatch(/A square! ([4-9]|[1-3]\d) dots\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3 / 36: the timed game waits for the first touch, then ends at 0 by itself', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=timed&seed=2&time=2');
    await waitForStatus(page, /The clock starts at your first touch\./);
    expect(await page.getByRole('timer').textContent()).toBe('Time left: 2 s');
    // No touch yet: 2.5 s later the clock has not moved.
    await page.waitForTimeout(2500);
    expect(await page.getByRole('timer').textContent()).toBe('Time left: 2 s');
    expect(await statusText(page)).not.toMatch(/Time is up/);
    // A press on a dot (released where it was: no move) starts it; then it ends with no more input.
    const dot = page.getByRole('button', { name: (await dotNames(page))[0]!, exact: true });
    await dot.dispatchEvent('pointerdown', { button: 0, pointerId: 1, isPrimary: true });
    await dot.dispatchEvent('pointerup', { button: 0, pointerId: 1, isPrimary: true });
    await waitForStatus(page, /Time is up: you lost\./, 10_000);
    expect(await page.getByRole('timer').textContent()).toBe('Time left: 0 s');
    const dialog = page.getByRole('dialog', { name: 'Time is up' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Play again' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: a timed game survives a reload with the time it had left, not its full time', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=timed&seed=3&time=30');
    await dotNames(page);
    await drag(page, [(await dotNames(page))[0]!]);
    await expect.poll(() => page.getByRole('timer').textContent(), { timeout: 10_000 }).toBe('Time left: 28 s');
    await page.reload();
    await waitForStatus(page, /restored/);
    const left = Number(/(\d+) s/.exec((await page.getByRole('timer').textContent()) ?? '')?.[1]);
    expect(left).toBeLessThanOrEqual(28);
    expect(left).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.4: Two Dots with the keyboard alone: Enter starts, extends and ends a path', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=1');
    await waitForStatus(page, /Join 5 dots/);
    const names = await dotNames(page);
    const [a, b] = pairIn(names);
    const ka = names.indexOf(a);
    const kb = names.indexOf(b);
    await page.getByRole('button', { name: names[0]!, exact: true }).focus();
    for (let r = 0; r < Math.floor(ka / 6); r++) await page.keyboard.press('ArrowDown');
    for (let c = 0; c < ka % 6; c++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press(kb === ka + 1 ? 'ArrowRight' : 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await waitForStatus(page, /You joined 2 dots\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: a reload in the middle of a moves game restores it, its random source included', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=7');
    await waitForStatus(page, /Join 5 dots/);
    // The same game in the test, on the model: the dots that fall after each move come from seed 7.
    const mirror = new TwoDotsBoard(6, 6, mulberry32(7));
    const toPoints = (pair: readonly string[]): PointT[] =>
      pair.map((n) => {
        const [r, c] = /row (\d+), column (\d+)/.exec(n)!.slice(1).map(Number) as [number, number];
        return new PointT(r - 1, c - 1);
      });
    const first = pairIn(await dotNames(page));
    await drag(page, first);
    mirror.updateBoard(toPoints(first));
    await waitForStatus(page, /14 moves left/);
    const mid = await dotNames(page);
    // Saved as the model saves the board (issue 19.5 / 20.3): rows and the generator's state.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.dots') ?? 'null'));
    expect(saved).toMatchObject({ v: 1, data: { mode: 'moves', seed: 7, made: 1, won: false } });
    expect(saved.data.board).toEqual(JSON.parse(JSON.stringify(mirror)));
    await page.reload();
    await waitForStatus(page, /restored.*14 moves left/);
    expect(await dotNames(page)).toEqual(mid);
    // The next move after the reload draws what the game would have drawn without it.
    const second = pairIn(mid);
    await drag(page, second);
    mirror.updateBoard(toPoints(second));
    await waitForStatus(page, new RegExp(`${MOVES_MODE.moveCount - 2} moves left`));
    const colours = (await dotNames(page)).map((n) => n.split(', ')[2]![0]!.toUpperCase()).join('');
    expect(colours).toBe(makeBoard(mirror).replace(/\s/g, ''));
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A 2x2 block of one colour in `rows`, top-left first, or null. */
function squareIn(rows: readonly (readonly Color[])[]): { at: Dot; color: Color } | null {
  for (let r = 0; r + 1 < rows.length; r++)
    for (let c = 0; c + 1 < rows[r]!.length; c++) {
      const k = rows[r]![c]!;
      if (rows[r]![c + 1] === k && rows[r + 1]![c] === k && rows[r + 1]![c + 1] === k)
        return { at: { row: r, col: c }, color: k };
    }
  return null;
}

describe('issue 36: Two Dots as players know it', () => {
  it('issue 36: a square in the 15-moves game clears every dot of its colour, scores them and wins', async () => {
    // The first seed whose opening board has a square (the model deals it, as the page does).
    let seed = 1;
    let found = squareIn(new TwoDotsBoard(6, 6, mulberry32(seed)).toRows());
    while (found === null) found = squareIn(new TwoDotsBoard(6, 6, mulberry32(++seed)).toRows());
    const rows = new TwoDotsBoard(6, 6, mulberry32(seed)).toRows();
    const all = rows.flat().filter((c) => c === found.color).length;
    const { page, errors, context } = await open(browser, `#/dots?mode=moves&seed=${seed}`);
    await waitForStatus(page, /Join 5 dots/);
    await expect.poll(() => page.getByText('Score: 0.').count()).toBe(1);
    await drag(page, ring(found.at, found.color));
    // Refused before issue 36 ("That path cannot be played"): now it clears the colour.
    await waitForStatus(page, new RegExp(`A square! ${all} dots\\.`));
    expect(await statusText(page)).not.toMatch(/cannot be played/);
    await expect.poll(() => page.getByText(`Score: ${all}.`).count()).toBe(1);
    // A square of four dots clears at least four: with five or more cleared, the game is won.
    if (all >= MOVES_MODE.TARGET) expect(await statusText(page)).toMatch(/You won with 14 moves to spare!/);
    const after = await dotNames(page);
    const mirror = new TwoDotsBoard(6, 6, mulberry32(seed));
    mirror.applyMove(
      ring(found.at, found.color).map((n) => {
        const [r, c] = /row (\d+), column (\d+)/.exec(n)!.slice(1).map(Number) as [number, number];
        return new PointT(r - 1, c - 1);
      }),
    );
    expect(after).toEqual(mirror.toRows().flatMap((row, r) => row.map((c, k) => name({ row: r, col: k }, c))));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: a square in the timed game is played too', async () => {
    let seed = 1;
    let found = squareIn(new TwoDotsBoard(6, 6, mulberry32(seed)).toRows());
    while (found === null) found = squareIn(new TwoDotsBoard(6, 6, mulberry32(++seed)).toRows());
    const { page, errors, context } = await open(browser, `#/dots?mode=timed&seed=${seed}&time=120`);
    await waitForStatus(page, /first touch/);
    await drag(page, ring(found.at, found.color));
    await waitForStatus(page, /A square! \d+ dots\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: the score shows in every mode, and no raw seed is on screen (only in the link to share)', async () => {
    for (const route of [
      '#/dots?mode=moves&seed=3736491640',
      '#/dots?mode=timed&seed=3736491640',
      '#/dots?mode=levels&level=1',
    ]) {
      const { page, errors, context } = await open(browser, route);
      await dotNames(page);
      await expect.poll(() => page.getByText(/^Score: 0\./).count()).toBe(1);
      // biome-ignore lint/performance/useDomNodeTextContent: what is on screen (innerText leaves out hidden text), as a person reads it
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).not.toMatch(/Seed|3736491640/);
      if (!route.includes('levels')) {
        const href = await page.getByRole('link', { name: 'Link to this game' }).getAttribute('href');
        expect(href).toContain('seed=3736491640');
      }
      // A move scores its dots.
      await drag(page, pairIn(await dotNames(page)));
      await expect.poll(() => page.getByText(/^Score: [2-9]\d*\./).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('issue 35: Two Dots plays like a game', () => {
  it('issue 35 §1: the path follows the finger between dots, and new dots drop in from above the board', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=1');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await waitForStatus(page, /Join 5 dots/);
    const [a, b] = pairIn(await dotNames(page));
    const box = async (n: string) => (await page.getByRole('button', { name: n, exact: true }).boundingBox())!;
    const pa = await box(a);
    const pb = await box(b);
    const centre = (r: { x: number; y: number; width: number; height: number }) => ({
      x: r.x + r.width / 2,
      y: r.y + r.height / 2,
    });
    const ca = centre(pa);
    const cb = centre(pb);
    /** The path's line as drawn: its points, in page coordinates. */
    const line = () =>
      page.evaluate(() => {
        const board = document.querySelector('.dots-board')!.getBoundingClientRect();
        const points = document.querySelector('.dots-path')!.getAttribute('points') ?? '';
        return points
          .trim()
          .split(/\s+/)
          .filter((p) => p !== '')
          .map((p) => {
            const [x, y] = p.split(',').map(Number);
            return { x: x! + board.left, y: y! + board.top };
          });
      });
    // New dots: the animations of the move's frame, each with its first keyframe.
    await page.evaluate(() => {
      const w = window as unknown as { firsts: { transform: string; opacity: string }[] | null };
      w.firsts = null;
      const grid = document.querySelector('.dots-grid')!;
      new MutationObserver((_, o) => {
        o.disconnect();
        w.firsts = document.getAnimations().map((an) => {
          const k: Record<string, unknown> = (an.effect as KeyframeEffect).getKeyframes()[0] ?? {};
          return { transform: String(k.transform ?? ''), opacity: String(k.opacity ?? '') };
        });
      }).observe(grid, { subtree: true, attributes: true, attributeFilter: ['data-color'] });
    });
    await page.mouse.move(ca.x, ca.y);
    await page.mouse.down();
    // A third of the way to the next dot (still on the first one's button), the line runs from the
    // first dot to the finger; two thirds of the way (on the next dot's button, which joins the
    // path), from the first dot through the next to the finger.
    const near = (p: { x: number; y: number } | undefined, q: { x: number; y: number }) =>
      p !== undefined && Math.abs(p.x - q.x) <= 1 && Math.abs(p.y - q.y) <= 1;
    for (const [f, through] of [
      [1 / 3, [ca]],
      [2 / 3, [ca, cb]],
    ] as const) {
      const at = { x: ca.x + (cb.x - ca.x) * f, y: ca.y + (cb.y - ca.y) * f };
      await page.mouse.move(at.x, at.y, { steps: 2 });
      await settled(page);
      const pts = await line();
      const want = [...through, at];
      expect(pts.length, JSON.stringify({ pts, want })).toBe(want.length);
      for (const [k, q] of want.entries()) expect(near(pts[k], q), JSON.stringify({ pts, want })).toBe(true);
    }
    await page.mouse.move(cb.x, cb.y, { steps: 2 });
    await page.mouse.up();
    await waitForStatus(page, /You joined 2 dots/);
    const firsts = await page.evaluate(
      () => (window as unknown as { firsts: { transform: string; opacity: string }[] }).firsts,
    );
    // The new dots start above their places, unseen (translateY up, opacity 0), and fall in.
    const dropped = firsts.filter((k) => /translateY\(-[\d.]+px\)/.test(k.transform) && k.opacity === '0');
    expect(dropped.length, JSON.stringify(firsts)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35: a 15-moves game lost to the end records the best score and shows the result', async () => {
    const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=1');
    await waitForStatus(page, /Join 5 dots/);
    let score = 0;
    for (let k = 0; k < MOVES_MODE.moveCount; k++) {
      if (/won|lost/.test(await statusText(page))) break;
      const pair = pairIn(await dotNames(page));
      await drag(page, pair);
      score += 2;
      await waitForStatus(page, new RegExp(`${MOVES_MODE.moveCount - k - 1} moves left|lost`));
    }
    const dialog = page.getByRole('dialog', { name: 'Out of moves' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(`${score} dots cleared`);
    expect(await dialog.textContent()).toMatch(new RegExp(`Best score${score}`));
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await waitForStatus(page, /Again\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35: cleared dots shrink away and the dots above fall; at once under reduced motion', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { page, errors, context } = await open(browser, '#/dots?mode=moves&seed=1');
      await page.emulateMedia({ reducedMotion: motion });
      await waitForStatus(page, /Join 5 dots/);
      const pair = pairIn(await dotNames(page));
      // Counted in the frame the move is drawn: the animations running and the ghosts of the cleared dots.
      await page.evaluate(() => {
        const w = window as unknown as { seen: { moving: number; ghosts: number } | null };
        w.seen = null;
        // The dots' colours change when the move is drawn (the path's line has a colour too: not observed).
        const grid = document.querySelector('.dots-grid')!;
        const board = document.querySelector('.dots-board')!;
        new MutationObserver((_, o) => {
          o.disconnect();
          w.seen = {
            moving: document
              .getAnimations()
              .filter((a) => (a.effect as KeyframeEffect).getKeyframes().some((k) => 'transform' in k)).length,
            ghosts: board.querySelectorAll('.dot-ghost').length,
          };
        }).observe(grid, { subtree: true, attributes: true, attributeFilter: ['data-color'] });
      });
      await drag(page, pair);
      await waitForStatus(page, /You joined 2 dots/);
      const seen = await page.evaluate(() => (window as unknown as { seen: { moving: number; ghosts: number } }).seen);
      if (motion === 'reduce') expect(seen.moving).toBe(0);
      else expect(seen.moving).toBeGreaterThan(0);
      // Once done, the ghosts are gone.
      await expect.poll(() => page.locator('.dot-ghost').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

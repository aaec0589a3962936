// Issue 35 §4, what the settings do in the games: with sound on, each game makes its sounds (place,
// card, clear, win, lose; Othello's place, flip and win are in othello-motion.test.ts), and the
// speed setting sets the pause before the computer's move and between the solver's moves.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, waitForStatus } from './browser.js';
import { joinTwoByKeyboard } from './dots-helpers.js';
import { heard, heardAt, recordTones } from './tones.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Saved settings (the shell's store: `arcade.settings`, version 1). */
const settings = (data: Record<string, unknown>): Record<string, string> => ({
  'arcade.settings': JSON.stringify({ v: 1, data }),
});

/** The pitch (Hz) each sound starts with (shell/sound.ts's recipes): what the tests listen for. */
const TONES = { place: 660, card: 1200, clear: [523, 659, 784], win: [523, 659, 784, 1047], lose: [392, 330, 262] };

/** Opens `route` with sound on, writing down every tone asked of WebAudio (its starting pitch in Hz). */
function withSound(route: string) {
  return open(browser, route, { storage: settings({ sound: true }), init: recordTones });
}

describe('issue 35 §4: sound on, each game makes its sounds', () => {
  it('Othello: the flip sound comes as the flipped discs start to turn, later at the slow speed', async () => {
    // The turns start PLACE_MS / 2 (80 ms) after the click at the normal speed, times the pace (1.6 slow).
    const gap = async (speed: string): Promise<number> => {
      const { page, errors, context } = await open(browser, '#/othello?opponent=human', {
        storage: settings({ sound: true, speed, motion: 'full' }),
        init: recordTones,
      });
      await waitForStatus(page, /Black to move/);
      await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
      // Wait for the flip's tone, then read every tone with when it was asked.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.includes(420)), {
          timeout: 10_000,
        })
        .toBe(true);
      const times = await heardAt(page);
      expect(errors).toEqual([]);
      await context.close();
      return times.find(([hz]) => hz === 420)![1] - times.find(([hz]) => hz === TONES.place)![1];
    };
    expect(await gap('normal')).toBeGreaterThanOrEqual(79);
    expect(await gap('slow')).toBeGreaterThanOrEqual(127);
  });

  it('Tic-tac-toe: a mark placed (yours and the computer’s) makes the place sound', async () => {
    const { page, errors, context } = await withSound('#/tictactoe?level=random&first=human');
    await waitForStatus(page, /Your move/);
    expect(await heard(page)).toEqual([]);
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    await waitForStatus(page, /Your move/);
    // Two marks: the person's and the computer's.
    expect((await heard(page)).filter((hz) => hz === TONES.place)).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('FreeCell: a card moved makes the card sound; a deal the solver finishes ends on the lose sound', async () => {
    const { page, errors, context } = await withSound('#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    expect(await heard(page)).toEqual([]);
    await page.getByRole('button', { name: /^3D\b/ }).click();
    await settled(page);
    expect(await heard(page)).toContain(TONES.card);
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByRole('button', { name: 'Skip to end' }).click();
    await waitForStatus(page, /Won: the solver finished deal 1/);
    const tones = await heard(page);
    for (const hz of TONES.lose) expect(tones).toContain(hz);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Two Dots: dots cleared make the clear sound', async () => {
    const { page, errors, context } = await withSound('#/dots?mode=moves&seed=1');
    await waitForStatus(page, /Join 5 dots/);
    expect(await heard(page)).toEqual([]);
    await joinTwoByKeyboard(page);
    await waitForStatus(page, /You joined 2 dots\./);
    const tones = await heard(page);
    for (const hz of TONES.clear) expect(tones).toContain(hz);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Foxes and Dolphins: a piece moved makes the place sound (or the clear sound when it eats)', async () => {
    const { page, errors, context } = await withSound('#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2/);
    expect(await heard(page)).toEqual([]);
    const island = page.getByRole('group', { name: 'The island' });
    const foxes = await island
      .getByRole('button', { name: /, fox$/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    for (const fox of foxes) {
      await island.getByRole('button', { name: fox, exact: true }).click();
      await settled(page);
      const target = island.getByRole('button', { name: /, target$/ }).first();
      if ((await target.count()) > 0) {
        await target.click();
        break;
      }
    }
    await waitForStatus(page, /You move/);
    // A move to an empty tile is placed; a piece eaten there is cleared.
    const tones = await heard(page);
    expect(tones.includes(TONES.place) || TONES.clear.every((hz) => tones.includes(hz)), String(tones)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Opens `route` at `speed`, writing down every timer the page asks for of at least 100 ms (its pauses;
 * shorter ones are the site's own frame and task scheduling).
 */
async function paced(route: string, speed: 'slow' | 'fast'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, errors, context } = await open(browser, route, {
    storage: settings({ speed, motion: 'reduced' }),
    init: () => {
      const w = window as unknown as { __pauses: number[] };
      w.__pauses = [];
      const real = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
        if (typeof ms === 'number' && ms >= 100) w.__pauses.push(ms);
        return real(fn, ms, ...rest);
      }) as typeof window.setTimeout;
    },
  });
  return {
    page,
    close: async () => {
      expect(errors).toEqual([]);
      await context.close();
    },
  };
}

function pauses(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __pauses: number[] }).__pauses.splice(0));
}

describe('issue 35 §4: the speed setting paces the computer and the solver', () => {
  // shell/motion.ts COMPUTER_DELAY_MS: slow 900 ms, fast 150 ms.
  for (const [speed, ms] of [
    ['slow', 900],
    ['fast', 150],
  ] as const) {
    it(`${speed}: the computer's reply in Tic-tac-toe and each of the solver's FreeCell moves wait ${ms} ms`, async () => {
      const ttt = await paced('#/tictactoe?level=random&first=human', speed);
      await waitForStatus(ttt.page, /Your move/);
      await pauses(ttt.page);
      await ttt.page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
      await waitForStatus(ttt.page, /Your move/);
      expect(await pauses(ttt.page)).toContain(ms);
      await ttt.close();

      const fc = await paced('#/freecell?deal=1', speed);
      await waitForStatus(fc.page, /Deal 1/);
      await pauses(fc.page);
      await fc.page.getByRole('button', { name: 'Solve' }).click();
      await waitForStatus(fc.page, /^Solver: /);
      await expect.poll(async () => (await pauses(fc.page)).includes(ms), { timeout: 30_000 }).toBe(true);
      // The other speed's pause is not used.
      const other = speed === 'slow' ? 150 : 900;
      await fc.page.waitForTimeout(ms * 2);
      expect(await pauses(fc.page)).not.toContain(other);
      await fc.page.getByRole('button', { name: 'Skip to end' }).click();
      await waitForStatus(fc.page, /Won: the solver finished deal 1/);
      await fc.close();
    });
  }
});

// Issue 35 §8 (the other half of a11y.test.ts, a file of its own so that two run at once): axe-core
// after some moves in each game: no violation of WCAG 2.2 AA or of axe's best practices (the
// known exclusions, each a single rule of a game's page, are listed in one place: audit.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_WAYS, judged, SIZES } from './audit.js';
import { launch, open, settled, waitForStatus } from './browser.js';
import { joinTwoByKeyboard } from './dots-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Some moves in each game, by route, with what shows they were made. */
const MOVES: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '#/tictactoe?level=random&first=human': async (page) => {
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    await waitForStatus(page, /Your move/);
    await page.locator('[aria-label$=", empty"]').first().click();
    await settled(page);
  },
  '#/othello?level=1&color=black': async (page) => {
    for (let k = 0; k < 2; k++) {
      await waitForStatus(page, /Your move/);
      await page.locator('[aria-label$=", legal"]').first().click();
      await settled(page);
    }
    await waitForStatus(page, /Your move/);
  },
  '#/freecell?deal=1': async (page) => {
    await waitForStatus(page, /Deal 1/);
    // Deal 1: 3D, the top of column 6, goes to a free cell; then the top of column 1.
    await page.getByRole('button', { name: /^3D\b/ }).click();
    await settled(page);
    await page.getByRole('button', { name: /^6S\b/ }).click();
    await settled(page);
  },
  '#/dots?mode=moves&seed=1': async (page) => {
    await waitForStatus(page, /Join 5 dots/);
    await joinTwoByKeyboard(page);
    await waitForStatus(page, /You joined 2 dots\./);
  },
  '#/foxdolphin?side=fox&seed=1': async (page) => {
    await waitForStatus(page, /Your turn, Foxes/);
    const island = page.getByRole('group', { name: 'The island' }).getByRole('button');
    const names = await island.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    for (const fox of names.filter((n) => n.endsWith(', fox'))) {
      await page.getByRole('button', { name: fox, exact: true }).click();
      await settled(page);
      const target = page.locator('[aria-label$=", target"]').first();
      if ((await target.count()) > 0) {
        await target.click();
        break;
      }
    }
    await waitForStatus(page, /You move/);
  },
};

describe('issue 35 §8: axe-core finds no violation after moves', () => {
  for (const [route, moves] of Object.entries(MOVES)) {
    it(`issue 35 §8: ${route} after some moves`, async () => {
      const { page, errors, context } = await open(browser, route, SIZES.phone);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await moves(page);
      // All four: light and dark, each at a phone's size and a desktop's, on this one page.
      expect(await judged(page, route, ALL_WAYS)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }
});

// Issue 35 §8: axe-core on every route, in light and dark, at phone (360 x 640) and desktop size,
// and after some moves in each game: no violation of WCAG 2.2 AA or of axe's best practices (the
// known exclusions, each a single rule of a game's page, are listed in one place: audit.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_WAYS, judged, SIZES } from './audit.js';
import { launch, open } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const ROUTES = [
  '#/',
  '#/dots?mode=moves&seed=1',
  '#/othello?level=1&color=black',
  '#/freecell?deal=1',
  '#/tictactoe?level=random&first=human',
  '#/foxdolphin?side=fox&seed=1',
  '#/settings',
  '#/records',
];

// Concurrent: each route has a context of its own and takes no input, and most of a route's time
// is waiting on the page (a load, axe's run), which the others' can fill. (The files whose tests
// type and click are not: run three at a time, some of their tests failed on a loaded machine.)
describe.concurrent('issue 35 §8: axe-core finds no violation', () => {
  for (const route of ROUTES) {
    it(`issue 35 §8: ${route}, light and dark, phone and desktop`, async () => {
      const { page, errors, context } = await open(browser, route, SIZES.phone);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // All four: light and dark, each at a phone's size and a desktop's, on this one page.
      expect(await judged(page, route, ALL_WAYS)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, statusText } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const ROUTES = [
  '#/',
  '#/dots',
  '#/dots?mode=timed&time=5',
  '#/dots?mode=levels&level=2',
  '#/othello?level=1&color=white',
  '#/freecell?deal=1',
  '#/tictactoe?level=random&first=computer',
  '#/foxdolphin?side=watch&seed=3&delay=0',
  '#/foxdolphin?side=fox&seed=1',
  '#/nowhere',
];

describe('issue 19: the site', () => {
  it('issue 19.7: no console error and no unhandled rejection on any route', async () => {
    for (const route of ROUTES) {
      const { page, errors, context } = await open(browser, route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300);
      expect(errors, route).toEqual([]);
      await context.close();
    }
  });

  it('issue 19.6: nothing scrolls sideways at 360 x 640, and tap targets are at least 40 px', async () => {
    for (const route of ROUTES) {
      const { page, errors, context } = await open(browser, route, { width: 360, height: 640 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(200);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${route}: page width ${scroll} in a ${client} px window`).toBeLessThanOrEqual(client);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('button, a, [tabindex]')]
          .map((el) => {
            const r = el.getBoundingClientRect();
            return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', w: r.width, h: r.height };
          })
          .filter((t) => t.w > 0 && (t.w < 39.5 || t.h < 39.5)),
      );
      expect(small, route).toEqual([]);
      expect(errors, route).toEqual([]);
      await context.close();
    }
  });

  it('issue 19.2: the home page lists the five games; a bad parameter is named and the default used', async () => {
    const { page, errors, context } = await open(browser, '#/');
    for (const name of ['Two Dots', 'Othello', 'FreeCell', 'Tic-tac-toe', 'Foxes and Dolphins']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(1);
    }
    await page.getByRole('link', { name: 'Tic-tac-toe' }).click();
    await page.getByRole('heading', { name: 'Tic-tac-toe' }).waitFor();
    await page.goto(`${page.url().split('#')[0]}#/tictactoe?level=genius`);
    await expect.poll(() => statusText(page)).toMatch(/Bad level "genius"/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.2: a copied link replays the same deal or seed (a random FreeCell deal, a Foxes and Dolphins island)', async () => {
    for (const route of ['#/freecell', '#/foxdolphin?side=fox', '#/dots?mode=moves']) {
      const first = await open(browser, route);
      await first.page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => first.page.url()).toMatch(/(deal|seed)=\d+/);
      const link = first.page.url();
      const names = () =>
        first.page.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const before = await names();
      // Another browser profile (no saved game) opens the copied link.
      const second = await open(browser, `#${link.split('#')[1]}`);
      await second.page.getByRole('heading', { level: 1 }).waitFor();
      const after = await second.page
        .getByRole('button')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(after, link).toEqual(before);
      expect([...first.errors, ...second.errors]).toEqual([]);
      await first.context.close();
      await second.context.close();
    }
  });

  it('issue 19.5: corrupt saved data and data of another version are reported once and replaced', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe', {
      storage: { 'arcade.tictactoe': '{not json', 'arcade.othello': '{"v":99,"data":{}}' },
    });
    await expect.poll(() => statusText(page)).toMatch(/saved Tic-tac-toe game was replaced.*could not be read/);
    await page.getByRole('button', { name: 'row 1, column 1, empty' }).click();
    // Reported once: the next message says nothing more about it.
    expect(await statusText(page)).not.toMatch(/replaced/);
    const saved = await page.evaluate(() => localStorage.getItem('arcade.tictactoe'));
    expect(JSON.parse(saved ?? 'null')).toMatchObject({ v: 1 });
    await page.goto(`${page.url().split('#')[0]}#/othello`);
    await expect.poll(() => statusText(page)).toMatch(/saved Othello game was replaced.*another version/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: a saved session its fromJSON refuses (BAD_DATA), or a game in the pages’ old format, is reported and replaced', async () => {
    const tampered = {
      v: 1,
      data: { deal: 1, session: { v: 1, start: 'no board', startAuto: true, auto: true, turns: [], redo: [] } },
    };
    // What the Foxes and Dolphins page saved before it saved the session's toJSON: its own move list.
    const old = { v: 1, data: { side: 'fox', seed: 1, moves: [], rounds: 0 } };
    const { page, errors, context } = await open(browser, '#/freecell', {
      storage: { 'arcade.freecell': JSON.stringify(tampered), 'arcade.foxdolphin': JSON.stringify(old) },
    });
    await expect.poll(() => statusText(page)).toMatch(/saved FreeCell game was replaced.*could not be read/);
    await page.goto(`${page.url().split('#')[0]}#/foxdolphin?side=fox&seed=1`);
    await expect.poll(() => statusText(page)).toMatch(/saved Foxes and Dolphins game was replaced.*could not be read/);
    // Replaced by the new game, saved as its session saves itself.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.foxdolphin') ?? 'null'));
    expect(saved).toMatchObject({ v: 1, data: { v: 1, options: { seed: 1, play: 'Fox' } } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.5: with storage unavailable the site keeps working and says so once', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe', { noStorage: true });
    await expect.poll(() => statusText(page)).toMatch(/Storage is unavailable/);
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    expect(await page.getByRole('button', { name: 'row 2, column 2, X' }).count()).toBe(1);
    expect(await statusText(page)).not.toMatch(/Storage/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The built site served under a sub-path (`/arcade/`), as a static host
 * serves dist/ at https://example.org/arcade/: every address the site asks
 * for stays under it (relative asset URLs), its service worker's scope is the
 * sub-path, and one move is played in each of the five games there.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, shared with `pnpm web`.
import { DIST, serve } from '../../scripts/serve.mjs';
import { launch, type Opened, open, settled, waitForStatus } from './browser.js';

const BASE = '/arcade/';

let browser: Browser;
let server: Server;
let site = '';
beforeAll(async () => {
  browser = await launch();
  ({ server, url: site } = (await serve({ dir: process.env.ARCADE_SITE_DIR ?? DIST, port: 0, base: BASE })) as {
    server: Server;
    url: string;
  });
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((ok) => server.close(() => ok()));
});

/** Opens `route` of the site under the sub-path, recording every address the page asks for. */
async function openUnder(route: string): Promise<Opened & { requests: string[] }> {
  const requests: string[] = [];
  const opened = await open(browser, route, { baseUrl: site });
  opened.context.on('request', (r) => requests.push(r.url()));
  // The first load's requests happened inside open(): ask the page for them.
  const loaded = await opened.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  requests.push(opened.page.url(), ...loaded);
  return { ...opened, requests };
}

/** The accessible names of the buttons of the group named `group`, once the board is drawn. */
async function labels(page: Page, group: string): Promise<string[]> {
  const buttons = page.getByRole('group', { name: group, exact: true }).getByRole('button');
  await buttons.first().waitFor();
  return buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Every request went to the site under the sub-path (none to the host's root). */
function expectUnderBase(requests: readonly string[]): void {
  const origin = new URL(site).origin;
  const outside = requests.filter((r) => r.startsWith(origin) && !r.startsWith(site));
  expect(outside).toEqual([]);
}

describe('the built site under a sub-path', () => {
  it('the home page loads under /arcade/, and the service worker is registered with the sub-path as its scope', async () => {
    const { page, context, errors, requests } = await openUnder('#/');
    for (const name of ['Two Dots', 'Othello', 'FreeCell', 'Tic-tac-toe', 'Foxes and Dolphins']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    const registration = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        // Whichever state the worker is in when asked: installing, installed (waiting) or active.
        const worker = r?.active ?? r?.waiting ?? r?.installing;
        return r === undefined ? null : { scope: r.scope, script: worker?.scriptURL };
      });
    await expect.poll(registration, { timeout: 30_000 }).not.toBeNull();
    expect(await registration()).toEqual({ scope: site, script: `${site}sw.js` });
    // The host's root has no site: nothing there answers, and nothing asked for it.
    expect((await fetch(new URL('/index.html', site))).status).toBe(404);
    // The page's scripts and styles were among the requests checked, under /arcade/assets/.
    expect(requests.filter((r) => r.startsWith(`${site}assets/`)).length).toBeGreaterThan(0);
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Two Dots: one move (two dots of a colour joined) by keyboard', async () => {
    const { page, context, errors, requests } = await openUnder('#/dots?mode=moves&seed=1');
    await waitForStatus(page, /Join 5 dots/);
    const names = await labels(page, 'Two Dots board');
    const colour = (k: number): string | undefined => names[k]?.split(', ')[2];
    // The first dot whose right-hand neighbour has its colour (the 6x6 board, row by row).
    const k = names.findIndex((_, i) => i % 6 < 5 && colour(i) === colour(i + 1));
    expect(k).toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: names[0]!, exact: true }).focus();
    for (let r = 0; r < Math.floor(k / 6); r++) await page.keyboard.press('ArrowDown');
    for (let c = 0; c < k % 6; c++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await waitForStatus(page, /You joined 2 dots\./);
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Othello: one move, d3, answered by the computer (its Web Worker loaded from the sub-path)', async () => {
    const { page, context, errors, requests } = await openUnder('#/othello?level=1&color=black');
    await waitForStatus(page, /Your move/);
    expect(await labels(page, 'Othello board')).toContain('d3, empty, legal');
    await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
    await settled(page);
    await waitForStatus(page, /Your move/);
    const names = await labels(page, 'Othello board');
    expect(names).toContain('d3, black');
    // White answered: 4 + 2 discs on the board.
    expect(names.filter((n) => /, (black|white)$/.test(n))).toHaveLength(6);
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('FreeCell: one move, 3D to a free cell', async () => {
    const { page, context, errors, requests } = await openUnder('#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    // A card is named by its notation, then what it shows ('3D, 3♦').
    await page.getByRole('button', { name: /^3D,/ }).click();
    await waitForStatus(page, /3♦ to cell a/);
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Tic-tac-toe: one move in the centre, answered by the computer', async () => {
    const { page, context, errors, requests } = await openUnder('#/tictactoe?level=perfect&first=human');
    await waitForStatus(page, /Your move \(you are X\)/);
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    expect(await page.getByRole('button', { name: 'row 2, column 2, X' }).count()).toBe(1);
    await expect
      .poll(async () => (await labels(page, 'Tic-tac-toe board')).filter((n) => n.endsWith(', O')))
      .toHaveLength(1);
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Foxes and Dolphins: one move of a fox', async () => {
    const { page, context, errors, requests } = await openUnder('#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    let targets: string[] = [];
    for (const fox of (await labels(page, 'The island')).filter((n) => n.endsWith(', fox'))) {
      await page.getByRole('button', { name: fox, exact: true }).click();
      await settled(page);
      targets = (await labels(page, 'The island')).filter((n) => n.endsWith(', target'));
      if (targets.length > 0) break;
    }
    expect(targets.length).toBeGreaterThan(0);
    const to = targets[0]!.split(', ')[0]!;
    await page.getByRole('button', { name: targets[0]!, exact: true }).click();
    await waitForStatus(page, new RegExp(`You move \\d+,\\d+ to ${to}.*move 2 of 2`));
    expectUnderBase(requests);
    expect(errors).toEqual([]);
    await context.close();
  });
});

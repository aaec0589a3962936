// Issue 19.8 (size) and issue 24.1 (the learned weights working in the browser): the Othello engine's
// weights are not in the site's JavaScript but a file of the site, which the engine's worker fetches
// the first time it needs the learned evaluation (every level uses it), and which the service worker
// caches once Othello has been opened, so that the computer still plays offline after that. Issue 35
// §5: no other page fetches them, except an installed app (display-mode standalone), which caches
// the whole site.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedFiles,
  cacheSettled,
  controlled,
  goOffline,
  launch,
  open,
  ownServer,
  settled,
  waitForStatus,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const WEIGHTS = /\/assets\/othello-weights-[\w-]+\.bin$/;

/** What the page's Othello engine worker has fetched (its Resource Timing entries), and its count. */
async function workerFetches(page: Page): Promise<string[]> {
  const engine = page.workers().filter((w) => /othello\.worker/.test(w.url()));
  expect(engine).toHaveLength(1);
  return engine[0]!.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
}

describe('issue 19.8: the Othello weights are a file the worker fetches', () => {
  it('issue 24.1: a computer move at level 6 (learned evaluation) fetches the weights once; it still plays offline', async () => {
    // A server of its own, to see what is asked of it, and to stop it before going offline.
    const { server, url } = await ownServer();
    const asked: string[] = [];
    server.on('request', (req) => asked.push(req.url ?? ''));
    const { page, errors, context } = await open(browser, '#/othello?level=6&color=white', { baseUrl: url });
    // The computer plays Black, so it moves first: its worker needs the weights.
    await waitForStatus(page, /Black \(computer\) plays [a-h][1-8], flipping 1\. Your move \(white\)\./);
    // The engine's worker fetched the file (the service worker may fetch it too, for its cache, when
    // it starts after the worker's fetch: from the browser's HTTP cache, the file being immutable).
    expect((await workerFetches(page)).filter((u) => WEIGHTS.test(u))).toHaveLength(1);
    expect(asked.some((u) => WEIGHTS.test(u))).toBe(true);
    // A reply and the computer's next move: the same worker, no second fetch.
    const legal = page.locator('[aria-label$=", legal"]').first();
    await legal.click();
    await settled(page);
    await waitForStatus(page, /Black \(computer\) plays [a-h][1-8], flipping \d+\. Your move/);
    expect((await workerFetches(page)).filter((u) => WEIGHTS.test(u))).toHaveLength(1);

    // Offline: the service worker has cached the weights with the rest of the Othello page.
    await goOffline(page, context, server);
    expect((await cachedFiles(page)).filter((f) => WEIGHTS.test(f))).toHaveLength(1);
    const before = asked.length;
    // A reload starts a new engine worker, which must load the weights again, now from the cache.
    await page.reload();
    await waitForStatus(page, /restored/);
    await page.getByRole('button', { name: 'New game' }).click();
    await waitForStatus(page, /Black \(computer\) plays [a-h][1-8], flipping 1\. Your move \(white\)\./);
    // The new worker fetched the weights too, and the server (stopped) answered nothing: the cache did.
    expect((await workerFetches(page)).filter((u) => WEIGHTS.test(u))).toHaveLength(1);
    expect(asked.length).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35 §5: a page other than Othello neither fetches nor caches the weights', async () => {
    const { server, url } = await ownServer();
    const asked: string[] = [];
    server.on('request', (req) => asked.push(req.url ?? ''));
    const { page, errors, context } = await open(browser, '#/tictactoe', { baseUrl: url });
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    await controlled(page);
    // The page's own code is kept for offline use, then nothing else is being cached.
    await expect.poll(async () => (await cachedFiles(page)).some((f) => /^\/assets\/tictactoe-/.test(f))).toBe(true);
    await cacheSettled(page);
    const kept = await cachedFiles(page);
    expect(kept.filter((f) => /\/assets\/(othello|freecell|dots|foxdolphin)[-.]/.test(f))).toEqual([]);
    expect(asked.filter((u) => /\/assets\/(othello|freecell|dots|foxdolphin)[-.]/.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    server.close();
  });

  it('issue 35 §5: an installed app (display-mode standalone) caches the whole site, the weights included', async () => {
    const { server, url } = await ownServer();
    const { page, errors, context } = await open(browser, '#/tictactoe', {
      baseUrl: url,
      standalone: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Tic-tac-toe' }).waitFor();
    await controlled(page);
    await expect
      .poll(async () => (await cachedFiles(page)).some((f) => WEIGHTS.test(f)), { timeout: 30_000 })
      .toBe(true);
    await cacheSettled(page);
    const kept = await cachedFiles(page);
    for (const chunk of ['dots', 'othello', 'freecell', 'foxdolphin', 'freecell.worker', 'othello.worker']) {
      expect(
        kept.some((f) => f.startsWith(`/assets/${chunk}-`)),
        chunk,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
    server.close();
  });
});

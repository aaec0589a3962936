import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedFiles, cacheSettled, controlled, goOffline, launch, open, ownServer, waitForStatus } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The five games: the home page's link, and the board each route shows. */
const GAMES: readonly { link: string; board: string }[] = [
  { link: 'Two Dots', board: 'Two Dots board' },
  { link: 'Othello', board: 'Othello board' },
  { link: 'FreeCell', board: 'column 1' },
  { link: 'Tic-tac-toe', board: 'Tic-tac-toe board' },
  { link: 'Foxes and Dolphins', board: 'The island' },
];

describe('issue 19: offline', () => {
  it('issue 19 and 35 §5: the pages opened once work offline; each caches what it needs when first opened', async () => {
    // A server of its own, stopped before going offline: then nothing at all
    // can answer a request, whatever the browser's offline emulation covers.
    const { server, url } = await ownServer();
    const { page, errors, context } = await open(browser, '#/', { baseUrl: url });
    await page.getByRole('link', { name: 'Two Dots' }).waitFor();
    // The home page alone: the service worker's install cached the shell, no game's code or data.
    await controlled(page);
    await cacheSettled(page);
    const shell = await cachedFiles(page);
    expect(shell).toContain('/');
    expect(shell).toContain('/manifest.webmanifest');
    expect(shell.filter((f) => /\/assets\/(dots|othello|freecell|tictactoe|foxdolphin)[-.]/.test(f))).toEqual([]);

    // Each game opened once, online: its page asks the service worker to keep what it needs.
    for (const game of GAMES) {
      await page.getByRole('link', { name: game.link, exact: true }).click();
      await page.getByRole('group', { name: game.board, exact: true }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'Arcade', exact: true }).click();
    }
    await goOffline(page, context, server);
    const kept = await cachedFiles(page);
    for (const chunk of [
      'dots',
      'othello',
      'freecell',
      'tictactoe',
      'foxdolphin',
      'freecell.worker',
      'othello.worker',
    ]) {
      expect(
        kept.some((f) => f.startsWith(`/assets/${chunk}-`)),
        chunk,
      ).toBe(true);
    }
    expect(
      kept.some((f) => f.startsWith('/assets/othello-weights-')),
      'the weights (Othello was opened)',
    ).toBe(true);

    for (const game of GAMES) {
      await page.getByRole('link', { name: game.link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: game.link }).waitFor();
      const board = page.getByRole('group', { name: game.board, exact: true });
      await board.waitFor({ timeout: 10_000 });
      expect(await board.getByRole('button').count(), game.link).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Arcade', exact: true }).click();
    }
    // A Web Worker's script comes from the cache too: FreeCell's hint asks the solver.
    await page.evaluate(() => {
      location.hash = '#/freecell?deal=1';
    });
    await waitForStatus(page, /Deal 1/);
    await page.getByRole('button', { name: 'Hint' }).click();
    await waitForStatus(page, /Hint: move \S+ .+ \(\d+ moves? to win from here\)/);

    // A reload with no network: the page and its code come from the cache.
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.reload();
    for (const game of GAMES) {
      expect(await page.getByRole('link', { name: game.link, exact: true }).count(), game.link).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

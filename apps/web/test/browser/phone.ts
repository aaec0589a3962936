/**
 * A phone for the browser tests: a touch context of a phone's size
 * (default 360x640), its console errors and uncaught errors collected, and a
 * DevTools session for touch gestures (a drag, a pinch) that Playwright's
 * touchscreen, which only taps, cannot make.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A phone's page and what went wrong on it. */
export interface Phone {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
  readonly cdp: CDPSession;
}

/**
 * Opens `route` on a phone of `width` x `height`, touch and mobile; `init` runs in the page before
 * the site's code (to observe it from its first load).
 */
export async function openPhone(
  browser: Browser,
  route: string,
  width = 360,
  height = 640,
  init?: () => void,
): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
  if (init !== undefined) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.goto(inject('baseUrl') + route);
  return { page, context, errors, cdp: await context.newCDPSession(page) };
}

/**
 * Phone first (issue 35 §6): the board (`board`, a selector) comes first and the game's controls
 * (the page's toolbar, named `<title> controls`) under it. Returns what is out of order, in words
 * (nothing when all is well).
 */
export async function boardFirst(page: Page, title: string, board: string): Promise<string[]> {
  const boardBox = await page.locator(board).first().boundingBox();
  const status = await page.getByRole('status').boundingBox();
  const controls = await page.getByRole('toolbar', { name: `${title} controls`, exact: true }).boundingBox();
  if (boardBox === null || status === null || controls === null)
    return ['the board, status line or controls are missing'];
  const wrong: string[] = [];
  if (status.y + status.height > boardBox.y) wrong.push('the status line is not above the board');
  if (controls.y < boardBox.y + boardBox.height)
    wrong.push(`the controls (top ${controls.y}) are not under the board (bottom ${boardBox.y + boardBox.height})`);
  return wrong;
}

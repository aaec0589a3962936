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

/**
 * What every browser test shares: one Chromium (Debian's, with
 * --no-sandbox, started once by setup.ts), a page at a route with its console errors and uncaught
 * errors collected, and small waits on the status line.
 */
import type { Server } from 'node:http';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, shared with `pnpm web`.
import { DIST, serve } from '../../scripts/serve.mjs';
import { watchLayoutShifts } from './audit.js';

/**
 * Connects to the Chromium (Debian's) that test/browser/setup.ts started for the whole run. Its
 * `close()` closes this file's contexts and disconnects; the browser goes on for the other files.
 */
export function launch(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A server of the site for one test alone (setup.ts's serves the others): to see what is asked of
 * it, and to stop it before going offline, when nothing at all can answer.
 */
export async function ownServer(): Promise<{ server: Server; url: string }> {
  return (await serve({ dir: process.env.ARCADE_SITE_DIR ?? DIST, port: 0 })) as { server: Server; url: string };
}

/** A page and what went wrong on it. */
export interface Opened {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors, uncaught exceptions and unhandled rejections, as text. */
  readonly errors: string[];
}

/** Options for `open`. */
export interface OpenOptions {
  readonly width?: number;
  readonly height?: number;
  /** localStorage entries to set before the page loads. */
  readonly storage?: Readonly<Record<string, string>>;
  /** Make localStorage throw, as in a private mode or with a full quota. */
  readonly noStorage?: boolean;
  /** Another server's address of the site (default: the one test/browser/setup.ts serves). */
  readonly baseUrl?: string;
  /** As an installed app: `matchMedia('(display-mode: standalone)')` matches. */
  readonly standalone?: boolean;
  /** Light or dark (`prefers-color-scheme`); default light. */
  readonly colorScheme?: 'light' | 'dark';
  /** Record the page's layout shifts from its first paint (read them with audit.ts `layoutShifts`). */
  readonly shifts?: boolean;
  /** Runs in the page before the site's code, from its first load (to observe it). */
  readonly init?: () => void;
}

/** Opens `route` (e.g. `#/othello?level=1`) in a fresh context. */
export async function open(browser: Browser, route: string, options: OpenOptions = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1024, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const errors: string[] = [];
  if (options.storage !== undefined) {
    await context.addInitScript((entries) => {
      // Only on the first load: a reload must see what the page saved.
      if (sessionStorage.getItem('seeded') === null) {
        sessionStorage.setItem('seeded', '1');
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }
    }, options.storage);
  }
  if (options.noStorage === true) {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  }
  if (options.shifts === true) await watchLayoutShifts(context);
  if (options.init !== undefined) await context.addInitScript(options.init);
  if (options.standalone === true) {
    // Chromium has no emulation of the display mode: the page's query is answered as an installed app's.
    await context.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query)
          ? ({ ...real('all'), matches: true, media: query } as MediaQueryList)
          : real(query);
    });
  }
  await context.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => {
      console.error(`unhandled rejection: ${String(e.reason)}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.goto((options.baseUrl ?? inject('baseUrl')) + route);
  return { page, context, errors };
}

/** The status line's text. */
export function statusText(page: Page): Promise<string> {
  return page
    .getByRole('status')
    .textContent()
    .then((t) => t ?? '');
}

/** Waits until the status line matches `re`. */
export async function waitForStatus(page: Page, re: RegExp, timeout = 60_000): Promise<string> {
  await expect.poll(() => statusText(page), { timeout }).toMatch(re);
  return statusText(page);
}

/**
 * Waits for the frame after next, and the task after it: a board is drawn in the input's frame,
 * and the status line, buttons and side panel once that frame is on screen (the site's
 * `afterPaint`, which waits one frame or, with `shown`, two: Othello's page). Call it after a
 * click on a board before reading the status line, which until then still says what it said
 * before the click. One frame was enough before Othello waited two: a loop then read Othello's
 * old "Your move" and clicked a square of the computer's turn (CI, 2026-12-02).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

/**
 * Waits until the site's service worker is active and controls `page`
 * (reloading once if it took over only for the next load).
 */
export async function controlled(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'no worker');
  await expect.poll(state, { timeout: 30_000, message: 'the service worker is active' }).toBe('activated');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until the service worker has done every caching asked of it so far (its `settled` message). */
export async function cacheSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        navigator.serviceWorker.controller?.postMessage({ type: 'settled' }, [channel.port2]);
      }),
  );
}

/** The paths of what the site's caches hold (`/assets/dots-<hash>.js`, `/` for the page). */
export function cachedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const key of await caches.keys()) {
      for (const req of await (await caches.open(key)).keys()) out.push(new URL(req.url).pathname);
    }
    return out.sort();
  });
}

/**
 * Waits until the site's service worker controls `page` and has cached what it was asked to, then
 * stops the server and takes the context offline: from here on only the cache answers.
 */
export async function goOffline(page: Page, context: BrowserContext, server: Server): Promise<void> {
  await controlled(page);
  await cacheSettled(page);
  await new Promise<void>((ok) => {
    server.close(() => ok());
    server.closeAllConnections();
  });
  await context.setOffline(true);
}

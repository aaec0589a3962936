// Issue 35 §5 (installable), §6 (the shell's header phone first, no layout shift) and §7 (the home page).
import { Cell, playTranscript } from '@arcade/model-othello';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShifts } from './audit.js';
import { launch, open, settled } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const GAMES = ['Two Dots', 'Othello', 'FreeCell', 'Tic-tac-toe', 'Foxes and Dolphins'];

describe('issue 35 §5: installable', () => {
  it('issue 35 §5: a manifest with names, start URL, scope, standalone, colours and 192, 512 and maskable icons that load', async () => {
    const { page, errors, context } = await open(browser, '#/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const head = await page.evaluate(() => ({
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      themes: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => [
        m.media,
        m.content,
      ]),
    }));
    expect(head.description.length).toBeGreaterThan(50);
    expect(head.themes).toEqual([
      ['(prefers-color-scheme: light)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
      ['(prefers-color-scheme: dark)', expect.stringMatching(/^#[0-9a-f]{6}$/)],
    ]);
    // Relative to the page: the site works under any sub-path.
    expect(await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'))).toBe(
      './manifest.webmanifest',
    );
    const icon = await page.request.get(head.icon!);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
    const manifest = await (await page.request.get(head.manifest!)).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Arcade'),
      short_name: 'Arcade',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    const png = icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const i of png) {
      const bytes = await (await page.request.get(new URL(i.src, head.manifest!).href)).body();
      // The PNG's own width and height (IHDR) are the size the manifest says.
      const side = Number(i.sizes.split('x')[0]);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], i.src).toEqual([side, side]);
    }
    // Chromium reads the manifest without an error, and finds no reason it could not install the
    // site but the test's own profile (a Playwright context is incognito).
    const cdp = await context.newCDPSession(page);
    const app = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(app.errors).toEqual([]);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installable.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 35 §7: the home page', () => {
  it('issue 35 §7: a picture drawn from each game’s model and a line about it; the site’s name once', async () => {
    const { page, errors, context } = await open(browser, '#/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cards = page.locator('.games .card');
    expect(await cards.count()).toBe(5);
    for (const [k, name] of GAMES.entries()) {
      const card = cards.nth(k);
      expect(await card.getByRole('link', { name, exact: true }).count(), name).toBe(1);
      expect((await card.locator('p').textContent())?.length ?? 0, name).toBeGreaterThan(20);
      // The picture has loaded and is an SVG file of the build.
      const img = card.locator('img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      expect(await img.getAttribute('src')).toMatch(/assets\/thumb-[a-z]+-[\w-]+\.svg$/);
    }
    // The Othello picture is the position after f5d6c3d3c4f4f6 (the Tiger), disc for disc.
    const src = await cards.nth(1).locator('img').getAttribute('src');
    const svg = await (await page.request.get(new URL(src!, page.url()).href)).text();
    const tiger = playTranscript('f5d6c3d3c4f4f6');
    expect(svg.match(/fill="#111"/g)?.length).toBe(tiger.count(Cell.BLACK));
    expect(svg.match(/fill="#f4f4f4"/g)?.length).toBe(tiger.count(Cell.WHITE));
    expect(tiger.count(Cell.BLACK) + tiger.count(Cell.WHITE)).toBe(11);
    // The site's name: once, in the header.
    const text = ((await page.locator('body').textContent()) ?? '').match(/Arcade/g) ?? [];
    expect(text).toHaveLength(1);
    expect(await page.getByRole('link', { name: /^Continue/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35 §7: "Continue" on a game that has a saved game, which it opens', async () => {
    const { page, errors, context } = await open(browser, '#/tictactoe');
    await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
    await settled(page);
    await page.getByRole('link', { name: 'Arcade', exact: true }).click();
    await page.getByRole('link', { name: 'Continue Tic-tac-toe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tic-tac-toe' }).waitFor();
    expect(await page.getByRole('button', { name: 'row 2, column 2, X' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Arcade', exact: true }).click();
    expect(await page.getByRole('link', { name: /^Continue/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 35 §6: the shell on a phone', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    it(`issue 35 §6: at ${viewport.width} x ${viewport.height} the header is one line with its links on screen, and nothing shifts`, async () => {
      for (const route of ['#/', '#/tictactoe']) {
        const { page, errors, context } = await open(browser, route, { ...viewport, shifts: true });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(300);
        const header = (await page.locator('header.site').boundingBox())!;
        expect(header.height, route).toBeLessThanOrEqual(56);
        for (const name of ['Arcade', 'Records', 'Settings']) {
          const box = (await page.getByRole('link', { name, exact: true }).first().boundingBox())!;
          expect(box.x + box.width, `${route}: ${name}`).toBeLessThanOrEqual(viewport.width);
          expect(box.y + box.height, `${route}: ${name}`).toBeLessThanOrEqual(header.y + header.height);
        }
        const shifts = await layoutShifts(page);
        expect(shifts.all, `${route}: ${JSON.stringify(shifts.shifts)}`).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('issue 35 §6: the layout-shift helper sees a shift (so a test of none can fail)', async () => {
    const { page, context } = await open(browser, '#/', { shifts: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.style.height = '200px';
      document.querySelector('main')?.prepend(p);
    });
    const shifts = await layoutShifts(page);
    expect(shifts.all).toBeGreaterThan(0);
    expect(shifts.cls).toBeGreaterThan(0);
    await context.close();
  });
});

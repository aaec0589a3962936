// issue 35: the site's shell in Chromium, by role and name: the settings page
// (kept across a reload, the theme on the root), the records page (a reset
// that asks first, unreadable records kept aside), the shell's dialogs (focus
// in, Escape, focus back), motion (reduced by the system or the setting; an
// input finishes a running animation), and no AudioContext before sound is on.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type Opened, type OpenOptions, open, statusText } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Opens `route` in a fresh context, runs `body`, checks that the page logged no error, and closes it. */
async function onPage(route: string, options: OpenOptions, body: (o: Opened) => Promise<void>): Promise<void>;
async function onPage(route: string, body: (o: Opened) => Promise<void>): Promise<void>;
async function onPage(
  route: string,
  a: OpenOptions | ((o: Opened) => Promise<void>),
  b?: (o: Opened) => Promise<void>,
): Promise<void> {
  const opened = await open(browser, route, typeof a === 'function' ? {} : a);
  try {
    await (typeof a === 'function' ? a : b)?.(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

/** Goes to `route` of the site in the same page. */
function go(page: Page, route: string): Promise<unknown> {
  return page.goto(page.url().replace(/#.*$/, '') + route);
}

/** `contents` (TypeScript, importing from `dir`, relative to this file) bundled by esbuild as one browser script. */
async function browserScript(contents: string, dir: string): Promise<string> {
  const out = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(dir, import.meta.url)), loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

/** What the root's background is painted with. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

const LIGHT_BG = 'rgb(250, 250, 247)';
const DARK_BG = 'rgb(22, 22, 20)';

/** The animations on the page: which properties each moves, its duration, and its state. */
function animations(page: Page): Promise<{ props: string[]; duration: number; state: string }[]> {
  return page.evaluate(() =>
    document.getAnimations().map((a) => {
      const effect = a.effect as KeyframeEffect;
      const props = new Set<string>();
      for (const k of effect.getKeyframes()) {
        for (const p of Object.keys(k))
          if (!['offset', 'computedOffset', 'easing', 'composite'].includes(p)) props.add(p);
      }
      return { props: [...props].sort(), duration: Number(effect.getTiming().duration), state: a.playState };
    }),
  );
}

/** Stops the clock of every animation on the page (DevTools' playback rate 0): what starts stays running. */
async function freezeAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** A record of Othello as the site saves it (three games at level 2). */
const OTHELLO_RECORD = JSON.stringify({
  v: 1,
  data: { won: 2, lost: 1, drawn: 0, streak: 1, bestStreak: 1, byLevel: { 2: { won: 2, lost: 1, drawn: 0 } } },
});

describe('issue 35.4: settings', () => {
  it('issue 35.4: every page links to Settings and Records in its header', async () => {
    await onPage('#/tictactoe', async ({ page }) => {
      for (const route of ['#/', '#/tictactoe', '#/othello?level=1', '#/records']) {
        await go(page, route);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Site' });
        await expect.poll(() => nav.getByRole('link', { name: 'Settings' }).isVisible(), { message: route }).toBe(true);
        expect(await nav.getByRole('link', { name: 'Records' }).isVisible(), route).toBe(true);
      }
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(await page.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it('issue 35.4: sound, motion, theme and speed are kept across a reload; the theme sets the palette', async () => {
    await onPage('#/settings', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const theme = page.getByRole('group', { name: 'Theme' });
      expect(await theme.getByRole('radio', { name: 'As the system' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Sound effects' }).isChecked()).toBe(false);
      expect(await background(page)).toBe(LIGHT_BG);

      await theme.getByRole('radio', { name: 'Dark' }).check();
      await page.getByRole('group', { name: 'Speed' }).getByRole('radio', { name: 'Fast' }).check();
      await page.getByRole('group', { name: 'Motion' }).getByRole('radio', { name: 'Reduced' }).check();
      expect(await statusText(page)).toMatch(/Motion: reduced\. Saved on this device\./);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await background(page)).toBe(DARK_BG);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(await theme.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
      expect(await page.getByRole('group', { name: 'Speed' }).getByRole('radio', { name: 'Fast' }).isChecked()).toBe(
        true,
      );
      expect(
        await page.getByRole('group', { name: 'Motion' }).getByRole('radio', { name: 'Reduced' }).isChecked(),
      ).toBe(true);
      expect(await background(page)).toBe(DARK_BG);

      // Light wins over a dark system; "As the system" follows it again.
      await page.emulateMedia({ colorScheme: 'dark' });
      await theme.getByRole('radio', { name: 'Light' }).check();
      expect(await background(page)).toBe(LIGHT_BG);
      await theme.getByRole('radio', { name: 'As the system' }).check();
      expect(await background(page)).toBe(DARK_BG);
      // And on a game page, after a reload there.
      await go(page, '#/tictactoe');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await background(page)).toBe(LIGHT_BG);
    });
  });

  it('issue 35.4: no AudioContext is made until the person turns sound on', async () => {
    await onPage('#/', async ({ page, context }) => {
      await context.addInitScript(() => {
        const w = window as unknown as { AudioContext: typeof AudioContext; made: number };
        const Real = w.AudioContext;
        w.made = 0;
        w.AudioContext = class extends Real {
          constructor(options?: AudioContextOptions) {
            super(options);
            w.made++;
          }
        };
      });
      const made = () => page.evaluate(() => (window as unknown as { made: number }).made);
      await page.reload();
      for (const route of ['#/', '#/tictactoe', '#/othello?level=1', '#/records', '#/settings']) {
        await go(page, route);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (route === '#/tictactoe') {
          await page.getByRole('button', { name: 'row 2, column 2, empty' }).click();
          await page.waitForTimeout(200);
        }
        expect(await made(), route).toBe(0);
      }
      await page.getByRole('checkbox', { name: 'Sound effects' }).check();
      expect(await made()).toBe(1);
      expect(await statusText(page)).toMatch(/Sound on\./);
      await page.getByRole('checkbox', { name: 'Sound effects' }).uncheck();
      await page.getByRole('checkbox', { name: 'Sound effects' }).check();
      expect(await made()).toBe(1);
    });
  });
});

describe('issue 35.3: records', () => {
  it('issue 35.3: the records page shows each game; a reset asks first in a dialog (focus in, Escape, focus back)', async () => {
    await onPage(
      '#/records',
      {
        storage: { 'arcade.records.othello': OTHELLO_RECORD },
      },
      async ({ page }) => {
        const othello = page.getByRole('region', { name: 'Othello' });
        await othello.waitFor();
        expect(await othello.textContent()).toContain('Played3');
        expect(await othello.textContent()).toContain('Level 2won 2, lost 1, drawn 0');
        expect(await page.getByRole('region', { name: 'FreeCell' }).textContent()).toContain('No games yet.');

        const reset = page.getByRole('button', { name: 'Reset records' });
        await reset.click();
        const dialog = page.getByRole('dialog', { name: 'Reset all records?' });
        await dialog.waitFor();
        expect(await dialog.getByText(/forgets the games played/).isVisible()).toBe(true);
        // Focus is in the dialog, on the choice that changes nothing, and stays in it.
        const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        // A modal <dialog> makes the page behind it inert: Tab reaches the dialog's buttons, or leaves
        // the page for the browser's own controls (the body is then active), never the page behind.
        const inDialog = () =>
          page.evaluate(
            () => document.activeElement === document.body || document.activeElement?.closest('dialog') !== null,
          );
        expect(await focused()).toBe('Keep them');
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Tab');
          expect(await inDialog()).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await focused()).toBe('Reset records');
        expect(await statusText(page)).toBe('Records kept.');
        expect(await page.evaluate(() => localStorage.getItem('arcade.records.othello'))).not.toBeNull();

        // "Keep them" keeps them too.
        await reset.click();
        await dialog.getByRole('button', { name: 'Keep them' }).click();
        expect(await othello.textContent()).toContain('Played3');

        await reset.click();
        await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        expect(await othello.textContent()).toContain('No games yet.');
        expect(await statusText(page)).toBe('Records reset.');
        expect(await focused()).toBe('Reset records');
        await page.reload();
        await page.getByRole('region', { name: 'Othello' }).waitFor();
        expect(await page.getByRole('region', { name: 'Othello' }).textContent()).toContain('No games yet.');
      },
    );
  });

  it('issue 35.3: unreadable records are kept aside, never overwritten, and the page says so', async () => {
    await onPage(
      '#/records',
      {
        storage: { 'arcade.records.othello': '{"v":1,"data":{"won":"many"}}', 'arcade.records.dots': OTHELLO_RECORD },
      },
      async ({ page }) => {
        await page.getByRole('region', { name: 'Othello' }).waitFor();
        expect(await statusText(page)).toMatch(
          /The saved Othello records could not be used \(it could not be read\): kept aside as "arcade\.records\.othello\.unread-1"/,
        );
        expect(await page.getByRole('region', { name: 'Othello' }).textContent()).toContain('No games yet.');
        // The good records of another game are untouched.
        expect(await page.getByRole('region', { name: 'Two Dots' }).textContent()).toContain('Played3');
        const stored = () =>
          page.evaluate(() => [
            localStorage.getItem('arcade.records.othello'),
            localStorage.getItem('arcade.records.othello.unread-1'),
          ]);
        expect(await stored()).toEqual([null, '{"v":1,"data":{"won":"many"}}']);
        // A reset forgets records, not what was kept aside.
        await page.getByRole('button', { name: 'Reset records' }).click();
        await page
          .getByRole('dialog', { name: 'Reset all records?' })
          .getByRole('button', { name: 'Reset', exact: true })
          .click();
        await page.reload();
        await page.getByRole('region', { name: 'Othello' }).waitFor();
        expect(await stored()).toEqual([null, '{"v":1,"data":{"won":"many"}}']);
      },
    );
  });
});

describe('issue 35.1: motion', () => {
  /** Opens the reset question on the records page (a dialog that moves in) and lists its animations. */
  async function dialogMotion(page: Page): Promise<{ props: string[]; duration: number; state: string }[]> {
    await page.getByRole('button', { name: 'Reset records' }).click();
    await page.getByRole('dialog', { name: 'Reset all records?' }).waitFor();
    const found = await animations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    return found;
  }

  it('issue 35.1: full motion moves; prefers-reduced-motion and the setting leave a fade of at most 100 ms', async () => {
    await onPage('#/records', async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      await freezeAnimations(page);
      const full = await dialogMotion(page);
      expect(full).toHaveLength(1);
      expect(full[0]?.props).toEqual(['opacity', 'transform']);
      expect(full[0]?.duration).toBeGreaterThan(100);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const system = await dialogMotion(page);
      expect(system).toEqual([{ props: ['opacity'], duration: 100, state: 'running' }]);

      // The setting wins over the system either way.
      const setMotion = (m: string) =>
        page.evaluate((m) => {
          localStorage.setItem('arcade.settings', JSON.stringify({ v: 1, data: { motion: m } }));
        }, m);
      await setMotion('full');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      await freezeAnimations(page);
      expect((await dialogMotion(page))[0]?.props).toEqual(['opacity', 'transform']);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await setMotion('reduced');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      await freezeAnimations(page);
      const setting = await dialogMotion(page);
      expect(setting).toHaveLength(1);
      expect(setting[0]?.props).toEqual(['opacity']);
      expect(setting[0]?.duration).toBeLessThanOrEqual(100);
      // CSS transitions end at once too.
      expect(await page.evaluate(() => getComputedStyle(document.body).transitionDuration)).toBe('0s');
    });
  });

  it('issue 35.1: an input during an animation finishes it at once, and is handled', async () => {
    await onPage('#/records', async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      // The animations' clock stands still: only an input can end them.
      await freezeAnimations(page);
      const dialog = page.getByRole('dialog', { name: 'Reset all records?' });
      const states = async () => (await animations(page)).map((a) => a.state);
      // A finished animation leaves document.getAnimations(): hold the dialog's to read its state.
      type Held = { held?: Animation };
      const hold = () =>
        page.evaluate(() => {
          (window as Held).held = document.getAnimations()[0];
        });
      const heldState = () => page.evaluate(() => (window as Held).held?.playState);

      await page.getByRole('button', { name: 'Reset records' }).click();
      await dialog.waitFor();
      expect(await states()).toEqual(['running']);
      await hold();
      await page.waitForTimeout(300);
      expect(await heldState()).toBe('running');
      // A key that the dialog ignores.
      await page.keyboard.press('Shift');
      expect(await heldState()).toBe('finished');
      expect(await states()).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      // A press: the animation finishes before the button's own handler runs, which then closes it.
      await page.getByRole('button', { name: 'Reset records' }).click();
      await dialog.waitFor();
      expect(await states()).toEqual(['running']);
      await hold();
      await dialog.getByRole('button', { name: 'Keep them' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await heldState()).toBe('finished');
      expect(await statusText(page)).toBe('Records kept.');

      // Escape during the animation: finished, and the dialog closed.
      await page.getByRole('button', { name: 'Reset records' }).click();
      await dialog.waitFor();
      expect(await states()).toEqual(['running']);
      await hold();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await heldState()).toBe('finished');
    });
  });
});

describe('issue 35.2: the result dialog', () => {
  it('issue 35.2: showResult opens a named dialog with the figures and records; focus in, Escape, focus back', async () => {
    // src/shell/result.ts and records.ts bundled as a page would, run on the site's home page.
    const script = await browserScript(
      "import { showResult } from './result.ts';\nimport { recordGame, recordLines } from './records.ts';\n" +
        'Object.assign(window, { shell: { showResult, recordGame, recordLines } });\n',
      '../../src/shell/',
    );
    await onPage('#/', async ({ page }) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.addScriptTag({ content: script });
      const show = () =>
        page.evaluate(() => {
          type Shell = {
            showResult(o: unknown): void;
            recordGame(g: string, e: unknown): unknown;
            recordLines(g: string, r: unknown): [string, string][];
          };
          const w = window as unknown as { shell: Shell; ran: string[] };
          w.ran ??= [];
          const r = w.shell.recordGame('othello', { outcome: 'won', level: 3 });
          w.shell.showResult({
            title: 'You won',
            summary: 'Black 40, White 24.',
            figures: [
              ['Discs', '40 to 24'],
              ['Level', '3'],
            ],
            records: w.shell.recordLines('othello', r),
            actions: [
              { label: 'Play again', run: () => w.ran.push('again'), primary: true },
              { label: 'Next level', run: () => w.ran.push('next') },
            ],
          });
        });
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      const ran = () => page.evaluate(() => (window as unknown as { ran: string[] }).ran);
      const opener = page.getByRole('link', { name: 'Records' });
      await opener.focus();
      await show();
      const dialog = page.getByRole('dialog', { name: 'You won' });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-describedby')).not.toBeNull();
      expect(await dialog.getByRole('definition').allTextContents()).toEqual(
        expect.arrayContaining(['40 to 24', '3', '1']),
      );
      expect(await dialog.getByRole('heading', { name: 'Records' }).isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Level 3won 1, lost 0, drawn 0');
      expect(await focused()).toBe('Play again');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await focused()).toBe('Records');
      expect(await ran()).toEqual([]);

      // A next step closes the dialog, then runs; Close runs nothing.
      await show();
      await dialog.getByRole('button', { name: 'Next level' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await ran()).toEqual(['next']);
      await show();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await ran()).toEqual(['next', 'again']);
      await show();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await ran()).toEqual(['next', 'again']);
      // Leaving the page closes it.
      await show();
      await dialog.waitFor();
      await page.evaluate(() => {
        location.hash = '#/settings';
      });
      await expect.poll(() => dialog.count()).toBe(0);
    });
  });
});

describe('issue 35.1: flip in Chromium', () => {
  it('issue 35.1: flip animates a moved element from its old place to its new one, by the measured distance', async () => {
    const script = await browserScript(
      "import { createMotion, flip } from '@arcade/view-web';\nObject.assign(window, { createMotion, flip });\n",
      '.',
    );
    await onPage('', { baseUrl: 'about:blank' }, async ({ page }) => {
      await page.setContent(
        '<!doctype html><div id="a" style="position:absolute;left:10px;top:20px"><b id="card" style="display:block;width:40px;height:20px">JD</b></div>' +
          '<div id="b" style="position:absolute;left:210px;top:120px"></div>',
      );
      await page.addScriptTag({ content: script });
      await freezeAnimations(page);
      const result = await page.evaluate(() => {
        type Api = Pick<typeof import('@arcade/view-web'), 'createMotion' | 'flip'>;
        const { createMotion, flip } = window as unknown as Api;
        const card = document.getElementById('card') as HTMLElement;
        const run = (reduced: boolean) => {
          const motion = createMotion({ reduced: () => reduced });
          const from = card.parentElement?.id === 'a' ? 'b' : 'a';
          flip(motion, [card], () => document.getElementById(from)?.append(card), { duration: 300 });
          const a = document.getAnimations()[0];
          const frames = (a?.effect as KeyframeEffect | undefined)?.getKeyframes().map((k) => k.transform);
          const state = { running: motion.running, frames, box: card.getBoundingClientRect().left };
          motion.finishAll();
          return { ...state, after: motion.running };
        };
        return [run(false), run(true)];
      });
      // From (10, 20) to (210, 120): it starts 200 px left and 100 px up of where it lands.
      expect(result[0]).toMatchObject({ running: 1, frames: ['translate(-200px, -100px)', 'none'], after: 0 });
      // Reduced: it moves back at once, with no animation.
      expect(result[1]).toMatchObject({ running: 0, frames: undefined, box: 10 });
    });
  });
});

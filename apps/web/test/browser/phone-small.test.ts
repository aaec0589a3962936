/**
 * Issue 35 §6, phone first, for Tic-tac-toe, Two Dots and Foxes and Dolphins:
 * at 360x640 and 390x844 each opens with its board (Foxes and Dolphins: one
 * of the person's pieces and its targets, each tile at least 40 px) and the
 * status line on screen without scrolling, and a scripted game shifts
 * nothing (cumulative layout shift 0, as the browser's layout-shift entries
 * count it: shifts within 500 ms of an input are the input's own, not CLS),
 * counted from the game's first frame.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, statusText, waitForStatus } from './browser.js';
import { boardFirst, openPhone } from './phone.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Counts the page's layout shifts from its first load (in `cls`, and each in `shifts`). */
function countShifts(): void {
  const w = window as unknown as { cls: number; shifts: string[] };
  w.cls = 0;
  w.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (e.hadRecentInput) continue;
      w.cls += e.value;
      w.shifts.push(
        `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? [])
          .map(
            (s) =>
              `${(s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`,
          )
          .join(', ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Starts counting from now: the page has opened. The site's own load (its "Loading..." line replaced
 * by the game's page, main.ts) moves the page up 12 px once, before any game is drawn: not the game's.
 */
async function countFromHere(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    w.cls = 0;
    w.shifts = [];
  });
}

const shifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    return { cls: w.cls, shifts: w.shifts };
  });

/** Whether the element's box is on the first screen (no scrolling). */
async function onScreen(page: Page, selector: string, height: number): Promise<boolean> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return box.y >= 0 && box.y + box.height <= height && box.x >= 0;
}

const SIZES = [
  [360, 640],
  [390, 844],
] as const;

describe('issue 35 §6: phone first (Tic-tac-toe, Two Dots, Foxes and Dolphins)', () => {
  for (const [width, height] of SIZES) {
    it(`Tic-tac-toe at ${width}x${height}: the whole board and the status on screen; a game against the computer shifts nothing`, async () => {
      const { page, context, errors } = await openPhone(
        browser,
        '#/tictactoe?level=random&first=human',
        width,
        height,
        countShifts,
      );
      await waitForStatus(page, /Your move/);
      await countFromHere(page);
      expect(await onScreen(page, '.ttt-board', height)).toBe(true);
      expect(await onScreen(page, '[role="status"]', height)).toBe(true);
      expect(await boardFirst(page, 'Tic-tac-toe', '.ttt-board')).toEqual([]);
      for (let k = 0; k < 5; k++) {
        const status = await waitForStatus(page, /Your move|You win|computer wins|Draw/);
        if (!/Your move/.test(status)) break;
        await page
          .getByRole('button', { name: /, empty$/ })
          .first()
          .tap();
      }
      await waitForStatus(page, /You win|computer wins|Draw/);
      // The result dialog is a layer over the page: it moves nothing.
      await settled(page);
      const s = await shifts(page);
      expect(s.shifts).toEqual([]);
      expect(s.cls).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`Two Dots at ${width}x${height}: the whole board and the status on screen; a timed game's clock and moves shift nothing`, async () => {
      const { page, context, errors } = await openPhone(
        browser,
        '#/dots?mode=timed&seed=5&time=60',
        width,
        height,
        countShifts,
      );
      await waitForStatus(page, /first touch/);
      await countFromHere(page);
      expect(await onScreen(page, '.dots-board', height)).toBe(true);
      expect(await onScreen(page, '[role="status"]', height)).toBe(true);
      expect(await boardFirst(page, 'Two Dots', '.dots-board')).toEqual([]);
      for (let k = 0; k < 4; k++) {
        const names = await page
          .getByRole('group', { name: 'Two Dots board' })
          .getByRole('button')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        const colour = (n: string): string => n.split(', ')[2]!;
        let pair: [string, string] | null = null;
        for (let i = 0; i < 36 && pair === null; i++) {
          const right = i % 6 < 5 ? names[i + 1] : undefined;
          const below = names[i + 6];
          if (right !== undefined && colour(right) === colour(names[i]!)) pair = [names[i]!, right];
          else if (below !== undefined && colour(below) === colour(names[i]!)) pair = [names[i]!, below];
        }
        const [a, b] = pair!;
        const box = async (n: string) => (await page.getByRole('button', { name: n, exact: true }).boundingBox())!;
        const pa = await box(a);
        const pb = await box(b);
        await page.mouse.move(pa.x + pa.width / 2, pa.y + pa.height / 2);
        await page.mouse.down();
        await page.mouse.move(pb.x + pb.width / 2, pb.y + pb.height / 2, { steps: 4 });
        await page.mouse.up();
        await waitForStatus(page, /You joined 2 dots/);
        // The clock ticks with no input between the moves.
        await page.waitForTimeout(1200);
      }
      const s = await shifts(page);
      expect(s.shifts).toEqual([]);
      expect(s.cls).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`Foxes and Dolphins at ${width}x${height}: a fox and its targets on screen, tiles of 40 px; turns shift nothing`, async () => {
      const { page, context, errors } = await openPhone(
        browser,
        '#/foxdolphin?side=fox&seed=1',
        width,
        height,
        countShifts,
      );
      await waitForStatus(page, /Your turn, Foxes/);
      await countFromHere(page);
      expect(await onScreen(page, '[role="status"]', height)).toBe(true);
      expect(await boardFirst(page, 'Foxes and Dolphins', '.fd-frame')).toEqual([]);
      // The foxes on the first screen, each tile at least 40 px.
      const seen = await page.evaluate((h) => {
        const frame = document.querySelector('.fd-frame')!.getBoundingClientRect();
        const bottom = Math.min(h, frame.bottom);
        return [...document.querySelectorAll('svg[aria-label="The island"] g[role="button"]')]
          .map((g) => ({ name: g.getAttribute('aria-label') ?? '', r: g.getBoundingClientRect() }))
          .filter(({ r }) => r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= bottom)
          .map(({ name, r }) => ({ name, w: r.width, h: r.height }));
      }, height);
      const foxes = seen.filter((t) => t.name.endsWith(', fox'));
      expect(foxes.length).toBeGreaterThan(0);
      for (const t of seen) expect(Math.min(t.w, t.h)).toBeGreaterThanOrEqual(40);
      // Two turns passed: the computer and the tide answer, and the status line's text changes length.
      for (let turn = 1; turn <= 2; turn++) {
        await page.getByRole('button', { name: 'Pass' }).tap();
        await waitForStatus(page, new RegExp(`round ${turn + 1}\\.`));
      }
      await settled(page);
      expect(await statusText(page)).toMatch(/Your turn/);
      const s = await shifts(page);
      expect(s.shifts).toEqual([]);
      expect(s.cls).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

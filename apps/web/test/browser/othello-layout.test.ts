import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, waitForStatus } from './browser.js';
import { boardFirst } from './phone.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * WCAG's contrast ratio of a computed colour `fg` (`rgb(...)` or `rgba(...)`, composited over `bg`
 * when translucent) against an opaque `bg`.
 */
function contrast(fg: string, bg: string): number {
  const parse = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [br, bgr, bb] = parse(bg);
  const [r, g, b, a = 1] = parse(fg);
  const over = [r! * a + br! * (1 - a), g! * a + bgr! * (1 - a), b! * a + bb! * (1 - a)];
  const lum = ([x, y, z]: number[]): number => {
    const [lr, lg, lb] = [x!, y!, z!].map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [hi, lo] = [lum(over), lum([br!, bgr!, bb!])].sort((p, q) => q - p);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A square's and its disc's computed colours and ring. */
function looks(page: Page, name: string): Promise<Record<string, string>> {
  return page.getByRole('button', { name, exact: true }).evaluate((b) => {
    const cs = getComputedStyle(b);
    const disc = getComputedStyle(b.querySelector('.disc')!);
    return {
      cell: cs.backgroundColor,
      shadow: cs.boxShadow,
      disc: disc.backgroundColor,
      discShadow: disc.boxShadow,
      filter: cs.filter,
      outline: cs.outlineStyle,
      outlineColor: cs.outlineColor,
    };
  });
}

describe('issue 36: Othello contrast and focus', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: the legal-move dots reach 3:1 against the board`, async () => {
      const { page, errors, context } = await open(browser, '#/othello?opponent=human');
      await page.emulateMedia({ colorScheme: scheme });
      await waitForStatus(page, /Black to move/);
      const dot = await page
        .getByRole('button', { name: 'd3, empty, legal', exact: true })
        .evaluate((b) => [
          getComputedStyle(b).backgroundColor,
          getComputedStyle(b.querySelector('.disc')!).backgroundColor,
        ]);
      expect(contrast(dot[1]!, dot[0]!)).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('focus (a tap, then the keyboard) rings a square and leaves its disc and board colour as they were', async () => {
    const { page, errors, context } = await open(browser, '#/othello?opponent=human');
    await waitForStatus(page, /Black to move/);
    // d4 holds a white disc and is not legal: tapping it changes nothing but focus.
    const before = await looks(page, 'd4, white');
    // A real click (mouse down and up at the square): the square is aria-disabled, which a locator's click waits out.
    const box = (await page.getByRole('button', { name: 'd4, white', exact: true }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await settled(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('d4, white');
    const tapped = await looks(page, 'd4, white');
    expect({ ...tapped, outline: '', outlineColor: '' }).toEqual({ ...before, outline: '', outlineColor: '' });
    // A square played and then left keeps no trace of the tap either: the same as a square never touched.
    await page.getByRole('button', { name: 'd3, empty, legal', exact: true }).click();
    await waitForStatus(page, /White to move/);
    const a1 = (await page.getByRole('button', { name: 'a1, empty', exact: true }).boundingBox())!;
    await page.mouse.click(a1.x + a1.width / 2, a1.y + a1.height / 2);
    const played = await looks(page, 'd4, black');
    const never = await looks(page, 'e4, black');
    expect(played.disc).toBe(never.disc);
    expect(played.cell).toBe(never.cell);
    // The keyboard's focus ring is a ring (outline) that stands out from the board, 3:1 at least.
    await page.keyboard.press('ArrowRight');
    const ringed = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(ringed).toBe('b1, empty');
    const ring = await looks(page, 'b1, empty');
    expect(ring.outline).toBe('solid');
    expect(contrast(ring.outlineColor!, ring.cell!)).toBeGreaterThanOrEqual(3);
    expect(ring.cell).toBe((await looks(page, 'c1, empty')).cell);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The layout shifts the page has had since `watchShifts`, summed (all of them, input or not). */
async function watchShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const shift = e as unknown as {
          value: number;
          sources: { node: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        w.__shift += shift.value;
        for (const s of shift.sources) {
          const n = s.node;
          w.__moved.push(
            `${n?.nodeName}.${n instanceof Element ? n.className : ''} "${(n?.textContent ?? '').slice(0, 30)}" ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** Where the status line, the board and the score are, and how far the page scrolls. */
function placed(page: Page) {
  return page.evaluate(() => {
    const rect = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const counts = [...document.querySelectorAll('p')].find((p) => /^Black \d+, White \d+\./.test(p.textContent ?? ''));
    return {
      status: rect(document.querySelector('[role="status"]')),
      board: rect(document.querySelector('[aria-label="Othello board"]')),
      counts: rect(counts ?? null),
      height: innerHeight,
      width: innerWidth,
      scrollable: document.scrollingElement!.scrollHeight > innerHeight,
    };
  });
}

describe('issue 35 §6: Othello phone first', () => {
  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ] as const) {
    it(`${width}x${height}: board, status line and score on screen; no gap above the board; no shift over a game`, async () => {
      const { page, errors, context } = await open(browser, '#/othello?level=1&color=black', { width, height });
      await waitForStatus(page, /Your move/);
      await settled(page);
      const at = await placed(page);
      expect(at.status.top).toBeGreaterThanOrEqual(0);
      expect(at.board.left).toBeGreaterThanOrEqual(0);
      expect(at.board.right).toBeLessThanOrEqual(width);
      expect(at.board.bottom).toBeLessThanOrEqual(height);
      expect(at.counts.bottom).toBeLessThanOrEqual(height);
      // No blank band between the status line and the board (it was about 50 px).
      expect(at.board.top - at.status.bottom).toBeLessThanOrEqual(8);
      expect(await boardFirst(page, 'Othello', '[aria-label="Othello board"]')).toEqual([]);
      // A scripted game: status texts of every length (moves, flips, the computer thinking, passes).
      await watchShifts(page);
      for (let n = 0; n < 12; n++) {
        const status = await waitForStatus(page, /Your move|Game over/);
        if (/Game over/.test(status)) break;
        const legal = page.getByRole('button', { name: /, legal$/ });
        await legal.last().click();
        await settled(page);
      }
      await page.getByRole('button', { name: 'Hint' }).click();
      await waitForStatus(page, /Hint/);
      await page.getByRole('button', { name: 'Undo' }).click();
      await waitForStatus(page, /Took back/);
      await settled(page);
      const shifts = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __moved: string[] };
        return { total: w.__shift, moved: w.__moved };
      });
      expect(shifts.total, shifts.moved.join('\n')).toBe(0);
      // Clicking Hint and Undo (below the board) scrolled them into view: compare from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      const after = await placed(page);
      expect(after.board).toEqual(at.board);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

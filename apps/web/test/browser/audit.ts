/**
 * What the browser tests judge a page with (issue 35 §6 and §8): axe-core's
 * WCAG 2.2 AA rules and best practices, and the page's layout shifts.
 *
 * @example
 * await watchLayoutShifts(context); // before the page loads
 * expect(await axeViolations(page, '#/othello')).toEqual([]);
 * expect((await layoutShifts(page)).all).toBe(0);
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2, levels A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * The known violations inside a game's own page, each a single rule on the routes it names, left
 * to that game's engineer and excluded here only (the one place). None today: FreeCell's
 * `label-content-name-mismatch` (a card showing J♦ named JD) stood here until its cards were named
 * with both (`JD, J♦`).
 */
export const KNOWN_EXCLUSIONS: readonly { readonly rule: string; readonly routes: RegExp; readonly why: string }[] = [];

/**
 * axe-core's violations on `page` (showing `route`), as one line each: the rule, how many elements
 * and the first of them. The rules of KNOWN_EXCLUSIONS that name `route` are not run.
 */
export async function axeViolations(page: Page, route: string): Promise<string[]> {
  const skip = KNOWN_EXCLUSIONS.filter((k) => k.routes.test(route)).map((k) => k.rule);
  // Violations only: axe then details no passing element, much of its time on a page of many
  // buttons (the island's 280 tiles). Legacy mode: axe.run in the page itself. The default
  // (runPartial in each frame, then finishRun in a blank page the builder opens for it) is made for
  // cross-origin frames, which the site has none of, and took 3 to 6 times as long a run (the
  // island: 14.4 s against 2.9 s at a load of 15; the home page 6.0 s against 3.0 s), the most of
  // the browser tests' time once every route was judged in four ways.
  let builder = new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (skip.length > 0) builder = builder.disableRules(skip);
  const result = await builder.analyze();
  return result.violations.map((v) => {
    const first = v.nodes[0];
    return `${v.id} (${v.impact ?? 'no impact'}): ${v.nodes.length} element(s), first ${first?.target.join(' ') ?? '?'}: ${first?.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`;
  });
}

/** The two sizes the audits look at: a phone's and a desktop's. */
export const SIZES = { phone: { width: 360, height: 640 }, desktop: { width: 1280, height: 800 } } as const;

/** A colour scheme at a size. */
export type Way = readonly ['light' | 'dark', keyof typeof SIZES];

/**
 * All four ways, in an order that changes one thing at a time (the theme, then the size, then the
 * theme): one page is judged in each without loading it again.
 */
export const ALL_WAYS: readonly Way[] = [
  ['light', 'phone'],
  ['dark', 'phone'],
  ['dark', 'desktop'],
  ['light', 'desktop'],
];

/**
 * axe on `page` in each of `ways` (a colour scheme at a size), each violation prefixed by where it
 * was found. The page is not loaded again: the colour scheme is emulated (the theme setting's
 * default, "system", follows it) and the viewport resized, so one load serves all four.
 */
export async function judged(page: Page, route: string, ways: readonly Way[] = ALL_WAYS): Promise<string[]> {
  const found: string[] = [];
  for (const [scheme, size] of ways) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(SIZES[size]);
    // The theme really changed (a palette that ignored the scheme would be judged twice alike).
    const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark !== (scheme === 'dark')) found.push(`${route}: prefers-color-scheme is not ${scheme}`);
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    for (const v of await axeViolations(page, route)) found.push(`${route}, ${scheme}, ${size}: ${v}`);
  }
  return found;
}

/** A layout shift the page recorded: its score, whether an input came just before it, and what moved. */
export interface Shift {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly string[];
}

/** The page's layout shifts since it loaded. */
export interface Shifts {
  /** The sum of every shift's score, those just after an input included (what a person sees move). */
  readonly all: number;
  /** Cumulative layout shift as browsers report it: shifts within 500 ms of an input are left out. */
  readonly cls: number;
  readonly shifts: readonly Shift[];
}

/**
 * Records every layout shift of the context's pages from their first paint (a PerformanceObserver
 * for `layout-shift`, buffered). Call it before the page is opened (`open` makes the context and
 * goes to the route: call it on `browser.newContext()`'s context, or use `open`'s `shifts` option).
 */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __arcadeShifts: { value: number; hadRecentInput: boolean; sources: string[] }[] };
    w.__arcadeShifts = [];
    const describe = (n: Node | null): string => {
      if (!(n instanceof Element)) return n === null ? '(gone)' : n.nodeName.toLowerCase();
      const label = n.getAttribute('aria-label') ?? n.getAttribute('role') ?? n.className;
      return `${n.tagName.toLowerCase()}${label ? ` "${String(label).slice(0, 40)}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        w.__arcadeShifts.push({
          value: e.value,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on `page` so far (watchLayoutShifts must have been called on its context). */
export async function layoutShifts(page: Page): Promise<Shifts> {
  // Entries are delivered after their frame: let the last one arrive.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const shifts = await page.evaluate(() => (window as unknown as { __arcadeShifts?: Shift[] }).__arcadeShifts ?? null);
  if (shifts === null) throw new Error('layoutShifts: call watchLayoutShifts(context) before the page loads');
  const sum = (list: readonly Shift[]): number => list.reduce((a, s) => a + s.value, 0);
  return { all: sum(shifts), cls: sum(shifts.filter((s) => !s.hadRecentInput)), shifts };
}

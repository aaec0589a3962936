import type { Browser, CDPSession, Page } from 'playwright-core';
import { FoxDolphinSession } from '@arcade/model-foxdolphin/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';
import { openPhone } from './phone.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Every tile's accessible name. */
async function tileNames(page: Page): Promise<string[]> {
  // The route's code loads after goto returns: wait for the board before reading it all at once.
  const buttons = page.getByRole('group', { name: 'The island' }).getByRole('button');
  await buttons.first().waitFor();
  return buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

describe('issue 19: Foxes and Dolphins in the browser', () => {
  it('issue 19.7: a game watched to its end (seed 3, no pause between rounds)', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=watch&seed=3&delay=0');
    const start = await tileNames(page);
    expect(start.length).toBeGreaterThan(100);
    expect(start.every((n) => /^\d+,\d+, (land|water) -?\d+, (empty|fox|dolphin)$/.test(n))).toBe(true);
    const end = await waitForStatus(
      page,
      /Game over after \d+ rounds: (The Foxes win|The Dolphins win|a draw)/,
      90_000,
    );
    const names = await tileNames(page);
    const foxes = names.filter((n) => n.endsWith(', fox')).length;
    const dolphins = names.filter((n) => n.endsWith(', dolphin')).length;
    expect(await page.getByText(`Foxes ${foxes}, Dolphins ${dolphins}.`, { exact: false }).count()).toBe(1);
    if (/Foxes win/.test(end)) expect(dolphins).toBe(0);
    if (/Dolphins win/.test(end)) expect(foxes).toBe(0);
    expect(await page.getByText(/^Water level -?\d+ \(tides between/).count()).toBe(1);
    // Nothing to pause once the game is over (issue 36).
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Resume' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: watch mode has a speed control and a pause', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=watch&seed=5&delay=1200');
    const speed = page.getByRole('combobox', { name: 'Speed' });
    expect(await speed.inputValue()).toBe('1200');
    await page.getByRole('button', { name: 'Pause' }).click();
    // The text follows the island a frame later.
    await settled(page);
    const round = await page.getByText(/Rounds played: \d+ of 100/).textContent();
    await speed.selectOption('0');
    await page.waitForTimeout(500);
    expect(await page.getByText(/Rounds played: \d+ of 100/).textContent()).toBe(round);
    await page.getByRole('button', { name: 'Resume' }).click();
    await waitForStatus(page, /Game over/, 90_000);
    expect(page.url()).toMatch(/seed=5&delay=0$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: playing the Foxes, selecting a piece shows its targets; a move, undo and a reload', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    const names = await tileNames(page);
    const start = names;
    // A fox that has somewhere to go.
    let targets: string[] = [];
    for (const fox of names.filter((n) => n.endsWith(', fox'))) {
      await page.getByRole('button', { name: fox, exact: true }).click();
      // The status line follows the island a frame later.
      await settled(page);
      targets = (await tileNames(page)).filter((n) => n.endsWith(', target'));
      if (targets.length > 0) break;
    }
    expect(targets.length).toBeGreaterThan(0);
    expect(await statusText(page)).toMatch(/Selected \d+,\d+: \d+ targets?\./);
    const to = targets[0]!.split(', ')[0]!;
    await page.getByRole('button', { name: targets[0]!, exact: true }).click();
    await waitForStatus(page, new RegExp(`You move \\d+,\\d+ to ${to}.*move 2 of 2`));
    expect((await tileNames(page)).find((n) => n.startsWith(`${to},`))).toMatch(/, fox$/);
    await page.getByRole('button', { name: 'Pass' }).click();
    // The Dolphins (the computer) move, the water moves, and it is round 2.
    await waitForStatus(page, /You pass.*Dolphins made.*Round 2: tide.*move 1 of 2, round 2/);
    const before = await tileNames(page);
    // Saved as the session saves itself (issue 19.5 / 20.3): its options and a log that replays it.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.foxdolphin') ?? 'null'));
    expect(saved).toMatchObject({ v: 1, data: { v: 1, options: { seed: 1, play: 'Fox' } } });
    expect(saved.data.log).toContain('pass');
    await page.reload();
    await waitForStatus(page, /restored/);
    expect(await tileNames(page)).toEqual(before);
    // Undo is the session's: the whole turn (the move and the pass) goes, and the island is as it was.
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForStatus(page, /Took back your last turn \(1 move and a pass\).*move 1 of 2, round 1/);
    expect(await tileNames(page)).toEqual(start);
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.4: the island with the keyboard alone: arrows move focus, Enter selects a fox and moves it', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn/);
    const fox = (await tileNames(page)).find((n) => n.endsWith(', fox'))!;
    const [x, y] = fox.split(', ')[0]!.split(',').map(Number) as [number, number];
    // Tab into the map (one tab stop), then walk to the fox with the arrows.
    let focused = '';
    for (let k = 0; k < 30 && !/^\d+,\d+, /.test(focused); k++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toMatch(/^\d+,\d+, /);
    for (let k = 0; k < 40; k++) {
      const [fx, fy] = focused.split(', ')[0]!.split(',').map(Number) as [number, number];
      if (fx === x && fy === y) break;
      await page.keyboard.press(fy < y ? 'ArrowDown' : fy > y ? 'ArrowUp' : fx < x ? 'ArrowRight' : 'ArrowLeft');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toBe(fox);
    await page.keyboard.press('Enter');
    await waitForStatus(page, new RegExp(`Selected ${x},${y}`));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`${fox}, selected`);
    // Then to one of its targets with the arrows, and Enter moves the fox there.
    const target = (await tileNames(page)).find((n) => n.endsWith(', target'));
    expect(target, 'seed 1: the first fox has somewhere to go').toBeDefined();
    {
      const [tx, ty] = target!.split(', ')[0]!.split(',').map(Number) as [number, number];
      for (let k = 0; k < 40; k++) {
        const [fx, fy] = focused.split(', ')[0]!.split(',').map(Number) as [number, number];
        if (fx === tx && fy === ty) break;
        await page.keyboard.press(fy < ty ? 'ArrowDown' : fy > ty ? 'ArrowUp' : fx < tx ? 'ArrowRight' : 'ArrowLeft');
        focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      }
      expect(focused).toBe(target);
      await page.keyboard.press('Enter');
      await waitForStatus(page, new RegExp(`You move ${x},${y} to ${tx},${ty}`));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** The island's frame on screen: the part of the map a person sees (the frame within the screen). */
async function seenBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const r = document.querySelector('.fd-frame')!.getBoundingClientRect();
    const top = Math.max(0, r.top);
    const bottom = Math.min(window.innerHeight, r.bottom);
    return { x: r.left, y: top, width: r.width, height: bottom - top };
  });
}

const within = (b: Box, v: Box): boolean =>
  b.x >= v.x - 0.5 &&
  b.y >= v.y - 0.5 &&
  b.x + b.width <= v.x + v.width + 0.5 &&
  b.y + b.height <= v.y + v.height + 0.5;

/** Each tile's name and box on screen. */
async function tiles(page: Page): Promise<{ name: string; box: Box }[]> {
  await page.getByRole('group', { name: 'The island' }).getByRole('button').first().waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll('svg[aria-label="The island"] g[role="button"]')].map((g) => {
      const r = g.getBoundingClientRect();
      return { name: g.getAttribute('aria-label') ?? '', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
}

/** One finger dragged from (x, y) by (dx, dy), as touch events (Chromium makes pointer events of them). */
async function fingerDrag(cdp: CDPSession, x: number, y: number, dx: number, dy: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  for (let k = 1; k <= 6; k++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * k) / 6, y: y + (dy * k) / 6, id: 1 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers moving apart from (x, y): a pinch that zooms in. */
async function pinchOut(cdp: CDPSession, x: number, y: number, from: number, to: number): Promise<void> {
  const at = (d: number) => [
    { x: x - d, y, id: 1 },
    { x: x + d, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let k = 1; k <= 6; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * k) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('issue 36: Foxes and Dolphins on a phone', () => {
  it('issue 36: played by taps at 360x640: opens on the foxes with tiles of 40 px, a selection stays in view', async () => {
    const { page, context, errors } = await openPhone(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    const all = await tiles(page);
    // Every tile at least 40 px to tap (it was 13x15 px after Zoom).
    for (const t of all) {
      expect(t.box.width, t.name).toBeGreaterThanOrEqual(40);
      expect(t.box.height, t.name).toBeGreaterThanOrEqual(40);
    }
    // No sideways scroll of the page; the status line on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const status = (await page.getByRole('status').boundingBox())!;
    expect(status.y + status.height).toBeLessThanOrEqual(640);
    // It opens on the person's pieces: a fox in view.
    const view = await seenBox(page);
    const seenFoxes = all.filter((t) => t.name.endsWith(', fox') && within(t.box, view));
    expect(seenFoxes.length).toBeGreaterThan(0);
    // Three turns played by taps on what is in view: a fox, then one of its targets (each in view).
    for (let turn = 1; turn <= 3; turn++) {
      const view = await seenBox(page);
      const status = await waitForStatus(page, new RegExp(`Your turn, Foxes: move 1 of \\d+, round ${turn}`));
      expect(status).not.toMatch(/Game over/);
      let moved = false;
      const foxes = (await tiles(page)).filter((t) => t.name.endsWith(', fox') && within(t.box, view));
      expect(foxes.length, `round ${turn}: a fox in view`).toBeGreaterThan(0);
      for (const fox of foxes) {
        await page.getByRole('button', { name: fox.name, exact: true }).tap();
        await waitForStatus(page, /Selected \d+,\d+: \d+ targets?\./);
        const now = await tiles(page);
        const targets = now.filter((t) => t.name.endsWith(', target'));
        const sel = now.find((t) => t.name.endsWith(', selected'))!;
        // The selected piece and its targets are in view.
        expect(within(sel.box, view)).toBe(true);
        for (const t of targets) expect(within(t.box, view), t.name).toBe(true);
        if (targets.length === 0) {
          await page.getByRole('button', { name: sel.name, exact: true }).tap();
          continue;
        }
        const to = targets[0]!.name.split(', ')[0]!;
        await page.getByRole('button', { name: targets[0]!.name, exact: true }).tap();
        await waitForStatus(page, new RegExp(`You move \\d+,\\d+ to ${to}`));
        moved = true;
        break;
      }
      expect(moved, `round ${turn}: a fox in view could move`).toBe(true);
      if (/move 2 of/.test(await statusText(page))) await page.getByRole('button', { name: 'Pass' }).tap();
    }
    await waitForStatus(page, /Your turn, Foxes: move 1 of \d+, round 4/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: the map pans by drag (saying so the first time), zooms by pinch and by buttons', async () => {
    const { page, context, errors, cdp } = await openPhone(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn/);
    const hint = page.getByText('Drag the map to move around');
    expect(await hint.isVisible()).toBe(true);
    const view = await seenBox(page);
    const scroll = () =>
      page.evaluate(() => {
        const f = document.querySelector('.fd-frame')!;
        return { left: f.scrollLeft, top: f.scrollTop };
      });
    const width = async (): Promise<number> => (await tiles(page))[0]!.box.width;
    // A drag pans (the page does not scroll), and selects nothing.
    const before = await scroll();
    await fingerDrag(cdp, view.x + view.width / 2, view.y + view.height / 2, -80, -60);
    await expect.poll(scroll).not.toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await statusText(page)).not.toMatch(/Selected|Not a target|Select one/);
    // Said once: gone after the first drag, and not said again on this device.
    await expect.poll(() => hint.isVisible()).toBe(false);
    // Zoom by pinch: the tiles grow.
    const w0 = await width();
    await pinchOut(cdp, view.x + view.width / 2, view.y + view.height / 2, 40, 100);
    await expect.poll(width).toBeGreaterThan(w0 * 1.3);
    // And by the buttons.
    const w1 = await width();
    await page.getByRole('button', { name: 'Zoom out' }).tap();
    await expect.poll(width).toBeLessThan(w1);
    const w2 = await width();
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    await expect.poll(width).toBeGreaterThan(w2);
    await page.getByRole('button', { name: 'Whole island' }).tap();
    expect(await width()).toBeLessThan(40);
    await page.reload();
    await waitForStatus(page, /restored/);
    expect(await page.getByText('Drag the map to move around').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 36: the pieces are drawn as a fox and a dolphin (SVG), their names unchanged', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=watch&seed=3&delay=10000');
    const names = await tileNames(page);
    expect(names.some((n) => n.endsWith(', fox'))).toBe(true);
    const drawn = await page.evaluate(() => {
      const map = document.querySelector('svg[aria-label="The island"]')!;
      const piece = (kind: string) => {
        const g = [...map.querySelectorAll('g[role="button"]')].find((t) =>
          (t.getAttribute('aria-label') ?? '').endsWith(`, ${kind}`),
        )!;
        const use = g.querySelector('use')!;
        const symbol = map.querySelector(use.getAttribute('href')!)!;
        return {
          text: g.textContent,
          paths: symbol.querySelectorAll('path').length,
          hidden: use.getAttribute('aria-hidden'),
        };
      };
      return { fox: piece('fox'), dolphin: piece('dolphin') };
    });
    // No letters F and D: a drawing of paths, hidden from assistive technology (the name says it).
    expect(drawn.fox).toMatchObject({ text: '', hidden: 'true' });
    expect(drawn.dolphin).toMatchObject({ text: '', hidden: 'true' });
    expect(drawn.fox.paths).toBeGreaterThanOrEqual(2);
    expect(drawn.dolphin.paths).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Seed 1's island, the person playing the Foxes. */
const make = () => new FoxDolphinSession({ seed: 1, play: 'Fox', rounds: 100 });

/** Seed 1's game, the person passing `passes` turns, up to the person's next turn. */
function passed(passes: number): FoxDolphinSession {
  const game = make();
  for (let k = 0; k < passes; k++) {
    while (game.step() !== null);
    game.pass();
  }
  while (game.step() !== null);
  return game;
}

describe('issue 35: Foxes and Dolphins plays like a game', () => {
  it('issue 35: pieces slide and tiles change colour after a turn; nothing moves under reduced motion', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
      await page.emulateMedia({ reducedMotion: motion });
      await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
      // Every animation started from here on, with what it animates.
      await page.evaluate(() => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        const still = new Set(['offset', 'easing', 'composite', 'computedOffset']);
        const look = (): void => {
          for (const a of document.getAnimations()) {
            const props = (a.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((k) => Object.keys(k).filter((p) => !still.has(p)));
            const target = (a.effect as KeyframeEffect).target as Element | null;
            const tag = `${target?.tagName ?? ''}${target?.classList.length ? `.${target.classList[0]}` : ''}`;
            w.seen.push(`${tag}:${[...new Set(props)].join('+')}`);
          }
          requestAnimationFrame(look);
        };
        look();
      });
      await page.getByRole('button', { name: 'Pass' }).click();
      await waitForStatus(page, /You pass.*Dolphins made.*move 1 of 2, round 2/);
      await settled(page);
      const seen = await page.evaluate(() => [...new Set((window as unknown as { seen: string[] }).seen)]);
      const moving = seen.filter((k) => k.includes('transform'));
      if (motion === 'reduce') expect(moving).toEqual([]);
      else {
        // The Dolphins' pieces slid (a transform on the group of their drawings, which Chromium
        // runs on the compositor) and flooded tiles changed colour (their old colour fading out
        // over them: opacity, also on the compositor). Nothing animates a fill on the main thread.
        expect(moving.some((k) => k.startsWith('g.fd-slide:transform'))).toBe(true);
        expect(seen.some((k) => k.startsWith('polygon.fd-tide:opacity'))).toBe(true);
        expect(seen.filter((k) => k.includes('fill'))).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('issue 35: the end of a game played is recorded and shown in the result dialog', async () => {
    // The model plays the game on by passes to its end; the page is given it one pass before.
    const full = make();
    let passes = 0;
    for (;;) {
      while (full.step() !== null);
      if (full.isOver()) break;
      full.pass();
      passes++;
    }
    expect(passes).toBeGreaterThan(0);
    const near = passed(passes - 1);
    expect(near.isOver()).toBe(false);
    const { page, errors, context } = await open(browser, '#/foxdolphin', {
      storage: { 'arcade.foxdolphin': JSON.stringify({ v: 1, data: near.toJSON() }) },
    });
    await waitForStatus(page, /restored/);
    await page.getByRole('button', { name: 'Pass' }).click();
    await waitForStatus(page, /Game over after \d+ rounds/);
    const title = full.winner() === 'draw' ? 'Draw' : full.winner() === 'Fox' ? 'You win' : 'You lose';
    const dialog = page.getByRole('dialog', { name: title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toMatch(/Played1/);
    // Nothing to pause at the end, and Play again starts a new game.
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await waitForStatus(page, /New game/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35 §1: an eaten piece fades out where it was', async () => {
    // The model finds the first round, the person passing every turn, in which the computer eats;
    // the page is given the game just before that pass.
    const probe = make();
    let passes = 0;
    for (;;) {
      while (probe.step() !== null);
      expect(probe.isOver(), 'the computer never eats in this game').toBe(false);
      probe.pass();
      let ate = false;
      for (let st = probe.step(); st !== null; st = probe.step())
        if (st.kind === 'turn' && st.report.kills > 0) ate = true;
      if (ate) break;
      passes++;
    }
    const near = passed(passes);
    const { page, errors, context } = await open(browser, '#/foxdolphin', {
      storage: { 'arcade.foxdolphin': JSON.stringify({ v: 1, data: near.toJSON() }) },
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await waitForStatus(page, /restored/);
    // Every animation from here on: what it animates, and whether it ends unseen.
    await page.evaluate(() => {
      const w = window as unknown as { fades: number };
      w.fades = 0;
      const counted = new WeakSet<Animation>();
      const look = (): void => {
        for (const a of document.getAnimations()) {
          if (counted.has(a)) continue;
          counted.add(a);
          const k = (a.effect as KeyframeEffect).getKeyframes();
          // A piece's drawing fading (not a tile's old colour after the tide).
          const ghost = ((a.effect as KeyframeEffect).target as Element | null)?.classList.contains('fd-ghost');
          if (ghost && k.length > 0 && k[0]!.opacity === '1' && k.at(-1)!.opacity === '0') w.fades++;
        }
        requestAnimationFrame(look);
      };
      look();
    });
    await page.getByRole('button', { name: 'Pass' }).click();
    await waitForStatus(page, /eating \d/);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { fades: number }).fades)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35: no raw seed on screen, on a game opened by link or a new one; the seed is in the link to this game', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=3736491640');
    await waitForStatus(page, /Your turn, Foxes: move 1 of \d, round 1/);
    const link = page.getByRole('link', { name: 'Link to this game' });
    const shown = (): Promise<string> =>
      // biome-ignore lint/performance/useDomNodeTextContent: what is on screen (innerText leaves out hidden text), as a person reads it
      page.evaluate(() => document.body.innerText);
    expect(await statusText(page)).not.toMatch(/seed/i);
    expect(await shown()).not.toMatch(/Seed|3736491640/);
    expect(await link.getAttribute('href')).toBe('#/foxdolphin?side=fox&seed=3736491640&delay=500');
    await page.getByRole('button', { name: 'New game' }).click();
    await waitForStatus(page, /^New game\. .*Your turn, Foxes/);
    await expect.poll(() => link.getAttribute('href')).not.toContain('seed=3736491640');
    const href = (await link.getAttribute('href')) ?? '';
    const seed = /^#\/foxdolphin\?side=fox&seed=(\d+)&delay=500$/.exec(href)?.[1];
    expect(seed, href).toBeDefined();
    expect(await shown()).not.toMatch(new RegExp(`Seed|\\b${seed}\\b`));
    // The link replays the island: opened, it shows the same tiles as the game it was copied from.
    const tiles = await tileNames(page);
    const again = await open(browser, href);
    expect(await tileNames(again.page)).toEqual(tiles);
    expect(again.errors).toEqual([]);
    await again.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});

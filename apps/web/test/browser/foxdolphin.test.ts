import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';

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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.3: watch mode has a speed control and a pause', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=watch&seed=5&delay=1200');
    const speed = page.getByRole('combobox', { name: 'Speed' });
    expect(await speed.inputValue()).toBe('1200');
    await page.getByRole('button', { name: 'Pause' }).click();
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

// Issue 19.8 (input to paint): what a move costs the browser. The times themselves are the bench's
// (`pnpm --filter @arcade/web bench`, never asserted); these tests pin down the work the bench's
// profile showed we had added to every move: every Othello square and every FreeCell card rewritten
// when a handful changed, and the "thinking" line pushing the board down and back each turn.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, settled, statusText, waitForStatus } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('issue 19.8: a move repaints only what it changes', () => {
  it('issue 19.8: an Othello click rewrites only the squares whose name or marks change, and the board does not move', async () => {
    const { page, errors, context } = await open(browser, '#/othello?level=1&color=black');
    await waitForStatus(page, /Your move/);
    // One page task: the click's handler renders synchronously; takeRecords() returns the
    // mutations it made before the worker's answer can arrive.
    const r = await page.evaluate(() => {
      const board = document.querySelector('[role="group"][aria-label="Othello board"]') as HTMLElement;
      const squares = [...board.querySelectorAll('button')];
      const look = (b: Element): string =>
        ['aria-label', 'aria-disabled', 'class', 'data-cell', 'data-legal'].map((a) => b.getAttribute(a)).join('|');
      const before = squares.map(look);
      const top = board.getBoundingClientRect().top;
      const seen = new MutationObserver(() => {});
      seen.observe(board, { attributes: true, subtree: true });
      const f5 = squares.find((b) => b.getAttribute('aria-label') === 'f5, empty, legal') as HTMLElement;
      f5.click();
      const written = new Set(seen.takeRecords().map((m) => m.target));
      seen.disconnect();
      const after = squares.map(look);
      const status = document.querySelector('[role="status"]')?.textContent;
      // The indicator as it is shown (the computer at level 1 may answer before it is).
      const thinking = [...document.querySelectorAll('p')].find(
        (p) => p.textContent === 'The computer is thinking...',
      )!;
      thinking.hidden = false;
      return {
        changed: squares.filter((_, k) => before[k] !== after[k]).length,
        written: squares.filter((b) => written.has(b)).length,
        writtenUnchanged: squares.filter((b, k) => written.has(b) && before[k] === after[k]).length,
        moved: board.getBoundingClientRect().top - top,
        status,
      };
    });
    // f5 placed, e5 flipped, the four legal squares of the start no longer legal (locked), and the
    // new position's legal squares: far fewer than 64, and nothing written that did not change.
    expect(r.changed).toBeGreaterThan(2);
    expect(r.changed).toBeLessThan(20);
    expect(r.written).toBe(r.changed);
    expect(r.writtenUnchanged).toBe(0);
    // The indicator appears without pushing the board down (a layout shift, a repaint of it all).
    expect(r.moved).toBe(0);
    // The click's frame carries the board alone: the status line changes in the task after it.
    expect(r.status).toMatch(/^Your move \(black\)\.$/);
    await settled(page);
    expect(await statusText(page)).toMatch(/You play f5, flipping 1\.|White \(computer\) plays/);
    await waitForStatus(page, /Your move/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.8: a FreeCell tap moves the card’s own button; the other cards are not rebuilt', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    const statusBefore = await statusText(page);
    const r = await page.evaluate(() => {
      const table = document.querySelector('[role="group"][aria-label="FreeCell table"]') as HTMLElement;
      const cards = (): HTMLElement[] => [...table.querySelectorAll<HTMLElement>('button[data-card]')];
      const where = (): Map<string, string> =>
        new Map(cards().map((c) => [c.dataset.card!, (c.parentElement as HTMLElement).getAttribute('aria-label')!]));
      const nodes = new Map(cards().map((c) => [c.dataset.card!, c]));
      const from = where();
      const seen = new MutationObserver(() => {});
      seen.observe(table, { childList: true, subtree: true });
      // Deal 1: the last card of column 1 (its smart move takes it somewhere).
      const column1 = table.querySelector('[aria-label="column 1"]') as HTMLElement;
      (column1.lastElementChild as HTMLElement).click();
      const added = seen
        .takeRecords()
        .flatMap((m) => [...m.addedNodes])
        .filter((n) => n instanceof HTMLElement && n.dataset.card !== undefined).length;
      seen.disconnect();
      const to = where();
      const movedCards = [...to].filter(([name, pile]) => from.get(name) !== pile).length;
      return {
        before: nodes.size,
        same: cards().filter((c) => nodes.get(c.dataset.card!) === c).length,
        onTable: cards().length,
        movedCards,
        added,
        status: document.querySelector('[role="status"]')?.textContent ?? '',
      };
    });
    expect(r.before).toBe(52);
    expect(r.status).toBe(statusBefore);
    // The tap moved something (the status says which move), and only the moved cards were inserted.
    expect(r.movedCards).toBeGreaterThan(0);
    expect(r.added).toBe(r.movedCards);
    // Every card still on the table (some may have gone home) is the button it was before the tap.
    expect(r.same).toBe(r.onTable);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.8: the FreeCell columns never get shorter within a deal, so a move does not pull the page up', async () => {
    const { page, errors, context } = await open(browser, '#/freecell?deal=1');
    await waitForStatus(page, /Deal 1/);
    const deal = page.getByRole('spinbutton', { name: 'Deal number' });
    const top = async (): Promise<number> => (await deal.boundingBox())!.y;
    const start = await top();
    // Deal 1: columns 1-4 hold 7 cards, 5-8 hold 6. A tap on the last card of each of the first four
    // sends it to a free cell (6S, 9C, 2H, 6H): the fourth leaves no column of 7.
    for (let k = 1; k <= 4; k++) {
      await page
        .getByRole('group', { name: `column ${k}`, exact: true })
        .getByRole('button')
        .last()
        .click();
      await settled(page);
      expect(await top()).toBe(start);
    }
    expect(await statusText(page)).toMatch(/6♥ to cell d\./);
    // A new deal starts from its own columns' height.
    await deal.fill('2');
    await page.getByRole('button', { name: 'Play deal' }).click();
    await waitForStatus(page, /Deal 2\./);
    expect(await top()).toBe(start);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.8: a Foxes and Dolphins selection rings its tiles over the island and rewrites no tile but their names', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    const r = await page.evaluate(() => {
      const map = document.querySelector('svg[aria-label="The island"]') as SVGSVGElement;
      const tiles = [...map.querySelectorAll<SVGGElement>('g[role="button"]')];
      const seen = new MutationObserver(() => {});
      seen.observe(map, { attributes: true, childList: true, subtree: true, characterData: true });
      // The first fox that has somewhere to go.
      let rings = 0;
      for (const fox of tiles.filter((t) => (t.getAttribute('aria-label') ?? '').endsWith(', fox'))) {
        fox.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        rings = map.querySelectorAll('.fd-marks polygon').length;
        if (rings > 1) break;
      }
      const records = seen.takeRecords();
      seen.disconnect();
      const marks = map.querySelector('.fd-marks') as SVGGElement;
      return {
        rings,
        targets: tiles.filter((t) => (t.getAttribute('aria-label') ?? '').endsWith(', target')).length,
        // What changed outside the rings' group: only names and marks' classes on tiles, no colour,
        // letter or shape.
        elsewhere: records
          .filter((m) => !marks.contains(m.target))
          .map((m) => (m.type === 'attributes' ? m.attributeName : m.type))
          .filter((what) => what !== 'aria-label' && what !== 'class' && what !== 'tabindex'),
      };
    });
    // The selected fox and its targets, each ringed.
    expect(r.rings).toBe(r.targets + 1);
    expect(r.targets).toBeGreaterThan(0);
    expect(r.elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 35: the Foxes and Dolphins island and every piece are drawn on layers of their own', async () => {
    // A piece's slide starting, or ending when the next click finishes it, then moves a layer over
    // the island instead of repainting and rasterising the island's tiles under it (the bench's
    // trace: 30 tiles on a move's click before, 3 after).
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    const r = await page.evaluate(() => {
      const map = document.querySelector('svg[aria-label="The island"]') as SVGSVGElement;
      const pieces = [...map.querySelectorAll('use.fd-fox, use.fd-dolphin')];
      return {
        map: getComputedStyle(map).willChange,
        pieces: pieces.length,
        slides: [...new Set(pieces.map((p) => getComputedStyle(p.parentElement as Element).willChange))],
      };
    });
    expect(r.map).toBe('transform');
    expect(r.pieces).toBeGreaterThan(0);
    expect(r.slides).toEqual(['transform']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.8: a Foxes and Dolphins click rewrites the address only when it changes', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    // Each replaceState is a same-document navigation the browser records: at every save, it had
    // made a click's frame reach the screen late (the bench's trace).
    await page.evaluate(() => {
      const w = window as unknown as { rewrites: number };
      w.rewrites = 0;
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        w.rewrites++;
        replace(...args);
      };
    });
    const rewrites = (): Promise<number> => page.evaluate(() => (window as unknown as { rewrites: number }).rewrites);
    const foxes = page.getByRole('group', { name: 'The island' }).getByRole('button', { name: /, fox$/ });
    await foxes.first().click();
    await settled(page);
    await waitForStatus(page, /^Selected \d+,\d+: \d+ targets?\./);
    await foxes.first().click();
    await settled(page);
    await waitForStatus(page, /^(Selected \d+,\d+: \d+ targets?|Nothing selected)\./);
    expect(await rewrites()).toBe(0);
    expect(page.url()).toMatch(/#\/foxdolphin\?side=fox&seed=1&delay=500$/);
    // A new game has a new seed: the address follows it, once.
    await page.getByRole('button', { name: 'New game' }).click();
    await waitForStatus(page, /^New game\./);
    const link = page.getByRole('link', { name: 'Link to this game' });
    await expect.poll(() => link.getAttribute('href')).not.toMatch(/seed=1&/);
    const seed = /seed=(\d+)/.exec((await link.getAttribute('href')) ?? '')![1];
    expect(await rewrites()).toBe(1);
    expect(page.url()).toMatch(new RegExp(`#/foxdolphin\\?side=fox&seed=${seed}&delay=500$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 19.8: after a pass the water and the Dolphins move in a task after the pass is drawn', async () => {
    const { page, errors, context } = await open(browser, '#/foxdolphin?side=fox&seed=1');
    await waitForStatus(page, /Your turn, Foxes: move 1 of 2, round 1/);
    const names = (): Promise<string[]> =>
      page
        .getByRole('group', { name: 'The island' })
        .getByRole('button')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const before = await names();
    // In the pass's own task the island is as it was: the round is played after the frame.
    const same = await page.evaluate(() => {
      const map = document.querySelector('svg[aria-label="The island"]') as SVGSVGElement;
      const look = (): string =>
        [...map.querySelectorAll('g[role="button"]')].map((g) => g.getAttribute('aria-label')).join(';');
      const start = look();
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Pass')!.click();
      return look() === start;
    });
    expect(same).toBe(true);
    await waitForStatus(page, /You pass.*Dolphins made.*Round 2: tide.*move 1 of 2, round 2/);
    expect(await names()).not.toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});

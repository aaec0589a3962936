// Issue 23 (reliability under faults), the freecell app's part: item 12's
// hint cache, and item 16's lines within 80 columns.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as model from '@arcade/model-freecell';
import { describe, expect, it, vi } from 'vitest';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { FreecellSession, HINT_OPTIONS, main } from '../src/index.js';
import { deal, replies, run } from './helpers.js';

// Counts the searches: the session and main call the model's solve.
const searches = vi.hoisted(() => ({ count: 0 }));
vi.mock('@arcade/model-freecell', async (original) => {
  const real = await original<typeof model>();
  return {
    ...real,
    solve: (...args: Parameters<typeof real.solve>) => {
      searches.count++;
      return real.solve(...args);
    },
  };
});

describe('issue 23.12: the solution behind hint is kept, so repeated hints cost one search', () => {
  it('repeated hints on an unchanged position, and while the player follows the hints, search once', () => {
    const s = new FreecellSession(deal(617));
    searches.count = 0;
    const first = s.solution();
    if (first.status !== 'solved') throw new Error('deal 617 is solvable');
    expect(s.solution()).toEqual(first);
    for (const [k, m] of first.moves.slice(0, 10).entries()) {
      expect(s.play(m).ok).toBe(true);
      expect(s.solution()).toEqual({ status: 'solved', moves: first.moves.slice(k + 1) });
    }
    // Back onto the path by undo: still known.
    s.undo();
    s.undo();
    expect(s.solution()).toEqual({ status: 'solved', moves: first.moves.slice(8) });
    expect(searches.count).toBe(1);
    // Off the path: a new search; with automatic moves switched, the turns differ, so a new one too.
    s.restart();
    s.play('1a');
    s.solution();
    expect(searches.count).toBe(2);
    s.auto = false;
    s.solution();
    expect(searches.count).toBe(3);
  });

  it('the solution kept still wins when played out', () => {
    const s = new FreecellSession(deal(617));
    const first = s.solution();
    if (first.status !== 'solved') throw new Error('deal 617 is solvable');
    for (const m of first.moves.slice(0, 20)) s.play(m);
    const rest = s.solution();
    if (rest.status !== 'solved') throw new Error('still solvable');
    for (const m of rest.moves) s.playSolutionMove(m);
    expect(s.game.gameWon()).toBe(true);
  });

  it('an unsolvable or given-up position is answered again without a search', () => {
    const lost = new FreecellSession(deal(1));
    for (const m of ['1a', '2b', '3c', '4d']) lost.play(m);
    searches.count = 0;
    lost.solution();
    const after = searches.count; // this position, then the start (to tell a lost deal from a lost position)
    expect(lost.solution()).toEqual({ status: 'unsolvable', fromStart: false });
    expect(searches.count).toBe(after);
    const hard = new FreecellSession(deal(617));
    searches.count = 0;
    expect(hard.solution({ maxNodes: 10 })).toEqual({ status: 'gave-up', nodes: expect.any(Number) });
    hard.solution({ maxNodes: 10 });
    expect(searches.count).toBe(1);
    // A bigger budget is a new search.
    expect(hard.solution({ maxNodes: 1_000_000 }).status).toBe('solved');
    expect(searches.count).toBe(2);
  });

  it('in the game: hint, hint, the hinted move, hint, then solve search once', () => {
    const s = new FreecellSession(deal(617));
    // The hint's own options (issue 21: the short mode), so that the move played is the hinted one.
    const plan = s.solution(HINT_OPTIONS);
    if (plan.status !== 'solved') throw new Error('deal 617 is solvable');
    searches.count = 0;
    const r = run(['--deal', '617'], ['hint', 'hint', plan.moves[0] as string, 'hint', 'solve']);
    expect(searches.count).toBe(1);
    expect(replies(r.out)[0]).toMatch(/^Hint: /);
    expect(r.out).toMatch(/\nResult: solved deal 617 by the solver in \d+ moves, 1 of them yours\n$/);
  });
});

describe('issue 23.16: the freecell lines within 80 columns', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freecell-issue23-'));
  const wide = (text: string): string[] => text.split('\n').filter((line) => line.length > 80);

  it('the random-deal banner, for the longest deal numbers and seeds (was 84-85)', () => {
    for (const seed of [4_294_967_295, 4_294_967_294, 1_000_000_000, 0]) {
      const r = run(['--seed', String(seed)], []);
      expect(r.out.split('\n')[0]).toMatch(/^Random deal \d+ \(seed \d+\): play it again with --deal \d+\.$/);
      expect(wide(r.out)).toEqual([]);
    }
    // The longest possible: a 7-digit deal and a 10-digit seed.
    expect('Random deal 1000000 (seed 4294967295): play it again with --deal 1000000.'.length).toBeLessThanOrEqual(80);
  });

  it('--board - without --solve (was 92)', () => {
    const r = run(['--board', '-'], []);
    expect(r.code).toBe(2);
    expect(wide(r.err)).toEqual([]);
    expect(r.err.split('\n')[0]).toBe('freecell: --board - reads stdin, which the moves need: use a file, or --solve');
  });

  it('a long board file name, and board parse errors (were 84 and 92-109), are wrapped', () => {
    const big = join(dir, 'y'.repeat(60));
    writeFileSync(big, 'a'.repeat(70_000));
    const cases: Record<string, string> = {
      'foundation.txt': 'Foundations: H-6 Z-1\n',
      'blank.txt': ': AH 2H\n\n: 3H\n',
      'string.txt': ': 1 2 3 4 5 6 7 8 9\n: a\n:\n:\n:\n:\n:\n:\n:\n',
    };
    const files = [big];
    for (const [name, text] of Object.entries(cases)) {
      writeFileSync(join(dir, name), text);
      files.push(join(dir, name));
    }
    for (const file of files) {
      const r = run(['--board', file], []);
      expect(r.code, file).toBe(1);
      expect(r.err, file).toMatch(/^freecell: /);
      expect(wide(r.err), file).toEqual([]);
    }
  });

  it('the messages of a game: the moves list, a deal with no solution, the end of a solved game', () => {
    const r = run(['--deal', '11982'], ['moves', 'hint']);
    expect(wide(r.out)).toEqual([]);
  }, 60_000);
});

describe('issue 22, fit the screen: the random-deal banner wraps at a narrow terminal', () => {
  it('at 40 columns every line of the banner fits, and the deal number is still there', () => {
    const output = bufferSink();
    const code = main(['--seed', '4294967295'], {
      input: scriptedReader(['quit']),
      output,
      error: bufferSink(),
      echo: true,
      columns: 40,
    });
    expect(code).toBe(0);
    const text = output.text();
    const banner = text.slice(0, text.indexOf('FreeCell deal'));
    expect(banner).toMatch(/^Random deal \d+/);
    expect(banner.trimEnd().split('\n').length).toBeGreaterThan(1);
    for (const line of banner.trimEnd().split('\n')) expect(line.length, line).toBeLessThanOrEqual(40);
  });
});

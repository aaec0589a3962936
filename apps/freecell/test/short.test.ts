// Issue 21.2: the solver's short mode on the command line (--solve --short, --range).
import { countMoves, FreecellGame, msDeal, solve } from '@arcade/model-freecell';
import { describe, expect, it } from 'vitest';
import { FreecellSession, HINT_OPTIONS, parseOptions, turnsOf } from '../src/index.js';
import { run } from './helpers.js';

describe('issue 21.2: freecell --solve --short and --range', () => {
  it('--solve --short prints the short solution (29 moves besides moves home on deal 1), which replays to a win', () => {
    const r = run(['--deal', '1', '--solve', '--short'], []);
    expect(r.code).toBe(0);
    const [head = '', line = ''] = r.out.split('\n');
    const moves = line.split(' ');
    expect(head).toBe(`Deal 1: solved in ${moves.length} moves, 29 besides moves home (--short)`);
    const g = new FreecellGame();
    g.newGame(msDeal(1));
    expect(countMoves(g, moves)).toBe(29);
    for (const m of moves) g.play(m);
    expect(g.gameWon()).toBe(true);
  }, 60_000);

  it('the short solution wins when typed with the automatic moves on (the moves home the game made are skipped)', () => {
    const r = run(['--deal', '2', '--solve', '--short'], []);
    const moves = (r.out.split('\n')[1] ?? '').split(' ');
    // The game sends safe cards home by itself; type the other moves.
    const g = new FreecellGame();
    g.newGame(msDeal(2));
    const typed: string[] = [];
    const solver = g.clone();
    for (const m of moves) {
      const before = solver.position().foundations.flat().length;
      solver.play(m);
      if (m.endsWith('h') && g.position().foundations.flat().length > before) continue;
      typed.push(m);
      g.play(m);
      g.autoMoveToFoundations();
    }
    expect(g.gameWon()).toBe(true);
    const played = run(['--deal', '2'], typed);
    expect(played.out).toMatch(/\nResult: won deal 2 in \d+ moves\n$/);
  }, 60_000);

  it('--range A..B prints each deal and the average, in the fast mode or (--short) the short one', () => {
    const fast = run(['--range', '1..3'], []);
    expect(fast.code).toBe(0);
    expect(fast.out).toMatch(
      /^Deal 1: \d+ moves\nDeal 2: \d+ moves\nDeal 3: \d+ moves\nDeals 1\.\.3 \(fast mode\): 3 solved, average [\d.]+ moves besides moves home\n$/,
    );
    const short = run(['--range', '11982..11982', '--short'], []);
    expect(short.out).toBe(
      'Deal 11982: unsolvable\nDeals 11982..11982 (short mode): 0 solved, no deal solved; not solved: 1\n',
    );
  }, 60_000);

  it('refuses --short without a way to solve, and bad ranges, in one line', () => {
    expect(parseOptions(['--short'])).toBe('--short is a way to solve: give it with --solve or --range');
    expect(parseOptions(['--range', '5..2'])).toBe('--range 5..2 is empty: the first deal comes first');
    expect(parseOptions(['--range', '1-5'])).toMatch(/^--range needs two deal numbers A\.\.B/);
    expect(parseOptions(['--range', '0..5'])).toMatch(/^--range needs an integer from 1/);
    expect(parseOptions(['--range', '1..2', '--deal', '3'])).toBe(
      '--range solves deals A..B: leave out --deal, --seed and --board',
    );
    expect(parseOptions(['--range', '1..2000000'])).toBe('--range holds at most 1000000 deals, got 2000000');
    const ok = parseOptions(['--range', '1..100', '--short']);
    expect(typeof ok !== 'string' && ok.range).toEqual({ from: 1, to: 100 });
  });
});

describe('issue 21.2: hint and solve at the prompt use the short mode', () => {
  it("deal 1's hint counts the short solution's turns, far fewer than the fast mode's", () => {
    const g = new FreecellGame();
    g.newGame(msDeal(1));
    const fast = solve(g);
    if (fast.status !== 'solved') throw new Error('deal 1 is solvable');
    const plan = new FreecellSession(g.clone()).solution(HINT_OPTIONS);
    if (plan.status !== 'solved') throw new Error('deal 1 is solvable');
    // The turns besides moves home: 29 (macroxue's count for deal 1) against the fast mode's 52;
    // the moves home that the game's safe automatic moves do not make are turns too.
    const notHome = (ms: readonly string[]) => ms.filter((m) => !m.endsWith('h')).length;
    expect(notHome(plan.moves)).toBe(29);
    expect(notHome(turnsOf(g, fast.moves, true))).toBe(52);
    const r = run(['--deal', '1'], ['hint', 'solve']);
    expect(r.out).toContain(`(${plan.moves.length} moves to win from here)`);
    expect(r.out).toMatch(/\nResult: solved deal 1 by the solver in \d+ moves\n$/);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { FreecellError, FreecellGame, GameNotStarted, makeBoard, msDeal, parseBoard, solve } from '../src/index.js';
import { deal, STUCK } from './helpers.js';

describe('solve', () => {
  it('solves Microsoft deals 1..200, and every solution replays with play() to a win', () => {
    for (let n = 1; n <= 200; n++) {
      const g = deal(n);
      const r = solve(g);
      expect(r.status, `deal ${n}`).toBe('solved');
      if (r.status !== 'solved') continue;
      for (const m of r.moves) g.play(m);
      expect(g.gameWon(), `deal ${n}`).toBe(true);
      // length leaves out the automatic foundation moves, which are all 'h' moves.
      expect(r.length).toBeLessThanOrEqual(r.moves.length);
      expect(r.moves.length - r.length).toBeLessThanOrEqual(52);
    }
  }, 120_000);

  it("names a partial run onto an empty column as fc-solve does ('41v3'), and play() replays it", () => {
    // Scan deals until a solution moves part of a run onto an empty column (a few
    // hundred deals in, whatever the tuning), and replay that solution.
    let found: string[] | null = null;
    for (let n = 1; n <= 3000 && found === null; n++) {
      const g = deal(n);
      const r = solve(g);
      if (r.status !== 'solved' || !r.moves.some((m) => /^[1-8][1-8]v\d+$/.test(m))) continue;
      found = r.moves;
      for (const m of r.moves) g.play(m);
      expect(g.gameWon(), `deal ${n}`).toBe(true);
    }
    expect(found).not.toBeNull();
  }, 60_000);

  it('proves deal 11982 unsolvable by exhausting the search', () => {
    // 11982 is the one deal of 1..32000 that no one has solved (FreeCell FAQ; fc-solve agrees).
    expect(solve(deal(11982)).status).toBe('unsolvable');
  }, 60_000);

  it('proves a position with no move at all unsolvable after one expansion per search (four budgeted attempts, then the complete one hashed and exact)', () => {
    const r = solve(parseBoard(STUCK));
    expect(r.status).toBe('unsolvable');
    expect(r.nodes).toBe(6);
  });

  it('redoes an exhausted search with exact keys, and both passes see the same positions', () => {
    // One unbudgeted attempt: the hashed search, then the exact one, expand equally many
    // positions (no two positions shared a 64-bit hash).
    const r = solve(deal(11982), { weights: {} });
    expect(r.status).toBe('unsolvable');
    expect(r.nodes % 2).toBe(0);
    expect(r.nodes / 2).toBeGreaterThan(10_000);
  }, 60_000);

  it('returns the automatic moves alone when the rest is automatic', () => {
    const g = parseBoard(`Foundations: H-Q C-K D-K S-K
:
: KH
:
:
:
:
:
:
`);
    expect(solve(g)).toEqual({ status: 'solved', moves: ['2h'], length: 0, nodes: 0 });
  });

  it("regression: a position the budgeted searches' early automatic moves win outright (its solution once listed a foundation move twice)", () => {
    // Deal 3 part way along its solution: every card goes home by the eager
    // rule, while the strict one stops at TC (the diamonds are one short).
    const g = parseBoard(`Foundations: H-7 C-9 S-8 D-8
Freecells: JS KH JH QD
: KC QH JC TD 9S
: KD QS JD TC
: QC 9D TS 9H
: KS
:
: 8H
: TH
:
`);
    const r = solve(g);
    expect(r.status).toBe('solved');
    if (r.status !== 'solved') return;
    expect(r.nodes).toBe(0);
    expect(r.moves).toHaveLength(20); // the 20 cards not home (52 - 7 - 9 - 8 - 8), each once
    for (const m of r.moves) g.play(m);
    expect(g.gameWon()).toBe(true);
    // TC and TS go home by hand (the game's own automatic moves would not send them).
    expect(r.length).toBeGreaterThan(0);
  });

  it('gives up past a node budget or a time budget, and needs a clock for the time', () => {
    expect(solve(deal(11982), { maxNodes: 100 }).status).toBe('gave-up');
    let t = 0;
    const now = (): number => (t += 1000);
    expect(solve(deal(11982), { timeLimitMs: 5000, now }).status).toBe('gave-up');
    expect(() => solve(deal(1), { timeLimitMs: 10 })).toThrow(/needs a clock/);
  });

  it('rejects a game before newGame and a negative node budget', () => {
    expect(() => solve(new FreecellGame())).toThrow(GameNotStarted);
    expect(() => solve(deal(1), { maxNodes: -1 })).toThrow(FreecellError);
  });

  it('is deterministic and leaves the game untouched', () => {
    const g = deal(617);
    const before = makeBoard(g);
    const a = solve(g);
    const b = solve(g.clone());
    expect(a).toEqual(b);
    expect(makeBoard(g)).toBe(before);
  });

  it('solves from a position in progress', () => {
    const g = new FreecellGame();
    g.newGame(msDeal(5));
    g.play('1a');
    g.play('2b');
    const r = solve(g);
    expect(r.status).toBe('solved');
    if (r.status === 'solved') for (const m of r.moves) g.play(m);
    expect(g.gameWon()).toBe(true);
  });
});

describe('regressions: solve checks its options', () => {
  let t = 0;
  const now = (): number => (t += 1000);

  it('regression: timeLimitMs NaN is a FreecellError (the search never gave up)', () => {
    expect(() => solve(deal(11982), { timeLimitMs: Number.NaN, now })).toThrow(
      new FreecellError('OUT_OF_RANGE', 'solve: timeLimitMs must be a number >= 0, got NaN'),
    );
    expect(() => solve(deal(1), { timeLimitMs: -5, now })).toThrow(/timeLimitMs must be a number >= 0, got -5/);
    expect(() => solve(deal(1), { timeLimitMs: '5' as unknown as number, now })).toThrow(
      new FreecellError('WRONG_TYPE', 'solve: timeLimitMs must be a number, got "5" (a string)'),
    );
    // A clock that reads NaN would make the deadline NaN, never passed.
    expect(() => solve(deal(1), { timeLimitMs: 5, now: () => Number.NaN })).toThrow(
      /now\(\) must return a finite number/,
    );
    expect(() => solve(deal(1), { maxNodes: Number.NaN })).toThrow(/maxNodes must be a number >= 0, got NaN/);
  });

  it('regression: weights { home: NaN } is a FreecellError naming the weight (it was accepted)', () => {
    expect(() => solve(deal(1), { weights: { home: Number.NaN } })).toThrow(
      new FreecellError('OUT_OF_RANGE', 'solve: weights.home must be a finite number, got NaN'),
    );
    expect(() => solve(deal(1), { weights: { cells: Infinity } })).toThrow(/weights\.cells must be a finite number/);
    expect(() => solve(deal(1), { weights: { hoem: 1 } as never })).toThrow(/weights\.hoem is not a weight/);
    // Scores are small integers (no garbage per child): weights past 1000 in size are refused.
    expect(() => solve(deal(1), { weights: { blocked: 1e308 } })).toThrow(
      new FreecellError('OUT_OF_RANGE', 'solve: weights.blocked must be from -1000 to 1000, got 1e+308'),
    );
    expect(solve(deal(1), { weights: { blocked: -1000, home: 1000 } }).status).not.toBe('gave-up');
    expect(() => solve(deal(1), { attempts: [] })).toThrow(/attempts must be a non-empty array/);
    expect(() => solve(deal(1), { attempts: [{ weights: { depth: Number.NaN }, budget: 10 }] })).toThrow(
      /attempts\[0\]\.weights\.depth must be a finite number/,
    );
    expect(() => solve(deal(1), { attempts: [{ weights: {}, budget: Number.NaN }] })).toThrow(
      /attempts\[0\]\.budget must be a number >= 0/,
    );
    expect(() => solve(deal(1), { weights: {}, attempts: [{ weights: {}, budget: Infinity }] })).toThrow(/not both/);
    // Good options still work: Infinity is "no limit" for a budget.
    expect(solve(deal(1), { weights: { home: 0.7 }, maxNodes: Infinity }).status).toBe('solved');
  });
});

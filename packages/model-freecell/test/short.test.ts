import { describe, expect, it } from 'vitest';
import { countMoves, FreecellError, makeBoard, solve } from '../src/index.js';
import { board, deal } from './helpers.js';

/** Every suit home up to the jack; nothing can go home until a king moves. */
const ENDGAME = `Foundations: H-J C-J D-J S-J
Freecells: - - - -
: QH KS
: QD KH
: QS KD
: QC KC
:
:
:
:`;

describe('issue 21.1: the move count under maximum auto play (countMoves)', () => {
  it('counts every move but those home: two moves to the cells win the end game', () => {
    const g = board(ENDGAME);
    const moves = ['1a', '1h', '2h', '2h', '3h', '3h', 'ah', '4b', '4h', 'bh'];
    expect(countMoves(g, moves)).toBe(2);
    // The game is not changed.
    expect(makeBoard(g)).toBe(makeBoard(board(ENDGAME)));
  });

  it('counts a sequence move as one', () => {
    const g = deal(1);
    const r = solve(g);
    if (r.status !== 'solved') throw new Error('deal 1 solved');
    expect(countMoves(g, r.moves)).toBe(r.moves.filter((m) => !m.endsWith('h')).length);
  });

  it('refuses an illegal move with the move named, and changes nothing', () => {
    const g = board(ENDGAME);
    expect(() => countMoves(g, ['1a', '1b', '5h'])).toThrow(/move 3 \(5h\)/);
    expect(() => countMoves(g, ['1a', 7 as unknown as string])).toThrow(FreecellError);
    expect(makeBoard(g)).toBe(makeBoard(board(ENDGAME)));
  });
});

describe("issue 21.1: the short mode, solve(game, { minimize: 'moves' })", () => {
  it('finds the two-move solution of the end game, in standard notation that replays to a win', () => {
    const g = board(ENDGAME);
    const r = solve(g, { minimize: 'moves', beam: 64 });
    expect(r.status).toBe('solved');
    if (r.status !== 'solved') return;
    expect(r.length).toBe(2);
    for (const m of r.moves) g.play(m);
    expect(g.gameWon()).toBe(true);
  });

  it('solves deals 1..5 shorter than the fast mode, and each solution replays with the game', () => {
    for (let n = 1; n <= 5; n++) {
      const g = deal(n);
      const fast = solve(g);
      const short = solve(g, { minimize: 'moves', beam: 1024 });
      if (fast.status !== 'solved' || short.status !== 'solved') throw new Error(`deal ${n} solved`);
      expect(short.length, `deal ${n}`).toBe(countMoves(g, short.moves));
      expect(short.length, `deal ${n}`).toBeLessThan(countMoves(g, fast.moves));
      expect(short.cutShort).toBe(false);
      for (const m of short.moves) g.play(m);
      expect(g.gameWon(), `deal ${n}`).toBe(true);
    }
  }, 60_000);

  it('deal 1 at the default beam: 29 moves, as macroxue/freecell', () => {
    const r = solve(deal(1), { minimize: 'moves' });
    expect(r.status === 'solved' && r.length).toBe(29);
  }, 60_000);

  it('proves deal 11982 unsolvable, as the fast mode does', () => {
    expect(solve(deal(11982), { minimize: 'moves', beam: 64 }).status).toBe('unsolvable');
  }, 60_000);

  it('within a budget returns the best solution found so far, marked cutShort', () => {
    const g = deal(1);
    const r = solve(g, { minimize: 'moves', maxNodes: 5000 });
    expect(r.status).toBe('solved');
    if (r.status !== 'solved') return;
    expect(r.cutShort).toBe(true);
    for (const m of r.moves) g.play(m);
    expect(g.gameWon()).toBe(true);
    // A clock works as for the fast mode.
    let t = 0;
    const timed = solve(deal(1), { minimize: 'moves', timeLimitMs: 50, now: () => (t += 1) });
    expect(timed.status === 'solved' && timed.cutShort).toBe(true);
  });

  it('refuses bad options before searching', () => {
    expect(() => solve(deal(1), { minimize: 'time' as 'moves' })).toThrow(/minimize must be 'moves'/);
    expect(() => solve(deal(1), { minimize: 'moves', beam: 0 })).toThrow(/beam must be a whole number/);
    expect(() => solve(deal(1), { minimize: 'moves', beam: 1.5 })).toThrow(FreecellError);
    expect(() => solve(deal(1), { minimize: 'moves', maxNodes: Number.NaN })).toThrow(/maxNodes/);
    expect(() => solve(deal(1), { beam: 64 })).toThrow(/beam is the short mode's option/);
    // Own properties only: a minimize inherited from a prototype is not read (the fast mode runs).
    const inherited = Object.create({ minimize: 'moves' }) as { maxNodes?: number };
    inherited.maxNodes = 100_000;
    const r = solve(deal(1), inherited);
    expect(r.status === 'solved' && r.cutShort).toBe(undefined);
  });
});

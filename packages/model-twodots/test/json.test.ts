import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Board,
  bestMove,
  IllegalArgumentException,
  makeBoard,
  mulberry32,
  PointT,
  TwoDotsBoard,
  TwoDotsError,
} from '../src/index.js';
import { SeededRandom, seededRandom } from '@arcade/core';

/** Plays `n` legal moves on `board` (bestMove's, which may be loops), stopping when there is none. */
function play(board: TwoDotsBoard, n: number): string[] {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    const best = bestMove(board);
    if (best === null) break;
    board.applyMove(best.path);
    seen.push(makeBoard(board));
  }
  return seen;
}

const games = fc.record({
  seed: fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }),
  rows: fc.integer({ min: 1, max: 6 }),
  cols: fc.integer({ min: 1, max: 6 }),
  before: fc.nat({ max: 6 }),
  after: fc.integer({ min: 1, max: 6 }),
  seeded: fc.boolean(),
});

function errorCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (!(e instanceof TwoDotsError)) throw e;
    return e.code;
  }
  return undefined;
}

describe('saving a Two Dots board', () => {
  it('issue 20.3: fromJSON(JSON.parse(JSON.stringify(board))) is the same board and draws the same dots', () => {
    fc.assert(
      fc.property(games, ({ seed, rows, cols, before, after, seeded }) => {
        const board = new TwoDotsBoard(rows, cols, seeded ? seededRandom(seed) : mulberry32(seed));
        play(board, before);
        const text = JSON.stringify(board);
        const copy = TwoDotsBoard.fromJSON(JSON.parse(text));
        expect(makeBoard(copy)).toBe(makeBoard(board));
        expect(copy.getNumRow()).toBe(rows);
        expect(copy.getNumCol()).toBe(cols);
        expect(JSON.stringify(copy)).toBe(text);
        expect(play(copy, after)).toEqual(play(board, after));
        expect(JSON.stringify(copy)).toBe(JSON.stringify(board));
      }),
      { numRuns: 60 },
    );
  });

  it('issue 20.3: the saved data is versioned and shows dots and points in their notation', () => {
    const board = TwoDotsBoard.fromRows(
      [
        ['R', 'G'],
        ['B', 'Y'],
      ],
      seededRandom(7),
    );
    expect(board.toJSON()).toEqual({ v: 1, cols: 2, rows: ['RG', 'BY'], rng: 7 });
    expect(JSON.stringify([new PointT(1, 2), new PointT(0, 0)])).toBe('["1,2","0,0"]');
    expect(JSON.stringify(new Board(1, 2, (p) => p.col()))).toBe('{"v":1,"cols":2,"rows":[[0,1]]}');
    expect(PointT.fromJSON('1,2').equals(new PointT(1, 2))).toBe(true);
    expect(new TwoDotsBoard(0, 4, seededRandom(1)).toJSON()).toEqual({ v: 1, cols: 4, rows: [], rng: 1 });
    expect(TwoDotsBoard.fromJSON({ v: 1, cols: 4, rows: [], rng: 1 }).getNumCol()).toBe(4);
  });

  it('issue 20.3: bad saved data is refused with IllegalArgumentException BAD_DATA, never a TypeError', () => {
    const good = { v: 1, cols: 2, rows: ['RG', 'BY'], rng: 7 };
    const bad: unknown[] = [
      null,
      undefined,
      7,
      'RG',
      [],
      { ...good, v: 2 },
      { ...good, v: '1' },
      { cols: 2, rows: ['RG', 'BY'], rng: 7 },
      { ...good, extra: 1 },
      { ...good, cols: '2' },
      { ...good, cols: 3 },
      { ...good, cols: 1001 },
      { ...good, rows: 'RGBY' },
      { ...good, rows: ['RG', 'B'] },
      { ...good, rows: ['RG', 'BZ'] },
      { ...good, rows: ['RG', ['B', 'Y']] },
      { ...good, rows: ['RG', null] },
      { ...good, rows: Array.from({ length: 1001 }, () => 'RG') },
      { ...good, rows: ['R'.repeat(2000), 'BY'] },
      { ...good, rng: -1 },
      { ...good, rng: 2 ** 32 },
      { ...good, rng: 1.5 },
      { ...good, rng: '7' },
      Object.assign(Object.create({ v: 1 }), { cols: 2, rows: ['RG', 'BY'], rng: 7 }),
    ];
    for (const data of bad)
      expect(
        errorCode(() => TwoDotsBoard.fromJSON(data)),
        JSON.stringify(data),
      ).toBe('BAD_DATA');
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const code = errorCode(() => TwoDotsBoard.fromJSON(data));
        expect(code).toBe('BAD_DATA');
      }),
    );
    for (const p of ['1, 2', '(1, 2)', '1,2,3', '', 'a,b', 12, null, '1234567890,1'])
      expect(errorCode(() => PointT.fromJSON(p))).toBe('BAD_DATA');
  });

  it('issue 20.3: a board drawing from a caller’s own function says it cannot be saved', () => {
    const board = new TwoDotsBoard(2, 2, () => 0.5);
    expect(() => JSON.stringify(board)).toThrow(IllegalArgumentException);
    expect(errorCode(() => board.toJSON())).toBe('NOT_SAVABLE');
  });
});

describe('clone and the random source', () => {
  it('issue 20.4: look-ahead on a clone never changes the original’s future dots', () => {
    fc.assert(
      fc.property(games, ({ seed, rows, cols, before, after, seeded }) => {
        const board = new TwoDotsBoard(rows, cols, seeded ? seededRandom(seed) : mulberry32(seed));
        const twin = new TwoDotsBoard(rows, cols, seeded ? seededRandom(seed) : mulberry32(seed));
        play(board, before);
        play(twin, before);
        const ahead = board.clone();
        const lookahead = play(ahead, after);
        // The original, played after the look-ahead, deals exactly what its untouched twin deals,
        // and the clone dealt that same future.
        const real = play(board, after);
        expect(real).toEqual(play(twin, after));
        expect(lookahead).toEqual(real);
      }),
      { numRuns: 60 },
    );
  });

  it('issue 20.4: mulberry32 still deals the dots it dealt before (one seeded generator, from @arcade/core)', () => {
    // makeBoard(new TwoDotsBoard(3, 4, mulberry32(42))) before issue 20.4.
    const board = new TwoDotsBoard(3, 4, mulberry32(42));
    const rng = seededRandom(42);
    const expected = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => 'RGBPY'[Math.floor(rng.next() * 5)]).join(''),
    ).join('\n');
    expect(makeBoard(board)).toBe(expected);
    expect(makeBoard(board)).toBe('PBYP\nRBGP\nYBGY');
    expect(SeededRandom.fromState(board.toJSON().rng).state).toBe(rng.state);
  });
});

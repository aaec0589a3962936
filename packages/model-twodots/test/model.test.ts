import { describe, expect, it } from 'vitest';
import {
  Board,
  Color,
  COLORS,
  COLOR_NAMES,
  IllegalArgumentException,
  IndexOutOfBoundsException,
  PointT,
  TwoDotsBoard,
  describeProblem,
  isAdjacent,
  isColor,
  makeBoard,
  mulberry32,
  parseBoard,
  randomColor,
} from '../src/index.js';

const P = (r: number, c: number) => new PointT(r, c);

describe('Color', () => {
  it('has the five MIS colours in MIS order', () => {
    expect(COLORS).toEqual(['R', 'G', 'B', 'P', 'Y']);
    expect(Color.P).toBe('P');
    expect(COLOR_NAMES.P).toBe('purple');
    expect(isColor('Y')).toBe(true);
    expect(isColor('X')).toBe(false);
    expect(isColor(3)).toBe(false);
  });

  it('randomColor maps i = floor(5x) onto R G B P Y', () => {
    expect(randomColor(() => 0)).toBe('R');
    expect(randomColor(() => 0.2)).toBe('G');
    expect(randomColor(() => 0.4)).toBe('B');
    expect(randomColor(() => 0.6)).toBe('P');
    expect(randomColor(() => 0.9999999)).toBe('Y');
  });

  it('randomColor throws IllegalArgumentException for a source outside [0, 1)', () => {
    for (const bad of [1, -0.1, Number.NaN, 2]) {
      expect(() => randomColor(() => bad)).toThrow(IllegalArgumentException);
    }
    expect(() => randomColor((() => '0.5') as unknown as () => number)).toThrow(/\[0, 1\)/);
  });

  it('mulberry32 replays a seed and differs across seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const c = mulberry32(8);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(xs);
    expect(() => mulberry32(Number.NaN)).toThrow(IllegalArgumentException);
  });

  it('mulberry32 spreads colours roughly evenly', () => {
    const rng = mulberry32(123);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 5000; i++) {
      const c = randomColor(rng);
      counts[c] = (counts[c] ?? 0) + 1;
    }
    for (const c of COLORS) {
      expect(counts[c]).toBeGreaterThan(850);
      expect(counts[c]).toBeLessThan(1150);
    }
  });
});

describe('PointT', () => {
  it('stores row and col, translate returns a new point', () => {
    const p = P(2, 3);
    expect(p.row()).toBe(2);
    expect(p.col()).toBe(3);
    const q = p.translate(-1, 2);
    expect([q.row(), q.col()]).toEqual([1, 5]);
    expect([p.row(), p.col()]).toEqual([2, 3]);
    expect(p.equals(P(2, 3))).toBe(true);
    expect(p.equals(q)).toBe(false);
    expect(p.toString()).toBe('(2, 3)');
  });

  it('throws IllegalArgumentException for non-integers', () => {
    expect(() => P(1.5, 0)).toThrow(IllegalArgumentException);
    expect(() => P(0, Number.NaN)).toThrow(IllegalArgumentException);
    expect(() => P(0, 0).translate(0.5, 0)).toThrow(IllegalArgumentException);
  });

  it('isAdjacent is true only one orthogonal step away', () => {
    expect(isAdjacent(P(1, 1), P(0, 1))).toBe(true);
    expect(isAdjacent(P(1, 1), P(2, 1))).toBe(true);
    expect(isAdjacent(P(1, 1), P(1, 0))).toBe(true);
    expect(isAdjacent(P(1, 1), P(1, 2))).toBe(true);
    expect(isAdjacent(P(1, 1), P(2, 2))).toBe(false);
    expect(isAdjacent(P(1, 1), P(1, 1))).toBe(false);
    expect(isAdjacent(P(1, 1), P(1, 3))).toBe(false);
  });
});

describe('Board<T>', () => {
  it('fills, gets and sets, row 0 at the top', () => {
    const b = new Board<number>(2, 3, (p) => p.row() * 10 + p.col());
    expect(b.getNumRow()).toBe(2);
    expect(b.getNumCol()).toBe(3);
    expect(b.get(P(1, 2))).toBe(12);
    b.set(P(0, 0), 99);
    expect(b.get(P(0, 0))).toBe(99);
    expect(b.toRows()).toEqual([
      [99, 1, 2],
      [10, 11, 12],
    ]);
  });

  it('allows an empty board, rejects negative or fractional sizes', () => {
    expect(new Board(0, 0, () => 1).getNumRow()).toBe(0);
    expect(() => new Board(-1, 2, () => 1)).toThrow(IllegalArgumentException);
    expect(() => new Board(2, -1, () => 1)).toThrow(IllegalArgumentException);
    expect(() => new Board(1.5, 2, () => 1)).toThrow(IllegalArgumentException);
    expect(() => new Board(2, 2, 5 as unknown as () => number)).toThrow(IllegalArgumentException);
    expect(() => new Board(-1, 2, () => 1)).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', name: 'IllegalArgumentException' }),
    );
  });

  it('get and set off the board throw IndexOutOfBoundsException and change nothing', () => {
    const b = new Board<string>(2, 2, () => 'x');
    const before = b.toRows();
    for (const p of [P(-1, 0), P(0, -1), P(2, 0), P(0, 2)]) {
      expect(() => b.get(p)).toThrow(IndexOutOfBoundsException);
      expect(() => b.set(p, 'y')).toThrow(IndexOutOfBoundsException);
    }
    expect(b.toRows()).toEqual(before);
    expect(() => b.get(P(5, 5))).toThrow(
      expect.objectContaining({ code: 'IndexOutOfBoundsException', message: expect.stringMatching(/\(5, 5\).*2 x 2/) }),
    );
    expect(() => b.get({ row: () => 0, col: () => 0 } as unknown as PointT)).toThrow(IllegalArgumentException);
  });

  it('toRows is a copy', () => {
    const b = new Board<number>(1, 1, () => 1);
    (b.toRows()[0] as number[])[0] = 5;
    expect(b.get(P(0, 0))).toBe(1);
  });
});

describe('TwoDotsBoard', () => {
  it('one seed makes the same board, another seed a different one', () => {
    const a = new TwoDotsBoard(6, 6, mulberry32(1));
    const b = new TwoDotsBoard(6, 6, mulberry32(1));
    const c = new TwoDotsBoard(6, 6, mulberry32(2));
    expect(makeBoard(a)).toBe(makeBoard(b));
    expect(makeBoard(a)).not.toBe(makeBoard(c));
    expect(a.getNumRow()).toBe(6);
    expect(a.getNumCol()).toBe(6);
    expect(a.toRows().flat().every(isColor)).toBe(true);
    // Without a source it is still reproducible.
    expect(makeBoard(new TwoDotsBoard(3, 3))).toBe(makeBoard(new TwoDotsBoard(3, 3)));
  });

  it('rejects a non-function rng and bad sizes', () => {
    expect(() => new TwoDotsBoard(6, 6, 3 as unknown as () => number)).toThrow(IllegalArgumentException);
    expect(() => new TwoDotsBoard(-1, 6)).toThrow(IllegalArgumentException);
  });

  const grid = parseBoard(['RRBG', 'GYBG', 'PPBG', 'YYYY'].join('\n'));

  it('validateMoves accepts a one-colour orthogonal path of distinct dots', () => {
    expect(grid.validateMoves([P(0, 0), P(0, 1)])).toBe(true);
    expect(grid.validateMoves([P(0, 2), P(1, 2), P(2, 2)])).toBe(true);
    expect(grid.validateMoves([P(3, 0), P(3, 1), P(3, 2), P(3, 3)])).toBe(true);
    // Row 0 is a valid row (the ruling on validRow's r > 0).
    expect(grid.validateMoves([P(0, 3), P(1, 3)])).toBe(true);
  });

  it('checkMoves names each refusal', () => {
    expect(grid.checkMoves([])).toEqual({ kind: 'tooShort', length: 0 });
    expect(grid.checkMoves([P(0, 0)])).toEqual({ kind: 'tooShort', length: 1 });
    expect(grid.checkMoves([P(0, 0), P(0, 4)])?.kind).toBe('offBoard');
    expect(grid.checkMoves([P(-1, 0), P(0, 0)])?.kind).toBe('offBoard');
    expect(grid.checkMoves([P(0, 0), P(0, 0)])?.kind).toBe('repeated');
    expect(grid.checkMoves([P(0, 0), P(0, 1), P(0, 0)])?.kind).toBe('repeated');
    expect(grid.checkMoves([P(3, 0), P(3, 2)])?.kind).toBe('notAdjacent');
    expect(grid.checkMoves([P(3, 0), P(2, 1)])?.kind).toBe('notAdjacent');
    expect(grid.checkMoves([P(0, 1), P(0, 2)])).toMatchObject({
      kind: 'twoColors',
      index: 1,
      fromColor: 'R',
      toColor: 'B',
    });
    expect(grid.checkMoves(null as unknown as PointT[])).toEqual({ kind: 'notMoves' });
    expect(
      grid.checkMoves([
        [0, 0],
        [0, 1],
      ] as unknown as PointT[]),
    ).toEqual({ kind: 'notMoves' });
    for (const bad of [[], [P(0, 0), P(0, 0)], [P(3, 0), P(3, 2)], [P(0, 1), P(0, 2)], [P(9, 9), P(9, 8)]]) {
      expect(grid.validateMoves(bad)).toBe(false);
    }
  });

  it('describeProblem gives one line for each kind', () => {
    const problems = [
      grid.checkMoves([]),
      grid.checkMoves([P(0, 0), P(0, 4)]),
      grid.checkMoves([P(0, 0), P(0, 0)]),
      grid.checkMoves([P(3, 0), P(3, 2)]),
      grid.checkMoves([P(0, 1), P(0, 2)]),
      grid.checkMoves(null as unknown as PointT[]),
    ];
    for (const p of problems) {
      expect(p).not.toBeNull();
      const text = describeProblem(p!);
      expect(text).not.toContain('\n');
      expect(text.length).toBeGreaterThan(5);
    }
    expect(describeProblem(problems[4]!)).toBe('(0, 1) is R but (0, 2) is B');
  });

  it('updateBoard removes the path and lets the column fall (gravity)', () => {
    // rng always 0 draws R for every new dot.
    const b = parseBoard('GBY\nPBY\nYBG\nRRG', () => 0);
    b.updateBoard([P(0, 1), P(1, 1), P(2, 1)]);
    // Removed (2,1), (1,1), (0,1): column 1 keeps only R at the bottom, refilled with R on top.
    expect(makeBoard(b)).toBe('GRY\nPRY\nYRG\nRRG');
  });

  it('updateBoard: dots above a removed dot fall down, new dots fill the top', () => {
    let i = 0;
    const draws = [0.9, 0.7]; // Y, then P
    const b = parseBoard('R\nG\nB\nB\nP', () => draws[i++] ?? 0);
    b.updateBoard([P(2, 0), P(3, 0)]);
    expect(makeBoard(b)).toBe('Y\nP\nR\nG\nP');
  });

  it('updateBoard draws new dots column by column, top row first', () => {
    let i = 0;
    const draws = [0.0, 0.2, 0.4, 0.6]; // R G B P
    const b = parseBoard('YY\nYY', () => draws[i++] ?? 0);
    b.updateBoard([P(0, 0), P(1, 0), P(1, 1), P(0, 1)]);
    expect(makeBoard(b)).toBe('RB\nGP');
  });

  it('updateBoard throws IllegalArgumentException for a refused path and changes nothing', () => {
    const b = parseBoard('RRB\nGYB\nPPB');
    const before = makeBoard(b);
    expect(() => b.updateBoard([P(0, 0)])).toThrow(IllegalArgumentException);
    expect(() => b.updateBoard([P(0, 1), P(0, 2)])).toThrow(/\(0, 1\) is R but \(0, 2\) is B/);
    expect(() => b.updateBoard([P(0, 2), P(0, 3)])).toThrow(IllegalArgumentException);
    expect(makeBoard(b)).toBe(before);
  });

  it('updateBoard changes nothing when the random source fails', () => {
    const b = parseBoard('RRB\nGYB\nPPB', () => 1.5);
    const before = makeBoard(b);
    expect(() => b.updateBoard([P(0, 0), P(0, 1)])).toThrow(IllegalArgumentException);
    expect(makeBoard(b)).toBe(before);
  });

  it('set and get work on a TwoDotsBoard', () => {
    const b = parseBoard('RG\nBP');
    b.set(P(1, 1), 'Y');
    expect(b.get(P(1, 1))).toBe('Y');
    expect(() => b.set(P(2, 0), 'Y')).toThrow(IndexOutOfBoundsException);
  });

  it('clone is independent and keeps the random source', () => {
    const b = parseBoard('RR\nGB', mulberry32(3));
    const c = b.clone();
    c.updateBoard([P(0, 0), P(0, 1)]);
    expect(makeBoard(b)).toBe('RR\nGB');
    expect(makeBoard(c)).not.toBe(undefined);
    expect(makeBoard(c).split('\n')[1]).toBe('GB');
  });
});

describe('parseBoard / makeBoard', () => {
  it('round-trips text and boards', () => {
    const text = 'RGBPY\nYPBGR\nRRRRR';
    expect(makeBoard(parseBoard(text))).toBe(text);
    const b = new TwoDotsBoard(6, 6, mulberry32(99));
    expect(makeBoard(parseBoard(makeBoard(b)))).toBe(makeBoard(b));
  });

  it('ignores blank lines and surrounding spaces', () => {
    expect(makeBoard(parseBoard('\n  RG \n\n BP\n'))).toBe('RG\nBP');
  });

  it('rejects unknown letters and ragged rows', () => {
    expect(() => parseBoard('RX\nGB')).toThrow(/"X"/);
    expect(() => parseBoard('RG\nG')).toThrow(IllegalArgumentException);
    expect(() => TwoDotsBoard.fromRows([['R', 'Q' as Color]])).toThrow(IllegalArgumentException);
  });

  it('fromRows leaves the random source untouched', () => {
    const a = mulberry32(5);
    const b = mulberry32(5);
    TwoDotsBoard.fromRows([['R', 'G']], a);
    expect(a()).toBe(b());
  });
});

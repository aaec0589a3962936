// Loops (beside the MIS): checkLoop/isLoop/checkPlay and applyMove.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Color,
  COLORS,
  IllegalArgumentException,
  MIN_LOOP_POINTS,
  PointT,
  type Rng,
  TwoDotsBoard,
  checkLoop,
  checkPlay,
  describeProblem,
  isColor,
  isLoop,
  makeBoard,
  mulberry32,
  parseBoard,
} from '../src/index.js';

const P = (r: number, c: number) => new PointT(r, c);
const pts = (...pairs: [number, number][]) => pairs.map(([r, c]) => P(r, c));

// R square top left; a 2 x 3 blue ring; a green ring of 8 around a yellow dot.
const grid = parseBoard(['RRBBB', 'RRBBB', 'GGGPY', 'GYGPY', 'GGGPY'].join('\n'));
const square = pts([0, 0], [0, 1], [1, 1], [1, 0], [0, 0]);
const ring6 = pts([0, 2], [0, 3], [0, 4], [1, 4], [1, 3], [1, 2], [0, 2]);
const ring8 = pts([2, 0], [2, 1], [2, 2], [3, 2], [4, 2], [4, 1], [4, 0], [3, 0], [2, 0]);

/** The loop seen from another start and/or walked the other way round: still the same loop. */
function rotate(loop: readonly PointT[], by: number, reverse: boolean): PointT[] {
  let ring = loop.slice(0, -1);
  if (reverse) ring = ring.reverse();
  const k = by % ring.length;
  ring = [...ring.slice(k), ...ring.slice(0, k)];
  return [...ring, ring[0]!];
}

describe('checkLoop and isLoop', () => {
  it('recognise a square, a 2 x 3 ring and a ring around another colour, from any start, either way', () => {
    for (const loop of [square, ring6, ring8]) {
      for (let by = 0; by < loop.length - 1; by++) {
        for (const reverse of [false, true]) {
          const l = rotate(loop, by, reverse);
          expect(checkLoop(grid, l)).toBeNull();
          expect(isLoop(grid, l)).toBe(true);
          expect(checkPlay(grid, l)).toBeNull();
        }
      }
    }
    expect(MIN_LOOP_POINTS).toBe(5);
  });

  it('the MIS still refuses a loop: validateMoves is unchanged', () => {
    for (const loop of [square, ring6, ring8]) {
      expect(grid.validateMoves(loop)).toBe(false);
      expect(grid.checkMoves(loop)).toMatchObject({ kind: 'repeated', index: loop.length - 1 });
    }
  });

  it('refuses too short, naming the length', () => {
    expect(checkLoop(grid, [])).toEqual({ kind: 'loopTooShort', length: 0 });
    expect(checkLoop(grid, pts([0, 0], [0, 0]))).toEqual({ kind: 'loopTooShort', length: 2 });
    expect(checkLoop(grid, pts([0, 0], [0, 1], [0, 0]))).toEqual({ kind: 'loopTooShort', length: 3 });
    // The four dots of the square without the return: 4 points.
    expect(checkLoop(grid, square.slice(0, 4))).toEqual({ kind: 'loopTooShort', length: 4 });
  });

  it('refuses a path that does not return to its first dot', () => {
    const open = pts([0, 2], [0, 3], [0, 4], [1, 4], [1, 3], [1, 2]);
    expect(checkLoop(grid, open)).toEqual({ kind: 'notClosed', first: P(0, 2), last: P(1, 2) });
    // It is a fine path, though: checkPlay judges an open path by the MIS rule.
    expect(checkPlay(grid, open)).toBeNull();
  });

  it('refuses a dot twice inside: out and back, and a figure of eight', () => {
    const outAndBack = pts([0, 2], [0, 3], [0, 4], [0, 3], [0, 2]);
    expect(checkLoop(grid, outAndBack)).toEqual({ kind: 'repeated', index: 3, point: P(0, 3) });
    // Two blue squares sharing (0, 3) and (1, 3), walked through the first dot mid-way.
    const eight = pts([0, 3], [0, 2], [1, 2], [1, 3], [0, 3], [0, 4], [1, 4], [1, 3], [0, 3]);
    expect(checkLoop(grid, eight)).toEqual({ kind: 'repeated', index: 4, point: P(0, 3) });
  });

  it('refuses two colours and steps that are not next to each other', () => {
    // Red square but its last dot replaced by a blue one next door.
    const mixed = pts([0, 1], [0, 2], [1, 2], [1, 1], [0, 1]);
    expect(checkLoop(grid, mixed)).toMatchObject({ kind: 'twoColors', index: 1, fromColor: 'R', toColor: 'B' });
    const diagonal = pts([0, 2], [0, 3], [1, 4], [1, 3], [0, 2]);
    expect(checkLoop(grid, diagonal)).toMatchObject({ kind: 'notAdjacent', index: 2 });
    // The closing step counts too.
    const jump = pts([2, 0], [2, 1], [2, 2], [3, 2], [4, 2], [4, 1], [4, 0], [2, 0]);
    expect(checkLoop(grid, jump)).toMatchObject({ kind: 'notAdjacent', index: 7 });
  });

  it('refuses points off the board and anything but an array of points', () => {
    const off = pts([-1, 0], [-1, 1], [0, 1], [0, 0], [-1, 0]);
    expect(checkLoop(grid, off)).toMatchObject({ kind: 'offBoard', index: 0 });
    expect(checkLoop(grid, null as unknown as PointT[])).toEqual({ kind: 'notMoves' });
    // biome-ignore lint/suspicious/noSparseArray: a hole is what this checks
    expect(checkLoop(grid, [P(0, 0), , P(1, 1), P(1, 0), P(0, 0)] as PointT[])).toEqual({ kind: 'notMoves' });
    expect(() => checkLoop({} as TwoDotsBoard, square)).toThrow(IllegalArgumentException);
    expect(() => checkPlay(null as unknown as TwoDotsBoard, square)).toThrow('checkPlay: board must be a TwoDotsBoard');
  });

  it('checkPlay judges a closed path as a loop and an open one as a path', () => {
    expect(checkPlay(grid, pts([0, 0], [0, 1]))).toBeNull();
    expect(checkPlay(grid, pts([0, 0], [0, 1], [0, 0]))).toEqual({ kind: 'loopTooShort', length: 3 });
    expect(checkPlay(grid, pts([0, 0]))).toEqual({ kind: 'tooShort', length: 1 });
    expect(checkPlay(grid, pts([0, 1], [0, 2]))).toMatchObject({ kind: 'twoColors' });
    expect(checkPlay(grid, pts([0, 1], [0, 2], [1, 2], [1, 1], [0, 1]))).toMatchObject({ kind: 'twoColors' });
  });

  it('describeProblem gives one line for the loop problems', () => {
    expect(describeProblem({ kind: 'loopTooShort', length: 3 })).toBe(
      'a loop needs at least 4 dots and a return to the first, got 3 points',
    );
    expect(describeProblem({ kind: 'notClosed', first: P(0, 0), last: P(1, 0) })).toBe(
      'a loop ends on its first dot (0, 0), not on (1, 0)',
    );
  });

  it('checkLoop agrees with the definition, written independently, on random paths (property)', () => {
    const board = parseBoard(['RRRG', 'RGRG', 'RRRG', 'GGGG'].join('\n'));
    const definition = (path: PointT[]): boolean => {
      const n = path.length;
      if (n < 5 || !path.every((p) => board.validPoint(p))) return false;
      const key = (p: PointT) => `${p.row()},${p.col()}`;
      if (key(path[0]!) !== key(path[n - 1]!)) return false;
      if (new Set(path.slice(0, -1).map(key)).size !== n - 1) return false;
      const color = board.get(path[0]!);
      for (let i = 1; i < n; i++) {
        const [p, q] = [path[i - 1]!, path[i]!];
        if (Math.abs(p.row() - q.row()) + Math.abs(p.col() - q.col()) !== 1) return false;
        if (board.get(q) !== color) return false;
      }
      return true;
    };
    const point = fc.tuple(fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 }));
    fc.assert(
      fc.property(fc.array(point, { maxLength: 10 }), fc.boolean(), (pairs, close) => {
        const path = pairs.map(([r, c]) => P(r, c));
        if (close && path.length > 0) path.push(path[0]!);
        const problem = checkLoop(board, path);
        expect(problem === null).toBe(definition(path));
        if (problem === null) expect(board.validateMoves(path)).toBe(false);
      }),
      { numRuns: 500 },
    );
    // The property above rarely draws a loop at random; these ones are loops by the definition.
    const ring = pts([0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 1], [2, 0], [1, 0], [0, 0]);
    expect(definition(ring)).toBe(true);
    expect(isLoop(board, ring)).toBe(true);
  });
});

/** A random source that counts its draws, so a test can see none were taken. */
function counting(seed: number): { rng: Rng; draws: () => number } {
  const inner = mulberry32(seed);
  let n = 0;
  return {
    rng: () => {
      n += 1;
      return inner();
    },
    draws: () => n,
  };
}

describe('applyMove', () => {
  it('a path does exactly what updateBoard does, with the same draws, and says what it removed', () => {
    const a = new TwoDotsBoard(6, 6, mulberry32(11));
    const b = new TwoDotsBoard(6, 6, mulberry32(11));
    const path = pts([2, 1], [2, 2], [3, 2]);
    for (const p of path) {
      a.set(p, 'P');
      b.set(p, 'P');
    }
    a.updateBoard(path);
    const result = b.applyMove(path);
    expect(makeBoard(b)).toBe(makeBoard(a));
    expect(result).toEqual({ loop: false, color: 'P', removed: { R: 0, G: 0, B: 0, P: 3, Y: 0 }, total: 3 });
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.removed)).toBe(true);
    // Both boards drew the same dots: the next move refills alike too.
    const next = pts([5, 0], [5, 1]);
    for (const p of next) {
      a.set(p, 'G');
      b.set(p, 'G');
    }
    a.updateBoard(next);
    b.applyMove(next);
    expect(makeBoard(b)).toBe(makeBoard(a));
  });

  it('on any valid path applyMove is updateBoard, board and later draws alike (property)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(35),
        fc.array(fc.nat(3), { minLength: 1, maxLength: 10 }),
        (seed, start, turns) => {
          const a = new TwoDotsBoard(6, 6, mulberry32(seed));
          const b = new TwoDotsBoard(6, 6, mulberry32(seed));
          // A self-avoiding walk painted red.
          const path = [P(Math.floor(start / 6), start % 6)];
          for (const t of turns) {
            const last = path[path.length - 1]!;
            const next = [
              last.translate(-1, 0),
              last.translate(0, 1),
              last.translate(1, 0),
              last.translate(0, -1),
            ].filter((q) => a.validPoint(q) && !path.some((p) => p.equals(q)));
            if (next.length === 0) break;
            path.push(next[t % next.length]!);
          }
          fc.pre(path.length >= 2);
          for (const p of path) {
            a.set(p, 'R');
            b.set(p, 'R');
          }
          a.updateBoard(path);
          expect(b.applyMove(path)).toMatchObject({ loop: false, color: 'R', total: path.length });
          expect(makeBoard(b)).toBe(makeBoard(a));
          // The same number of draws: a second move refills alike.
          const again = [P(5, 0), P(5, 1)];
          for (const p of again) {
            a.set(p, 'G');
            b.set(p, 'G');
          }
          a.updateBoard(again);
          b.applyMove(again);
          expect(makeBoard(b)).toBe(makeBoard(a));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a loop clears every dot of its colour, then gravity and refill', () => {
    const b = parseBoard(['RRGR', 'RRBG', 'GBBR', 'RGRB'].join('\n'), () => 0.9); // every new dot Y
    const result = b.applyMove(pts([0, 0], [1, 0], [1, 1], [0, 1], [0, 0]));
    expect(result).toEqual({ loop: true, color: 'R', removed: { R: 8, G: 0, B: 0, P: 0, Y: 0 }, total: 8 });
    // Column by column: the reds go, the rest falls in order, Y fills the top.
    expect(makeBoard(b)).toBe(['YYYY', 'YYGY', 'YBBG', 'GGBB'].join('\n'));
  });

  it('a refused move throws IllegalArgumentException, changes nothing and draws nothing', () => {
    const { rng, draws } = counting(5);
    const b = parseBoard(['RRB', 'RRB', 'GGB'].join('\n'), rng);
    const before = makeBoard(b);
    const bad = [
      pts([0, 0]),
      pts([0, 0], [0, 1], [0, 0]),
      pts([0, 1], [0, 2]),
      pts([0, 0], [0, 1], [1, 1], [1, 0]).concat(P(1, 1)),
      pts([0, 2], [1, 2], [2, 2], [2, 1], [0, 2]),
    ];
    for (const path of bad) expect(() => b.applyMove(path)).toThrow(IllegalArgumentException);
    expect(() => b.applyMove(pts([0, 0], [0, 1], [0, 0]))).toThrow(
      'applyMove: a loop needs at least 4 dots and a return to the first, got 3 points',
    );
    expect(() => b.applyMove(undefined as unknown as PointT[])).toThrow('applyMove: the moves must be an array');
    expect(makeBoard(b)).toBe(before);
    expect(draws()).toBe(0);
  });

  it('a failing random source changes nothing, for a loop too', () => {
    const b = parseBoard('RR\nRR', () => 1);
    expect(() => b.applyMove(pts([0, 0], [0, 1], [1, 1], [1, 0], [0, 0]))).toThrow(IllegalArgumentException);
    expect(makeBoard(b)).toBe('RR\nRR');
  });

  it('colour clearing keeps the board full; only columns with that colour change, none below their lowest cleared dot (property)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 2, max: 7 }),
        fc.record({ r: fc.nat(), c: fc.nat(), h: fc.nat(), w: fc.nat(), by: fc.nat(), reverse: fc.boolean() }),
        fc.constantFrom(...COLORS),
        (seed, rows, cols, ring, color) => {
          const board = new TwoDotsBoard(rows, cols, mulberry32(seed));
          // A rectangle's rim, at least 2 x 2, painted in one colour: a loop.
          const h = 2 + (ring.h % (rows - 1));
          const w = 2 + (ring.w % (cols - 1));
          const top = ring.r % (rows - h + 1);
          const left = ring.c % (cols - w + 1);
          const rim: PointT[] = [];
          for (let c = left; c < left + w; c++) rim.push(P(top, c));
          for (let r = top + 1; r < top + h; r++) rim.push(P(r, left + w - 1));
          for (let c = left + w - 2; c >= left; c--) rim.push(P(top + h - 1, c));
          for (let r = top + h - 2; r > top; r--) rim.push(P(r, left));
          for (const p of rim) board.set(p, color);
          const loop = rotate([...rim, rim[0]!], ring.by, ring.reverse);
          expect(isLoop(board, loop)).toBe(true);

          const before = board.toRows();
          const count = before.flat().filter((x) => x === color).length;
          const result = board.applyMove(loop);
          const after = board.toRows();
          expect(result.loop).toBe(true);
          expect(result.color).toBe(color);
          expect(result.total).toBe(count);
          for (const c of COLORS) expect(result.removed[c]).toBe(c === color ? count : 0);
          // The board stays full of colours.
          expect(after.length).toBe(rows);
          for (const line of after) {
            expect(line.length).toBe(cols);
            expect(line.every(isColor)).toBe(true);
          }
          for (let c = 0; c < cols; c++) {
            const col = (g: Color[][]) => g.map((line) => line[c]);
            const cleared = before.map((line, r) => (line[c] === color ? r : -1)).filter((r) => r >= 0);
            if (cleared.length === 0) {
              expect(col(after)).toEqual(col(before));
              continue;
            }
            // Nothing below the lowest cleared dot changes.
            const lowest = Math.max(...cleared);
            expect(col(after).slice(lowest + 1)).toEqual(col(before).slice(lowest + 1));
            // The other colours fall, in order, onto the bottom; new dots fill the top.
            const kept = col(before).filter((x) => x !== color);
            expect(col(after).slice(cleared.length)).toEqual(kept);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any refused path or would-be loop throws and leaves the board and the random source alone (property)', () => {
    const point = fc.tuple(fc.integer({ min: -1, max: 5 }), fc.integer({ min: -1, max: 5 }));
    fc.assert(
      fc.property(fc.integer(), fc.array(point, { maxLength: 9 }), fc.boolean(), (seed, pairs, close) => {
        const { rng, draws } = counting(seed);
        const board = new TwoDotsBoard(5, 5, rng);
        const drawn = draws();
        const path = pairs.map(([r, c]) => P(r, c));
        if (close && path.length > 0) path.push(path[0]!);
        fc.pre(checkPlay(board, path) !== null);
        const before = makeBoard(board);
        expect(() => board.applyMove(path)).toThrow(IllegalArgumentException);
        expect(makeBoard(board)).toBe(before);
        expect(draws()).toBe(drawn);
      }),
      { numRuns: 300 },
    );
  });
});

describe('loops across builds', () => {
  it('checkLoop, applyMove and bestMove work with points from another build of the package (CJS beside ESM)', async () => {
    // As in regression.test.ts: a second evaluation of point.ts is a second PointT class.
    // @ts-expect-error: TypeScript does not resolve a query string; vitest loads a fresh copy for it.
    const other = (await import('../src/point.ts?loop-build')) as typeof import('../src/point.js');
    expect(other.PointT).not.toBe(PointT);
    const Q = (r: number, c: number) => new other.PointT(r, c);
    const b = parseBoard('RRG\nRRB\nGBB', () => 0.9);
    const loop = [Q(0, 0), Q(0, 1), P(1, 1), Q(1, 0), Q(0, 0)];
    expect(checkLoop(b, loop)).toBeNull();
    expect(b.applyMove(loop)).toMatchObject({ loop: true, color: 'R', total: 4 });
    expect(makeBoard(b)).toBe('YYG\nYYB\nGBB');
  });
});

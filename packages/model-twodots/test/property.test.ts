import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLORS,
  IllegalArgumentException,
  PointT,
  TwoDotsBoard,
  isColor,
  makeBoard,
  mulberry32,
} from '../src/index.js';

/** A self-avoiding orthogonal walk on a rows x cols grid, steered by `choices`. */
function walk(rows: number, cols: number, start: number, choices: number[]): PointT[] {
  const path = [new PointT(Math.floor(start / cols) % rows, start % cols)];
  for (const choice of choices) {
    const last = path[path.length - 1] as PointT;
    const next = [last.translate(-1, 0), last.translate(1, 0), last.translate(0, -1), last.translate(0, 1)].filter(
      (q) => q.row() >= 0 && q.row() < rows && q.col() >= 0 && q.col() < cols && !path.some((p) => p.equals(q)),
    );
    if (next.length === 0) break;
    path.push(next[choice % next.length] as PointT);
  }
  return path;
}

const game = fc.record({
  seed: fc.integer(),
  rows: fc.integer({ min: 1, max: 8 }),
  cols: fc.integer({ min: 1, max: 8 }),
  start: fc.nat(),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
  color: fc.constantFrom(...COLORS),
});

describe('TwoDotsBoard properties', () => {
  it('a valid path keeps the board full of valid colours and untouched columns unchanged', () => {
    fc.assert(
      fc.property(game, ({ seed, rows, cols, start, choices, color }) => {
        const board = new TwoDotsBoard(rows, cols, mulberry32(seed));
        const path = walk(rows, cols, start, choices);
        fc.pre(path.length >= 2);
        for (const p of path) board.set(p, color);
        expect(board.validateMoves(path)).toBe(true);
        const before = board.toRows();
        board.updateBoard(path);
        const after = board.toRows();
        expect(after.length).toBe(rows);
        for (const line of after) {
          expect(line.length).toBe(cols);
          expect(line.every(isColor)).toBe(true);
        }
        const touched = new Set(path.map((p) => p.col()));
        for (let c = 0; c < cols; c++) {
          const col = (g: string[][]) => g.map((line) => line[c]);
          if (!touched.has(c)) {
            expect(col(after)).toEqual(col(before));
            continue;
          }
          // Gravity: the surviving dots sit at the bottom, in their old order.
          const removedRows = new Set(path.filter((p) => p.col() === c).map((p) => p.row()));
          const kept = col(before).filter((_, r) => !removedRows.has(r));
          expect(col(after).slice(removedRows.size)).toEqual(kept);
          // Nothing below the lowest removed dot moves.
          const lowest = Math.max(...removedRows);
          expect(col(after).slice(lowest + 1)).toEqual(col(before).slice(lowest + 1));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a refused path throws and leaves the board equal to before', () => {
    const points = fc.array(fc.record({ r: fc.integer({ min: -1, max: 6 }), c: fc.integer({ min: -1, max: 6 }) }), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.integer(), points, (seed, raw) => {
        const board = new TwoDotsBoard(6, 6, mulberry32(seed));
        const path = raw.map(({ r, c }) => new PointT(r, c));
        fc.pre(!board.validateMoves(path));
        const before = makeBoard(board);
        expect(() => board.updateBoard(path)).toThrow(IllegalArgumentException);
        expect(makeBoard(board)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('one seed replays a whole game identically', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 5 })), { maxLength: 10 }),
        (seed, moves) => {
          const play = () => {
            const board = new TwoDotsBoard(6, 6, mulberry32(seed));
            const seen: string[] = [];
            for (const [start, choices] of moves) {
              const path = walk(6, 6, start, choices);
              if (board.validateMoves(path)) board.updateBoard(path);
              seen.push(makeBoard(board));
            }
            return seen;
          };
          expect(play()).toEqual(play());
        },
      ),
      { numRuns: 100 },
    );
  });
});

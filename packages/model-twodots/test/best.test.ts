// bestMove against a brute force that enumerates every path and every loop.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Color,
  COLORS,
  IllegalArgumentException,
  type PointT,
  TwoDotsBoard,
  bestMove,
  checkPlay,
  makeBoard,
  mulberry32,
  parseBoard,
} from '../src/index.js';

interface Candidate {
  readonly cells: number[]; // row * cols + col, in the order drawn
  readonly loop: boolean;
  readonly total: number;
}

/** The documented order: most dots, a loop first, fewer points, then reading order point by point. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.loop !== b.loop) return a.loop;
  if (a.cells.length !== b.cells.length) return a.cells.length < b.cells.length;
  for (let i = 0; i < a.cells.length; i++) {
    if (a.cells[i] !== b.cells[i]) return a.cells[i]! < b.cells[i]!;
  }
  return false;
}

/**
 * Every simple path of 2 or more dots of one colour and every loop (a
 * return to the first dot after 4 or more), from every start, both ways:
 * a depth-first search that knows nothing of trees or girths.
 */
function bruteForce(rows: Color[][]): Candidate | null {
  const nRow = rows.length;
  const nCol = rows[0]?.length ?? 0;
  const at = (i: number) => rows[Math.floor(i / nCol)]![i % nCol]!;
  const neighbours = (i: number) => {
    const r = Math.floor(i / nCol);
    const c = i % nCol;
    const out: number[] = [];
    if (r > 0) out.push(i - nCol);
    if (r < nRow - 1) out.push(i + nCol);
    if (c > 0) out.push(i - 1);
    if (c < nCol - 1) out.push(i + 1);
    return out.filter((j) => at(j) === at(i));
  };
  const count = (color: Color) => rows.flat().filter((x) => x === color).length;
  let best: Candidate | null = null;
  const offer = (cand: Candidate) => {
    if (best === null || better(cand, best)) best = cand;
  };
  for (let s = 0; s < nRow * nCol; s++) {
    const path = [s];
    const extend = () => {
      const last = path[path.length - 1]!;
      for (const j of neighbours(last)) {
        if (j === s && path.length >= 4) offer({ cells: [...path, s], loop: true, total: count(at(s)) });
        if (path.includes(j)) continue;
        path.push(j);
        offer({ cells: [...path], loop: false, total: path.length });
        extend();
        path.pop();
      }
    };
    extend();
  }
  return best;
}

const cellsOf = (path: readonly PointT[], nCol: number) => path.map((p) => p.row() * nCol + p.col());

/** A board of `rows` x `cols` dots drawn from the first `colors` colours (few colours: more loops and long paths). */
const smallBoard = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 4 }),
    colors: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ rows, cols, colors }) =>
    fc.array(fc.array(fc.constantFrom(...COLORS.slice(0, colors)), { minLength: cols, maxLength: cols }), {
      minLength: rows,
      maxLength: rows,
    }),
  );

describe('bestMove', () => {
  it('equals the brute-force best, tie-break included, on boards up to 4 x 4 (property)', () => {
    fc.assert(
      fc.property(smallBoard, (rows) => {
        const board = TwoDotsBoard.fromRows(rows);
        const expected = bruteForce(rows);
        const got = bestMove(board);
        if (expected === null) {
          expect(got).toBeNull();
          return;
        }
        expect(got).not.toBeNull();
        expect({ cells: cellsOf(got!.path, rows[0]!.length), loop: got!.loop, total: got!.total }).toEqual(expected);
        expect(got!.color).toBe(board.get(got!.path[0]!));
      }),
      { numRuns: 400 },
    );
  });

  it('equals the brute-force best on 1,000 seeded 3 x 3, 3 x 4 and 4 x 4 boards of 2 to 5 colours', () => {
    let loops = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const [nRow, nCol] = (
        [
          [3, 3],
          [3, 4],
          [4, 4],
        ] as const
      )[seed % 3]!;
      const colors = 2 + (seed % 4);
      const rng = mulberry32(seed);
      const rows = Array.from({ length: nRow }, () =>
        Array.from({ length: nCol }, () => COLORS[Math.floor(rng() * colors)]!),
      );
      const got = bestMove(TwoDotsBoard.fromRows(rows));
      const expected = bruteForce(rows);
      expect(got && { cells: cellsOf(got.path, nCol), loop: got.loop, total: got.total }).toEqual(expected);
      if (got?.loop) loops += 1;
    }
    // Both kinds of answer were exercised.
    expect(loops).toBeGreaterThan(100);
    expect(loops).toBeLessThan(900);
  });

  it('its move is accepted and removes what it says, on 200 seeded 6 x 6 boards', () => {
    for (let seed = 0; seed < 200; seed++) {
      const board = new TwoDotsBoard(6, 6, mulberry32(seed));
      const before = makeBoard(board);
      const best = bestMove(board)!;
      expect(makeBoard(board)).toBe(before); // a query: the board is untouched
      expect(checkPlay(board, best.path)).toBeNull();
      const result = board.applyMove(best.path);
      expect(result.total).toBe(best.total);
      expect(result.loop).toBe(best.loop);
      expect(result.color).toBe(best.color);
    }
  });

  it('a board of one colour: the top-left square, which clears all 36 dots', () => {
    const best = bestMove(parseBoard(Array(6).fill('GGGGGG').join('\n')));
    expect(best?.loop).toBe(true);
    expect(best?.total).toBe(36);
    expect(best?.path.map(String)).toEqual(['(0, 0)', '(0, 1)', '(1, 1)', '(1, 0)', '(0, 0)']);
  });

  it('the shortest loop when no square exists: a ring of 8 around another colour', () => {
    const best = bestMove(parseBoard(['RRRG', 'RGRG', 'RRRB', 'GBGB'].join('\n')));
    expect(best).toMatchObject({ loop: true, color: 'R', total: 8 });
    expect(best?.path).toHaveLength(9);
    expect(best?.path[0]?.toString()).toBe('(0, 0)');
  });

  it('two colours whose loops clear 8 dots each: the shorter loop wins over the earlier one', () => {
    // An 8-dot red ring starts at (0, 0); the yellow square starts at (3, 3), but has 5 points to the ring's 9.
    const rows = ['RRRYG', 'RGRYB', 'RRRPY', 'BPBYY', 'YBPYY'];
    const best = bestMove(parseBoard(rows.join('\n')));
    expect(best).toMatchObject({ loop: true, color: 'Y', total: 8 });
    expect(best?.path.map(String)).toEqual(['(3, 3)', '(3, 4)', '(4, 4)', '(4, 3)', '(3, 3)']);
    expect(bruteForce(rows.map((line) => [...line] as Color[]))?.cells).toEqual([18, 19, 24, 23, 18]);
  });

  it('a longer path beats a loop that removes fewer dots; at equal counts the loop wins', () => {
    // A red square (4 reds in all) against a green path of 6, then against one of 4.
    const path5 = bestMove(parseBoard(['RRGGG', 'RRBPG', 'BPYBG', 'PYBPG'].join('\n')));
    expect(path5).toMatchObject({ loop: false, color: 'G', total: 6 });
    const tie = bestMove(parseBoard(['RRGGG', 'RRBPG', 'BPYBP', 'PYBPY'].join('\n')));
    expect(tie).toMatchObject({ loop: true, color: 'R', total: 4 });
  });

  it('no move: null, on a checkerboard, a single dot and an empty board', () => {
    expect(bestMove(parseBoard('RGR\nGRG\nRGR'))).toBeNull();
    expect(bestMove(parseBoard('Y'))).toBeNull();
    expect(bestMove(new TwoDotsBoard(0, 0))).toBeNull();
    expect(bestMove(new TwoDotsBoard(3, 0))).toBeNull();
  });

  it('is deterministic, reads nothing from the random source and throws on a non-board', () => {
    let draws = 0;
    const board = new TwoDotsBoard(6, 6, () => {
      draws += 1;
      return 0.37;
    });
    draws = 0;
    const a = bestMove(new TwoDotsBoard(6, 6, mulberry32(4)));
    const b = bestMove(new TwoDotsBoard(6, 6, mulberry32(4)));
    expect(a).toEqual(b);
    bestMove(board);
    expect(draws).toBe(0);
    expect(() => bestMove(null as unknown as TwoDotsBoard)).toThrow(IllegalArgumentException);
    expect(() => bestMove({ toRows: () => [['R', 'X']] } as unknown as TwoDotsBoard)).toThrow(
      'bestMove: the dot at (0, 1) is not one of R G B P Y',
    );
  });

  it('plays a game: bestMove then applyMove, 30 moves on 50 seeded boards', () => {
    for (let seed = 0; seed < 50; seed++) {
      const board = new TwoDotsBoard(6, 6, mulberry32(seed));
      const collected: Record<Color, number> = { R: 0, G: 0, B: 0, P: 0, Y: 0 };
      let moves = 0;
      for (; moves < 30; moves++) {
        const best = bestMove(board);
        if (best === null) break;
        const result = board.applyMove(best.path);
        expect(result.total).toBeGreaterThanOrEqual(2);
        for (const c of COLORS) collected[c] += result.removed[c];
      }
      expect(moves).toBe(30);
      expect(Object.values(collected).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(60);
    }
  });
});

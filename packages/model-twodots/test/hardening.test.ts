// Issue 12 hardening: frozen exports, the ESM and CJS builds accepting each
// other's objects, one error type with a code for every bad argument, limits
// on every size, and a fuzz test calling every export with hostile values.
// The cross-build tests read dist/ (turbo builds it before this package's
// tests: "@arcade/model-twodots#test" depends on "build").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeOfFor,
  type FuzzTarget,
  HOSTILE,
  HostileCalls,
  loadBuilds,
  mutableReachable,
  randomCall,
  sweep,
  throwingObject,
  uncovered,
} from '../../../test-support/hostile.js';
import * as lib from '../src/index.js';

type Lib = typeof lib;
const { Board, COLORS, MAX_BOARD_SIDE, PointT, TwoDotsBoard, TwoDotsError, makeBoard, mulberry32, parseBoard } = lib;
const builds = await loadBuilds<Lib>(new URL('../', import.meta.url));
const isOwn = (e: unknown) => e instanceof TwoDotsError;
const codeOf = codeOfFor(isOwn);

describe('regression: exported constants could be changed by a caller (COLORS.push)', () => {
  it.each([
    ['src', lib],
    ['dist ESM', builds.esm],
    ['dist CJS', builds.cjs],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
  it('COLORS.push throws and Z never becomes a colour', () => {
    expect(() => (COLORS as unknown as string[]).push('Z')).toThrow(TypeError);
    expect(lib.isColor('Z')).toBe(false);
  });
});

describe('regression: the ESM build refused objects of the CJS build (instanceof)', () => {
  const { esm, cjs } = builds;
  it('the two builds are distinct copies', () => {
    expect(esm.PointT).not.toBe(cjs.PointT);
  });
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('%s accepts the points, boards and errors of %s', (_a, _b, mine, other) => {
    const p = new other.PointT(0, 1);
    expect(p instanceof mine.PointT).toBe(true);
    expect(mine.PointT.isPoint(p)).toBe(true);
    expect(new mine.PointT(0, 1).equals(p)).toBe(true);
    expect(p.equals(new mine.PointT(0, 1))).toBe(true);
    expect(mine.isAdjacent(new mine.PointT(0, 0), p)).toBe(true);
    const b = other.parseBoard('RRB\nGYB', other.mulberry32(1));
    expect(b instanceof mine.TwoDotsBoard).toBe(true);
    expect(b instanceof mine.Board).toBe(true);
    expect(mine.makeBoard(b)).toBe('RRB\nGYB');
    const generic = new other.Board(1, 2, () => 'x');
    expect(generic instanceof mine.Board).toBe(true);
    expect(generic instanceof mine.TwoDotsBoard).toBe(false);
    expect(mine.makeBoard(generic as never)).toBe('xx');
    const mineBoard = mine.parseBoard('RRB\nGYB', mine.mulberry32(1));
    expect(mineBoard.get(p)).toBe('R');
    expect(mineBoard.validateMoves([p, new other.PointT(0, 0)])).toBe(true);
    mineBoard.updateBoard([new other.PointT(0, 0), p]);
    expect(mine.makeBoard(mineBoard).split('\n')[1]).toBe('GYB');
    for (const E of ['TwoDotsError', 'IllegalArgumentException', 'IndexOutOfBoundsException'] as const) {
      const err = E === 'TwoDotsError' ? new other.TwoDotsError('WRONG_TYPE', 'x') : new other[E]('x');
      expect(err instanceof mine[E]).toBe(true);
      expect(err instanceof mine.TwoDotsError).toBe(true);
    }
    expect(new other.IndexOutOfBoundsException('x') instanceof mine.IllegalArgumentException).toBe(false);
  });
});

describe('regression: sizes that allocate aborted the process (new TwoDotsBoard(2**31, 3))', () => {
  it('a size past MAX_BOARD_SIDE throws TOO_LARGE before allocating', () => {
    expect(codeOf(() => new TwoDotsBoard(2 ** 31, 3))).toBe('TOO_LARGE');
    expect(codeOf(() => new TwoDotsBoard(100_000, 100_000))).toBe('TOO_LARGE');
    expect(codeOf(() => new Board(3, 2 ** 31, () => 0))).toBe('TOO_LARGE');
    expect(codeOf(() => new Board(MAX_BOARD_SIDE + 1, 1, () => 0))).toBe('TOO_LARGE');
    expect(new Board(MAX_BOARD_SIDE, 1, () => 0).getNumRow()).toBe(MAX_BOARD_SIDE);
    expect(codeOf(() => parseBoard('R'.repeat(MAX_BOARD_SIDE + 1)))).toBe('TOO_LARGE');
  });
  it('a path of 200,000 points is refused in linear time, not 10^10 steps', () => {
    const b = new TwoDotsBoard(1, 2);
    const path = Array.from({ length: 200_000 }, (_, i) => new PointT(0, i % 2));
    expect(b.checkMoves(path)).toMatchObject({ kind: 'repeated', index: 2 });
  });
});

describe('regression: raw TypeErrors and messages that threw while being built', () => {
  it.each([
    ['fromRows(["RG"])', () => TwoDotsBoard.fromRows(['RG'] as never), 'WRONG_TYPE'],
    ['fromRows(null)', () => TwoDotsBoard.fromRows(null as never), 'WRONG_TYPE'],
    ['parseBoard(null)', () => parseBoard(null as never), 'WRONG_TYPE'],
    ['makeBoard(null)', () => makeBoard(null as never), 'WRONG_TYPE'],
    ['randomColor(null)', () => lib.randomColor(null as never), 'WRONG_TYPE'],
    ['isAdjacent(null, p)', () => lib.isAdjacent(null as never, new PointT(0, 0)), 'WRONG_TYPE'],
    ['describeProblem(null)', () => lib.describeProblem(null as never), 'WRONG_TYPE'],
    ['get(Symbol())', () => new Board(1, 1, () => 0).get(Symbol() as never), 'WRONG_TYPE'],
    [
      'set(p, Object.create(null))',
      () => parseBoard('R').set(new PointT(0, 0), Object.create(null)),
      'IllegalArgumentException',
    ],
    ['PointT(throwing toString)', () => new PointT(throwingObject() as never, 0), 'WRONG_TYPE'],
    ['translate(0.5, 0)', () => new PointT(0, 0).translate(0.5, 0), 'NOT_AN_INTEGER'],
  ])('%s throws TwoDotsError with a code', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

describe('regression: mulberry32 accepted seeds it silently changed (2**32, 1.5)', () => {
  it.each([
    [2 ** 32, 'OUT_OF_RANGE'],
    [-(2 ** 31) - 1, 'OUT_OF_RANGE'],
    [1.5, 'NOT_AN_INTEGER'],
    [Number.NaN, 'NOT_AN_INTEGER'],
    ['1', 'WRONG_TYPE'],
  ])('mulberry32(%s) throws %s', (seed, code) => {
    expect(codeOf(() => mulberry32(seed as number))).toBe(code);
  });
  it('a negative seed is its 32-bit two-complement twin', () => {
    expect(mulberry32(-1)()).toBe(mulberry32(2 ** 32 - 1)());
  });
});

describe('fuzz: every export with hostile values throws TwoDotsError with a code or returns', () => {
  const P = (r: number, c: number) => new PointT(r, c);
  const board = parseBoard('RRB\nGYB\nPPB', mulberry32(3));
  const generic = new Board<number>(2, 2, (p) => p.row());
  const state = () => makeBoard(board);
  const path = [P(0, 0), P(0, 1)];
  // A closed path of 5 points (refused: it turns back on itself), so the loop checks run on it.
  const square = [P(0, 2), P(1, 2), P(2, 2), P(1, 2), P(0, 2)];
  const targets: FuzzTarget[] = [
    { name: 'mulberry32', valid: [[0, 7, -1]], call: ([s]) => mulberry32(s as number) },
    { name: 'randomColor', valid: [[mulberry32(1), () => 0.5]], call: ([r]) => lib.randomColor(r as lib.Rng) },
    { name: 'isColor', valid: [['R', 'Z']], call: ([v]) => lib.isColor(v) },
    {
      name: 'new PointT',
      valid: [
        [0, 2],
        [1, 3],
      ],
      call: ([r, c]) => new PointT(r as number, c as number),
    },
    { name: 'PointT.isPoint', valid: [[P(0, 0)]], call: ([v]) => PointT.isPoint(v) },
    {
      name: 'point.translate',
      valid: [
        [1, -1],
        [0, 2],
      ],
      call: ([a, b]) => P(1, 1).translate(a as number, b as number),
    },
    { name: 'point.equals', valid: [[P(1, 1)]], call: ([q]) => P(1, 1).equals(q as lib.PointT) },
    {
      name: 'new Board',
      valid: [[0, 2], [1, 3], [() => 0]],
      call: ([r, c, f]) => new Board(r as number, c as number, f as () => number),
    },
    { name: 'board.get', valid: [[P(0, 0), P(1, 1)]], call: ([p]) => generic.get(p as lib.PointT) },
    {
      name: 'board.set',
      valid: [[P(0, 0)], [1]],
      call: ([p, v]) => generic.set(p as lib.PointT, v as number),
      state: () => generic.toRows(),
    },
    { name: 'board.validPoint', valid: [[P(0, 0)]], call: ([p]) => generic.validPoint(p as lib.PointT) },
    {
      name: 'new TwoDotsBoard',
      valid: [[2, 3], [2], [mulberry32(5)]],
      call: ([r, c, g]) => new TwoDotsBoard(r as number, c as number, g as lib.Rng),
    },
    {
      name: 'TwoDotsBoard.fromRows',
      valid: [[[['R', 'G']], [['B'], ['Y']]], [mulberry32(2)]],
      call: ([rows, g]) => TwoDotsBoard.fromRows(rows as lib.Color[][], g as lib.Rng),
    },
    { name: 'twoDots.set', valid: [[P(2, 2)], ['B']], call: ([p, v]) => board.set(p as lib.PointT, v as 'B'), state },
    { name: 'twoDots.get', valid: [[P(2, 2)]], call: ([p]) => board.get(p as lib.PointT), state },
    { name: 'twoDots.checkMoves', valid: [[path]], call: ([b]) => board.checkMoves(b as lib.PointT[]), state },
    { name: 'twoDots.validateMoves', valid: [[path]], call: ([b]) => board.validateMoves(b as lib.PointT[]), state },
    {
      name: 'twoDots.updateBoard',
      valid: [[[P(0, 2), P(1, 2)]]],
      call: ([b]) => board.clone().updateBoard(b as lib.PointT[]),
      state,
    },
    {
      name: 'isAdjacent',
      valid: [[P(0, 0)], [P(0, 1)]],
      call: ([p, q]) => lib.isAdjacent(p as lib.PointT, q as lib.PointT),
    },
    {
      name: 'describeProblem',
      valid: [
        [
          { kind: 'tooShort', length: 1 },
          { kind: 'offBoard', index: 0, point: P(0, 0) },
        ],
      ],
      call: ([p]) => lib.describeProblem(p as lib.MovesProblem),
    },
    { name: 'makeBoard', valid: [[board, generic]], call: ([b]) => makeBoard(b as lib.Board<lib.Color>) },
    {
      name: 'parseBoard',
      valid: [['RG\nBY'], [mulberry32(4)]],
      call: ([t, g]) => parseBoard(t as string, g as lib.Rng),
    },
    // Issue 13's loops and hints, beside the MIS.
    {
      name: 'checkLoop',
      valid: [[board], [square, path]],
      call: ([b, q]) => lib.checkLoop(b as lib.TwoDotsBoard, q as lib.PointT[]),
      state,
    },
    {
      name: 'isLoop',
      valid: [[board], [square, path]],
      call: ([b, q]) => lib.isLoop(b as lib.TwoDotsBoard, q as lib.PointT[]),
      state,
    },
    {
      name: 'checkPlay',
      valid: [[board], [square, path]],
      call: ([b, q]) => lib.checkPlay(b as lib.TwoDotsBoard, q as lib.PointT[]),
      state,
    },
    { name: 'bestMove', valid: [[board]], call: ([b]) => lib.bestMove(b as lib.TwoDotsBoard), state },
    {
      name: 'twoDots.applyMove',
      valid: [[square, path]],
      call: ([q]) => board.clone().applyMove(q as lib.PointT[]),
      state,
    },
  ];

  it('covers every function and class the package exports', () => {
    expect(uncovered(lib, targets, ['TwoDotsError', 'IllegalArgumentException', 'IndexOutOfBoundsException'])).toEqual(
      [],
    );
  });

  it('no hostile call surfaces a foreign error, changes state after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    sweep(calls, targets);
    const maxArity = Math.max(...targets.map((t) => t.valid.length));
    fc.assert(
      fc.property(
        fc.nat(targets.length - 1),
        fc.array(fc.nat(), { minLength: maxArity, maxLength: maxArity }),
        fc.array(fc.boolean(), { minLength: maxArity, maxLength: maxArity }),
        (ti, picks, hostile) => randomCall(calls, targets, ti, picks, hostile),
      ),
      { numRuns: 20_000, seed: 12 },
    );
    console.log(`model-twodots fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000 + targets.length * HOSTILE.length);
  });
});

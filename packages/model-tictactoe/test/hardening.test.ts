// Issue 12 hardening: frozen exports, the ESM and CJS builds accepting each
// other's objects, one error type with a code for every bad argument, and a
// fuzz test calling every export with hostile values. The cross-build tests
// read dist/ (turbo builds it first: "@arcade/model-tictactoe#test" depends
// on "build").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeOfFor,
  type FuzzTarget,
  HOSTILE,
  HostileCalls,
  fuzz,
  loadBuilds,
  mutableReachable,
  throwingObject,
  uncovered,
} from '../../../test-support/hostile.js';
import * as lib from '../src/index.js';

type Lib = typeof lib;
const { Game, TicTacToeError, parseGame, mulberry32 } = lib;
const builds = await loadBuilds<Lib>(new URL('../', import.meta.url));
const isOwn = (e: unknown) => e instanceof TicTacToeError;
const codeOf = codeOfFor(isOwn);

describe('regression: exported constants could be changed by a caller', () => {
  it.each([
    ['src', lib],
    ['dist ESM', builds.esm],
    ['dist CJS', builds.cjs],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
});

describe('regression: the ESM build refused games of the CJS build (value(cjsGame))', () => {
  const { esm, cjs } = builds;
  it('the two builds are distinct copies', () => {
    expect(esm.Game).not.toBe(cjs.Game);
  });
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('%s accepts the games and errors of %s', (_a, _b, mine, other) => {
    const g = other.parseGame('XX./OO./...');
    expect(g instanceof mine.Game).toBe(true);
    expect(mine.value(g)).toBe(1);
    expect(mine.bestMoves(g)).toEqual([{ i: 1, j: 3 }]);
    expect(mine.chooseBestMove(g, mine.mulberry32(1))).toEqual({ i: 1, j: 3 });
    expect(mine.makeGame(g)).toBe('XX./OO./...');
    expect(mine.parseGame('XX./OO./...').equals(g)).toBe(true);
    expect(g.equals(mine.parseGame('XX./OO./...'))).toBe(true);
    expect(g.equals(mine.Game.make())).toBe(false);
    for (const make of [
      () => other.Game.make().item(0, 1),
      () => other.parseGame('?'),
      () => other.opponent(0 as never),
    ]) {
      try {
        make();
        expect.unreachable();
      } catch (e) {
        expect(e instanceof mine.TicTacToeError).toBe(true);
      }
    }
    expect(new other.PreconditionViolation('item', 'empty', 'x') instanceof mine.PreconditionViolation).toBe(true);
    expect(new other.GameNotationError('INVALID_NOTATION', 'x') instanceof mine.PreconditionViolation).toBe(false);
  });
  it('Object.create(Game.prototype) is still no game', () => {
    expect(Object.create(Game.prototype) instanceof Game).toBe(false);
    expect(codeOf(() => lib.value(Object.create(Game.prototype)))).toBe('WRONG_TYPE');
  });
  // The brand test once took the other build's objects on their brand alone,
  // so a Proxy of a CJS game passed the ESM build's check and value() then
  // failed inside with a raw TypeError (no private field on the Proxy). Now
  // (issue 20.1, isGame from the keys) the other build's own private-state
  // test is asked too.
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('issue 20.1: %s refuses a Proxy of a game of %s with WRONG_TYPE', (_a, _b, mine, other) => {
    const proxy = new Proxy(other.parseGame('XX./OO./...'), {});
    expect(proxy instanceof mine.Game).toBe(false);
    let code: unknown;
    try {
      mine.value(proxy);
    } catch (e) {
      expect(e instanceof mine.TicTacToeError).toBe(true);
      code = (e as { code?: unknown }).code;
    }
    expect(code).toBe('WRONG_TYPE');
  });
});

describe('regression: nonsense returns instead of refusals', () => {
  it.each([
    ['opponent(0)', () => lib.opponent(0 as never), 'OUT_OF_RANGE'],
    ['opponent("X")', () => lib.opponent('X' as never), 'WRONG_TYPE'],
    ['cellName(7)', () => lib.cellName(7 as never), 'OUT_OF_RANGE'],
    ['cellSymbol(throwing toString)', () => lib.cellSymbol(throwingObject() as never), 'WRONG_TYPE'],
    ['mulberry32(2**32)', () => mulberry32(2 ** 32), 'OUT_OF_RANGE'],
    ['mulberry32(1.5)', () => mulberry32(1.5), 'NOT_AN_INTEGER'],
    ['mulberry32("1")', () => mulberry32('1' as never), 'WRONG_TYPE'],
    ['new Game()', () => new (Game as unknown as new () => unknown)(), 'NO_CONSTRUCTOR'],
    ['chooseBestMove(g, () => Symbol())', () => lib.chooseBestMove(Game.make(), () => Symbol() as never), 'BAD_RANDOM'],
    ['parseGame(Object.create(null))', () => parseGame(Object.create(null)), 'INVALID_NOTATION'],
    ['parseGame("constructor")', () => parseGame('con/str/uct'), 'INVALID_NOTATION'],
  ])('%s throws TicTacToeError %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
  it('mulberry32(-1) is the generator of 2^32 - 1', () => {
    expect(mulberry32(-1)()).toBe(mulberry32(2 ** 32 - 1)());
  });
});

describe('fuzz: every export with hostile values throws TicTacToeError with a code or returns', () => {
  const g = parseGame('X../.O./...');
  const state = () => g.toString();
  const method = (name: string, arity: number, valid: unknown[][]): FuzzTarget => ({
    name: `game.${name}`,
    valid: valid.slice(0, arity),
    call: (args) => (g as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state,
  });
  const ij = [
    [1, 3],
    [2, 3],
  ];
  const targets: FuzzTarget[] = [
    { name: 'cellSymbol', valid: [[0, 1, 2]], call: ([v]) => lib.cellSymbol(v as 0) },
    { name: 'cellName', valid: [[0, 1, 2]], call: ([v]) => lib.cellName(v as 0) },
    { name: 'opponent', valid: [[1, 2]], call: ([v]) => lib.opponent(v as 1) },
    { name: 'Game.make', valid: [[]], call: () => Game.make() },
    { name: 'new Game', valid: [[0]], call: ([a]) => new (Game as unknown as new (a: unknown) => unknown)(a) },
    method('item', 2, ij),
    method('putCross', 2, ij),
    method('putCircle', 2, ij),
    method('put', 2, ij),
    method('isValidMove', 2, ij),
    method('equals', 1, [[Game.make(), g]]),
    method('legalMoves', 1, [[undefined]]),
    method('winner', 1, [[undefined]]),
    method('winningLines', 1, [[undefined]]),
    method('isOver', 1, [[undefined]]),
    method('isDraw', 1, [[undefined]]),
    method('toString', 1, [[undefined]]),
    method('toJSON', 1, [[undefined]]),
    { name: 'parseGame', valid: [['X../.../...', 'XXX/OO./...']], call: ([t]) => parseGame(t as string) },
    { name: 'makeGame', valid: [[g]], call: ([x]) => lib.makeGame(x as lib.Game) },
    { name: 'value', valid: [[g, Game.make()]], call: ([x]) => lib.value(x as lib.Game) },
    { name: 'bestMoves', valid: [[g]], call: ([x]) => lib.bestMoves(x as lib.Game) },
    {
      name: 'chooseBestMove',
      valid: [[g], [mulberry32(3), () => 0.25]],
      call: ([x, r]) => lib.chooseBestMove(x as lib.Game, r as () => number),
    },
    { name: 'mulberry32', valid: [[0, 9, -5]], call: ([s]) => mulberry32(s as number) },
  ];

  it('covers every function and class the package exports', () => {
    expect(uncovered(lib, targets, ['TicTacToeError', 'PreconditionViolation', 'GameNotationError'])).toEqual([]);
  });

  it('no hostile call surfaces a foreign error, changes state after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, targets, 20_000);
    console.log(`model-tictactoe fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000 + targets.length * HOSTILE.length);
  });
});

// Issue 12 hardening of the renderers' entry points (Othello, FreeCell,
// tic-tac-toe, Foxes and Dolphins) and sleepSync: one error type with a code
// for every bad argument, messages that cannot throw, frozen tables, the
// models' CJS objects accepted, and a fuzz test with hostile values.
import { createRequire } from 'node:module';
import * as fd from '@arcade/model-foxdolphin';
import * as fc_ from '@arcade/model-freecell';
import * as oth from '@arcade/model-othello';
import * as ttt from '@arcade/model-tictactoe';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FuzzTarget,
  HOSTILE,
  HostileCalls,
  mutableReachable,
  randomCall,
  sweep,
  throwingObject,
} from '../../../test-support/hostile.js';
import * as errorsModule from '../src/errors.js';
import * as foxdolphinModule from '../src/foxdolphin.js';
import * as freecellModule from '../src/freecell.js';
import * as lib from '../src/index.js';
import { MAX_SLEEP_MS, sleepSync } from '../src/io.js';
import * as othelloModule from '../src/othello.js';
import * as tictactoeModule from '../src/tictactoe.js';

const { ViewConsoleError } = lib;
const isOwn = (e: unknown) => e instanceof ViewConsoleError;
const codeOf = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return isOwn(e) ? (e as { code: unknown }).code : e;
  }
  return 'no error';
};
const require = createRequire(import.meta.url);

describe('regression: sleepSync(NaN), sleepSync(undefined), sleepSync("abc") never returned', () => {
  it.each([
    ['NaN', Number.NaN, 'NOT_A_NUMBER'],
    ['undefined', undefined, 'WRONG_TYPE'],
    ['"abc"', 'abc', 'WRONG_TYPE'],
    ['Symbol()', Symbol(), 'WRONG_TYPE'],
    ['an object whose toString throws', throwingObject(), 'WRONG_TYPE'],
    ['-1', -1, 'OUT_OF_RANGE'],
    ['Infinity', Number.POSITIVE_INFINITY, 'TOO_LARGE'],
    ['MAX_SLEEP_MS + 1', MAX_SLEEP_MS + 1, 'TOO_LARGE'],
  ])('sleepSync(%s) throws at once', (_, ms, code) => {
    const t0 = performance.now();
    expect(codeOf(() => sleepSync(ms as number))).toBe(code);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
  it('a valid pause still sleeps', () => {
    const t0 = performance.now();
    sleepSync(20);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(15);
  });
});

describe('regression: exported renderer tables could be changed by a caller', () => {
  it.each([
    ['othello', othelloModule],
    ['freecell', freecellModule],
    ['tictactoe', tictactoeModule],
    ['foxdolphin', foxdolphinModule],
    ['errors', errorsModule],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
});

describe('regression: renderOthello(null) and friends threw raw TypeErrors', () => {
  it.each([
    ['renderOthello(null)', () => lib.renderOthello(null as never)],
    ['othelloStatus({})', () => lib.othelloStatus({} as never)],
    ['renderFreecell(Symbol())', () => lib.renderFreecell(Symbol() as never)],
    ['renderFreecellCard(throwing)', () => lib.renderFreecellCard(throwingObject() as never)],
    ['renderTicTacToe(Object.create(null))', () => lib.renderTicTacToe(Object.create(null))],
    ['describeTicTacToeLine(null)', () => lib.describeTicTacToeLine(null as never)],
    ['parseTicTacToeMove(5)', () => lib.parseTicTacToeMove(5 as never)],
    ['makeTicTacToeMove(null)', () => lib.makeTicTacToeMove(null as never)],
    ['renderFoxDolphin(null)', () => lib.renderFoxDolphin(null as never)],
    ['renderOthello(game, 5)', () => lib.renderOthello(new oth.Othello(), 5 as never)],
    [
      'renderFoxDolphin(board, { round: NaN })',
      () => lib.renderFoxDolphin(fd.generateIsland({ width: 6, height: 6, pieces: 1 }), { round: Number.NaN }),
    ],
  ])('%s throws ViewConsoleError WRONG_TYPE or OUT_OF_RANGE', (_, f) => {
    expect(['WRONG_TYPE', 'OUT_OF_RANGE']).toContain(codeOf(f));
  });
});

describe("regression: the renderers refused the models' CJS objects", () => {
  it('renders games, cards and boards made by the CJS builds of the models', () => {
    const o = require('@arcade/model-othello') as typeof oth;
    const f = require('@arcade/model-freecell') as typeof fc_;
    const t = require('@arcade/model-tictactoe') as typeof ttt;
    const x = require('@arcade/model-foxdolphin') as typeof fd;
    expect(o.Othello).not.toBe(oth.Othello);
    expect(lib.renderOthello(o.playTranscript('f5'))).toBe(lib.renderOthello(oth.playTranscript('f5')));
    const g = new f.FreecellGame();
    g.newGame(f.msDeal(1));
    const h = new fc_.FreecellGame();
    h.newGame(fc_.msDeal(1));
    expect(lib.renderFreecell(g)).toBe(lib.renderFreecell(h));
    expect(lib.renderFreecellCard(new f.CardT('ten', 'hearts'))).toBe('TH');
    expect(lib.renderTicTacToe(t.parseGame('X../.O./...'))).toBe(lib.renderTicTacToe(ttt.parseGame('X../.O./...')));
    const b = x.generateIsland({ width: 6, height: 6, pieces: 1 });
    expect(lib.renderFoxDolphin(b)).toBe(lib.renderFoxDolphin(fd.generateIsland({ width: 6, height: 6, pieces: 1 })));
  });
});

describe('fuzz: the renderer entry points and sleepSync with hostile values', () => {
  const othello = oth.playTranscript('f5d6');
  const fcg = new fc_.FreecellGame();
  fcg.newGame(fc_.msDeal(2));
  const card = new fc_.CardT('ace', 'spades');
  const game = ttt.parseGame('XXX/OO./...');
  const board = fd.generateIsland({ width: 6, height: 6, pieces: 2 });
  const opts = [{}, { color: true, status: false }];
  const targets: FuzzTarget[] = [
    { name: 'sleepSync', valid: [[0, 1]], call: ([ms]) => sleepSync(ms as number) },
    {
      name: 'renderOthello',
      valid: [[othello], [...opts, { showMoves: true }]],
      call: ([g, o]) => lib.renderOthello(g as oth.Othello, o as object),
    },
    { name: 'othelloStatus', valid: [[othello]], call: ([g]) => lib.othelloStatus(g as oth.Othello) },
    {
      name: 'renderFreecell',
      valid: [[fcg], [...opts, { symbols: true }]],
      call: ([g, o]) => lib.renderFreecell(g as fc_.FreecellGame, o as object),
    },
    {
      name: 'renderFreecellCard',
      valid: [[card], opts],
      call: ([c, o]) => lib.renderFreecellCard(c as fc_.CardT, o as object),
    },
    { name: 'freecellStatus', valid: [[fcg]], call: ([g]) => lib.freecellStatus(g as fc_.FreecellGame) },
    {
      name: 'renderTicTacToe',
      valid: [[game], opts],
      call: ([g, o]) => lib.renderTicTacToe(g as ttt.Game, o as object),
    },
    { name: 'describeTicTacToeStatus', valid: [[game]], call: ([g]) => lib.describeTicTacToeStatus(g as ttt.Game) },
    { name: 'describeTicTacToeLine', valid: [[ttt.LINES[0]]], call: ([l]) => lib.describeTicTacToeLine(l as ttt.Line) },
    { name: 'parseTicTacToeMove', valid: [['2,3', '99', '']], call: ([t]) => lib.parseTicTacToeMove(t as string) },
    { name: 'makeTicTacToeMove', valid: [[{ i: 1, j: 2 }]], call: ([m]) => lib.makeTicTacToeMove(m as ttt.Move) },
    {
      name: 'renderFoxDolphin',
      valid: [[board], [...opts, { round: 3, legend: false }]],
      call: ([b, o]) => lib.renderFoxDolphin(b as fd.Board, o as object),
    },
    {
      name: 'renderFoxDolphinStatus',
      valid: [[board], [{ round: 1 }]],
      call: ([b, o]) => lib.renderFoxDolphinStatus(b as fd.Board, o as object),
    },
    {
      name: 'wrapFoxDolphinList',
      valid: [['Bridges:'], [['a', 'b']], [80, 10]],
      call: ([h, i, w]) => lib.wrapFoxDolphinList(h as string, i as string[], w as number),
    },
  ];

  it('no hostile call surfaces a foreign error or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    sweep(calls, targets);
    const arity = Math.max(...targets.map((t) => t.valid.length));
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.nat(), { minLength: arity, maxLength: arity }),
        fc.array(fc.boolean(), { minLength: arity, maxLength: arity }),
        (ti, picks, hostile) => randomCall(calls, targets, ti, picks, hostile),
      ),
      { numRuns: 5_000, seed: 12 },
    );
    console.log(`view-console fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(5_000 + targets.length * HOSTILE.length);
  });
});

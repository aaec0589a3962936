// Issue 12 hardening: frozen exports, the ESM and CJS builds accepting each
// other's objects, one error type with a code for every bad argument, limits
// on every size and count, the Controller's board and players changed only
// through it, the whole schema Init checked on a caller's board, and a fuzz
// test calling every export with hostile values. The cross-build tests read
// dist/ (turbo builds it first: "@arcade/model-foxdolphin#test" depends on
// "build").
import { type SeededRandom, seededRandom } from '@arcade/core';
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
import { board as boardOf } from './helpers.js';

type Lib = typeof lib;
const { Board, Controller, FoxDolphinError, makeBoard, mulberry32, parseBoard, Player } = lib;
const builds = await loadBuilds<Lib>(new URL('../', import.meta.url));
const isOwn = (e: unknown) => e instanceof FoxDolphinError;
const codeOf = codeOfFor(isOwn);
const small = { seed: 1, width: 6, height: 6 } as const;

describe('regression: exported constants could be changed by a caller', () => {
  it.each([
    ['src', lib],
    ['dist ESM', builds.esm],
    ['dist CJS', builds.cjs],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
});

describe('regression: the ESM build refused objects of the CJS build (Controller.init(6, { board: cjsBoard }))', () => {
  const { esm, cjs } = builds;
  it('the two builds are distinct copies', () => {
    expect(esm.Board).not.toBe(cjs.Board);
  });
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('%s accepts the boards, players, controllers and errors of %s', (_a, _b, mine, other) => {
    const b = other.generateIsland({ ...small, pieces: 2 });
    expect(b instanceof mine.Board).toBe(true);
    expect(mine.validateInit(b, 2)).toBeNull();
    expect(mine.makeBoard(b)).toBe(other.makeBoard(b));
    expect(mine.islandFrozen(b)).toBeNull();
    const game = mine.Controller.init(2, { board: b, roundLimit: 3 });
    expect(game.play()).toBeTypeOf('string');
    expect(game.validate()).toBeNull();
    const game2 = new mine.Controller({ board: other.generateIsland({ ...small, pieces: 2 }), roundLimit: 2 });
    expect(game2.playRound().round).toBe(1);
    expect(new other.Player('Fox', [], other.greedyPlayer()) instanceof mine.Player).toBe(true);
    expect(other.Controller.init(1, small) instanceof mine.Controller).toBe(true);
    for (const f of [() => other.mulberry32(1.5), () => b.tileAt(-1), () => other.otherAnimal('Cat' as never)]) {
      try {
        f();
        expect.unreachable();
      } catch (e) {
        expect(e instanceof mine.FoxDolphinError).toBe(true);
        expect(e instanceof mine.InvalidArgumentError).toBe(true);
      }
    }
    // A board belongs to one Controller, whichever build made it.
    const fresh = other.generateIsland({ ...small, pieces: 2 });
    mine.Controller.init(2, { board: fresh });
    expect(codeOf(() => new other.Controller({ board: fresh }))).toBe('BOARD_IN_USE');
  });
});

describe('regression: game.board let a caller desync the Controller (b.pieces = p1 u p2)', () => {
  it('the game board and players refuse changes from outside the Controller, and the game goes on', () => {
    const game = Controller.init(2, { ...small, roundLimit: 20 });
    const before = makeBoard(game.board);
    const fox = game.p1.pieces[0] as lib.Piece;
    const tries = [
      () => game.board.requestMove(fox, fox.x + 1, fox.y),
      () => game.board.makeMove(fox, fox.x + 1, fox.y),
      () => game.board.requestMoveById('Fox', game.board.tileIdAt(fox.x, fox.y), 0),
      () => game.board.tide(mulberry32(1)),
      () => game.board.naturalEvent(mulberry32(1)),
      () => game.board.flood(),
      () => game.p1.doMove(fox, fox.x + 1, fox.y),
      () => game.p2.doKill(0, 0),
    ];
    for (const f of tries) expect(codeOf(f)).toBe('OWNED_BY_CONTROLLER');
    expect(makeBoard(game.board)).toBe(before);
    expect(() => {
      (game as { board: unknown }).board = null;
    }).toThrow(TypeError);
    expect(game.validate()).toBeNull();
    game.play();
    expect(game.validate()).toBeNull();
    // A copy is the caller's to change.
    const copy = game.board.clone();
    expect(() => copy.flood()).not.toThrow();
  });
});

describe('regression: Controller.init and new Controller accepted boards that break schema Init', () => {
  const ok = ['1F 1', '-1~ -1~D'];
  it.each([
    ['initialWater', boardOf(ok, { w: 'w 1 -15 15' })],
    ['landIsHeight', boardOf(['1F 1~', '-1~ -1D'])],
    ['landConnected', boardOf(['1F -1~ 1', '-1~D -1~ 1'])],
    ['piecePlacement', boardOf(['1D 1', '-1~ -1~F'])],
  ])('%s is refused by name', (invariant, b) => {
    expect(codeOf(() => new Controller({ board: b }))).toBe('INVALID_BOARD');
    expect(() => new Controller({ board: b })).toThrow(expect.objectContaining({ invariant }));
    expect(() => Controller.init(1, { board: b })).toThrow(expect.objectContaining({ invariant }));
  });
  it('a board meeting Init is accepted', () => {
    expect(new Controller({ board: boardOf(ok) }).validate()).toBeNull();
  });
  it('Controller.init(3, { seed: 1, fox: 5 }) is refused at once, not in play()', () => {
    expect(codeOf(() => Controller.init(3, { seed: 1, fox: 5 as never }))).toBe('WRONG_TYPE');
    expect(codeOf(() => Controller.init(3, { seed: 1, view: {} as never }))).toBe('WRONG_TYPE');
    expect(codeOf(() => Controller.init(3, { seed: 1.5 }))).toBe('NOT_AN_INTEGER');
    expect(codeOf(() => Controller.init(3, { roundLimit: 2 ** 31 }))).toBe('TOO_LARGE');
  });
});

describe('regression: sizes that allocate had no limit, and messages that threw', () => {
  it.each([
    ['Controller.init(2**31)', () => Controller.init(2 ** 31), 'TOO_LARGE'],
    ['generateIsland({ width: 1e9 })', () => lib.generateIsland({ width: 1e9 }), 'TOO_LARGE'],
    ['new Board({ tiles: 2^20 tiles })', () => new Board({ tiles: new Array(2 ** 20) }), 'TOO_LARGE'],
    ['new Player(Fox, an endless iterable)', () => new Player('Fox', endless(), lib.greedyPlayer()), 'TOO_LARGE'],
    ['mulberry32(throwing toString)', () => mulberry32(throwingObject() as never), 'WRONG_TYPE'],
    ['mulberry32(2**32)', () => mulberry32(2 ** 32), 'OUT_OF_RANGE'],
    ['new Board(Object.create(null))', () => new Board(Object.create(null)), 'WRONG_TYPE'],
    [
      'board.xOf(Symbol())',
      () => parseBoard(makeBoard(boardOf(['1F 1', '-1~ -1~D']))).xOf(Symbol() as never),
      'WRONG_TYPE',
    ],
    ['otherAnimal("Cat")', () => lib.otherAnimal('Cat' as never), 'NOT_AN_ANIMAL'],
    [
      'board.tide({ next, int: () => NaN })',
      () => boardOf(['1F 1', '-1~ -1~D']).tide({ next: () => 0, int: () => Number.NaN }),
      'BAD_RANDOM',
    ],
  ])('%s throws FoxDolphinError %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

function* endless(): Generator<lib.Piece> {
  for (let x = 0; ; x++) yield { type: 'Fox', x, y: 0 };
}

describe('fuzz: every export with hostile values throws FoxDolphinError with a code or returns', () => {
  const rng = mulberry32(5);
  const free = lib.generateIsland({ ...small, pieces: 2 });
  const fox = free.piecesOf('Fox')[0] as lib.Piece;
  const dolphin = free.piecesOf('Dolphin')[0] as lib.Piece;
  const freeState = () => makeBoard(free);
  const bm = (
    name: string,
    valid: unknown[][],
    target: lib.Board = free,
    state: () => unknown = freeState,
  ): FuzzTarget => ({
    name: `board.${name}`,
    valid,
    call: (args) => (target as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state,
  });
  const game = Controller.init(2, { ...small, roundLimit: 50, dolphin: lib.randomPlayer() });
  const gameState = () => [makeBoard(game.board), game.round, game.p1.pieces, game.p2.pieces];
  const gm = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `game.${name}`,
    valid,
    call: (args) => (game as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state: gameState,
  });
  const player = new Player('Fox', [fox], lib.greedyPlayer());
  const pm = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `player.${name}`,
    valid,
    call: (args) => (player as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state: () => player.pieces,
  });
  const none = [[undefined]];
  const A = ['Fox', 'Dolphin'];
  const ids = [0, 5];
  const xy = [
    [fox.x, dolphin.x],
    [fox.y, dolphin.y],
  ];
  const pxy = [[fox, dolphin], ...xy];
  const text = makeBoard(free);
  const targets: FuzzTarget[] = [
    { name: 'otherAnimal', valid: [A], call: ([a]) => lib.otherAnimal(a as 'Fox') },
    { name: 'isAnimal', valid: [A], call: ([a]) => lib.isAnimal(a) },
    {
      name: 'hexDistance',
      valid: [[fox], [dolphin]],
      call: ([a, b]) => lib.hexDistance(a as lib.Coord, b as lib.Coord),
    },
    { name: 'mulberry32', valid: [[1, -7]], call: ([s]) => mulberry32(s as number) },
    { name: 'randomOf', valid: [[seededRandom(3)]], call: ([g]) => lib.randomOf(g as SeededRandom) },
    { name: 'Board.fromJSON', valid: [[free.toJSON()]], call: ([d]) => Board.fromJSON(d) },
    { name: 'nonZeroInt', valid: [[rng], [5, 20]], call: ([r, m]) => lib.nonZeroInt(r as lib.Random, m as number) },
    {
      name: 'rng.int',
      valid: [
        [0, 3],
        [5, 9],
      ],
      call: ([lo, hi]) => rng.int(lo as number, hi as number),
    },
    { name: 'rng.next', valid: none, call: () => rng.next() },
    { name: 'new Board', valid: [[free.toState()]], call: ([i]) => new Board(i as lib.BoardInit) },
    { name: 'validate', valid: [[free, free.toState()]], call: ([b]) => lib.validate(b as lib.Board) },
    { name: 'isBoard', valid: [[free]], call: ([b]) => lib.isBoard(b) },
    { name: 'islandFrozen', valid: [[free]], call: ([b]) => lib.islandFrozen(b as lib.Board) },
    { name: 'outlastsTide', valid: [[free]], call: ([b]) => lib.outlastsTide(b as lib.Board) },
    bm('clone', none),
    bm('toState', none),
    bm('tiles', none),
    bm('tile', xy),
    bm('pieces', none),
    bm('piecesOf', [A]),
    bm('pieceAt', xy),
    bm('tileIdAt', xy),
    bm('tileAt', [ids]),
    bm('xOf', [ids]),
    bm('yOf', [ids]),
    bm('heightOf', [ids]),
    bm('isWaterAt', [ids]),
    bm('neighbourOf', [ids, [0, 5]]),
    bm('occupantOf', [ids]),
    bm('pieceCount', [A]),
    bm('pieceTileId', [A, [0, 1]]),
    bm('shortcutEndsOf', [A, ids]),
    bm('pieceVersion', [A]),
    bm('mobileAt', [A, ids]),
    bm('moveRefusalById', [A, ids, ids]),
    bm('requestMoveById', [A, ids, [6, -1]]),
    bm('neighbours', [[fox]]),
    bm('naturalEvent', [[rng]]),
    bm('tide', [[rng]]),
    bm('flood', none),
    bm('inRange', pxy),
    bm('occupiedBySameAnimal', pxy),
    bm('shortcutPossible', pxy),
    bm('moveRefusal', pxy),
    bm('isValidMove', pxy),
    bm('makeMove', pxy),
    bm('requestMove', pxy),
    bm('getNrMoves', [A]),
    bm('legalMoves', [A]),
    bm('hasLegalMove', [A]),
    bm('forEachTarget', [A, [() => false]]),
    bm('tide(owned)', [[rng]], game.board, gameState),
    { ...bm('requestMove', pxy, game.board, gameState), name: 'board.requestMove(owned)' },
    {
      name: 'connected',
      valid: [[free], [fox], [dolphin]],
      call: ([b, v, w]) => lib.connected(b as lib.Board, v as lib.Coord, w as lib.Coord),
    },
    {
      name: 'validateInit',
      valid: [[free], [2, undefined]],
      call: ([b, n]) => lib.validateInit(b as lib.Board, n as number),
    },
    {
      name: 'shortcutCrosses',
      valid: [[free], [[fox, dolphin]]],
      call: ([b, s]) => lib.shortcutCrosses(b as lib.Board, s as lib.Shortcut),
    },
    { name: 'maxPieces', valid: [[6, 20], [6]], call: ([w, h]) => lib.maxPieces(w as number, h as number) },
    {
      name: 'generateIsland',
      valid: [
        [
          { ...small, pieces: 1 },
          { width: 7, height: 6, rng: mulberry32(3) },
        ],
      ],
      call: ([o]) => lib.generateIsland(o as lib.IslandOptions),
    },
    {
      name: 'new Player',
      valid: [A, [[], [fox]], [lib.greedyPlayer()]],
      call: ([a, p, s]) => new Player(a as 'Fox', p as lib.Piece[], s as lib.Strategy),
    },
    pm('has', [[fox]]),
    pm('moveRequest', [[free], [rng]]),
    pm('doMove', [[fox], [fox.x], [fox.y + 1]]),
    pm('doKill', [[fox.x + 9], [fox.y]]),
    {
      name: 'randomPlayer().moveRequest',
      valid: [[free], A, [rng]],
      call: ([b, a, r]) => lib.randomPlayer().moveRequest(b as lib.Board, a as 'Fox', r as lib.Random),
    },
    {
      name: 'greedyPlayer().moveRequest',
      valid: [[free], A, [rng]],
      call: ([b, a, r]) => lib.greedyPlayer().moveRequest(b as lib.Board, a as 'Fox', r as lib.Random),
    },
    { name: 'STRATEGIES', valid: none, call: () => [lib.STRATEGIES.random(), lib.STRATEGIES.greedy()] },
    {
      name: 'Controller.init',
      valid: [
        [1, 2],
        [small, { ...small, roundLimit: 2, first: 'Dolphin' }],
      ],
      call: ([n, o]) => Controller.init(n as number, o as lib.ControllerOptions),
    },
    {
      name: 'Controller.init(options fields)',
      valid: [[1], [6], [6], [3], ['Fox'], [lib.greedyPlayer()], [{ updateView: () => undefined }]],
      call: ([seed, width, height, roundLimit, first, fox, view]) =>
        Controller.init(1, { seed, width, height, roundLimit, first, fox, view } as lib.ControllerOptions),
    },
    { name: 'new Controller', valid: [[small]], call: ([o]) => new Controller(o as lib.ControllerOptions) },
    gm('player', [A]),
    gm('requestMove', [[game.p1], [game.p1.pieces[0]], [0, 1], [0, 1]]),
    gm('turn', [[game.p1, game.p2]]),
    gm('playRound', none),
    gm('waterStep', none),
    gm('isOver', none),
    gm('winner', none),
    gm('validate', none),
    { name: 'makeBoard', valid: [[free]], call: ([b]) => makeBoard(b as lib.Board) },
    { name: 'parseBoardInit', valid: [[text]], call: ([t]) => lib.parseBoardInit(t as string) },
    { name: 'parseBoard', valid: [[text]], call: ([t]) => parseBoard(t as string) },
  ];

  it('covers every function and class the package exports', () => {
    const errors = ['FoxDolphinError', 'InvalidBoardError', 'InvalidArgumentError', 'NoSuchPieceError'];
    const also = [...errors, 'IllegalMoveError', 'GameOverError', 'OwnedByControllerError', 'Board', 'Player'];
    expect(uncovered(lib, targets, [...also, 'Controller', 'randomPlayer', 'greedyPlayer'])).toEqual([]);
  });

  it('no hostile call surfaces a foreign error, changes state after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, targets, 20_000);
    console.log(`model-foxdolphin fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000 + targets.length * HOSTILE.length);
  });
});

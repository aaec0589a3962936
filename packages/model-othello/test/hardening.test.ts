// Issue 12 hardening: frozen exports, the ESM and CJS builds accepting each
// other's objects, one error type with a code for every bad argument, limits
// on every depth and count, and a fuzz test calling every export with hostile
// values. The cross-build tests read dist/ (turbo builds it first:
// "@arcade/model-othello#test" depends on "build").
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
const { Cell, Othello, OthelloException, makeBoard, parseBoard, perft, playTranscript } = lib;
const builds = await loadBuilds<Lib>(new URL('../', import.meta.url));
const isOwn = (e: unknown) => e instanceof OthelloException;
const codeOf = codeOfFor(isOwn);

describe('regression: exported constants could be changed by a caller (Cell.BLACK = "WHITE")', () => {
  it.each([
    ['src', lib],
    ['dist ESM', builds.esm],
    ['dist CJS', builds.cjs],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
  it('assigning Cell.BLACK throws and new games still start with black', () => {
    expect(() => {
      (Cell as { BLACK: string }).BLACK = 'WHITE';
    }).toThrow(TypeError);
    expect(new Othello().getTurn()).toBe('BLACK');
  });
});

describe('regression: the ESM build refused objects of the CJS build (perft(1, cjsGame))', () => {
  const { esm, cjs } = builds;
  it('the two builds are distinct copies', () => {
    expect(esm.Othello).not.toBe(cjs.Othello);
  });
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('%s accepts the games and errors of %s', (_a, _b, mine, other) => {
    const g = other.playTranscript('f5');
    expect(g instanceof mine.Othello).toBe(true);
    expect(mine.perft(1, g)).toBe(3);
    expect(mine.makeBoard(g)).toBe(other.makeBoard(g));
    const h = mine.playTranscript('d6', g.clone());
    expect(mine.makeTranscript(h.moves())).toBe('f5d6');
    expect(mine.parseBoard(mine.makeBoard(h)).getb(5, 3)).toBe('WHITE');
    const errors = [
      () => g.getb(9, 9),
      () => g.move(0, 0, 'BLACK'),
      () => g.move(2, 3, 'BLACK'),
      () => g.switchTurn(),
      () => other.parseSquare('z9'),
    ];
    const names = ['OutOfBoundsException', 'InvalidMoveException', 'WrongPlayerException', 'ValidMoveExistsException'];
    errors.forEach((f, n) => {
      try {
        f();
        expect.unreachable();
      } catch (e) {
        expect(e instanceof mine.OthelloException).toBe(true);
        const name = names[n] as 'OutOfBoundsException';
        if (name !== undefined) expect(e instanceof mine[name]).toBe(true);
      }
    });
  });
});

describe('regression: depths and counts that loop or allocate had no limit', () => {
  it('perft past MAX_PERFT_DEPTH is TOO_LARGE, before any search', () => {
    expect(codeOf(() => perft(lib.MAX_PERFT_DEPTH + 1))).toBe('TOO_LARGE');
    expect(codeOf(() => new Othello().perft(2 ** 31))).toBe('TOO_LARGE');
  });
  it('a transcript of more than 60 moves and a WTHOR file of too many games are TOO_LARGE', () => {
    expect(codeOf(() => lib.parseTranscript('f5'.repeat(61)))).toBe('TOO_LARGE');
    expect(codeOf(() => playTranscript(new Array(61).fill({ i: 4, j: 5 })))).toBe('TOO_LARGE');
    const games: lib.WthorGame[] = [];
    games.length = 2 ** 31; // sparse: must be refused before allocating 146 GB
    expect(codeOf(() => lib.makeWthor({ header: new Uint8Array(16), year: 2000, games }))).toBe('TOO_LARGE');
  });
});

describe('regression: raw TypeErrors, SyntaxErrors without code and messages that threw', () => {
  it.each([
    [
      'move(Object.create(null), 2, BLACK)',
      () => new Othello().move(Object.create(null), 2, 'BLACK'),
      'OutOfBoundsException',
    ],
    ['parseSquare(Symbol())', () => lib.parseSquare(Symbol() as never), 'WRONG_TYPE'],
    ['parseSquare("z9")', () => lib.parseSquare('z9'), 'SYNTAX'],
    ['makeTranscript("f5")', () => lib.makeTranscript('f5' as never), 'WRONG_TYPE'],
    ['makeBoard(null)', () => makeBoard(null as never), 'WRONG_TYPE'],
    ['makeSquare(null)', () => lib.makeSquare(null as never), 'WRONG_TYPE'],
    ['parseBoard("x")', () => parseBoard('x'), 'SYNTAX'],
    ['count(throwing toString)', () => new Othello().count(throwingObject() as never), 'NOT_A_CELL'],
    ['undo() at the start', () => new Othello().undo(), 'NOTHING_TO_UNDO'],
    ['square(1.5, 0)', () => lib.square(1.5, 0), 'OutOfBoundsException'],
  ])('%s throws OthelloException %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

describe('regression: nonsense returns instead of refusals', () => {
  it.each([
    ['opponent("FREE")', () => lib.opponent('FREE' as never), 'NOT_A_PLAYER'],
    ['opponent(undefined)', () => lib.opponent(undefined as never), 'NOT_A_PLAYER'],
    ['wthorSquare(NaN)', () => lib.wthorSquare(Number.NaN), 'NOT_AN_INTEGER'],
    ['wthorSquare(10)', () => lib.wthorSquare(10), 'OUT_OF_RANGE'],
    ['wthorSquare("11")', () => lib.wthorSquare('11' as never), 'WRONG_TYPE'],
  ])('%s throws OthelloException %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

describe('fuzz: every export with hostile values throws OthelloException with a code or returns', () => {
  const g = playTranscript('f5d6c3');
  const state = () => [makeBoard(g), g.ply];
  const method = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `game.${name}`,
    valid,
    call: (args) => (g as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state,
  });
  const none = [[undefined]];
  const ijc = [
    [2, 3, 4],
    [3, 2, 5],
    ['BLACK', 'WHITE', 'FREE'],
  ];
  const wtb = lib.makeWthor({
    header: new Uint8Array(16),
    year: 2001,
    games: [{ tournament: 1, black: 2, white: 3, blackScore: 33, theoreticalScore: 32, moves: g.moves() }],
  });
  const targets: FuzzTarget[] = [
    { name: 'isCell', valid: [['FREE']], call: ([c]) => lib.isCell(c) },
    { name: 'opponent', valid: [['BLACK', 'WHITE']], call: ([c]) => lib.opponent(c as 'BLACK') },
    {
      name: 'onBoard',
      valid: [
        [0, 7],
        [1, 8],
      ],
      call: ([i, j]) => lib.onBoard(i, j),
    },
    {
      name: 'square',
      valid: [
        [0, 7],
        [1, 3],
      ],
      call: ([i, j]) => lib.square(i as number, j as number),
    },
    { name: 'new Othello', valid: [[undefined]], call: () => new Othello() },
    {
      name: 'Othello.fromCells',
      valid: [[lib.parseBoard(makeBoard(g)) && Array.from({ length: 64 }, (_, k) => g.getb(k >> 3, k & 7))], ['BLACK']],
      call: ([c, t]) => Othello.fromCells(c as lib.CellT[], t as 'BLACK'),
    },
    method('init', none),
    method('move', ijc),
    method('switchTurn', none),
    method('getb', ijc.slice(0, 2)),
    method('getTurn', none),
    method('count', [['BLACK', 'FREE']]),
    method('isValidMove', ijc),
    method('isWinning', [['WHITE']]),
    method('isAnyValidMove', [['BLACK', undefined]]),
    method('isGameOver', none),
    method('legalMoves', none),
    method('undo', none),
    method('moves', none),
    method('clone', none),
    method('perft', [[0, 1, 2]]),
    { name: 'perft', valid: [[1, 2], [g]], call: ([d, f]) => perft(d as number, f as lib.Othello) },
    { name: 'makeSquare', valid: [[{ i: 4, j: 5 }]], call: ([s]) => lib.makeSquare(s as lib.Square) },
    { name: 'parseSquare', valid: [['f5', 'A1']], call: ([t]) => lib.parseSquare(t as string) },
    { name: 'makeTranscript', valid: [[g.moves()]], call: ([m]) => lib.makeTranscript(m as lib.Square[]) },
    { name: 'parseTranscript', valid: [['f5d6', 'f5 d6 c3']], call: ([t]) => lib.parseTranscript(t as string) },
    {
      name: 'playTranscript',
      valid: [
        ['f5d6', [{ i: 4, j: 5 }]],
        [g.clone(), new Othello()],
      ],
      call: ([m, o]) => playTranscript(m as string, o as lib.Othello),
    },
    { name: 'playTranscript(into g)', valid: [['c4']], call: ([m]) => playTranscript(m as string, g), state },
    { name: 'makeBoard', valid: [[g]], call: ([o]) => makeBoard(o as lib.Othello) },
    { name: 'parseBoard', valid: [[makeBoard(g)]], call: ([t]) => parseBoard(t as string) },
    { name: 'wthorSquare', valid: [[11, 88, 45]], call: ([b]) => lib.wthorSquare(b as number) },
    { name: 'parseWthor', valid: [[wtb]], call: ([b]) => lib.parseWthor(b as Uint8Array) },
    { name: 'makeWthor', valid: [[lib.parseWthor(wtb)]], call: ([f]) => lib.makeWthor(f as lib.WthorFile) },
    {
      name: 'makeWthor(game fields)',
      valid: [[1], [2], [33], [g.moves()]],
      call: ([t, b, s, m]) =>
        lib.makeWthor({
          header: new Uint8Array(16),
          year: 1,
          games: [{ tournament: t, black: b, white: 3, blackScore: s, theoreticalScore: 0, moves: m }],
        } as lib.WthorFile),
    },
    {
      name: 'parseGgf',
      valid: [
        [
          '(;GM[Othello]B[F5]W[d6/1/2];)',
          '(;BO[8 ---------------------------O*------*O--------------------------- O];)',
        ],
      ],
      call: ([t]) => lib.parseGgf(t as string),
    },
    {
      name: 'makeGgf',
      valid: [[lib.parseGgf('(;PB[x]B[F5/1/2]W[PA];)')]],
      call: ([x]) => lib.makeGgf(x as lib.GgfGame),
    },
    {
      name: 'parseGgfMove',
      valid: [
        ['F5', 'pa', 'c3//1'],
        ['BLACK', 'WHITE'],
      ],
      call: ([t, p]) => lib.parseGgfMove(t as string, p as lib.Player),
    },
    {
      name: 'makeGgfMove',
      valid: [[lib.parseGgfMove('F5/1/2', 'BLACK')]],
      call: ([m]) => lib.makeGgfMove(m as lib.GgfMove),
    },
    {
      name: 'playGgf',
      valid: [[lib.parseGgf('(;B[F5]W[F6];)')], [undefined, new Othello()]],
      call: ([x, o]) => lib.playGgf(x as lib.GgfGame, o as lib.Othello | undefined),
    },
  ];

  it('covers every function and class the package exports', () => {
    const errors = ['OthelloException', 'OutOfBoundsException', 'InvalidMoveException', 'WrongPlayerException'];
    expect(uncovered(lib, targets, [...errors, 'ValidMoveExistsException', 'Othello'])).toEqual([]);
  });

  it('no hostile call surfaces a foreign error, changes state after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, targets, 20_000);
    console.log(`model-othello fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000 + targets.length * HOSTILE.length);
  });
});

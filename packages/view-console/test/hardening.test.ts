// Issue 12 hardening of the renderers' entry points (Othello, FreeCell,
// tic-tac-toe, Foxes and Dolphins) and sleepSync: one error type with a code
// for every bad argument, messages that cannot throw, frozen tables, the
// models' CJS objects accepted, and a fuzz test with hostile values.
import { openSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fd from '@arcade/model-foxdolphin';
import * as td from '@arcade/model-twodots';
import * as fc_ from '@arcade/model-freecell';
import * as oth from '@arcade/model-othello';
import * as ttt from '@arcade/model-tictactoe';
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
import * as colorModule from '../src/color.js';
import * as consoleModule from '../src/console.js';
import * as errorsModule from '../src/errors.js';
import * as ioModule from '../src/io.js';
import * as twodotsModule from '../src/twodots.js';
import * as foxdolphinModule from '../src/foxdolphin.js';
import * as freecellModule from '../src/freecell.js';
import * as lib from '../src/node.js';
import { MAX_SLEEP_MS, sleepSync } from '../src/io.js';
import * as othelloModule from '../src/othello.js';
import * as tictactoeModule from '../src/tictactoe.js';

const { ViewConsoleError } = lib;
const isOwn = (e: unknown) => e instanceof ViewConsoleError;
const codeOf = codeOfFor(isOwn);
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
    // No clock: a sleep before the throw would pass the code check but hit the test's
    // timeout (30 s, under MAX_SLEEP_MS), and Infinity would never end.
    expect(codeOf(() => sleepSync(ms as number))).toBe(code);
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
    ['io', ioModule],
    ['color', colorModule],
    ['console', consoleModule],
    ['twodots', twodotsModule],
    ['index (the whole package)', lib],
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

const othello = oth.playTranscript('f5d6');
const fcg = new fc_.FreecellGame();
fcg.newGame(fc_.msDeal(2));
const card = new fc_.CardT('ace', 'spades');
const game = ttt.parseGame('XXX/OO./...');
const board = fd.generateIsland({ width: 6, height: 6, pieces: 2 });
const opts = [{}, { color: true, status: false }];
const RENDERER_TARGETS: FuzzTarget[] = [
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
    name: 'foxDolphinMapSize',
    valid: [
      [20, 6],
      [14, 200],
      [true, false],
    ],
    call: ([w, h, c]) => lib.foxDolphinMapSize(w as number, h as number, c as boolean),
  },
  {
    name: 'wrapFoxDolphinList',
    valid: [['Bridges:'], [['a', 'b']], [80, 10]],
    call: ([h, i, w]) => lib.wrapFoxDolphinList(h as string, i as string[], w as number),
  },
];

describe('fuzz: the renderer entry points and sleepSync with hostile values', () => {
  const targets = RENDERER_TARGETS;
  it('no hostile call surfaces a foreign error or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, targets, 5_000);
    console.log(`view-console fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(5_000 + targets.length * HOSTILE.length);
  });
});

// The console modules (issue 12 for console.ts, io.ts, color.ts and twodots.ts): every entry point and every
// method of GameConsole and BoardView. Sinks and readers are scripted: no call reads stdin or writes stdout.
const out = lib.bufferSink();
const io = { input: lib.scriptedReader(['help', 'x', 'quit']), output: out };
const consoleOptions = { program: 'demo', rules: 'Rules.', board: () => 'BOARD\n' };
const con = new lib.GameConsole(io, consoleOptions);
const tdBoard = td.parseBoard('RG\nBY');
const point = new td.PointT(0, 0);
const viewOut = lib.bufferSink();
const view = new lib.BoardView({ input: lib.scriptedReader(['M', '1,1 1,2', 'x']), output: viewOut });
const fakeWrite = (_fd: number, _b: Uint8Array, _o: number, length: number) => length;
const fakeRead = () => 0;
const devNull = openSync('/dev/null', 'r');
const terminal = { question: () => 'x', getRawInput: () => 'x\n' };
const sink = lib.fdSink(1, fakeWrite);
const buffer = lib.bufferSink();
const gameState = () => out.text();
const viewState = () => viewOut.text();
const OPTION_CONFIG = { seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

const CONSOLE_TARGETS: FuzzTarget[] = [
  { name: 'wrapText', valid: [['a b c'], [80, 10]], call: ([t, w]) => lib.wrapText(t as string, w as number) },
  {
    name: 'GameConsole',
    valid: [[io], [consoleOptions, { ...consoleOptions, commands: [{ name: 'undo', summary: 'u' }] }]],
    call: ([i, o]) => new lib.GameConsole(i as lib.ConsoleIO, o as lib.GameConsoleOptions),
  },
  { name: 'GameConsole.say', valid: [['hi']], call: ([t]) => con.say(t as string), state: gameState },
  { name: 'GameConsole.show', valid: [['hi\n']], call: ([t]) => con.show(t as string), state: gameState },
  { name: 'GameConsole.refuse', valid: [['no']], call: ([t]) => con.refuse(t as string), state: gameState },
  {
    name: 'GameConsole.ask',
    valid: [['Move: '], [{}, { blankIsMove: true }]],
    call: ([p, o]) => con.ask(p as string, o as lib.AskOptions),
    state: gameState,
  },
  {
    name: 'GameConsole.finish',
    valid: [['quit'], [{}, { board: true }]],
    call: ([r, o]) => con.finish(r as string, o as { board?: boolean }),
    state: gameState,
  },
  { name: 'GameConsole.helpText help drawBoard close', valid: [], call: () => [con.helpText(), con.drawBoard()] },
  { name: 'isGameConsole', valid: [[con]], call: ([g]) => lib.isGameConsole(g) },
  {
    name: 'parseCommandLine',
    valid: [[['--seed', '1'], ['-h']], [OPTION_CONFIG], [{}, { allowPositionals: true, expects: { seed: 'a seed' } }]],
    call: ([a, o, t]) => lib.parseCommandLine(a as string[], o as typeof OPTION_CONFIG, t as object),
  },
  { name: 'quoteOptionValue', valid: [['x']], call: ([v]) => lib.quoteOptionValue(v as string) },
  {
    name: 'intOption',
    valid: [['--n'], ['5', '-3'], [0, -10], [10, 1e6]],
    call: ([n, v, lo, hi]) => lib.intOption(n as string, v as string, lo as number, hi as number),
  },
  { name: 'seedOption', valid: [['1', '4294967296']], call: ([v]) => lib.seedOption(v as string) },
  {
    name: 'choiceOption',
    valid: [['--level'], ['random', 'x'], [['perfect', 'random']]],
    call: ([n, v, c]) => lib.choiceOption(n as string, v as string, c as string[]),
  },
  {
    name: 'usageError',
    valid: [[{ output: buffer }], ['prog'], ['reason']],
    call: ([i, p, r]) => lib.usageError(i as lib.ConsoleIO, p as string, r as string),
  },
  { name: 'tryHelp', valid: [['prog']], call: ([p]) => lib.tryHelp(p as string) },
  { name: 'wantsVersion', valid: [[['--version'], []]], call: ([a]) => lib.wantsVersion(a as string[]) },
  {
    name: 'answerVersion',
    valid: [[['--version'], ['--seed']], ['prog'], [new URL('../package.json', import.meta.url)], [{ output: buffer }]],
    call: ([a, p, u, i]) => lib.answerVersion(a as string[], p as string, u as URL, i as lib.ConsoleIO),
  },
  { name: 'nothingTyped', valid: [['type a move']], call: ([e]) => lib.nothingTyped(e as string) },
  { name: 'consoleWidth', valid: [[{ columns: 40 }, {}]], call: ([i]) => lib.consoleWidth(i as lib.ConsoleIO) },
  {
    name: 'offerAnother',
    valid: [
      [
        { input: lib.scriptedReader(['n']), output: buffer, interactive: true },
        { input: lib.scriptedReader([]), output: buffer },
      ],
      [{ program: 'prog', question: 'Again?' }],
    ],
    call: ([i, o]) => lib.offerAnother(i as lib.ConsoleIO, o as lib.AnotherGameOffer),
  },
  {
    name: 'playGames',
    valid: [[{ input: lib.scriptedReader([]), output: buffer }], ['prog'], [() => null, () => 'Again?']],
    call: ([i, p, f]) => lib.playGames(i as lib.ConsoleIO, p as string, f as () => string | null),
  },
  {
    name: 'runConsoleGame',
    valid: [['prog'], [{ output: buffer }], [() => 0]],
    call: ([p, i, b]) => lib.runConsoleGame(p as string, i as lib.ConsoleIO, b as () => number),
  },
  { name: 'scriptedReader', valid: [[['a'], []]], call: ([l]) => lib.scriptedReader(l as string[]).readLine() },
  {
    name: 'ReadError WriteError OutputClosedError LineTooLongError isReadError isWriteError isOutputClosedError isLineTooLongError',
    valid: [['cause']],
    call: ([c]) => [
      lib.isLineTooLongError(new lib.LineTooLongError(5)),
      lib.isLineTooLongError(c),
      lib.isReadError(new lib.ReadError(c)),
      lib.isWriteError(new lib.WriteError(c)),
      lib.isOutputClosedError(new lib.OutputClosedError(c)),
      lib.isReadError(c),
      lib.isWriteError(c),
      lib.isOutputClosedError(c),
    ],
  },
  { name: 'fdSink', valid: [[1, 7], [fakeWrite]], call: ([f, w]) => lib.fdSink(f as number, w as lib.WriteSync) },
  { name: 'OutputSink.write of fdSink', valid: [['text']], call: ([t]) => sink.write(t as string) },
  { name: 'bufferSink', valid: [['text']], call: ([t]) => lib.bufferSink().write(t as string) },
  {
    name: 'readSomeSync',
    // fd is /dev/null: a hostile undefined `read` means the real readSync, which must not wait on stdin.
    valid: [[devNull], [Buffer.alloc(4)], [fakeRead]],
    call: ([f, b, r]) => lib.readSomeSync(f as number, b as Uint8Array, r as lib.ReadSync),
  },
  {
    name: 'readBoundedSync',
    valid: [[devNull], [16], [fakeRead]],
    call: ([f, m, r]) => lib.readBoundedSync(f as number, m as number, r as lib.ReadSync),
  },
  {
    name: 'fdReader',
    valid: [[0, 5], [{ maxLineBytes: 8, readAhead: false, read: fakeRead }]],
    call: ([f, o]) => lib.fdReader(f as number, o as lib.FdReaderOptions),
  },
  { name: 'printableInput', valid: [['abc'], [10, 0]], call: ([t, m]) => lib.printableInput(t as string, m as number) },
  { name: 'quoteInput', valid: [['abc']], call: ([t]) => lib.quoteInput(t as string) },
  { name: 'showCharacter', valid: [['é']], call: ([c]) => lib.showCharacter(c as string) },
  {
    name: 'ttyReader',
    valid: [[buffer], [terminal]],
    // Without a terminal (undefined) the reader would read /dev/tty: made, not read.
    call: ([o, t]) => {
      const reader = lib.ttyReader(o as lib.OutputSink, t as lib.Terminal);
      return t === undefined ? reader : reader.readLine();
    },
  },
  {
    name: 'shouldEchoInput',
    valid: [
      [true, false],
      [false, true],
    ],
    call: ([a, b]) => lib.shouldEchoInput(a as boolean, b as boolean),
  },
  {
    // A valid name would install a listener on this worker's stdout: only the refusals are called.
    name: 'exitQuietlyOnClosedStdout',
    valid: [[Symbol('not a name')]],
    call: ([p]) => (typeof p === 'string' ? 'skipped' : lib.exitQuietlyOnClosedStdout(p as string)),
  },
  {
    name: 'paint',
    valid: [['R'], ['red', 'bold'], [true, false]],
    call: ([t, c, e]) => lib.paint(t as string, c as lib.AnsiColor, e as boolean),
  },
  {
    name: 'colorEnabled',
    valid: [
      [{}, { NO_COLOR: '1' }, { TERM: 'dumb' }],
      [true, false],
    ],
    call: ([e, t]) => lib.colorEnabled(e as Record<string, string>, t as boolean),
  },
  { name: 'stripAnsi', valid: [['\u001b[31mR\u001b[39m']], call: ([t]) => lib.stripAnsi(t as string) },
  {
    name: 'renderTwoDotsBoard',
    valid: [[tdBoard], [{}, { color: true }]],
    call: ([b, o]) => lib.renderTwoDotsBoard(b as td.Board<td.Color>, o as object),
  },
  { name: 'parseTwoDotsMoves', valid: [['1,1 1,2', 'x']], call: ([l]) => lib.parseTwoDotsMoves(l as string) },
  { name: 'makeTwoDotsMoves', valid: [[[point], []]], call: ([m]) => lib.makeTwoDotsMoves(m as td.PointT[]) },
  {
    name: 'describeTwoDotsProblem',
    valid: [
      [
        { kind: 'tooShort', length: 1 },
        { kind: 'twoColors', index: 1, from: point, to: point, fromColor: 'R', toColor: 'G' },
      ],
      [{ rows: 6, cols: 6 }],
    ],
    call: ([p, z]) => lib.describeTwoDotsProblem(p as td.MovesProblem, z as { rows: number; cols: number }),
  },
  {
    name: 'describeTwoDotsPlayProblem',
    valid: [[{ kind: 'notClosed', first: point, last: point }, { kind: 'notMoves' }], [{ rows: 6, cols: 6 }]],
    call: ([p, z]) => lib.describeTwoDotsPlayProblem(p as td.PlayProblem, z as { rows: number; cols: number }),
  },
  { name: 'parseTwoDotsGameMode', valid: [['L', 'x']], call: ([l]) => lib.parseTwoDotsGameMode(l as string) },
  { name: 'parseTwoDotsMode', valid: [['t', 'x']], call: ([l]) => lib.parseTwoDotsMode(l as string) },
  {
    name: 'twoDotsRules',
    valid: [[{}, { time: 30, moves: 10, target: 4 }]],
    call: ([o]) => lib.twoDotsRules(o as object),
  },
  {
    name: 'BoardView',
    valid: [
      [
        { input: lib.scriptedReader([]), output: buffer },
        { output: buffer, levels: true, color: false },
      ],
    ],
    call: ([o]) => new lib.BoardView(o as lib.BoardViewOptions),
  },
  {
    name: 'BoardView.printBoard',
    valid: [[tdBoard]],
    call: ([b]) => view.printBoard(b as td.Board<td.Color>),
    state: viewState,
  },
  {
    name: 'BoardView.getInput',
    valid: [
      [undefined, () => false],
      [undefined, () => '5 seconds'],
    ],
    call: ([s, l]) => view.getInput(s as () => boolean, l as () => string),
    state: viewState,
  },
  { name: 'BoardView.printMsg', valid: [['hi']], call: ([m]) => view.printMsg(m as string), state: viewState },
  {
    name: 'BoardView.printResult',
    valid: [['quit'], [undefined, tdBoard]],
    call: ([r, b]) => view.printResult(r as string, b as td.Board<td.Color>),
    state: viewState,
  },
  {
    name: 'BoardView.modePrompt stopReason closeStream',
    valid: [],
    call: () => [view.modePrompt(), view.stopReason()],
  },
  { name: 'isBoardView', valid: [[view]], call: ([v]) => lib.isBoardView(v) },
];

describe('fuzz: the console modules (console, io, color, twodots) with hostile values', () => {
  it('no hostile call surfaces a foreign error, changes a console after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, CONSOLE_TARGETS, 20_000);
    console.log(`view-console console-modules fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000);
  });

  it('the fuzz targets cover every function and class the package exports', () => {
    // processConsoleIO and consoleReader take no argument (and would open this worker's stdin);
    // ViewConsoleError is what every target throws.
    const also = ['processConsoleIO', 'consoleReader', 'stdinIsTerminal', 'ViewConsoleError'];
    expect(uncovered(lib, [...RENDERER_TARGETS, ...CONSOLE_TARGETS], also)).toEqual([]);
  });
});

describe('regression: the console modules threw plain TypeError and RangeError for bad arguments', () => {
  it.each([
    ['wrapText(3)', () => lib.wrapText(3 as never), 'WRONG_TYPE'],
    ['wrapText("a", 5)', () => lib.wrapText('a', 5), 'OUT_OF_RANGE'],
    ['paint("x", "nocolor", true)', () => lib.paint('x', 'nocolor' as never, true), 'BAD_VALUE'],
    ['fdSink(-1)', () => lib.fdSink(-1), 'OUT_OF_RANGE'],
    ['intOption("--n", "1", 5, 1)', () => lib.intOption('--n', '1', 5, 1), 'OUT_OF_RANGE'],
    [
      'intOption(Symbol(), "1", 0, 1) (the message was built with the symbol)',
      () => lib.intOption(Symbol() as never, '1', 0, 1),
      'WRONG_TYPE',
    ],
    ['intOption("--n", "1", Symbol(), 1)', () => lib.intOption('--n', '1', Symbol() as never, 1), 'WRONG_TYPE'],
    ['seedOption(throwing)', () => lib.seedOption(throwingObject() as never), 'WRONG_TYPE'],
    ['new GameConsole(null, ...)', () => new lib.GameConsole(null as never, consoleOptions), 'WRONG_TYPE'],
    ['con.say(throwing)', () => con.say(throwingObject() as never), 'WRONG_TYPE'],
    ['new BoardView({ echo: "yes" })', () => new lib.BoardView({ echo: 'yes' as never }), 'WRONG_TYPE'],
    ['renderTwoDotsBoard(null)', () => lib.renderTwoDotsBoard(null as never), 'WRONG_TYPE'],
    ['scriptedReader(null)', () => lib.scriptedReader(null as never), 'WRONG_TYPE'],
    [
      'parseCommandLine([], { x: { type: "number" } })',
      () => lib.parseCommandLine([], { x: { type: 'number' } } as never),
      'BAD_VALUE',
    ],
  ])('%s throws ViewConsoleError %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });

  it('regression: fdSink over a write that answers 0 looped for ever', () => {
    expect(codeOf(() => lib.fdSink(1, () => 0).write('x'))).toBe('BAD_VALUE');
  });
});

describe('regression: GameConsole and BoardView were checked with instanceof', () => {
  it("the CJS build and the ESM build accept each other's consoles, views and errors", async () => {
    const { esm, cjs } = await loadBuilds<typeof lib>(new URL('../', import.meta.url), 'node');
    expect(esm.GameConsole).not.toBe(cjs.GameConsole);
    const c = new cjs.GameConsole({ input: cjs.scriptedReader([]), output: cjs.bufferSink() }, consoleOptions);
    const v = new cjs.BoardView({ input: cjs.scriptedReader([]), output: cjs.bufferSink() });
    expect(c instanceof esm.GameConsole).toBe(true);
    expect(esm.isGameConsole(c)).toBe(true);
    expect(v instanceof esm.BoardView).toBe(true);
    expect(esm.isBoardView(v)).toBe(true);
    expect(esm.isBoardView(c)).toBe(false);
    expect(
      new esm.GameConsole({ input: esm.scriptedReader([]), output: esm.bufferSink() }, consoleOptions) instanceof
        cjs.GameConsole,
    ).toBe(true);
    let caught: unknown;
    try {
      cjs.wrapText(3 as never);
    } catch (e) {
      caught = e;
    }
    expect(caught instanceof esm.ViewConsoleError).toBe(true);
    // A look-alike is not taken for one, and a caller's subclass keeps the ordinary check.
    expect({} instanceof esm.GameConsole).toBe(false);
    class Mine extends esm.BoardView {}
    expect(new esm.BoardView({ output: esm.bufferSink() }) instanceof Mine).toBe(false);
    expect(new Mine({ output: esm.bufferSink() }) instanceof esm.BoardView).toBe(true);
  });
});

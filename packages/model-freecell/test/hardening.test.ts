// Issue 12 hardening: frozen exports, the ESM and CJS builds accepting each
// other's objects, one error type with a code for every bad argument, limits
// on every size and budget, and a fuzz test calling every export with
// hostile values. The cross-build tests read dist/ (turbo builds it first:
// "@arcade/model-freecell#test" depends on "build").
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
const { CardT, FreecellError, FreecellGame, PileT, makeBoard, makeMove, msDeal, parseBoard, parseMove, solve } = lib;
const builds = await loadBuilds<Lib>(new URL('../', import.meta.url));
const isOwn = (e: unknown) => e instanceof FreecellError;
const codeOf = codeOfFor(isOwn);
const dealt = (n: number, L: Lib = lib) => {
  const g = new L.FreecellGame();
  g.newGame(L.msDeal(n));
  return g;
};

describe('regression: exported constants could be changed by a caller (VALUES.length = 0)', () => {
  it.each([
    ['src', lib],
    ['dist ESM', builds.esm],
    ['dist CJS', builds.cjs],
  ])('nothing reachable from the exports of %s is mutable', (_, mod) => {
    expect(mutableReachable(mod)).toEqual([]);
  });
  it('VALUES.length = 0 throws and msDeal still deals 52 cards', () => {
    expect(() => {
      (lib.VALUES as lib.Value[]).length = 0;
    }).toThrow(TypeError);
    expect(msDeal(1)).toHaveLength(52);
  });
});

describe('regression: the ESM build refused objects of the CJS build (newGame(cjs.msDeal(1)))', () => {
  const { esm, cjs } = builds;
  it('the two builds are distinct copies', () => {
    expect(esm.CardT).not.toBe(cjs.CardT);
  });
  it.each([
    ['ESM', 'CJS', esm, cjs],
    ['CJS', 'ESM', cjs, esm],
  ])('%s accepts the cards, piles, games and errors of %s', (_a, _b, mine, other) => {
    const g = new mine.FreecellGame();
    g.newGame(other.msDeal(1));
    expect(mine.makeBoard(g)).toBe(other.makeBoard(dealt(1, other)));
    const theirs = dealt(1, other);
    expect(theirs instanceof mine.FreecellGame).toBe(true);
    expect(mine.makeBoard(theirs)).toBe(mine.makeBoard(g));
    const r = mine.solve(theirs);
    expect(r.status).toBe('solved');
    const card = new other.CardT('ten', 'hearts');
    expect(card instanceof mine.CardT).toBe(true);
    expect(new mine.CardT('ten', 'hearts').equals(card)).toBe(true);
    expect(card.equals(new mine.CardT('ten', 'hearts'))).toBe(true);
    expect(new mine.CardT('jack', 'spades').isOneLess(card)).toBe(false);
    expect(card.isOneLess(new mine.CardT('jack', 'spades'))).toBe(true);
    expect(mine.makeCard(card)).toBe('TH');
    const pile = new mine.PileT();
    pile.add(card);
    expect(pile.top().equals(card)).toBe(true);
    expect(new other.PileT() instanceof mine.PileT).toBe(true);
    const position = theirs.position();
    const h = new mine.FreecellGame();
    h.setPosition(position);
    expect(mine.makeBoard(h)).toBe(mine.makeBoard(theirs));
    for (const f of [() => theirs.getCard('cell', 0), () => theirs.size('cell', 9), () => other.parseMove('zz')]) {
      try {
        f();
        expect.unreachable();
      } catch (e) {
        expect(e instanceof mine.FreecellError).toBe(true);
      }
    }
    expect(new other.InvalidMove('x') instanceof mine.InvalidMove).toBe(true);
    expect(new other.InvalidMove('x') instanceof mine.InvalidDeck).toBe(false);
  });
});

describe('regression: sizes and budgets that allocate or loop had no limit', () => {
  it('solve refuses a finite maxNodes past MAX_SOLVE_NODES; Infinity means the limit', () => {
    expect(codeOf(() => solve(dealt(1), { maxNodes: lib.MAX_SOLVE_NODES + 1 }))).toBe('TOO_LARGE');
    expect(solve(dealt(1), { maxNodes: Number.POSITIVE_INFINITY }).status).toBe('solved');
  });
  it('a pile holds at most MAX_PILE_SIZE cards', () => {
    const p = new PileT();
    for (let k = 0; k < lib.MAX_PILE_SIZE; k++) p.add(CardT.fromId(k));
    expect(codeOf(() => p.add(CardT.fromId(0)))).toBe('TOO_LARGE');
    expect(p.size()).toBe(lib.MAX_PILE_SIZE);
  });
  it('setPosition counts cards before copying a sparse pile of 2^31 holes', () => {
    const tableau: lib.CardT[][] = [[], [], [], [], [], [], [], []];
    (tableau[0] as lib.CardT[]).length = 2 ** 31;
    const g = dealt(1);
    const before = makeBoard(g);
    expect(codeOf(() => g.setPosition({ foundations: [[], [], [], []], cells: [[], [], [], []], tableau }))).toBe(
      'invalid_deck',
    );
    expect(makeBoard(g)).toBe(before);
  });
});

describe('regression: raw TypeErrors and messages that threw while being built', () => {
  it.each([
    ['parseBoard(null)', () => parseBoard(null as never), 'WRONG_TYPE'],
    ['parseMove(5)', () => parseMove(5 as never), 'WRONG_TYPE'],
    ['solve(null)', () => solve(null as never), 'WRONG_TYPE'],
    ['parseCard(Symbol())', () => lib.parseCard(Symbol() as never), 'WRONG_TYPE'],
    ['makeCard({})', () => lib.makeCard({} as never), 'WRONG_TYPE'],
    ['makeBoard(null)', () => makeBoard(null as never), 'WRONG_TYPE'],
    ['new CardT(throwing, hearts)', () => new CardT(throwingObject() as never, 'hearts'), 'NOT_A_VALUE'],
    ['card.isOneLess(null)', () => new CardT('ace', 'hearts').isOneLess(null as never), 'WRONG_TYPE'],
    ['getCard(Object.create(null), 0)', () => dealt(1).getCard(Object.create(null), 0), 'NOT_A_PILE_TYPE'],
    ['getCard("cell", Symbol())', () => dealt(1).getCard('cell', Symbol() as never), 'invalid_index'],
    ['undo(Symbol())', () => dealt(1).undo(Symbol() as never), 'WRONG_TYPE'],
    ['setPosition(null)', () => dealt(1).setPosition(null as never), 'invalid_deck'],
    ['pile.at(throwing)', () => new PileT().at(throwingObject() as never), 'WRONG_TYPE'],
  ])('%s throws FreecellError %s', (_, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

describe('regression: makeMove printed nonsense for moves that do not exist', () => {
  const col = (index: number) => ({ kind: 'column' as const, index });
  it.each([
    ['index NaN ("NaNundefined")', { from: col(Number.NaN), to: { kind: 'cell' as const, index: 0 } }],
    ['count 0 ("12v0")', { from: col(0), to: col(1), count: 0 }],
    ['index 9 ("10h")', { from: col(9), to: { kind: 'foundation' as const } }],
    ['kind Symbol', { from: { kind: Symbol() as never, index: 0 }, to: col(1) }],
  ])('makeMove with %s throws BAD_MOVE', (_, m) => {
    expect(codeOf(() => makeMove(m as lib.Move))).toBe('BAD_MOVE');
  });
  it('good moves still print', () => {
    expect(makeMove(parseMove('36v3'))).toBe('36v3');
  });
});

describe('fuzz: every export with hostile values throws FreecellError with a code or returns', () => {
  const g = dealt(1);
  g.play('1a');
  const state = () => [makeBoard(g), g.undoDepth()];
  const gm = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `game.${name}`,
    valid,
    call: (args) => (g as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state,
  });
  const card = new CardT('ten', 'hearts');
  const cm = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `card.${name}`,
    valid,
    call: (args) => (card as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
  });
  const pile = new PileT();
  pile.add(card);
  const pm = (name: string, valid: unknown[][]): FuzzTarget => ({
    name: `pile.${name}`,
    valid,
    call: (args) => (pile as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
    state: () => pile.cards().map(String),
  });
  const none = [[undefined]];
  const piles = ['tableau', 'cell', 'foundation'];
  const near = parseBoard('Foundations: H-K D-K S-K C-Q\nFreecells: KC\n:\n:\n:\n:\n:\n:\n:\n:\n');
  const targets: FuzzTarget[] = [
    { name: 'numVal', valid: [['ace', 'king']], call: ([v]) => lib.numVal(v as lib.Value) },
    { name: 'suitIndex', valid: [['clubs']], call: ([v]) => lib.suitIndex(v as lib.Suit) },
    { name: 'isRed', valid: [['hearts']], call: ([v]) => lib.isRed(v as lib.Suit) },
    { name: 'new CardT', valid: [['ace', 'ten'], ['spades']], call: ([v, s]) => new CardT(v as 'ace', s as 'spades') },
    { name: 'CardT.fromId', valid: [[0, 51]], call: ([id]) => CardT.fromId(id as number) },
    cm('S', none),
    cm('V', none),
    cm('isOppositeColour', [[new CardT('jack', 'spades')]]),
    cm('isOneLess', [[new CardT('jack', 'spades')]]),
    cm('equals', [[card]]),
    cm('toString', none),
    { name: 'fullDeck', valid: none, call: () => lib.fullDeck() },
    { name: 'new PileT', valid: none, call: () => new PileT() },
    pm('add', [[new CardT('nine', 'clubs')]]),
    pm('top', none),
    pm('rm', none),
    pm('size', none),
    pm('at', [[0, 5]]),
    pm('cards', none),
    { name: 'new FreecellGame', valid: none, call: () => new FreecellGame() },
    gm('newGame', [[msDeal(2)]]),
    gm('setPosition', [[dealt(3).position()]]),
    gm('position', none),
    gm('getCard', [piles, [0, 3]]),
    gm('size', [piles, [0, 7]]),
    gm('isValidMove', [piles, piles, [0, 1], [2, 3]]),
    gm('moveCard', [piles, piles, [0, 1], [2, 3]]),
    gm('gameWon', none),
    gm('noValidMoves', none),
    gm('maxSequenceMove', [[true, false]]),
    gm('runLength', [[0, 7]]),
    gm('whyInvalid', [['2b', parseMove('36')]]),
    gm('play', [['2b', parseMove('a1')]]),
    gm('canPlay', [['2b']]),
    gm('legalMoves', none),
    gm('autoMoveToFoundations', none),
    gm('undoDepth', none),
    gm('undo', [[0, 1]]),
    gm('clone', none),
    gm('isStarted', none),
    { name: 'msDeal', valid: [[1, 617]], call: ([n]) => msDeal(n as number) },
    { name: 'msDealOrder', valid: [[11982]], call: ([n]) => lib.msDealOrder(n as number) },
    { name: 'parseBoard', valid: [[makeBoard(g)]], call: ([t]) => parseBoard(t as string) },
    { name: 'makeBoard', valid: [[g]], call: ([x]) => makeBoard(x as lib.FreecellGame) },
    { name: 'parseCard', valid: [['TH', '10s', 'ZZ']], call: ([t]) => lib.parseCard(t as string) },
    { name: 'makeCard', valid: [[card]], call: ([c]) => lib.makeCard(c as lib.CardT) },
    {
      name: 'parseMove',
      valid: [
        ['36v3', 'a1'],
        [1, 7],
      ],
      call: ([t, l]) => parseMove(t as string, l as number),
    },
    { name: 'makeMove', valid: [[parseMove('36v3')]], call: ([m]) => makeMove(m as lib.Move) },
    { name: 'parseMoves', valid: [['36 a1\n4h']], call: ([t]) => lib.parseMoves(t as string) },
    { name: 'makeMoves', valid: [[[parseMove('4h')]]], call: ([m]) => lib.makeMoves(m as lib.Move[]) },
    {
      name: 'solve',
      valid: [
        [near],
        [
          { maxNodes: 50 },
          { weights: { home: 2 } },
          { attempts: [{ weights: {}, budget: 10 }] },
          { minimize: 'moves', beam: 16 },
        ],
      ],
      call: ([x, o]) => solve(x as lib.FreecellGame, o as lib.SolveOptions),
    },
    {
      name: 'countMoves',
      valid: [[near], [['ah', 'ah'], ['ah']]],
      call: ([x, m]) => lib.countMoves(x as lib.FreecellGame, m as string[]),
      state: () => [makeBoard(near), near.undoDepth()],
    },
    {
      name: 'smartMove',
      valid: [
        [g],
        [
          { kind: 'column', index: 5 },
          { kind: 'cell', index: 0 },
        ],
        [{}, { count: 1 }],
      ],
      call: ([x, f, o]) => lib.smartMove(x as lib.FreecellGame, f as lib.MoveSource, o as lib.SmartMoveOptions),
      state,
    },
    {
      name: 'solve(options fields)',
      valid: [[10], [5], [() => 0], [1]],
      call: ([maxNodes, timeLimitMs, now, home]) =>
        solve(near, { maxNodes, timeLimitMs, now, weights: { home } } as lib.SolveOptions),
    },
  ];

  it('covers every function and class the package exports', () => {
    const errors = ['FreecellError', 'InvalidDeck', 'InvalidAvailability', 'InvalidIndex', 'InvalidMove'];
    expect(uncovered(lib, targets, [...errors, 'GameNotStarted', 'ParseError'])).toEqual([]);
  });

  it('no hostile call surfaces a foreign error, changes state after throwing, or takes over 2 s', () => {
    const calls = new HostileCalls(isOwn);
    fuzz(fc, calls, targets, 20_000);
    console.log(`model-freecell fuzz: ${calls.count} hostile calls, ${calls.failed} failures`);
    expect(calls.failures).toEqual([]);
    expect(calls.failed).toBe(0);
    expect(calls.count).toBeGreaterThan(20_000 + targets.length * HOSTILE.length);
  });
});

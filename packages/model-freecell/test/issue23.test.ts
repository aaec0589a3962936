// Issue 23 items 12, 13 and 15 for FreeCell: solve refuses unknown options
// and a clock that stops reading a number; a polluted Object.prototype is
// read neither as solve's options nor as a Move's or a position's fields;
// and Proxies get a FreecellError, not a raw TypeError.
import { afterEach, describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy, throwingObject } from '../../../test-support/hostile.js';
import {
  CardT,
  FreecellError,
  FreecellGame,
  InvalidMove,
  makeBoard,
  makeMove,
  parseMove,
  ParseError,
  PileT,
  solve,
} from '../src/index.js';
import { deal } from './helpers.js';

const codeOf = codeOfFor((e) => e instanceof FreecellError);
const proto = Object.prototype as Record<string, unknown>;
const polluting = ['maxNodes', 'timeLimitMs', 'now', 'weights', 'attempts', 'count', 'cells', 'budget'];
afterEach(() => {
  for (const k of polluting) delete proto[k];
});

describe('issue 23.12: the FreeCell solver refuses what it does not understand', () => {
  // signal, timeMs and clock were unknown here until issue 20.5 made them the budget's names.
  it.each([
    ['{ maxnodes: 10 }', { maxnodes: 10 }],
    ['{ bogus: 1 }', { bogus: 1 }],
  ])('solve(deal 581546, %s) is UNKNOWN_OPTION at once, not a full search', (_, options) => {
    const g = deal(581546);
    // Refused before the search: a search with a time limit would read the clock.
    let reads = 0;
    const now = () => {
      reads++;
      return 0;
    };
    expect(codeOf(() => solve(g, { ...options, timeLimitMs: 1e9, now } as never))).toBe('UNKNOWN_OPTION');
    expect(reads).toBe(0);
    expect(() => solve(g, options as never)).toThrow(
      /^solve: unknown option ".+" \(the options are maxNodes, timeMs, clock, signal, onProgress, timeLimitMs, now, weights, attempts, minimize, beam\)$/,
    );
  });
  it('a now() that reads NaN after the start is refused, not taken as "no time limit"', () => {
    let reads = 0;
    const now = () => (reads++ === 0 ? 0 : Number.NaN);
    // Deal 11982 is unsolvable: without the check the search ran to its end (about 130,000 positions).
    expect(() => solve(deal(11982), { timeLimitMs: 1e9, now })).toThrow(
      new FreecellError('OUT_OF_RANGE', 'solve: now() must return a finite number of milliseconds, got NaN'),
    );
    expect(reads).toBe(2); // stopped at the second reading, not after a full search
    for (const bad of [Number.POSITIVE_INFINITY, '5', undefined]) {
      let n = 0;
      expect(codeOf(() => solve(deal(11982), { timeLimitMs: 1e9, now: () => (n++ === 0 ? 0 : bad) as number }))).toBe(
        'OUT_OF_RANGE',
      );
    }
  });
  it('a clock without a time limit is not read', () => {
    let reads = 0;
    expect(solve(deal(1), { now: () => reads++ }).status).toBe('solved');
    expect(reads).toBe(0);
  });
});

describe('issue 23.13: a polluted Object.prototype is not read as options or data', () => {
  it('Object.prototype.maxNodes, timeLimitMs, now, weights and attempts change no solve', () => {
    const plain = solve(deal(1));
    const weighted = solve(deal(1), { weights: { home: 1 } });
    proto.maxNodes = 1;
    proto.timeLimitMs = 0;
    proto.now = () => Number.NaN;
    proto.weights = { home: 1000 };
    proto.budget = 0;
    expect(solve(deal(1))).toEqual(plain);
    expect(solve(deal(1), {})).toEqual(plain);
    expect(solve(deal(1), { weights: { home: 1 } })).toEqual(weighted);
    proto.attempts = [];
    expect(solve(deal(1))).toEqual(plain);
  });
  it('Object.prototype.count is not a Move count, nor cells a position list', () => {
    const g = deal(1);
    const m = { from: { kind: 'column' as const, index: 0 }, to: { kind: 'cell' as const, index: 0 } };
    proto.count = 3;
    expect(makeMove(m)).toBe('1a');
    expect(g.whyInvalid(m)).toBeNull();
    g.play(m);
    expect(g.undoDepth()).toBe(1);
    const position = g.position();
    proto.cells = position.cells;
    const { cells: _, ...noCells } = position;
    expect(codeOf(() => new FreecellGame().setPosition(noCells as never))).toBe('invalid_deck');
  });
});

describe('issue 23.15: Proxies and hostile messages give a FreecellError', () => {
  const g = deal(1);
  it.each([
    ['solve', () => solve(new Proxy(g, {}))],
    ['makeBoard', () => makeBoard(new Proxy(g, {}))],
    ['solve on Object.create', () => solve(Object.create(FreecellGame.prototype))],
  ])('%s of a Proxy of a game is WRONG_TYPE, not "Receiver must be an instance"', (_, f) => {
    expect(codeOf(f)).toBe('WRONG_TYPE');
  });
  it('a Proxy of a card is not a card; a revoked Proxy as a move, position or deck is refused', () => {
    const c = new CardT('ace', 'hearts');
    expect(new Proxy(c, {}) instanceof CardT).toBe(false);
    expect(codeOf(() => new PileT().add(new Proxy(c, {})))).toBe('WRONG_TYPE');
    const r = revokedProxy({});
    expect(codeOf(() => makeMove(r as never))).toBe('BAD_MOVE');
    expect(codeOf(() => g.play(r as never))).toBe('invalid_move');
    expect(codeOf(() => g.play({ from: r, to: { kind: 'foundation' } } as never))).toBe('invalid_move');
    expect(codeOf(() => new FreecellGame().setPosition(r as never))).toBe('invalid_deck');
    expect(codeOf(() => new FreecellGame().newGame(revokedProxy([]) as never))).toBe('invalid_deck');
    expect(codeOf(() => solve(g, r as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => solve(g, { timeLimitMs: 5, now: revokedProxy(() => 0) as never }))).toBe('WRONG_TYPE');
  });
  it("the caller's own exception from a getter or a clock passes through unchanged", () => {
    const mine = new Error('mine');
    const getter = Object.defineProperty({}, 'maxNodes', {
      enumerable: true,
      get() {
        throw mine;
      },
    });
    expect(() => solve(g, getter)).toThrow(mine);
    expect(() =>
      solve(g, {
        timeLimitMs: 5,
        now: () => {
          throw mine;
        },
      }),
    ).toThrow(mine);
  });
  it('error constructors given a hostile message build their error', () => {
    const hostile = throwingObject();
    expect(new FreecellError('WRONG_TYPE', hostile as never).message).toBe('an object');
    expect(new InvalidMove(Symbol('m') as never).message).toBe('a symbol');
    expect(new ParseError(1, hostile as never).code).toBe('PARSE_ERROR');
    expect(parseMove('1a').from.index).toBe(0);
  });
});

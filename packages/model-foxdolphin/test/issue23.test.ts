// Issue 23 items 13, 14 and 15 for Foxes and Dolphins: a polluted
// Object.prototype is not read as options or board data; a Board's state is
// #private (no apply() on a Controller's board, no occKind.fill(0) behind
// validate's back); and Proxies get a FoxDolphinError.
import { afterEach, describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy, throwingObject } from '../../../test-support/hostile.js';
import {
  Board,
  Controller,
  DEFAULT_ROUND_LIMIT,
  FoxDolphinError,
  generateIsland,
  makeBoard,
  type Tile,
  validate,
} from '../src/index.js';

const codeOf = codeOfFor((e) => e instanceof FoxDolphinError);
const proto = Object.prototype as Record<string, unknown>;
const polluting = ['roundLimit', 'maxTries', 'pieces', 'width', 'first', 'caves', 'w'];
afterEach(() => {
  for (const k of polluting) delete proto[k];
});
const flat = (w: number, h: number): Tile[] => {
  const out: Tile[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push({ x, y, h: 0, isWater: false });
  return out;
};

describe('issue 23.13: a polluted Object.prototype is not read as options or board data', () => {
  it('Object.prototype.roundLimit, maxTries, first, width and pieces change no game or island', () => {
    const island = makeBoard(generateIsland({ seed: 3 }));
    proto.roundLimit = 1;
    proto.maxTries = 1;
    proto.first = 'Dolphin';
    proto.width = 40;
    proto.pieces = 1;
    const game = new Controller({ seed: 3 });
    expect(game.roundLimit).toBe(DEFAULT_ROUND_LIMIT);
    expect(game.p1.animal).toBe('Fox');
    expect(makeBoard(generateIsland({ seed: 3 }))).toBe(island);
    expect(Controller.init(4, { seed: 3 }).roundLimit).toBe(DEFAULT_ROUND_LIMIT);
  });
  it('Object.prototype.pieces, caves and w are not read as board data', () => {
    proto.pieces = [{ type: 'Fox', x: 0, y: 0 }];
    proto.caves = 'not a list';
    proto.w = 99;
    const b = new Board({ tiles: flat(3, 3) });
    expect(b.pieces()).toEqual([]);
    expect(b.w).toBe(0);
    expect(validate({ tiles: flat(3, 3) })).toBeNull();
  });
});

describe('issue 23.14: a Board has no fields or helpers to write from outside', () => {
  it('a Controller-owned board offers no apply() and no occKind to empty', () => {
    const game = new Controller({ seed: 5 });
    const open = game.board as unknown as Record<string, unknown>;
    expect(open.apply).toBeUndefined();
    expect(open.occKind).toBeUndefined();
    expect(Object.keys(game.board)).toEqual([]);
    const before = makeBoard(game.board);
    open.occKind = new Uint8Array(game.board.tileCount); // a new own property, not the board's state
    expect(makeBoard(game.board)).toBe(before);
    expect(validate(game.board)).toBeNull();
    expect(() => {
      open.tileCount = 0;
    }).toThrow(TypeError);
    expect(game.board.tileCount).toBeGreaterThan(0);
  });
  it('clone() still copies every field, sharing nothing that changes', () => {
    const b = generateIsland({ seed: 9 });
    const c = b.clone();
    expect(makeBoard(c)).toBe(makeBoard(b));
    expect(c.tileCount).toBe(b.tileCount);
    c.flood();
    const piece = c.pieces()[0]!;
    for (const t of c.neighbours(piece)) if (c.isValidMove(piece, t.x, t.y)) c.requestMove(piece, t.x, t.y);
    expect(makeBoard(b)).toBe(makeBoard(generateIsland({ seed: 9 })));
  });
});

describe('issue 23.15: Proxies give a FoxDolphinError', () => {
  const b = generateIsland({ seed: 2 });
  it('a Proxy of a board, or Object.create(Board.prototype), is WRONG_TYPE, not "Cannot read private member"', () => {
    expect(codeOf(() => validate(new Proxy(b, {})))).toBe('WRONG_TYPE');
    expect(codeOf(() => new Controller({ board: new Proxy(b, {}) }))).toBe('WRONG_TYPE');
    expect(codeOf(() => makeBoard(Object.create(Board.prototype)))).toBe('WRONG_TYPE');
  });
  it('revoked Proxies as options, board data, a piece or a callback are refused', () => {
    expect(codeOf(() => new Controller(revokedProxy({}) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => generateIsland(revokedProxy({}) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => validate(revokedProxy({}) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => new Board(revokedProxy({}) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => b.forEachTarget('Fox', revokedProxy(() => true) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => b.isValidMove(revokedProxy({}) as never, 0, 0))).toBe('WRONG_TYPE');
  });
  it('the error classes build from a hostile message', () => {
    expect(new FoxDolphinError('WRONG_TYPE', throwingObject() as never).message).toBe('an object');
  });
});

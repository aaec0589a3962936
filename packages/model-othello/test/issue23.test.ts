// Issue 23 items 14 and 15 for the model: the bitboards are #private (a
// caller can no longer put both colours on a square), and a Proxy of a game
// or a revoked Proxy is refused with the package's own error.
import { describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy, throwingObject } from '../../../test-support/hostile.js';
import {
  makeBoard,
  makeSquare,
  makeTranscript,
  Othello,
  OthelloException,
  perft,
  playTranscript,
} from '../src/index.js';

const codeOf = codeOfFor((e) => e instanceof OthelloException);

describe('issue 23.14: the bitboards bl/bh/wl/wh cannot be written at run time', () => {
  it('writing bl, bh, wl, wh on a game changes nothing it answers', () => {
    const g = playTranscript('f5d6');
    const before = makeBoard(g);
    const open = g as unknown as Record<string, number>;
    for (const k of ['bl', 'bh', 'wl', 'wh']) open[k] = -1; // every square, both colours
    expect(makeBoard(g)).toBe(before);
    expect(g.count('BLACK') + g.count('WHITE')).toBe(6);
    expect(g.perft(2)).toBe(playTranscript('f5d6').perft(2));
  });
  it('a game has no own enumerable fields to write', () => {
    expect(Object.keys(new Othello())).toEqual([]);
  });
});

describe('issue 23.15: Proxies are refused with OthelloException, not a raw TypeError', () => {
  const g = new Othello();
  it('a Proxy of a game is not a game (its methods would fail on the #private fields)', () => {
    const p = new Proxy(g, {});
    expect(p instanceof Othello).toBe(false);
    expect(codeOf(() => perft(1, p))).toBe('WRONG_TYPE');
    expect(codeOf(() => perft(1, Object.create(Othello.prototype)))).toBe('WRONG_TYPE');
  });
  it('a revoked Proxy as a square, transcript, cells or bytes is WRONG_TYPE', () => {
    const r = revokedProxy({});
    expect(codeOf(() => makeSquare(r as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => makeTranscript(r as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => playTranscript(r as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => Othello.fromCells(r as never, 'BLACK'))).toBe('WRONG_TYPE');
  });
});

describe('issue 23.15: the error classes build from hostile arguments', () => {
  it('a code or message that cannot be coerced, or a revoked Proxy, still gives an OthelloException', () => {
    const e = new OthelloException(throwingObject() as never, throwingObject() as never);
    expect(e.message).toBe('an object');
    expect(e.name).toBe('OthelloException');
    expect(new OthelloException(revokedProxy({}) as never, 'm').message).toBe('m');
  });
});

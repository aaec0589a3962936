// Issue 23 items 13 and 15 for Two Dots: a polluted Object.prototype is not
// read as a problem's fields, and Proxies get the package's error, not a raw
// TypeError from a #private field.
import { afterEach, describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy, throwingObject } from '../../../test-support/hostile.js';
import {
  Board,
  bestMove,
  checkLoop,
  describeProblem,
  mulberry32,
  PointT,
  randomColor,
  TwoDotsBoard,
  TwoDotsError,
} from '../src/index.js';

const codeOf = codeOfFor((e) => e instanceof TwoDotsError);
const proto = Object.prototype as Record<string, unknown>;
afterEach(() => {
  delete proto.kind;
});

describe('issue 23.13: a polluted Object.prototype is not read as a problem', () => {
  it('describeProblem({}) is refused even with Object.prototype.kind set', () => {
    proto.kind = 'notMoves';
    expect(codeOf(() => describeProblem({} as never))).toBe('WRONG_TYPE');
    expect(describeProblem({ kind: 'tooShort', length: 1 })).toBe('a path needs at least 2 dots, got 1');
  });
});

describe('issue 23.15: Proxies give a TwoDotsError', () => {
  const board = new TwoDotsBoard(4, 4, mulberry32(1));
  const path = [new PointT(0, 0), new PointT(0, 1)];
  it.each([
    ['checkLoop', () => checkLoop(new Proxy(board, {}), path)],
    ['bestMove', () => bestMove(new Proxy(board, {}))],
    ['board.get of a Proxy of a point', () => board.get(new Proxy(new PointT(0, 0), {}))],
    ['checkLoop of Object.create(Board.prototype)', () => checkLoop(Object.create(Board.prototype), path)],
  ])('%s is refused with the package error', (_, f) => {
    expect(typeof codeOf(f)).toBe('string');
    expect(codeOf(f)).not.toBe('no error');
  });
  it('revoked Proxies as a board, a path, a random source or a problem are refused', () => {
    expect(typeof codeOf(() => bestMove(revokedProxy({}) as never))).toBe('string');
    expect(typeof codeOf(() => checkLoop(board, revokedProxy([]) as never))).toBe('string');
    expect(codeOf(() => randomColor(revokedProxy(() => 0.5) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => new TwoDotsBoard(4, 4, revokedProxy(() => 0.5) as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => describeProblem(revokedProxy({}) as never))).toBe('WRONG_TYPE');
  });
  it('the error classes build from a hostile message', () => {
    expect(new TwoDotsError('WRONG_TYPE', throwingObject() as never).message).toBe('an object');
  });
});

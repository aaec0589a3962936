// Issue 20.9: one style for the error codes no specification names.
import { describe, expect, it } from 'vitest';
import { Game, mulberry32, parseGame, TicTacToeError } from '../src/index.js';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof TicTacToeError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('issue 20.9: one style of error code', () => {
  it('issue 20.9: contract tags stay as the specification spells them, other codes are UPPER_SNAKE_CASE', () => {
    const codes = [
      codeOf(() => Game.make().putCircle(1, 1)),
      codeOf(() => Game.make().putCross(4, 1)),
      codeOf(() => parseGame('xx')),
      codeOf(() => parseGame('XX./.../...')),
      codeOf(() => mulberry32('1' as never)),
      codeOf(() => mulberry32(1.5)),
    ];
    expect(codes).toEqual([
      'circle_turn',
      'i_in_bounds',
      'INVALID_NOTATION',
      'UNREACHABLE_POSITION',
      'WRONG_TYPE',
      'NOT_AN_INTEGER',
    ]);
  });
});

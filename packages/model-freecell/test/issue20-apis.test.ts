// Issue 20 (APIs a programmer expects, one convention for long work, one
// style of error code): the members a programmer reaches for first.
import { describe, expect, it } from 'vitest';
import { FreecellError, FreecellGame, type FreecellErrorCode, msDeal, parseMove, solve } from '../src/index.js';

/** The code a call throws with, or 'no error'. */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof FreecellError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('issue 20.9: one style of error code', () => {
  it('issue 20.9: codes the specification names stay verbatim, every other code is UPPER_SNAKE_CASE', () => {
    const g = new FreecellGame();
    const codes: FreecellErrorCode[] = [];
    const push = (f: () => unknown) => codes.push(codeOf(f) as FreecellErrorCode);
    push(() => g.size('cell', 0)); // used before newGame
    g.newGame(msDeal(1));
    push(() => g.size('cell', 9));
    push(() => g.getCard('cell', 0));
    push(() => g.moveCard('cell', 'cell', 0, 1));
    push(() => parseMove('zz'));
    push(() => msDeal(1.5));
    push(() => msDeal(0));
    push(() => solve(g, { nope: 1 } as never));
    push(() => solve(null as never));
    expect(codes).toEqual([
      'GAME_NOT_STARTED',
      'invalid_index',
      'invalid_availability',
      'invalid_move',
      'PARSE_ERROR',
      'NOT_AN_INTEGER',
      'OUT_OF_RANGE',
      'UNKNOWN_OPTION',
      'WRONG_TYPE',
    ]);
    const mis = new Set(['invalid_deck', 'invalid_availability', 'invalid_index', 'invalid_move']);
    for (const c of codes) expect(mis.has(c) || /^[A-Z]+(_[A-Z]+)*$/.test(c)).toBe(true);
  });
});

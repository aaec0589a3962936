// Issue 23 item 15 for Tic-tac-toe: a revoked Proxy as the random source,
// a Proxy of a game, and a hostile error message give a TicTacToeError.
import { describe, expect, it } from 'vitest';
import { codeOfFor, revokedProxy, throwingObject } from '../../../test-support/hostile.js';
import { chooseBestMove, Game, TicTacToeError } from '../src/index.js';

const codeOf = codeOfFor((e) => e instanceof TicTacToeError);

describe('issue 23.15: errors that were not TicTacToeError', () => {
  it('a revoked Proxy as the random source is WRONG_TYPE, not a raw TypeError', () => {
    expect(codeOf(() => chooseBestMove(Game.make(), revokedProxy(() => 0.5) as never))).toBe('WRONG_TYPE');
  });
  it('a Proxy of a game is not a game', () => {
    expect(codeOf(() => chooseBestMove(new Proxy(Game.make(), {}), () => 0.5))).toBe('WRONG_TYPE');
  });
  it('the error class builds from a hostile message', () => {
    expect(new TicTacToeError('WRONG_TYPE', throwingObject() as never).message).toBe('an object');
  });
});

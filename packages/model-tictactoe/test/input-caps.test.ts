import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

describe('issue 23.8: parseGame has a documented input cap (TOO_LARGE), checked before the text is split', () => {
  it('refuses text past MAX_GAME_TEXT by its length, and reads the notation padded to the cap as before', () => {
    let caught: unknown;
    try {
      lib.parseGame('X.O/.X./..O'.padEnd(50_000_000, '/'));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(lib.TicTacToeError);
    expect((caught as lib.TicTacToeError).code).toBe('TOO_LARGE');
    // The length check answered (it names the cap and the length), not a scan of the rows.
    expect((caught as lib.TicTacToeError).message).toContain(`at most ${lib.MAX_GAME_TEXT} characters, got 50000000`);
    expect(() => lib.parseGame('.'.repeat(lib.MAX_GAME_TEXT + 1))).toThrow(
      expect.objectContaining({ code: 'TOO_LARGE' }),
    );
    // Within the cap: the notation's own reason.
    expect(() => lib.parseGame('.'.repeat(lib.MAX_GAME_TEXT))).toThrow(
      expect.objectContaining({ code: 'INVALID_NOTATION' }),
    );
    expect(lib.makeGame(lib.parseGame('X.O/.X./..O'))).toBe('X.O/.X./..O');
  });
});

import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';
import { deal } from './helpers.js';

/** The code of the FreecellError `run` throws, or 'none'. */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof lib.FreecellError ? err.code : `not a FreecellError: ${String(err)}`;
  }
  return 'none';
}

/** Milliseconds `run` takes. */
function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe('issue 23.8: the parsers have no size cap (parseMoves on 10 MB: 11.6 s, 748 MB; parseBoard on 30 MB: 7.4 s)', () => {
  it('each parser refuses text past its documented cap with too_large, at once', () => {
    const huge = '1a '.repeat(10_000_000 / 3);
    let code = '';
    expect(timed(() => (code = codeOf(() => lib.parseMoves(huge))))).toBeLessThan(50);
    expect(code).toBe('too_large');
    expect(codeOf(() => lib.parseMoves('1a '.repeat(lib.MAX_MOVES_TEXT / 3 + 1)))).toBe('too_large');
    expect(codeOf(() => lib.parseBoard(' '.repeat(30_000_000)))).toBe('too_large');
    expect(codeOf(() => lib.parseBoard('x'.repeat(lib.MAX_BOARD_TEXT + 1)))).toBe('too_large');
    expect(codeOf(() => lib.parseMove(`${' '.repeat(lib.MAX_MOVE_TEXT)}1a`))).toBe('too_large');
    expect(codeOf(() => lib.parseCard('T'.repeat(lib.MAX_CARD_TEXT + 1)))).toBe('too_large');
  });

  it('text at the caps is parsed as before, in linear time', () => {
    const moves = '1a a1 '.repeat(Math.floor(lib.MAX_MOVES_TEXT / 6));
    let parsed: lib.Move[] = [];
    expect(timed(() => (parsed = lib.parseMoves(moves)))).toBeLessThan(2000);
    expect(parsed).toHaveLength(2 * Math.floor(lib.MAX_MOVES_TEXT / 6));
    expect(lib.parseMove(`${' '.repeat(lib.MAX_MOVE_TEXT - 4)}36v3`)).toEqual({
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 5 },
      count: 3,
    });
    expect(lib.parseCard('10h')).toEqual(lib.parseCard('TH'));
    // A board token past the card cap is still a ParseError naming its line.
    const board = lib.makeBoard(deal(1));
    const bad = board.replace(/^(\S+)/m, 'Z'.repeat(lib.MAX_CARD_TEXT + 5));
    expect(codeOf(() => lib.parseBoard(bad))).toBe('parse_error');
  });
});

import { describe, expect, it } from 'vitest';
import { codeOfFor, messageOf } from '../../../test-support/hostile.js';
import * as lib from '../src/index.js';
import { deal } from './helpers.js';

/** The code of the FreecellError `run` throws, any other error itself, or 'no error'. */
const codeOf = codeOfFor((e) => e instanceof lib.FreecellError);

describe('issue 23.8: the parsers have no size cap (parseMoves on 10 MB: 11.6 s, 748 MB; parseBoard on 30 MB: 7.4 s)', () => {
  it('each parser refuses text past its documented cap with TOO_LARGE, by its length', () => {
    const huge = '1a '.repeat(10_000_000 / 3);
    expect(codeOf(() => lib.parseMoves(huge))).toBe('TOO_LARGE');
    // Before any move is read: text whose first move a scan would refuse (PARSE_ERROR) is
    // TOO_LARGE, the message naming the cap and the length.
    const badFirst = `zz ${huge}`;
    expect(codeOf(() => lib.parseMoves('zz 1a'))).toBe('PARSE_ERROR');
    expect(messageOf(() => lib.parseMoves(badFirst))).toBe(
      `parseMoves: at most ${lib.MAX_MOVES_TEXT} characters, got ${badFirst.length}`,
    );
    expect(messageOf(() => lib.parseBoard(' '.repeat(30_000_000)))).toBe(
      `parseBoard: at most ${lib.MAX_BOARD_TEXT} characters, got 30000000`,
    );
    expect(codeOf(() => lib.parseMoves('1a '.repeat(lib.MAX_MOVES_TEXT / 3 + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard(' '.repeat(30_000_000)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard('x'.repeat(lib.MAX_BOARD_TEXT + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseMove(`${' '.repeat(lib.MAX_MOVE_TEXT)}1a`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseCard('T'.repeat(lib.MAX_CARD_TEXT + 1)))).toBe('TOO_LARGE');
  });

  // No time is asserted (speed is the bench's: pnpm --filter @arcade/model-freecell bench);
  // the explicit timeout only catches a parse that never ends.
  it('text at the caps is parsed as before', { timeout: 60_000 }, () => {
    const moves = '1a a1 '.repeat(Math.floor(lib.MAX_MOVES_TEXT / 6));
    const parsed = lib.parseMoves(moves);
    expect(parsed).toHaveLength(2 * Math.floor(lib.MAX_MOVES_TEXT / 6));
    expect(parsed[1]).toEqual(lib.parseMove('a1'));
    expect(lib.parseMove(`${' '.repeat(lib.MAX_MOVE_TEXT - 4)}36v3`)).toEqual({
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 5 },
      count: 3,
    });
    expect(lib.parseCard('10h')).toEqual(lib.parseCard('TH'));
    // A board token past the card cap is still a ParseError naming its line.
    const board = lib.makeBoard(deal(1));
    const bad = board.replace(/^(\S+)/m, 'Z'.repeat(lib.MAX_CARD_TEXT + 5));
    expect(codeOf(() => lib.parseBoard(bad))).toBe('PARSE_ERROR');
  });
});

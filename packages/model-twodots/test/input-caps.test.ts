import { describe, expect, it } from 'vitest';
import { codeOfFor, messageOf } from '../../../test-support/hostile.js';
import * as lib from '../src/index.js';

/** The code of the TwoDotsError `run` throws, any other error itself, or 'no error'. */
const codeOf = codeOfFor((e) => e instanceof lib.TwoDotsError);

describe('issue 23.8: parseBoard has a documented input cap (TOO_LARGE), lengths checked before elements', () => {
  // No time is asserted (speed is the bench's: pnpm --filter @arcade/model-twodots bench);
  // the explicit timeout only catches a parse that never ends.
  it('refuses text past MAX_BOARD_TEXT by its length, and too many rows or columns as soon as seen', {
    timeout: 60_000,
  }, () => {
    expect(codeOf(() => lib.parseBoard('R'.repeat(50_000_000)))).toBe('TOO_LARGE');
    // The length check answered (it names the cap and the length), not a row's.
    expect(messageOf(() => lib.parseBoard('R'.repeat(50_000_000)))).toBe(
      `parseBoard: at most ${lib.MAX_BOARD_TEXT} characters, got 50000000`,
    );
    expect(messageOf(() => lib.parseBoard('\n'.repeat(lib.MAX_BOARD_TEXT + 1)))).toContain(
      `at most ${lib.MAX_BOARD_TEXT} characters`,
    );
    const columns = `parseBoard: at most ${lib.MAX_BOARD_SIDE} columns`;
    expect(codeOf(() => lib.parseBoard('R'.repeat(lib.MAX_BOARD_SIDE + 1)))).toBe('TOO_LARGE');
    expect(messageOf(() => lib.parseBoard('R'.repeat(lib.MAX_BOARD_SIDE + 1)))).toBe(columns);
    expect(messageOf(() => lib.parseBoard('R\n'.repeat(lib.MAX_BOARD_SIDE + 1)))).toBe(
      `parseBoard: at most ${lib.MAX_BOARD_SIDE} rows`,
    );
    // The worst text within the cap, two rows of 1 Mi letters: refused by the row's length
    // before its letters are spread and checked (a 'Z' would then be BAD_TEXT).
    const worst = `${'R'.repeat(lib.MAX_BOARD_TEXT / 2 - 2)}Z\n`.repeat(2);
    expect(codeOf(() => lib.parseBoard(worst))).toBe('TOO_LARGE');
    expect(messageOf(() => lib.parseBoard(worst))).toBe(columns);
    expect(codeOf(() => lib.parseBoard('RZ'))).toBe('BAD_TEXT');
  });

  it('boards within the cap read as before', () => {
    const text = 'RGB\nPYR';
    expect(lib.makeBoard(lib.parseBoard(`  ${text.replace('\n', '\n\n  ')}  `))).toBe(text);
  });
});

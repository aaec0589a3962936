import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

/** The code and message of the FoxDolphinError `run` throws, or 'none'. */
function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof lib.FoxDolphinError ? `${err.code}: ${err.message}` : `not a FoxDolphinError: ${String(err)}`;
  }
  return 'none';
}

/** The code of the FoxDolphinError `run` throws, or 'none'. */
function codeOf(run: () => unknown): string {
  return errorOf(run).split(':')[0]!;
}

const HEAD = 'w 0 -15 15\nevent 0 0\nbridges\ncaves\ntiles\n';

describe('issue 23.8: parseBoardInit has no size cap (10-17.5 s on large text)', () => {
  it('refuses text past MAX_BOARD_TEXT with TOO_LARGE, by its length', () => {
    const huge = HEAD + '1 '.repeat(5_000_000);
    // The length check answered (it names the cap and the length), not the tile count of a scan.
    const byLength = `TOO_LARGE: parseBoardInit: at most ${lib.MAX_BOARD_TEXT} characters, got ${huge.length}`;
    expect(errorOf(() => lib.parseBoardInit(huge))).toBe(byLength);
    expect(codeOf(() => lib.parseBoard(huge))).toBe('TOO_LARGE');
    expect(errorOf(() => lib.parseBoard(huge))).toContain(`at most ${lib.MAX_BOARD_TEXT} characters`);
  });

  // No time is asserted (speed is the bench's: pnpm --filter @arcade/model-foxdolphin bench);
  // the explicit timeout only catches a parse that never ends.
  it('within the cap, more than MAX_TILES tiles or shortcuts is TOO_LARGE as soon as counted', {
    timeout: 60_000,
  }, () => {
    const tooMany = `TOO_LARGE: more than ${lib.MAX_TILES} tiles`;
    expect(errorOf(() => lib.parseBoardInit(HEAD + '1 '.repeat(lib.MAX_TILES + 1)))).toBe(tooMany);
    const bridges = `w 0 -15 15\nevent 0 0\nbridges ${'1,1-1,2 '.repeat(lib.MAX_TILES + 1)}\ncaves\ntiles\n1`;
    expect(errorOf(() => lib.parseBoardInit(bridges))).toBe(`TOO_LARGE: more than ${lib.MAX_TILES} bridges`);
    // The worst text within the cap, one long row: refused by the count, not the length.
    expect(errorOf(() => lib.parseBoardInit(HEAD + '1 '.repeat(lib.MAX_BOARD_TEXT / 2 - HEAD.length)))).toBe(tooMany);
    expect(lib.parseBoardInit(`${HEAD}${'1 '.repeat(lib.MAX_TILES)}`).tiles).toHaveLength(lib.MAX_TILES);
  });
});

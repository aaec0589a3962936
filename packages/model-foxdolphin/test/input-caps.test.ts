import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

/** The code of the FoxDolphinError `run` throws, or 'none'. */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof lib.FoxDolphinError ? err.code : `not a FoxDolphinError: ${String(err)}`;
  }
  return 'none';
}

const HEAD = 'w 0 -15 15\nevent 0 0\nbridges\ncaves\ntiles\n';

describe('issue 23.8: parseBoardInit has no size cap (10-17.5 s on large text)', () => {
  it('refuses text past MAX_BOARD_TEXT with TOO_LARGE, at once', () => {
    const huge = HEAD + '1 '.repeat(5_000_000);
    const started = performance.now();
    expect(codeOf(() => lib.parseBoardInit(huge))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard(huge))).toBe('TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('within the cap, more than MAX_TILES tiles or shortcuts is TOO_LARGE as soon as counted', () => {
    const started = performance.now();
    expect(codeOf(() => lib.parseBoardInit(HEAD + '1 '.repeat(lib.MAX_TILES + 1)))).toBe('TOO_LARGE');
    const bridges = `w 0 -15 15\nevent 0 0\nbridges ${'1,1-1,2 '.repeat(lib.MAX_TILES + 1)}\ncaves\ntiles\n1`;
    expect(codeOf(() => lib.parseBoardInit(bridges))).toBe('TOO_LARGE');
    // The worst text within the cap, one long row: well under a second.
    expect(codeOf(() => lib.parseBoardInit(HEAD + '1 '.repeat(lib.MAX_BOARD_TEXT / 2 - HEAD.length)))).toBe(
      'TOO_LARGE',
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(lib.parseBoardInit(`${HEAD}${'1 '.repeat(lib.MAX_TILES)}`).tiles).toHaveLength(lib.MAX_TILES);
  });
});

import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

/** The code of the TwoDotsError `run` throws, or 'none'. */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof lib.TwoDotsError ? err.code : `not a TwoDotsError: ${String(err)}`;
  }
  return 'none';
}

describe('issue 23.8: parseBoard has a documented input cap (TOO_LARGE), lengths checked before elements', () => {
  it('refuses text past MAX_BOARD_TEXT at once, and too many rows or columns as soon as seen', () => {
    const started = performance.now();
    expect(codeOf(() => lib.parseBoard('R'.repeat(50_000_000)))).toBe('TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(100);
    expect(codeOf(() => lib.parseBoard('\n'.repeat(lib.MAX_BOARD_TEXT + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard('R'.repeat(lib.MAX_BOARD_SIDE + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard('R\n'.repeat(lib.MAX_BOARD_SIDE + 1)))).toBe('TOO_LARGE');
    const worst = `${'R'.repeat(lib.MAX_BOARD_TEXT / 2 - 1)}\n`.repeat(2);
    const t0 = performance.now();
    expect(codeOf(() => lib.parseBoard(worst))).toBe('TOO_LARGE');
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('boards within the cap read as before', () => {
    const text = 'RGB\nPYR';
    expect(lib.makeBoard(lib.parseBoard(`  ${text.replace('\n', '\n\n  ')}  `))).toBe(text);
  });
});

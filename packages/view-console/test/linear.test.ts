import { describe, expect, it } from 'vitest';
import {
  MAX_TIC_TAC_TOE_LINE,
  MAX_TWO_DOTS_LINE,
  parseCommandLine,
  parseTicTacToeMove,
  parseTwoDotsGameMode,
  parseTwoDotsMode,
  parseTwoDotsMoves,
  ViewConsoleError,
  wrapText,
} from '../src/node.js';

describe('issue 23.8: slow library calls in view-console', () => {
  // No time is asserted: the linear-time figures are the bench's (pnpm --filter
  // @arcade/view-console bench). The explicit timeout is the hang guard: quadratic
  // cutting (13 s for 100 K characters) would take over 20 minutes on 1 M.
  it('wrapText is linear on one long word (100 K characters took 13 s)', { timeout: 60_000 }, () => {
    const out = wrapText('x'.repeat(1_000_000));
    const lines = out.split('\n');
    expect(lines).toHaveLength(12_500);
    expect(lines.every((l) => l === 'x'.repeat(80))).toBe(true);
  });

  it('wrapText cuts a long word after an indent and between words the same as before', () => {
    expect(wrapText(`  ab ${'y'.repeat(25)} cd`, 10)).toBe(
      `  ab\n  ${'y'.repeat(8)}\n  ${'y'.repeat(8)}\n  ${'y'.repeat(8)}\n  y cd`,
    );
    // Colour codes take no column and are never cut.
    const red = '\u001b[31m';
    const reset = '\u001b[0m';
    const out = wrapText(`${red}${'z'.repeat(15)}${reset}`, 10);
    expect(out).toBe(`${red}${'z'.repeat(10)}\n${'z'.repeat(5)}${reset}`);
  });

  it('parseCommandLine checks the length before the elements (a sparse array of 2^32-1 took 95 s)', () => {
    const sparse: string[] = [];
    sparse.length = 2 ** 32 - 1;
    let caught: unknown;
    try {
      parseCommandLine(sparse, {});
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ViewConsoleError);
    expect((caught as { code: string }).code).toBe('TOO_LARGE');
    // The length check answered (it names the count), not the elements' path: a shorter
    // sparse array goes on to util.parseArgs, whose refusal is BAD_VALUE.
    expect((caught as Error).message).toMatch(/^parseCommandLine: at most \d+ arguments, got 4294967295$/);
    const short: string[] = [];
    short.length = 3;
    expect(() => parseCommandLine(short, {})).toThrow(expect.objectContaining({ code: 'BAD_VALUE' }));
  });

  it('the move and mode parsers refuse a line past their cap before scanning it', () => {
    const huge = ` ${'1'.repeat(50_000_000)} `;
    // The reasons name the length: the length check answered, not a scan of the characters.
    const ttt = parseTicTacToeMove(huge);
    expect(ttt.ok).toBe(false);
    expect(ttt.ok ? '' : ttt.reason).toBe(
      'that line is too long (50000002 characters): type a row and a column, e.g. 2,3',
    );
    const dots = parseTwoDotsMoves(huge);
    expect(dots.ok ? '' : dots.reason).toBe('That line is too long (50000002 characters): type pairs such as 1,1 1,2.');
    // Trimmed first, this would read as 'T' (timed): refused for its length instead.
    expect(parseTwoDotsMode(` ${' '.repeat(MAX_TWO_DOTS_LINE)}T`)).toBeNull();
    expect(parseTwoDotsGameMode(huge)).toBeNull();
    // At the cap they read as before.
    expect(parseTicTacToeMove(`2,3${' '.repeat(MAX_TIC_TAC_TOE_LINE - 3)}`)).toEqual({
      ok: true,
      move: { i: 2, j: 3 },
    });
    expect(parseTwoDotsMode(`T${' '.repeat(MAX_TWO_DOTS_LINE - 1)}`)).toBe('timed');
  });
});

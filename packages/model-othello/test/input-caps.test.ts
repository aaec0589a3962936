import { describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';

/** The code of the OthelloException `run` throws, or 'none'. */
function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof lib.OthelloException ? err.code : `not an OthelloException: ${String(err)}`;
  }
  return 'none';
}

describe('issue 23.8: every Othello parser has a documented input cap, checked before the text is scanned', () => {
  it('refuses text past each cap with TOO_LARGE, at once, even 50 MB of whitespace', () => {
    const spaces = ' '.repeat(50_000_000);
    const started = performance.now();
    expect(codeOf(() => lib.parseTranscript(`f5${spaces}`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard(`${spaces}${'-'.repeat(64)} X`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseSquare(`f5${spaces}`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.playTranscript(`f5${spaces}`))).toBe('TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(100);
    expect(codeOf(() => lib.parseTranscript(' '.repeat(lib.MAX_TRANSCRIPT_TEXT + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard(' '.repeat(lib.MAX_BOARD_TEXT + 1)))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseSquare('f'.repeat(lib.MAX_SQUARE_TEXT + 1)))).toBe('TOO_LARGE');
  });

  it('text at the caps is read as before', () => {
    const pad = ' '.repeat(lib.MAX_TRANSCRIPT_TEXT - 6);
    expect(lib.parseTranscript(`f5${pad}d6c3`)).toEqual(lib.parseTranscript('f5d6c3'));
    const board = lib.makeBoard(new lib.Othello());
    expect(lib.makeBoard(lib.parseBoard(board.padEnd(lib.MAX_BOARD_TEXT)))).toBe(board);
  });

  it('parseWthor refuses more than MAX_WTHOR_GAMES games before reading any', () => {
    const bytes = new Uint8Array(16 + 68 * (lib.MAX_WTHOR_GAMES + 1));
    const started = performance.now();
    expect(codeOf(() => lib.parseWthor(bytes))).toBe('TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(100);
  });
});

import { describe, expect, it } from 'vitest';
import { codeOfFor, messageOf } from '../../../test-support/hostile.js';
import * as lib from '../src/index.js';

/** The code of the OthelloException `run` throws, any other error itself, or 'no error'. */
const codeOf = codeOfFor((e) => e instanceof lib.OthelloException);

describe('issue 23.8: every Othello parser has a documented input cap, checked before the text is scanned', () => {
  it('refuses text past each cap with TOO_LARGE, by its length, even 50 MB of whitespace', () => {
    const spaces = ' '.repeat(50_000_000);
    expect(codeOf(() => lib.parseTranscript(`f5${spaces}`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseBoard(`${spaces}${'-'.repeat(64)} X`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.parseSquare(`f5${spaces}`))).toBe('TOO_LARGE');
    expect(codeOf(() => lib.playTranscript(`f5${spaces}`))).toBe('TOO_LARGE');
    // Before the text is scanned: text a scan would refuse as SYNTAX ('z9', '?' squares) is
    // TOO_LARGE, the message naming the cap and the length.
    const got = `got ${spaces.length + 2}`;
    expect(messageOf(() => lib.parseTranscript(`z9${spaces}`))).toBe(
      `parseTranscript: at most ${lib.MAX_TRANSCRIPT_TEXT} characters, ${got}`,
    );
    expect(messageOf(() => lib.playTranscript(`z9${spaces}`))).toBe(
      `parseTranscript: at most ${lib.MAX_TRANSCRIPT_TEXT} characters, ${got}`,
    );
    expect(messageOf(() => lib.parseSquare(`z9${spaces}`))).toBe(
      `parseSquare: at most ${lib.MAX_SQUARE_TEXT} characters, ${got}`,
    );
    expect(messageOf(() => lib.parseBoard(`${spaces}${'?'.repeat(64)} X`))).toBe(
      `parseBoard: at most ${lib.MAX_BOARD_TEXT} characters, got ${spaces.length + 66}`,
    );
    expect(codeOf(() => lib.parseTranscript('z9'))).toBe('SYNTAX');
    expect(codeOf(() => lib.parseBoard(`${'?'.repeat(64)} X`))).toBe('SYNTAX');
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
    expect(codeOf(() => lib.parseWthor(bytes))).toBe('TOO_LARGE');
    // Refused by the byte count (the message says it), not by a game read.
    expect(messageOf(() => lib.parseWthor(bytes))).toContain(
      `at most ${lib.MAX_WTHOR_GAMES} games (${16 + 68 * lib.MAX_WTHOR_GAMES} bytes), got ${bytes.length} bytes`,
    );
  });
});

/**
 * The launcher's line reader: view-console's fdReader without read-ahead,
 * so that it stops right after the line's `\n`. The launcher reads the menu
 * choice with it and then hands the same stdin to the game, so with piped
 * input (`printf '4\n2,2\n' | arcade`) everything after the choice is still
 * there for the game. A reader that reads ahead (fdReader reads 64 KiB at a
 * time) would swallow the game's moves.
 *
 * ```ts
 * import { byteLineReader } from '@arcade/arcade';
 * const input = byteLineReader(0);
 * input.readLine(); // '4' (and not one byte more is taken from stdin)
 * ```
 *
 * The same reader as every game's (issue 23.6): lines past MAX_LINE_BYTES
 * are refused with a one-line reason and dropped up to their end, in
 * bounded memory. A pipe read this way takes a byte a call (what is read
 * from a pipe cannot be given back to it), so the launcher's binary uses
 * menuReader instead; a terminal, and a regular file on Linux, a line a call.
 */
import { fstatSync, readSync } from 'node:fs';
import { isatty } from 'node:tty';
import { fdReader, type LineReader, type ReadSync } from '@arcade/view-console/io';

export type { ReadSync };
/** The longest menu line kept: view-console's, as for every game. */
export { MAX_LINE_BYTES } from '@arcade/view-console/io';

/**
 * Reads lines from `fd` without reading past them (see above). Accepts `\n`
 * and `\r\n`, returns a last line without a line ending, answers null at
 * end of input. A read that fails (stdin is a directory) throws
 * view-console's ReadError; a non-blocking descriptor with no data yet is
 * waited on; a line past the cap throws its LineTooLongError.
 */
export function byteLineReader(fd = 0, read: ReadSync = readSync): LineReader {
  if (!Number.isSafeInteger(fd) || fd < 0) {
    throw new TypeError(`byteLineReader: fd must be a file descriptor (an integer >= 0), got ${String(fd)}`);
  }
  return fdReader(fd, { readAhead: false, read });
}

/** The menu's reader (menuReader): a LineReader, and what stdin the game gets. */
export interface MenuReader extends LineReader {
  /**
   * For a piped stdin, the bytes read past the menu's lines (taken out of the
   * reader), which the game must get before the rest of stdin; undefined when
   * nothing was read ahead (then the game shares stdin as it is).
   */
  takeUnread(): Uint8Array | undefined;
}

/** Whether `fd` is a pipe or a socket (`cmd | arcade`, a spawned child's stdin), not a terminal or a file. */
function isPipe(fd: number): boolean {
  if (isatty(fd)) return false;
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

/**
 * The launcher's menu reader for `fd` (issue 23.6). From a pipe it reads
 * ahead in 64 KiB chunks, as every game's reader does (a byte a call cost
 * about 3 s per MB), and takeUnread hands the bytes past the menu line to the
 * game, which then gets them and the rest of stdin through a pipe of its own
 * (runChild's stdinPrefix). A terminal or a regular file is read without
 * read-ahead (byteLineReader) and shared with the game as it is.
 */
export function menuReader(fd = 0): MenuReader {
  if (!isPipe(fd)) {
    const reader = byteLineReader(fd);
    return { readLine: () => reader.readLine(), close: () => reader.close(), takeUnread: () => undefined };
  }
  const reader = fdReader(fd);
  const takeUnread = (): Uint8Array | undefined => {
    const unread = reader.takeUnread();
    // Nothing read ahead (the menu's line ended its last read, or `arcade <game>`): the game shares stdin.
    return unread.length > 0 ? unread : undefined;
  };
  return { readLine: () => reader.readLine(), close: () => reader.close(), takeUnread };
}

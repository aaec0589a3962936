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
 * bounded memory. A pipe is still read a byte a call (what is read from a
 * pipe cannot be given back to it); a terminal, and a regular file on
 * Linux, a line a call.
 */
import { readSync } from 'node:fs';
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

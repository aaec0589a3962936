/**
 * A line reader that never reads ahead: one byte at a time from a file
 * descriptor, stopping right after the line's `\n`. The launcher reads the
 * menu choice with it and then hands the same stdin to the game, so with
 * piped input (`printf '4\n2,2\n' | arcade`) everything after the choice is
 * still there for the game. A buffered reader (fdReader reads 64 KiB at a
 * time) would swallow the game's moves.
 *
 * ```ts
 * import { byteLineReader } from '@arcade/arcade';
 * const input = byteLineReader(0);
 * input.readLine(); // '4' (and not one byte more is taken from stdin)
 * ```
 *
 * Slow for long input (a system call a byte), which is why it serves only
 * the one menu line.
 */
import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { type LineReader, type ReadSync, readSomeSync } from '@arcade/view-console/io';

export type { ReadSync };

/** The longest line kept: the rest of a longer line is read (and so consumed) but dropped. */
export const MAX_LINE_BYTES = 4096;

/**
 * Reads lines from `fd` one byte at a time (see above). Accepts `\n` and
 * `\r\n`, returns a last line without a line ending, answers null at end of
 * input. A read that fails (stdin is a directory) throws view-console's
 * ReadError; a non-blocking descriptor with no data yet is waited on.
 */
export function byteLineReader(fd = 0, read: ReadSync = readSync): LineReader {
  if (!Number.isSafeInteger(fd) || fd < 0) {
    throw new TypeError(`byteLineReader: fd must be a file descriptor (an integer >= 0), got ${String(fd)}`);
  }
  const byte = Buffer.alloc(1);
  let closed = false;
  return {
    readLine() {
      if (closed) return null;
      const decoder = new StringDecoder('utf8');
      let line = '';
      let bytes = 0;
      for (;;) {
        // view-console's read: waits on a non-blocking descriptor, ReadError on a failure.
        const n = readSomeSync(fd, byte, read);
        if (n === 0) {
          closed = true;
          line += decoder.end();
          if (bytes === 0) return null;
          return line.endsWith('\r') ? line.slice(0, -1) : line;
        }
        if (byte[0] === 0x0a) {
          line += decoder.end();
          return line.endsWith('\r') ? line.slice(0, -1) : line;
        }
        bytes++;
        if (bytes <= MAX_LINE_BYTES) line += decoder.write(byte);
      }
    },
    close() {
      closed = true;
    },
  };
}

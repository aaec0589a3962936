/**
 * Line input and text output for the console games, behind two small
 * interfaces so that games run the same in a terminal, on piped input and in
 * tests.
 *
 * ```ts
 * import { scriptedReader, bufferSink } from '@arcade/view-console/node';
 * const input = scriptedReader(['M', '1,1 1,2']);
 * input.readLine(); // 'M'
 * input.readLine(); // '1,1 1,2'
 * input.readLine(); // null: end of input
 * const out = bufferSink();
 * out.write('hello\n');
 * out.text(); // 'hello\n'
 * ```
 *
 * Why three readers: readline-sync reads the terminal (/dev/tty) and throws
 * where there is none (CI, `printf ... | dots`), so it serves only when stdin
 * is a TTY; piped stdin is read synchronously with `fs.readSync`; tests
 * script their lines. Every reader answers `null` at end of input, and every
 * "ask again" loop in the games stops on it.
 */
import { deepFreeze, describe, frozen, isRevoked } from '@arcade/core';
import { fstatSync, readFileSync, readSync, writeSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { isatty } from 'node:tty';
import { isMainThread } from 'node:worker_threads';
import {
  checkBoolean,
  checkFunction,
  checkInteger,
  checkRecord,
  checkString,
  fail,
  ViewConsoleError,
} from './errors.js';
import { createRequire } from 'node:module';

export { printableInput, quoteInput, showCharacter } from './text.js';

type ReadlineSync = typeof import('readline-sync');
let readlineSyncModule: ReadlineSync | undefined;

/**
 * readline-sync, loaded at the first terminal read rather than at start-up:
 * it costs about 12 ms to load, and piped input never needs it, so a game's
 * first prompt appears sooner. (The CJS build gets `import.meta.url` from
 * tsup's shims.)
 */
function readlineSync(): ReadlineSync {
  readlineSyncModule ??= createRequire(import.meta.url)('readline-sync') as ReadlineSync;
  return readlineSyncModule;
}

/** A synchronous source of lines. */
export interface LineReader {
  /** The next line without its line ending, or `null` at end of input. */
  readLine(): string | null;
  /** Stops reading; later calls answer `null`. */
  close(): void;
}

/** Where a view writes its text. */
export interface OutputSink {
  write(text: string): void;
}

/** A reader over fixed lines, for tests and scripted play. */
export const scriptedReader = /* @__PURE__ */ frozen(function scriptedReader(lines: Iterable<string>): LineReader {
  if (
    typeof lines !== 'object' ||
    lines === null ||
    isRevoked(lines) ||
    typeof (lines as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function'
  ) {
    fail('WRONG_TYPE', `scriptedReader: lines must be an iterable of strings (an array), got ${describe(lines)}`);
  }
  const it = lines[Symbol.iterator]();
  let closed = false;
  return {
    readLine() {
      if (closed) return null;
      const next = it.next();
      if (next.done === true) {
        closed = true;
        return null;
      }
      const line: unknown = next.value;
      if (typeof line !== 'string')
        fail('WRONG_TYPE', `scriptedReader: each line must be a string, got ${describe(line)}`);
      return line;
    },
    close() {
      closed = true;
    },
  };
});

/**
 * The input could not be read (stdin is a directory, a closed descriptor,
 * ...): a one-line message for the user, not a crash. `code` is the system
 * error code (`'EISDIR'`, `'EBADF'`) when there is one; `cause` the original
 * error. The apps catch it and print `<program>: cannot read the input: ...`.
 */
export class ReadError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(`cannot read the input: ${describeCause(cause)}`, { cause });
    this.name = 'ReadError';
    this.code = errorCode(cause);
    Object.defineProperty(this, READ_ERROR, { value: true });
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen by its last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ frozen(this);
}

const READ_ERROR = Symbol.for('@arcade/view-console/ReadError');
const OUTPUT_CLOSED = Symbol.for('@arcade/view-console/OutputClosedError');
const WRITE_ERROR = Symbol.for('@arcade/view-console/WriteError');

/** A cause's message, built so that it cannot throw (a cause may be anything). */
function describeCause(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause);
  } catch {
    return 'unknown error';
  }
}

function errorCode(cause: unknown): string | undefined {
  const code =
    typeof cause === 'object' && cause !== null && !isRevoked(cause) ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function hasBrand(value: unknown, brand: symbol): boolean {
  try {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  } catch {
    return false; // a revoked proxy
  }
}

/** Whether `value` is a ReadError from any copy of this package (ESM or CJS): a brand check, not instanceof. */
export const isReadError = /* @__PURE__ */ frozen(function isReadError(value: unknown): value is ReadError {
  return hasBrand(value, READ_ERROR);
});

/**
 * The output's reader has gone away (EPIPE: `dots | head -1`, then more
 * output). Thrown synchronously by stdoutSink, stderrSink and fdSink where
 * the write happens: the games read their input synchronously, so an
 * asynchronous 'error' event on process.stdout would never get to run, and
 * the writes would pile up in memory for ever. Apps end at once with status
 * 0 (runConsoleGame in `console.ts` does it).
 */
export class OutputClosedError extends Error {
  constructor(cause?: unknown) {
    super('the output was closed (its reader has gone away)', { cause });
    this.name = 'OutputClosedError';
    Object.defineProperty(this, OUTPUT_CLOSED, { value: true });
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen by its last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ frozen(this);
}

/** Whether `value` is an OutputClosedError from any copy of this package (ESM or CJS). */
export const isOutputClosedError = /* @__PURE__ */ frozen(function isOutputClosedError(
  value: unknown,
): value is OutputClosedError {
  return hasBrand(value, OUTPUT_CLOSED);
});

/**
 * The output could not be written for another reason than a closed pipe
 * (a full disk, EBADF, EIO): `cannot write the output: ...`; apps exit 1.
 */
export class WriteError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(`cannot write the output: ${describeCause(cause)}`, { cause });
    this.name = 'WriteError';
    this.code = errorCode(cause);
    Object.defineProperty(this, WRITE_ERROR, { value: true });
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen by its last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ frozen(this);
}

/** Whether `value` is a WriteError from any copy of this package (ESM or CJS). */
export const isWriteError = /* @__PURE__ */ frozen(function isWriteError(value: unknown): value is WriteError {
  return hasBrand(value, WRITE_ERROR);
});

/** The write call fdSink makes; tests pass one that fails. */
export type WriteSync = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

const systemWrite: WriteSync = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length);

/**
 * An output sink over a file descriptor, written synchronously with
 * fs.writeSync: every byte is out (or has failed) when write() returns, so
 * nothing piles up in memory and text never interleaves out of order. A
 * closed pipe (EPIPE) throws OutputClosedError; a non-blocking descriptor
 * that is full (EAGAIN) is waited on and written again; any other failure
 * throws WriteError.
 */
export const fdSink = /* @__PURE__ */ frozen(function fdSink(fd: number, write: WriteSync = systemWrite): OutputSink {
  checkInteger('fdSink', 'fd (a file descriptor)', fd, 0, MAX_FD);
  checkFunction('fdSink', 'write', write);
  return {
    write(text) {
      const bytes = Buffer.from(checkString('OutputSink.write', 'text', text), 'utf8');
      let offset = 0;
      while (offset < bytes.length) {
        try {
          const n: unknown = write(fd, bytes, offset, bytes.length - offset);
          // A count out of range would loop for ever (0, NaN) or skip bytes.
          if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > bytes.length - offset) {
            fail(
              'BAD_VALUE',
              `fdSink: write must return the bytes written, 1 to ${bytes.length - offset}, got ${describe(n)}`,
            );
          }
          offset += n;
        } catch (err) {
          if (err instanceof ViewConsoleError) throw err;
          const code = errorCode(err);
          if (code === 'EAGAIN') {
            sleepSync(5);
            continue;
          }
          if (code === 'EPIPE') throw new OutputClosedError(err);
          throw new WriteError(err);
        }
      }
    },
  };
});

/** The largest file descriptor fdSink, fdReader and readSomeSync accept. */
const MAX_FD = 2 ** 31 - 1;

/** The longest sleepSync: a minute (the foxdolphin app's --delay goes as far). */
export const MAX_SLEEP_MS = 60_000;

/**
 * Sleeps synchronously: games read their input synchronously, so they wait
 * the same way (fdReader while a non-blocking stdin has no data yet, the
 * foxdolphin app between watched rounds). `ms` must be a number in
 * 0..MAX_SLEEP_MS: Atomics.wait reads NaN (and so undefined or 'abc') as
 * "forever", so anything else throws ViewConsoleError before waiting.
 */
export const sleepSync = /* @__PURE__ */ frozen(function sleepSync(ms: number): void {
  if (typeof ms !== 'number') {
    throw new ViewConsoleError('WRONG_TYPE', `sleepSync: ms must be a number of milliseconds, got ${describe(ms)}`);
  }
  if (Number.isNaN(ms)) throw new ViewConsoleError('NOT_A_NUMBER', 'sleepSync: ms is NaN, which would wait forever');
  if (ms < 0) throw new ViewConsoleError('OUT_OF_RANGE', `sleepSync: ms must be >= 0, got ${describe(ms)}`);
  if (ms > MAX_SLEEP_MS) {
    throw new ViewConsoleError('TOO_LARGE', `sleepSync: ms must be at most ${MAX_SLEEP_MS}, got ${describe(ms)}`);
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
});

/** The read call readSomeSync makes; tests pass a scripted one. */
export type ReadSync = (fd: number, buffer: Uint8Array, offset: number, length: number, position: null) => number;

/**
 * Puts stdin back in blocking mode after a read of it found it non-blocking
 * (EAGAIN), so that the next read waits in the kernel instead of polling
 * (issue 23.7). Who made it non-blocking: process.stdin's getter wraps a
 * pipe or a terminal in a libuv stream that sets O_NONBLOCK on the open file
 * description (nodejs/node#42826), which this process shares with its
 * parent and children, and with its own worker threads (a game run in a
 * worker while the main thread asked process.stdin.isTTY). Node has no
 * fcntl. On the main thread the stream's handle has setBlocking (libuv's
 * uv_stream_set_blocking), which clears the flag; elsewhere (a worker has
 * no such handle) a child process started on the same stdin does it: libuv
 * puts a child's stdin, stdout and stderr in blocking mode as it starts it,
 * and the description is the one this process reads. True when one of the
 * two ran.
 */
function restoreBlockingStdin(): boolean {
  if (isMainThread) {
    try {
      const stream = process.stdin as unknown as { _handle?: { setBlocking?: (blocking: boolean) => number } };
      const handle = stream._handle;
      if (typeof handle?.setBlocking === 'function' && handle.setBlocking(true) === 0) return true;
    } catch {
      // no stdin stream to be had: try the child process
    }
  }
  try {
    // `node --version` prints and exits before starting a runtime: a few milliseconds, once.
    const run = spawnSync(process.execPath, ['--version'], { stdio: ['inherit', 'ignore', 'ignore'], timeout: 5000 });
    return run.error === undefined;
  } catch {
    return false; // cannot start a process: wait as before
  }
}

/**
 * One synchronous read of up to `buffer.length` bytes from `fd`: the count
 * read, 0 at end of input. A non-blocking descriptor with no data yet
 * (EAGAIN) is waited on and read again: stdin is first put back in blocking
 * mode (so the read blocks), any other descriptor polled every 10 ms. EOF
 * (the end of a pipe on Windows) is 0; any other failure (stdin is a
 * directory: EISDIR) throws a ReadError. fdReader and readBoundedSync share
 * it.
 */
export const readSomeSync = /* @__PURE__ */ frozen(function readSomeSync(
  fd: number,
  buffer: Uint8Array,
  read: ReadSync = readSync,
): number {
  checkInteger('readSomeSync', 'fd (a file descriptor)', fd, 0, MAX_FD);
  if (!ArrayBuffer.isView(buffer) || !(buffer instanceof Uint8Array))
    fail('WRONG_TYPE', `readSomeSync: buffer must be a Uint8Array, got ${describe(buffer)}`);
  checkFunction('readSomeSync', 'read', read);
  let restored = false;
  for (;;) {
    try {
      const n: unknown = read(fd, buffer, 0, buffer.length, null);
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > buffer.length) {
        fail('BAD_VALUE', `readSomeSync: read must return the bytes read, 0 to ${buffer.length}, got ${describe(n)}`);
      }
      return n;
    } catch (err) {
      if (err instanceof ViewConsoleError) throw err;
      const code = errorCode(err);
      if (code === 'EAGAIN') {
        // Only with the real read: a scripted one's fd 0 is not this process's stdin.
        if (fd === 0 && read === readSync && !restored && restoreBlockingStdin()) restored = true;
        else sleepSync(10);
        continue;
      }
      if (code === 'EOF') return 0;
      throw new ReadError(err);
    }
  }
});

/**
 * The longest line the fd readers return, in bytes before its `\n`: 64 KiB,
 * far more than any move, command or board line. A longer line is refused
 * (LineTooLongError) and dropped up to its end, so a reader's memory stays
 * bounded whatever the input (`dots < /dev/zero`).
 */
export const MAX_LINE_BYTES = 64 * 1024;

/** The largest maxLineBytes fdReader takes (a line is kept in one Buffer). */
const MAX_MAX_LINE_BYTES = 256 * 1024 * 1024;

/** The size of fdReader's reads when it may read ahead. */
const CHUNK_BYTES = 64 * 1024;

const LINE_TOO_LONG = Symbol.for('@arcade/view-console/LineTooLongError');

/**
 * A line of the input was longer than the reader's cap (MAX_LINE_BYTES by
 * default). fdReader throws it as soon as the line passes the cap, having
 * read no more than one chunk past it; the next readLine() drops the rest
 * of that line, up to and including its `\n`, and goes on with the next.
 * Its message is the one-line reason GameConsole.ask prints before asking
 * again. `code` is `'LINE_TOO_LONG'`, `limit` the cap in bytes.
 */
export class LineTooLongError extends Error {
  readonly code = 'LINE_TOO_LONG';
  readonly limit: number;
  constructor(limit: number) {
    super(`That line is longer than ${limit} bytes: it was ignored.`);
    this.name = 'LineTooLongError';
    this.limit = limit;
    Object.defineProperty(this, LINE_TOO_LONG, { value: true });
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen by its last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ frozen(this);
}

/** Whether `value` is a LineTooLongError from any copy of this package (ESM or CJS). */
export const isLineTooLongError = /* @__PURE__ */ frozen(function isLineTooLongError(
  value: unknown,
): value is LineTooLongError {
  return hasBrand(value, LINE_TOO_LONG);
});

/** Whether `fd` is a regular file (false when it cannot be told). */
function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/** The file offset of `fd` as Linux shows it (/proc/self/fdinfo), or null elsewhere. */
function fileOffset(fd: number): number | null {
  try {
    const pos = /^pos:\s*(\d+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
    return pos === null ? null : Number(pos[1]);
  } catch {
    return null;
  }
}

/** Settings of fdReader. */
export interface FdReaderOptions {
  /** The longest line returned, in bytes before its `\n` (default MAX_LINE_BYTES); longer ones throw LineTooLongError. */
  readonly maxLineBytes?: number;
  /**
   * Whether the reader may read past the end of the line it returns (default
   * true: reads of 64 KiB). With false it never takes a byte of the next
   * line, so another process given the same descriptor (the launcher's game)
   * finds it there: a pipe is then read a byte at a time, since what is read
   * from a pipe cannot be given back; a terminal is still read in chunks
   * (its reads end at the end of a line), and a regular file (on Linux) is
   * looked at before it is read, so a read takes the line whole.
   */
  readonly readAhead?: boolean;
  /** The read call (default fs.readSync); tests pass a scripted one. */
  readonly read?: ReadSync;
}

/** fdReader's reader: a LineReader that can hand over what it read ahead. */
export interface FdLineReader extends LineReader {
  /**
   * The bytes read from the descriptor but not yet returned as a line (read
   * ahead past the last line), taken out of the reader: the launcher gives
   * them to the game it starts, before the rest of a piped stdin. Empty when
   * none were read ahead, or while a line past the cap is being dropped.
   */
  takeUnread(): Buffer;
}

/**
 * Reads lines from a file descriptor (stdin by default) synchronously, for
 * piped or redirected input. Accepts `\n` and `\r\n`, decodes each line as
 * UTF-8, and returns a last line that has no line ending. Each chunk read is
 * searched once for `\n`, so a line costs time in proportion to its length;
 * a line longer than `maxLineBytes` throws LineTooLongError (see there) and
 * is never held whole. A read that fails (stdin is a directory: EISDIR)
 * throws a ReadError.
 */
export const fdReader = /* @__PURE__ */ frozen(function fdReader(fd = 0, options: FdReaderOptions = {}): FdLineReader {
  checkInteger('fdReader', 'fd (a file descriptor)', fd, 0, MAX_FD);
  const settings = checkRecord('fdReader', 'options', options);
  const maxLineBytes =
    settings.maxLineBytes === undefined
      ? MAX_LINE_BYTES
      : checkInteger('fdReader', 'options.maxLineBytes', settings.maxLineBytes, 1, MAX_MAX_LINE_BYTES);
  const readAhead = checkBoolean('fdReader', 'options.readAhead', settings.readAhead, true) ?? true;
  const read = checkFunction<ReadSync>('fdReader', 'options.read', settings.read ?? readSync);
  const chunk = Buffer.alloc(CHUNK_BYTES);
  // Without read-ahead, a read must stop at the line's end: a terminal's does by itself.
  const whole = readAhead || isatty(fd);
  let peekable: boolean | undefined; // a regular file whose offset is known: see nextReadLength
  let start = 0; // chunk[start, end) is read and not yet taken
  let end = 0;
  // The current line's bytes so far: grown by doubling, so a line costs linear time.
  let line = Buffer.alloc(0);
  let kept = 0;
  let started = false; // a byte of the current line has been read (a last line may be empty: '\r')
  let skipping = false; // the current line passed the cap: drop it up to its \n
  let eof = false;
  let closed = false;

  /**
   * Adds chunk[from, to) to the current line; false (and nothing kept) when
   * that would take it past the cap. One byte more than the cap may be the
   * \r of a \r\n.
   */
  function keep(from: number, to: number): boolean {
    const n = to - from;
    if (kept + n > maxLineBytes + 1) {
      kept = 0;
      if (line.length > CHUNK_BYTES) line = Buffer.alloc(0); // not held for the rest of the game
      return false;
    }
    if (kept + n > line.length) {
      // Grown by doubling, so that a line costs time in proportion to its length.
      const grown = Buffer.alloc(Math.min(maxLineBytes + 1, Math.max(256, 2 * line.length, kept + n)));
      line.copy(grown, 0, 0, kept);
      line = grown;
    }
    chunk.copy(line, kept, from, to);
    kept += n;
    return true;
  }

  /** The current line's text, and the reader ready for the next line. */
  function endLine(): string {
    const length = kept > 0 && line[kept - 1] === 0x0d ? kept - 1 : kept;
    kept = 0;
    started = false;
    if (length > maxLineBytes) throw new LineTooLongError(maxLineBytes);
    const text = line.toString('utf8', 0, length);
    if (line.length > CHUNK_BYTES) line = Buffer.alloc(0);
    return text;
  }

  /**
   * How many bytes the next read may take without read-ahead: up to the
   * next \n. A regular file is looked at first with a positioned read
   * (pread, which leaves the descriptor's offset alone) from the offset
   * Linux shows in /proc/self/fdinfo, so a long line costs a few reads
   * rather than one a byte; anything else (a pipe, whose bytes cannot be
   * given back) is read a byte at a time.
   */
  function nextReadLength(): number {
    peekable ??= read === readSync && isRegularFile(fd);
    if (!peekable) return 1;
    const at = fileOffset(fd);
    if (at === null) {
      peekable = false;
      return 1;
    }
    let n: number;
    try {
      n = readSync(fd, chunk, 0, chunk.length, at);
    } catch {
      return 1; // the plain read that follows reports the failure
    }
    const nl = chunk.subarray(0, n).indexOf(0x0a);
    return nl >= 0 ? nl + 1 : Math.max(1, n);
  }

  return {
    readLine() {
      if (closed) return null;
      for (;;) {
        if (start < end) {
          const from = start;
          const nl = chunk.subarray(start, end).indexOf(0x0a);
          start = nl >= 0 ? from + nl + 1 : end;
          if (skipping) {
            // The rest of a line already refused: dropped up to its end.
            if (nl >= 0) {
              skipping = false;
              started = false;
            }
            continue;
          }
          started = true;
          // Past the cap the line is refused at once (its end may never come: /dev/zero).
          if (!keep(from, nl >= 0 ? from + nl : end)) {
            skipping = nl < 0;
            started = false;
            throw new LineTooLongError(maxLineBytes);
          }
          if (nl >= 0) return endLine();
        }
        if (eof) {
          closed = true;
          if (!started || skipping) return null;
          return endLine();
        }
        end = readSomeSync(fd, whole ? chunk : chunk.subarray(0, nextReadLength()), read);
        start = 0;
        if (end === 0) eof = true;
      }
    },
    close() {
      closed = true;
    },
    takeUnread() {
      // A part line already kept (kept > 0) is not here: readLine only stops at a line's end or the input's.
      const unread = skipping ? Buffer.alloc(0) : Buffer.from(chunk.subarray(start, end));
      start = end;
      return unread;
    },
  };
});

/** What readBoundedSync read. */
export interface BoundedRead {
  /** The bytes read, at most the cap. */
  readonly bytes: Buffer;
  /** Whether the input went on past the cap (it was not read further). */
  readonly truncated: boolean;
}

/** The largest cap readBoundedSync takes: what it reads is held whole. */
const MAX_BOUNDED_READ = 256 * 1024 * 1024;

/**
 * Reads `fd` to its end, but never more than `maxBytes` and one byte more:
 * a file given to a game (`freecell --board FILE`) may be /dev/zero, a FIFO
 * or a 50 GB file, whose stat size says nothing (0 for a device or a pipe).
 * Stops at the cap with `truncated: true`, so time and memory stay bounded
 * whatever the file is. Reads through readSomeSync: a non-blocking
 * descriptor (a FIFO opened with O_NONBLOCK, so that the open cannot hang)
 * is waited on, and a failure throws a ReadError.
 */
export const readBoundedSync = /* @__PURE__ */ frozen(function readBoundedSync(
  fd: number,
  maxBytes: number,
  read: ReadSync = readSync,
): BoundedRead {
  checkInteger('readBoundedSync', 'fd (a file descriptor)', fd, 0, MAX_FD);
  checkInteger('readBoundedSync', 'maxBytes', maxBytes, 0, MAX_BOUNDED_READ);
  checkFunction('readBoundedSync', 'read', read);
  // One byte past the cap tells a file at the cap from a longer one.
  const buffer = Buffer.alloc(maxBytes + 1);
  let got = 0;
  while (got < buffer.length) {
    const n = readSomeSync(fd, buffer.subarray(got), read);
    if (n === 0) break;
    got += n;
  }
  return got > maxBytes
    ? { bytes: buffer.subarray(0, maxBytes), truncated: true }
    : { bytes: buffer.subarray(0, got), truncated: false };
});

/**
 * Standard output, written synchronously (fdSink(1)): a closed pipe throws
 * OutputClosedError where the write happens.
 */
export const stdoutSink: OutputSink = /* @__PURE__ */ deepFreeze(/* @__PURE__ */ fdSink(1));

/** Standard error, written synchronously (fdSink(2)). */
export const stderrSink: OutputSink = /* @__PURE__ */ deepFreeze(/* @__PURE__ */ fdSink(2));

/** The two readline-sync calls ttyReader makes; tests pass a scripted one. */
export interface Terminal {
  question(query: string, options: { keepWhitespace: boolean }): string;
  /** What the last read received, NUL-terminated when it ended by Ctrl-D. */
  getRawInput(): string;
}

/** The real terminal: readline-sync, loaded at the first read. */
const readlineSyncTerminal: Terminal = {
  question: (query, options) => readlineSync().question(query, options),
  getRawInput: () => readlineSync().getRawInput(),
};

/**
 * Reads lines from the terminal with readline-sync. Ctrl-D on an empty line
 * is end of input: readline-sync then records a NUL in its raw input.
 * Ctrl-D after some text (`ab`, then Ctrl-D twice) ends that line without a
 * line ending: the terminal's cursor is still on the prompt line, so the
 * reader writes a newline to `output` (stdout by default) before returning
 * the text, and whatever is printed next starts on a line of its own.
 */
export const ttyReader = /* @__PURE__ */ frozen(function ttyReader(
  output: OutputSink = stdoutSink,
  terminal: Terminal = readlineSyncTerminal,
): LineReader {
  if (typeof output !== 'object' || output === null || isRevoked(output) || typeof output.write !== 'function') {
    fail('WRONG_TYPE', `ttyReader: output must be an OutputSink (a write(text) method), got ${describe(output)}`);
  }
  if (
    typeof terminal !== 'object' ||
    terminal === null ||
    isRevoked(terminal) ||
    typeof terminal.question !== 'function' ||
    typeof terminal.getRawInput !== 'function'
  ) {
    fail('WRONG_TYPE', `ttyReader: terminal must have question() and getRawInput(), got ${describe(terminal)}`);
  }
  let closed = false;
  return {
    readLine() {
      if (closed) return null;
      const line: unknown = terminal.question('', { keepWhitespace: true });
      const raw: unknown = terminal.getRawInput();
      if (typeof line !== 'string' || typeof raw !== 'string') {
        fail('WRONG_TYPE', `ttyReader: the terminal must answer strings, got ${describe(line)} and ${describe(raw)}`);
      }
      // readline-sync appends a NUL when a read returned nothing (Ctrl-D).
      const endedByCtrlD = raw.endsWith('\u0000');
      if (line === '' && endedByCtrlD) {
        closed = true;
        return null;
      }
      if (endedByCtrlD) output.write('\n');
      return line;
    },
    close() {
      closed = true;
    },
  };
});

/**
 * Whether a game should write each line it reads after its prompt. A
 * terminal shows what is typed by itself, so not when both stdin and stdout
 * are terminals (that would show each line twice). Otherwise yes: piped
 * input (`printf ... | dots`) has nobody typing, and when stdout is piped or
 * redirected (`dots | tee log`, `dots > log`) the typed lines reach the
 * terminal but not the log.
 */
export const shouldEchoInput = /* @__PURE__ */ frozen(function shouldEchoInput(
  stdinIsTTY: boolean,
  stdoutIsTTY: boolean,
): boolean {
  checkBoolean('shouldEchoInput', 'stdinIsTTY', stdinIsTTY);
  checkBoolean('shouldEchoInput', 'stdoutIsTTY', stdoutIsTTY);
  return !(stdinIsTTY && stdoutIsTTY);
});

/**
 * Whether standard input is a terminal. Asked of the descriptor
 * (tty.isatty), never through process.stdin: that getter wraps a piped stdin
 * in a stream whose set-up makes the descriptor non-blocking (nodejs/node
 * #42826), and a synchronous read of it then fails with EAGAIN instead of
 * waiting, so a game waiting on a pipe would poll.
 */
export const stdinIsTerminal = /* @__PURE__ */ frozen(function stdinIsTerminal(): boolean {
  return isatty(0);
});

/** readline-sync on a terminal, the synchronous stdin reader otherwise. */
export const consoleReader = /* @__PURE__ */ frozen(function consoleReader(): LineReader {
  return stdinIsTerminal() ? ttyReader() : fdReader(0);
});

/**
 * Makes a closed process.stdout stream (`dots | head`) a quiet end instead of
 * an EPIPE stack trace: the program exits 0 when its reader goes away, and 1
 * with a one-line message on any other write error. Only for programs that
 * write through process.stdout: the games write with stdoutSink, which
 * throws OutputClosedError synchronously instead (see runConsoleGame).
 */
export const exitQuietlyOnClosedStdout = /* @__PURE__ */ frozen(function exitQuietlyOnClosedStdout(
  program: string,
): void {
  quietProgram = checkString('exitQuietlyOnClosedStdout', 'program', program);
  // One listener, however often it is called (the last program name is used).
  if (quietInstalled) return;
  quietInstalled = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') process.stderr.write(`${quietProgram}: cannot write the output: ${err.message}\n`);
    process.exit(err.code === 'EPIPE' ? 0 : 1);
  });
});
let quietInstalled = false;
let quietProgram = '';

/** An output sink that keeps what is written, for tests. */
export const bufferSink = /* @__PURE__ */ frozen(function bufferSink(): OutputSink & { text(): string } {
  let out = '';
  return {
    write(text) {
      out += checkString('OutputSink.write', 'text', text);
    },
    text() {
      return out;
    },
  };
});

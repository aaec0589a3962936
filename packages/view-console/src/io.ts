/**
 * Line input and text output for the console games, behind two small
 * interfaces so that games run the same in a terminal, on piped input and in
 * tests.
 *
 * ```ts
 * import { scriptedReader, bufferSink } from '@arcade/view-console';
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
import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { describe, ViewConsoleError } from './errors.js';
import { createRequire } from 'node:module';

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
export function scriptedReader(lines: Iterable<string>): LineReader {
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
      return next.value;
    },
    close() {
      closed = true;
    },
  };
}

/**
 * The input could not be read (stdin is a directory, a closed descriptor,
 * ...): a one-line message for the user, not a crash. `code` is the system
 * error code (`'EISDIR'`, `'EBADF'`) when there is one; `cause` the original
 * error. The apps catch it and print `<program>: cannot read the input: ...`.
 */
export class ReadError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`cannot read the input: ${message}`, { cause });
    this.name = 'ReadError';
    this.code = (cause as NodeJS.ErrnoException | null)?.code;
  }
}

/** The longest sleepSync: a minute (the foxdolphin app's --delay goes as far). */
export const MAX_SLEEP_MS = 60_000;

/**
 * Sleeps synchronously: games read their input synchronously, so they wait
 * the same way (fdReader while a non-blocking stdin has no data yet, the
 * foxdolphin app between watched rounds). `ms` must be a number in
 * 0..MAX_SLEEP_MS: Atomics.wait reads NaN (and so undefined or 'abc') as
 * "forever", so anything else throws ViewConsoleError before waiting.
 */
export function sleepSync(ms: number): void {
  if (typeof ms !== 'number') {
    throw new ViewConsoleError('WRONG_TYPE', `sleepSync: ms must be a number of milliseconds, got ${describe(ms)}`);
  }
  if (Number.isNaN(ms)) throw new ViewConsoleError('NOT_A_NUMBER', 'sleepSync: ms is NaN, which would wait forever');
  if (ms < 0) throw new ViewConsoleError('OUT_OF_RANGE', `sleepSync: ms must be >= 0, got ${describe(ms)}`);
  if (ms > MAX_SLEEP_MS) {
    throw new ViewConsoleError('TOO_LARGE', `sleepSync: ms must be at most ${MAX_SLEEP_MS}, got ${describe(ms)}`);
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Reads lines from a file descriptor (stdin by default) synchronously, for
 * piped or redirected input. Decodes UTF-8 across chunk boundaries, accepts
 * `\n` and `\r\n`, and returns a last line that has no line ending. A read
 * that fails (stdin is a directory: EISDIR) throws a ReadError.
 */
export function fdReader(fd = 0): LineReader {
  const decoder = new StringDecoder('utf8');
  const chunk = Buffer.alloc(64 * 1024);
  let pending = '';
  let eof = false;
  let closed = false;

  function fill(): void {
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          sleepSync(10);
          continue;
        }
        if (code === 'EOF') n = 0;
        else throw new ReadError(err);
      }
      if (n === 0) {
        pending += decoder.end();
        eof = true;
      } else {
        pending += decoder.write(chunk.subarray(0, n));
      }
      return;
    }
  }

  return {
    readLine() {
      if (closed) return null;
      for (;;) {
        const nl = pending.indexOf('\n');
        if (nl >= 0) {
          const line = pending.slice(0, nl);
          pending = pending.slice(nl + 1);
          return line.endsWith('\r') ? line.slice(0, -1) : line;
        }
        if (eof) {
          closed = true;
          if (pending === '') return null;
          // A last line without \n may still end in the \r of a CRLF file cut short.
          const last = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
          pending = '';
          return last;
        }
        fill();
      }
    },
    close() {
      closed = true;
    },
  };
}

/**
 * Characters never written to the terminal as they are: \p{C} (controls,
 * C0 and C1, which can move the cursor, clear the screen or start an escape
 * sequence such as U+009B; format characters, among them the bidi marks and
 * overrides such as U+202E that reorder what follows; private use,
 * unassigned and lone surrogates), and the line and paragraph separators
 * (U+2028, U+2029), which some terminals and logs treat as line breaks.
 */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

/** `U+XXXX` for one code point. */
function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What a player typed, fit to echo or quote on a terminal: C0 and C1
 * controls shown as '?', a tab as a space, every other unprintable character
 * (above) as `U+XXXX`, and at most `max` characters in all, then '...'.
 * Every game's echo and refusal messages go through it.
 */
export function printableInput(line: string, max: number): string {
  let out = '';
  let length = 0; // in code points
  for (const ch of line) {
    // A tab separates pairs like a space does, so it is shown as one.
    const shown = ch === '\t' ? ' ' : !UNPRINTABLE.test(ch) ? ch : /\p{Cc}/u.test(ch) ? '?' : codePoint(ch);
    const size = shown === ch ? 1 : shown.length;
    if (length + size > max) return `${out}...`;
    out += shown;
    length += size;
  }
  return out;
}

/** A short quotation of what a player typed, for a one-line reason. */
export function quoteInput(text: string): string {
  return `"${printableInput(text, 20)}"`;
}

/** One character named for a reason: `"é"` when it prints, `U+202E` when it does not. */
export function showCharacter(ch: string): string {
  return UNPRINTABLE.test(ch) ? codePoint(ch) : `"${ch}"`;
}

/** Standard output (process.stdout is looked up at the first write, not on import). */
export const stdoutSink: OutputSink = {
  write(text) {
    process.stdout.write(text);
  },
};

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
export function ttyReader(output: OutputSink = stdoutSink, terminal: Terminal = readlineSyncTerminal): LineReader {
  let closed = false;
  return {
    readLine() {
      if (closed) return null;
      const line = terminal.question('', { keepWhitespace: true });
      const raw = terminal.getRawInput();
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
}

/**
 * Whether a game should write each line it reads after its prompt. A
 * terminal shows what is typed by itself, so not when both stdin and stdout
 * are terminals (that would show each line twice). Otherwise yes: piped
 * input (`printf ... | dots`) has nobody typing, and when stdout is piped or
 * redirected (`dots | tee log`, `dots > log`) the typed lines reach the
 * terminal but not the log.
 */
export function shouldEchoInput(stdinIsTTY: boolean, stdoutIsTTY: boolean): boolean {
  return !(stdinIsTTY && stdoutIsTTY);
}

/** readline-sync on a terminal, the synchronous stdin reader otherwise. */
export function consoleReader(): LineReader {
  return process.stdin.isTTY === true ? ttyReader() : fdReader(0);
}

/**
 * Makes a closed standard output (`dots | head`) a quiet end instead of an
 * EPIPE stack trace: the program exits 0 when its reader goes away, and 1
 * with a one-line message on any other write error. For a program's entry
 * point only; call it once, before writing.
 */
export function exitQuietlyOnClosedStdout(program: string): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') process.stderr.write(`${program}: cannot write the output: ${err.message}\n`);
    process.exit(err.code === 'EPIPE' ? 0 : 1);
  });
}

/** An output sink that keeps what is written, for tests. */
export function bufferSink(): OutputSink & { text(): string } {
  let out = '';
  return {
    write(text) {
      out += text;
    },
    text() {
      return out;
    },
  };
}

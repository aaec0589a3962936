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
import * as readlineSync from 'readline-sync';

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

/** Sleeps synchronously; used only while a non-blocking stdin has no data yet. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Reads lines from a file descriptor (stdin by default) synchronously, for
 * piped or redirected input. Decodes UTF-8 across chunk boundaries, accepts
 * `\n` and `\r\n`, and returns a last line that has no line ending.
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
          pause(10);
          continue;
        }
        if (code === 'EOF') n = 0;
        else throw err;
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
          const last = pending;
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
 * Reads lines from the terminal with readline-sync. Ctrl-D on an empty line
 * is end of input: readline-sync then records a NUL in its raw input.
 */
export function ttyReader(): LineReader {
  let closed = false;
  return {
    readLine() {
      if (closed) return null;
      const line = readlineSync.question('', { keepWhitespace: true });
      const raw = readlineSync.getRawInput();
      if (line === '' && raw.endsWith('\u0000')) {
        closed = true;
        return null;
      }
      return line;
    },
    close() {
      closed = true;
    },
  };
}

/** readline-sync on a terminal, the synchronous stdin reader otherwise. */
export function consoleReader(): LineReader {
  return process.stdin.isTTY === true ? ttyReader() : fdReader(0);
}

/** Standard output. */
export const stdoutSink: OutputSink = {
  write(text) {
    process.stdout.write(text);
  },
};

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

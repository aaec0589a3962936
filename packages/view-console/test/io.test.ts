import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  ANSI_COLOR_NAMES,
  ReadError,
  isReadError,
  readSomeSync,
  shouldEchoInput,
  bufferSink,
  colorEnabled,
  consoleReader,
  fdReader,
  MAX_LINE_BYTES,
  paint,
  scriptedReader,
  stdoutSink,
  stripAnsi,
  ttyReader,
} from '../src/node.js';

// stdoutSink writes fd 1 with fs.writeSync: watch it (the real function still runs unless a test stubs a call).
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, writeSync: vi.fn(actual.writeSync) };
});

/** Stubs the next fd-1 writes (nothing reaches the test log) and returns what was written. */
function captureStdout(): { text(): string; restore(): void } {
  const written: string[] = [];
  const mock = vi.mocked(writeSync) as unknown as ReturnType<typeof vi.fn>;
  mock.mockImplementation((fd: number, buffer: Uint8Array, offset = 0, length = buffer.length - offset) => {
    written.push(`${fd}:${Buffer.from(buffer.subarray(offset, offset + length)).toString()}`);
    return length;
  });
  return { text: () => written.join(''), restore: () => mock.mockRestore() };
}

// ttyReader talks to readline-sync, which needs a real terminal: script it.
const tty = { answers: [] as { line: string; raw: string }[], last: '' };
const terminal = {
  question: (): string => {
    const next = tty.answers.shift() ?? { line: '', raw: '\u0000' };
    tty.last = next.raw;
    return next.line;
  },
  getRawInput: (): string => tty.last,
};

const dir = mkdtempSync(join(tmpdir(), 'arcade-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** All lines fdReader reads from a file holding `content`. */
function readAll(content: string | Buffer): (string | null)[] {
  const file = join(dir, `f${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, content);
  const fd = openSync(file, 'r');
  try {
    const reader = fdReader(fd);
    const lines: (string | null)[] = [];
    for (;;) {
      const line = reader.readLine();
      lines.push(line);
      if (line === null) break;
    }
    lines.push(reader.readLine()); // still null after the end
    return lines;
  } finally {
    closeSync(fd);
  }
}

describe('scriptedReader', () => {
  it('answers its lines, then null for good', () => {
    const r = scriptedReader(['M', '', '1,1 1,2']);
    expect([r.readLine(), r.readLine(), r.readLine(), r.readLine(), r.readLine()]).toEqual([
      'M',
      '',
      '1,1 1,2',
      null,
      null,
    ]);
  });

  it('answers null after close', () => {
    const r = scriptedReader(['a', 'b']);
    expect(r.readLine()).toBe('a');
    r.close();
    expect(r.readLine()).toBeNull();
  });
});

describe('fdReader', () => {
  it('splits on \\n and \\r\\n and keeps blank lines', () => {
    expect(readAll('M\r\n1,1 1,2\n\n2,2\r\n')).toEqual(['M', '1,1 1,2', '', '2,2', null, null]);
  });

  it('returns a last line without a newline', () => {
    expect(readAll('a\nlast')).toEqual(['a', 'last', null, null]);
  });

  it('answers null at once on an empty file', () => {
    expect(readAll('')).toEqual([null, null]);
  });

  it('decodes UTF-8 split across its 64 KiB read chunks', () => {
    // 'é' is 2 bytes: put its first byte at offset 65535, the last of the first chunk.
    // (after a first short line, so that the second stays within MAX_LINE_BYTES).
    const head = 'x'.repeat(64 * 1024 - 4);
    expect(readAll(`ab\n${head}é\nü€\n`)).toEqual(['ab', `${head}é`, 'ü€', null, null]);
  });

  it('reads a 10,000-character line whole', () => {
    const long = '1,1 '.repeat(2500);
    expect(readAll(`${long}\nM\n`)).toEqual([long, 'M', null, null]);
  });

  it('reads lines longer than one chunk, up to MAX_LINE_BYTES', () => {
    const huge = 'y'.repeat(MAX_LINE_BYTES);
    expect(readAll(`${huge}\nend`)).toEqual([huge, 'end', null, null]);
  });

  it('answers null after close', () => {
    const file = join(dir, 'closed');
    writeFileSync(file, 'a\nb\n');
    const fd = openSync(file, 'r');
    const r = fdReader(fd);
    expect(r.readLine()).toBe('a');
    r.close();
    expect(r.readLine()).toBeNull();
    closeSync(fd);
  });

  it('throws read errors other than EAGAIN and EOF', () => {
    expect(() => fdReader(987654).readLine()).toThrow(/EBADF/);
  });
});

describe('ttyReader', () => {
  it('returns typed lines and null for Ctrl-D on an empty line', () => {
    tty.answers.push({ line: 'M', raw: 'M' }, { line: '', raw: '' }, { line: '', raw: '\u0000' });
    const r = ttyReader(bufferSink(), terminal);
    expect(r.readLine()).toBe('M');
    expect(r.readLine()).toBe(''); // Enter on an empty line is a line, not the end
    expect(r.readLine()).toBeNull();
    expect(r.readLine()).toBeNull();
  });

  it('answers null after close', () => {
    tty.answers.push({ line: 'x', raw: 'x' });
    const r = ttyReader(bufferSink(), terminal);
    r.close();
    expect(r.readLine()).toBeNull();
  });
});

describe('consoleReader', () => {
  it('gives a reader without reading', () => {
    const r = consoleReader();
    expect(typeof r.readLine).toBe('function');
    expect(typeof r.close).toBe('function');
  });
});

describe('sinks', () => {
  it('bufferSink keeps what is written', () => {
    const out = bufferSink();
    out.write('a');
    out.write('b\n');
    expect(out.text()).toBe('ab\n');
  });

  it('stdoutSink writes to fd 1 synchronously (fs.writeSync), not through process.stdout', () => {
    const out = captureStdout();
    try {
      stdoutSink.write('hi ☃\n');
      expect(out.text()).toBe('1:hi ☃\n');
    } finally {
      out.restore();
    }
  });
});

describe('color', () => {
  it('paint wraps in ANSI codes only when enabled', () => {
    expect(paint('R', 'red', true)).toBe('\u001b[31mR\u001b[39m');
    expect(paint('R', 'red', false)).toBe('R');
    expect(paint('x', 'bold', true)).toBe('\u001b[1mx\u001b[22m');
  });

  it('stripAnsi undoes paint for every colour', () => {
    for (const name of ANSI_COLOR_NAMES) {
      expect(stripAnsi(paint('dot', name, true))).toBe('dot');
    }
    expect(stripAnsi('plain')).toBe('plain');
  });

  it('regression: TERM=dumb got colour', () => {
    expect(colorEnabled({ TERM: 'dumb' }, true)).toBe(false);
    expect(colorEnabled({ TERM: 'dumb', FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorEnabled({ TERM: 'xterm-256color' }, true)).toBe(true);
    expect(colorEnabled({ FORCE_COLOR: 'false' }, true)).toBe(false);
  });

  it('paint refuses a colour it does not know', () => {
    expect(() => paint('x', 'purple' as never, true)).toThrow(/color must be one of/);
  });

  it('colorEnabled: NO_COLOR wins, then FORCE_COLOR, then the TTY', () => {
    expect(colorEnabled({}, true)).toBe(true);
    expect(colorEnabled({}, false)).toBe(false);
    expect(colorEnabled({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colorEnabled({ NO_COLOR: '' }, true)).toBe(true); // empty NO_COLOR is unset (no-color.org)
    expect(colorEnabled({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
    expect(colorEnabled({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorEnabled({ FORCE_COLOR: '0' }, true)).toBe(false);
  });
});

describe('regressions', () => {
  it('regression: fdReader kept the \\r of a CRLF last line that had no \\n', () => {
    expect(readAll('M\r\nx\r')).toEqual(['M', 'x', null, null]);
  });

  it('regression: Ctrl-D after typed text (ab, Ctrl-D twice) left the cursor on the prompt line', () => {
    // readline-sync's raw input ends in a NUL, with no line ending, when the read ended by Ctrl-D.
    tty.answers.length = 0; // answers an earlier test left unread
    tty.answers.push({ line: 'ab', raw: 'ab\u0000' }, { line: 'cd', raw: 'cd\n' }, { line: '', raw: '\u0000' });
    const out = bufferSink();
    const r = ttyReader(out, terminal);
    expect(r.readLine()).toBe('ab');
    expect(out.text()).toBe('\n');
    expect(r.readLine()).toBe('cd'); // Enter: the terminal moved the cursor itself
    expect(out.text()).toBe('\n');
    expect(r.readLine()).toBeNull(); // Ctrl-D on an empty line: end of input, BoardView ends the line
    expect(out.text()).toBe('\n');
  });

  it('ttyReader writes that newline to stdout by default', () => {
    tty.answers.length = 0;
    tty.answers.push({ line: 'ab', raw: 'ab\u0000' });
    const out = captureStdout();
    try {
      expect(ttyReader(undefined, terminal).readLine()).toBe('ab');
      expect(out.text()).toBe('1:\n');
    } finally {
      out.restore();
    }
  });

  it('regression: dots | tee log recorded no typed moves (echo only when stdin was not a TTY)', () => {
    expect(shouldEchoInput(true, true)).toBe(false); // a terminal: it shows what is typed, no double echo
    expect(shouldEchoInput(true, false)).toBe(true); // dots | tee log, dots > log
    expect(shouldEchoInput(false, true)).toBe(true); // printf ... | dots
    expect(shouldEchoInput(false, false)).toBe(true); // a script both ways
  });

  it('regression: unreadable stdin (a directory: EISDIR) escaped as a raw fs error with a stack trace', () => {
    const fd = openSync(dir, 'r');
    try {
      const r = fdReader(fd);
      let caught: unknown;
      try {
        r.readLine();
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ReadError);
      const err = caught as InstanceType<typeof ReadError>;
      expect(err.code).toBe('EISDIR');
      expect(err.name).toBe('ReadError');
      expect(err.message).toMatch(/^cannot read the input: EISDIR: illegal operation on a directory/);
      expect(err.message).not.toContain('\n');
      expect((err.cause as NodeJS.ErrnoException).code).toBe('EISDIR');
    } finally {
      closeSync(fd);
    }
    expect(() => fdReader(987654).readLine()).toThrow(ReadError);
    expect(new ReadError('plain').code).toBeUndefined();
  });
});

describe('readSomeSync', () => {
  it('returns the count read, waits on EAGAIN, reads EOF as 0 and throws ReadError otherwise', () => {
    const fail = (code: string) => Object.assign(new Error(code), { code });
    const answers: Array<number | Error> = [fail('EAGAIN'), 3];
    const read = () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? 0;
    };
    expect(readSomeSync(0, Buffer.alloc(8), read)).toBe(3);
    expect(answers).toHaveLength(0);
    expect(
      readSomeSync(0, Buffer.alloc(8), () => {
        throw fail('EOF');
      }),
    ).toBe(0);
    let thrown: unknown;
    try {
      readSomeSync(0, Buffer.alloc(8), () => {
        throw fail('EISDIR');
      });
    } catch (err) {
      thrown = err;
    }
    expect(isReadError(thrown)).toBe(true);
    expect((thrown as ReadError).code).toBe('EISDIR');
  });
});

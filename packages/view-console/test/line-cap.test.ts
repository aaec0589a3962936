import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bufferSink,
  fdReader,
  GameConsole,
  isLineTooLongError,
  type LineReader,
  LineTooLongError,
  MAX_LINE_BYTES,
  type ReadSync,
  readBoundedSync,
} from '../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'arcade-line-cap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A read call over `source` (bytes produced on demand, so that a test can
 * feed a line of any length without holding it), counting the bytes read
 * and the calls made.
 */
function sourceRead(source: (at: number, into: Uint8Array, n: number) => number): ReadSync & {
  bytes: number;
  calls: number;
} {
  const read = Object.assign(
    (_fd: number, buffer: Uint8Array, offset: number, length: number) => {
      read.calls++;
      const n = source(read.bytes, buffer.subarray(offset, offset + length), length);
      read.bytes += n;
      return n;
    },
    { bytes: 0, calls: 0 },
  );
  return read;
}

/** Bytes of `text`, then `filler` bytes for `fillerBytes`, then `tail`. */
function bytesOf(head: string, fillerBytes: number, tail: string, filler = 0x78) {
  const h = Buffer.from(head);
  const t = Buffer.from(tail);
  const total = h.length + fillerBytes + t.length;
  return (at: number, into: Uint8Array, n: number): number => {
    const count = Math.min(n, total - at);
    for (let i = 0; i < count; i++) {
      const p = at + i;
      into[i] = p < h.length ? h[p]! : p < h.length + fillerBytes ? filler : t[p - h.length - fillerBytes]!;
    }
    return count;
  };
}

/** Read system calls this process has made so far (Linux: syscr in /proc/self/io). */
function readCalls(): number {
  const match = /^syscr:\s*(\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'));
  if (match === null) throw new Error('no syscr in /proc/self/io');
  return Number(match[1]);
}

/** Every answer of readLine until null: a line, or 'TOO LONG' for a LineTooLongError. */
function answers(reader: LineReader): string[] {
  const out: string[] = [];
  for (let i = 0; i < 100; i++) {
    try {
      const line = reader.readLine();
      if (line === null) return out;
      out.push(line);
    } catch (err) {
      if (!isLineTooLongError(err)) throw err;
      out.push('TOO LONG');
    }
  }
  throw new Error('readLine never answered null');
}

describe('issue 23.6: the line reader has no length limit, and its time grows with the square of the line', () => {
  it('refuses a line past MAX_LINE_BYTES once it passes the cap, then drops it up to its end', () => {
    const read = sourceRead(bytesOf('a\n', 3 * MAX_LINE_BYTES, '\nb\r\nc'));
    const reader = fdReader(0, { read });
    expect(reader.readLine()).toBe('a');
    let caught: unknown;
    try {
      reader.readLine();
    } catch (err) {
      caught = err;
    }
    expect(isLineTooLongError(caught)).toBe(true);
    expect(caught).toBeInstanceOf(LineTooLongError);
    const err = caught as LineTooLongError;
    expect(err.code).toBe('LINE_TOO_LONG');
    expect(err.limit).toBe(MAX_LINE_BYTES);
    expect(err.message).toBe(`That line is longer than ${MAX_LINE_BYTES} bytes: it was ignored.`);
    // Refused at the cap: no more than two chunks read, not the whole line.
    expect(read.bytes).toBeLessThanOrEqual(2 * 64 * 1024 + 2);
    expect(answers(reader)).toEqual(['b', 'c']);
  });

  it('keeps a line of exactly MAX_LINE_BYTES (and its \\r\\n), refuses one byte more, also as a last line', () => {
    const exact = 'é'.repeat(MAX_LINE_BYTES / 2); // 2 bytes a character
    const over = 'z'.repeat(MAX_LINE_BYTES + 1);
    const text = Buffer.from(`${exact}\r\n${over}\nok\n${over}`);
    const reader = fdReader(0, { read: sourceRead(bytesOf('', 0, text.toString())) });
    expect(answers(reader)).toEqual([exact, 'TOO LONG', 'ok', 'TOO LONG']);
  });

  // No time is asserted: the linear-time figures (1, 4, 16 MB) are the bench's (pnpm
  // --filter @arcade/view-console bench). The explicit timeout is the hang guard.
  it('reads a line in time linear in its length (16 MB: well under a second, 8.4 s before)', {
    timeout: 60_000,
  }, () => {
    const MB = 1024 * 1024;
    const read = sourceRead(bytesOf('', 16 * MB, '\nnext\n', 0x31));
    const reader = fdReader(0, { read, maxLineBytes: 32 * MB });
    const line = reader.readLine();
    expect(line?.length).toBe(16 * MB);
    expect(line?.startsWith('1111')).toBe(true);
    expect(reader.readLine()).toBe('next');
    // Read in chunks, each byte once: not a call a byte, nor the line read again.
    expect(read.bytes).toBe(16 * MB + 6);
    expect(read.calls).toBeLessThan((16 * MB) / 1024);
  });

  // The explicit timeout is the hang guard (no time is asserted; the bench has the figures).
  it('dots < /dev/zero: reads on with bounded memory, one refusal, and ends when the input does', {
    timeout: 60_000,
  }, () => {
    // 256 MB of NUL bytes without a \n, then the end of the input.
    const total = 256 * 1024 * 1024;
    const read = sourceRead((at, into, n) => {
      const count = Math.min(n, total - at);
      into.fill(0, 0, count);
      return count;
    });
    const reader = fdReader(0, { read });
    const heap = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    expect(answers(reader)).toEqual(['TOO LONG']);
    expect(read.bytes).toBe(total);
    const grown = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heap;
    expect(grown).toBeLessThan(32 * 1024 * 1024);
  });

  it('the real /dev/zero: the first read is refused at the cap, at once', () => {
    const fd = openSync('/dev/zero', 'r');
    try {
      // Reads counted around the real readSync: refused within a chunk past the cap, where a
      // reader that waited for the line's end would read for ever (vitest's timeout ends that).
      let bytes = 0;
      const read: ReadSync = (f, buffer, offset, length, position) => {
        const n = readSync(f, buffer, offset, length, position);
        bytes += n;
        return n;
      };
      expect(() => fdReader(fd, { read }).readLine()).toThrow(LineTooLongError);
      expect(bytes).toBeGreaterThan(MAX_LINE_BYTES);
      expect(bytes).toBeLessThanOrEqual(2 * MAX_LINE_BYTES + 2);
      expect(() => fdReader(fd).readLine()).toThrow(LineTooLongError);
    } finally {
      closeSync(fd);
    }
  });

  it('without read-ahead (the arcade menu) it takes nothing past the line, refuses long lines the same way', () => {
    const file = join(dir, 'menu');
    writeFileSync(file, `4\n${'x'.repeat(MAX_LINE_BYTES + 10)}\n2,2\nrest of the game\n`);
    const fd = openSync(file, 'r');
    try {
      const reader = fdReader(fd, { readAhead: false });
      expect(reader.readLine()).toBe('4');
      expect(() => reader.readLine()).toThrow(LineTooLongError);
      expect(reader.readLine()).toBe('2,2');
      // The descriptor's offset is right after that line: the game reads on from there.
      const rest = Buffer.alloc(100);
      const n = readSync(fd, rest, 0, 100, null);
      expect(rest.toString('utf8', 0, n)).toBe('rest of the game\n');
    } finally {
      closeSync(fd);
    }
  });

  it('without read-ahead, a regular file is read a line a call (the arcade menu took 2.5 s per MB), a pipe a byte', () => {
    const file = join(dir, 'menu-long');
    writeFileSync(file, `${'9'.repeat(1024 * 1024)}\n${'x'.repeat(1000)}\n4\n2,2\n`);
    const fd = openSync(file, 'r');
    try {
      const reader = fdReader(fd, { readAhead: false });
      // Read calls of this process (Linux counts them in /proc/self/io): a chunk a call,
      // tens of them, where a byte a call took a million (and 2.5 s).
      const before = readCalls();
      expect(() => reader.readLine()).toThrow(LineTooLongError);
      expect(reader.readLine()).toBe('x'.repeat(1000));
      expect(reader.readLine()).toBe('4');
      expect(readCalls() - before).toBeLessThan(10_000);
      const rest = Buffer.alloc(100);
      expect(rest.toString('utf8', 0, readSync(fd, rest, 0, 100, null))).toBe('2,2\n');
    } finally {
      closeSync(fd);
    }
    // A source that is not a regular file (here a scripted read): never more than a byte a call.
    const lengths: number[] = [];
    const source = bytesOf('ab\ncd\n', 0, '');
    let at = 0;
    const reader = fdReader(0, {
      readAhead: false,
      read: (_fd, buffer, offset, length) => {
        lengths.push(length);
        const n = source(at, buffer.subarray(offset, offset + length), length);
        at += n;
        return n;
      },
    });
    expect(reader.readLine()).toBe('ab');
    expect(at).toBe(3);
    expect(new Set(lengths)).toEqual(new Set([1]));
  });

  it('GameConsole.ask answers a line past the cap with its one-line reason, and asks again', () => {
    const lines: Array<string | Error> = ['help me', new LineTooLongError(MAX_LINE_BYTES), 'quit'];
    const input: LineReader = {
      readLine() {
        const next = lines.shift();
        if (next instanceof Error) throw next;
        return next ?? null;
      },
      close() {},
    };
    const output = bufferSink();
    const screen = new GameConsole(
      { input, output, echo: true },
      { program: 'test', rules: 'Rules.', board: () => null },
    );
    expect(screen.ask('Move: ')).toEqual({ kind: 'move', text: 'help me' });
    expect(screen.ask('Move: ')).toEqual({ kind: 'quit' });
    expect(output.text()).toBe(
      `Move: help me\nMove: \nThat line is longer than ${MAX_LINE_BYTES} bytes: it was ignored.\nMove: quit\n`,
    );
  });
});

describe('issue 23.3: a file given to a game is read up to a cap, whatever the file is', () => {
  it('readBoundedSync stops at the cap on /dev/zero, and reads a small file whole', () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const r = readBoundedSync(zero, 64 * 1024);
      expect(r.truncated).toBe(true);
      expect(r.bytes.length).toBe(64 * 1024);
    } finally {
      closeSync(zero);
    }
    const file = join(dir, 'small');
    writeFileSync(file, 'exactly');
    const fd = openSync(file, 'r');
    try {
      expect(readBoundedSync(fd, 7)).toEqual({ bytes: Buffer.from('exactly'), truncated: false });
    } finally {
      closeSync(fd);
    }
  });
});

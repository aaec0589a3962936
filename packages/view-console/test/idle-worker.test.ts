// issue 23.7: stdin left non-blocking by process.stdin's getter is put back
// in blocking mode by the reader, on the main thread and in a worker thread
// (a game run in a worker while the main thread asked process.stdin.isTTY).
// Runs the built reader (dist/io.js) in a child process; Linux only (/proc).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { outputUntil, readCalls, stdinNonBlocking } from '../../../test-support/idle.js';

const IO = fileURLToPath(new URL('../dist/io.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arcade-idle-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A program that makes stdin non-blocking (process.stdin), then reads a line with fdReader, here or in a worker. */
const PROGRAM = join(dir, 'reader.mjs');
writeFileSync(
  PROGRAM,
  `import { isMainThread, Worker } from 'node:worker_threads';
const inWorker = process.argv[2] === 'worker';
if (isMainThread) process.stdin.isTTY; // the getter: O_NONBLOCK on the shared description
if (inWorker && isMainThread) {
  new Worker(new URL(import.meta.url), { argv: ['worker'] });
} else {
  const { fdReader } = await import(${JSON.stringify(IO)});
  process.stdout.write('reading\\n');
  const line = fdReader(0).readLine();
  process.stdout.write('read ' + line + '\\n');
}
`,
);

describe.runIf(existsSync('/proc/self/io') && existsSync(IO))('issue 23.7: a non-blocking stdin is not polled', () => {
  it.each([['the main thread'], ['a worker thread']])('read in %s, it blocks in the read', async (where) => {
    const child = spawn(process.execPath, [PROGRAM, ...(where === 'a worker thread' ? ['worker'] : [])], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      const { output } = await outputUntil(child, 'reading\n');
      // Let the first read find no data (EAGAIN) and put the descriptor back in blocking mode.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stdinNonBlocking(child.pid!)).toBe(false);
      const before = readCalls(child.pid!);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Polling (read, EAGAIN, sleep 10 ms) made about 80 read calls a second.
      expect(readCalls(child.pid!) - before).toBeLessThan(5);
      child.stdin.end('hello\n');
      await new Promise((resolve) => child.on('exit', resolve));
      expect(output()).toBe('reading\nread hello\n');
    } finally {
      child.kill();
    }
  });
});

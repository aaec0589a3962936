// issue 23.7, end to end: the built game waiting for piped input blocks in
// its read instead of polling. Linux only (it reads /proc), like the issue's
// measurement.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtCli } from '../../../test-support/cli.js';
import { outputUntil, readCalls, stdinNonBlocking } from '../../../test-support/idle.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'arcade-idle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Code in the game's own process that reads process.stdin (as a library might): the getter makes
// the descriptor non-blocking, and the reader must put it back rather than poll.
const TOUCH_STDIN = join(dir, 'touch-stdin.cjs');
writeFileSync(TOUCH_STDIN, 'process.stdin;\n');

describe.runIf(existsSync('/proc/self/io'))('issue 23.7: idle polling on piped input', () => {
  it.each([
    ['the game alone', []],
    ['process.stdin read first in the game process', ['--require', TOUCH_STDIN]],
  ])('%s: waiting for piped input, stdin stays blocking and no read calls are made while idle', async (_, node) => {
    const child = spawn(process.execPath, [...node, CLI, '--seed', '1'], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    try {
      const { output } = await outputUntil(child, 'Mode (');
      const pid = child.pid!;
      // The prompt is written just before the read: give the read time to start (and block).
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Before the fix process.stdin.isTTY made the descriptor non-blocking, and the game
      // polled it (read, EAGAIN, sleep 10 ms): about 80 read calls a second.
      expect(stdinNonBlocking(pid)).toBe(false);
      const before = readCalls(pid);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(readCalls(pid) - before).toBeLessThan(5);
      child.stdin.end('quit\n');
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(0);
      expect(output()).toContain('Result: quit');
    } finally {
      child.kill();
    }
  });
});

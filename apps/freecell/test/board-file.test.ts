// issue 23.3, end to end: `freecell --board FILE` on a file that is not a
// regular one, and `--board -`, read through a reader that stops at the
// 64 KiB cap whatever the file is, in bounded time and memory.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtCli } from '../../../test-support/cli.js';

const CLI = builtCli(new URL('../dist/cli.cjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arcade-board-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the game with `args` and stdin from `stdin` (a descriptor or nothing). The 20 s limit is
 * only a hang guard (before the fix /dev/zero ran on for minutes, a FIFO for ever): a run it
 * kills has a `signal`, which each test asserts is null. No time is asserted.
 */
function run(args: readonly string[], stdin: number | 'ignore' = 'ignore') {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    stdio: [stdin, 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    timeout: 20_000,
  });
  return { code: r.status, signal: r.signal, err: r.stderr };
}

const TOO_LARGE = /more than 65536 bytes: not a FreeCell board/;

describe('issue 23.3: freecell --board FILE on a non-regular file', () => {
  it('--board /dev/zero --solve stops at the cap (16.7 GB in 150 s before)', () => {
    const r = run(['--board', '/dev/zero', '--solve']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.err).toMatch(TOO_LARGE);
  });

  it.runIf(existsSync('/usr/bin/mkfifo') || existsSync('/bin/mkfifo'))(
    'a FIFO without a writer ends at once (it hung), one with an endless writer stops at the cap',
    // Two runs of the game: room for both runs' hang guards beyond the default 30 s.
    { timeout: 60_000 },
    () => {
      const fifo = join(dir, 'board.fifo');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const idle = run(['--board', fifo, '--solve']);
      expect(idle.signal).toBeNull();
      expect(idle.code).toBe(1);
      expect(idle.err).toMatch(/^freecell: ".*": line 1: 0 column lines, expected 8\n$/);

      // An endless writer: `yes` into the FIFO, opened here read-write first so that it never
      // waits for the game to open it (and the game never finds it without a writer).
      const writerEnd = openSync(fifo, constants.O_RDWR);
      const writer = spawn('yes', [], { stdio: ['ignore', writerEnd, 'ignore'] });
      try {
        const endless = run(['--board', fifo, '--solve']);
        expect(endless.signal).toBeNull();
        expect(endless.code).toBe(1);
        expect(endless.err).toMatch(TOO_LARGE);
      } finally {
        writer.kill();
        closeSync(writerEnd);
      }
    },
  );

  it('--board - stops at the cap: one endless line (/dev/zero as stdin; a 50 MB line took 97 s)', () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const r = run(['--board', '-', '--solve'], zero);
      expect(r.signal).toBeNull();
      expect(r.code).toBe(1);
      expect(r.err).toBe(`freecell: stdin: more than 65536 bytes: not a FreeCell board\n`);
    } finally {
      closeSync(zero);
    }
  });

  it('a directory gets its one-line reason', () => {
    const r = run(['--board', dir, '--solve']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot read the board file ".*": it is a\s+directory\n$/);
  });
});

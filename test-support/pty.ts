/**
 * Runs a built binary on a pseudo-terminal and types Ctrl-C into it, for the
 * apps' end-to-end tests of what a player's terminal is left with. Drives
 * python3's pty module (pty-interrupt.py): no native npm module to build.
 *
 * ```ts
 * const r = interruptOnTerminal(cli, ['--seed', '1'], 3000, 10); // Ctrl-C 10 ms after 3000 bytes
 * expect(r.status).toBe(130);
 * ```
 *
 * Tests only, never published; imports nothing but Node built-ins.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DRIVER = fileURLToPath(new URL('./pty-interrupt.py', import.meta.url));

export interface TerminalRun {
  /** The status as a shell reports it: 128 + the signal's number when a signal ended it. */
  readonly status: number | null;
  /** Everything the terminal received (the program's output and the terminal's own echo of ^C). */
  readonly out: string;
}

/** Runs `node cli ...args` on a terminal, types Ctrl-C `delayMs` after it has written `afterBytes` bytes. */
export function interruptOnTerminal(
  cli: string,
  args: readonly string[],
  afterBytes: number,
  delayMs: number,
): TerminalRun {
  const r = spawnSync('python3', [DRIVER, String(afterBytes), String(delayMs), process.execPath, cli, ...args], {
    encoding: 'latin1',
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm' },
    timeout: 30_000,
  });
  if (r.error !== undefined) throw r.error;
  return { status: r.status, out: r.stdout };
}

/**
 * Issue 23.7's measurement, shared by the tests that check a reader waiting
 * for piped input blocks in its read instead of polling (read, EAGAIN, sleep
 * 10 ms: about 80 read calls a second): a child's read calls and its stdin's
 * O_NONBLOCK flag from /proc (Linux only), and its output up to a prompt.
 *
 * ```ts
 * const out = await outputUntil(child, 'Mode (');
 * expect(stdinNonBlocking(child.pid!)).toBe(false);
 * const before = readCalls(child.pid!);
 * ```
 *
 * Tests only, never published; imports nothing but Node built-ins.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The read system calls a process has made so far (/proc/<pid>/io's syscr). */
export function readCalls(pid: number): number {
  const match = /^syscr:\s*(\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  if (match === null) throw new Error(`no syscr in /proc/${pid}/io`);
  return Number(match[1]);
}

/** Whether a process's stdin is non-blocking (O_NONBLOCK in /proc/<pid>/fdinfo/0's octal flags). */
export function stdinNonBlocking(pid: number): boolean {
  const match = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/${pid}/fdinfo/0`, 'utf8'));
  if (match === null) throw new Error(`no flags in /proc/${pid}/fdinfo/0`);
  return (Number.parseInt(match[1]!, 8) & 0o4000) !== 0;
}

/**
 * Collects `child`'s piped stdout; resolves once it includes `text` (rejects
 * if the child cannot start). `output()` is everything written so far, the
 * rest included as it comes.
 */
export function outputUntil(child: ChildProcess, text: string): Promise<{ output(): string }> {
  const stdout = child.stdout;
  if (stdout === null) throw new Error('outputUntil: the child has no piped stdout');
  let out = '';
  const collected = { output: () => out };
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(text)) resolve(collected);
    });
  });
}

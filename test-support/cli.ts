/**
 * Runs an app's built binary the way a person or a script would, for the
 * apps' end-to-end tests: piped input, a plain environment (NO_COLOR by
 * default), and an interrupt while it waits for input.
 *
 * ```ts
 * const cli = builtCli(new URL('../dist/cli.js', import.meta.url));
 * const r = runCli(cli, ['--seed', '1'], 'M\n');
 * expect(r.code).toBe(0);
 * ```
 *
 * Tests only, never published; imports nothing but Node built-ins.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Preloads for runCli's `preload` option: `stdout-tty` makes the game's stdout claim to be a terminal. */
const PRELOADS = {
  'stdout-tty': fileURLToPath(new URL('./stdout-tty.cjs', import.meta.url)),
  'report-rss': fileURLToPath(new URL('./report-rss.cjs', import.meta.url)),
} as const;

export interface CliRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

/** The binary's path; throws (never skips) when the app has not been built. */
export function builtCli(url: URL): string {
  const path = fileURLToPath(url);
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: turbo builds it before the tests; a bare vitest run needs \`pnpm build\` first`,
    );
  }
  return path;
}

/**
 * Runs the binary to its end with `input` piped to stdin. `preload: 'stdout-tty'` makes its stdout claim to be a
 * terminal (to test colour decisions such as TERM=dumb while reading the output from a pipe).
 */
export function runCli(
  cli: string,
  args: readonly string[],
  input: string,
  env: Record<string, string> = { NO_COLOR: '1' },
  preload?: 'stdout-tty',
): CliRun {
  const node = preload === undefined ? [] : ['--require', PRELOADS[preload]];
  const r = spawnSync(process.execPath, [...node, cli, ...args], {
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 20_000,
  });
  return { code: r.status, signal: r.signal, out: r.stdout, err: r.stderr };
}

/** Starts the binary, waits until its output contains `prompt`, then sends SIGINT (Ctrl-C) and waits for it to end. */
export async function interruptAtPrompt(cli: string, args: readonly string[], prompt: string): Promise<CliRun> {
  const child = spawn(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(prompt)) resolve();
    }),
  );
  child.kill('SIGINT');
  const { code, signal } = await ended;
  return { code, signal, out, err };
}

export interface ClosedOutputRun extends CliRun {
  /** The game's peak memory (resident set), in KiB, as it reported at exit; null if it never exited normally. */
  readonly maxRssKiB: number | null;
  /** Milliseconds from the output's close to the game's exit (or to the time-out). */
  readonly msAfterClose: number;
}

/**
 * `(printf first; yes repeat) | game | head -n keepLines`, watched: writes `first`, then `repeat` for as long as
 * the game reads, closes the game's output after `keepLines` lines, and waits (at most `timeoutMs`) for the game
 * to end. The game reports its peak memory at exit (a preload), so a test can check that it ended promptly with
 * status 0 and flat memory instead of reading and buffering for ever.
 */
export async function runWithClosedOutput(
  cli: string,
  args: readonly string[],
  options: { readonly first: string; readonly repeat: string; readonly keepLines: number; readonly timeoutMs?: number },
): Promise<ClosedOutputRun> {
  const child = spawn(process.execPath, ['--require', PRELOADS['report-rss'], cli, ...args], {
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
  });
  let out = '';
  let err = '';
  let closedAt: number | null = null;
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    if (closedAt !== null) return;
    out += d.toString();
    const lines = out.split('\n');
    if (lines.length > options.keepLines) {
      out = lines.slice(0, options.keepLines).join('\n');
      closedAt = Date.now();
      child.stdout.destroy(); // `head` has read its lines and gone away
    }
  });
  // The endless input: like `yes`, as fast as the game takes it.
  child.stdin.on('error', () => {}); // EPIPE once the game has exited
  const chunk = options.repeat.repeat(Math.max(1, Math.floor(16_384 / Math.max(1, options.repeat.length))));
  let ended = false;
  const feed = (): void => {
    while (!ended && child.stdin.writable && child.stdin.write(chunk));
  };
  child.stdin.on('drain', feed);
  child.stdin.write(options.first);
  feed();
  const timeoutMs = options.timeoutMs ?? 20_000;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (c, s) => resolve({ code: c, signal: s })),
  );
  ended = true;
  clearTimeout(timer);
  child.stdin.destroy();
  const rss = /\n\[maxRSS (\d+) KiB\]\n$/.exec(err);
  return {
    code,
    signal,
    out,
    err: rss === null ? err : err.slice(0, rss.index),
    maxRssKiB: rss === null ? null : Number(rss[1]),
    msAfterClose: closedAt === null ? Number.NaN : Date.now() - closedAt,
  };
}

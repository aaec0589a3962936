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

/** Runs the binary to its end with `input` piped to stdin. */
export function runCli(
  cli: string,
  args: readonly string[],
  input: string,
  env: Record<string, string> = { NO_COLOR: '1' },
): CliRun {
  const r = spawnSync(process.execPath, [cli, ...args], {
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

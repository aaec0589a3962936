#!/usr/bin/env node
// Usage: node scripts/play.mjs <app> [args...]   (what `pnpm dots` and `pnpm foxdolphin` run)
//
// Builds the app and the packages it needs with turbo, then starts it in this
// terminal. turbo's progress lines would stand between the player and the
// game, so they are shown only when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [app, ...args] = process.argv.slice(2);
if (app === undefined) {
  process.stderr.write('usage: node scripts/play.mjs <app> [args...]\n');
  process.exit(2);
}

const cli = join(root, 'apps', app, 'dist', 'cli.js');
// The first build takes a while on a fresh clone; say so rather than sit silent.
if (!existsSync(cli)) process.stderr.write(`Building @arcade/${app} and the packages it needs (first run only)...\n`);

// turbo from this repository's own install, so the script also runs outside `pnpm`.
const build = spawnSync(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', `--filter=@arcade/${app}...`, '--output-logs=errors-only'],
  { cwd: root, encoding: 'utf8', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } },
);
if (build.error !== undefined || build.status !== 0) {
  process.stderr.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  process.stderr.write(`\nBuilding @arcade/${app} failed${build.error ? `: ${build.error.message}` : ''}.\n`);
  process.exit(1);
}

const run = spawnSync(process.execPath, [cli, ...args], {
  stdio: 'inherit',
});
// Ctrl-C reaches the game and this process alike; report it the shell's way.
if (run.signal !== null) process.exit(run.signal === 'SIGINT' ? 130 : 1);
process.exit(run.status ?? 1);

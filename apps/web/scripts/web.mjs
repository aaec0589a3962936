#!/usr/bin/env node
// `pnpm web [--port N]`: builds the site (and what it needs) with turbo, then
// serves apps/web/dist on 127.0.0.1 and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
// npm scripts are often given their options after a `--`.
const args = process.argv.slice(2).filter((a, k) => !(k === 0 && a === '--'));
process.stderr.write('Building the site...\n');
const build = spawnSync(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@arcade/web', '--output-logs=errors-only'],
  { cwd: root, encoding: 'utf8', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } },
);
if (build.error !== undefined || build.status !== 0) {
  process.stderr.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  process.stderr.write(`\nBuilding @arcade/web failed${build.error ? `: ${build.error.message}` : ''}.\n`);
  process.exit(1);
}
const server = spawn(process.execPath, [join(here, 'serve.mjs'), ...args], { stdio: 'inherit' });
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', (code, signal) => process.exit(signal === 'SIGINT' ? 130 : (code ?? 1)));

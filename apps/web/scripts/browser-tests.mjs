#!/usr/bin/env node
// The browser tests, as `pnpm --filter @arcade/web test` (and so the root
// `pnpm test` and CI) run them:
//   1. Chromium from the system's packages: /usr/bin/chromium, installed with
//      apt-get when it is missing (Playwright's own browser download cannot
//      reach its host here);
//   2. a fresh build of the site into a temporary directory (so it never
//      races turbo's build of dist/ and always tests the current sources);
//   3. vitest with playwright-core, which serves that build on 127.0.0.1 on a
//      free port (test/browser/setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.ARCADE_CHROMIUM ?? '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  return r.error === undefined && r.status === 0;
}

function onPath(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

if (!existsSync(CHROMIUM)) {
  process.stderr.write(`${CHROMIUM} is missing: installing Debian's chromium with apt-get...\n`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? [] : onPath('sudo') ? ['sudo', '-n'] : null;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    prefix !== null &&
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'update'], { env }) &&
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'install', '-y', 'chromium'], {
      env,
    });
  if (!ok || !existsSync(CHROMIUM)) {
    process.stderr.write(
      `Could not install chromium (${prefix === null ? 'not root and no sudo' : 'apt-get failed'}). ` +
        'Install it with `apt-get install -y chromium` as root, or set ARCADE_CHROMIUM to a Chromium binary.\n',
    );
    process.exit(1);
  }
}

const out = mkdtempSync(join(tmpdir(), 'arcade-web-test-'));
try {
  const bin = join(app, 'node_modules', '.bin');
  if (!run(join(bin, 'vite'), ['build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], { cwd: app })) {
    process.stderr.write('Building the site for the browser tests failed.\n');
    process.exitCode = 1;
  } else {
    const env = { ...process.env, ARCADE_SITE_DIR: out, ARCADE_CHROMIUM: CHROMIUM };
    const extra = process.argv.slice(2);
    if (!run(join(bin, 'vitest'), ['run', '--config', 'vitest.browser.config.ts', ...extra], { cwd: app, env })) {
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

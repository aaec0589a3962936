#!/usr/bin/env node
// The browser tests, as `pnpm --filter @arcade/web test` (and so the root
// `pnpm test` and CI) run them:
//   1. Chromium from the system's packages: /usr/bin/chromium, installed with
//      apt-get when it is missing (Playwright's own browser download cannot
//      reach its host here);
//   2. the site's build in dist/, the one turbo's `build` task made before this
//      `test` task (turbo.json), when it is newer than every source it is built
//      from; else a fresh `vite build` into dist/ (as `pnpm build` writes it).
//      ARCADE_SITE_DIR names another build to test instead;
//   3. vitest with playwright-core, which serves that build on 127.0.0.1 on a
//      free port and starts one Chromium that every test file's contexts share
//      (test/browser/setup.ts); two files run at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** The newest modification time under `path` (a file or a folder; node_modules and dist skipped). */
function newest(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    t = Math.max(t, newest(join(path, name)));
  }
  return t;
}

/**
 * Whether dist/ was built after every source of the site changed: the app's own sources and build
 * files, and the packages' sources (the site bundles them from src/, vite.config.ts).
 */
function distIsCurrent(dist) {
  const built = newest(join(dist, 'sw.js'));
  if (built === 0) return false;
  const packages = join(app, '..', '..', 'packages');
  const sources = [
    ...['src', 'make', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((f) => join(app, f)),
    ...readdirSync(packages).flatMap((p) => [join(packages, p, 'src'), join(packages, p, 'package.json')]),
  ];
  return sources.every((s) => newest(s) <= built);
}

const bin = join(app, 'node_modules', '.bin');
let site = process.env.ARCADE_SITE_DIR;
if (site === undefined) {
  site = join(app, 'dist');
  if (distIsCurrent(site)) {
    process.stdout.write(`Testing the build in ${site} (newer than its sources).\n`);
  } else {
    process.stdout.write(`Building the site into ${site} for the browser tests...\n`);
    if (!run(join(bin, 'vite'), ['build', '--logLevel', 'warn'], { cwd: app })) {
      process.stderr.write('Building the site for the browser tests failed.\n');
      process.exit(1);
    }
  }
}
const env = { ...process.env, ARCADE_SITE_DIR: site, ARCADE_CHROMIUM: CHROMIUM };
const extra = process.argv.slice(2);
if (!run(join(bin, 'vitest'), ['run', '--config', 'vitest.browser.config.ts', ...extra], { cwd: app, env })) {
  process.exitCode = 1;
}

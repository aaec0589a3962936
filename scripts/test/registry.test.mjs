// The packages as a user gets them: every published package (the libraries
// and the console apps, from their built dist/) is published to a local
// registry that this test starts (Verdaccio, a root devDependency, with
// https://registry.npmjs.org as its uplink for third-party dependencies), then
// the apps are installed globally from there into a temporary prefix with
// npm, as `npm i -g @arcade/arcade` does, and played on piped input: one
// game of each of the five through `arcade`'s menu, and one through `dots`.
// `npx --package <tarball> dots` plays one without a global install.
//
// Run after the packages are built (`pnpm test` runs `test:publish` after
// turbo's build). The tarballs are the root tests' one pack (pack-once.mjs).
// Everything else goes into one temporary directory (registry storage and
// config, npm's cache and config, the prefix, HOME and XDG_CONFIG_HOME),
// removed at the end with the registry stopped.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { everyPublished, publishedApps, root } from '../packages.mjs';
import { cleanEnv, pipe, sh, tarballsOf } from '../tarballs.mjs';

const packages = everyPublished();
const apps = publishedApps();
const version = (name) => packages.find((p) => p.pkg.name === name)?.pkg.version;

/**
 * One piped game of each, as the menu takes it: the game's number with its
 * options, then its moves (the apps' READMEs show the same lines). Each ends
 * at the end of input or by itself, with a `Result:` line and status 0.
 */
const MENU_GAMES = [
  { id: 'dots', input: '1 --seed 1\nM\n2,2 1,2\n', result: 'Result: quit' },
  { id: 'othello', input: '2 --seed 1 --level 1\nd3\nquit\n', result: 'Result: quit' },
  { id: 'freecell', input: '3 --deal 1\n6\nquit\n', result: 'Result: quit' },
  { id: 'tictactoe', input: '4 --seed 42\n5\nhint\n1,2\n9\n4\n3\n', result: 'Result: draw' },
  { id: 'foxdolphin', input: '5 --play fox --seed 3 --rounds 1\n3,5 2,5\npass\n', result: 'Result: draw' },
];

let dir = '';
let registry = null;
let url = '';
/** The environment of every npm and game run: npm's config, cache and HOME in the temporary directory. */
let env = {};
let prefix = '';
let tarballs = [];

/** A free TCP port on the loopback interface (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the registry answers /-/ping, or fails with its output when it exits or takes over `ms`. */
async function waitForRegistry(child, log, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}-/ping`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`verdaccio did not answer within ${ms} ms:\n${log()}`);
}

/** Stops the registry: SIGTERM, then SIGKILL if it has not exited after 5 s. */
async function stopRegistry() {
  const child = registry;
  registry = null;
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Every file under `path` with its size and modification time, for "nothing was written here". */
function snapshot(path) {
  const out = [];
  const walk = (p) => {
    for (const e of readdirSync(p, { withFileTypes: true })) {
      const f = join(p, e.name);
      if (e.isDirectory()) walk(f);
      else if (e.isFile()) {
        const s = statSync(f);
        out.push(`${f} ${s.size} ${s.mtimeMs}`);
      }
    }
  };
  walk(path);
  return out.sort();
}

/**
 * npm's own publishing code (libnpmpublish, with pacote reading the
 * tarball's manifest, as `npm publish <tarball>` runs them), loaded from the
 * npm on the PATH: one process for every package, where fifteen `npm publish`
 * processes took minutes on a loaded machine. Null when that npm does not
 * have them where npm 10 and 11 keep them.
 */
function npmPublisher() {
  for (const d of (process.env.PATH ?? '').split(':')) {
    try {
      const npm = dirname(dirname(realpathSync(join(d, 'npm'))));
      const require = createRequire(join(npm, 'package.json'));
      return { publish: require('libnpmpublish').publish, pacote: require('pacote') };
    } catch {
      // not here
    }
  }
  return null;
}

/** Publishes each tarball to the registry of `opts` (registry URL and token, npm's config keys). */
async function publishAll(files, opts) {
  const npm = npmPublisher();
  for (const file of files) {
    if (npm === null) {
      await sh('npm', ['publish', file, '--access', 'public'], dir, env);
      continue;
    }
    const options = { ...opts, access: 'public', defaultTag: 'latest', cache: join(dir, 'cache') };
    const manifest = await npm.pacote.manifest(file, { ...options, fullMetadata: true, fullReadJson: true });
    await npm.publish(manifest, readFileSync(file), options);
  }
}

/** Runs an installed binary of the prefix as a user's shell would (its bin/ first on PATH). */
function play(bin, args, input) {
  return pipe(join(prefix, 'bin', bin), args, input, { cwd: join(dir, 'home'), env });
}

/** Prints how long each step of the set-up took (the registry's start, packing, publishing, installing). */
function stepTimer() {
  const start = performance.now();
  let last = start;
  return (name) => {
    const now = performance.now();
    console.log(
      `registry test: ${name} in ${((now - last) / 1000).toFixed(1)} s (${((now - start) / 1000).toFixed(1)} s in all)`,
    );
    last = now;
  };
}

beforeAll(async () => {
  const step = stepTimer();
  dir = mkdtempSync(join(tmpdir(), 'arcade-registry-'));
  for (const d of ['storage', 'home', 'config', 'cache', 'prefix']) mkdirSync(join(dir, d));
  prefix = join(dir, 'prefix');
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  // Packages are published only by the user this test adds; @arcade/* is never
  // looked up on the uplink (the public registry has its own @arcade scope).
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      'uplinks:',
      '  npmjs:',
      '    url: https://registry.npmjs.org/',
      '    timeout: 60s',
      // Verdaccio marks an uplink offline after 2 failed requests for 5 minutes,
      // then answers 404 for every package it has not cached yet: a passing
      // failure must not end the test. (The `E404 readline-sync` seen in fresh
      // clones was another cause: NODE_EXTRA_CA_CERTS lost to turbo's strict
      // env mode, now passed through in turbo.json.)
      '    max_fails: 50',
      '    fail_timeout: 5s',
      'packages:',
      "  '@arcade/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: npmjs',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const bin = join(
    dirname(createRequire(join(root, 'package.json')).resolve('verdaccio/package.json')),
    'bin',
    'verdaccio',
  );
  let output = '';
  registry = spawn(process.execPath, [bin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const s of [registry.stdout, registry.stderr]) s.setEncoding('utf8').on('data', (d) => (output += d));
  await waitForRegistry(registry, () => output, 180_000);
  step('verdaccio started');

  // A throwaway user; its token goes into an npmrc of the temporary directory only.
  const res = await fetch(`${url}-/user/org.couchdb.user:arcade-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'arcade-test', password: `pw-${process.pid}-${port}` }),
  });
  const { token } = await res.json();
  expect(typeof token, 'the registry gave a token').toBe('string');
  const npmrc = join(dir, 'npmrc');
  writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  env = {
    npm_config_userconfig: npmrc,
    npm_config_globalconfig: join(dir, 'npmrc-global'),
    npm_config_cache: join(dir, 'cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    HOME: join(dir, 'home'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    PATH: `${join(prefix, 'bin')}:${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  };

  // The root tests' one pack (pack-once.mjs).
  tarballs = tarballsOf(inject('tarballs'), packages);
  await publishAll(tarballs, { registry: url, [`//127.0.0.1:${port}/:_authToken`]: token });
  step('published');
  // As a user installs: from the registry, globally, without devDependencies (npm's default for -g, said here too).
  await sh('npm', ['install', '--global', '--prefix', prefix, '--omit=dev', ...apps.map((p) => p.pkg.name)], dir, env);
  step('installed');
}, 900_000);

afterAll(async () => {
  await stopRegistry();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('published to a local registry and installed with npm i -g', () => {
  it('the registry lists every package at its version, and the tarballs carry no workspace: range', async () => {
    expect(tarballs).toHaveLength(packages.length);
    for (const p of packages) {
      const res = await fetch(`${url}${p.pkg.name.replace('/', '%2f')}`);
      const doc = await res.json();
      expect(doc['dist-tags']?.latest, p.pkg.name).toBe(p.pkg.version);
      const manifest = doc.versions[p.pkg.version];
      expect(JSON.stringify(manifest.dependencies ?? {}), p.pkg.name).not.toMatch(/workspace:/);
    }
  }, 60_000);

  it('puts arcade and the five games on the PATH, each answering --version with its version', async () => {
    for (const p of apps) {
      const [bin] = Object.keys(p.pkg.bin);
      const { code, stdout } = await play(bin, ['--version'], '');
      expect(code, bin).toBe(0);
      expect(stdout).toBe(`${bin} ${p.pkg.version}\n`);
    }
  }, 120_000);

  it('installs no devDependency of any package (npm i --omit=dev)', () => {
    const installed = new Set();
    const walk = (p) => {
      for (const e of readdirSync(p, { withFileTypes: true })) {
        if (!e.isDirectory()) continue;
        if (e.name === 'node_modules') {
          for (const n of readdirSync(join(p, e.name))) {
            if (n.startsWith('@')) for (const m of readdirSync(join(p, e.name, n))) installed.add(`${n}/${m}`);
            else installed.add(n);
          }
        }
        walk(join(p, e.name));
      }
    };
    walk(join(prefix, 'lib'));
    expect([...installed].filter((n) => n.startsWith('@arcade/')).sort()).toEqual(
      packages
        .map((p) => p.pkg.name)
        .filter((n) => n !== '@arcade/view-web')
        .sort(),
    );
    const dev = new Set(packages.flatMap((p) => Object.keys(p.pkg.devDependencies ?? {})));
    expect([...installed].filter((n) => dev.has(n))).toEqual([]);
    expect(installed.has('readline-sync'), 'readline-sync came through the uplink').toBe(true);
  });

  describe('piped games, and nothing written inside the installed packages', () => {
    let before = [];
    beforeAll(() => {
      before = snapshot(join(prefix, 'lib'));
    });

    it.each(MENU_GAMES.map((g) => [g.id, g]))(
      'arcade: the menu starts %s, which plays on piped input to its Result: line and exit status 0',
      async (_id, g) => {
        const { code, stdout, stderr } = await play('arcade', [], g.input);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(stdout.trimEnd().split('\n').at(-1)).toBe(g.result);
        // The installed game prints what the repository's build prints for the same input.
        const local = await pipe(process.execPath, [join(root, 'apps/arcade/dist/cli.js')], g.input);
        expect(stdout).toBe(local.stdout);
      },
      120_000,
    );

    it('dots: the installed binary plays a piped game', async () => {
      const { code, stdout, stderr } = await play('dots', ['--seed', '1'], 'M\n2,2 1,2\n');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout.trimEnd().split('\n').at(-1)).toBe('Result: quit');
    }, 120_000);

    it('the games wrote nothing inside the installed packages; saved data goes to XDG_CONFIG_HOME/arcade', () => {
      expect(snapshot(join(prefix, 'lib'))).toEqual(before);
      const saved = snapshot(join(dir, 'config'))
        .concat(snapshot(join(dir, 'home')))
        .map((line) => line.split(' ')[0]);
      for (const f of saved) expect(f.startsWith(join(dir, 'config', 'arcade'))).toBe(true);
    });
  });

  it('npx --package <tarball> dots --seed 1 plays without a global install', async () => {
    const tarball = tarballs.find((t) => /arcade-dots-\d/.test(t));
    const { code, stdout, stderr } = await pipe(
      'npx',
      ['--yes', '--package', tarball, 'dots', '--seed', '1'],
      'M\n2,2 1,2\n',
      { cwd: join(dir, 'home'), env },
    );
    expect(code, stderr).toBe(0);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Result: quit');
    expect(version('@arcade/dots')).toBeDefined();
  }, 180_000);
});

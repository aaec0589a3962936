// What the tests that install the packages as a user would share
// (scripts/test/consumer.test.mjs, scripts/test/registry.test.mjs): a
// command run outside pnpm's environment, and every package packed as
// `changeset publish` packs it (`pnpm pack` turns workspace: ranges into versions).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './packages.mjs';

const run = promisify(execFile);

/** This process's environment without the npm_config_* (and other npm_*) settings pnpm gave it, plus `extra`. */
export function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return { ...env, ...extra };
}

/** Runs a command outside pnpm's environment (cleanEnv(env)); resolves to { stdout, stderr }, rejects on a failure. */
export function sh(cmd, args, cwd, env = {}) {
  return run(cmd, args, { cwd, env: cleanEnv(env), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * Runs a command with `input` on its stdin (then closed, as a pipe ends);
 * resolves to { code, signal, stdout, stderr } whatever the exit status.
 */
export function pipe(cmd, args, input, { cwd = root, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.on('error', () => {}); // a game that ends before reading everything
    child.stdin.end(input);
  });
}

/**
 * Packs every package of `packages` (packages.mjs's records) into `dest`, in
 * one `pnpm -r pack` (one process: fifteen took minutes on a loaded machine);
 * resolves to the tarballs' paths.
 */
export async function packAll(packages, dest) {
  const filters = packages.flatMap((p) => ['--filter', p.pkg.name]);
  await sh('pnpm', ['-r', ...filters, 'pack', '--pack-destination', dest], root);
  return readdirSync(dest)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(dest, f));
}

/**
 * The tarballs of `packages` (packages.mjs's records) from the root tests'
 * shared pack (scripts/test/pack-once.mjs provides `byName`, from
 * `inject('tarballs')`); throws naming a package the pack did not make.
 */
export function tarballsOf(byName, packages) {
  return packages.map((p) => {
    const file = byName?.[p.pkg.name];
    if (typeof file !== 'string') throw new Error(`the shared pack has no tarball of ${p.pkg.name}`);
    return file;
  });
}

/** The paths a tarball holds, as npm lists them in a package (`package/` left off), sorted. */
export function tarballFiles(file) {
  const out = execFileSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\n')
    .filter((l) => l !== '' && !l.endsWith('/'))
    .map((l) => l.replace(/^package\//, ''))
    .sort();
}

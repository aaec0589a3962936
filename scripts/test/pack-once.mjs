// The root tests' global set-up (scripts/test/vitest.config.mjs): every
// published package packed once, as `changeset publish` packs it (`pnpm -r
// pack`, which turns workspace: ranges into versions), into one temporary
// folder that the test files share through `inject('tarballs')`: the lint
// (publint and attw on each tarball), the file lists of the metadata check,
// the blank-project install and the local registry. Each of them packed on
// its own before: four packs of fifteen packages, and 30 more processes for
// the packages' own `lint` scripts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { everyPublished } from '../packages.mjs';
import { packAll } from '../tarballs.mjs';

let dir = '';

/** Packs every published package into a temporary folder and provides `{ name: tarball }` as `tarballs`. */
export async function setup(project) {
  dir = mkdtempSync(join(tmpdir(), 'arcade-tarballs-'));
  const packages = everyPublished();
  const files = await packAll(packages, dir);
  /** @type {Record<string, string>} */
  const byName = {};
  for (const p of packages) {
    // pnpm names a tarball `<scope>-<name>-<version>.tgz` without the `@`.
    const file = join(dir, `${p.pkg.name.replace('@', '').replace('/', '-')}-${p.pkg.version}.tgz`);
    if (!files.includes(file)) throw new Error(`pnpm -r pack made no ${file} for ${p.pkg.name}`);
    byName[p.pkg.name] = file;
  }
  project.provide('tarballs', byName);
}

/** Removes the tarballs. */
export function teardown() {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
}

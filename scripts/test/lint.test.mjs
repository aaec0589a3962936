// What each package's `lint` script checks (`publint --strict && attw --pack .`),
// for every published package at once, on the tarballs of the root tests' one
// pack (pack-once.mjs): publint with warnings as errors, and
// @arethetypeswrong/core under attw's default (strict) profile, which fails on
// any problem in any resolution mode. `pnpm test` runs this instead of thirty
// processes that each packed a package again (publint with pnpm, attw with
// npm); `pnpm --filter <package> lint` still runs the two tools on one package.
import { readFileSync } from 'node:fs';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, inject, it } from 'vitest';
import { everyPublished } from '../packages.mjs';
import { tarballsOf } from '../tarballs.mjs';

const packages = everyPublished();

/** publint's messages that fail `publint --strict` (every one but a suggestion), as text. */
async function publintProblems(pkgDir, pack) {
  const { messages, pkg } = await publint({ pkgDir, strict: true, pack });
  return messages.filter((m) => m.type !== 'suggestion').map((m) => `${m.code}: ${formatMessage(m, pkg)}`);
}

/** attw's problems under its strict profile (what makes `attw --pack` exit 1), as text. */
async function attwProblems(tarball) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))));
  if (!analysis.types) return ['no types: attw found no type declarations'];
  return analysis.problems.map((p) =>
    [p.kind, 'entrypoint' in p ? p.entrypoint : '', 'resolutionKind' in p ? p.resolutionKind : ''].join(' '),
  );
}

describe('publint and attw on every published tarball', () => {
  it.each(packages.map((p) => [p.pkg.name, p]))('%s: publint --strict finds nothing', async (_name, p) => {
    const [tarball] = tarballsOf(inject('tarballs'), [p]);
    const data = readFileSync(tarball);
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    // The files of a tarball sit under `package/`, its root for publint.
    expect(await publintProblems('package', { tarball: buffer })).toEqual([]);
  });

  it.each(packages.map((p) => [p.pkg.name, p]))('%s: attw finds no problem in any resolution', async (_name, p) => {
    const [tarball] = tarballsOf(inject('tarballs'), [p]);
    expect(await attwProblems(tarball)).toEqual([]);
  });

  it('publint --strict refuses an exports map that names a file the tarball lacks (the check can fail)', async () => {
    const pkg = {
      name: 'broken',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    };
    const files = [
      { name: 'package/package.json', data: JSON.stringify(pkg) },
      { name: 'package/dist/index.js', data: 'export const x = 1;\n' },
    ];
    const problems = await publintProblems('package', { files });
    expect(problems.some((m) => m.startsWith('FILE_DOES_NOT_EXIST'))).toBe(true);
  });
});

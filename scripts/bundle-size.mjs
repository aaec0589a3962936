#!/usr/bin/env node
// Bundle sizes (issue 20.1): for each package, the minified esbuild bundle for
// the browser of one small named import beside that of the whole package
// (`import * as all`, kept alive), in bytes, minified and gzipped. Reads the
// packages' dist/ (run `pnpm build` first; `pnpm bench` does). Prints the
// machine too. `--json` prints the rows as JSON instead of a table.
// BUNDLE_ROOT measures another checkout's built packages (a "before" table).
//
//   node scripts/bundle-size.mjs [--json]
//   BUNDLE_ROOT=/path/to/old/checkout node scripts/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, cpus, platform, release } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, version as esbuildVersion } from 'esbuild';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: a root script run by node, not a turbo task with a cache.
const root = process.env.BUNDLE_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One small import per package, with the issue's target in bytes (minified)
 * where it names one. An import the package does not export (yet) is skipped,
 * so the table follows the API as it is. The issue's "a seeded generator: at
 * most 1 KB" is core's seededRandom, the one generator every package uses;
 * the packages' mulberry32 are wrappers kept for old callers, which check
 * the seed with the package's own error class and messages: measured, with
 * no target.
 */
const CASES = [
  { pkg: 'core', name: 'describe' },
  { pkg: 'core', name: 'seededRandom', target: 1024 },
  { pkg: 'model-othello', name: 'makeSquare', target: 2048 },
  { pkg: 'model-freecell', name: 'msDeal', target: 4096 },
  { pkg: 'model-foxdolphin', name: 'mulberry32' },
  { pkg: 'model-tictactoe', name: 'value', target: 6144 },
  { pkg: 'model-twodots', name: 'mulberry32' },
  { pkg: 'model-twodots', name: 'PointT' },
  { pkg: 'engine-othello', name: 'isEngineError' },
  { pkg: 'view-console', name: 'renderOthello' },
  { pkg: 'view-web', name: 'StatusLine' },
];

/** The minified browser bundle of `source` (resolved from the repository root): bytes, gzip bytes, text. */
export async function bundle(source) {
  const out = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = out.outputFiles[0].text;
  return { bytes: Buffer.byteLength(text), gzip: gzipSync(text).length, text, metafile: out.metafile };
}

/** The entry (dist/index.js) of a package and the names it exports, or null when it is not built. */
async function exportsOf(pkg) {
  const entry = join(root, 'packages', pkg, 'dist', 'index.js');
  if (!existsSync(entry)) return null;
  return { entry, names: new Set(Object.keys(await import(entry))) };
}

async function measure(source) {
  try {
    return await bundle(source);
  } catch (e) {
    // A whole package that cannot be bundled for the browser (a Node built-in
    // reachable) is a finding, not a crash: the row says so.
    return { error: String(e.errors?.[0]?.text ?? e.message).slice(0, 60) };
  }
}

async function main() {
  const rows = [];
  const whole = new Map();
  for (const c of CASES) {
    const info = await exportsOf(c.pkg);
    if (info === null) {
      rows.push({ ...c, error: 'not built' });
      continue;
    }
    if (!info.names.has(c.name)) continue;
    const spec = JSON.stringify(info.entry);
    const one = await measure(`import { ${c.name} } from ${spec}; globalThis.keep = ${c.name};`);
    if (!whole.has(c.pkg)) whole.set(c.pkg, await measure(`import * as all from ${spec}; globalThis.keep = all;`));
    rows.push({ ...c, one, all: whole.get(c.pkg) });
  }
  if (process.argv.includes('--json')) {
    const plain = rows.map(({ one, all, ...r }) => ({
      ...r,
      one: one && { bytes: one.bytes, gzip: one.gzip, error: one.error },
      all: all && { bytes: all.bytes, gzip: all.gzip, error: all.error },
    }));
    console.log(JSON.stringify(plain, null, 2));
    return;
  }
  const cpu = cpus()[0]?.model ?? 'unknown cpu';
  const esbuildPkg = JSON.parse(
    readFileSync(join(dirname(createRequire(import.meta.url).resolve('esbuild')), '..', 'package.json'), 'utf8'),
  );
  console.log(`bundle sizes: esbuild ${esbuildVersion ?? esbuildPkg.version}, --bundle --minify --platform=browser`);
  console.log(`machine: ${cpu} x${cpus().length}, ${platform()} ${release()} ${arch()}, Node ${process.version}`);
  const kb = (r) => (r.error ? r.error : `${r.bytes} B (${r.gzip} gz)`);
  const head = ['package', 'import', 'one import: min (gzip)', 'whole package: min (gzip)', 'target', 'ok'];
  const table = rows.map((r) => [
    `@arcade/${r.pkg}`,
    r.name,
    r.one ? kb(r.one) : r.error,
    r.all ? kb(r.all) : '',
    r.target ? `<= ${r.target} B` : '',
    r.target ? (r.one && !r.one.error && r.one.bytes <= r.target ? 'yes' : 'NO') : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

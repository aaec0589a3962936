// The published packages and their entry points, read from package.json
// `exports`, so that the doc and metadata checks pick up a new package without
// being told: the libraries (packages/* not private) and the console apps
// (apps/* not private: the five games and the launcher; the site is private).
//
// The repository every package.json points at. It is an assumption (the
// project has no git remote yet): change it here and run
// `node scripts/check-packages.mjs --fix` to rewrite every package.json.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The public repository: the one place the URL is written. */
export const REPOSITORY = 'https://github.com/arcade-games/arcade';

/** The folders whose non-private packages are published: the libraries, then the apps. */
export const PUBLISHED_FOLDERS = Object.freeze(['packages', 'apps']);

/**
 * Every published library (packages/*): its folder (relative to the root), its parsed
 * package.json, and its entry points as `{ subpath, dts, src }` where `dts`
 * is the ESM declaration file the `import` condition names and `src` the
 * TypeScript file tsup builds it from (tsup maps src/X.ts to dist/X.js).
 */
export function publishedPackages(folder = 'packages') {
  const out = [];
  for (const name of readdirSync(join(root, folder)).sort()) {
    const dir = join(folder, name);
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.private === true) continue;
    const entries = [];
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const dts = target?.import?.types;
      if (typeof dts !== 'string') continue; // ./package.json and the like
      const base = dts.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
      entries.push({ subpath, dts: join(dir, dts), src: join(dir, 'src', `${base}.ts`) });
    }
    out.push({ dir, pkg, entries });
  }
  return out;
}

/** Every published console app (apps/*: the games and the launcher), as publishedPackages lists them. */
export function publishedApps() {
  return publishedPackages('apps');
}

/** Every published package, libraries and apps: what the metadata checks and the registry test cover. */
export function everyPublished() {
  return PUBLISHED_FOLDERS.flatMap((folder) => publishedPackages(folder));
}

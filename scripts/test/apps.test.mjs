// The console apps as published packages, checked on their built dist/
// (`pnpm test` runs this after turbo's build): every game and the launcher
// answer `--version` with their package.json's version, and nothing a
// published package's build imports at run time comes from its
// devDependencies (npm i --omit=dev leaves them out; the registry test,
// registry.test.mjs, runs a game installed that way).
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyPublished, publishedApps, root } from '../packages.mjs';

const apps = publishedApps();

/**
 * The bare module names a built file loads: static and dynamic imports,
 * require (also through createRequire(...)(name)) and export ... from.
 */
function importedModules(code) {
  const names = new Set();
  // Statements at the start of a line, so that prose in a string ("... from 'x'") is not read as an import.
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\b(?:require|__require|require\d+)\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bcreateRequire\([^)]*\)\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) names.add(m[1]);
  return [...names].filter((n) => !n.startsWith('.') && !n.startsWith('/'));
}

/** A specifier's package name: `@scope/name` or `name`, without a sub-path. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

const builtins = new Set(builtinModules);
const isBuiltin = (s) => s.startsWith('node:') || builtins.has(packageName(s)) || builtins.has(s);

/** Each module a package's dist/ loads that its `dependencies` do not provide, as `file: specifier`. */
function undeclaredImports(p) {
  const allowed = new Set([
    p.pkg.name,
    ...Object.keys(p.pkg.dependencies ?? {}),
    ...Object.keys(p.pkg.peerDependencies ?? {}),
  ]);
  const dist = join(root, p.dir, 'dist');
  const out = [];
  for (const file of readdirSync(dist)) {
    if (!/\.(c|m)?js$/.test(file)) continue;
    for (const s of importedModules(readFileSync(join(dist, file), 'utf8'))) {
      if (!isBuiltin(s) && !allowed.has(packageName(s))) out.push(`${file}: ${s}`);
    }
  }
  return out;
}

describe('the published console apps', () => {
  it('are the five games and the launcher', () => {
    expect(apps.map((p) => p.pkg.name)).toEqual([
      '@arcade/arcade',
      '@arcade/dots',
      '@arcade/foxdolphin',
      '@arcade/freecell',
      '@arcade/othello',
      '@arcade/tictactoe',
    ]);
  });

  it.each(apps.map((p) => [p.pkg.name, p]))(
    '%s answers --version with its package.json version',
    (_name, p) => {
      const [bin, path] = Object.entries(p.pkg.bin)[0];
      for (const args of [['--version'], ['--', '--version']]) {
        const out = execFileSync(process.execPath, [join(root, p.dir, path), ...args], { encoding: 'utf8', input: '' });
        expect(out).toBe(`${bin} ${p.pkg.version}\n`);
      }
      // --help lists the option among the others, within 80 columns.
      const help = execFileSync(process.execPath, [join(root, p.dir, path), '--help'], { encoding: 'utf8', input: '' });
      expect(help).toMatch(/^ {2}--version +print the version and exit$/m);
      expect(help.split('\n').filter((line) => line.length > 80)).toEqual([]);
    },
    60_000,
  );

  it('the launcher passes --version after a game name on to the game', () => {
    const out = execFileSync(process.execPath, [join(root, 'apps/arcade/dist/cli.js'), 'tictactoe', '--version'], {
      encoding: 'utf8',
      input: '',
    });
    expect(out).toBe(
      `tictactoe ${JSON.parse(readFileSync(join(root, 'apps/tictactoe/package.json'), 'utf8')).version}\n`,
    );
  }, 60_000);
});

describe('no devDependency at run time', () => {
  it('the import scan finds every form of loading a module (the check can fail)', () => {
    const code = [
      'import { a } from "fast-check";',
      'throw new Error("import it from \'prose\'");',
      'import {\n  c,\n  d\n} from "multi-line";',
      'export * from "@arcade/core/x";',
      'import "side-effect";',
      'const m = await import("tsup");',
      'const r = require("vitest"); createRequire(import.meta.url)("readline-sync");',
      'import { b } from "./chunk.js";',
      'import fs from "node:fs";',
    ].join('\n');
    expect(importedModules(code).sort()).toEqual(
      [
        '@arcade/core/x',
        'fast-check',
        'multi-line',
        'node:fs',
        'readline-sync',
        'side-effect',
        'tsup',
        'vitest',
      ].sort(),
    );
    const devOnly = { dir: 'apps/dots', pkg: { name: '@arcade/dots', dependencies: {} } };
    expect(undeclaredImports(devOnly).length).toBeGreaterThan(0);
  });

  it.each(everyPublished().map((p) => [p.pkg.name, p]))(
    '%s: every module its dist/ loads is a Node built-in, itself or one of its dependencies',
    (_name, p) => {
      expect(undeclaredImports(p)).toEqual([]);
    },
  );
});

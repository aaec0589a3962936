/**
 * A package's main entry and a second one (`/session`) as a consumer loads
 * them, in both formats: CommonJS by `require` of the package's name and of
 * `<name>/<sub>` (through its exports map, a self-reference), ESM by import
 * of the built files. For the check that both entries of one format share
 * one copy of each class (the CJS build had two: issue 20).
 *
 * ```ts
 * import { loadEntries, sharedExportsDiffering } from '../../../test-support/entries.js';
 * const { cjs, esm } = await loadEntries<Main, Session>(new URL('../', import.meta.url));
 * sharedExportsDiffering(cjs.main, cjs.sub); // [] when every name both export is one object
 * ```
 */
import { createRequire } from 'node:module';

/** The two entries of one format. */
export interface EntryPair<M, S> {
  /** The package's main entry. */
  readonly main: M;
  /** The second entry (`/session`). */
  readonly sub: S;
}

/** The main entry and `<name>/<sub>` of the package in `packageDir`, in CommonJS and in ESM. */
export async function loadEntries<M, S>(
  packageDir: URL,
  sub = 'session',
): Promise<{ cjs: EntryPair<M, S>; esm: EntryPair<M, S> }> {
  const require = createRequire(new URL('package.json', packageDir));
  const { name } = require('./package.json') as { name: string };
  const cjs = { main: require(name) as M, sub: require(`${name}/${sub}`) as S };
  const esm = {
    main: (await import(new URL('dist/index.js', packageDir).href)) as M,
    sub: (await import(new URL(`dist/${sub}.js`, packageDir).href)) as S,
  };
  return { cjs, esm };
}

/** The names that both modules export with different values (two copies of one class): [] when none. */
export function sharedExportsDiffering(a: object, b: object): string[] {
  const av = a as Record<string, unknown>;
  const bv = b as Record<string, unknown>;
  return Object.keys(av).filter((k) => Object.hasOwn(bv, k) && av[k] !== bv[k]);
}

/** The error `f` throws; fails the test when it returns. */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

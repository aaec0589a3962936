/**
 * Browser bundles of a package's built entry with esbuild, for the
 * tree-shaking tests of issue 20.1 (tests only, never published).
 *
 * ```ts
 * import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';
 * const one = await bundleImport(new URL('../', import.meta.url), '{ makeSquare }');
 * expect(await codeLeftByBareImport(new URL('../dist/index.js', import.meta.url))).toBe('');
 * ```
 */
import { build, type Plugin } from 'esbuild';

async function minified(contents: string, resolveDir: string, plugins: Plugin[] = []): Promise<string> {
  const out = await build({
    stdin: { contents, resolveDir },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins,
  });
  return out.outputFiles[0]?.text ?? '';
}

/**
 * The minified browser bundle of `import <what> from './dist/index.js'`
 * (or `entry`) in `packageDir`, every name imported kept alive (`what` is
 * `{ a, b }` or `* as all`).
 */
export function bundleImport(packageDir: URL, what: string, entry = './dist/index.js'): Promise<string> {
  const names = what.startsWith('*') ? [what.replace(/^\*\s+as\s+/, '')] : what.replace(/[{}]/g, '').split(',');
  const keep = names.map((n) => n.trim()).join(', ');
  return minified(`import ${what} from '${entry}';\nglobalThis.keep = [${keep}];`, packageDir.pathname);
}

/** Marks every module as having side effects, so that only the code's own purity lets esbuild drop it. */
const everyModuleHasSideEffects: Plugin = {
  name: 'every-module-has-side-effects',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'inner') return undefined;
      const r = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'inner',
      });
      return { path: r.path, external: r.external, sideEffects: true };
    });
  },
};

/**
 * What is left of a bundle of `import 'entry'` (nothing used) when
 * package.json's `sideEffects: false` is ignored: the code that would run
 * at load. Constants that are arithmetic on literals and other such
 * constants (`var a=64*1024`, `b=4*a`), with no call,
 * which esbuild keeps but which run nothing, are taken out. Empty when the
 * entry has no top-level side effect.
 */
export async function codeLeftByBareImport(entry: URL): Promise<string> {
  const text = await minified(`import ${JSON.stringify(entry.pathname)};`, '/', [everyModuleHasSideEffects]);
  return text
    .replace(/[\w$]+=(?:[-+*<>\s(]|\d+|[\w$]+(?!\s*\()|\))+(?=[,;])/g, '')
    .replace(/var[,;\s]*;/g, '')
    .replace(/^[,;\s]+|[,;\s]+$/g, '')
    .trim();
}

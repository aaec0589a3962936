/**
 * The build every package shares: ESM + CJS + `.d.ts` for Node 20, with
 * source maps. Each package's tsup.config.ts adds its entries:
 *
 * ```ts
 * import { defineConfig } from 'tsup';
 * import { packageBuild } from '../../tsup.base.js';
 * export default defineConfig({ ...packageBuild, entry: ['src/index.ts'] });
 * ```
 *
 * Typed structurally (no import of tsup here) so that it resolves from any
 * package; tsup checks the merged options.
 */
export const packageBuild = {
  format: ['esm', 'cjs'] as ('esm' | 'cjs')[],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node' as const,
  // No keepNames (issue 20.1): its __name(...) calls are top-level side effects
  // that kept every export alive in a consumer's bundle. esbuild may rename a
  // class that refers to itself (PointT -> _PointT); sealClass sets the real
  // name back, which users see in stack traces and console.log.
};

/**
 * The build of a package with a second entry (the model and its
 * `/session`): ESM with shared chunks, so that a class is one class
 * whichever entry loads it; CJS without them, since tsup's CJS code
 * splitting rewrites static class fields into calls after the class body,
 * which run after the class was sealed (frozen) in its last static field.
 * Each format cleans only its own files.
 *
 * ```ts
 * export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts']));
 * ```
 */
export function splitBuild(entry: string[]) {
  return [
    {
      ...packageBuild,
      entry,
      format: ['esm'] as 'esm'[],
      splitting: true,
      clean: ['**/*.js', '**/*.js.map', '**/*.d.ts'],
    },
    {
      ...packageBuild,
      entry,
      format: ['cjs'] as 'cjs'[],
      splitting: false,
      clean: ['**/*.cjs', '**/*.cjs.map', '**/*.d.cts'],
    },
  ];
}

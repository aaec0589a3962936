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
 * `/session`): ESM and CJS both with shared chunks, so that a class is one
 * class whichever entry loads it, in either format (issue 20: without
 * chunks, `require('pkg')` and `require('pkg/session')` had two copies of
 * every class).
 *
 * tsup turns the CJS chunks' ESM into CommonJS with Sucrase, which moves a
 * class's PUBLIC static fields after the class body, that is after the
 * sealing in its last static field froze it: a sealed class has no public
 * static field (tic-tac-toe's Game.Empty/Cross/Circle are set by its set-up
 * function before the sealing). The hardening tests load both formats and
 * would fail at once ("Cannot add property ..., object is not extensible").
 *
 * ```ts
 * export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts']));
 * ```
 */
export function splitBuild(entry: string[]) {
  return { ...packageBuild, entry, splitting: true };
}

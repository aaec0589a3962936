/**
 * The test settings every package shares. Each package's vitest.config.ts:
 *
 * ```ts
 * import { defineConfig } from 'vitest/config';
 * import { packageTests } from '../../vitest.base.js';
 * export default defineConfig({ test: packageTests });
 * ```
 *
 * Typed structurally (no import of vitest here) so that it resolves from any
 * package.
 */
export const packageTests = {
  include: ['test/**/*.test.ts'],
  // No test asserts a time, but CI runs every package's tests, typechecks and
  // lints at once on two cores, where a property test that takes half a
  // second alone can take ten times as long: vitest's 5 s default would fail
  // it for the machine's load, not for a bug.
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

/**
 * `packageTests` for a package whose test files share no module state: the
 * files run one after another in the same worker, without vitest's fresh
 * module graph per file (`isolate: false`). Each file then no longer pays for
 * importing the package and its test tools again: model-tictactoe's tests took
 * 11.4 s of CPU isolated and 5.3 to 7.0 s not. A package whose tests set module
 * state (engine-othello's weights loaded once, view-console's spied `fs`)
 * keeps `packageTests`.
 */
export const sharedModuleTests = { ...packageTests, isolate: false };

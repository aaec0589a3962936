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

// The root's tests (`pnpm test:publish`, and `pnpm test` through turbo's
// `//#test:publish`): scripts/test/*.test.mjs, after every package is built,
// sharing one pack of the published packages (pack-once.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default defineConfig({
  test: {
    root,
    include: ['scripts/test/**/*.test.mjs'],
    globalSetup: ['scripts/test/pack-once.mjs'],
    // Packing fifteen packages on a loaded machine: well under this.
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});

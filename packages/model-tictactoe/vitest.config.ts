import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The exhaustive tests take well under a second each here, but CI runs
    // every package's tests at once on two cores: allow for a slow machine.
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';
import { packageTests } from '../../vitest.base.js';

// The browser tests: one Chromium per file, files one at a time (the machine
// has two cores, and the tests measure no times, but a loaded machine makes a
// game's computer slow to answer).
export default defineConfig({
  test: {
    ...packageTests,
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

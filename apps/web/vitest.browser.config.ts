import { defineConfig } from 'vitest/config';
import { packageTests } from '../../vitest.base.js';

// The browser tests: one Chromium for the run (test/browser/setup.ts), two
// files at a time, each in contexts of its own. Two, as the machine has two
// cores; the tests measure no times, and their waits (a computer's answer on
// a loaded machine) have timeouts far above what a loaded machine takes.
export default defineConfig({
  test: {
    ...packageTests,
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});

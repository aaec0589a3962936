import { defineConfig } from 'vitest/config';
import { packageTests } from '../../vitest.base.js';

// The site's own logic (parameters, storage) without a browser.
export default defineConfig({ test: { ...packageTests, include: ['test/unit/**/*.test.ts'] } });

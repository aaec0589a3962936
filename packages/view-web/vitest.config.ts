import { defineConfig } from 'vitest/config';
import { packageTests } from '../../vitest.base.js';

export default defineConfig({ test: packageTests });

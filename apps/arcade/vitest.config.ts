import { defineConfig } from 'vitest/config';
import { sharedModuleTests } from '../../vitest.base.js';

export default defineConfig({ test: sharedModuleTests });

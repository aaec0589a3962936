import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// internal.ts: the evaluations for the benchmark (not exported by package.json).
export default defineConfig({ ...packageBuild, entry: ['src/index.ts', 'src/internal.ts'] });

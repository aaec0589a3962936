import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts'],
  // esbuild renames a class that refers to itself (Game -> _Game); keep the real name for stack traces and inspect.
  keepNames: true,
});

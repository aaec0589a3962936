import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ["src/index.ts"],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // esbuild renames a class that refers to itself (Game -> _Game); keep the real name for stack traces and inspect.
  keepNames: true,
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

// The site bundles the packages from their TypeScript sources rather than
// their dist builds: `pnpm --filter @arcade/web build` then needs no package
// built first, and the bundler sees ESM with no Node-only build settings.
export default defineConfig({
  base: './',
  resolve: {
    alias: [
      { find: /^@arcade\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
      // A subpath export (`@arcade/engine-othello/session`) is its module of the same name.
      { find: /^@arcade\/([a-z-]+)\/([a-z-]+)$/, replacement: `${packages}$1/src/$2.ts` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  worker: { format: 'es' },
});

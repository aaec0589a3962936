import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { embeddedWeightsFile } from '../../packages/engine-othello/src/embedded.js';
import { installable } from './make/install.js';
import { offline } from './make/offline.js';
import { thumbnails } from './make/thumbnails.js';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * The Othello engine's learned weights as a file of the site rather than a
 * string in its JavaScript: `import weightsUrl from 'virtual:othello-weights'`
 * (in the engine's worker) is the URL of `assets/othello-weights-<hash>.bin`,
 * the engine package's `embeddedWeightsFile()` (1.4 MB, about 260 KB gzip),
 * which the worker fetches and hands to `loadWeights` the first time it
 * needs the learned evaluation. Content-hashed, so a browser may cache it for
 * good; the service worker caches it with the Othello page's files (make/offline.ts)
 * once Othello is opened, so offline play still has it. Under `vite` (the dev server) the same bytes
 * are served at /@othello-weights.bin.
 */
function othelloWeights(): Plugin {
  const ID = 'virtual:othello-weights';
  const DEV_PATH = '/@othello-weights.bin';
  let bytes: Uint8Array | null = null;
  const file = (): Uint8Array => {
    bytes ??= embeddedWeightsFile();
    return bytes;
  };
  let serving = false;
  return {
    name: 'arcade-othello-weights',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(file());
      });
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'othello-weights.bin', source: file() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

// The site bundles the packages from their TypeScript sources rather than
// their dist builds: `pnpm --filter @arcade/web build` then needs no package
// built first, and the bundler sees ESM with no Node-only build settings.
export default defineConfig({
  base: './',
  // othelloWeights in both lists: the worker's bundle emits the file; the dev server serves worker modules through these.
  plugins: [
    // The shell the service worker caches at install, beyond the entry's code: what the home page shows and links.
    offline((name) => /^(manifest\.webmanifest|icon[\w-]*\.(svg|png)|assets\/thumb-[\w-]+\.svg)$/.test(name)),
    installable(),
    thumbnails(),
    othelloWeights(),
  ],
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
  worker: { format: 'es', plugins: () => [othelloWeights()] },
});

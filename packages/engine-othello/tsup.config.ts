import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// Three entries: the engine, the session (`@arcade/engine-othello/session`)
// that the console app and the web view drive, and internal.ts (the
// evaluations and search settings for the benchmark, not in package.json's
// exports). Shared modules become shared chunks in both formats, so
// EngineError is one class whichever entry loads it.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/session.ts', 'src/internal.ts'],
  splitting: true,
});

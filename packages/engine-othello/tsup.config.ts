import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// Two entries: the engine, and the session (`@arcade/engine-othello/session`)
// that the console app and the web view drive. Shared modules become shared
// chunks in both formats, so EngineError is one class whichever entry loads it.
export default defineConfig({ ...packageBuild, entry: ['src/index.ts', 'src/session.ts'], splitting: true });

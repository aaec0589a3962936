import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// Two entries: the model, and the session (`@arcade/model-freecell/session`)
// that the console app and the web view drive. Shared modules become shared
// chunks in both formats, so FreecellGame is one class whichever entry loads it.
export default defineConfig({ ...packageBuild, entry: ['src/index.ts', 'src/session.ts'], splitting: true });

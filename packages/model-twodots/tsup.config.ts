import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// Two entries: the model, and the session (`@arcade/model-twodots/session`:
// the levels and the progress rules both views share). Shared modules become
// shared chunks in both formats, so TwoDotsBoard is one class whichever entry loads it.
export default defineConfig({ ...packageBuild, entry: ['src/index.ts', 'src/session.ts'], splitting: true });

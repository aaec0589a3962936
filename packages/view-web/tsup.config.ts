import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// The views run in a browser: build for it, not for Node. keepNames is off so
// that a bundler can drop what a page does not use.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts'],
  platform: 'browser',
  target: 'es2022',
  keepNames: false,
});

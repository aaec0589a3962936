import { defineConfig } from 'tsup';
import { splitBuild } from '../../tsup.base.js';

// Two entries: the package, and its session (`./session`) that the console
// app and the web view drive. Both formats share chunks between them, so a
// class is one class whichever entry loads it: see splitBuild.
export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts']));

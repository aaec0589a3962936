import { defineConfig } from 'tsup';
import { splitBuild } from '../../tsup.base.js';

// Two entries: the package, and its session (`./session`) that the console
// app and the web view drive. ESM shares chunks between them, so a class is
// one class whichever entry loads it; CJS gives each entry its own copy (the
// brands make the copies accept each other's objects): see splitBuild.
export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts']));

import { defineConfig } from 'tsup';
import { splitBuild } from '../../tsup.base.js';

// Three entries: the package, its session (`./session`) that the console
// app and the web view drive, and internal.ts (the evaluations and search
// settings for the benchmark, not in package.json's exports). Both formats
// share chunks between them, so a class is one class whichever entry loads
// it (and the benchmark's settings reach the engine it runs): see splitBuild.
export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts', 'src/internal.ts']));

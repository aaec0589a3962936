import { defineConfig } from 'tsup';
import { splitBuild } from '../../tsup.base.js';

// Four entries: the package, its session (`./session`) that the console
// app drives, the engine without its embedded weights (`./lite`, for the web
// site's worker and page), and internal.ts (the evaluations and search
// settings for the benchmark, not in package.json's exports). Both formats
// share chunks between them, so a class is one class whichever entry loads
// it (and the benchmark's settings reach the engine it runs): see splitBuild.
export default defineConfig(splitBuild(['src/index.ts', 'src/session.ts', 'src/lite.ts', 'src/internal.ts']));

import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.js';

// The package (index, and cli.js as the other apps have it), then the
// `freecell` binary: dist/cli.cjs, src/cli.ts with the @arcade packages it uses
// bundled into one CommonJS file. A person pays Node's start on every command,
// `freecell --deal N --solve --short` included, and one CommonJS file skips the
// ESM loader and the resolution and loading of a dozen files: 0.08 to 0.1 s of
// cpu a process on this machine (README, "Speed as a whole process").
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/cli.ts'],
  async onSuccess() {
    await build({
      entryPoints: ['src/cli.ts'],
      outfile: 'dist/cli.cjs',
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      // Only Node's built-ins stay outside the file.
      packages: 'bundle',
      // import.meta.url (for --version's package.json), as CommonJS has it.
      define: { 'import.meta.url': '__cliFileUrl' },
      banner: { js: '"use strict";\nvar __cliFileUrl = require("node:url").pathToFileURL(__filename).href;' },
      logLevel: 'error',
    });
  },
});

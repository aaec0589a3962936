#!/usr/bin/env node
// Usage: node scripts/docs.mjs [--undocumented]      (what `pnpm docs` runs)
//
// TypeDoc over every published package (typedoc.json: packages mode over
// packages/*), into docs/api/. A warning fails the run (exit 1), so CI fails
// on a broken {@link}, a README link that goes nowhere or a type that is used
// but not exported.
//
// TypeDoc's own CLI would need a typedoc.json in each package listing its
// entry points; this runs TypeDoc's packages mode with one more option
// reader, which gives each package the entry points of its package.json
// `exports` (src/X.ts for ./dist/X.js, as tsup builds them). A new package or
// a new entry point is documented without being listed anywhere.
//
// --undocumented: no output; counts TypeDoc's "does not have any
// documentation" warnings (validation.notDocumented: exports, members, and the
// properties of exported object types) and lists them.
import * as td from 'typedoc';
import { publishedPackages, root } from './packages.mjs';

const undocumented = process.argv.includes('--undocumented');
const byDir = new Map(publishedPackages().map((p) => [p.dir, p]));

/** Sets a package's entryPoints from its exports when TypeDoc reads that package's options. */
class ExportsReader {
  name = 'arcade-exports';
  order = 250; // after typedoc.json (100) and package.json (150), before the command line (300)
  supportsPackages = true;
  read(container, _logger, cwd) {
    const dir = cwd.startsWith(`${root}/`) ? cwd.slice(root.length + 1) : '';
    const p = byDir.get(dir);
    if (p === undefined) return;
    container.setValue(
      'entryPoints',
      p.entries.map((e) => e.src.slice(dir.length + 1)),
      cwd,
    );
    if (undocumented) container.setValue('validation', { notDocumented: true }, cwd);
  }
}

const app = await td.Application.bootstrapWithPlugins(
  undocumented ? { emit: 'none', treatWarningsAsErrors: false } : {},
  [
    new td.ArgumentsReader(0),
    new td.TypeDocReader(),
    new td.PackageJsonReader(),
    new td.TSConfigReader(),
    new ExportsReader(),
    new td.ArgumentsReader(300).ignoreErrors(),
  ],
);

let notDocumented = 0;
if (undocumented) {
  // Count the warnings as they are logged, and still print them.
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    if (String(message).includes('does not have any documentation')) notDocumented++;
    log(message, level);
  };
}

const project = await app.convert();
let failed = project === undefined || app.logger.hasErrors();
if (project !== undefined) {
  app.validate(project);
  if (!undocumented && !app.logger.hasErrors() && !app.logger.hasWarnings()) await app.generateOutputs(project);
}
failed ||= app.logger.hasErrors() || (!undocumented && app.logger.hasWarnings());
const { errorCount, warningCount } = app.logger;
if (undocumented) {
  process.stdout.write(
    `docs: ${notDocumented} declarations without documentation (TypeDoc validation.notDocumented)\n`,
  );
} else {
  process.stdout.write(
    `docs: ${errorCount} errors and ${warningCount} warnings${failed ? '; no output written' : ', docs/api/index.html'}\n`,
  );
}
process.exit(failed ? 1 : 0);

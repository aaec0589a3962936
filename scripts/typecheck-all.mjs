#!/usr/bin/env node
// Every package's `typecheck` (`tsc --noEmit -p tsconfig.json`) in one
// process, as `pnpm test` runs it (scripts/test-all.mjs):
//
//   node scripts/typecheck-all.mjs            # every packages/* and apps/* with a tsconfig.json
//   node scripts/typecheck-all.mjs apps/web   # some of them
//
// Each package is its own TypeScript program with its own tsconfig.json, so
// the diagnostics are tsc's. What the programs share is the files they all
// read (the lib files, @types/node, vitest's and fast-check's declarations,
// the built .d.ts of the packages below): each is parsed and bound once, not
// once a package. In sixteen `tsc` processes, parsing and binding those
// files was 40% of the time (model-othello: 104,000 lines of declarations
// for 4,600 of its own). `pnpm --filter <package> typecheck` still runs tsc
// on one package. Exit status 1 when any package has an error.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { root } from './packages.mjs';

// TypeScript from the root's devDependencies, the version every package's tsc is.
const ts = createRequire(join(root, 'package.json'))('typescript');

/** The packages to check: the folders named, else every packages/* and apps/* with a tsconfig.json. */
function targets(args) {
  if (args.length > 0) return args.map((a) => join(root, a));
  return ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .sort()
      .map((name) => join(root, folder, name))
      .filter((dir) => existsSync(join(dir, 'tsconfig.json'))),
  );
}

/**
 * The source files every program has read, by path and by what shapes a parse (the language
 * version, and ESM or CommonJS for a .d.ts under a package.json `type`). Every tsconfig here
 * extends tsconfig.base.json, so the options that shape a parse and a bind are the same in each.
 */
const shared = new Map();

/** A compiler host whose getSourceFile hands out the shared, already parsed (and bound) file. */
function sharingHost(options) {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? `${languageVersionOrOptions.languageVersion}:${languageVersionOrOptions.impliedNodeFormat}`
        : String(languageVersionOrOptions);
    const key = `${fileName}\0${settings}`;
    if (!shouldCreateNewSourceFile && shared.has(key)) return shared.get(key);
    const file = read(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    if (file !== undefined) shared.set(key, file);
    return file;
  };
  return host;
}

/** Type-checks one package as `tsc --noEmit -p <dir>/tsconfig.json` does; returns its diagnostics. */
function check(dir) {
  const configFile = join(dir, 'tsconfig.json');
  const errors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => errors.push(d) },
  );
  if (parsed === undefined) return errors;
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host: sharingHost(parsed.options),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  // getPreEmitDiagnostics starts with the program's configFileParsingDiagnostics, as tsc reports them.
  return [...errors, ...ts.getPreEmitDiagnostics(program)];
}

const format = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const pretty = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;

let failed = 0;
for (const dir of targets(process.argv.slice(2))) {
  const started = process.hrtime.bigint();
  const diagnostics = check(dir);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
  const name = relative(root, dir);
  if (diagnostics.length > 0) process.stdout.write(pretty(diagnostics, format));
  process.stdout.write(`${name}: ${errors.length === 0 ? 'ok' : `${errors.length} errors`} (${ms} ms)\n`);
  if (errors.length > 0) failed++;
}
process.stdout.write(`typecheck: ${failed === 0 ? 'every package ok' : `${failed} packages with errors`}\n`);
process.exitCode = failed === 0 ? 0 : 1;

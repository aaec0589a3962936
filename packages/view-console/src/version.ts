/**
 * `--version`, the same in every game: when it is the first argument (after
 * a leading `--`, as `pnpm dots -- --version` passes it), the game prints
 * `<program> <version>` from its own package.json and exits 0. The version is
 * read from the installed package.json, so a published game says what npm
 * installed. Re-exported by console.ts (import from `@arcade/view-console/console`).
 *
 * ```ts
 * import { answerVersion, bufferSink } from '@arcade/view-console/node';
 * const output = bufferSink();
 * answerVersion(['--version'], 'dots', new URL('../package.json', import.meta.url), { output }); // true
 * output.text(); // 'dots 0.1.0\n'
 * ```
 */
import { readFileSync } from 'node:fs';
import { describe, frozen, isArray } from '@arcade/core';
import { checkSinks } from './args.js';
import type { ConsoleIO } from './console.js';
import { checkString, fail } from './errors.js';

/** The most bytes of package.json answerVersion reads (a package.json is a few kilobytes). */
const MAX_PACKAGE_JSON = 1 << 20;

/** Whether the command line asks for the version: `--version` first, after an optional leading `--`. */
export const wantsVersion = /* @__PURE__ */ frozen(function wantsVersion(args: readonly string[]): boolean {
  if (!isArray(args)) fail('WRONG_TYPE', `wantsVersion: args must be an array of strings, got ${describe(args)}`);
  const first = args[0] === '--' ? args[1] : args[0];
  return first === '--version';
});

/**
 * Answers `--version` (see wantsVersion): writes `<program> <version>` on
 * io.output, the version read from the package.json at `packageJson` (a
 * file URL, `new URL('../package.json', import.meta.url)` from `dist/cli.js`),
 * and returns true; returns false, writing nothing, when the version was not
 * asked for. A package.json without a string `version` throws BAD_VALUE.
 */
export const answerVersion = /* @__PURE__ */ frozen(function answerVersion(
  args: readonly string[],
  program: string,
  packageJson: URL,
  io: Pick<ConsoleIO, 'output'>,
): boolean {
  checkSinks('answerVersion', io);
  checkString('answerVersion', 'program', program);
  const href: unknown = typeof packageJson === 'object' && packageJson !== null ? packageJson.href : undefined;
  if (typeof href !== 'string' || !href.startsWith('file:')) {
    fail('WRONG_TYPE', `answerVersion: packageJson must be a file: URL, got ${describe(packageJson)}`);
  }
  if (!wantsVersion(args)) return false;
  const text = readFileSync(packageJson, 'utf8');
  if (text.length > MAX_PACKAGE_JSON) fail('TOO_LARGE', `answerVersion: ${packageJson.href} is over 1 MiB`);
  const version: unknown = (JSON.parse(text) as { version?: unknown }).version;
  if (typeof version !== 'string' || version === '') {
    fail('BAD_VALUE', `answerVersion: ${packageJson.href} has no version, got ${describe(version)}`);
  }
  io.output.write(`${program} ${version}\n`);
  return true;
});

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
  const refuse = (): never =>
    fail('WRONG_TYPE', `wantsVersion: args must be an array of strings, got ${describe(args)}`);
  if (!isArray(args)) refuse();
  try {
    const first: unknown = args[0] === '--' ? args[1] : args[0];
    return first === '--version';
  } catch {
    // An array whose elements cannot be read (a Proxy that throws).
    return refuse();
  }
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
  let href: unknown;
  try {
    href = typeof packageJson === 'object' && packageJson !== null ? packageJson.href : undefined;
  } catch {
    href = undefined;
  }
  if (typeof href !== 'string' || !href.startsWith('file:')) {
    return fail('WRONG_TYPE', `answerVersion: packageJson must be a file: URL, got ${describe(packageJson)}`);
  }
  if (!wantsVersion(args)) return false;
  let text = '';
  try {
    text = readFileSync(new URL(href), 'utf8');
  } catch {
    return fail('BAD_VALUE', `answerVersion: ${href} cannot be read`);
  }
  if (text.length > MAX_PACKAGE_JSON) fail('TOO_LARGE', `answerVersion: ${href} is over 1 MiB`);
  let version: unknown;
  try {
    version = (JSON.parse(text) as { version?: unknown } | null)?.version;
  } catch {
    return fail('BAD_VALUE', `answerVersion: ${href} is not JSON`);
  }
  if (typeof version !== 'string' || version === '') {
    fail('BAD_VALUE', `answerVersion: ${href} has no version, got ${describe(version)}`);
  }
  io.output.write(`${program} ${version}\n`);
  return true;
});

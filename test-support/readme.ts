/**
 * Runs a package README's example as written, so the README cannot drift from
 * the code. The example is the first fenced `js`/`ts` block that imports from
 * the package; it must be plain JavaScript (TypeScript-only syntax would not
 * run). Each `console.log(...)` line ends with `// => what it prints`.
 *
 * ```ts
 * import * as lib from '../src/index.js';
 * const { expected, printed } = runReadmeExample(new URL('../README.md', import.meta.url), '@arcade/model-othello', lib);
 * expect(printed).toEqual(expected);
 * ```
 *
 * Shared by the model packages' `test/readme.test.ts`; tests only, never
 * published. It imports nothing but Node built-ins, so it resolves from any
 * package.
 */
import { readFileSync } from 'node:fs';
import { format } from 'node:util';

export interface ReadmeRun {
  /** The `// =>` comments of the example's console.log lines, in order. */
  readonly expected: string[];
  /** What those lines printed when the example ran. */
  readonly printed: string[];
  /** The names the example imports from the package. */
  readonly imports: string[];
}

/**
 * With `section` (a heading's text, e.g. `'## Saving a game'`) the example is
 * the first such block after that heading and before the next of its level.
 */
export function runReadmeExample(readme: URL, packageName: string, lib: object, section?: string): ReadmeRun {
  const whole = readFileSync(readme, 'utf8');
  const text = section === undefined ? whole : sectionOf(whole, section, readme);
  const importLine = new RegExp(`^import \\{([^}]+)\\} from '${packageName}';$`, 'm');
  const block = [...text.matchAll(/```(?:js|ts)\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => importLine.test(b));
  if (block === undefined) throw new Error(`${readme.pathname}: no example block imports from '${packageName}'`);
  const imports = (importLine.exec(block)?.[1] ?? '').split(',').map((s) => s.trim());
  const expected = [...block.matchAll(/console\.log\(.*\/\/ => (.*)$/gm)].map((m) => (m[1] ?? '').trim());
  const printed: string[] = [];
  const log = (...args: unknown[]): void => {
    printed.push(format(...args));
  };
  const body = block.replace(importLine, 'const {$1} = lib;');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('lib', 'console', body)(lib, { log });
  return { expected, printed, imports };
}

/** The text from the heading `section` to the next heading of its level (or the end). */
function sectionOf(text: string, section: string, readme: URL): string {
  const start = text.indexOf(`\n${section}\n`);
  if (start === -1) throw new Error(`${readme.pathname}: no heading ${JSON.stringify(section)}`);
  const level = section.slice(0, section.indexOf(' ') + 1);
  const end = text.indexOf(`\n${level}`, start + section.length + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

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

/**
 * Runs the first fenced `js`/`ts` block of a README that imports from
 * `first` (a package or one of its subpath entries), where the block may
 * import from several modules: `libs` maps each module name it imports from
 * to the loaded module. Used for the README sections of the session entries
 * (`@arcade/model-tictactoe/session` beside `@arcade/model-tictactoe`).
 *
 * ```ts
 * const run = runReadmeBlock(url, '@arcade/model-tictactoe/session', {
 *   '@arcade/model-tictactoe': model,
 *   '@arcade/model-tictactoe/session': session,
 * });
 * expect(run.printed).toEqual(run.expected);
 * ```
 */
export function runReadmeBlock(readme: URL, first: string, libs: Readonly<Record<string, object>>): ReadmeRun {
  const text = readFileSync(readme, 'utf8');
  const quote = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const block = [...text.matchAll(/```(?:js|ts)\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => new RegExp(`^import \\{[^}]+\\} from '${quote(first)}';$`, 'm').test(b));
  if (block === undefined) throw new Error(`${readme.pathname}: no example block imports from '${first}'`);
  const imports: string[] = [];
  const names = Object.keys(libs);
  const body = block.replace(/^import \{([^}]+)\} from '([^']+)';$/gm, (_, list: string, from: string) => {
    const index = names.indexOf(from);
    if (index < 0) throw new Error(`${readme.pathname}: the example imports from '${from}', which was not given`);
    imports.push(...list.split(',').map((s) => s.trim()));
    return `const {${list}} = libs[${index}];`;
  });
  const expected = [...block.matchAll(/console\.log\(.*\/\/ => (.*)$/gm)].map((m) => (m[1] ?? '').trim());
  const printed: string[] = [];
  const log = (...args: unknown[]): void => {
    printed.push(format(...args));
  };
  new Function('libs', 'console', body)(Object.values(libs), { log });
  return { expected, printed, imports };
}

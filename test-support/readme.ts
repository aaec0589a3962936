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
  const block = readmeBlocks(text).find((b) => b.imports.some((i) => i.from === packageName));
  if (block === undefined) throw new Error(`${readme.pathname}: no example block imports from '${packageName}'`);
  const own = block.imports.find((i) => i.from === packageName);
  const body = block.code.replace(own?.line ?? '', `const {${own?.list ?? ''}} = lib;`);
  const printed = runBody(body, ['lib'], [lib]);
  return { expected: block.expected, printed, imports: own?.names ?? [] };
}

/** One `import { ... } from '...';` line of a README block. */
export interface ReadmeImport {
  /** The whole line, as written. */
  readonly line: string;
  /** The text between the braces. */
  readonly list: string;
  /** The names imported (`a as b` as written). */
  readonly names: string[];
  /** The module imported from, e.g. `'@arcade/model-othello/session'`. */
  readonly from: string;
}

/** A fenced `js` or `ts` block of a README: its code, its import lines, and the output its comments document. */
export interface ReadmeBlock {
  /** The fence's language: `'js'` or `'ts'`. */
  readonly lang: 'js' | 'ts';
  /** The code between the fences. */
  readonly code: string;
  /** Its `import { ... } from '...';` lines, in order (an example imports nothing else). */
  readonly imports: ReadmeImport[];
  /** The `// =>` comments of its console.log lines, in order: what a run prints, line by line. */
  readonly expected: string[];
}

/**
 * Every fenced `js`/`ts` block of a README's text, in order. The package
 * tests run the first that imports their package; the check of the packed
 * tarballs (scripts/test) runs each one that documents its output.
 */
export function readmeBlocks(text: string): ReadmeBlock[] {
  return [...text.matchAll(/```(js|ts)\n([\s\S]*?)```/g)].map((m) => {
    const lang = m[1] === 'ts' ? 'ts' : 'js';
    const code = m[2] ?? '';
    const imports = [...code.matchAll(/^import \{([^}]+)\} from '([^']+)';$/gm)].map((i) => ({
      line: i[0],
      list: i[1] ?? '',
      names: (i[1] ?? '').split(',').map((s) => s.trim()),
      from: i[2] ?? '',
    }));
    const expected = [...code.matchAll(/console\.log\(.*\/\/ => (.*)$/gm)].map((e) => (e[1] ?? '').trim());
    return { lang, code, imports, expected };
  });
}

/** Runs `body` as a function of `params`, with a console whose `log` is recorded: what each call printed. */
function runBody(body: string, params: string[], args: unknown[]): string[] {
  const printed: string[] = [];
  const log = (...xs: unknown[]): void => {
    printed.push(format(...xs));
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(...params, 'console', body)(...args, { log });
  return printed;
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
  const block = readmeBlocks(readFileSync(readme, 'utf8')).find((b) => b.imports.some((i) => i.from === first));
  if (block === undefined) throw new Error(`${readme.pathname}: no example block imports from '${first}'`);
  const names = Object.keys(libs);
  let body = block.code;
  for (const i of block.imports) {
    const index = names.indexOf(i.from);
    if (index < 0) throw new Error(`${readme.pathname}: the example imports from '${i.from}', which was not given`);
    body = body.replace(i.line, `const {${i.list}} = libs[${index}];`);
  }
  const printed = runBody(body, ['libs'], [Object.values(libs)]);
  return { expected: block.expected, printed, imports: block.imports.flatMap((i) => i.names) };
}

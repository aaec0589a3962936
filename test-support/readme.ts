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

/** `nth` picks which of the blocks importing from the package runs (0, the first, by default). */
export function runReadmeExample(readme: URL, packageName: string, lib: object, nth = 0): ReadmeRun {
  const text = readFileSync(readme, 'utf8');
  const importLine = new RegExp(`^import \\{([^}]+)\\} from '${packageName}';$`, 'm');
  const block = [...text.matchAll(/```(?:js|ts)\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .filter((b) => importLine.test(b))[nth];
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

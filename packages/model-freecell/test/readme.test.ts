// Runs the README's example block and checks each `// =>` comment against
// what the line before it logged, so the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as lib from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const block = /## Example\s+```js\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  const expected = [...block!.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]!.trim());
  const code = block!.replace(/^import \{([^}]+)\} from '@arcade\/model-freecell';$/m, 'const {$1} = lib;');
  const logged: string[] = [];
  const log = (...args: unknown[]): void => {
    logged.push(args.map(String).join(' '));
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('lib', 'console', code)(lib, { log });
  expect(expected.length).toBeGreaterThan(5);
  expect(logged).toEqual(expected);
}, 60_000);

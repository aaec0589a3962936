/**
 * The README's example, run as written: the test reads the first ```ts block
 * of README.md, binds its import to this package's source, and checks every
 * `console.log` against the `// ...` comment on its line. Editing the README
 * example without keeping it true fails this test.
 */
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

describe('README example', () => {
  it('imports only what the package exports', () => {
    const names = /import \{([^}]*)\} from '@arcade\/model-tictactoe';/.exec(block)?.[1]?.split(',').map((s) => s.trim());
    expect(names?.length).toBeGreaterThan(0);
    for (const name of names ?? []) expect(api).toHaveProperty(name);
  });

  it('prints what its comments say', () => {
    const expected = block
      .split('\n')
      .filter((line) => line.includes('console.log('))
      .map((line) => /\/\/ (.*)$/.exec(line)?.[1] ?? '(no comment)');
    const body = block
      .replace(/import \{([^}]*)\} from '@arcade\/model-tictactoe';/, 'const {$1} = api;')
      .replaceAll('console.log(', 'log(');
    const printed: string[] = [];
    const log = (...args: unknown[]): void => {
      printed.push(format(...args));
    };
    // The example is plain JavaScript as well as TypeScript, so it runs as written.
    new Function('api', 'log', body)(api, log);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(printed).toEqual(expected);
  });
});

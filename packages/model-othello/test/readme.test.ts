// The README's example block runs as written, and each `// =>` comment is
// what the line before it prints, so the README cannot drift from the code.
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-othello',
    lib,
  );
  for (const name of imports) expect(lib).toHaveProperty(name);
  expect(expected.length).toBeGreaterThan(5);
  expect(printed).toEqual(expected);
}, 60_000);

it('issue 20.3: the README example of saving a game runs and prints what its comments say', () => {
  const { expected, printed } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-othello',
    lib,
    '## Saving a game',
  );
  expect(expected.length).toBe(2);
  expect(printed).toEqual(expected);
});

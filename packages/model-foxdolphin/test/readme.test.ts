// The README's example block runs as written, and each `// =>` comment is
// what its console.log line prints, so the README cannot drift from the code.
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-foxdolphin',
    lib,
  );
  for (const name of imports) expect(lib).toHaveProperty(name);
  expect(expected.length).toBeGreaterThanOrEqual(5);
  expect(printed).toEqual(expected);
});

it('issue 20.3: the README example of saving a game runs and prints what its comments say', () => {
  const { expected, printed } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-foxdolphin',
    lib,
    '## Saving a game',
  );
  expect(expected.length).toBe(2);
  expect(printed).toEqual(expected);
});

// The README's example block runs as written, and each `// =>` comment is
// what the line before it prints, so the README cannot drift from the code.
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/core',
    lib,
  );
  for (const name of imports) expect(lib).toHaveProperty(name);
  expect(expected.length).toBeGreaterThan(5);
  expect(printed).toEqual(expected);
});

it("issue 20.4: the README's seeded random example runs and prints what its comments say", () => {
  const { expected, printed } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/core',
    lib,
    '## Seeded random numbers',
  );
  expect(expected.length).toBe(4);
  expect(printed).toEqual(expected);
});

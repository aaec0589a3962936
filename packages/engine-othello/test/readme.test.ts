// The README's example block runs as written, and each `// =>` comment is
// what the line before it prints, so the README cannot drift from the code.
// The example imports from the model too (runReadmeBlock takes both modules).
import * as model from '@arcade/model-othello';
import { expect, it } from 'vitest';
import { runReadmeBlock } from '../../../test-support/readme.js';
import * as engine from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeBlock(
    new URL('../README.md', import.meta.url),
    '@arcade/engine-othello',
    {
      '@arcade/model-othello': model,
      '@arcade/engine-othello': engine,
    },
  );
  for (const name of ['solve', 'analyze', 'LEVELS', 'isEngineError']) expect(imports).toContain(name);
  for (const name of imports) expect({ ...model, ...engine }).toHaveProperty(name);
  expect(expected.length).toBeGreaterThan(4);
  expect(printed).toEqual(expected);
}, 60_000);

// The README's example blocks run as written, and each `// =>` comment is
// what its console.log line prints, so the README cannot drift from the code.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/index.js';

const README = new URL('../README.md', import.meta.url);

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeExample(README, '@arcade/model-twodots', lib);
  for (const name of imports) expect(lib).toHaveProperty(name);
  expect(expected.length).toBeGreaterThanOrEqual(5);
  expect(printed).toEqual(expected);
});

it('the README example of squares, moves and hints runs and prints what its comments say', () => {
  // runReadmeExample runs a file's first example; this section's is the
  // second of the README, so it runs from a copy of the section alone.
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('## Squares, moves and hints');
  expect(start).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start + 1);
  const dir = mkdtempSync(join(tmpdir(), 'model-twodots-readme-'));
  try {
    const file = join(dir, 'README.md');
    writeFileSync(file, text.slice(start, end === -1 ? undefined : end));
    const { expected, printed, imports } = runReadmeExample(pathToFileURL(file), '@arcade/model-twodots', lib);
    for (const name of imports) expect(lib).toHaveProperty(name);
    expect(imports).toEqual(expect.arrayContaining(['bestMove', 'checkLoop', 'checkPlay', 'isLoop']));
    expect(expected.length).toBeGreaterThanOrEqual(7);
    expect(printed).toEqual(expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('issue 20.3: the README example of saving a game runs and prints what its comments say', () => {
  const { expected, printed } = runReadmeExample(README, '@arcade/model-twodots', lib, '## Saving a game');
  expect(expected.length).toBe(4);
  expect(printed).toEqual(expected);
});

// The README's "Shared console" example runs as written (test-support/readme.ts runs the first block of the
// section that imports from the package, checking each console.log against its `// =>` comment).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'arcade-readme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The README from the heading `title` on, as a file of its own, so the runner finds that section's example. */
function section(title: string): URL {
  const text = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const at = text.indexOf(`## ${title}`);
  expect(at).toBeGreaterThan(0);
  const file = join(dir, `${title.replace(/\W+/g, '-')}.md`);
  writeFileSync(file, text.slice(at));
  return pathToFileURL(file);
}

describe('README', () => {
  it('the Shared console example prints what its comments say', () => {
    const { expected, printed, imports } = runReadmeExample(
      section('Shared console'),
      '@arcade/view-console/node',
      lib,
    );
    expect(imports).toContain('GameConsole');
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(printed).toEqual(expected);
  });
});

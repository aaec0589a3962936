// `pnpm docs` as CI runs it (issue 20 item 8), in a file of its own so that
// vitest runs it beside publish.test.mjs rather than after it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../packages.mjs';

describe('issue 20.8: the API reference', () => {
  it('pnpm docs builds it with TypeDoc without a warning', () => {
    // scripts/docs.mjs exits 1 on any TypeDoc warning and writes no output then.
    const run = spawnSync('pnpm', ['-s', 'docs'], { cwd: root, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(/\[warning\]|\[error\]/);
    expect(run.stdout).toContain('docs: 0 errors and 0 warnings');
    expect(run.status).toBe(0);
  }, 300_000);
});

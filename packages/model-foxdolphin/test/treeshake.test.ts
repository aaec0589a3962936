// Issue 20.1: the package tree-shakes. A browser bundle of the seeded
// generator alone (mulberry32) from the built dist/ carries none of the game:
// strings only the rest holds are absent, and the bundle stays under a
// generous byte ceiling (the figures are in `pnpm bench:size`). And importing
// the package for nothing runs no code, so `sideEffects: false` in
// package.json is true.
import { describe, expect, it } from 'vitest';
import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';

const pkg = new URL('../', import.meta.url);

describe('issue 20.1: tree-shaking', () => {
  it('a bundle of mulberry32 alone carries none of the game', async () => {
    const one = await bundleImport(pkg, '{ mulberry32 }');
    const all = await bundleImport(pkg, '* as all');
    const others = ['parseBoard', 'Controller', 'greedyPlayer'];
    // The test can fail: the whole package holds every one of these strings.
    for (const s of others) expect(all).toContain(s);
    for (const s of others) expect(one).not.toContain(s);
    expect(Buffer.byteLength(one)).toBeLessThan(4096);
  });
  it('importing the package for nothing runs no code: sideEffects: false is true', async () => {
    expect(await codeLeftByBareImport(new URL('dist/index.js', pkg))).toBe('');
  });
});

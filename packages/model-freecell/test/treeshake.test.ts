// Issue 20.1: the package tree-shakes. A browser bundle of one small import
// (msDeal) from the built dist/ must not carry the game, the solver or the
// move notation: strings only they hold must be absent, and the bundle stays
// within the target, 4 KB (the figures are in `pnpm bench:size`). And
// importing the package for nothing runs no code, so `sideEffects: false` in
// package.json is true.
import { describe, expect, it } from 'vitest';
import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';

const pkg = new URL('../', import.meta.url);

describe('issue 20.1: tree-shaking', () => {
  it('a bundle of msDeal alone carries no game, solver or notation code', async () => {
    const one = await bundleImport(pkg, '{ msDeal }');
    const all = await bundleImport(pkg, '* as all');
    const others = ['newGame', 'solve', 'parseMoves', 'smartMove'];
    // The test can fail: the whole package holds every one of these strings.
    for (const s of others) expect(all).toContain(s);
    for (const s of others) expect(one).not.toContain(s);
    expect(one).toContain('msDeal');
    // The target: msDeal in at most 4 KB minified.
    expect(Buffer.byteLength(one)).toBeLessThanOrEqual(4096);
    expect(Buffer.byteLength(all)).toBeGreaterThan(4 * Buffer.byteLength(one));
  });
  it('importing the package for nothing runs no code: sideEffects: false is true', async () => {
    expect(await codeLeftByBareImport(new URL('dist/index.js', pkg))).toBe('');
  });
});

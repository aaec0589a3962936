// Issue 20.1: the package tree-shakes. A browser bundle of `value` from the
// built dist/ must not carry the notation or the move choosers (strings only
// they hold are absent), nor the Game class, which value never names (it
// takes games, and tells one by its brand keys), and stays within the issue's
// target, 6 KB (the figures are in `pnpm bench:size`). And importing the package for nothing runs no
// code, so `sideEffects: false` in package.json is true.
import { describe, expect, it } from 'vitest';
import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';

const pkg = new URL('../', import.meta.url);

describe('issue 20.1: tree-shaking', () => {
  it('a bundle of value alone carries no notation or move chooser', async () => {
    const one = await bundleImport(pkg, '{ value }');
    const all = await bundleImport(pkg, '* as all');
    const others = ['chooseBestMove', 'makeGame', 'TOO_LARGE', 'mulberry32'];
    // The test can fail: the whole package holds every one of these strings.
    for (const s of others) expect(all).toContain(s);
    for (const s of others) expect(one).not.toContain(s);
    // The target: value in at most 6 KB minified.
    expect(Buffer.byteLength(one)).toBeLessThanOrEqual(6144);
  });
  it('a bundle of value carries no Game class: no constructor guard, no saved-data reader', async () => {
    const one = await bundleImport(pkg, '{ value }');
    const all = await bundleImport(pkg, '* as all');
    const game = ['Game has no public constructor', 'Game.fromJSON', 'putCircle'];
    for (const s of game) expect(all).toContain(s);
    for (const s of game) expect(one).not.toContain(s);
  });
  it('importing the package for nothing runs no code: sideEffects: false is true', async () => {
    expect(await codeLeftByBareImport(new URL('dist/index.js', pkg))).toBe('');
  });
});

// Issue 20.1: the package tree-shakes. Importing any of its entries for
// nothing runs no code, so `sideEffects: false` in package.json is true (the
// pattern tables are pure calls or built on first use: built at load, they
// once left 4283 B of code in the bundle of a bare import), and a bundle of
// `isEngineError` alone carries neither the search nor the weights.
import { describe, expect, it } from 'vitest';
import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';

const pkg = new URL('../', import.meta.url);

describe('issue 20.1: tree-shaking', () => {
  it.each(['index', 'session', 'lite'])('importing dist/%s.js for nothing runs no code', async (entry) => {
    expect(await codeLeftByBareImport(new URL(`dist/${entry}.js`, pkg))).toBe('');
  });
  it('a bundle of isEngineError alone carries no search and no weights', async () => {
    const one = await bundleImport(pkg, '{ isEngineError }');
    const all = await bundleImport(pkg, '* as all');
    const others = ['embeddedWeightsFile', 'decodeWeights', 'maxNodes'];
    // The test can fail: the whole package holds every one of these strings.
    // (includes, not toContain: a failure would print the 600 KB bundle.)
    for (const s of others) expect([s, all.includes(s)]).toEqual([s, true]);
    for (const s of others) expect([s, one.includes(s)]).toEqual([s, false]);
    expect(Buffer.byteLength(one)).toBeLessThan(2048);
  });
});

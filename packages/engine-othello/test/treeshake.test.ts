// Issue 20.1: importing the package runs no code (so `sideEffects: false` is true), and issue 19.8 /
// 24.1: the lite entry's bundle carries no weights, and a page that uses only OthelloSessionCore
// carries no search either. Bundles of the built dist/, minified for a browser.
import { describe, expect, it } from 'vitest';
import { bundleImport, codeLeftByBareImport } from '../../../test-support/bundle.js';
import { DATA } from '../src/weights.js';

const pkg = new URL('../', import.meta.url);
/** A stretch from the middle of the packed weights: in a bundle only if the weights are. */
const WEIGHTS = DATA.slice(100_000, 100_040);
/** A message only the search holds. */
const SEARCH = 'evaluation must be';

describe('issue 20.1: tree-shaking of engine-othello', () => {
  it('issue 20.1: importing any entry for nothing runs no code (no tables built at load)', async () => {
    for (const entry of ['index', 'session', 'lite']) {
      expect(await codeLeftByBareImport(new URL(`dist/${entry}.js`, pkg)), entry).toBe('');
    }
  });

  it('issue 24.1: the lite entry embeds no weights; the default entry does', async () => {
    const full = await bundleImport(pkg, '{ analyze }');
    const lite = await bundleImport(pkg, '{ analyze, loadWeights, computerMove }', './dist/lite.js');
    expect(full).toContain(WEIGHTS);
    expect(lite).not.toContain(WEIGHTS);
    expect(lite).toContain(SEARCH);
    expect(Buffer.byteLength(lite)).toBeLessThan(Buffer.byteLength(full) / 5);
  });

  it('issue 19.8: a bundle of OthelloSessionCore alone carries neither the search nor the weights', async () => {
    const core = await bundleImport(pkg, '{ OthelloSessionCore, LEVELS }', './dist/lite.js');
    expect(core).toContain('OthelloSession.fromJSON');
    expect(core).not.toContain(SEARCH);
    expect(core).not.toContain(WEIGHTS);
  });
});

// Issue 20.1: the package tree-shakes. A browser bundle of one small import
// (makeSquare) from the built dist/ must not carry the Othello class, perft
// or the WTHOR reader: strings only they hold must be absent, and the bundle
// stays under a generous byte ceiling (the figures are in `pnpm bench:size`).
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function bundle(source: string): Promise<string> {
  const out = await build({
    stdin: { contents: source, resolveDir: new URL('..', import.meta.url).pathname },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

describe('issue 20.1: tree-shaking', () => {
  it('a bundle of makeSquare alone carries no Othello class, perft or WTHOR code', async () => {
    const one = await bundle(`import { makeSquare } from './dist/index.js'; globalThis.keep = makeSquare;`);
    const all = await bundle(`import * as all from './dist/index.js'; globalThis.keep = all;`);
    // The test can fail: the whole package holds every one of these strings.
    for (const s of ['Othello.fromCells', 'parseWthor', 'perft', 'switchTurn']) expect(all).toContain(s);
    for (const s of ['Othello.fromCells', 'parseWthor', 'perft', 'switchTurn']) expect(one).not.toContain(s);
    expect(one).toContain('makeSquare');
    expect(Buffer.byteLength(one)).toBeLessThan(4096);
    expect(Buffer.byteLength(all)).toBeGreaterThan(4 * Buffer.byteLength(one));
  });
});

// Issue 20.2: the renderers (strings in, strings out) build for a browser
// with no Node built-in reachable from them. Bundles the built entries
// (dist/, built before the tests) with esbuild for the browser platform,
// which refuses a Node built-in that is not marked external.
import { styleText } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ANSI_COLOR_NAMES, paint } from '../src/color.js';

const dist = new URL('../dist/', import.meta.url);

async function browserInputs(entry: string): Promise<string[]> {
  const out = await build({
    entryPoints: [new URL(entry, dist).pathname],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(out.metafile.inputs);
}

describe('issue 20.2: view-console in the browser', () => {
  it('paint writes the escape codes util.styleText writes, without node:util', () => {
    for (const name of ANSI_COLOR_NAMES) {
      expect(paint('x', name, true)).toBe(styleText(name, 'x', { validateStream: false }));
    }
  });
  it.each(['color.js', 'othello.js', 'freecell.js', 'tictactoe.js', 'foxdolphin.js'])(
    'the renderer entry %s bundles for the browser with no Node built-in among its inputs',
    async (entry) => {
      const inputs = await browserInputs(entry);
      expect(inputs.length).toBeGreaterThan(0);
      expect(inputs.filter((i) => i.startsWith('node:') || !i.includes('/'))).toEqual([]);
    },
  );
  it('the Node-only entry io.js is refused for the browser (the test can fail)', async () => {
    await expect(browserInputs('io.js')).rejects.toThrow();
  });
});

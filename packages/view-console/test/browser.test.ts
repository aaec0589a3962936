// Issue 20.2: the renderers (strings in, strings out) build for a browser
// with no Node built-in reachable from them. Bundles the built entries
// (dist/, built before the tests) with esbuild for the browser platform,
// which refuses a Node built-in that is not marked external.
import { styleText } from 'node:util';
import { runInNewContext } from 'node:vm';
import { Othello } from '@arcade/model-othello';
import { Game } from '@arcade/model-tictactoe';
import { build } from 'esbuild';
import { codeLeftByBareImport } from '../../../test-support/bundle.js';
import { describe, expect, it } from 'vitest';
import { ANSI_COLOR_NAMES, paint } from '../src/color.js';
import { renderOthello, renderTicTacToe } from '../src/index.js';

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
  it.each(['index.js', 'color.js', 'twodots.js', 'othello.js', 'freecell.js', 'tictactoe.js', 'foxdolphin.js'])(
    'the renderer entry %s bundles for the browser with no Node built-in among its inputs',
    async (entry) => {
      const inputs = await browserInputs(entry);
      expect(inputs.length).toBeGreaterThan(0);
      expect(inputs.filter((i) => i.startsWith('node:') || !i.includes('/'))).toEqual([]);
    },
  );
  it.each(['node.js', 'io.js', 'console.js', 'twodots-view.js'])(
    'the Node entry %s is refused for the browser (so the check above can fail)',
    async (entry) => {
      await expect(browserInputs(entry)).rejects.toThrow();
    },
  );
  it('the main entry, bundled for the browser, renders a board with no Node global', async () => {
    const out = await build({
      stdin: {
        contents: [
          `import { renderOthello, renderTicTacToe } from './dist/index.js';`,
          `import { Othello } from '@arcade/model-othello';`,
          `import { Game } from '@arcade/model-tictactoe';`,
          'globalThis.result = renderOthello(new Othello()) + renderTicTacToe(Game.make());',
        ].join('\n'),
        resolveDir: new URL('..', import.meta.url).pathname,
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'silent',
    });
    // A context with no require, process or Buffer: what a page has of JavaScript.
    const context: { result?: string } = {};
    runInNewContext(out.outputFiles[0]?.text ?? '', context);
    expect(context.result).toBe(renderOthello(new Othello()) + renderTicTacToe(Game.make()));
    expect(context.result).toContain('a');
  });
});

describe('issue 20.1: view-console tree-shakes', () => {
  it('importing the main entry for nothing runs no code (sideEffects: false is true)', async () => {
    expect(await codeLeftByBareImport(new URL('index.js', dist))).toBe('');
  });
});

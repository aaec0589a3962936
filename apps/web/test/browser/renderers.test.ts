// issue 20, Checks: each model bundled with the console renderers
// (`@arcade/view-console`'s main entry, which is browser-safe) by esbuild for
// the browser, and the bundle run in Chromium: the page shows the board the
// same renderer draws in Node, and no error. Bundles the built packages (what
// their tarballs ship), one bundle a game: test/browser/renderers/<game>.ts
// holds the scene, a model in a fixed state drawn by its renderer.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeBlocks } from '../../../../test-support/readme.js';
import { launch, open } from './browser.js';
import * as foxdolphin from './renderers/foxdolphin.js';
import * as freecell from './renderers/freecell.js';
import * as othello from './renderers/othello.js';
import * as tictactoe from './renderers/tictactoe.js';
import * as twodots from './renderers/twodots.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Each game: its model package, its scene in Node, and lines of the board that a reader checks by eye. */
const GAMES = [
  {
    game: 'othello',
    model: '@arcade/model-othello',
    scene: othello.scene,
    // f5 d6 c3: c3 the last move, in parentheses; White's moves starred.
    lines: ['   a b c d e f g h', '3  . .(X)* . * . .  3', 'White (O) to move. X 5, O 2'],
  },
  {
    game: 'freecell',
    model: '@arcade/model-freecell',
    scene: freecell.scene,
    // Deal 1's first column is JD KD 2S 4C 3S 6D 6S: its 6S is now in cell a.
    lines: [
      '[6S] [  ] [  ] [  ]    [  ] [  ] [  ] [  ]',
      ' 6D   8S   8D   QS   6C   3D   8C   TC',
      '0 of 52 cards home.',
    ],
  },
  {
    game: 'tictactoe',
    model: '@arcade/model-tictactoe',
    scene: tictactoe.scene,
    lines: ['1  [X]|[X]|[X]', '2   O | O |', 'Cross (X) wins: row 1'],
  },
  {
    game: 'foxdolphin',
    model: '@arcade/model-foxdolphin',
    scene: foxdolphin.scene,
    lines: ['round 1 | water level 0 (range -15..15) | no event | foxes 3 | dolphins 3'],
  },
  {
    game: 'twodots',
    model: '@arcade/model-twodots',
    scene: twodots.scene,
    // Seed 42's dot at (0, 0) is P (the model's README says so).
    lines: ['     1  2  3  4  5  6', '  1  P  B  Y  P  R  B'],
  },
] as const;

/** The game's scene bundled for the browser as one script, and the modules esbuild read. */
async function bundle(game: string): Promise<{ code: string; inputs: string[] }> {
  const out = await build({
    stdin: {
      contents: `import { scene } from './${game}.ts';\ndocument.getElementById('board').textContent = scene();\n`,
      resolveDir: fileURLToPath(new URL('./renderers/', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: out.outputFiles[0]?.text ?? '', inputs: Object.keys(out.metafile.inputs) };
}

describe('issue 20: each model with the console renderers, bundled for the browser, runs in Chromium', () => {
  it.each(GAMES.map((g) => [g.game, g]))(
    'issue 20: %s and @arcade/view-console in one esbuild browser bundle draw the board in Chromium as in Node',
    async (_name, g) => {
      const { code, inputs } = await bundle(g.game);
      // The built packages: the model's dist and view-console's main entry, no Node built-in, no Node entry.
      const model = g.model.replace('@arcade/', '');
      expect(inputs.some((i) => i.includes(`packages/${model}/dist/`))).toBe(true);
      expect(inputs.some((i) => i.endsWith('packages/view-console/dist/index.js'))).toBe(true);
      expect(inputs.filter((i) => i.startsWith('node:') || /view-console\/dist\/(node|io|console)\./.test(i))).toEqual(
        [],
      );

      const { page, context, errors } = await open(browser, '', { baseUrl: 'about:blank' });
      try {
        await page.setContent('<!doctype html><meta charset="utf-8"><pre id="board"></pre>');
        await page.addScriptTag({ content: code });
        const shown = (await page.locator('#board').textContent()) ?? '';
        const expected = g.scene();
        expect(shown).toBe(expected);
        for (const line of g.lines) expect(shown.split('\n')).toContain(line);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('issue 20: a script that throws in the page is reported (so the check of no error can fail)', async () => {
    const { page, context, errors } = await open(browser, '', { baseUrl: 'about:blank' });
    try {
      await page.setContent('<pre id="board"></pre>');
      await page.addScriptTag({ content: 'setTimeout(() => { throw new Error("broken bundle"); });' }).catch(() => {});
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]).toContain('broken bundle');
    } finally {
      await context.close();
    }
  });
});

describe('issue 20: the README example of @arcade/view-web runs in Chromium', () => {
  it('issue 20: the view-web README example, bundled for the browser, shows nine named buttons and reports a click', async () => {
    // The one README example that needs a page (scripts/test/consumer.test.mjs typechecks and bundles it).
    const readme = readFileSync(new URL('../../../../packages/view-web/README.md', import.meta.url), 'utf8');
    const block = readmeBlocks(readme).find((b) => b.imports.some((i) => i.from === '@arcade/view-web'));
    expect(block?.code).toContain('document.body.append');
    const out = await build({
      stdin: { contents: block?.code ?? '', resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'silent',
    });
    const { page, context, errors } = await open(browser, '', { baseUrl: 'about:blank' });
    try {
      const logged: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'log') logged.push(m.text());
      });
      await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
      await page.addScriptTag({ content: out.outputFiles[0]?.text ?? '' });
      // The example's comment: nine buttons, 'row 1, column 1, empty', ...
      await expect.poll(() => page.getByRole('button').count()).toBe(9);
      await page.getByRole('button', { name: 'row 2, column 3, empty' }).click();
      await expect.poll(() => logged).toEqual(['picked row 2, column 3']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

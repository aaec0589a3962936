// The README's example block runs as written, and each `// =>` comment is
// what the line before it prints, so the README cannot drift from the code.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme.js';
import * as lib from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const { expected, printed, imports } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-freecell',
    lib,
  );
  for (const name of imports) expect(lib).toHaveProperty(name);
  expect(expected.length).toBeGreaterThan(5);
  expect(printed).toEqual(expected);
}, 60_000);

it("regression: the example's comments quote only moves the example really makes (it quoted '3a', '36', '41v3', '4h' for deal 1, whose solution starts 6a 6b 6h)", () => {
  const text = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /```js\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const g = new lib.FreecellGame();
  g.newGame(lib.msDeal(1));
  const r = lib.solve(g);
  expect(r.status).toBe('solved');
  const made = new Set(r.status === 'solved' ? r.moves : []);
  // Every move named in a comment (quoted, or after '// =>' of the moves line) is one the solver made.
  const comments = [...block.matchAll(/\/\/(.*)$/gm)].map((m) => m[1] ?? '');
  const quoted = comments.flatMap((c) => [...c.matchAll(/'([1-8a-d][1-8a-dh](?:v\d+)?)'/g)].map((m) => m[1] ?? ''));
  const listed = comments.flatMap((c) =>
    /^ => (?:[1-8a-d][1-8a-dh](?:v\d+)? ?)+$/.test(c) ? c.trim().slice(3).split(' ') : [],
  );
  expect(listed.length).toBeGreaterThan(0);
  for (const m of [...quoted, ...listed]) expect(made, m).toContain(m);
  // Deal 1's solution, first moves: with the same options it is always the same.
  expect(r.status === 'solved' && r.moves.slice(0, 4)).toEqual(['6a', '6b', '6h', '6h']);
}, 60_000);

it('issue 20.3: the README example of saving a game runs and prints what its comments say', () => {
  const { expected, printed } = runReadmeExample(
    new URL('../README.md', import.meta.url),
    '@arcade/model-freecell',
    lib,
    '## Saving a game',
  );
  expect(expected.length).toBe(2);
  expect(printed).toEqual(expected);
});

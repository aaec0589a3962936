// The README's example block runs as written, and each `// =>` comment is
// what the line before it prints, so the README cannot drift from the code.
// The example imports from the model too, so both import lines are replaced
// (test-support/readme.ts handles one package only).
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import * as model from '@arcade/model-othello';
import { expect, it } from 'vitest';
import * as engine from '../src/index.js';

it('the README example runs and prints what its comments say', () => {
  const text = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = [...text.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => b.includes('engine-othello'));
  expect(block).toBeDefined();
  const modelLine = /^import \{([^}]+)\} from '@arcade\/model-othello';$/m;
  const engineLine = /^import \{([^}]+)\} from '@arcade\/engine-othello';$/m;
  expect(modelLine.test(block!) && engineLine.test(block!)).toBe(true);
  for (const name of (engineLine.exec(block!)?.[1] ?? '').split(',').map((s) => s.trim())) {
    expect(engine).toHaveProperty(name);
  }
  const body = block!.replace(modelLine, 'const {$1} = model;').replace(engineLine, 'const {$1} = engine;');
  const expected = [...block!.matchAll(/console\.log\(.*\/\/ => (.*)$/gm)].map((m) => (m[1] ?? '').trim());
  const printed: string[] = [];
  const log = (...args: unknown[]): void => {
    printed.push(format(...args));
  };
  new Function('model', 'engine', 'console', body)(model, engine, { log });
  expect(expected.length).toBeGreaterThan(4);
  expect(printed).toEqual(expected);
}, 60_000);

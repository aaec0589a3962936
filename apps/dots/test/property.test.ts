import fc from 'fast-check';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { main } from '../src/index.js';

// Lines a player might type: moves near and off the board, noise, modes.
const pair = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })).map(([r, c]) => `${r},${c}`);
const line = fc.oneof(
  fc.array(pair, { minLength: 1, maxLength: 6 }).map((ps) => ps.join(' ')),
  fc.constantFrom('M', 'm', 'T', 't', '', ' ', '1,1', 'x', 'help', 'Board', ' QUIT '),
  fc.string({ maxLength: 30 }),
);

describe('main on any script', () => {
  it('always ends, with status 0, a won, lost, goodbye or end-of-input message and the Result line last', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(line, { maxLength: 60 }), (seed, lines) => {
        const output = bufferSink();
        let now = 0;
        const code = main(['--seed', String(seed)], {
          input: scriptedReader(lines),
          output,
          clock: () => (now += 500),
        });
        expect(code).toBe(0);
        const text = output.text();
        expect(text).toMatch(/(You won!.*|You lost.*|Goodbye\.|End of input\.)\n(\n[\s\S]*\n)?Result: [^\n]+\n$/);
        const result = /Result: ([^\n]+)\n$/.exec(text)?.[1];
        expect(['you won', 'you lost (out of moves)', 'you lost (out of time)', 'quit']).toContain(result);
        // Every line the game writes fits 80 columns, besides a prompt followed by what was typed.
        for (const l of text.split('\n'))
          if (!l.includes('): ') && !l.includes('moves: ')) expect(l.length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 150 },
    );
  });
});

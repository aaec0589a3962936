import fc from 'fast-check';
import { bufferSink, scriptedReader } from '@arcade/view-console';
import { describe, expect, it } from 'vitest';
import { main } from '../src/index.js';

// Lines a player might type: moves near and off the board, noise, modes.
const pair = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })).map(([r, c]) => `${r},${c}`);
const line = fc.oneof(
  fc.array(pair, { minLength: 1, maxLength: 6 }).map((ps) => ps.join(' ')),
  fc.constantFrom('M', 'm', 'T', 't', '', ' ', '1,1', 'x'),
  fc.string({ maxLength: 30 }),
);

describe('main on any script', () => {
  it('always ends, with status 0 and a won, lost or goodbye ending', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(line, { maxLength: 60 }), (seed, lines) => {
        const output = bufferSink();
        let now = 0;
        const code = main(['--seed', String(seed)], {
          input: scriptedReader(lines),
          output,
          clock: () => (now += 500),
        });
        expect(code).toBe(0);
        expect(output.text()).toMatch(/(You won!.*|You lost;.*|Goodbye\.)\n$/);
      }),
      { numRuns: 150 },
    );
  });
});

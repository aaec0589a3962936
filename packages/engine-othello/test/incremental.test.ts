// The incremental evaluation (src/pattern-eval.ts's slots, used by src/midgame.ts): every value
// it gives equals evaluatePattern's on the same position, along random games, and a search gives
// the same move, score, depth, principal variation and node count with it on or off.
import { readFileSync } from 'node:fs';
import { parseBoard } from '@arcade/model-othello';
import { flips, outHi } from '@arcade/model-othello/bitboard';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, solve } from '../src/index.js';
import { INCREMENTAL, useEmbeddedWeights } from '../src/internal.js';
import { evalChild, evalSlot, evaluatePattern, prepareChildren, slotChild, slotFor } from '../src/pattern-eval.js';
import { readProblems } from './fforum.js';
import { nextPosition, randomLine } from './random-line.js';

describe('incremental evaluation', () => {
  it('equals evaluatePattern at every ply of random games, for every child and along the played line', () => {
    useEmbeddedWeights();
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (choices) => {
        let ply = 3;
        let at = 0;
        let checked = 0;
        for (const s of randomLine((n) => choices[at++]! % n, 60)) {
          // The first position, and a pass (the search enters the same ply with the sides swapped),
          // build the slot afresh; elsewhere the slot is slotChild's alone.
          if (at === 1 || s.passed) slotFor(ply, s.pl, s.ph, s.ol, s.oh);
          expect(evalSlot(ply)).toBe(evaluatePattern(s.pl, s.ph, s.ol, s.oh));
          prepareChildren(ply);
          for (const k of s.moves) {
            const fl = flips(k, s.pl, s.ph, s.ol, s.oh);
            const child = nextPosition({ ...s, k, fl, fh: outHi });
            expect(evalChild(ply, k, fl, outHi)).toBe(evaluatePattern(...child));
            checked++;
          }
          slotChild(ply, s.k, s.fl, s.fh, ...nextPosition(s));
          ply++;
        }
        expect(checked).toBeGreaterThan(100);
      }),
      { numRuns: 25, seed: 38 },
    );
  });

  it('gives the same search: analyze at a node budget and solve, on and off', () => {
    // Positions of the 25-36 held-out set (every 24th line), and FForum 20-22 for solve, whose
    // move ordering searches with the midgame search.
    const mid = readFileLines().filter((_, i) => i % 24 === 0);
    expect(mid.length).toBe(8);
    const run = <T>(on: boolean, f: () => T): T => {
      INCREMENTAL.on = on;
      try {
        return f();
      } finally {
        INCREMENTAL.on = true;
      }
    };
    for (const board of mid) {
      const off = run(false, () => analyze(parseBoard(board), { maxNodes: 60_000 }));
      const on = run(true, () => analyze(parseBoard(board), { maxNodes: 60_000 }));
      expect(on).toEqual(off);
      expect(on.nodes).toBeGreaterThan(50_000);
    }
    for (const p of readProblems('fforum-20-39.obf', 20).slice(0, 3)) {
      const off = run(false, () => solve(parseBoard(p.board)));
      const on = run(true, () => solve(parseBoard(p.board)));
      expect(on).toEqual(off);
    }
  });
});

/** The boards (with the side to move) of test/fixtures/heldout-mid-2013.txt. */
function readFileLines(): string[] {
  return readFileSync(new URL('./fixtures/heldout-mid-2013.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split(' ').slice(0, 2).join(' '));
}

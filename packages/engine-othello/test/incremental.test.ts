// The incremental evaluation (src/pattern-eval.ts's slots, used by src/midgame.ts): every value
// it gives equals evaluatePattern's on the same position, along random games, and a search gives
// the same move, score, depth, principal variation and node count with it on or off.
import { readFileSync } from 'node:fs';
import { Othello, parseBoard } from '@arcade/model-othello';
import { flips, genMoves, outHi } from '@arcade/model-othello/bitboard';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, solve } from '../src/index.js';
import { INCREMENTAL, useEmbeddedWeights } from '../src/internal.js';
import { evalChild, evalSlot, evaluatePattern, prepareChildren, slotChild, slotFor } from '../src/pattern-eval.js';
import { readGame } from '../src/position.js';
import { readProblems } from './fforum.js';

/** The squares of a move set, lowest first. */
function squares(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 64; k++) if (((k < 32 ? lo >>> k : hi >>> (k - 32)) & 1) !== 0) out.push(k);
  return out;
}

describe('incremental evaluation', () => {
  it('equals evaluatePattern at every ply of random games, for every child and along the played line', () => {
    useEmbeddedWeights();
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (choices) => {
        let { pl, ph, ol, oh } = readGame('test', new Othello());
        let ply = 3;
        slotFor(ply, pl, ph, ol, oh);
        let checked = 0;
        for (const choice of choices) {
          let ml = genMoves(pl, ph, ol, oh);
          let mh = outHi;
          if ((ml | mh) === 0) {
            // A pass: the search enters the same ply with the sides swapped, and the slot is built afresh.
            [pl, ph, ol, oh] = [ol, oh, pl, ph];
            ml = genMoves(pl, ph, ol, oh);
            mh = outHi;
            if ((ml | mh) === 0) break;
            slotFor(ply, pl, ph, ol, oh);
          }
          expect(evalSlot(ply)).toBe(evaluatePattern(pl, ph, ol, oh));
          prepareChildren(ply);
          const moves = squares(ml, mh);
          for (const k of moves) {
            const fl = flips(k, pl, ph, ol, oh);
            const fh = outHi;
            const ql = pl | fl | (k < 32 ? 1 << k : 0);
            const qh = ph | fh | (k < 32 ? 0 : 1 << (k - 32));
            expect(evalChild(ply, k, fl, fh)).toBe(evaluatePattern(ol ^ fl, oh ^ fh, ql, qh));
            checked++;
          }
          const k = moves[choice % moves.length]!;
          const fl = flips(k, pl, ph, ol, oh);
          const fh = outHi;
          const ql = pl | fl | (k < 32 ? 1 << k : 0);
          const qh = ph | fh | (k < 32 ? 0 : 1 << (k - 32));
          slotChild(ply, k, fl, fh, ol ^ fl, oh ^ fh, ql, qh);
          ply++;
          [pl, ph, ol, oh] = [ol ^ fl, oh ^ fh, ql, qh];
          // slotFor on the position the slot holds keeps it: the same value, nothing rebuilt.
          slotFor(ply, pl, ph, ol, oh);
        }
        expect(checked).toBeGreaterThan(100);
      }),
      { numRuns: 25, seed: 38 },
    );
  });

  it('gives the same search: analyze at a node budget and solve, on and off', () => {
    // Positions of the 25-36 held-out set (every 24th line), and FForum 20-24 for solve, whose
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

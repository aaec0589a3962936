import { seededRandom } from '@arcade/core';
import { flips, genMoves, outHi, popcount } from '@arcade/model-othello/bitboard';
import { describe, expect, it } from 'vitest';
import { stableDiscs, stableHi } from '../src/stable.js';
import { randomPosition } from './random-line.js';

/** Whether any line of legal play from the position flips a disc of (sl, sh), owned by the side (pl, ph) or (ol, oh). */
function everFlipped(pl: number, ph: number, ol: number, oh: number, sl: number, sh: number, passed: boolean): boolean {
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  if ((ml | mh) === 0) return passed ? false : everFlipped(ol, oh, pl, ph, sl, sh, true);
  for (let k = 0; k < 64; k++) {
    if (((k < 32 ? ml : mh) & (1 << (k & 31))) === 0) continue;
    const fl = flips(k, pl, ph, ol, oh);
    const fh = outHi;
    if ((fl & sl) !== 0 || (fh & sh) !== 0) return true;
    const nl = pl | fl | (k < 32 ? 1 << k : 0);
    const nh = ph | fh | (k < 32 ? 0 : 1 << (k - 32));
    if (everFlipped(ol ^ fl, oh ^ fh, nl, nh, sl, sh, false)) return true;
  }
  return false;
}

describe('stableDiscs', () => {
  it('on a full board, every disc of the side is stable', () => {
    const pl = 0x0f0f0f0f;
    const ph = 0x33333333;
    expect(stableDiscs(pl, ph, ~pl, ~ph)).toBe(pl);
    expect(stableHi).toBe(ph);
  });

  it('reports only discs that no line of play flips (all play searched, 7 empties, 40 positions)', () => {
    const rng = seededRandom(24);
    let reported = 0;
    for (let n = 0; n < 40; n++) {
      const [pl, ph, ol, oh] = randomPosition((n) => rng.int(n), 53);
      for (const [a, b, c, d] of [
        [pl, ph, ol, oh],
        [ol, oh, pl, ph],
      ] as const) {
        const sl = stableDiscs(a, b, c, d);
        const sh = stableHi;
        expect((sl & ~a) | (sh & ~b)).toBe(0);
        reported += popcount(sl, sh);
        expect(everFlipped(pl, ph, ol, oh, sl, sh, false)).toBe(false);
      }
    }
    // Not vacuous: the 80 sides own stable discs.
    expect(reported).toBeGreaterThan(400);
  });

  it('finds as many stable discs as the diagonal-by-diagonal version before it (2,000 random positions)', () => {
    // Golden total: the same 2,000 positions measured with src/stable.ts of
    // commit 04d28fc, which tested the 22 diagonals one by one for fullness.
    const rng = seededRandom(2024);
    let total = 0;
    for (let n = 0; n < 2000; n++) {
      const [pl, ph, ol, oh] = randomPosition((n) => rng.int(n), 20 + rng.int(40));
      total += popcount(stableDiscs(pl, ph, ol, oh), stableHi);
      total += popcount(stableDiscs(ol, oh, pl, ph), stableHi);
    }
    expect(total).toBe(GOLDEN_TOTAL);
  });
});

const GOLDEN_TOTAL = 19920;

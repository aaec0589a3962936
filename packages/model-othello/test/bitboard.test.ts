import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFlips, flips, outHi, popcount } from '../src/bitboard.js';

describe('bitboard countFlips', () => {
  it('counts what flips turns, on every empty square of random positions', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), fc.integer(), (a, b, c, d) => {
        // Random occupancy (about 3 squares in 4 taken), split between the two sides.
        const occL = a | c;
        const occH = b | d;
        const pl = occL & (a ^ d);
        const ph = occH & (b ^ c);
        const ol = occL & ~pl;
        const oh = occH & ~ph;
        for (let k = 0; k < 64; k++) {
          const taken = k < 32 ? ((occL >>> k) & 1) !== 0 : ((occH >>> (k - 32)) & 1) !== 0;
          if (taken) continue;
          const fl = flips(k, pl, ph, ol, oh);
          expect(countFlips(k, pl, ph, ol, oh)).toBe(popcount(fl, outHi));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a long line: a1 with b2..g7 the opponent and h8 the mover flips six', () => {
    let ol = 0;
    let oh = 0;
    for (const k of [9, 18, 27, 36, 45, 54]) {
      if (k < 32) ol |= 1 << k;
      else oh |= 1 << (k - 32);
    }
    expect(countFlips(0, 0, 1 << 31, ol, oh)).toBe(6);
    expect(countFlips(0, 0, 0, ol, oh)).toBe(0); // nothing brackets
  });
});

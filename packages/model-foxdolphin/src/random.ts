/**
 * The one source of chance: tides, events, island generation and random
 * players all draw from a `Random`, so a seed replays a whole game.
 *
 * ```ts
 * import { mulberry32 } from '@arcade/model-foxdolphin';
 * const rng = mulberry32(42);
 * rng.next(); // a number in [0, 1), the same for every run with seed 42
 * rng.int(1, 6); // an integer in 1..6
 * ```
 */

/** A source of uniform random numbers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in lo..hi, both included (lo <= hi). */
  int(lo: number, hi: number): number;
}

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): small, fast and good
 * enough for a game; the state is one 32-bit integer, so a seed is any
 * integer.
 */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(lo, hi) {
      return lo + Math.floor(next() * (hi - lo + 1));
    },
  };
}

/** An integer in -max..max without 0, uniform (Tide's e, NaturalEvent's x). */
export function nonZeroInt(rng: Random, max: number): number {
  const v = rng.int(1, 2 * max);
  return v <= max ? v - max - 1 : v - max;
}

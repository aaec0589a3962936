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
import { InvalidArgumentError } from './errors.js';

/** A source of uniform random numbers. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in lo..hi, both included (lo <= hi). */
  int(lo: number, hi: number): number;
}

/** The smallest and largest seed `mulberry32` takes: a 32-bit integer, signed or unsigned. */
export const SEED_MIN = -(2 ** 31);
export const SEED_MAX = 2 ** 32 - 1;

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): small, fast and good
 * enough for a game. The state is one 32-bit integer, so a seed is an
 * integer in SEED_MIN..SEED_MAX; a negative seed s is the same generator as
 * s + 2^32 (its two's-complement bits). Anything else throws
 * InvalidArgumentError: `>>> 0` would silently turn NaN, 1.5, 'abc' or 2^32
 * into some other seed and play another game than the one asked for.
 */
export function mulberry32(seed: number): Random {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < SEED_MIN || seed > SEED_MAX) {
    throw new InvalidArgumentError(
      `seed must be an integer in ${SEED_MIN}..${SEED_MAX}, got ${typeof seed === 'string' ? JSON.stringify(seed) : String(seed)}`,
    );
  }
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

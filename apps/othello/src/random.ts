/**
 * The app's seeded random source: `--seed N` makes every game replay exactly,
 * and the seed is printed so any game can be replayed. The engine takes the
 * generator as an option; nothing here reads the clock.
 *
 * ```ts
 * import { seededRandom } from '@arcade/othello';
 * const rng = seededRandom(42);
 * rng(); // a number in [0, 1), the same for seed 42 every time
 * ```
 */

import { seededRandom as coreSeededRandom } from '@arcade/core';

/**
 * mulberry32, the one seeded generator of @arcade/core (the numbers it always
 * drew): a small, fast 32-bit generator, plenty for breaking ties between moves.
 */
export function seededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seededRandom: seed must be a safe integer, got ${seed}`);
  // Seeds beyond 32 bits keep their high bits: fold them in rather than drop them.
  const gen = coreSeededRandom((seed % 2 ** 32) ^ Math.floor(seed / 2 ** 32));
  return () => gen.next();
}

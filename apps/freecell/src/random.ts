/**
 * The random deal: a seeded generator (mulberry32) picks a Microsoft deal
 * number, so `--seed N` picks the same deal every time and the clock is read
 * only in cli.ts.
 *
 * ```ts
 * import { randomDeal } from '@arcade/freecell';
 * randomDeal(42) === randomDeal(42); // true: a deal in 1..RANDOM_DEALS
 * ```
 */

import { seededRandom } from '@arcade/core';

/** Random deals come from 1..RANDOM_DEALS, the range Windows 7's FreeCell deals from. */
export const RANDOM_DEALS = 1_000_000;

/** The deal number seed `seed` picks, in 1..RANDOM_DEALS. */
export function randomDeal(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`randomDeal: seed must be a safe integer, got ${String(seed)}`);
  // The seed's high bits matter too: fold them in before the generator's 32-bit state.
  const rng = seededRandom((seed % 4294967296) ^ Math.floor(seed / 4294967296));
  return 1 + rng.int(RANDOM_DEALS);
}

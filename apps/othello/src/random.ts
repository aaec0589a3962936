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
import { makeBoard, type Othello } from '@arcade/model-othello';

/** mulberry32: a small, fast 32-bit generator, plenty for breaking ties between moves. */
export function seededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seededRandom: seed must be a safe integer, got ${seed}`);
  // Seeds beyond 32 bits keep their high bits: fold them in rather than drop them.
  let state = (seed % 2 ** 32) ^ Math.floor(seed / 2 ** 32);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The random source for a search: a function of the seed and the position
 * alone, so a position gets the same answer however it was reached (after
 * an undo, after a hint, in a game loaded with --load, or set by a protocol).
 */
export function positionRandom(seed: number, game: Othello): () => number {
  // FNV-1a over the seed's 32 bits, then the Edax board string: every bit of the seed counts
  // (the seed once went in as its low 20 bits, so seeds 2^20 apart played the same game).
  let h = 0x811c9dc5;
  for (let b = 0; b < 32; b += 8) h = Math.imul(h ^ ((seed >>> b) & 0xff), 0x01000193);
  for (const ch of makeBoard(game)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return seededRandom(h >>> 0);
}

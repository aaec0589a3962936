/**
 * The one seeded random source every Arcade package draws from: mulberry32
 * (Tommy Ettinger's 32-bit generator), whose whole state is one unsigned
 * 32-bit integer. That state can be read, saved as JSON and restored, and a
 * generator can be cloned, so a game that holds one can be copied (an AI's
 * look-ahead on the copy never moves the original's sequence) and saved.
 *
 * ```ts
 * import { SeededRandom, seededRandom } from '@arcade/core';
 * const rng = seededRandom(42);
 * rng.next(); // a number in [0, 1), the same for every run with seed 42
 * rng.int(6); // an integer in 0..5
 * const saved = rng.state; // an integer in 0..2^32-1
 * const again = SeededRandom.fromState(saved); // draws what rng draws next
 * ```
 */

import { CoreError } from './index.js';

/** The smallest seed `seededRandom` takes: a signed 32-bit integer's least. */
export const SEED_MIN = -2_147_483_648; // -(2 ** 31), a literal so that a bundler drops it when unused
/** The largest seed `seededRandom` takes: an unsigned 32-bit integer's greatest. */
export const SEED_MAX = 4_294_967_295; // 2 ** 32 - 1, a literal (see SEED_MIN)

/**
 * Throws CoreError unless `x` is an integer in lo..hi (WRONG_TYPE,
 * NOT_AN_INTEGER, OUT_OF_RANGE; the code says which). The message names
 * the argument and its range but does not show the value: `describe` would
 * double the bundle of one `seededRandom` import (issue 20.1's 1 KB).
 */
function checkInt(what: string, x: unknown, lo: number, hi: number): number {
  const code =
    typeof x !== 'number'
      ? 'WRONG_TYPE'
      : !Number.isInteger(x)
        ? 'NOT_AN_INTEGER'
        : x < lo || x > hi
          ? 'OUT_OF_RANGE'
          : null;
  if (code !== null) {
    throw new CoreError(code, `the ${what} must be an integer in ${lo}..${hi}`);
  }
  return x as number;
}

/**
 * A mulberry32 generator. Mutable (each draw advances it) but copyable:
 * `clone()` and `SeededRandom.fromState(rng.state)` give independent
 * generators that draw the same sequence from here on. `JSON.stringify`
 * gives its state.
 */
export class SeededRandom {
  #a: number;

  /**
   * The generator for `seed`, an integer in SEED_MIN..SEED_MAX; a negative
   * seed s is the same generator as s + 2^32 (its two's-complement bits).
   * Anything else throws CoreError (WRONG_TYPE, NOT_AN_INTEGER,
   * OUT_OF_RANGE): `>>> 0` would silently turn NaN, 1.5 or 2^32 into some
   * other seed and play another game than the one asked for.
   */
  constructor(seed: number) {
    this.#a = checkInt('seed', seed, SEED_MIN, SEED_MAX) >>> 0;
  }

  /**
   * The generator whose state is `state` (an integer in 0..2^32-1, as read
   * from `.state`), drawing what the saved one would have drawn next.
   * Throws CoreError on anything else.
   */
  static fromState(state: unknown): SeededRandom {
    return new SeededRandom(checkInt('state', state, 0, SEED_MAX));
  }

  /** The whole state: an integer in 0..2^32-1, plain data for saving. */
  get state(): number {
    return this.#a;
  }

  /** The next number, uniform in [0, 1) (a multiple of 2^-32). */
  next(): number {
    const a = (this.#a + 0x6d2b79f5) >>> 0;
    this.#a = a;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * An integer in 0..n-1, `Math.floor(next() * n)`: one draw. `n` must be an
   * integer in 1..2^32 (beyond that not every value could come up); anything
   * else throws CoreError and draws nothing.
   */
  int(n: number): number {
    checkInt('n', n, 1, 2 ** 32);
    return Math.floor(this.next() * n);
  }

  /** An independent generator in the same state: drawing from one never moves the other. */
  clone(): SeededRandom {
    return new SeededRandom(this.#a);
  }

  /** The state, so `JSON.stringify(rng)` saves it; restore with `SeededRandom.fromState`. */
  toJSON(): number {
    return this.#a;
  }
}

/** `new SeededRandom(seed)`: the seeded generator (see the class for the seed's range). */
export function seededRandom(seed: number): SeededRandom {
  return new SeededRandom(seed);
}

/**
 * Whether `x` is a SeededRandom of either build of @arcade/core (ESM or
 * CJS): asked by behaviour, since the two builds' classes differ. Never
 * throws.
 */
export function isSeededRandom(x: unknown): x is SeededRandom {
  if (typeof x !== 'object' || x === null) return false;
  try {
    if (x instanceof SeededRandom) return true;
    const r = x as Record<string, unknown>;
    const ctor = r.constructor as { fromState?: unknown } | undefined;
    return (
      typeof r.next === 'function' &&
      typeof r.int === 'function' &&
      typeof r.clone === 'function' &&
      typeof r.state === 'number' &&
      typeof ctor?.fromState === 'function'
    );
  } catch {
    // A revoked Proxy, or one whose traps throw.
    return false;
  }
}

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
import { checkInt, checkRandom, describe } from './checks.js';
import { InvalidArgumentError } from './errors.js';
import { frozen } from './brand.js';

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
export const mulberry32 = /* @__PURE__ */ frozen(function mulberry32(seed: number): Random {
  checkInt('seed', seed, SEED_MIN, SEED_MAX);
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Random = {
    next,
    int(lo, hi) {
      checkInt('int: lo', lo, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      checkInt('int: hi', hi, lo, Number.MAX_SAFE_INTEGER);
      return lo + Math.floor(next() * (hi - lo + 1));
    },
  };
  checked.add(rng);
  return rng;
});

/** An integer in -max..max without 0, uniform (Tide's e, NaturalEvent's x). */
export const nonZeroInt = /* @__PURE__ */ frozen(function nonZeroInt(rng: Random, max: number): number {
  checkRandom('nonZeroInt', rng);
  checkInt('nonZeroInt: max', max, 1, 2 ** 31);
  const v: unknown = rng.int(1, 2 * max);
  // A source that answers outside 1..2max would put NaN or a wild level into the board.
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2 * max) {
    throw new InvalidArgumentError(`nonZeroInt: rng.int(1, ${2 * max}) answered ${describe(v)}`, 'BAD_RANDOM');
  }
  return v <= max ? v - max - 1 : v - max;
});

/** `rng.next()`, checked to be a number in [0, 1) before anything depends on it. */
export function nextChecked(rng: Random): number {
  const v: unknown = rng.next();
  if (typeof v !== 'number' || !(v >= 0 && v < 1)) {
    throw new InvalidArgumentError(`rng.next() must answer a number in [0, 1), got ${describe(v)}`, 'BAD_RANDOM');
  }
  return v;
}

/**
 * `rng` with every answer checked (next in [0, 1), int(lo, hi) an integer
 * in lo..hi): a caller's source that answers anything else throws
 * InvalidArgumentError BAD_RANDOM at once instead of corrupting a board or
 * a generated island. mulberry32's answers pass unchanged.
 */
export function checkedRandom(rng: Random): Random {
  checkRandom('checkedRandom', rng);
  if (checked.has(rng)) return rng;
  const wrapped: Random = {
    next: () => nextChecked(rng),
    int(lo, hi) {
      checkInt('int: lo', lo, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      checkInt('int: hi', hi, lo, Number.MAX_SAFE_INTEGER);
      const v: unknown = rng.int(lo, hi);
      if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
        throw new InvalidArgumentError(`rng.int(${lo}, ${hi}) answered ${describe(v)}`, 'BAD_RANDOM');
      }
      return v;
    },
  };
  checked.add(wrapped);
  return wrapped;
}

/** Sources that need no wrapping: checkedRandom's own and mulberry32's. */
const checked = new WeakSet<Random>();

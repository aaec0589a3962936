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
import { isSeededRandom, SEED_MAX, SEED_MIN, SeededRandom } from '@arcade/core';
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

// The seeds `mulberry32` takes are core's (a 32-bit integer, signed or
// unsigned): one definition, and literals there that a bundler drops unused.
export { SEED_MAX, SEED_MIN };

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): small, fast and good
 * enough for a game. The state is one 32-bit integer, so a seed is an
 * integer in SEED_MIN..SEED_MAX; a negative seed s is the same generator as
 * s + 2^32 (its two's-complement bits). Anything else throws
 * InvalidArgumentError: `>>> 0` would silently turn NaN, 1.5, 'abc' or 2^32
 * into some other seed and play another game than the one asked for.
 *
 * A thin wrapper, kept for its callers: `randomOf(seededRandom(seed))`,
 * the one seeded generator of @arcade/core (the same numbers as before).
 */
export const mulberry32 = /* @__PURE__ */ frozen(function mulberry32(seed: number): Random {
  checkInt('seed', seed, SEED_MIN, SEED_MAX);
  return randomOf(new SeededRandom(seed));
});

/** The seeded generator behind each Random that randomOf (and so mulberry32) made. */
const generators = new WeakMap<Random, SeededRandom>();

/**
 * A Random drawing from `gen`, the seeded generator of @arcade/core:
 * `next()` is `gen.next()` and `int(lo, hi)` is
 * `lo + Math.floor(gen.next() * (hi - lo + 1))`, one draw. A Controller
 * given it (or `mulberry32(seed)`, which is `randomOf(seededRandom(seed))`,
 * or the SeededRandom itself) can save the generator's state and copy it.
 */
export const randomOf = /* @__PURE__ */ frozen(function randomOf(gen: SeededRandom): Random {
  if (!isSeededRandom(gen)) {
    throw new InvalidArgumentError(`randomOf: expected a SeededRandom, got ${describe(gen)}`, 'WRONG_TYPE');
  }
  const next = (): number => gen.next();
  const rng: Random = {
    next,
    int(lo, hi) {
      checkInt('int: lo', lo, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      checkInt('int: hi', hi, lo, Number.MAX_SAFE_INTEGER);
      return lo + Math.floor(next() * (hi - lo + 1));
    },
  };
  checked.add(rng);
  generators.set(rng, gen);
  return rng;
});

/**
 * The seeded generator behind `rng`: itself if it is a SeededRandom, the
 * one behind a Random that mulberry32 or randomOf made, else null (a
 * caller's own Random, which cannot be saved or copied).
 */
export function seededSource(rng: unknown): SeededRandom | null {
  if (isSeededRandom(rng)) return rng;
  return typeof rng === 'object' && rng !== null ? (generators.get(rng as Random) ?? null) : null;
}

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
export function checkedRandom(rng: Random | SeededRandom): Random {
  // A SeededRandom's int(n) is not Random's int(lo, hi): it is drawn from through randomOf.
  if (isSeededRandom(rng)) return randomOf(rng);
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

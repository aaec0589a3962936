/**
 * Argument checks shared by the modules (internal, not exported from the
 * package): each throws InvalidArgumentError with a code naming the kind of
 * bad argument and a message naming the argument, built with `describe`,
 * which never calls a caller's toString.
 *
 * ```ts
 * checkInt('n', 3, 1, 100); // 3
 * checkInt('n', 1.5, 1, 100); // throws NOT_AN_INTEGER: "n must be an integer in 1..100, got 1.5"
 * ```
 */
import { describe, isRevoked } from './brand.js';
import { InvalidArgumentError } from './errors.js';
import type { Random } from './random.js';
import type { Animal, Coord } from './vocabulary.js';

export { describe };

/** `v` if it is an integer in lo..hi; past `hi` the code is TOO_LARGE when `hiIsLimit`, else OUT_OF_RANGE. */
export function checkInt(name: string, v: unknown, lo: number, hi: number, hiIsLimit = false): number {
  // The fast path first: players call this on every draw and every move.
  if (typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi) return v;
  const why = `${name} must be an integer in ${lo}..${hi}, got ${describe(v)}`;
  if (typeof v !== 'number') throw new InvalidArgumentError(why, 'WRONG_TYPE');
  if (!Number.isInteger(v)) throw new InvalidArgumentError(why, 'NOT_AN_INTEGER');
  if (v < lo) throw new InvalidArgumentError(why, 'OUT_OF_RANGE');
  throw new InvalidArgumentError(why, hiIsLimit ? 'TOO_LARGE' : 'OUT_OF_RANGE');
}

/** `a` if it is 'Fox' or 'Dolphin'. */
export function checkAnimal(routine: string, a: unknown): Animal {
  if (a !== 'Fox' && a !== 'Dolphin') {
    throw new InvalidArgumentError(`${routine}: expected 'Fox' or 'Dolphin', got ${describe(a)}`, 'NOT_AN_ANIMAL');
  }
  return a;
}

/** `rng` if it looks like a Random: an object with `next` and `int` functions. */
export function checkRandom(routine: string, rng: unknown): Random {
  if (
    typeof rng !== 'object' ||
    rng === null ||
    isRevoked(rng) ||
    typeof (rng as Random).next !== 'function' ||
    typeof (rng as Random).int !== 'function'
  ) {
    throw new InvalidArgumentError(
      `${routine}: rng must be a Random { next(), int(lo, hi) }, got ${describe(rng)}`,
      'WRONG_TYPE',
    );
  }
  return rng as Random;
}

/** `c` if it is an object with finite number fields x and y. */
export function checkCoord(name: string, c: unknown): Coord {
  if (typeof c !== 'object' || c === null || isRevoked(c)) {
    throw new InvalidArgumentError(`${name} must be a coordinate { x, y }, got ${describe(c)}`, 'WRONG_TYPE');
  }
  const { x, y } = c as { x?: unknown; y?: unknown };
  if (typeof x !== 'number' || typeof y !== 'number') {
    throw new InvalidArgumentError(
      `${name} must be a coordinate { x, y } of numbers, got x ${describe(x)}, y ${describe(y)}`,
      'WRONG_TYPE',
    );
  }
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    throw new InvalidArgumentError(
      `${name}: x and y must be finite, got (${describe(x)}, ${describe(y)})`,
      'NOT_AN_INTEGER',
    );
  }
  return c as Coord;
}

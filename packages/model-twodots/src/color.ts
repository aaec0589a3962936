/**
 * The Color module: the five dot colours, the random source and randomColor.
 *
 * ```ts
 * import { COLORS, mulberry32, randomColor } from '@arcade/model-twodots';
 * const rng = mulberry32(42);
 * const c = randomColor(rng); // one of 'R' | 'G' | 'B' | 'P' | 'Y'
 * COLORS.includes(c); // true
 * ```
 *
 * The model never calls Math.random or reads the clock: every random draw
 * comes from an `Rng` the caller passes in, so one seed replays a game.
 */
import { isSeededRandom, SEED_MAX, SEED_MIN, SeededRandom } from '@arcade/core';
import { describe, frozen, isRevoked } from './brand.js';
import { IllegalArgumentException } from './errors.js';

/** The colours in MIS order; `randomVal` maps i = 0..4 onto them. */
export const COLORS = /* @__PURE__ */ Object.freeze(['R', 'G', 'B', 'P', 'Y'] as const);

/** A dot colour: R red, G green, B blue, P purple, Y yellow. */
export type Color = (typeof COLORS)[number];

/** The MIS's enumeration as a value: `Color.R === 'R'`. */
export const Color: { readonly [K in Color]: K } = /* @__PURE__ */ Object.freeze({
  R: 'R',
  G: 'G',
  B: 'B',
  P: 'P',
  Y: 'Y',
});

/** The English name of each colour, for messages. */
export const COLOR_NAMES: { readonly [K in Color]: string } = /* @__PURE__ */ Object.freeze({
  R: 'red',
  G: 'green',
  B: 'blue',
  P: 'purple',
  Y: 'yellow',
});

/** Whether a value is one of the five colour letters. */
export const isColor = /* @__PURE__ */ frozen(function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
});

/** A source of uniform numbers in [0, 1), like Math.random but injectable. */
export type Rng = () => number;

/**
 * What a board draws its new dots from: a caller's function, or the one
 * seeded generator of @arcade/core. Only a SeededRandom (or a function
 * `mulberry32` made, which is backed by one) can be copied by `clone()` and
 * saved by `toJSON()`: a caller's own function is a closure that cannot.
 */
export type RandomSource = Rng | SeededRandom;

// The seeds `mulberry32` takes are core's (a 32-bit integer, signed or
// unsigned): one definition, and literals there that a bundler drops unused.
export { SEED_MAX, SEED_MIN };

/** The generator behind each function mulberry32 made, so a board can copy and save it. */
const generators = new WeakMap<Rng, SeededRandom>();

/**
 * mulberry32: a tiny, fast 32-bit seeded generator (Tommy Ettinger's public
 * domain mixer). Good enough for dealing dots; not for cryptography.
 * The seed is an integer in SEED_MIN..SEED_MAX (a negative seed s is the
 * generator of s + 2^32); anything else throws IllegalArgumentException
 * (code OUT_OF_RANGE or NOT_AN_INTEGER or WRONG_TYPE), since `>>> 0` would
 * silently turn 1.5 or 2^32 into another seed and deal another game.
 *
 * A thin wrapper, kept for its callers: the function draws from
 * `seededRandom(seed)` of @arcade/core (the same numbers as before), and a
 * board given it draws from, copies and saves that generator.
 */
export const mulberry32 = /* @__PURE__ */ frozen(function mulberry32(seed: number): Rng {
  if (typeof seed !== 'number') {
    throw new IllegalArgumentException(`mulberry32: seed must be a number, got ${describe(seed)}`, 'WRONG_TYPE');
  }
  if (!Number.isInteger(seed)) {
    throw new IllegalArgumentException(`mulberry32: seed must be an integer, got ${describe(seed)}`, 'NOT_AN_INTEGER');
  }
  if (seed < SEED_MIN || seed > SEED_MAX) {
    throw new IllegalArgumentException(
      `mulberry32: seed must be in ${SEED_MIN}..${SEED_MAX}, got ${describe(seed)}`,
      'OUT_OF_RANGE',
    );
  }
  const gen = new SeededRandom(seed);
  const rng: Rng = () => gen.next();
  generators.set(rng, gen);
  return rng;
});

/**
 * The seeded generator behind `rng`: itself if it is a SeededRandom, the
 * one behind a function mulberry32 made, else null (a caller's own
 * function, which cannot be copied or saved).
 */
export function seededSource(rng: unknown): SeededRandom | null {
  if (isSeededRandom(rng)) return rng;
  return typeof rng === 'function' ? (generators.get(rng as Rng) ?? null) : null;
}

/** Whether `rng` is a RandomSource: a function (not a revoked Proxy) or a SeededRandom. */
export function isRandomSource(rng: unknown): rng is RandomSource {
  return (typeof rng === 'function' && !isRevoked(rng)) || isSeededRandom(rng);
}

/**
 * randomColor(): the MIS's randomVal, i uniform in 0..4 drawn from `rng`.
 * A generator that answers outside [0, 1) breaks the MIS's "uniformly
 * distributed in 0 <= i <= 4" and throws IllegalArgumentException.
 */
export const randomColor = /* @__PURE__ */ frozen(function randomColor(rng: RandomSource): Color {
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if (!isRandomSource(rng)) {
    throw new IllegalArgumentException(
      `randomColor: rng must be a function or a SeededRandom, got ${describe(rng)}`,
      'WRONG_TYPE',
    );
  }
  const x = typeof rng === 'function' ? rng() : rng.next();
  if (typeof x !== 'number' || !(x >= 0 && x < 1)) {
    throw new IllegalArgumentException(
      `randomColor: the random source must return a number in [0, 1), got ${describe(x)}`,
      'BAD_RANDOM',
    );
  }
  // x < 1 so the index is at most 4; the fallback only satisfies the type checker.
  return COLORS[Math.floor(x * COLORS.length)] ?? 'R';
});

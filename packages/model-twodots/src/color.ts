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

/** The smallest and largest seed `mulberry32` takes: a 32-bit integer, signed or unsigned. */
export const SEED_MIN = -(2 ** 31);
export const SEED_MAX = 2 ** 32 - 1;

/**
 * mulberry32: a tiny, fast 32-bit seeded generator (Tommy Ettinger's public
 * domain mixer). Good enough for dealing dots; not for cryptography.
 * The seed is an integer in SEED_MIN..SEED_MAX (a negative seed s is the
 * generator of s + 2^32); anything else throws IllegalArgumentException
 * (code OUT_OF_RANGE or NOT_AN_INTEGER or WRONG_TYPE), since `>>> 0` would
 * silently turn 1.5 or 2^32 into another seed and deal another game.
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
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
});

/**
 * randomColor(): the MIS's randomVal, i uniform in 0..4 drawn from `rng`.
 * A generator that answers outside [0, 1) breaks the MIS's "uniformly
 * distributed in 0 <= i <= 4" and throws IllegalArgumentException.
 */
export const randomColor = /* @__PURE__ */ frozen(function randomColor(rng: Rng): Color {
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if (typeof rng !== 'function' || isRevoked(rng)) {
    throw new IllegalArgumentException(`randomColor: rng must be a function, got ${describe(rng)}`, 'WRONG_TYPE');
  }
  const x = rng();
  if (typeof x !== 'number' || !(x >= 0 && x < 1)) {
    throw new IllegalArgumentException(
      `randomColor: the random source must return a number in [0, 1), got ${describe(x)}`,
      'BAD_RANDOM',
    );
  }
  // x < 1 so the index is at most 4; the fallback only satisfies the type checker.
  return COLORS[Math.floor(x * COLORS.length)] ?? 'R';
});

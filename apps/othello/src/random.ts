/**
 * The app's seeded random source: `--seed N` makes every game replay exactly,
 * and the seed is printed so any game can be replayed. It lives in the
 * engine's session (`@arcade/engine-othello/session`), which the console and
 * the web view share; this module re-exports it under the app's old name.
 *
 * ```ts
 * import { seededRandom } from '@arcade/othello';
 * const rng = seededRandom(42);
 * rng(); // a number in [0, 1), the same for seed 42 every time
 * ```
 */
export { seededRandom } from '@arcade/engine-othello/session';

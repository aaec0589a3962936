/**
 * Internals for the package's own benchmark and scripts (bench/run.mjs,
 * train/): not part of the public API (no entry in package.json's exports),
 * built to dist/internal.js so the benchmark measures the built code.
 *
 * ```ts
 * import { evaluatePattern, evaluateClassic } from '../dist/internal.js';
 * ```
 */
export { evaluateClassic } from './evaluate.js';
export { evaluatePattern } from './pattern-eval.js';
export { FIRST_GUESS, ORDERING } from './endgame.js';
export { PROBCUT } from './midgame.js';
export { readGame } from './position.js';

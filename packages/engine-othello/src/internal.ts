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
import { useEmbeddedWeights } from './embedded.js';
import { evaluatePattern as evaluateWith } from './pattern-eval.js';

/** The learned evaluation with the embedded weights (loaded on the first call unless set already). */
export function evaluatePattern(pl: number, ph: number, ol: number, oh: number): number {
  useEmbeddedWeights();
  return evaluateWith(pl, ph, ol, oh);
}
export { FIRST_GUESS, ORDERING, SELECTIVE } from './endgame.js';
export { INCREMENTAL, PROBCUT } from './midgame.js';
export { readGame } from './position.js';
export { embeddedWeights, shippedWeights, useEmbeddedWeights } from './embedded.js';
export { hasPatternWeights, setPatternWeights } from './pattern-eval.js';
export { TIMEOUT } from './analyze.js';

import type { SolveResult } from '../src/index.js';

/** `r` narrowed to a solved result: throws (failing the test) when the budget stopped it. */
export function solved(r: SolveResult): Extract<SolveResult, { status: 'solved' }> {
  if (r.status !== 'solved') throw new Error(`expected a solved result, got ${r.status} (${r.stoppedBy})`);
  return r;
}

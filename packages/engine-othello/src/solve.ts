/**
 * solve(game, options?): perfect play from any position.
 *
 * ```ts
 * import { parseBoard } from '@arcade/model-othello';
 * import { solve } from '@arcade/engine-othello';
 * solve(parseBoard('XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X'));
 * // { move: { i: 4, j: 7 } (h5), score: 6, nodes: ... }
 * ```
 */
import type { Square } from '@arcade/model-othello';
import { Othello, SQUARES } from '@arcade/model-othello';
import { newSolve, ROOT, solveExact } from './endgame.js';
import { frozen, ownOptions } from '@arcade/core';
import { describe, EngineError, isEngineError } from './errors.js';
import { fnOption, intOption, type Position, readGame } from './position.js';
import { ABORT, S, startBudget } from './state.js';

/** Options of `solve`: a budget. Past it, solve throws BUDGET_EXCEEDED. */
export interface SolveOptions {
  /** At most this many nodes (positive integer). Default: no limit. */
  readonly maxNodes?: number;
  /** At most this many milliseconds by `clock` (needs `clock`). */
  readonly timeMs?: number;
  /** A clock in milliseconds, e.g. `() => performance.now()`. */
  readonly clock?: () => number;
}

/** The result of `solve`. */
export interface SolveResult {
  /** A best move; null when the side to move must pass or the game is over. */
  readonly move: Square | null;
  /** The final disc difference for the side to move under perfect play
   * (empty squares to the winner): -64..64. */
  readonly score: number;
  /** Positions searched. */
  readonly nodes: number;
}

export interface Budget {
  maxNodes: number;
  timeMs: number;
  clock: (() => number) | null;
}

/** The largest `maxNodes`: 2^53 - 1 (past it a node count is no longer exact). */
export const MAX_NODES = Number.MAX_SAFE_INTEGER;
/** The largest `timeMs`: 2^31 - 1 ms (about 24.8 days), the largest delay of a Node timer. */
export const MAX_TIME_MS = 2 ** 31 - 1;

const SOLVE_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze(['maxNodes', 'timeMs', 'clock']);

/**
 * The options object, read once (each known option read exactly once, so a
 * getter cannot answer differently later) through own properties only (a
 * polluted Object.prototype is never read): undefined or an object that is
 * not an array, whose own enumerable keys are all in `known` (a misspelt
 * option is refused, not ignored). A getter or Proxy trap that throws while
 * the options are read, or a revoked Proxy, is INVALID_OPTION.
 */
export function readOptions(
  routine: string,
  options: unknown,
  known: readonly string[],
): Readonly<Record<string, unknown>> {
  try {
    return ownOptions(routine, options, known, (_, message) => new EngineError('INVALID_OPTION', message));
  } catch (e) {
    if (isEngineError(e)) throw e;
    throw new EngineError('INVALID_OPTION', `${routine}: reading options threw`);
  }
}

/** The game: an Othello of either build of the model (its brand check,
 * `instanceof Othello`), read into the search's words. */
export function checkGame(routine: string, game: unknown): Position {
  if (!(game instanceof Othello)) {
    throw new EngineError(
      'INVALID_GAME',
      `${routine}: game must be an Othello game from @arcade/model-othello, got ${describe(game)}`,
    );
  }
  return readGame(routine, game);
}

let busy = false;

/**
 * Runs a public call, refusing one made from inside another (from its clock,
 * rng or onProgress): the search state is one per module, and a nested
 * call's reset of it would corrupt the running search. The flag is cleared
 * however the call ends, so a throw leaves the engine usable.
 */
export function guarded<T>(routine: string, run: () => T): T {
  if (busy) {
    throw new EngineError(
      'REENTRANT_CALL',
      `${routine}: called from inside a running solve or analyze (from its clock, rng or onProgress); call it after that one returns`,
    );
  }
  busy = true;
  try {
    return run();
  } finally {
    busy = false;
  }
}

/** The caller's clock, each reading checked: a NaN, an infinity or a
 * non-number would make the deadline never (or always) arrive. */
function checkedClock(routine: string, clock: () => number): () => number {
  return () => {
    const t: unknown = clock();
    if (typeof t !== 'number' || !Number.isFinite(t)) {
      throw new EngineError(
        'INVALID_OPTION',
        `${routine}: clock() must return a finite number of milliseconds, got ${describe(t)}`,
      );
    }
    return t;
  };
}

/** The budget options shared by solve and analyze. */
export function readBudget(routine: string, o: Record<string, unknown>): Budget {
  const maxNodes = intOption(routine, 'maxNodes', o.maxNodes, 1, MAX_NODES);
  const timeMs = intOption(routine, 'timeMs', o.timeMs, 1, MAX_TIME_MS);
  const clockOption = fnOption<() => number>(routine, 'clock', o.clock);
  const clock = clockOption === undefined ? undefined : checkedClock(routine, clockOption);
  if (timeMs !== undefined && clock === undefined) {
    throw new EngineError(
      'CLOCK_REQUIRED',
      `${routine}: timeMs needs a clock (the engine reads no time itself), e.g. { timeMs: ${timeMs}, clock: () => performance.now() }`,
    );
  }
  return {
    maxNodes: maxNodes ?? Number.POSITIVE_INFINITY,
    timeMs: timeMs ?? Number.POSITIVE_INFINITY,
    clock: clock !== undefined && timeMs !== undefined ? clock : null,
  };
}

/** A clock that must return a finite number: read once up front (the
 * checked clock of readBudget throws INVALID_OPTION), before any search. */
export function checkClock(_routine: string, clock: (() => number) | null): void {
  if (clock !== null) clock();
}

/** Exact solve of (pl, ph, ol, oh) inside the current budget: score, and ROOT.move. */
export function exactScore(pl: number, ph: number, ol: number, oh: number): number {
  newSolve();
  return solveExact(pl, ph, ol, oh);
}

export const solve = /* @__PURE__ */ frozen(function solve(game: Othello, options?: SolveOptions): SolveResult {
  return guarded('solve', () => solveChecked(game, options));
});

function solveChecked(game: unknown, options: unknown): SolveResult {
  const o = readOptions('solve', options, SOLVE_OPTIONS);
  const p = checkGame('solve', game);
  const budget = readBudget('solve', o);
  checkClock('solve', budget.clock);
  startBudget(budget.maxNodes, budget.clock, budget.timeMs);
  let score: number;
  try {
    score = exactScore(p.pl, p.ph, p.ol, p.oh);
  } catch (e) {
    if (e !== ABORT) throw e;
    throw new EngineError(
      'BUDGET_EXCEEDED',
      `solve: the budget ran out after ${S.nodes} nodes before the position was solved`,
    );
  }
  // + 0: a negated zero is -0, which prints and compares (Object.is) as -0.
  return Object.freeze({ move: ROOT.move < 0 ? null : SQUARES[ROOT.move]!, score: score + 0, nodes: S.nodes });
}

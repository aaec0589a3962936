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
import type { Othello, Square } from '@arcade/model-othello';
import { SQUARES } from '@arcade/model-othello';
import { newSolve, ROOT, solveRoot } from './endgame.js';
import { EngineError } from './errors.js';
import { fnOption, intOption, optionsObject, readGame } from './position.js';
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

/** The budget options shared by solve and analyze. */
export function readBudget(routine: string, o: Record<string, unknown>): Budget {
  const maxNodes = intOption(routine, 'maxNodes', o.maxNodes, 1, Number.MAX_SAFE_INTEGER);
  const timeMs = intOption(routine, 'timeMs', o.timeMs, 1, 2 ** 31 - 1);
  const clock = fnOption<() => number>(routine, 'clock', o.clock);
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

/** A clock that must return a finite number; checked once up front. */
export function checkClock(routine: string, clock: (() => number) | null): void {
  if (clock === null) return;
  const t = clock();
  if (typeof t !== 'number' || !Number.isFinite(t)) {
    throw new EngineError('INVALID_OPTION', `${routine}: clock() must return a finite number of milliseconds`);
  }
}

/** Exact solve of (pl, ph, ol, oh) inside the current budget: score, and ROOT.move. */
export function exactScore(pl: number, ph: number, ol: number, oh: number): number {
  newSolve();
  // A full window: an aspiration window around a 4-ply estimate measured
  // worse (FForum 38: 102 million nodes against 71).
  return solveRoot(pl, ph, ol, oh, -64, 64);
}

export function solve(game: Othello, options?: SolveOptions): SolveResult {
  const o = optionsObject('solve', options);
  const p = readGame('solve', game);
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

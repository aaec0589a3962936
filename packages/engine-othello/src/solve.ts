import type { Square } from '@arcade/model-othello';
import { Othello, SQUARES } from '@arcade/model-othello';
import { newSolve, ROOT, solveExact } from './endgame.js';
import {
  type AbortSignalLike,
  type BudgetOptions,
  frozen,
  ownOptions,
  type Progress,
  readClockAndSignal,
  type StopReason,
} from '@arcade/core';
import { genMoves, outHi } from '@arcade/model-othello/bitboard';
import { describe, EngineError, isEngineError } from './errors.js';
import { fnOption, intOption, type Position, readGame } from './position.js';
import { requirePatternWeights } from './pattern-eval.js';
import { ABORT, S, startBudget } from './state.js';

/**
 * Options of `solve`: a budget, the same as analyze's and FreeCell's solve's
 * (`maxNodes`, `timeMs` with `clock`, `signal`), and `onProgress`. Past the
 * budget, solve returns `{ status: 'gave-up', stoppedBy, nodes }`.
 */
export interface SolveOptions extends BudgetOptions {
  /** At most this many nodes (positive integer). Default: no limit. */
  readonly maxNodes?: number;
  /** At most this many milliseconds by `clock` (needs `clock`). */
  readonly timeMs?: number;
  /** A clock in milliseconds, e.g. `() => performance.now()`. */
  readonly clock?: () => number;
  /** Aborting it stops the search: the result is then `'gave-up'` with `stoppedBy: 'signal'`. */
  readonly signal?: AbortSignalLike;
  /** Called every 16,384 nodes or so with the nodes searched and the time taken. */
  readonly onProgress?: (progress: Progress) => void;
}

/** The result of `solve`: solved, or stopped by its budget. */
export type SolveResult =
  | {
      /** The search finished within its budget. */
      readonly status: 'solved';
      /** A best move; null when the side to move must pass (`pass`) or the game is over (`gameOver`). */
      readonly move: Square | null;
      /** The side to move has no legal move but the other side has: it must pass. */
      readonly pass: boolean;
      /** Neither side can move: `score` is the final result. */
      readonly gameOver: boolean;
      /** The final disc difference for the side to move under perfect play
       * (empty squares to the winner): -64..64. */
      readonly score: number;
      /** Positions searched. */
      readonly nodes: number;
    }
  | {
      /** The budget ran out before the position was solved. */
      readonly status: 'gave-up';
      /** The option that ran out. */
      readonly stoppedBy: StopReason;
      /** Positions searched. */
      readonly nodes: number;
    };

export interface Budget {
  maxNodes: number;
  timeMs: number;
  clock: (() => number) | null;
  signal: AbortSignalLike | undefined;
}

/** The largest `maxNodes`: 2^53 - 1 (past it a node count is no longer exact). */
export const MAX_NODES = 2 ** 53 - 1; // Number.MAX_SAFE_INTEGER, as arithmetic that a bundler drops when unused
/** The largest `timeMs`: 2^31 - 1 ms (about 24.8 days), the largest delay of a Node timer. */
export const MAX_TIME_MS = 2 ** 31 - 1;

const SOLVE_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'maxNodes',
  'timeMs',
  'clock',
  'signal',
  'onProgress',
]);

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

/** The budget options shared by solve and analyze (core's convention; sizes checked here). */
export function readBudget(routine: string, o: Record<string, unknown>): Budget {
  const maxNodes = intOption(routine, 'maxNodes', o.maxNodes, 1, MAX_NODES);
  const timeMs = intOption(routine, 'timeMs', o.timeMs, 1, MAX_TIME_MS);
  const { clock, signal } = readClockAndSignal(
    routine,
    o.clock,
    o.signal,
    (_, message) => new EngineError('INVALID_OPTION', message),
  );
  if (timeMs !== undefined && clock === undefined) {
    throw new EngineError(
      'CLOCK_REQUIRED',
      `${routine}: timeMs needs a clock (the engine reads no time itself), e.g. { timeMs: ${timeMs}, clock: () => performance.now() }`,
    );
  }
  return {
    maxNodes: maxNodes ?? Number.POSITIVE_INFINITY,
    timeMs: timeMs ?? Number.POSITIVE_INFINITY,
    // Without timeMs the clock only times the progress reports.
    clock: clock ?? null,
    signal,
  };
}

/** The common part of every progress report: nodes so far, and milliseconds by the clock (null without one). */
export function progressNow(): Progress {
  return Object.freeze({ nodes: S.nodes, elapsedMs: S.budget === null ? null : S.budget.elapsedMs() });
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

/**
 * solve(game, options?): perfect play from any position.
 *
 * ```ts
 * import { parseBoard } from '@arcade/model-othello';
 * import { solve } from '@arcade/engine-othello';
 * solve(parseBoard('XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X'));
 * // { status: 'solved', move: { i: 4, j: 7 } (h5), pass: false, gameOver: false, score: 6, nodes: ... }
 * ```
 */
export const solve = /* @__PURE__ */ frozen(function solve(game: Othello, options?: SolveOptions): SolveResult {
  return guarded('solve', () => solveChecked(game, options));
});

function solveChecked(game: unknown, options: unknown): SolveResult {
  const o = readOptions('solve', options, SOLVE_OPTIONS);
  const p = checkGame('solve', game);
  const budget = readBudget('solve', o);
  const onProgress = fnOption<(p: Progress) => void>('solve', 'onProgress', o.onProgress);
  checkClock('solve', budget.clock);
  // The endgame orders moves by the learned evaluation from 14 empties.
  requirePatternWeights('solve');
  startBudget({ ...budget, onPoll: onProgress === undefined ? undefined : () => onProgress(progressNow()) });
  if (budget.signal?.aborted === true) return Object.freeze({ status: 'gave-up', stoppedBy: 'signal', nodes: 0 });
  let score: number;
  try {
    score = exactScore(p.pl, p.ph, p.ol, p.oh);
  } catch (e) {
    if (e !== ABORT) throw e;
    return Object.freeze({ status: 'gave-up', stoppedBy: S.stoppedBy ?? 'maxNodes', nodes: S.nodes });
  }
  const noMove = ROOT.move < 0;
  const gameOver = noMove && (genMoves(p.ol, p.oh, p.pl, p.ph) | outHi) === 0;
  // + 0: a negated zero is -0, which prints and compares (Object.is) as -0.
  return Object.freeze({
    status: 'solved',
    move: noMove ? null : SQUARES[ROOT.move]!,
    pass: noMove && !gameOver,
    gameOver,
    score: score + 0,
    nodes: S.nodes,
  });
}

/**
 * The one convention for long work (Othello's solve and analyze, FreeCell's
 * solve): the same budget options, the same progress report, and one way to
 * end on a budget, a result whose `status` is `'gave-up'` and whose
 * `stoppedBy` names the option that ran out. Each package checks the sizes
 * of `maxNodes` and `timeMs` against its own limits; the clock and the
 * signal are read here, the same way for all.
 *
 * ```ts
 * import { startBudget } from '@arcade/core';
 * const b = startBudget({ maxNodes: 1000, timeMs: 50, clock: () => performance.now() });
 * b.stoppedBy(1000); // 'maxNodes'
 * ```
 */
import { describe, isRevoked } from './index.js';

/** The budget option that ended a search early: `stoppedBy` of a `'gave-up'` result. */
export type StopReason = 'maxNodes' | 'timeMs' | 'signal';

/**
 * What a search needs of an AbortSignal: `aborted`, read at each look at the
 * budget. A DOM or Node AbortSignal is one; the type asks no more so that
 * neither lib is needed to compile against it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

/** The budget options every long search takes. */
export interface BudgetOptions {
  /** At most this many positions (nodes) searched; the package's README gives its limit. */
  readonly maxNodes?: number;
  /** At most this many milliseconds by `clock` (needs `clock`). */
  readonly timeMs?: number;
  /** A clock in milliseconds, e.g. `() => performance.now()`: the packages read no time themselves. */
  readonly clock?: () => number;
  /** Stops the search when aborted (`controller.abort()` from a callback, a worker message...). */
  readonly signal?: AbortSignalLike;
}

/** What every `onProgress` callback gets (each package adds its own fields). */
export interface Progress {
  /** Positions searched so far. */
  readonly nodes: number;
  /** Milliseconds since the search started by `clock`; null without a clock. */
  readonly elapsedMs: number | null;
}

/** How a budget option was wrong, for `readClockAndSignal`'s `fail`. */
export type BudgetProblem = 'WRONG_TYPE' | 'OUT_OF_RANGE' | 'CLOCK_REQUIRED';

/**
 * A clock that must return a finite number: each reading is checked, since a
 * NaN or an infinity would make the deadline never (or always) arrive.
 */
function checkedClock(
  routine: string,
  clock: () => number,
  name: string,
  fail: (problem: BudgetProblem, message: string) => Error,
): () => number {
  return () => {
    const t: unknown = clock();
    if (typeof t !== 'number' || !Number.isFinite(t)) {
      throw fail(
        'OUT_OF_RANGE',
        `${routine}: ${name}() must return a finite number of milliseconds, got ${describe(t)}`,
      );
    }
    return t;
  };
}

/**
 * Checks `clock` and `signal` (read once by the caller from its options):
 * `clock` a function (its readings checked), `signal` an object with a
 * boolean `aborted`. `fail(problem, message)` builds the package's own
 * error. `clockName` is the name the caller was given the clock under.
 */
export function readClockAndSignal(
  routine: string,
  clock: unknown,
  signal: unknown,
  fail: (problem: BudgetProblem, message: string) => Error,
  clockName = 'clock',
): { clock: (() => number) | undefined; signal: AbortSignalLike | undefined } {
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if (clock !== undefined && (typeof clock !== 'function' || isRevoked(clock))) {
    throw fail('WRONG_TYPE', `${routine}: ${clockName} must be a function, got ${describe(clock)}`);
  }
  if (signal !== undefined) {
    let aborted: unknown;
    try {
      aborted = typeof signal === 'object' && signal !== null ? (signal as AbortSignalLike).aborted : undefined;
    } catch {
      aborted = undefined;
    }
    if (typeof aborted !== 'boolean') {
      throw fail('WRONG_TYPE', `${routine}: signal must be an AbortSignal, got ${describe(signal)}`);
    }
  }
  return {
    clock: clock === undefined ? undefined : checkedClock(routine, clock as () => number, clockName, fail),
    signal: signal as AbortSignalLike | undefined,
  };
}

/** A running budget: asked at each look (every few thousand nodes) whether to stop. */
export interface Budget {
  /** The option that has run out once `nodes` positions are searched, or null to go on. */
  stoppedBy(nodes: number): StopReason | null;
  /** Milliseconds since the start by the clock; null without one. */
  elapsedMs(): number | null;
}

/**
 * Starts a budget of checked values (Infinity or undefined for no limit;
 * `timeMs` counts only with a clock). The clock is read once now; a signal
 * already aborted stops the search at its first look.
 */
export function startBudget(options: {
  readonly maxNodes?: number;
  readonly timeMs?: number;
  readonly clock?: (() => number) | undefined;
  readonly signal?: AbortSignalLike | undefined;
}): Budget {
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const clock = options.clock;
  const signal = options.signal;
  const start = clock === undefined ? 0 : clock();
  const deadline =
    clock === undefined || options.timeMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeMs;
  return {
    stoppedBy(nodes: number): StopReason | null {
      if (signal?.aborted === true) return 'signal';
      if (nodes >= maxNodes) return 'maxNodes';
      if (deadline !== Number.POSITIVE_INFINITY && (clock as () => number)() >= deadline) return 'timeMs';
      return null;
    },
    elapsedMs(): number | null {
      return clock === undefined ? null : clock() - start;
    },
  };
}

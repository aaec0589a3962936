/**
 * The solver's public types, its default weights and attempts, and the
 * checking of solve's options (a bad option throws before any search runs).
 *
 * ```ts
 * import { FreecellGame, msDeal, solve } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * solve(g, { maxNodes: 100_000 }).status; // 'solved'
 * ```
 */
import {
  type AbortSignalLike,
  type BudgetOptions,
  type Progress,
  readClockAndSignal,
  type StopReason,
  startBudget,
} from '@arcade/core';
import { isArray, isRevoked, ownOptions, ownValue } from '../brand.js';
import { FreecellError } from '../errors.js';
import { shown } from '../shown.js';

/** The heuristic's weights (each from -1000 to 1000, used to 1/1024): the position with the lowest weighted sum is searched first. */
export interface Weights {
  /** Per card not yet home. */
  readonly home: number;
  /** Per card lying above a lower card in its column. */
  readonly blocked: number;
  /** Per card above the next card its suit needs. */
  readonly above: number;
  /** Per free cell (subtracted). */
  readonly cells: number;
  /** Per empty column (subtracted). */
  readonly cols: number;
  /** Per card not on a card one higher of the other colour. */
  readonly unseq: number;
  /** Per move made so far: more finds shorter solutions, slower. */
  readonly depth: number;
}

/**
 * solve's options: the budget every long search takes (`maxNodes`, `timeMs`
 * with `clock`, `signal`) and `onProgress`, as in @arcade/engine-othello;
 * past the budget solve returns `{ status: 'gave-up', stoppedBy, nodes }`.
 */
export interface SolveOptions extends BudgetOptions {
  /** Give up after expanding this many positions in all (default and most: MAX_SOLVE_NODES). */
  readonly maxNodes?: number;
  /** Give up after this many milliseconds by `clock()`; needs `clock`. */
  readonly timeMs?: number;
  /** A clock in milliseconds (e.g. `() => performance.now()`); the model reads no clock itself. */
  readonly clock?: () => number;
  /** Aborting it stops the search: `{ status: 'gave-up', stoppedBy: 'signal' }`. */
  readonly signal?: AbortSignalLike;
  /** Called every 4,096 positions or so with `{ nodes, elapsedMs }`. */
  readonly onProgress?: (progress: Progress) => void;
  /** @deprecated the old name of `timeMs`, accepted for this version only. */
  readonly timeLimitMs?: number;
  /** @deprecated the old name of `clock`, accepted for this version only. */
  readonly now?: () => number;
  /** Tuning: one search with these weights (over the defaults) and no budget but maxNodes. */
  readonly weights?: Partial<Weights>;
  /** Tuning: the searches to try in turn; the last should have budget Infinity to stay complete. */
  readonly attempts?: readonly { readonly weights: Partial<Weights>; readonly budget: number }[];
  /**
   * 'moves': the short mode, the shortest solution it can find by
   * countMoves' count (maximum auto play), not the first one; see the README.
   */
  readonly minimize?: 'moves';
  /** The short mode's beam width (default DEFAULT_BEAM, at most MAX_BEAM): wider finds shorter, slower. */
  readonly beam?: number;
}

export type SolveResult =
  | {
      readonly status: 'solved';
      /** Every move in standard notation, automatic foundation moves included. */
      readonly moves: string[];
      /** The number of moves without the automatic foundation moves (the game's autoMoveToFoundations: the strictly safe ones). */
      readonly length: number;
      /** Positions expanded. */
      readonly nodes: number;
      /** Short mode only: the budget stopped it before its widest beam finished; this is the best found so far. */
      readonly cutShort?: boolean;
    }
  | { readonly status: 'unsolvable'; readonly nodes: number }
  | {
      /** The budget ran out first; `stoppedBy` names the option. */
      readonly status: 'gave-up';
      readonly stoppedBy: StopReason;
      readonly nodes: number;
    };

/**
 * The first weight set, tuned (coordinate descent, fewest positions expanded) on
 * Microsoft deals 5001..5300, then 20001..20400; the default for `weights`.
 */
export const W1: Weights = { home: 0.7, blocked: 1.125, above: 0.375, cells: 4, cols: 2, unseq: 1, depth: 0.75 };
/** A second view, tuned on the deals of 1..4000 that the first does not solve within 2,000 positions. */
const W2: Weights = { home: 0.84, blocked: 0.08, above: 0.56, cells: 1, cols: 0.84, unseq: 1.5, depth: 1 };
/**
 * The first attempt's: W2 with space valued more and a little less depth (on
 * deals 1..2000 the median deal took 77 positions, W1's 120, and solutions
 * were shorter, 41.5 moves against 43.6, but more deals need thousands, so it
 * goes first with a small budget), then re-tuned by coordinate descent on
 * deals 100001..101200 (outside the benchmark's 1..32000, to avoid fitting
 * it), for fewest positions within its budget: 8% fewer, and shorter solutions.
 * Re-tuned for the budgeted attempts' shorter move list (bf7d4b6) by
 * coordinate descent (one weight at a time times or over 1.25) for the
 * fewest positions of the whole schedule on deals 100001..104000 (home 1.05
 * to 0.672, blocked 0.096 to 0.2344, above 0.56 to 0.3584); a local optimum
 * on 100001..112000 too. Positions a deal, before and after: 154.2 to 144.3
 * on 100001..104000, 139.4 to 130.1 on 1..4000, 158.0 to 152.2 on
 * 104001..124000, 150.0 to 144.0 on 1..32000; solutions 0.1 move longer
 * (39.84 to 39.97 on 1..32000). Re-tuning W1T (on the deals this leaves,
 * also on 100001..124000's 1447) and the budgets found no gain that held on
 * the other ranges: the later attempts' cost is a few deals' (the 10 dearest
 * of 4000 are 8 to 16% of it).
 */
const W0: Weights = { home: 0.672, blocked: 0.2344, above: 0.3584, cells: 2, cols: 0.6144, unseq: 1.5, depth: 0.8 };
/** W1 re-tuned on the 144 deals of 100001..102000 that W0 does not solve within 400 positions (the second attempt's). */
const W1T: Weights = { home: 0.525, blocked: 1.125, above: 0.2813, cells: 4, cols: 2.5, unseq: 1, depth: 0.75 };
/** A third, tuned on the 77 solvable deals of 1..32000 that the first two left (it values space highly). */
const W3: Weights = { home: 0.7, blocked: 0.844, above: 0.188, cells: 6, cols: 7, unseq: 1, depth: 0.75 };

/**
 * The attempts solve makes, in order: quick searches with different weights
 * fail on different deals, so a short attempt with another view beats a long
 * one with the same view. The last has no budget, so it is complete. The
 * budgets were chosen by replaying each weight set's position counts on deals
 * 1..2000 (fewest positions in all, solutions no longer than before). With
 * solve's TABU (each attempt after a failed one steers clear of its
 * positions), W1T at 1,500 or 3,000 and W2 at 2,000 were within 1% on
 * 100001..116000 and 200001..216000, and W0 or W2 second did worse.
 */
export const ATTEMPTS: readonly { readonly weights: Weights; readonly budget: number }[] = [
  { weights: W0, budget: 400 },
  { weights: W1T, budget: 2000 },
  { weights: W2, budget: 4000 },
  // W0 again, with a budget past its first one: the complete search (W3) is
  // the best last resort on 1..32000's hardest deals but can be very bad on
  // one (deal 115638: 2,940,404 positions, near MAX_SOLVE_NODES) that W0
  // solves in 610 (628 with the re-tuned W0). Deals 1..32000 cost 1.1% more positions so.
  { weights: W0, budget: 3000 },
  { weights: W3, budget: Infinity },
];

const WEIGHT_NAMES = /* @__PURE__ */ Object.keys(W1) as (keyof Weights)[];

/**
 * The largest weight, in size: the search scores in whole 1/1024ths
 * (Work.setWeights), and with weights this size a score still fits a small
 * integer, which V8 returns from a function without allocating (scores
 * returned as fractions cost 11 KB of garbage a solve).
 */
const MAX_WEIGHT = 1000;

/**
 * The most positions one solve expands, over all its attempts (about 64
 * bytes each, plus the queue): the default `maxNodes`, and what `Infinity`
 * means; a larger finite maxNodes is refused. Deal 11982, the unsolvable
 * one, is proved so in about 130,000.
 */
export const MAX_SOLVE_NODES = 5_000_000;

/** A budget: a number >= 0, Infinity allowed (no limit), NaN not (it would never run out). */
function checkBudget(name: string, v: unknown): number {
  if (typeof v !== 'number') throw new FreecellError('WRONG_TYPE', `solve: ${name} must be a number, got ${shown(v)}`);
  if (!(v >= 0)) throw new FreecellError('OUT_OF_RANGE', `solve: ${name} must be a number >= 0, got ${shown(v)}`);
  return v;
}

/** Weights over the defaults: known names only, each a finite number (NaN or Infinity would wreck the queue order). */
function checkWeights(name: string, w: unknown): Weights {
  if (typeof w !== 'object' || w === null || isRevoked(w))
    throw new FreecellError('WRONG_TYPE', `solve: ${name} must be an object of weights, got ${shown(w)}`);
  for (const [key, v] of Object.entries(w)) {
    if (!(WEIGHT_NAMES as string[]).includes(key)) {
      throw new FreecellError(
        'OUT_OF_RANGE',
        `solve: ${name}.${key} is not a weight (the weights are ${WEIGHT_NAMES.join(', ')})`,
      );
    }
    if (typeof v !== 'number')
      throw new FreecellError('WRONG_TYPE', `solve: ${name}.${key} must be a number, got ${shown(v)}`);
    if (!Number.isFinite(v))
      throw new FreecellError('OUT_OF_RANGE', `solve: ${name}.${key} must be a finite number, got ${shown(v)}`);
    if (Math.abs(v) > MAX_WEIGHT) {
      throw new FreecellError(
        'OUT_OF_RANGE',
        `solve: ${name}.${key} must be from -${MAX_WEIGHT} to ${MAX_WEIGHT}, got ${shown(v)}`,
      );
    }
  }
  return { ...W1, ...(w as Partial<Weights>) };
}

/** The options solve knows; any other own option is refused (UNKNOWN_OPTION), not ignored. */
const SOLVE_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'maxNodes',
  'timeMs',
  'clock',
  'signal',
  'onProgress',
  'timeLimitMs',
  'now',
  'weights',
  'attempts',
  'minimize',
  'beam',
]);

/**
 * solve's options as a plain object of their own properties (each read
 * once; see checkOptions); a revoked Proxy or a non-object is WRONG_TYPE,
 * an unknown option UNKNOWN_OPTION.
 */
export function readOptions(options: SolveOptions): SolveOptions {
  return ownOptions('solve', options, SOLVE_OPTIONS, (problem, message) =>
    problem === 'unknown-option'
      ? new FreecellError('UNKNOWN_OPTION', message)
      : new FreecellError('WRONG_TYPE', message),
  ) as SolveOptions;
}

/** Positions between two progress reports. */
const PROGRESS_EVERY = 4096;

/**
 * Checks solve's options before anything runs, so a bad one throws a clear
 * error instead of a search that never gives up (timeMs NaN) or a
 * queue in no order (a NaN weight). Options are read through own properties
 * only, each once (a polluted Object.prototype is never read), and an
 * unknown own option (`maxnodes`) is refused rather than ignored. The clock
 * is checked at every reading (a NaN mid-search is refused, not taken as
 * "no limit"). `late(nodes)` is what the searches call every few hundred
 * positions: it reports progress and says whether the time or the signal
 * has stopped the search (undefined when there is nothing to look at).
 */
export function checkOptions(options: SolveOptions): {
  maxNodes: number;
  late: ((nodes: number) => boolean) | undefined;
  stoppedBy: (nodes: number) => StopReason;
  attempts: readonly { readonly weights: Weights; readonly budget: number }[];
} {
  const o = readOptions(options);
  // The short mode's options come only with minimize (solve sends those calls to short.ts).
  if (o.beam !== undefined || o.minimize !== undefined) {
    throw new FreecellError('WRONG_TYPE', "solve: beam is the short mode's option: give minimize: 'moves' too");
  }
  const asked = o.maxNodes === undefined ? MAX_SOLVE_NODES : checkBudget('maxNodes', o.maxNodes);
  // Infinity, "no limit", is the package's limit; a finite number past it is refused.
  if (asked > MAX_SOLVE_NODES && asked !== Infinity) {
    throw new FreecellError('TOO_LARGE', `solve: maxNodes must be at most ${MAX_SOLVE_NODES}, got ${shown(asked)}`);
  }
  const maxNodes = Math.min(asked, MAX_SOLVE_NODES);
  // The deprecated names (timeLimitMs, now) are read as timeMs and clock; messages use the name given.
  if (o.timeMs !== undefined && o.timeLimitMs !== undefined)
    throw new FreecellError('WRONG_TYPE', 'solve: give timeMs or its old name timeLimitMs, not both');
  if (o.clock !== undefined && o.now !== undefined)
    throw new FreecellError('WRONG_TYPE', 'solve: give clock or its old name now, not both');
  const timeName = o.timeLimitMs !== undefined ? 'timeLimitMs' : 'timeMs';
  const clockName = o.now !== undefined ? 'now' : 'clock';
  const timeMs = o.timeMs ?? o.timeLimitMs;
  const { clock, signal } = readClockAndSignal(
    'solve',
    o.clock ?? o.now,
    o.signal,
    (problem, message) => new FreecellError(problem === 'WRONG_TYPE' ? 'WRONG_TYPE' : 'OUT_OF_RANGE', message),
    clockName,
  );
  const onProgress = o.onProgress;
  if (onProgress !== undefined && (typeof onProgress !== 'function' || isRevoked(onProgress)))
    throw new FreecellError('WRONG_TYPE', `solve: onProgress must be a function, got ${shown(onProgress)}`);
  let limit: number | undefined;
  if (timeMs !== undefined) {
    if (clock === undefined)
      throw new FreecellError('WRONG_TYPE', `solve: ${timeName} needs a clock, options.${clockName}`);
    limit = checkBudget(timeName, timeMs);
  }
  // The clock is read only for a time limit or for progress (as before: a clock alone costs nothing).
  const timed = limit !== undefined || onProgress !== undefined;
  const budget = startBudget({ timeMs: limit, clock: timed ? clock : undefined, signal });
  let nextReport = PROGRESS_EVERY;
  const late =
    limit === undefined && signal === undefined && onProgress === undefined
      ? undefined
      : (nodes: number): boolean => {
          if (onProgress !== undefined && nodes >= nextReport) {
            nextReport = nodes + PROGRESS_EVERY;
            onProgress(Object.freeze({ nodes, elapsedMs: budget.elapsedMs() }));
          }
          // maxNodes is counted by the searches themselves (per attempt); here only time and signal.
          return budget.stoppedBy(0) !== null;
        };
  const stoppedBy = (nodes: number): StopReason =>
    nodes >= maxNodes ? 'maxNodes' : (budget.stoppedBy(0) ?? 'maxNodes');
  if (o.weights !== undefined && o.attempts !== undefined) {
    throw new FreecellError('WRONG_TYPE', 'solve: give weights or attempts, not both');
  }
  let attempts: readonly { readonly weights: Weights; readonly budget: number }[];
  if (o.attempts !== undefined) {
    if (!isArray(o.attempts) || o.attempts.length === 0 || o.attempts.length > 100) {
      throw new FreecellError(
        'OUT_OF_RANGE',
        'solve: attempts must be a non-empty array of at most 100 { weights, budget }',
      );
    }
    attempts = o.attempts.map((a: unknown, k) => {
      if (typeof a !== 'object' || a === null || isRevoked(a))
        throw new FreecellError('WRONG_TYPE', `solve: attempts[${k}] must be { weights, budget }, got ${shown(a)}`);
      return {
        weights: checkWeights(`attempts[${k}].weights`, ownValue(a, 'weights')),
        budget: checkBudget(`attempts[${k}].budget`, ownValue(a, 'budget')),
      };
    });
  } else if (o.weights !== undefined) {
    attempts = [{ weights: checkWeights('weights', o.weights), budget: Infinity }];
  } else {
    attempts = ATTEMPTS; // internal, and only read: no copy per solve
  }
  return { maxNodes, late, stoppedBy, attempts };
}

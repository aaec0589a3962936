import { type AbortSignalLike, type BudgetOptions, type Progress, type StopReason, seededRandom } from '@arcade/core';
import type { Othello, Square } from '@arcade/model-othello';
import { SQUARES } from '@arcade/model-othello';
import { flips, genMoves, outHi, popcount } from '@arcade/model-othello/bitboard';
import { endTable, guessDepth, newSolve, ROOT, STAGE, solveExact } from './endgame.js';
import { describe, EngineError } from './errors.js';
import { EVAL, EVALUATIONS, evaluate, UNIT } from './evaluate.js';
import { INF_MID, midSearch, midTable, newMidgame } from './midgame.js';
import { requirePatternWeights } from './pattern-eval.js';
import { fnOption, intOption } from './position.js';
import { checkClock, checkGame, guarded, progressNow, readBudget, readOptions } from './solve.js';
import { ABORT, finalScore, S, startBudget } from './state.js';
import type { Table } from './table.js';
import { frozen } from '@arcade/core';

/** The number of levels of fixed depth: 1 is for beginners, LEVELS the strongest. */
export const LEVELS = 8;
/** The expert level above LEVELS: it deepens for as long as its time budget
 * (`timeMs` with a `clock`, default EXPERT_TIME_MS when only a clock is
 * given) or node budget (`maxNodes`, default EXPERT_NODES without a clock)
 * allows, and tries the exact solve once the depth reaches the empties
 * minus 8 (at most 16) or minus 12, whichever is deeper; if the budget runs
 * out in the solve, it plays the solve's selective stage's move when that
 * stage finished (see TIMEOUT). */
export const EXPERT_LEVEL = LEVELS + 1;
/** The expert level's time budget when a clock but no timeMs is given, in ms. */
export const EXPERT_TIME_MS = 5000;
/** The expert level's node budget without a clock (about 5 s of one core). */
export const EXPERT_NODES = 20_000_000;
/** The deepest midgame search `depth` accepts, in plies (a game has at most 60 moves). */
export const MAX_DEPTH = 60;

const ANALYZE_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'level',
  'depth',
  'timeMs',
  'maxNodes',
  'clock',
  'signal',
  'rng',
  'onProgress',
  'evaluation',
]);

/** The caller's random source, each draw checked: a value outside [0, 1)
 * (or NaN, or not a number) would turn the noise into nonsense scores. */
function checkedRng(rng: () => number): () => number {
  return () => {
    const x: unknown = rng();
    if (typeof x !== 'number' || !(x >= 0 && x < 1)) {
      throw new EngineError('INVALID_OPTION', `analyze: rng() must return a number in [0, 1), got ${describe(x)}`);
    }
    return x;
  };
}

/**
 * What analyze plays when its budget runs out during the exact solve: with
 * `selective` (the default), the move of the solve's selective stage (see
 * STAGE in endgame.ts) when that stage finished, else the last midgame
 * iteration's move. bench/heldout-moves.mjs measures both; see the README.
 */
export const TIMEOUT = {
  selective: true,
  /** When the budget runs out in a midgame iteration, play a root move that
   * iteration found better than the previous iteration's move (it failed
   * high against it), instead of dropping the unfinished iteration. */
  partial: false,
  /** On a budget, the exact solve is tried only at this many empties or
   * fewer; above, the midgame search deepens for the whole budget. */
  exactMaxEmpties: 64,
};

/** Per level: midgame depth, empties from which the endgame is solved
 * exactly, and the random noise added to the root scores (in discs). */
const LEVEL_TABLE: readonly (readonly [depth: number, exact: number, noise: number])[] = /* @__PURE__ */ Object.freeze([
  [1, 4, 32],
  [1, 6, 0],
  [2, 8, 0],
  [3, 10, 0],
  [4, 12, 0],
  [6, 14, 0],
  [10, 18, 0],
  [15, 22, 0],
]);

/** Progress of a running analysis: reported after each completed iteration
 * (`nodes` and `elapsedMs` as every long search reports them). */
export interface AnalyzeProgress extends Progress {
  /** The depth just completed (the number of empties once solved exactly). */
  readonly depth: number;
  /** The best move so far. */
  readonly move: Square | null;
  /** Its score in discs for the side to move (exact when `exact`). */
  readonly score: number;
  /** Whether `score` is exact (the position was solved to the end), not an estimate. */
  readonly exact: boolean;
  /** Nodes searched so far. */
  readonly nodes: number;
}

/** Options of `analyze`: a level or depth, and the budget every long search takes. */
export interface AnalyzeOptions extends BudgetOptions {
  /** 1..LEVELS, or EXPERT_LEVEL (on a budget); default LEVELS unless depth or a budget is given. */
  readonly level?: number;
  /** Midgame search depth in plies, 1..60 (replaces the level's). */
  readonly depth?: number;
  /** Time budget in milliseconds by `clock` (needs `clock`). */
  readonly timeMs?: number;
  /** Node budget. */
  readonly maxNodes?: number;
  /** A clock in milliseconds, e.g. `() => performance.now()`; the engine reads no time itself. */
  readonly clock?: () => number;
  /** Aborting it stops the search: the best move found so far comes back, status `'gave-up'`. */
  readonly signal?: AbortSignalLike;
  /** Random source in [0, 1) for the noise of the beginner level; default: a fixed seed. */
  readonly rng?: () => number;
  /** Called after each completed iteration with the depth reached and the best move so far. */
  readonly onProgress?: (progress: AnalyzeProgress) => void;
  /** The evaluation: 'pattern' (default), learned from the WTHOR games, or 'classic', the hand-set one. */
  readonly evaluation?: 'pattern' | 'classic';
}

/**
 * The result of `analyze`. It always has a move to play when there is one:
 * when the budget runs out the status is `'gave-up'` (`stoppedBy` says
 * which option) and the move is the best found so far.
 */
export interface AnalyzeResult {
  /** `'complete'`: the level's (or depth's) search finished; `'gave-up'`: the budget stopped it first. */
  readonly status: 'complete' | 'gave-up';
  /** With status `'gave-up'`, the option that ran out. */
  readonly stoppedBy?: StopReason;
  /** The move to play; null when the side to move must pass (`pass`) or the game is over (`gameOver`). */
  readonly move: Square | null;
  /** The side to move has no legal move but the other side has: it must pass. */
  readonly pass: boolean;
  /** Neither side can move: `score` is the final result. */
  readonly gameOver: boolean;
  /** Score in discs for the side to move: exact when `exact`, else an estimate. */
  readonly score: number;
  /** The score is the exact result under perfect play. */
  readonly exact: boolean;
  /** The depth completed (the number of empties when exact). */
  readonly depth: number;
  /** Nodes searched. */
  readonly nodes: number;
  /** The expected line, starting with `move` (passes left out). */
  readonly pv: readonly Square[];
}

/** The default random source: core's seeded generator (mulberry32) at seed 0, so analyze is deterministic without an rng. */
function defaultRng(): () => number {
  const gen = seededRandom(0);
  return () => gen.next();
}

/** The line from (pl, ph, ol, oh) by the table's best moves, starting with `first`. */
function principalVariation(
  t: Table,
  pl: number,
  ph: number,
  ol: number,
  oh: number,
  first: number,
  max: number,
): Square[] {
  const pv: Square[] = [];
  let k = first;
  while (k >= 0 && pv.length < max) {
    const fl = flips(k, pl, ph, ol, oh);
    const fh = outHi;
    const taken = k < 32 ? ((pl | ol) >>> k) & 1 : ((ph | oh) >>> (k - 32)) & 1;
    if ((fl | fh) === 0 || taken !== 0) break;
    pv.push(SQUARES[k]!);
    const nl = ol ^ fl;
    const nh = oh ^ fh;
    ol = pl | fl | (k < 32 ? 1 << k : 0);
    oh = ph | fh | (k < 32 ? 0 : 1 << k);
    pl = nl;
    ph = nh;
    if ((genMoves(pl, ph, ol, oh) | outHi) === 0) {
      // A pass: the other side plays on.
      const sl = pl;
      const sh = ph;
      pl = ol;
      ph = oh;
      ol = sl;
      oh = sh;
    }
    const at = t.probe(pl, ph, ol, oh);
    k = at >= 0 ? t.data[at + 7]! : -1;
  }
  return pv;
}

/** The legal moves of the mover as square numbers. */
function legalSquares(pl: number, ph: number, ol: number, oh: number): number[] {
  const ml = genMoves(pl, ph, ol, oh);
  const mh = outHi;
  const out: number[] = [];
  for (let k = 0; k < 32; k++) if (((ml >>> k) & 1) !== 0) out.push(k);
  for (let k = 0; k < 32; k++) if (((mh >>> k) & 1) !== 0) out.push(k + 32);
  return out;
}

function child(pl: number, ph: number, ol: number, oh: number, k: number): [number, number, number, number] {
  const fl = flips(k, pl, ph, ol, oh);
  const fh = outHi;
  return [ol ^ fl, oh ^ fh, pl | fl | (k < 32 ? 1 << k : 0), ph | fh | (k < 32 ? 0 : 1 << k)];
}

/**
 * analyze(game, options?): the move to play for a level or a budget, by
 * iterative deepening of the midgame search, then an exact solve once the
 * empties are few enough for the level (or the budget allows it).
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * import { analyze } from '@arcade/engine-othello';
 * const r = analyze(playTranscript('f5d6c3'), { level: 3 });
 * r.move; r.score; r.pv;
 * ```
 */
export const analyze = /* @__PURE__ */ frozen(function analyze(game: Othello, options?: AnalyzeOptions): AnalyzeResult {
  return guarded('analyze', () => {
    try {
      return analyzeChecked(game, options);
    } finally {
      // The evaluation option holds for this call only.
      EVAL.classic = false;
    }
  });
});

function analyzeChecked(game: unknown, options: unknown): AnalyzeResult {
  const o = readOptions('analyze', options, ANALYZE_OPTIONS);
  const p = checkGame('analyze', game);
  const level = intOption('analyze', 'level', o.level, 1, EXPERT_LEVEL);
  const depthOption = intOption('analyze', 'depth', o.depth, 1, MAX_DEPTH);
  const budget = readBudget('analyze', o);
  if (
    level === EXPERT_LEVEL &&
    budget.maxNodes === Number.POSITIVE_INFINITY &&
    budget.timeMs === Number.POSITIVE_INFINITY
  ) {
    // The expert level always plays on a budget: a clock's, else nodes.
    if (budget.clock !== null) budget.timeMs = EXPERT_TIME_MS;
    else budget.maxNodes = EXPERT_NODES;
  }
  const rngOption = fnOption<() => number>('analyze', 'rng', o.rng);
  const onProgress = fnOption<(p: AnalyzeProgress) => void>('analyze', 'onProgress', o.onProgress);
  checkClock('analyze', budget.clock);
  const evaluation = o.evaluation ?? 'pattern';
  if (!(EVALUATIONS as readonly unknown[]).includes(evaluation)) {
    throw new EngineError(
      'INVALID_OPTION',
      `analyze: evaluation must be 'pattern' or 'classic', got ${describe(evaluation)}`,
    );
  }
  EVAL.classic = evaluation === 'classic';
  if (!EVAL.classic) requirePatternWeights('analyze');
  const budgeted =
    budget.maxNodes !== Number.POSITIVE_INFINITY ||
    budget.timeMs !== Number.POSITIVE_INFINITY ||
    budget.signal !== undefined;
  // Without a level, a budget alone means: as deep as the budget allows.
  const setting = LEVEL_TABLE[Math.min(level ?? LEVELS, LEVELS) - 1]!;
  const unbounded = (level === undefined || level === EXPERT_LEVEL) && depthOption === undefined && budgeted;
  const depthLimit = depthOption ?? (unbounded ? 60 : setting[0]);
  const exactLimit = unbounded ? 64 : setting[1];
  const noise = level === undefined || level === EXPERT_LEVEL ? 0 : setting[2] * UNIT;
  const rng = rngOption === undefined ? defaultRng() : checkedRng(rngOption);

  const { pl, ph, ol, oh } = p;
  const empties = 64 - popcount(pl | ol, ph | oh);
  const moves = legalSquares(pl, ph, ol, oh);
  if (moves.length === 0) {
    const over = (genMoves(ol, oh, pl, ph) | outHi) === 0;
    const score = over ? finalScore(popcount(pl, ph), popcount(ol, oh)) : evaluate(pl, ph, ol, oh) / UNIT;
    return Object.freeze({
      status: 'complete',
      move: null,
      pass: !over,
      gameOver: over,
      score: score + 0,
      exact: over,
      depth: 0,
      nodes: 0,
      pv: Object.freeze([]),
    });
  }

  // The fallback if the budget runs out before depth 1: the best move by the evaluation.
  let best = { move: moves[0]!, score: -INF_MID, depth: 0, exact: false, pv: [] as Square[] };
  for (const k of moves) {
    const [a, b, c, d] = child(pl, ph, ol, oh, k);
    const v = -evaluate(a, b, c, d);
    if (v > best.score) best = { move: k, score: v, depth: 0, exact: false, pv: [SQUARES[k]!] };
  }
  best.score /= UNIT;

  startBudget(budget);
  newMidgame();
  const report = (): void => {
    onProgress?.(
      Object.freeze({
        ...progressNow(),
        depth: best.depth,
        move: SQUARES[best.move]!,
        score: best.score,
        exact: best.exact,
      }),
    );
  };
  // Root moves, reordered after each iteration: best first.
  const order = moves.slice();
  let stoppedBy: StopReason | null = budget.signal?.aborted === true ? 'signal' : null;
  let exactTried = false;
  // The unfinished iteration's best move, once one failed high against the first (TIMEOUT.partial).
  let partial: { move: number; score: number } | null = null;
  const tryExact = empties <= exactLimit && (!budgeted || empties <= TIMEOUT.exactMaxEmpties);
  if (stoppedBy === null)
    try {
      const maxDepth = Math.min(depthLimit, empties);
      // When the exact solve comes next, the midgame iterations are a fallback
      // in case the budget runs out, and the last one's score is the solve's
      // first guess, searched at least as deep as the solve would (see
      // guessDepth). Without a budget, one iteration is enough, and the solve
      // guesses.
      const beforeExact = budgeted ? Math.max(1, guessDepth(empties), empties - 12) : 1;
      for (let d = 1; d <= maxDepth; d++) {
        if (tryExact && d > beforeExact) break;
        // An abort between iterations is seen at once, not at the next poll (every 16,384 nodes).
        if (budget.signal?.aborted === true) {
          S.stoppedBy = 'signal';
          throw ABORT;
        }
        let alpha = -INF_MID;
        let bestMove = order[0]!;
        let bestScore = -INF_MID;
        partial = null;
        for (let i = 0; i < order.length; i++) {
          const k = order[i]!;
          const [a, b, c, e] = child(pl, ph, ol, oh, k);
          S.ply = 1;
          let v: number;
          if (noise > 0) {
            v = -midSearch(a, b, c, e, -INF_MID, INF_MID, d - 1) + Math.round((rng() - 0.5) * noise);
          } else if (i === 0) v = -midSearch(a, b, c, e, -INF_MID, INF_MID, d - 1);
          else {
            v = -midSearch(a, b, c, e, -alpha - 1, -alpha, d - 1);
            if (v > alpha) {
              const before: { move: number; score: number } | null = partial;
              partial = { move: k, score: v };
              v = -midSearch(a, b, c, e, -INF_MID, -v, d - 1);
              if (v <= alpha) partial = before;
            }
          }
          if (v > bestScore) {
            if (i > 0) partial = { move: k, score: v };
            bestScore = v;
            bestMove = k;
            if (v > alpha) alpha = v;
          }
        }
        partial = null;
        order.splice(order.indexOf(bestMove), 1);
        order.unshift(bestMove);
        const [a, b, c, e] = child(pl, ph, ol, oh, bestMove);
        const at = midTable().probe(a, b, c, e);
        const pv = [SQUARES[bestMove]!];
        if (at >= 0) pv.push(...principalVariation(midTable(), a, b, c, e, midTable().data[at + 7]!, d - 1));
        best = { move: bestMove, score: bestScore / UNIT, depth: d, exact: false, pv };
        report();
      }
      if (tryExact) {
        exactTried = true;
        S.ply = 0;
        newSolve();
        const score = solveExact(pl, ph, ol, oh, budgeted && best.depth === beforeExact ? best.score : undefined);
        const k = ROOT.move;
        best = {
          move: k,
          score: score + 0,
          depth: empties,
          exact: true,
          pv: principalVariation(endTable(), pl, ph, ol, oh, k, empties),
        };
        report();
      }
    } catch (e) {
      if (e !== ABORT) throw e;
      stoppedBy = S.stoppedBy ?? 'maxNodes';
      if (TIMEOUT.partial && partial !== null && !exactTried && noise === 0) {
        // The unfinished iteration proved this move better than the last finished one's best.
        best = {
          move: partial.move,
          score: partial.score / UNIT,
          depth: best.depth,
          exact: false,
          pv: [SQUARES[partial.move]!],
        };
      }
      if (TIMEOUT.selective && exactTried && STAGE.done && STAGE.move >= 0) {
        // The selective stage searched to the end of the game, with ProbCut:
        // its move measured better than the shallower midgame iteration's.
        best = {
          move: STAGE.move,
          score: STAGE.score,
          depth: best.depth,
          exact: false,
          pv: principalVariation(endTable(), pl, ph, ol, oh, STAGE.move, empties),
        };
      }
    }
  return Object.freeze({
    status: stoppedBy === null ? 'complete' : 'gave-up',
    ...(stoppedBy === null ? {} : { stoppedBy }),
    move: SQUARES[best.move]!,
    pass: false,
    gameOver: false,
    score: best.score,
    exact: best.exact,
    depth: best.depth,
    nodes: S.nodes,
    pv: Object.freeze(best.pv),
  });
}

export { EngineError };

/**
 * The solver on the command line: `--solve` (one solution, in the fast mode
 * or with `--short` the short one) and `--range A..B` (each deal's length by
 * issue 21's count, and the average). Output only through `io.output`.
 *
 * ```ts
 * printRange({ from: 1, to: 3 }, false, { output }); // Deal 1: 52 moves ... average 38.00 ...
 * ```
 */
import { FreecellGame, msDeal, type SolveResult, solve } from '@arcade/model-freecell';
import { intOption } from '@arcade/view-console/console';
import type { FreecellIO } from './freecell.js';

/** Where the answers go. */
type Output = Pick<FreecellIO, 'output'>;

/** The deals of --range, first and last. */
export interface DealRange {
  readonly from: number;
  readonly to: number;
}

/** The most positions `--solve` lets the solver expand before it says it gave up. */
export const SOLVE_NODE_LIMIT = 5_000_000;

/** The most deals one --range solves (a run of hours in the short mode). */
export const MAX_RANGE = 1_000_000;

/** --range A..B: two deal numbers, A <= B, at most MAX_RANGE deals; a string is the reason. */
export function rangeOption(text: string, maxDeal: number): DealRange | string {
  const m = /^\s*(\S+?)\.\.(\S+?)\s*$/.exec(text);
  if (m === null)
    return `--range needs two deal numbers A..B (such as 1..100), got ${JSON.stringify(text.slice(0, 20))}`;
  const a = intOption('--range', m[1] as string, 1, maxDeal);
  if (!a.ok) return a.reason;
  const b = intOption('--range', m[2] as string, 1, maxDeal);
  if (!b.ok) return b.reason;
  if (b.value < a.value) return `--range ${a.value}..${b.value} is empty: the first deal comes first`;
  if (b.value - a.value >= MAX_RANGE) return `--range holds at most ${MAX_RANGE} deals, got ${b.value - a.value + 1}`;
  return { from: a.value, to: b.value };
}

/**
 * --solve: the solution on one line after a header line, or why there is none.
 * The moves stay on one line, however long (issue 11): it is data for scripts
 * (`sed -n 2p`), not a message, so the 80-column rule for messages does not apply.
 */
export function printSolution(what: string, game: FreecellGame, io: Output, short: boolean): number {
  const r = solveFor(game, short);
  if (r.status === 'solved' && short) {
    io.output.write(`${what}: solved in ${r.moves.length} moves, ${counted(r.moves)} besides moves home (--short)\n`);
    io.output.write(`${r.moves.join(' ')}\n`);
  } else if (r.status === 'solved')
    io.output.write(`${what}: solved in ${r.moves.length} moves\n${r.moves.join(' ')}\n`);
  else if (r.status === 'unsolvable') io.output.write(`${what}: unsolvable\n`);
  else io.output.write(`${what}: gave up\n`);
  return 0;
}

/** The solver's answer for --solve and --range, in the short mode or the fast one. */
function solveFor(game: FreecellGame, short: boolean): SolveResult {
  return solve(game, short ? { maxNodes: SOLVE_NODE_LIMIT, minimize: 'moves' } : { maxNodes: SOLVE_NODE_LIMIT });
}

/**
 * The move count of issue 21 (the model's countMoves): every move but those
 * home, which maximum auto play makes by itself. The solver wrote the
 * moves, so they need no replay to be counted.
 */
function counted(moves: readonly string[]): number {
  return moves.filter((m) => !m.endsWith('h')).length;
}

/**
 * --range A..B: a line per deal (its length by that count, or why there is
 * none), then the average over the deals solved.
 */
export function printRange(range: DealRange, short: boolean, io: Output): number {
  let solved = 0;
  let total = 0;
  const none: number[] = [];
  for (let n = range.from; n <= range.to; n++) {
    const game = new FreecellGame();
    game.newGame(msDeal(n));
    const r = solveFor(game, short);
    if (r.status === 'solved') {
      const c = counted(r.moves);
      solved++;
      total += c;
      io.output.write(`Deal ${n}: ${c} moves\n`);
    } else {
      none.push(n);
      io.output.write(`Deal ${n}: ${r.status === 'unsolvable' ? 'unsolvable' : 'gave up'}\n`);
    }
  }
  const mode = short ? 'short mode' : 'fast mode';
  const avg = solved === 0 ? 'no deal solved' : `average ${(total / solved).toFixed(2)} moves besides moves home`;
  const rest = none.length === 0 ? '' : `; not solved: ${none.length}`;
  io.output.write(`Deals ${range.from}..${range.to} (${mode}): ${solved} solved, ${avg}${rest}\n`);
  return 0;
}

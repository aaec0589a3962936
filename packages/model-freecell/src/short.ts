/**
 * The solver's short mode, `solve(game, { minimize: 'moves' })`: the
 * shortest solution it can find by the move count of `countMoves` (maximum
 * auto play; a sequence move counts one, a move to a free cell one, a move
 * home none), and `countMoves` itself.
 *
 * The fast mode runs first: it proves a deal unsolvable (its complete
 * search), and its solution is the fallback. Then beam searches under
 * maximum auto play (src/solver/beam.ts) of growing width (width/64, then
 * width), each limited to solutions shorter than the best so far, so that
 * a budget running out still leaves the best solution found.
 *
 * ```ts
 * import { FreecellGame, msDeal, solve, countMoves } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const r = solve(g, { minimize: 'moves' });
 * if (r.status === 'solved') countMoves(g, r.moves) === r.length; // true
 * ```
 */
import { frozen, isArray } from './brand.js';
import { FreecellError } from './errors.js';
import { type FreecellGame, isGame } from './game.js';
import { parseMove } from './notation.js';
import { shown } from './shown.js';
import { autoMax, beamSearch, reserveBeam } from './solver/beam.js';
import { notation } from './solver/moves.js';
import { checkOptions, readOptions, type SolveOptions, type SolveResult } from './solver/options.js';
import { Work } from './solver/work.js';

/**
 * The short mode's default beam width (README figures): on deals 1..100,
 * 25.80 moves at 1.15 s of cpu a deal against macroxue/freecell's 25.76 at
 * 1.36 s; 8,192 gave 25.96 at 0.85 s (25.76 on 1..1000 at 0.79 s).
 */
export const DEFAULT_BEAM = 12288;
/** The widest beam allowed (each kept position is 64 bytes, each candidate 12). */
export const MAX_BEAM = 262_144; // 1 << 18, a literal, so that a bundle without it drops it (a product or shift stays)

/**
 * The move count of a solution from the game's position: every move but
 * those to the foundation. Under maximum auto play every card that can go
 * home goes at once and is not counted; a sequence move counts one, and so
 * does a move to a free cell. The moves are replayed on a copy (the game is
 * not changed), and a move that is not legal there throws FreecellError
 * (`BAD_MOVE`).
 */
export const countMoves = /* @__PURE__ */ frozen(function countMoves(
  game: FreecellGame,
  moves: readonly string[],
): number {
  if (!isGame(game)) throw new FreecellError('WRONG_TYPE', `countMoves: expected a FreecellGame, got ${shown(game)}`);
  if (!isArray(moves)) throw new FreecellError('WRONG_TYPE', `countMoves: moves must be an array, got ${shown(moves)}`);
  const g = game.clone();
  let count = 0;
  for (let k = 0; k < moves.length; k++) {
    const m = moves[k];
    if (typeof m !== 'string') throw new FreecellError('WRONG_TYPE', `countMoves: moves[${k}] is ${shown(m)}`);
    const why = g.whyInvalid(m);
    if (why !== null) throw new FreecellError('BAD_MOVE', `countMoves: move ${k + 1} (${m}): ${why}`);
    g.play(m);
    if (parseMove(m).to.kind !== 'foundation') count++;
  }
  return count;
});

/** The short mode's work position (its own: the fast mode's buffers stay as they are). */
let work: Work | null = null;

/**
 * Writes every card that can go home: the strictly safe ones first (as the
 * game's own automatic moves would), then the others one at a time.
 */
function emitHome(w: Work, out: string[]): void {
  for (;;) {
    for (let m = w.nextSafe(); m >= 0; m = w.nextSafe()) {
      out.push(notation(w, m));
      w.move(m);
    }
    let m = -1;
    for (let s = 0; s < 4 && m < 0; s++) if ((w.found[s] as number) < 13) m = w.homeMove(s);
    if (m < 0) return;
    out.push(notation(w, m));
    w.move(m);
  }
}

/** The standard notation of a beam's path from the game's position, with the moves home after each. */
function written(game: FreecellGame, path: readonly number[]): string[] {
  const w = new Work();
  w.eager = false;
  w.fromGame(game);
  const out: string[] = [];
  emitHome(w, out);
  for (const m of path) {
    out.push(notation(w, m));
    w.move(m);
    emitHome(w, out);
  }
  return out;
}

/** The moves of a solution that are not to the foundation (all are legal: the solver wrote them). */
function countOf(moves: readonly string[]): number {
  let n = 0;
  for (const m of moves) if (!m.endsWith('h')) n++;
  return n;
}

/**
 * solve's short mode (options.minimize 'moves'); `fast` is the fast mode's
 * solve, for the proof and the fallback.
 */
export function solveShort(
  game: FreecellGame,
  options: SolveOptions,
  fast: (game: FreecellGame, options: SolveOptions) => SolveResult,
): SolveResult {
  const { minimize, beam, ...rest } = readOptions(options);
  if (minimize !== 'moves') {
    throw new FreecellError('OUT_OF_RANGE', `solve: minimize must be 'moves' (or left out), got ${shown(minimize)}`);
  }
  const width = beam ?? DEFAULT_BEAM;
  if (typeof width !== 'number')
    throw new FreecellError('WRONG_TYPE', `solve: beam must be a number, got ${shown(width)}`);
  if (!Number.isInteger(width) || width < 1 || width > MAX_BEAM) {
    throw new FreecellError(
      'OUT_OF_RANGE',
      `solve: beam must be a whole number from 1 to ${MAX_BEAM}, got ${shown(width)}`,
    );
  }
  // The other options checked as the fast mode checks them; the budget's clock (each reading
  // checked) starts here, before the fast mode, which shares the budget.
  const { maxNodes, late, stoppedBy } = checkOptions(rest);
  const first = fast(game, rest);
  if (first.status === 'unsolvable') return first;
  let nodes = first.nodes;
  let best: number[] | null = null;
  let bestMoves: string[] | null = first.status === 'solved' ? first.moves : null;
  let bestCount = bestMoves === null ? Number.POSITIVE_INFINITY : countOf(bestMoves);
  let cutShort = false;
  work ??= new Work();
  const w = work;
  // A narrow beam first: cheap, and a solution to return if the budget runs out (and, rarely,
  // one the wide beam does not beat). A second one of width/8 cost more than the level its
  // bound saved the wide beam: on deals 700001..700008, 12.8% more positions a deal for the
  // same solutions.
  const widths = [width >> 6].filter((x) => x >= 16);
  widths.push(width);
  reserveBeam(width);
  for (const wd of widths) {
    w.fromGame(game);
    w.autoTop = 0;
    autoMax(w);
    if (w.home === 52) {
      best = [];
      break;
    }
    const limit = Number.isFinite(bestCount) ? bestCount - 1 : undefined;
    const base = nodes;
    const r = beamSearch(w, wd, maxNodes - nodes, late === undefined ? undefined : (n) => late(base + n), limit);
    nodes += r.expanded;
    if (r.path !== null && r.path.length < bestCount) {
      best = r.path;
      bestCount = r.path.length;
      bestMoves = null;
    }
    if (r.stopped) {
      cutShort = true;
      break;
    }
  }
  if (best !== null) bestMoves = written(game, best);
  if (bestMoves === null) return { status: 'gave-up', stoppedBy: stoppedBy(nodes), nodes };
  return { status: 'solved', moves: bestMoves, length: countOf(bestMoves), nodes, cutShort };
}

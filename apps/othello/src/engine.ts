/**
 * The computer player's search, behind the API of @arcade/engine-othello
 * (analyze, LEVELS). TEMPORARY: a greedy player (most discs flipped, ties
 * broken by the seeded rng) stands in until the engine package is merged.
 */
import type { Othello, Square } from '@arcade/model-othello';
import { Cell } from '@arcade/model-othello';

/** What the search reports while it runs (after each finished depth). */
export interface Progress {
  readonly depth: number;
  readonly move: Square | null;
  readonly score: number;
  readonly exact: boolean;
  readonly nodes: number;
}

export interface AnalyzeOptions {
  readonly level?: number;
  readonly depth?: number;
  readonly timeMs?: number;
  readonly clock?: () => number;
  readonly rng?: () => number;
  readonly onProgress?: (progress: Progress) => void;
}

export interface AnalyzeResult {
  readonly move: Square | null;
  readonly score: number;
  readonly exact: boolean;
  readonly depth: number;
  readonly nodes: number;
  readonly pv: readonly Square[];
}

export const LEVELS = 10;

export function analyze(game: Othello, options: AnalyzeOptions = {}): AnalyzeResult {
  const me = game.getTurn();
  const other = me === Cell.BLACK ? Cell.WHITE : Cell.BLACK;
  let best: Square | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let ties = 0;
  const rng = options.rng ?? (() => 0);
  const g = game.clone();
  for (const sq of g.legalMoves()) {
    g.move(sq.i, sq.j, me);
    const score = g.count(me) - g.count(other);
    g.undo();
    if (score > bestScore) {
      best = sq;
      bestScore = score;
      ties = 1;
    } else if (score === bestScore && rng() * ++ties < 1) {
      best = sq;
    }
  }
  options.onProgress?.({ depth: 1, move: best, score: bestScore, exact: false, nodes: 1 });
  return {
    move: best,
    score: best === null ? 0 : bestScore,
    exact: false,
    depth: 1,
    nodes: 1,
    pv: best === null ? [] : [best],
  };
}

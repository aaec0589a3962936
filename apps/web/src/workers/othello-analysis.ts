/**
 * What the Othello page asks of the engine besides its moves: the value of
 * every legal move (the switch that shows them on the board), and the review
 * of a finished game (a score graph and the moves that lost the most). Pure
 * functions of the position and the level, run in the engine's worker.
 *
 * ```ts
 * import { playTranscript } from '@arcade/model-othello';
 * moveValues(playTranscript('f5d6c3'), 4); // [{ square: 'b4', value: -3.1, exact: false }, ...]
 * ```
 */
import { analyze } from '@arcade/engine-othello/lite';
import { makeSquare, Othello, type Player, parseSquare } from '@arcade/model-othello';

/** One legal move's value, in discs for the side to move: the final margin when `exact`. */
export interface MoveValue {
  /** The square, as `d3`. */
  readonly square: string;
  /** In discs for the side to move; an integer when exact. */
  readonly value: number;
  /** The engine solved the position after this move to the end: the value is perfect play's. */
  readonly exact: boolean;
}

/**
 * Nodes at most for one move's search. A level's own search has no node limit, but the values
 * search once per legal move, and the exact solve at the strongest levels (22 empties) can take a
 * long time: past this the value is the search's estimate, and is marked as one (never as exact).
 */
export const VALUE_NODES = 4_000_000;

/**
 * The level-1 player adds random noise to its scores (so that it blunders); the values are the
 * engine's judgement, so the noise is drawn at its middle, where it adds nothing.
 */
const noNoise = (): number => 0.5;

/** The value of `game` for `side`: searched at `level` (the side to move passes first when it must). */
function valueFor(game: Othello, side: Player, level: number): { value: number; exact: boolean } {
  let g = game;
  if (!g.isGameOver() && g.legalMoves().length === 0) {
    g = g.clone();
    g.pass();
  }
  const r = analyze(g, { level, rng: noNoise, maxNodes: VALUE_NODES });
  const exact = r.exact && r.status === 'complete';
  const value = g.getTurn() === side ? r.score : -r.score;
  return { value: value + 0, exact };
}

/**
 * The value of each legal move of the side to move in `game` (in square order), from its side:
 * the position after the move searched at `level`, exact where the engine solves it (the level's
 * exact-solve depth, within VALUE_NODES).
 */
export function moveValues(game: Othello, level: number): MoveValue[] {
  const side = game.getTurn();
  return game.legalMoves().map((sq) => {
    const after = game.clone();
    after.play(sq);
    return { square: makeSquare(sq), ...valueFor(after, side, level) };
  });
}

/** One move of a reviewed game. */
export interface ReviewedMove {
  /** The square played. */
  readonly square: string;
  /** Who played it. */
  readonly player: Player;
  /** The engine's evaluation after the move, in discs from Black's side. */
  readonly black: number;
  /** Whether that evaluation is exact. */
  readonly exact: boolean;
  /** The best move in the position before it, by the same search. */
  readonly best: string;
  /** What the move lost against the best one, in discs (0 for the best move). */
  readonly loss: number;
}

/** The level a review searches at: quick enough for a whole game in a few seconds, exact in the last 12 moves. */
export const REVIEW_LEVEL = 5;

/**
 * The review of a game played from the usual start (`moves`, passes left out): after each move
 * the evaluation from Black's side, the best move and what the move played lost.
 */
export function reviewGame(moves: readonly string[], level = REVIEW_LEVEL): ReviewedMove[] {
  const g = new Othello();
  const out: ReviewedMove[] = [];
  for (const name of moves) {
    if (!g.isGameOver() && g.legalMoves().length === 0) g.pass();
    const values = moveValues(g, level);
    const sq = makeSquare(parseSquare(name));
    const played = values.find((v) => v.square === sq);
    if (played === undefined) throw new Error(`review: ${name} is not a legal move`);
    let best = played;
    for (const v of values) if (v.value > best.value) best = v;
    const player = g.getTurn();
    out.push({
      square: sq,
      player,
      black: player === 'BLACK' ? played.value : -played.value + 0,
      exact: played.exact,
      best: best.square,
      loss: Math.max(0, best.value - played.value),
    });
    g.play(sq);
  }
  return out;
}

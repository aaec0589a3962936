/**
 * The computer player and the hint: which moves the computer may choose at
 * each level, one of them picked with a seeded random source, and what the
 * best move leads to with perfect play.
 *
 * ```ts
 * import { Game, mulberry32, parseGame } from '@arcade/model-tictactoe';
 * import { computerChoices, computerMove, hint } from '@arcade/tictactoe';
 * computerChoices(parseGame('XX./OO./...'), 'perfect'); // [{ i: 1, j: 3 }]: the win at once
 * computerMove(Game.make(), 'random', mulberry32(1)); // one of the nine cells
 * hint(Game.make()); // { move: { i: 1, j: 1 }, others: [...8 cells], outcome: 'draw' }
 * ```
 */
import {
  bestMoves,
  Cross,
  type Game,
  LINES,
  type Move,
  type Player,
  type RandomSource,
  value,
} from '@arcade/model-tictactoe';

/** The computer's levels: perfect play (never loses), or a uniformly random legal move. */
export const LEVELS = Object.freeze(['perfect', 'random'] as const);
export type Level = (typeof LEVELS)[number];

/** Who plays a side: a person at the keyboard or the computer. */
export const PLAYER_KINDS = Object.freeze(['human', 'computer'] as const);
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** What a move leads to for the player who makes it, with perfect play by both sides from there. */
export type Outcome = 'win' | 'draw' | 'loss';

/** Whether putting the mover's mark at `move` completes a line of three at once. */
function winsAtOnce(game: Game, move: Move): boolean {
  const mark = game.nextTurn;
  return LINES.some(
    (line) =>
      line.some((c) => c.i === move.i && c.j === move.j) &&
      line.every((c) => (c.i === move.i && c.j === move.j) || game.item(c.i, c.j) === mark),
  );
}

/**
 * Every move the computer may choose at `level`, row by row (empty once the
 * game is over). `random`: every legal move. `perfect`: the model's
 * bestMoves (those that keep the game's value for the mover, so the computer
 * never loses), narrowed to the moves that win at once when there are any,
 * so that a won game is not dragged out.
 */
export function computerChoices(game: Game, level: Level): readonly Move[] {
  if (level === 'random') return game.legalMoves();
  const best = bestMoves(game);
  const now = best.filter((m) => winsAtOnce(game, m));
  return now.length > 0 ? now : best;
}

/**
 * The computer's move: one of computerChoices(game, level), picked with
 * `random` (a seeded mulberry32, so `--seed` replays the game). Null once the
 * game is over. A random source that answers outside [0, 1) throws a
 * RangeError rather than pick a move that is not a choice.
 */
export function computerMove(game: Game, level: Level, random: RandomSource): Move | null {
  const choices = computerChoices(game, level);
  if (choices.length === 0) return null;
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`computerMove: random() must return a number in [0, 1), got ${r}`);
  return choices[Math.floor(r * choices.length)] ?? null;
}

/** The result with perfect play from `game`, for `player`. */
export function outcomeFor(game: Game, player: Player): Outcome {
  const v = value(game);
  if (v === 0) return 'draw';
  return (v === 1) === (player === Cross) ? 'win' : 'loss';
}

/** What `hint` answers: the first best move, the other equally good ones, and where they lead. */
export interface Hint {
  readonly move: Move;
  readonly others: readonly Move[];
  readonly outcome: Outcome;
}

/**
 * The best move for the player to move (the first of bestMoves, row by row:
 * a hint does not draw on the computer's random source, so asking for one
 * does not change a seeded game), the other moves as good, and what they
 * lead to for that player with perfect play. Null once the game is over.
 */
export function hint(game: Game): Hint | null {
  const best = bestMoves(game);
  const [move, ...others] = best;
  if (move === undefined) return null;
  return { move, others, outcome: outcomeFor(game, game.nextTurn) };
}

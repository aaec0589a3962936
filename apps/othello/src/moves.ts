/**
 * Moves as a player types them and the reasons a move is refused, in the
 * player's words: one reason for a move typed at the prompt, for a move of
 * several typed at once (`f5d6c3`) and for a move of `--load` (issue 22.4:
 * never the model's own `move(2, 3, WHITE): d3 is taken`). Only the model's
 * public queries decide; nothing here writes.
 *
 * ```ts
 * import { Othello } from '@arcade/model-othello';
 * import { playMoves, readMoves } from './moves.js';
 * readMoves('f5 D6c3'); // [{ i: 4, j: 5 }, { i: 5, j: 3 }, { i: 2, j: 2 }]
 * playMoves(new Othello(), readMoves('d3d3') as never); // 'move 2: d3 is taken (X is there)'
 * ```
 */
import { Cell, makeSquare, type Othello, type Player, parseSquare, type Square } from '@arcade/model-othello';

/** The players' names, as every message of the game writes them. */
export const NAME: Readonly<Record<Player, string>> = Object.freeze({ BLACK: 'Black (X)', WHITE: 'White (O)' });
/** The players' letters, as the board draws them. */
export const LETTER: Readonly<Record<Player, string>> = Object.freeze({ BLACK: 'X', WHITE: 'O' });

/** The most moves read from one line or one --load: a game has 60 empty squares to fill. */
export const MAX_MOVES = 60;

/** The squares' names in a1, a2, ..., h8 order (column by column, as players read them). */
export function names(squares: readonly Square[]): string[] {
  return squares.map(makeSquare).sort();
}

const GAME_OVER = 'the game is over';

/**
 * Why `turn` may not play `sq` here, in a player's words ('d3 is taken (X is
 * there)', 'e1 turns no O disc'), or null when the move is legal.
 */
export function moveRefusal(game: Othello, sq: Square, turn: Player): string | null {
  const name = makeSquare(sq);
  if (game.isGameOver()) return GAME_OVER;
  const there = game.getb(sq.i, sq.j);
  if (there !== Cell.FREE) return `${name} is taken (${LETTER[there]} is there)`;
  if (!game.isValidMove(sq.i, sq.j, turn)) {
    return `${name} turns no ${LETTER[turn === Cell.BLACK ? Cell.WHITE : Cell.BLACK]} disc`;
  }
  return null;
}

/**
 * The squares of a line of moves, spaces and commas allowed between them
 * (`f5d6c3`, `F5 d6, c3`), or null when the text is not only squares.
 */
export function readMoves(text: string): Square[] | null {
  const trimmed = text.trim();
  // Separators only between squares: 'd 3' is not d3.
  if (trimmed.length > 4 * MAX_MOVES || !/^([a-h][1-8][\s,]*)+$/i.test(trimmed)) return null;
  const squares = trimmed.match(/[a-h][1-8]/gi) ?? [];
  return squares.length > MAX_MOVES ? null : squares.map(parseSquare);
}

/**
 * Plays `moves` in turn onto `game`, each by the side to move, passing for a
 * side that has no move (transcripts leave passes out). Returns null when all
 * were played, or the reason for the first that is not legal
 * (`move 2: d3 is taken (X is there)`); `game` is then as
 * it was, so nothing of a refused line is played.
 */
export function playMoves(game: Othello, moves: readonly Square[]): string | null {
  const start = game.ply;
  for (let n = 0; n < moves.length; n++) {
    const sq = moves[n]!;
    if (!game.isAnyValidMove() && !game.isGameOver()) game.switchTurn();
    const turn = game.getTurn();
    const why = moveRefusal(game, sq, turn);
    if (why !== null) {
      while (game.ply > start) game.undo();
      return why === GAME_OVER ? `move ${n + 1} (${makeSquare(sq)}): ${why}` : `move ${n + 1}: ${why}`;
    }
    game.move(sq.i, sq.j, turn);
  }
  return null;
}

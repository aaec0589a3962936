/**
 * The compact notation of a game, a parser and printer pair: three rows from
 * the top, each three cells from the left, `X` cross, `O` circle, `.` empty,
 * rows separated by `/`. Whose turn it is follows from the board (cross
 * starts), so the notation needs nothing else.
 *
 * ```ts
 * import { parseGame, makeGame } from '@arcade/model-tictactoe';
 * const g = parseGame('X.O/.X./..O');
 * g.nextTurn; // 1 (Cross): two crosses, two circles
 * makeGame(g); // 'X.O/.X./..O'
 * ```
 */
import { describe, frozen } from './brand.js';
import { GameNotationError, TicTacToeError } from './errors.js';
import { checkGame, restoreGame, type Game } from './game.js';
import { Circle, Cross, Empty, SIZE, type CellValue } from './vocabulary.js';

// A map, not an object literal: a key such as 'constructor' or '__proto__' must not find an inherited member.
const LETTERS: ReadonlyMap<string, CellValue> = /* @__PURE__ */ new Map<string, CellValue>([
  ['.', Empty],
  ['X', Cross],
  ['x', Cross],
  ['O', Circle],
  ['o', Circle],
]);

/**
 * The longest text parseGame reads: the notation is 11 characters; longer
 * text is refused (`TOO_LARGE`) before it is split.
 */
export const MAX_GAME_TEXT = 100;

/**
 * Reads a game from its compact notation (`X`/`x`, `O`/`o`, `.`; rows split by
 * `/`). Throws `GameNotationError` with code `INVALID_NOTATION` for text
 * that is not a board, `UNREACHABLE_POSITION` for a board no game reaches,
 * and TicTacToeError `TOO_LARGE` for text past MAX_GAME_TEXT.
 */
export const parseGame = /* @__PURE__ */ frozen(function parseGame(text: string): Game {
  if (typeof text !== 'string') {
    throw new GameNotationError('INVALID_NOTATION', `expected a string such as 'X.O/.X./..O', got ${describe(text)}`);
  }
  if (text.length > MAX_GAME_TEXT) {
    throw new TicTacToeError('TOO_LARGE', `parseGame: at most ${MAX_GAME_TEXT} characters, got ${text.length}`);
  }
  const rows = text.split('/');
  if (rows.length !== SIZE) {
    throw new GameNotationError(
      'INVALID_NOTATION',
      `expected ${SIZE} rows separated by '/', got ${rows.length} in ${describe(text)}`,
    );
  }
  const board: CellValue[] = [];
  rows.forEach((row, r) => {
    const chars = [...row];
    if (chars.length !== SIZE) {
      throw new GameNotationError(
        'INVALID_NOTATION',
        `row ${r + 1} must have ${SIZE} cells, got ${JSON.stringify(row)}`,
      );
    }
    chars.forEach((ch, c) => {
      const value = LETTERS.get(ch);
      if (value === undefined) {
        throw new GameNotationError(
          'INVALID_NOTATION',
          `cell (${r + 1}, ${c + 1}) is ${JSON.stringify(ch)}: use X, O or .`,
        );
      }
      board.push(value);
    });
  });
  return restoreGame(board);
});

/** Writes a game in the compact notation; `parseGame(makeGame(g))` equals `g`. */
export const makeGame = /* @__PURE__ */ frozen(function makeGame(game: Game): string {
  checkGame('makeGame', game);
  return game.toString();
});

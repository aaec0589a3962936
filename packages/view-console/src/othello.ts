/**
 * Othello in the console: a renderer that returns the board as a string, with
 * columns a..h and rows 1..8 as players name squares (a1 top left), discs as
 * letters (X black, O white, . free) and, on request, `*` on the legal moves
 * of the player to move. Colour is optional and never the only signal.
 * Nothing here writes to the terminal.
 *
 * ```ts
 * import { renderOthello } from '@arcade/view-console';
 * import { Othello } from '@arcade/model-othello';
 * renderOthello(new Othello(), { showMoves: true });
 * //   a b c d e f g h
 * // 1 . . . . . . . . 1
 * // 2 . . . . . . . . 2
 * // 3 . . . * . . . . 3
 * // 4 . . * O X . . . 4
 * // 5 . . . X O * . . 5
 * // 6 . . . . * . . . 6
 * // 7 . . . . . . . . 7
 * // 8 . . . . . . . . 8
 * //   a b c d e f g h
 * // Black (X) to move. X 2, O 2
 * ```
 */
import { Cell, Othello, SIZE } from '@arcade/model-othello';
import { type AnsiColor, paint } from './color.js';
import { checkInstance, checkOptions, deepFreeze } from './errors.js';

/** The letter of each cell value and of the legal-move marker. */
export const OTHELLO_SYMBOLS = Object.freeze({ BLACK: 'X', WHITE: 'O', FREE: '.', MOVE: '*' } as const);

/** The colour of each letter; the board itself sits on green when colour is on. */
export const OTHELLO_PALETTE: { readonly [K in keyof typeof OTHELLO_SYMBOLS]: AnsiColor } = Object.freeze({
  BLACK: 'black',
  WHITE: 'white',
  FREE: 'dim',
  MOVE: 'yellow',
});

export interface OthelloRenderOptions {
  /** ANSI colours (default off); the app decides with colorEnabled(). */
  readonly color?: boolean;
  /** Marks the legal moves of the player to move with `*` (default off). */
  readonly showMoves?: boolean;
  /** Adds the status line: whose turn or who won, and the disc counts. Default on. */
  readonly status?: boolean;
}

const NAMES = { BLACK: 'Black (X)', WHITE: 'White (O)' } as const;

/** The status line: whose turn (or the result) and the disc counts. */
export function othelloStatus(game: Othello): string {
  checkInstance('othelloStatus', 'an Othello', Othello, game);
  const x = game.count(Cell.BLACK);
  const o = game.count(Cell.WHITE);
  const counts = `X ${x}, O ${o}`;
  if (game.isGameOver()) {
    if (x === o) return `Game over: a draw. ${counts}`;
    return `Game over: ${x > o ? NAMES.BLACK : NAMES.WHITE} wins. ${counts}`;
  }
  const who = NAMES[game.getTurn()];
  return game.isAnyValidMove() ? `${who} to move. ${counts}` : `${who} has no move and must pass. ${counts}`;
}

/** The board as text, one row per line, framed by its coordinates. */
export function renderOthello(game: Othello, options: OthelloRenderOptions = {}): string {
  checkInstance('renderOthello', 'an Othello', Othello, game);
  options = checkOptions('renderOthello', options, ['color', 'showMoves', 'status']);
  const color = options.color ?? false;
  const marks = new Set<number>();
  if (options.showMoves === true) for (const { i, j } of game.legalMoves()) marks.add(SIZE * i + j);

  const letters = Array.from({ length: SIZE }, (_, j) => String.fromCharCode(97 + j)).join(' ');
  const edge = paint(`  ${letters}`, 'dim', color);
  const lines = [edge];
  for (let i = 0; i < SIZE; i++) {
    const cells: string[] = [];
    for (let j = 0; j < SIZE; j++) {
      const c = game.getb(i, j);
      const kind = c === Cell.FREE && marks.has(SIZE * i + j) ? 'MOVE' : c;
      cells.push(paint(OTHELLO_SYMBOLS[kind], OTHELLO_PALETTE[kind], color));
    }
    const row = paint(String(i + 1), 'dim', color);
    lines.push(`${row} ${paint(cells.join(' '), 'bgGreen', color)} ${row}`);
  }
  lines.push(edge);
  if (options.status ?? true) lines.push(othelloStatus(game));
  return lines.join('\n');
}

// Issue 12: exported tables and functions are frozen, so no caller can change them for everyone.
deepFreeze(OTHELLO_SYMBOLS, OTHELLO_PALETTE, othelloStatus, renderOthello);

/**
 * Othello in the console: a renderer that returns the board as a string, with
 * columns a..h and rows 1..8 as players name squares (a1 top left), discs as
 * letters (X black, O white, . free) and, on request, `*` on the legal moves
 * of the player to move and the last move in parentheses. Colour is optional and never the only signal.
 * Nothing here writes to the terminal.
 *
 * ```ts
 * import { renderOthello } from '@arcade/view-console/node';
 * import { Othello } from '@arcade/model-othello';
 * renderOthello(new Othello(), { showMoves: true });
 * //    a b c d e f g h
 * // 1  . . . . . . . .  1
 * // 2  . . . . . . . .  2
 * // 3  . . . * . . . .  3
 * // 4  . . * O X . . .  4
 * // 5  . . . X O * . .  5
 * // 6  . . . . * . . .  6
 * // 7  . . . . . . . .  7
 * // 8  . . . . . . . .  8
 * //    a b c d e f g h
 * // Black (X) to move. X 2, O 2
 * ```
 */
import { Cell, makeSquare, Othello, SIZE, type Square } from '@arcade/model-othello';
import { type AnsiColor, paint } from './color.js';
import { checkInstance, checkOptions, ViewConsoleError } from './errors.js';
import { describe, frozen } from '@arcade/core';

/** The letter of each cell value and of the legal-move marker. */
export const OTHELLO_SYMBOLS = /* @__PURE__ */ Object.freeze({ BLACK: 'X', WHITE: 'O', FREE: '.', MOVE: '*' } as const);

/** The colour of each letter; the board itself sits on green when colour is on. */
export const OTHELLO_PALETTE: { readonly [K in keyof typeof OTHELLO_SYMBOLS]: AnsiColor } =
  /* @__PURE__ */ Object.freeze({
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
  /**
   * The last move played, drawn in parentheses, `(X)`, in place of the
   * spaces around it (the columns stay aligned), and named on a line of its
   * own after the status (`Last move: d3`). Default none. The row numbers
   * stand a space away from the board, so a parenthesis in column a or h
   * never touches them (`1 (X). .`, not `1(X). .`).
   */
  readonly lastMove?: Square | null;
}

const NAMES = { BLACK: 'Black (X)', WHITE: 'White (O)' } as const;

/** The status line: whose turn (or the result) and the disc counts. */
export const othelloStatus = /* @__PURE__ */ frozen(function othelloStatus(game: Othello): string {
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
});

/** options.lastMove: null, undefined, or a square on the board (checked here, so the error is this package's). */
function checkLastMove(v: unknown): Square | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object') {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `renderOthello: options.lastMove must be a square { i, j }, got ${describe(v)}`,
    );
  }
  const { i, j } = v as { i?: unknown; j?: unknown };
  const onBoard = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0 && (n as number) < SIZE;
  if (!onBoard(i) || !onBoard(j)) {
    throw new ViewConsoleError(
      'OUT_OF_RANGE',
      `renderOthello: options.lastMove must have i and j in 0..${SIZE - 1}, got { i: ${describe(i)}, j: ${describe(j)} }`,
    );
  }
  return v as Square;
}

/** The board as text, one row per line, framed by its coordinates. */
export const renderOthello = /* @__PURE__ */ frozen(function renderOthello(
  game: Othello,
  options: OthelloRenderOptions = {},
): string {
  checkInstance('renderOthello', 'an Othello', Othello, game);
  options = checkOptions('renderOthello', options, ['color', 'showMoves', 'status'], ['lastMove']);
  const color = options.color ?? false;
  const lastMove = checkLastMove(options.lastMove);
  const lastName = lastMove === null ? null : makeSquare(lastMove);
  const marks = new Set<number>();
  if (options.showMoves === true) for (const { i, j } of game.legalMoves()) marks.add(SIZE * i + j);

  const letters = Array.from({ length: SIZE }, (_, j) => String.fromCharCode(97 + j)).join(' ');
  const edge = paint(`   ${letters}`, 'dim', color);
  const lines = [edge];
  for (let i = 0; i < SIZE; i++) {
    const cells: string[] = [];
    for (let j = 0; j < SIZE; j++) {
      const c = game.getb(i, j);
      const kind = c === Cell.FREE && marks.has(SIZE * i + j) ? 'MOVE' : c;
      cells.push(paint(OTHELLO_SYMBOLS[kind], OTHELLO_PALETTE[kind], color));
    }
    const row = paint(String(i + 1), 'dim', color);
    // The separators around each cell: spaces, or parentheses around the last move.
    const last = lastMove !== null && lastMove.i === i ? lastMove.j : -1;
    const before = (j: number) => (j === last ? '(' : j === last + 1 && last >= 0 ? ')' : ' ');
    let inner = '';
    for (let j = 1; j < SIZE; j++) inner += before(j) + cells[j]!;
    inner = cells[0]! + inner;
    const open = last === 0 ? '(' : ' ';
    const close = last === SIZE - 1 ? ')' : ' ';
    // Issue 22.8: a space always between the row number and the board's edge column.
    lines.push(`${row} ${open}${paint(inner, 'bgGreen', color)}${close} ${row}`);
  }
  lines.push(edge);
  if (options.status ?? true) lines.push(othelloStatus(game));
  if (lastName !== null) lines.push(`Last move: ${lastName}`);
  return lines.join('\n');
});

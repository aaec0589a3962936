/**
 * Tic-tac-toe in the console: a renderer that returns the board as a string
 * (rows and columns numbered 1..3, as `item(i, j)` counts them) with a status
 * line, and a parser for a typed move. Nothing here writes to the terminal.
 *
 * ```ts
 * import { renderTicTacToe, parseTicTacToeMove } from '@arcade/view-console/node';
 * import { parseGame } from '@arcade/model-tictactoe';
 * renderTicTacToe(parseGame('X.O/.X./..O'));
 * //     1   2   3
 * // 1   X |   | O
 * //    ---+---+---
 * // 2     | X |
 * //    ---+---+---
 * // 3     |   | O
 * // Cross (X) to move
 * parseTicTacToeMove('2,3'); // { ok: true, move: { i: 2, j: 3 } }
 * parseTicTacToeMove('5'); // { ok: true, move: { i: 2, j: 2 } }: the centre
 * ```
 */
import {
  Circle,
  Cross,
  Empty,
  SIZE,
  cellName,
  cellSymbol,
  type CellValue,
  Game,
  type Line,
  type Move,
} from '@arcade/model-tictactoe';
import { type AnsiColor, paint } from './color.js';
import { describe, frozen, isArray, isRevoked } from '@arcade/core';
import { checkInstance, checkOptions, ViewConsoleError } from './errors.js';

/** The colour of each mark; the letter X or O is always printed too. */
export const TIC_TAC_TOE_PALETTE: { readonly [Cross]: AnsiColor; readonly [Circle]: AnsiColor } =
  // Literal keys (Cross 1, Circle 2): esbuild keeps an object with computed keys (issue 20.1).
  /* @__PURE__ */ Object.freeze({
    1: 'red',
    2: 'blue',
  });

export interface TicTacToeRenderOptions {
  /** ANSI colours (default off); the app decides with colorEnabled(). */
  readonly color?: boolean;
  /** Adds the status line (whose turn, who won and with which line, or a draw). Default on. */
  readonly status?: boolean;
}

/** A line named by its cells: 'row 2', 'column 3', 'diagonal 1,1 to 3,3'. */
export const describeTicTacToeLine = /* @__PURE__ */ frozen(function describeTicTacToeLine(line: Line): string {
  const isMove = (m: unknown): m is Move =>
    typeof m === 'object' &&
    m !== null &&
    !isRevoked(m) &&
    Number.isInteger((m as Move).i) &&
    Number.isInteger((m as Move).j);
  // An index loop, not every(): every() skips the holes of [, , ,], which then read as moves.
  if (!isArray(line) || line.length !== 3 || ![0, 1, 2].every((k) => isMove(line[k]))) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `describeTicTacToeLine: expected a Line of three moves, got ${describe(line)}`,
    );
  }
  const [a, , c] = line;
  if (a.i === c.i) return `row ${a.i}`;
  if (a.j === c.j) return `column ${a.j}`;
  return `diagonal ${a.i},${a.j} to ${c.i},${c.j}`;
});

function playerLabel(value: CellValue): string {
  return `${cellName(value)} (${cellSymbol(value)})`;
}

/** One line saying where the game stands: 'Cross (X) to move', 'Circle (O) wins: column 2', 'Draw: ...'. */
export const describeTicTacToeStatus = /* @__PURE__ */ frozen(function describeTicTacToeStatus(game: Game): string {
  checkInstance('describeTicTacToeStatus', 'a Game', Game, game);
  const winner = game.winner();
  if (winner !== Empty)
    return `${playerLabel(winner)} wins: ${game.winningLines().map(describeTicTacToeLine).join(' and ')}`;
  if (game.isDraw()) return 'Draw: the board is full and nobody has three in a row';
  return `${playerLabel(game.nextTurn)} to move`;
});

/**
 * The board as text, ending with a newline: column numbers 1..3 on top, row
 * numbers 1..3 on the left, X for cross, O for circle, a blank for an empty
 * cell. The marks of a winning line stand in brackets, `[X]`, so the line
 * shows without colour and without the status line; with `color`, marks are
 * painted in their colour and the winning line is also bold on yellow. The
 * status line names that line in words.
 */
export const renderTicTacToe = /* @__PURE__ */ frozen(function renderTicTacToe(
  game: Game,
  options: TicTacToeRenderOptions = {},
): string {
  checkInstance('renderTicTacToe', 'a Game', Game, game);
  options = checkOptions('renderTicTacToe', options, ['color', 'status']);
  const color = options.color === true;
  const winning = new Set(game.winningLines().flatMap((line) => line.map((m) => `${m.i},${m.j}`)));
  const rows: string[] = [`    ${paint([1, 2, 3].join('   '), 'dim', color)}`];
  for (let i = 1; i <= SIZE; i++) {
    if (i > 1) rows.push(`   ${paint('---+---+---', 'dim', color)}`);
    const cells: string[] = [];
    for (let j = 1; j <= SIZE; j++) {
      const value = game.item(i, j);
      if (value === Empty) {
        cells.push('   ');
        continue;
      }
      const mark = paint(paint(cellSymbol(value), TIC_TAC_TOE_PALETTE[value], color), 'bold', color);
      cells.push(winning.has(`${i},${j}`) ? paint(`[${mark}]`, 'bgYellow', color) : ` ${mark} `);
    }
    // A row ending in an empty cell would end in blanks: trim them.
    rows.push(`${paint(String(i), 'dim', color)}  ${cells.join(paint('|', 'dim', color))}`.trimEnd());
  }
  if (options.status !== false) rows.push(describeTicTacToeStatus(game));
  return `${rows.join('\n')}\n`;
});

/** The longest line parseTicTacToeMove reads; a longer one gets its one-line reason before it is scanned. */
export const MAX_TIC_TAC_TOE_LINE = 400;

export type ParseTicTacToeMoveResult =
  | { readonly ok: true; readonly move: Move }
  | { readonly ok: false; readonly reason: string };

/**
 * The cells numbered 1 to 9 as a phone keypad and a page are read: 1 2 3
 * the top row, 4 5 6 the middle one, 7 8 9 the bottom one (so 5 is the
 * centre). A numeric keypad counts its rows the other way up (7 8 9 on top);
 * the phone's order was picked because it is also the reading order.
 */
export const TIC_TAC_TOE_NUMBERING = '1 2 3 the top row, 4 5 6 the middle, 7 8 9 the bottom';

/**
 * Reads a typed move: a cell number from 1 to 9 (TIC_TAC_TOE_NUMBERING: '5'
 * is the centre), or row then column from 1 to 3: '2,3', '2 3' or '23'.
 * Without a separator it takes exactly one digit (a cell number) or two (row
 * and column), so '123' is refused as ambiguous rather than read as row 12.
 * Says in one line what is wrong otherwise; whether the cell is free is the
 * model's question (`game.isValidMove`), not the parser's.
 */
export const parseTicTacToeMove = /* @__PURE__ */ frozen(function parseTicTacToeMove(
  text: string,
): ParseTicTacToeMoveResult {
  if (typeof text !== 'string') {
    throw new ViewConsoleError('WRONG_TYPE', `parseTicTacToeMove: expected a string, got ${describe(text)}`);
  }
  if (text.length > MAX_TIC_TAC_TOE_LINE) {
    return {
      ok: false,
      reason: `that line is too long (${text.length} characters): type a row and a column, e.g. 2,3`,
    };
  }
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'type a cell from 1 to 9, or a row and a column, e.g. 2,3' };
  if (/^\d$/.test(trimmed)) {
    const n = Number(trimmed);
    if (n === 0) return { ok: false, reason: 'cell 0 is off the board: cells are 1 to 9' };
    return { ok: true, move: { i: Math.floor((n - 1) / SIZE) + 1, j: ((n - 1) % SIZE) + 1 } };
  }
  if (/^\d{3,}$/.test(trimmed)) {
    return {
      ok: false,
      reason: `${describe(trimmed)} has ${trimmed.length} digits: type a row and a column, e.g. 23 or 2,3`,
    };
  }
  const match = /^(\d)(\d)$/.exec(trimmed) ?? /^(\d+)(?:\s*,\s*|\s+)(\d+)$/.exec(trimmed);
  if (match === null) return { ok: false, reason: `${describe(trimmed)} is not a row and a column: type e.g. 2,3` };
  const i = Number(match[1]);
  const j = Number(match[2]);
  if (i < 1 || i > SIZE) return { ok: false, reason: `row ${i} is off the board: rows are 1 to ${SIZE}` };
  if (j < 1 || j > SIZE) return { ok: false, reason: `column ${j} is off the board: columns are 1 to ${SIZE}` };
  return { ok: true, move: { i, j } };
});

/** Writes a move the way parseTicTacToeMove reads it: '2,3'. */
export const makeTicTacToeMove = /* @__PURE__ */ frozen(function makeTicTacToeMove(move: Move): string {
  if (
    typeof move !== 'object' ||
    move === null ||
    isRevoked(move) ||
    !Number.isInteger(move.i) ||
    !Number.isInteger(move.j)
  ) {
    throw new ViewConsoleError('WRONG_TYPE', `makeTicTacToeMove: expected a move { i, j }, got ${describe(move)}`);
  }
  return `${move.i},${move.j}`;
});

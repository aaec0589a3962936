/**
 * The vocabulary of the GAME ADT: the cell values, the players, the contract
 * tags and the eight lines of the board. Every domain type is derived from an
 * `as const` list, so the runtime list and the type cannot drift apart.
 *
 * ```ts
 * import { Empty, Cross, Circle, CELL_VALUES, cellSymbol } from '@arcade/model-tictactoe';
 * CELL_VALUES; // [0, 1, 2]: Empty, Cross, Circle (axioms A9..A11)
 * cellSymbol(Cross); // 'X'
 * ```
 */
import { describe, frozen } from './brand.js';
import { TicTacToeError } from './errors.js';

/** A9: `Empty = 0`, the value of a cell nobody has played. */
export const Empty = 0;
/** A10: `Cross = 1`, the player who starts, and the value of a cell holding a cross. */
export const Cross = 1;
/** A11: `Circle = 2`, the second player, and the value of a cell holding a circle. */
export const Circle = 2;

/** Every value `item` may return (the class's `valid_value` postcondition). */
export const CELL_VALUES = /* @__PURE__ */ Object.freeze([Empty, Cross, Circle] as const);
/** A cell's value: `Empty`, `Cross` or `Circle`. */
export type CellValue = (typeof CELL_VALUES)[number];

/** The two players, in turn order (the class invariant `valid_player`). */
export const PLAYERS = /* @__PURE__ */ Object.freeze([Cross, Circle] as const);
/** A player: `Cross` or `Circle`. */
export type Player = (typeof PLAYERS)[number];

/** The board is SIZE by SIZE; coordinates run from 1 to SIZE. */
export const SIZE = 3;

/**
 * The tags of the class's preconditions (`cross_turn` ... `empty`), plus
 * `not_over`, the precondition this package adds once a game can end.
 */
export const CONTRACT_TAGS = /* @__PURE__ */ Object.freeze([
  'not_over',
  'cross_turn',
  'circle_turn',
  'i_in_bounds',
  'j_in_bounds',
  'empty',
] as const);
/** The tag of a precondition: what a `PreconditionViolation`'s `code` holds. */
export type ContractTag = (typeof CONTRACT_TAGS)[number];

/** The routines of the class that have preconditions, by their Eiffel names. */
export const ROUTINES = /* @__PURE__ */ Object.freeze(['item', 'put_cross', 'put_circle'] as const);
/** A routine with a precondition. */
export type Routine = (typeof ROUTINES)[number];

/** A cell of the board: row `i` (1 at the top) and column `j` (1 at the left). */
export interface Move {
  readonly i: number;
  readonly j: number;
}

/** A line of three cells: a row, a column or a diagonal. */
export type Line = readonly [Move, Move, Move];

function cell(i: number, j: number): Move {
  return Object.freeze({ i, j });
}

/** The eight lines that win: three rows, three columns, two diagonals. */
export const LINES: readonly Line[] = /* @__PURE__ */ (() =>
  Object.freeze([
    ...[1, 2, 3].map((i): Line => Object.freeze([cell(i, 1), cell(i, 2), cell(i, 3)] as const)),
    ...[1, 2, 3].map((j): Line => Object.freeze([cell(1, j), cell(2, j), cell(3, j)] as const)),
    Object.freeze([cell(1, 1), cell(2, 2), cell(3, 3)] as const),
    Object.freeze([cell(1, 3), cell(2, 2), cell(3, 1)] as const),
  ]))();

/** The letters of the compact notation and of the console view. */
// Literal keys (Empty 0, Cross 1, Circle 2), not computed ones: esbuild keeps an object with computed keys (issue 20.1).
export const CELL_SYMBOLS = /* @__PURE__ */ Object.freeze({ 0: '.', 1: 'X', 2: 'O' } as const);
/** The letter of a cell value: '.', 'X' or 'O'. */
export type CellSymbol = (typeof CELL_SYMBOLS)[CellValue];

/** The letter for a cell value: `.` for Empty, `X` for Cross, `O` for Circle. */
export const cellSymbol = /* @__PURE__ */ frozen(function cellSymbol(value: CellValue): CellSymbol {
  return CELL_SYMBOLS[checkCellValue('cellSymbol', value)];
});

/** The name of a cell value as the spec writes it: 'Empty', 'Cross' or 'Circle'. */
export const cellName = /* @__PURE__ */ frozen(function cellName(value: CellValue): 'Empty' | 'Cross' | 'Circle' {
  checkCellValue('cellName', value);
  return value === Cross ? 'Cross' : value === Circle ? 'Circle' : 'Empty';
});

/** The other player. */
export const opponent = /* @__PURE__ */ frozen(function opponent(player: Player): Player {
  if (player !== Cross && player !== Circle) {
    throw new TicTacToeError(
      typeof player === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `opponent: player must be Cross (1) or Circle (2), got ${describe(player)}`,
    );
  }
  return player === Cross ? Circle : Cross;
});

/** `value` if it is a cell value, else a TicTacToeError naming the routine. */
function checkCellValue(routine: string, value: unknown): CellValue {
  if (value !== Empty && value !== Cross && value !== Circle) {
    throw new TicTacToeError(
      typeof value === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `${routine}: value must be Empty (0), Cross (1) or Circle (2), got ${describe(value)}`,
    );
  }
  return value;
}

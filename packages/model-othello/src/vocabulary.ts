/**
 * The vocabulary of the Othello MIS: the board size, the cell values
 * (`cellT`), and squares. Every other module speaks in these terms.
 *
 * ```ts
 * import { Cell, SIZE, square } from '@arcade/model-othello';
 * SIZE; // 8
 * Cell.BLACK; // 'BLACK'
 * square(4, 5); // { i: 4, j: 5 }, the square f5
 * ```
 */
import { OthelloException, OutOfBoundsException, show, wrongType } from './errors.js';
import { frozen } from './brand.js';

/** SIZE: the board is SIZE x SIZE (MIS exported constant). */
export const SIZE = 8;

/** The values of the MIS type cellT, in the MIS order. */
export const CELLS = /* @__PURE__ */ Object.freeze(['FREE', 'BLACK', 'WHITE'] as const);

/** cellT: the content of a square, and also a player (BLACK or WHITE). */
export type Cell = (typeof CELLS)[number];

/** The MIS spelling of the type. */
export type CellT = Cell;

/**
 * `Cell.FREE`, `Cell.BLACK`, `Cell.WHITE`, as the MIS writes them.
 * @enum
 */
export const Cell = /* @__PURE__ */ Object.freeze({
  /** An empty square. */
  FREE: 'FREE',
  /** A black disc; also the player Black. */
  BLACK: 'BLACK',
  /** A white disc; also the player White. */
  WHITE: 'WHITE',
} as const satisfies { readonly [K in Cell]: K });

/** A player: the two cell values that own discs. */
export type Player = typeof Cell.BLACK | typeof Cell.WHITE;

/** True when `c` is one of the three cell values. */
export const isCell = /* @__PURE__ */ frozen(function isCell(c: unknown): c is Cell {
  return c === Cell.FREE || c === Cell.BLACK || c === Cell.WHITE;
});

/** The other player. */
export const opponent = /* @__PURE__ */ frozen(function opponent(c: Player): Player {
  if (c !== Cell.BLACK && c !== Cell.WHITE) {
    throw new OthelloException('NOT_A_PLAYER', `opponent: the player must be BLACK or WHITE, got ${show(c)}`);
  }
  return c === Cell.BLACK ? Cell.WHITE : Cell.BLACK;
});

/** A square of the board: row i and column j, both 0..SIZE-1, (0, 0) top left. */
export interface Square {
  /** Row, 0..SIZE-1 from the top (row 1 of the notation is 0). */
  readonly i: number;
  /** Column, 0..SIZE-1 from the left (column a is 0). */
  readonly j: number;
}

/** The 64 squares, one frozen object each, indexed 8 * i + j: squares are
 * values, so they are shared rather than allocated on every move. */
export const SQUARES: readonly Square[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Array.from({ length: 64 }, (_, k) => Object.freeze({ i: k >> 3, j: k & 7 })),
);

/** True when (i, j) is on the board: integers in 0..SIZE-1 (MIS: not InvalidPosition). */
export const onBoard = /* @__PURE__ */ frozen(function onBoard(i: unknown, j: unknown): boolean {
  return (
    Number.isInteger(i) &&
    Number.isInteger(j) &&
    (i as number) >= 0 &&
    (i as number) < SIZE &&
    (j as number) >= 0 &&
    (j as number) < SIZE
  );
});

/**
 * Internal (not exported from the package): throws square's
 * OutOfBoundsException unless (i, j) is on the board. Apart from `square`
 * so that makeSquare, which needs no square object, leaves SQUARES out of
 * its bundle (issue 20.1).
 */
export function checkSquare(i: unknown, j: unknown): asserts i is number {
  if (!onBoard(i, j)) {
    throw new OutOfBoundsException(`square(${show(i)}, ${show(j)}): i and j must be integers in 0..${SIZE - 1}`);
  }
}

/** The shared square object for (i, j); throws OutOfBoundsException off the board. */
export const square = /* @__PURE__ */ frozen(function square(i: number, j: number): Square {
  checkSquare(i, j);
  return SQUARES[8 * i + j]!;
});

/** The column letters, a (j = 0) to h. */
export const LETTERS = 'abcdefgh';

/**
 * A move in a game's history or a transcript: a square, or `'pass'` when
 * the side to move had no legal move.
 */
export type Move = Square | 'pass';

/** The longest text parseSquare reads: a name is 2 characters, with room for surrounding space. */
export const MAX_SQUARE_TEXT = 100;

/** TOO_LARGE unless `text` has at most `max` characters: checked before anything scans it. */
export function checkTextLength(routine: string, text: string, max: number): void {
  if (text.length > max) {
    throw new OthelloException('TOO_LARGE', `${routine}: at most ${max} characters, got ${text.length}`);
  }
}

/**
 * The square a name denotes, either case, surrounding whitespace ignored:
 * `parseSquare('F5')` and `parseSquare(' f5\n')` are { i: 4, j: 5 }.
 * Throws OthelloException: WRONG_TYPE for a non-string, SYNTAX for anything
 * but a square a1..h8, TOO_LARGE past MAX_SQUARE_TEXT characters.
 */
export const parseSquare = /* @__PURE__ */ frozen(function parseSquare(text: string): Square {
  if (typeof text !== 'string') {
    throw wrongType('parseSquare', 'the name must be a string such as "f5"', text);
  }
  checkTextLength('parseSquare', text, MAX_SQUARE_TEXT);
  // Typed or pasted text often comes with a space or a newline around it.
  const m = /^([a-h])([1-8])$/i.exec(text.trim());
  if (m === null) {
    throw new OthelloException(
      'SYNTAX',
      `parseSquare: ${show(text)} is not a square a1..h8 (column letter, then row digit)`,
    );
  }
  return square(Number(m[2]) - 1, LETTERS.indexOf(m[1]!.toLowerCase()));
});

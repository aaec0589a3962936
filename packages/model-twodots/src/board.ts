/**
 * The generic Board(T) module: a rectangular grid of T, s[row][col] with
 * row 0 at the top and column 0 at the left.
 *
 * ```ts
 * import { Board, PointT } from '@arcade/model-twodots';
 * const b = new Board<number>(2, 3, (p) => p.row() * 10 + p.col());
 * b.get(new PointT(1, 2)); // 12
 * b.set(new PointT(0, 0), 7);
 * b.getNumRow(); // 2
 * ```
 */
import { brandTest, describe, isRevoked, sealStatefulClass } from './brand.js';
import { IllegalArgumentException, IndexOutOfBoundsException } from './errors.js';
import { PointT } from './point.js';

/**
 * The largest number of rows, and of columns, a board may have (so at most a
 * million cells): a larger size throws IllegalArgumentException with code
 * TOO_LARGE instead of exhausting the heap.
 */
export const MAX_BOARD_SIDE = 1000;

/** A Board as saved data (see `Board.toJSON`). */
export interface BoardJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The number of columns (so a board of no rows keeps its width). */
  readonly cols: number;
  /** The rows from the top. */
  readonly rows: readonly unknown[];
}

export class Board<T> {
  /** s: seq of (seq of T). Protected so TwoDotsBoard can apply a whole update at once. */
  protected s: T[][];
  readonly #nRow: number;
  readonly #nCol: number;

  /**
   * Board(row, col). The MIS leaves the cells undefined; TypeScript needs a
   * value in each, so `fill(p)` gives the first value of each cell, called
   * row by row from the top left.
   */
  constructor(row: number, col: number, fill: (p: PointT) => T) {
    checkSize('Board', row, col);
    if (typeof fill !== 'function' || isRevoked(fill)) {
      throw new IllegalArgumentException(
        `Board: fill must be a function from a point to a cell value, got ${describe(fill)}`,
        'WRONG_TYPE',
      );
    }
    this.#nRow = row;
    this.#nCol = col;
    const s: T[][] = [];
    for (let i = 0; i < row; i++) {
      const line: T[] = [];
      for (let j = 0; j < col; j++) line.push(fill(new PointT(i, j)));
      s.push(line);
    }
    this.s = s;
  }

  /** set(p, v): s[p.row()][p.col()] := v. */
  set(p: PointT, v: T): void {
    this.checkPoint('set', p);
    (this.s[p.row()] as T[])[p.col()] = v;
  }

  /** get(p): s[p.row()][p.col()]. */
  get(p: PointT): T {
    this.checkPoint('get', p);
    return (this.s[p.row()] as T[])[p.col()] as T;
  }

  getNumRow(): number {
    return this.#nRow;
  }

  getNumCol(): number {
    return this.#nCol;
  }

  /** The MIS's local validPoint: 0 <= row < nRow and 0 <= col < nCol. */
  validPoint(p: PointT): boolean {
    return PointT.isPoint(p) && p.row() >= 0 && p.row() < this.#nRow && p.col() >= 0 && p.col() < this.#nCol;
  }

  /** A copy of the cells, row by row; changing it does not change the board. */
  toRows(): T[][] {
    return this.s.map((line) => line.slice());
  }

  /**
   * The board as plain, versioned data, `{ v: 1, cols, rows }`, the rows
   * from the top as arrays of cells (each written as JSON writes it): what
   * `JSON.stringify(board)` gives, instead of the internal field. A
   * TwoDotsBoard writes its rows in colour letters and its random source
   * too, and `TwoDotsBoard.fromJSON` reads that back.
   */
  toJSON(): BoardJSON {
    return { v: 1, cols: this.#nCol, rows: this.toRows() };
  }

  protected checkPoint(routine: string, p: PointT): void {
    if (!PointT.isPoint(p)) {
      throw new IllegalArgumentException(`${routine}: expected a PointT, got ${describe(p)}`, 'WRONG_TYPE');
    }
    if (!this.validPoint(p)) {
      throw new IndexOutOfBoundsException(
        `${routine}: point ${p.toString()} is off the ${this.#nRow} x ${this.#nCol} board`,
      );
    }
  }

  // The brand test asks for the fields too: a Proxy of a Board, or
  // Object.create(Board.prototype), is refused with the package's error
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'Board', (x) => #nRow in x);
}

/** Whether `x` is a Board (a TwoDotsBoard included) of any build of this package. */
export const isBoard = /* @__PURE__ */ brandTest<Board<unknown>>(Board);

/** Refuses a board size that is not two integers in 0..MAX_BOARD_SIDE, with a code for each reason. */
export function checkSize(routine: string, row: unknown, col: unknown): void {
  const got = `got ${describe(row)} x ${describe(col)}`;
  if (typeof row !== 'number' || typeof col !== 'number') {
    throw new IllegalArgumentException(`${routine}: the size must be two numbers, ${got}`, 'WRONG_TYPE');
  }
  if (!Number.isInteger(row) || !Number.isInteger(col)) {
    throw new IllegalArgumentException(`${routine}: the size must be two integers, ${got}`, 'NOT_AN_INTEGER');
  }
  if (row < 0 || col < 0) {
    throw new IllegalArgumentException(`${routine}: the size must be two integers >= 0, ${got}`, 'OUT_OF_RANGE');
  }
  if (row > MAX_BOARD_SIDE || col > MAX_BOARD_SIDE) {
    throw new IllegalArgumentException(
      `${routine}: a board has at most ${MAX_BOARD_SIDE} rows and ${MAX_BOARD_SIDE} columns, ${got}`,
      'TOO_LARGE',
    );
  }
}

/**
 * The PointT ADT: an immutable (row, column) pair, row 0 at the top.
 *
 * ```ts
 * import { PointT } from '@arcade/model-twodots';
 * const p = new PointT(2, 3);
 * p.translate(-1, 0).row(); // 1
 * p.equals(new PointT(2, 3)); // true
 * ```
 */
import { IllegalArgumentException } from './errors.js';

export class PointT {
  readonly #r: number;
  readonly #c: number;

  /** PointT(row, col). The MIS types both as integers: anything else throws. */
  constructor(row: number, col: number) {
    if (!Number.isSafeInteger(row) || !Number.isSafeInteger(col)) {
      throw new IllegalArgumentException(
        `PointT: row and col must be integers, got (${String(row)}, ${String(col)})`,
      );
    }
    this.#r = row;
    this.#c = col;
  }

  row(): number {
    return this.#r;
  }

  col(): number {
    return this.#c;
  }

  /** A new point (row + dr, col + dc); this point is unchanged. */
  translate(dr: number, dc: number): PointT {
    return new PointT(this.#r + dr, this.#c + dc);
  }

  equals(other: PointT): boolean {
    return this.#r === other.row() && this.#c === other.col();
  }

  /** `(row, col)` in the model's 0-based numbering, for errors and logs. */
  toString(): string {
    return `(${this.#r}, ${this.#c})`;
  }
}

/** BoardMoves: the MIS's "seq of PointT", a path of dots in the order drawn. */
export type BoardMoves = PointT[];

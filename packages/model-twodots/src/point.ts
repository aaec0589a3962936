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

/**
 * The brand every PointT carries. `Symbol.for` makes it one symbol across
 * copies of this package: the ESM and the CJS build each define their own
 * class, so `instanceof` alone would refuse the other build's points (a
 * program that both `require`s and `import`s the package got "expected a
 * PointT, got (0, 0)").
 */
const POINT_BRAND: unique symbol = Symbol.for('@arcade/model-twodots/PointT');

export class PointT {
  /**
   * Whether `x` is a PointT from any build of this package (ESM or CJS):
   * a brand check, not a prototype check. `x instanceof PointT` asks the same.
   */
  static isPoint(x: unknown): x is PointT {
    return (
      typeof x === 'object' &&
      x !== null &&
      (x as { readonly [POINT_BRAND]?: unknown })[POINT_BRAND] === true &&
      typeof (x as PointT).row === 'function' &&
      typeof (x as PointT).col === 'function'
    );
  }

  static [Symbol.hasInstance](x: unknown): x is PointT {
    return PointT.isPoint(x);
  }

  readonly #r: number;
  readonly #c: number;

  /** PointT(row, col). The MIS types both as integers: anything else throws. */
  constructor(row: number, col: number) {
    if (!Number.isSafeInteger(row) || !Number.isSafeInteger(col)) {
      throw new IllegalArgumentException(`PointT: row and col must be integers, got (${String(row)}, ${String(col)})`);
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

// The brand sits on the prototype (no memory per point), non-enumerable so
// it stays out of spreads and logs, and outside the class body so the
// published types do not name a private symbol.
Object.defineProperty(PointT.prototype, POINT_BRAND, { value: true });

/** BoardMoves: the MIS's "seq of PointT", a path of dots in the order drawn. */
export type BoardMoves = PointT[];

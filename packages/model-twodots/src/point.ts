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
import { brandTest, describe, sealStatefulClass } from './brand.js';
import { IllegalArgumentException } from './errors.js';

/**
 * PointT is branded (`Symbol.for('@arcade/model-twodots/PointT')`): the ESM
 * and the CJS build each define their own class, so `instanceof` alone would
 * refuse the other build's points (a program that both `require`s and
 * `import`s the package got "expected a PointT, got (0, 0)").
 */
export class PointT {
  /**
   * Whether `x` is a PointT from any build of this package (ESM or CJS):
   * a brand check, not a prototype check. `x instanceof PointT` asks the same.
   */
  /**
   * Whether `x` is a PointT from any build of this package (ESM or CJS):
   * a brand check, not a prototype check. `x instanceof PointT` asks the same.
   */
  static isPoint(x: unknown): x is PointT {
    // The brand alone is not enough: a point also answers row() and col().
    return isPointT(x) && typeof (x as PointT).row === 'function' && typeof (x as PointT).col === 'function';
  }

  readonly #r: number;
  readonly #c: number;

  /** PointT(row, col). The MIS types both as integers: anything else throws. */
  constructor(row: number, col: number) {
    if (!Number.isSafeInteger(row) || !Number.isSafeInteger(col)) {
      throw new IllegalArgumentException(
        `PointT: row and col must be integers, got (${describe(row)}, ${describe(col)})`,
        typeof row !== 'number' || typeof col !== 'number' ? 'WRONG_TYPE' : 'NOT_AN_INTEGER',
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
    if (!Number.isSafeInteger(dr) || !Number.isSafeInteger(dc)) {
      throw new IllegalArgumentException(
        `translate: dr and dc must be integers, got (${describe(dr)}, ${describe(dc)})`,
        typeof dr !== 'number' || typeof dc !== 'number' ? 'WRONG_TYPE' : 'NOT_AN_INTEGER',
      );
    }
    return new PointT(this.#r + dr, this.#c + dc);
  }

  /** Same row and column; a point of the other build compares too, anything else is not equal. */
  equals(other: PointT): boolean {
    if (!isPointT(other)) return false;
    return this.#r === other.row() && this.#c === other.col();
  }

  /**
   * The point's notation, `"row,col"` in the model's 0-based numbering
   * (`"1,2"`), so `JSON.stringify` of a point or a path gives its
   * notation. `PointT.fromJSON` reads it back.
   */
  toJSON(): string {
    return `${this.#r},${this.#c}`;
  }

  /**
   * The point `toJSON` wrote (`"1,2"`: two integers, each at most 9
   * digits, a comma between); anything else throws
   * IllegalArgumentException BAD_DATA.
   */
  static fromJSON(data: unknown): PointT {
    const m = typeof data === 'string' ? /^(-?\d{1,9}),(-?\d{1,9})$/.exec(data) : null;
    if (m === null) {
      throw new IllegalArgumentException(`PointT.fromJSON: expected "row,col", got ${describe(data)}`, 'BAD_DATA');
    }
    return new PointT(Number(m[1]), Number(m[2]));
  }

  /** `(row, col)` in the model's 0-based numbering, for errors and logs. */
  toString(): string {
    return `(${this.#r}, ${this.#c})`;
  }

  // The brand test asks for the fields too: a Proxy of a PointT, or
  // Object.create(PointT.prototype), is refused with the package's error
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'PointT', (x) => #r in x);
}

const isPointT = /* @__PURE__ */ brandTest<PointT>(PointT);

/** BoardMoves: the MIS's "seq of PointT", a path of dots in the order drawn. */
export type BoardMoves = PointT[];

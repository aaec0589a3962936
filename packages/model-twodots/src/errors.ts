/**
 * The MIS's two exceptions. Each is an exported class extending `Error`
 * whose `code` is the MIS name verbatim, so callers can branch on either
 * `instanceof` or `err.code` (the latter survives a second copy of the
 * package in node_modules).
 *
 * ```ts
 * import { Board, IndexOutOfBoundsException, PointT } from '@arcade/model-twodots';
 * try {
 *   new Board(2, 2, () => 0).get(new PointT(5, 5));
 * } catch (e) {
 *   (e as IndexOutOfBoundsException).code; // 'IndexOutOfBoundsException'
 * }
 * ```
 */

/** A size, point coordinate, path or random source the MIS does not allow. */
export class IllegalArgumentException extends Error {
  readonly code = 'IllegalArgumentException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'IllegalArgumentException';
  }
}

/** A point that is not on the board. */
export class IndexOutOfBoundsException extends Error {
  readonly code = 'IndexOutOfBoundsException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'IndexOutOfBoundsException';
  }
}

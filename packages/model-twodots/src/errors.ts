/**
 * The package's one error type, TwoDotsError, and the MIS's two exceptions
 * as its subclasses. Every refusal has a `code` saying what was wrong; the
 * MIS exceptions keep their MIS names as `name` (and as `code` when thrown
 * for the MIS's own reasons), so callers can branch on either. Brands, not
 * prototypes, decide `instanceof`, so the ESM and CJS builds recognise each
 * other's errors.
 *
 * ```ts
 * import { Board, IndexOutOfBoundsException, PointT, TwoDotsError } from '@arcade/model-twodots';
 * try {
 *   new Board(2, 2, () => 0).get(new PointT(5, 5));
 * } catch (e) {
 *   e instanceof TwoDotsError; // true
 *   (e as IndexOutOfBoundsException).code; // 'IndexOutOfBoundsException'
 * }
 * ```
 */
import { messageText, sealClass } from './brand.js';

/**
 * Why a call was refused. `IllegalArgumentException` and
 * `IndexOutOfBoundsException` are the MIS's reasons; the others name the
 * class of bad argument (see the README's table).
 */
export type TwoDotsErrorCode =
  | 'IllegalArgumentException'
  | 'IndexOutOfBoundsException'
  | 'WRONG_TYPE'
  | 'NOT_AN_INTEGER'
  | 'OUT_OF_RANGE'
  | 'TOO_LARGE'
  | 'BAD_TEXT'
  | 'BAD_RANDOM'
  | 'BAD_DATA'
  | 'NOT_SAVABLE';

/** Every error the package throws. */
export class TwoDotsError extends Error {
  readonly code: TwoDotsErrorCode;
  constructor(code: TwoDotsErrorCode, message: string) {
    super(messageText(message));
    this.code = code;
    this.name = 'TwoDotsError';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'TwoDotsError');
}

/** A size, point coordinate, path or random source the MIS does not allow. */
export class IllegalArgumentException extends TwoDotsError {
  constructor(message: string, code: TwoDotsErrorCode = 'IllegalArgumentException') {
    super(code, message);
    this.name = 'IllegalArgumentException';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'IllegalArgumentException');
}

/** A point that is not on the board. */
export class IndexOutOfBoundsException extends TwoDotsError {
  constructor(message: string) {
    super('IndexOutOfBoundsException', message);
    this.name = 'IndexOutOfBoundsException';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'IndexOutOfBoundsException');
}

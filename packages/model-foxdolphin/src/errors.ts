/**
 * Errors. The Z document names no exceptions: these are the package's, one
 * per way a caller can break an assumption of the schemas. Each `code` (and
 * `name`) is the class name, and a call that throws changes nothing.
 *
 * ```ts
 * import { Board, InvalidBoardError } from '@arcade/model-foxdolphin';
 * try {
 *   new Board({ tiles: [{ x: 0, y: 0, h: 1, isWater: false }] });
 * } catch (e) {
 *   (e as InvalidBoardError).invariant; // 'heightSum'
 * }
 * ```
 */
import { messageText, sealClass } from './brand.js';

/**
 * Every `code` a FoxDolphinError carries: a class name, or for an
 * InvalidArgumentError the kind of bad argument (see the README's table).
 */
export type FoxDolphinErrorCode =
  | 'FoxDolphinError'
  | 'InvalidBoardError'
  | 'InvalidArgumentError'
  | 'NoSuchPieceError'
  | 'IllegalMoveError'
  | 'GameOverError'
  | 'OwnedByControllerError'
  | 'WRONG_TYPE'
  | 'NOT_AN_INTEGER'
  | 'OUT_OF_RANGE'
  | 'TOO_LARGE'
  | 'BAD_RANDOM'
  | 'NOT_AN_ANIMAL'
  | 'NOT_A_PLAYER'
  | 'BOARD_IN_USE'
  | 'BAD_TEXT'
  | 'BAD_DATA'
  | 'NOT_SAVABLE';

/** The package's one error type: `code` names the error class, or the kind of bad argument. */
export class FoxDolphinError extends Error {
  readonly code: FoxDolphinErrorCode;
  constructor(code: FoxDolphinErrorCode, message: string, name: string = code) {
    super(messageText(message));
    this.code = code;
    this.name = name;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'FoxDolphinError');
}

/** A Board's data breaks an invariant of schema Board; `invariant` names it. */
export class InvalidBoardError extends FoxDolphinError {
  constructor(
    readonly invariant: string,
    detail: string,
  ) {
    super('InvalidBoardError', `invalid board: ${messageText(invariant)}: ${messageText(detail)}`);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidBoardError');
}

/**
 * An argument is not of the expected kind or range (the message names it);
 * `code` says which (WRONG_TYPE, OUT_OF_RANGE, ...), or is the class name.
 */
export class InvalidArgumentError extends FoxDolphinError {
  constructor(message: string, code: FoxDolphinErrorCode = 'InvalidArgumentError') {
    super(code, message, 'InvalidArgumentError');
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidArgumentError');
}

/** The named piece is not on the board (or not the player's). */
export class NoSuchPieceError extends FoxDolphinError {
  constructor(message: string) {
    super('NoSuchPieceError', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'NoSuchPieceError');
}

/** makeMove was asked for a move RequestMove would refuse; `reason` (a MoveRefusal) says why. */
export class IllegalMoveError extends FoxDolphinError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super('IllegalMoveError', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'IllegalMoveError');
}

/** A round or a move was asked for after the game ended. */
export class GameOverError extends FoxDolphinError {
  constructor(message: string) {
    super('GameOverError', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'GameOverError');
}

/**
 * A Board or Player that belongs to a Controller was changed from outside
 * it (`game.board.requestMove(...)`): every change goes through the
 * Controller, so that its invariant (the board's pieces are the players')
 * holds.
 */
export class OwnedByControllerError extends FoxDolphinError {
  constructor(message: string) {
    super('OwnedByControllerError', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'OwnedByControllerError');
}

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
 * Every `code` a FoxDolphinError carries, in UPPER_SNAKE_CASE (the
 * specification names no errors): the kind of error its class stands for
 * (INVALID_BOARD for an InvalidBoardError, ...), the kind of bad argument
 * of an InvalidArgumentError, or OUT_OF_TURN for a Controller asked for a
 * move or a water step out of the round's order (see the README's table).
 */
export type FoxDolphinErrorCode =
  | 'INVALID_BOARD'
  | 'INVALID_ARGUMENT'
  | 'NO_SUCH_PIECE'
  | 'ILLEGAL_MOVE'
  | 'GAME_OVER'
  | 'OWNED_BY_CONTROLLER'
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
  | 'NOT_SAVABLE'
  | 'OUT_OF_TURN';

/** The package's one error type: `code` says what was wrong; `name` is the class's name. */
export class FoxDolphinError extends Error {
  readonly code: FoxDolphinErrorCode;
  constructor(code: FoxDolphinErrorCode, message: string, name = 'FoxDolphinError') {
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
    super('INVALID_BOARD', `invalid board: ${messageText(invariant)}: ${messageText(detail)}`, 'InvalidBoardError');
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidBoardError');
}

/**
 * An argument is not of the expected kind or range (the message names it);
 * `code` says which (WRONG_TYPE, OUT_OF_RANGE, ...), or is INVALID_ARGUMENT.
 */
export class InvalidArgumentError extends FoxDolphinError {
  constructor(message: string, code: FoxDolphinErrorCode = 'INVALID_ARGUMENT') {
    super(code, message, 'InvalidArgumentError');
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidArgumentError');
}

/** The named piece is not on the board (or not the player's). */
export class NoSuchPieceError extends FoxDolphinError {
  constructor(message: string) {
    super('NO_SUCH_PIECE', message, 'NoSuchPieceError');
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
    super('ILLEGAL_MOVE', message, 'IllegalMoveError');
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'IllegalMoveError');
}

/** A round or a move was asked for after the game ended. */
export class GameOverError extends FoxDolphinError {
  constructor(message: string) {
    super('GAME_OVER', message, 'GameOverError');
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
    super('OWNED_BY_CONTROLLER', message, 'OwnedByControllerError');
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'OwnedByControllerError');
}

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

/** The common base: `code` names the error class. */
export class FoxDolphinError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** A Board's data breaks an invariant of schema Board; `invariant` names it. */
export class InvalidBoardError extends FoxDolphinError {
  constructor(
    readonly invariant: string,
    detail: string,
  ) {
    super('InvalidBoardError', `invalid board: ${invariant}: ${detail}`);
  }
}

/** An argument is not of the expected kind or range (the message names it). */
export class InvalidArgumentError extends FoxDolphinError {
  constructor(message: string) {
    super('InvalidArgumentError', message);
  }
}

/** The named piece is not on the board (or not the player's). */
export class NoSuchPieceError extends FoxDolphinError {
  constructor(message: string) {
    super('NoSuchPieceError', message);
  }
}

/** makeMove was asked for a move RequestMove would refuse; `reason` (a MoveRefusal) says why. */
export class IllegalMoveError extends FoxDolphinError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super('IllegalMoveError', message);
  }
}

/** A round or a move was asked for after the game ended. */
export class GameOverError extends FoxDolphinError {
  constructor(message: string) {
    super('GameOverError', message);
  }
}

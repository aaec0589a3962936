/**
 * Errors. The Z document names no exceptions: these are the package's, one
 * per way a caller can break an assumption of the schemas. Each `code` is the
 * class name, and a call that throws changes nothing.
 */

/** A Board's data breaks an invariant of schema Board; `invariant` names it. */
export class InvalidBoardError extends Error {
  readonly code = 'InvalidBoardError';
  constructor(readonly invariant: string, detail: string) {
    super(`invalid board: ${invariant}: ${detail}`);
    this.name = 'InvalidBoardError';
  }
}

/** An argument is not of the expected kind or range (message names it). */
export class InvalidArgumentError extends Error {
  readonly code = 'InvalidArgumentError';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}

/** The named piece is not on the board (or not the player's). */
export class NoSuchPieceError extends Error {
  readonly code = 'NoSuchPieceError';
  constructor(message: string) {
    super(message);
    this.name = 'NoSuchPieceError';
  }
}

/** makeMove was asked for a move RequestMove would refuse; `reason` says why. */
export class IllegalMoveError extends Error {
  readonly code = 'IllegalMoveError';
  constructor(readonly reason: string, message: string) {
    super(message);
    this.name = 'IllegalMoveError';
  }
}

/** A round or a move was asked for after the game ended. */
export class GameOverError extends Error {
  readonly code = 'GameOverError';
  constructor(message: string) {
    super(message);
    this.name = 'GameOverError';
  }
}

/**
 * The exceptions of the Othello MIS. Each is an Error subclass named as the
 * MIS names it, with `code` holding that name verbatim, so callers can test
 * either `instanceof` or `err.code`.
 *
 * ```ts
 * import { Othello, InvalidMoveException } from '@arcade/model-othello';
 * try { new Othello().move(0, 0, 'BLACK'); }
 * catch (e) { e instanceof InvalidMoveException; } // true
 * ```
 */

/** A position off the board (MIS InvalidPosition), or a non-integer coordinate. */
export class OutOfBoundsException extends Error {
  readonly code = 'OutOfBoundsException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'OutOfBoundsException';
  }
}

/** `move` on a square where the colour brackets no line. */
export class InvalidMoveException extends Error {
  readonly code = 'InvalidMoveException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMoveException';
  }
}

/** `move` with a legal move of the colour that is not to move. */
export class WrongPlayerException extends Error {
  readonly code = 'WrongPlayerException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'WrongPlayerException';
  }
}

/** `switchTurn` (a pass) while the player to move has a legal move. */
export class ValidMoveExistsException extends Error {
  readonly code = 'ValidMoveExistsException' as const;
  constructor(message: string) {
    super(message);
    this.name = 'ValidMoveExistsException';
  }
}

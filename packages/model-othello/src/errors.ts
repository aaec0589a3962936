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

/** What the four MIS exceptions share: `name` and `code` are the MIS name. */
export abstract class OthelloException<C extends string> extends Error {
  readonly code: C;
  protected constructor(code: C, message: string) {
    super(message);
    this.code = code;
    this.name = code;
  }
}

/** A position off the board (MIS InvalidPosition), or a non-integer coordinate. */
export class OutOfBoundsException extends OthelloException<'OutOfBoundsException'> {
  constructor(message: string) {
    super('OutOfBoundsException', message);
  }
}

/** `move` on a square where the colour brackets no line. */
export class InvalidMoveException extends OthelloException<'InvalidMoveException'> {
  constructor(message: string) {
    super('InvalidMoveException', message);
  }
}

/** `move` with a legal move of the colour that is not to move. */
export class WrongPlayerException extends OthelloException<'WrongPlayerException'> {
  constructor(message: string) {
    super('WrongPlayerException', message);
  }
}

/** `switchTurn` (a pass) while the player to move has a legal move. */
export class ValidMoveExistsException extends OthelloException<'ValidMoveExistsException'> {
  constructor(message: string) {
    super('ValidMoveExistsException', message);
  }
}

/**
 * Internal (not exported from the package): a TypeError naming the routine,
 * the argument and what was expected, for JavaScript callers that the types
 * do not stop; e.g. "perft: from must be an Othello, got object".
 */
export function wrongType(routine: string, expected: string, value: unknown): TypeError {
  const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  return new TypeError(`${routine}: ${expected}, got ${got}`);
}

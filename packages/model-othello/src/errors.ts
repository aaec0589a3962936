/**
 * The package's error type, OthelloException, and the exceptions of the
 * Othello MIS as its subclasses, each named as the MIS names it, with `code`
 * holding that name verbatim, so callers can test either `instanceof` or
 * `err.code`. `instanceof` is a brand check, so the ESM and CJS builds
 * recognise each other's errors.
 *
 * ```ts
 * import { Othello, InvalidMoveException } from '@arcade/model-othello';
 * try { new Othello().move(0, 0, 'BLACK'); }
 * catch (e) { e instanceof InvalidMoveException; } // true
 * ```
 */
import { describe, messageText, sealClass } from './brand.js';

/**
 * Every `code` an OthelloException carries: the four MIS exception names,
 * then the kinds of bad argument (see the README's table).
 */
export type OthelloErrorCode =
  | 'OutOfBoundsException'
  | 'InvalidMoveException'
  | 'WrongPlayerException'
  | 'ValidMoveExistsException'
  | 'WRONG_TYPE'
  | 'NOT_A_CELL'
  | 'NOT_A_PLAYER'
  | 'NOT_AN_INTEGER'
  | 'OUT_OF_RANGE'
  | 'TOO_LARGE'
  | 'SYNTAX'
  | 'NOTHING_TO_UNDO'
  | 'GAME_OVER'
  | 'BAD_DATA';

/**
 * The package's one error type: every refusal is an OthelloException with a
 * `code`; the four MIS exceptions are its subclasses, whose `name` and
 * `code` are the MIS name.
 */
export class OthelloException<C extends OthelloErrorCode = OthelloErrorCode> extends Error {
  readonly code: C;
  constructor(code: C, message: string) {
    super(messageText(message));
    this.code = code;
    this.name = typeof code === 'string' && code.endsWith('Exception') ? code : 'OthelloException';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'OthelloException');
}
/** A position off the board (MIS InvalidPosition), or a non-integer coordinate. */
export class OutOfBoundsException extends OthelloException<'OutOfBoundsException'> {
  constructor(message: string) {
    super('OutOfBoundsException', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'OutOfBoundsException');
}

/** `move` on a square where the colour brackets no line. */
export class InvalidMoveException extends OthelloException<'InvalidMoveException'> {
  constructor(message: string) {
    super('InvalidMoveException', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidMoveException');
}

/** `move` with a legal move of the colour that is not to move. */
export class WrongPlayerException extends OthelloException<'WrongPlayerException'> {
  constructor(message: string) {
    super('WrongPlayerException', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'WrongPlayerException');
}

/** `switchTurn` (a pass) while the player to move has a legal move. */
export class ValidMoveExistsException extends OthelloException<'ValidMoveExistsException'> {
  constructor(message: string) {
    super('ValidMoveExistsException', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'ValidMoveExistsException');
}

/**
 * Internal (not exported from the package): an OthelloException with code
 * WRONG_TYPE naming the routine, the argument and what was expected, for
 * JavaScript callers that the types do not stop; e.g. "perft: from must be
 * an Othello, got an object".
 */
export function wrongType(routine: string, expected: string, value: unknown): OthelloException<'WRONG_TYPE'> {
  return new OthelloException('WRONG_TYPE', `${routine}: ${expected}, got ${show(value)}`);
}

/** A value for a message, strings in single quotes, never throwing (brand.ts's describe). */
export function show(value: unknown): string {
  return typeof value === 'string' ? `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'` : describe(value);
}

/**
 * The package's error type, FreecellError, and the MIS's exceptions as its
 * subclasses, each with a `code` naming it, plus the errors of the parts the MIS does not cover (a game used
 * before newGame, bad board text or move notation).
 *
 * ```ts
 * import { FreecellGame, InvalidIndex } from '@arcade/model-freecell';
 * try { new FreecellGame().size('cell', 0); } catch (e) { (e as Error).name; } // 'GameNotStarted'
 * ```
 */
import { messageText, sealClass } from './brand.js';

/**
 * Every `code` a FreecellError carries: the MIS exceptions under the
 * MIS's own names (snake_case, as the specification spells them), then
 * this library's own in UPPER_SNAKE_CASE (the rule for codes no
 * specification names): a game used early, bad text, the kinds of bad
 * argument (see the README's table).
 */
export type FreecellErrorCode =
  | 'invalid_deck'
  | 'invalid_availability'
  | 'invalid_index'
  | 'invalid_move'
  | 'GAME_NOT_STARTED'
  | 'PARSE_ERROR'
  | 'WRONG_TYPE'
  | 'NOT_AN_INTEGER'
  | 'OUT_OF_RANGE'
  | 'UNKNOWN_OPTION'
  | 'TOO_LARGE'
  | 'NOT_A_VALUE'
  | 'NOT_A_SUIT'
  | 'NOT_A_PILE_TYPE'
  | 'BAD_MOVE'
  | 'BAD_DATA';

/**
 * The package's one error type: every refusal is a FreecellError with a
 * `code`; the MIS's exceptions are its subclasses (their `name` the MIS
 * name). `instanceof` is a brand check, so the ESM and CJS builds recognise
 * each other's errors.
 */
export class FreecellError<C extends FreecellErrorCode = FreecellErrorCode> extends Error {
  readonly code: C;
  constructor(code: C, message: string, name = 'FreecellError') {
    super(messageText(message));
    this.code = code;
    this.name = name;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'FreecellError');
}

/** The subclasses' shared shape: a fixed code and name. */
class CodedError<C extends FreecellErrorCode> extends FreecellError<C> {
  constructor(code: C, name: string, message: string) {
    super(code, message, name);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'CodedError');
}

/** newGame's deck is not exactly the 52 distinct cards. */
export class InvalidDeck extends CodedError<'invalid_deck'> {
  constructor(message: string) {
    super('invalid_deck', 'InvalidDeck', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidDeck');
}

/** A card was asked of an empty pile. */
export class InvalidAvailability extends CodedError<'invalid_availability'> {
  constructor(message: string) {
    super('invalid_availability', 'InvalidAvailability', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidAvailability');
}

/** A pile number is out of range for its pile type. */
export class InvalidIndex extends CodedError<'invalid_index'> {
  constructor(message: string) {
    super('invalid_index', 'InvalidIndex', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidIndex');
}

/** An illegal move. */
export class InvalidMove extends CodedError<'invalid_move'> {
  constructor(message: string) {
    super('invalid_move', 'InvalidMove', message);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'InvalidMove');
}

/** The MIS assumes newGame is called first; this library checks it. */
export class GameNotStarted extends CodedError<'GAME_NOT_STARTED'> {
  constructor(routine: string) {
    super('GAME_NOT_STARTED', 'GameNotStarted', `${messageText(routine)}: call newGame(deck) first`);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'GameNotStarted');
}

/**
 * Bad board text or move notation: `line` is 1-based (1 for a single move).
 * A problem of the whole text rather than of one line (cards missing) has
 * `wholeText` true: its message does not blame a line, and `line` is the
 * last line read.
 */
export class ParseError extends CodedError<'PARSE_ERROR'> {
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly wholeText = false,
  ) {
    super(
      'PARSE_ERROR',
      'ParseError',
      wholeText ? `board text: ${messageText(reason)}` : `line ${messageText(line)}: ${messageText(reason)}`,
    );
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'ParseError');
}

/**
 * The package's one error type, TicTacToeError, and its two subclasses: a
 * broken precondition of the GAME class, and bad notation.
 * Eiffel reports the tag of the first require clause that fails; so does this
 * error, in `code`, so a caller can branch on the contract rather than on the
 * wording of a message.
 *
 * ```ts
 * import { Game, PreconditionViolation } from '@arcade/model-tictactoe';
 * try {
 *   Game.make().putCircle(1, 1);
 * } catch (err) {
 *   (err as PreconditionViolation).code; // 'circle_turn'
 * }
 * ```
 */
import { messageText, sealClass } from './brand.js';
import type { ContractTag, Routine } from './vocabulary.js';

/**
 * Every `code` a TicTacToeError carries: a contract tag (verbatim, as the
 * specification names it), or in UPPER_SNAKE_CASE (the rule for codes no
 * specification names) a notation problem or the kind of bad argument
 * (see the README's table).
 */
export type TicTacToeErrorCode =
  | ContractTag
  | 'INVALID_NOTATION'
  | 'UNREACHABLE_POSITION'
  | 'WRONG_TYPE'
  | 'NOT_AN_INTEGER'
  | 'OUT_OF_RANGE'
  | 'TOO_LARGE'
  | 'BAD_RANDOM'
  | 'NO_CONSTRUCTOR'
  | 'BAD_DATA';

/** The package's one error type: every refusal is one, with a `code`. */
export class TicTacToeError extends Error {
  readonly code: TicTacToeErrorCode;
  constructor(code: TicTacToeErrorCode, message: string) {
    super(messageText(message));
    this.code = code;
    this.name = 'TicTacToeError';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'TicTacToeError');
}

/** A call broke a precondition; `code` is the contract's tag, `routine` the Eiffel feature. */
export class PreconditionViolation extends TicTacToeError {
  declare readonly code: ContractTag;
  readonly routine: Routine;

  constructor(routine: Routine, code: ContractTag, detail: string) {
    super(code, `${messageText(routine)}: precondition ${messageText(code)} broken: ${messageText(detail)}`);
    this.name = 'PreconditionViolation';
    this.routine = routine;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'PreconditionViolation');
}

/** The compact notation of `parseGame` could not be read, or names a position no game reaches. */
export class GameNotationError extends TicTacToeError {
  declare readonly code: 'INVALID_NOTATION' | 'UNREACHABLE_POSITION';

  constructor(code: 'INVALID_NOTATION' | 'UNREACHABLE_POSITION', message: string) {
    super(code, message);
    this.name = 'GameNotationError';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'GameNotationError');
}

/**
 * The one exception of the package: a broken precondition of the GAME class.
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
import type { ContractTag, Routine } from './vocabulary.js';

/** A call broke a precondition; `code` is the contract's tag, `routine` the Eiffel feature. */
export class PreconditionViolation extends Error {
  override readonly name = 'PreconditionViolation';
  readonly code: ContractTag;
  readonly routine: Routine;

  constructor(routine: Routine, code: ContractTag, detail: string) {
    super(`${routine}: precondition ${code} broken: ${detail}`);
    this.code = code;
    this.routine = routine;
  }
}

/** The compact notation of `parseGame` could not be read, or names a position no game reaches. */
export class GameNotationError extends Error {
  override readonly name = 'GameNotationError';
  readonly code: 'invalid_notation' | 'unreachable_position';

  constructor(code: 'invalid_notation' | 'unreachable_position', message: string) {
    super(message);
    this.code = code;
  }
}

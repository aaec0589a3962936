/**
 * The MIS's exceptions, each an Error subclass whose `code` is the MIS name
 * verbatim, plus the errors of the parts the MIS does not cover (a game used
 * before newGame, bad board text or move notation).
 *
 * ```ts
 * import { FreecellGame, InvalidIndex } from '@arcade/model-freecell';
 * try { new FreecellGame().size('cell', 0); } catch (e) { (e as Error).name; } // 'GameNotStarted'
 * ```
 */

/** An error with the MIS's exception name in `code` (and the class name in `name`). */
class CodedError<C extends string> extends Error {
  constructor(
    readonly code: C,
    name: string,
    message: string,
  ) {
    super(message);
    this.name = name;
  }
}

/** newGame's deck is not exactly the 52 distinct cards. */
export class InvalidDeck extends CodedError<'invalid_deck'> {
  constructor(message: string) {
    super('invalid_deck', 'InvalidDeck', message);
  }
}

/** A card was asked of an empty pile. */
export class InvalidAvailability extends CodedError<'invalid_availability'> {
  constructor(message: string) {
    super('invalid_availability', 'InvalidAvailability', message);
  }
}

/** A pile number is out of range for its pile type. */
export class InvalidIndex extends CodedError<'invalid_index'> {
  constructor(message: string) {
    super('invalid_index', 'InvalidIndex', message);
  }
}

/** An illegal move. */
export class InvalidMove extends CodedError<'invalid_move'> {
  constructor(message: string) {
    super('invalid_move', 'InvalidMove', message);
  }
}

/** The MIS assumes newGame is called first; this library checks it. */
export class GameNotStarted extends CodedError<'game_not_started'> {
  constructor(routine: string) {
    super('game_not_started', 'GameNotStarted', `${routine}: call newGame(deck) first`);
  }
}

/**
 * Bad board text or move notation: `line` is 1-based (1 for a single move).
 * A problem of the whole text rather than of one line (cards missing) has
 * `wholeText` true: its message does not blame a line, and `line` is the
 * last line read.
 */
export class ParseError extends CodedError<'parse_error'> {
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly wholeText = false,
  ) {
    super('parse_error', 'ParseError', wholeText ? `board text: ${reason}` : `line ${line}: ${reason}`);
  }
}

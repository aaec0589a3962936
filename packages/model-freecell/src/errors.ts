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

/** newGame's deck is not exactly the 52 distinct cards. */
export class InvalidDeck extends Error {
  readonly code = 'invalid_deck';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDeck';
  }
}

/** A card was asked of an empty pile. */
export class InvalidAvailability extends Error {
  readonly code = 'invalid_availability';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAvailability';
  }
}

/** A pile number is out of range for its pile type. */
export class InvalidIndex extends Error {
  readonly code = 'invalid_index';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidIndex';
  }
}

/** An illegal move. */
export class InvalidMove extends Error {
  readonly code = 'invalid_move';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMove';
  }
}

/** The MIS assumes newGame is called first; this library checks it. */
export class GameNotStarted extends Error {
  readonly code = 'game_not_started';
  constructor(routine: string) {
    super(`${routine}: call newGame(deck) first`);
    this.name = 'GameNotStarted';
  }
}

/** Bad board text or move notation: `line` is 1-based (1 for a single move). */
export class ParseError extends Error {
  readonly code = 'parse_error';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'ParseError';
  }
}

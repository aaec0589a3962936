/**
 * An Othello game as a player sees it, with no I/O, and the engine built in:
 * `OthelloSession` is `OthelloSessionCore` (src/session-core.ts: players,
 * passes, hints, undo and redo of whole turns, saving) whose computer and
 * hints search with this package's engine and its embedded weights
 * (unpacked on the first search). The console app drives it; a web page
 * whose computer thinks in a worker uses OthelloSessionCore from the lite
 * entry instead, so that its bundle carries neither the search nor the
 * weights.
 *
 * For a Web Worker, `computerMove({ board, level, seed })` is the same
 * choice as a pure function of serialisable input (an Edax board string).
 *
 * ```ts
 * import { OthelloSession } from '@arcade/engine-othello/session';
 * const s = new OthelloSession({ white: 'computer', level: 1, seed: 7 });
 * s.play({ i: 2, j: 3 }); // d3 for Black
 * s.computerPlay(); // White's reply
 * s.undo(); // [d3, the reply]
 * ```
 */
import { deepFreeze, frozen } from '@arcade/core';
import { useEmbeddedWeights } from './embedded.js';
import {
  type ComputerMoveInput,
  type ComputerMoveResult,
  computerMove as computerMoveWith,
  type OthelloEngine,
  OthelloSessionCore,
  type OthelloSessionOptions,
  searchEngine,
  type ThinkOptions,
} from './session-core.js';

export { OthelloSessionCore, positionRandom, searchEngine, seededRandom } from './session-core.js';
export type {
  ComputerMoveInput,
  ComputerMoveResult,
  OthelloEngine,
  OthelloHint,
  OthelloSessionData,
  OthelloSessionOptions,
  OthelloSessionState,
  PlayedMove,
  PlayerKind,
  ThinkOptions,
} from './session-core.js';

/** The engine's search with the embedded weights loaded first (unless the caller loaded others). */
const embeddedEngine: OthelloEngine = (game, level, seed, options) => {
  useEmbeddedWeights();
  return searchEngine(game, level, seed, options);
};

/**
 * The computer's move for a position given as data, the same choice an
 * OthelloSession makes: a pure function of serialisable input, for a Web
 * Worker (`postMessage(computerMove(data))`), with the embedded weights.
 * Throws the model's error for a board string that cannot be read, and an
 * EngineError for a bad level.
 *
 * ```ts
 * import { computerMove } from '@arcade/engine-othello/session';
 * computerMove({ board: makeBoard(game), level: 4, seed: 7 }).move; // 'c4'
 * ```
 */
export const computerMove = /* @__PURE__ */ frozen(function computerMove(
  input: ComputerMoveInput,
  options: ThinkOptions = {},
): ComputerMoveResult {
  useEmbeddedWeights();
  return computerMoveWith(input, options);
});

/**
 * An Othello game between people and the computer, with passes, hints and
 * undo and redo of whole turns, the computer searching with this package's
 * engine (or the `engine` given). A method either changes the session and
 * says what changed, or throws (the model's OthelloException for an illegal
 * move) and changes nothing.
 */
export class OthelloSession extends OthelloSessionCore {
  /** A new session; throws an EngineError (`INVALID_OPTION`) for a bad option. */
  constructor(options: OthelloSessionOptions = {}) {
    super({ ...options, engine: options.engine ?? embeddedEngine });
  }

  /**
   * The session `toJSON` saved, as an OthelloSession (see
   * OthelloSessionCore.fromJSON): throws EngineError `BAD_DATA` for
   * anything malformed or inconsistent.
   */
  static override fromJSON(data: unknown, clock?: () => number, engine?: OthelloEngine): OthelloSession {
    // biome-ignore lint/complexity/noThisInStatic: the parent's fromJSON, called on this class, makes an OthelloSession.
    return super.fromJSON(data, clock, engine) as OthelloSession;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ deepFreeze(this);
}

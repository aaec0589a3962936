/**
 * One game of FreeCell as a player types it: the session of
 * @arcade/model-freecell/session (undo and redo of whole turns, restart,
 * smart moves, automatic moves home, the kept solution), with moves read
 * from what the player typed in standard notation (either case, spaces
 * allowed). No I/O: the console layer in `freecell.ts` prints what this
 * returns.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * import { FreecellSession } from '@arcade/freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const s = new FreecellSession(g, { auto: true });
 * s.play('6 A'); // { ok: true, turn: { move: '6a', text: '6a: 3D to cell a.', ... } }
 * s.play('6a'); // { ok: false, reason: 'Cell a already holds 3D.' }
 * s.undo(); // the turn taken back; s.moves is 0 again
 * ```
 */
import { type FreecellGame, type Move, type MoveSource, parseMove, solve } from '@arcade/model-freecell';
import {
  FreecellSession as ModelSession,
  type PlayResult,
  type SessionOptions,
  type Solution,
  type Turn,
  turnsOf,
  cardText,
} from '@arcade/model-freecell/session';
import { quoteInput } from '@arcade/view-console/io';

export { cardText, type PlayResult, type SessionOptions, type Solution, type Turn, turnsOf };

/** The longest line read as a move: anything longer is refused before it is parsed. */
const MAX_MOVE_TEXT = 40;

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Reads what a player typed as a move: spaces ignored, either case. Returns
 * the move; a lone place (`3`, `a`), the source of a smart move; or the
 * one-line reason it is neither.
 */
export function readMove(text: string): Move | MoveSource | string {
  if (typeof text !== 'string') throw new TypeError(`readMove: the move must be a string, got ${typeof text}`);
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (compact.length > MAX_MOVE_TEXT) {
    return `That line is too long (${text.length} characters) to be a move such as 3a.`;
  }
  const shape = /^(.)(.)(?:v(\d{1,2}))?$/u.exec(compact);
  if (shape === null && /^[1-8a-d]$/.test(compact)) return sourceOf(compact);
  if (shape === null) {
    return `${quoteInput(text)} is not a move: type a source and a target, e.g. 3a, a4, 4h or 36.`;
  }
  for (const [role, ch] of [
    ['source', shape[1] as string],
    ['target', shape[2] as string],
  ] as const) {
    if (!/^[1-8a-dh]$/.test(ch)) {
      return `${quoteInput(ch)} is not a place: columns are 1-8, cells a-d, and h is the foundations.`;
    }
    if (role === 'source' && ch === 'h')
      return 'Cards stay on the foundations: a move starts at a column 1-8 or a cell a-d.';
  }
  try {
    return parseMove(compact);
  } catch (e) {
    // '36v20', '3av2': the notation's own reason.
    const reason = (e as { reason?: unknown }).reason;
    return typeof reason === 'string' ? `${capitalized(reason)}.` : `${quoteInput(text)} is not a move.`;
  }
}

/** A lone place typed ('3', 'a'): the source of a smart move. */
function sourceOf(ch: string): MoveSource {
  return ch >= '1' && ch <= '8'
    ? { kind: 'column', index: Number(ch) - 1 }
    : { kind: 'cell', index: 'abcd'.indexOf(ch) };
}

/**
 * The model's session, playing moves typed as text too: `play('6 A')`
 * reads the text with readMove (a refusal in a player's words when it is
 * not a move) and plays it; a move or a source given as data is played as
 * it is.
 */
export class FreecellSession extends ModelSession {
  /** Takes over `game` (started), as the model's session does; the search is the model's solve. */
  constructor(game: FreecellGame, options: SessionOptions = {}) {
    // The solve of this module's import (tests count the searches through it).
    super(game, { solve, ...options });
  }

  /** Plays a typed move (or a move given as data); a refused move changes nothing and says why in one line. */
  override play(text: string | Move | MoveSource): PlayResult {
    if (typeof text !== 'string' && (typeof text !== 'object' || text === null))
      throw new TypeError(`FreecellSession.play: the move must be a string, got ${typeof text}`);
    if (typeof text !== 'string') return super.play(text);
    const typed = readMove(text);
    if (typeof typed === 'string') return { ok: false, reason: typed };
    return super.play(typed);
  }
}

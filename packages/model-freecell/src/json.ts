/**
 * Saved games: the plain, versioned data `FreecellGame.toJSON` writes and
 * `FreecellGame.fromJSON` reads. Cards are written in their standard
 * notation (`"9H"`, `"TS"`), piles as arrays of cards from the bottom, and
 * the undo history as the layouts undo goes back to, oldest first.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * g.play('1a');
 * const again = FreecellGame.fromJSON(JSON.parse(JSON.stringify(g)));
 * again.undoDepth(); // 1
 * ```
 */
import { savedArray, savedFields } from '@arcade/core';
import { CardT } from './card.js';
import { FreecellError } from './errors.js';
import type { Position } from './game.js';
import { shown } from './shown.js';
import { RANK_LETTERS, SUIT_LETTERS } from './types.js';

/** A layout as saved data: each pile's cards in notation, bottom first. */
export interface PositionJSON {
  readonly foundations: readonly (readonly string[])[];
  readonly cells: readonly (readonly string[])[];
  readonly tableau: readonly (readonly string[])[];
}

/** A FreecellGame as saved data (see `FreecellGame.toJSON`). */
export interface FreecellGameJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The layout now; null for a game not started. */
  readonly position: PositionJSON | null;
  /** The layouts undo goes back to, oldest first (`undoDepth()` of them). */
  readonly history: readonly PositionJSON[];
}

/**
 * The most undo steps `fromJSON` reads: a game is rarely past a few hundred
 * moves; this bounds the memory of reading untrusted data.
 */
export const MAX_SAVED_HISTORY = 10_000;

/** Every refusal of malformed data: FreecellError BAD_DATA. */
export const badData = (message: string): FreecellError => new FreecellError('BAD_DATA', message);

/** A card in notation read back, strictly as `toString` writes it (`"TH"`, not `"10h"`). */
export function cardFromJSON(what: string, x: unknown): CardT {
  const text = typeof x === 'string' && x.length === 2 ? x : '';
  const r = RANK_LETTERS.indexOf(text[0] ?? '-');
  const s = SUIT_LETTERS.indexOf(text[1] ?? '-');
  if (r < 0 || s < 0) throw badData(`${what} must be a card such as "9H" or "TS", got ${shown(x)}`);
  return CardT.fromId(r * 4 + s);
}

/** A layout's saved data. */
export function positionToJSON(p: Position): PositionJSON {
  const out = (list: readonly (readonly CardT[])[]): string[][] => list.map((pile) => pile.map((c) => c.toString()));
  return { foundations: out(p.foundations), cells: out(p.cells), tableau: out(p.tableau) };
}

/** A saved layout's cards, its shape checked (the game then checks it is a legal layout). */
export function positionFromJSON(what: string, x: unknown): Position {
  const f = savedFields(what, x, null, ['foundations', 'cells', 'tableau'], badData);
  const piles = (key: string): CardT[][] =>
    savedArray(`${what}: ${key}`, f[key], 8, badData).map((pile, i) =>
      savedArray(`${what}: ${key}[${i}]`, pile, 52, badData).map((c, k) =>
        cardFromJSON(`${what}: ${key}[${i}][${k}]`, c),
      ),
    );
  return { foundations: piles('foundations'), cells: piles('cells'), tableau: piles('tableau') };
}

/** The saved game's layout (null: not started) and history, their shapes checked. */
export function gameFromJSON(data: unknown): { position: Position | null; history: Position[] } {
  const routine = 'FreecellGame.fromJSON';
  const f = savedFields(routine, data, 1, ['position', 'history'], badData);
  const history = savedArray(`${routine}: history`, f.history, MAX_SAVED_HISTORY, badData).map((h, i) =>
    positionFromJSON(`${routine}: history[${i}]`, h),
  );
  if (f.position === null) {
    if (history.length > 0) throw badData(`${routine}: a game not started has no history`);
    return { position: null, history };
  }
  return { position: positionFromJSON(`${routine}: position`, f.position), history };
}

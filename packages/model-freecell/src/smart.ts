/**
 * The smart move: the one move a player means by naming only a card's
 * place, as a click or tap on a card does in Microsoft FreeCell and the
 * best web versions, and as a lone `3` or `a` does in the console. Both
 * views call this, so they choose the same move.
 *
 * ```ts
 * import { FreecellGame, makeMove, msDeal, smartMove } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * makeMove(smartMove(g, { kind: 'column', index: 5 })!); // '6a': 3D fits on no column, so to a free cell
 * ```
 */
import { frozen, isRevoked } from './brand.js';
import type { CardT } from './card.js';
import { FreecellError } from './errors.js';
import { type FreecellGame, isGame } from './game.js';
import { type Move, type MoveSource, type MoveTarget, readMove } from './notation.js';
import { shown } from './shown.js';
import { F_C_SIZE, T_SIZE } from './types.js';

/** What `smartMove` may be told besides the source. */
export interface SmartMoveOptions {
  /**
   * How many cards to move from the top of a column: the card tapped and
   * those above it (1 = the top card). Left out, the move carries what
   * fits (the part of the column's ordered run that fits on the target).
   */
  readonly count?: number;
}

/**
 * The best legal move for the card (or the run) at `from`, or null when it
 * has none. In this order, the first that exists:
 *
 * 1. **home**: the top card to its foundation;
 * 2. **onto a card**: onto the top card of a non-empty column, carrying
 *    the part of the source's ordered run that fits there (within the
 *    free-cell limit). Among several columns, the one where the ordered
 *    run after the move is longest (the cards moved plus the target's own
 *    run), then the leftmost;
 * 3. **an empty column**: the leftmost, taking the longest run allowed.
 *    Never the move of a whole column into an empty one, which changes
 *    nothing;
 * 4. **a free cell**: the leftmost empty one, for a column's top card (a
 *    card in a cell stays where it is rather than move to another cell).
 *
 * With `options.count` (a tap on a card inside a column's run) the move
 * carries exactly that many cards: more than one card goes only onto a
 * column; a count past the column's ordered run has no move (null).
 * Throws FreecellError (`WRONG_TYPE`, `OUT_OF_RANGE`) for a bad argument;
 * the game is never changed.
 */
export const smartMove = /* @__PURE__ */ frozen(function smartMove(
  game: FreecellGame,
  given: MoveSource,
  options: SmartMoveOptions = {},
): Move | null {
  if (!isGame(game)) throw new FreecellError('WRONG_TYPE', `smartMove: expected a FreecellGame, got ${shown(game)}`);
  // The source as read (own properties only, each once): what the rest of the routine uses.
  const shape = readMove({ from: given, to: { kind: 'foundation' } });
  if (typeof shape === 'string') throw new FreecellError('WRONG_TYPE', `smartMove: ${shape}`);
  const from = shape.from;
  if (typeof options !== 'object' || options === null || isRevoked(options)) {
    throw new FreecellError('WRONG_TYPE', `smartMove: options must be an object, got ${shown(options)}`);
  }
  // Own properties only: a polluted Object.prototype is not an option.
  const count: unknown = Object.hasOwn(options, 'count') ? options.count : undefined;
  const p = game.position();
  const src = from.kind === 'column' ? (p.tableau[from.index] ?? []) : (p.cells[from.index] ?? []);
  if (count !== undefined) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > Math.max(1, src.length)) {
      throw new FreecellError(
        typeof count === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
        `smartMove: count must be a whole number from 1 to the ${src.length} cards of the source, got ${shown(count)}`,
      );
    }
  }
  if (src.length === 0) return null;
  const legal = (m: Move): boolean => game.whyInvalid(m) === null;
  const k = count ?? null;
  if (k !== null && from.kind === 'column' && k > game.runLength(from.index)) return null;
  const single = k === null || k === 1;

  if (single) {
    const home: Move = { from, to: { kind: 'foundation' } };
    if (legal(home)) return home;
  }

  // Onto a card: the target's top decides how many cards go (k, when given, must be that many).
  let best: Move | null = null;
  let bestRun = 0;
  for (let j = 0; j < T_SIZE; j++) {
    const target = p.tableau[j] ?? [];
    if (target.length === 0 || (from.kind === 'column' && from.index === j)) continue;
    const m: Move = { from, to: { kind: 'column', index: j } };
    if (!legal(m)) continue;
    const moved = from.kind === 'cell' ? 1 : fittingCount(src, game.runLength(from.index), target[target.length - 1]);
    if (k !== null && moved !== k) continue;
    const run = moved + game.runLength(j);
    if (run > bestRun) {
      best = m;
      bestRun = run;
    }
  }
  if (best !== null) return best;

  for (let j = 0; j < T_SIZE; j++) {
    if ((p.tableau[j] ?? []).length !== 0) continue;
    const to: MoveTarget = { kind: 'column', index: j };
    let m: Move = { from, to };
    if (from.kind === 'column') {
      const longest = Math.min(game.runLength(from.index), game.maxSequenceMove(true));
      const n = k ?? longest;
      if (n === src.length) break; // the whole column: nothing would change
      if (n !== longest) m = { from, to, count: n };
    }
    if (legal(m)) return m;
    break; // the empty columns are alike: the leftmost answers for all
  }

  if (single && from.kind === 'column') {
    for (let c = 0; c < F_C_SIZE; c++) {
      const m: Move = { from, to: { kind: 'cell', index: c } };
      if (legal(m)) return m;
    }
  }
  return null;
});

/** How many cards of a column's ordered run of `run` go onto `top`: the one that fits and those above it. */
function fittingCount(column: readonly CardT[], run: number, top: CardT | undefined): number {
  if (top === undefined) return 0;
  for (let n = 1; n <= run; n++) {
    const c = column[column.length - n];
    if (c?.isOneLess(top) && c.isOppositeColour(top)) return n;
  }
  return 0;
}

/**
 * Microsoft FreeCell deals 1..2^31-1, the deal generator every FreeCell
 * program shares (Jim Horne's algorithm, as described on Rosetta Code, "Deal
 * cards for FreeCell"): the Microsoft C runtime's LCG
 * seed = (seed * 214013 + 2531011) mod 2^31, rand = seed >> 16, draws cards
 * from a deck ordered AC AD AH AS 2C ... KS, and Microsoft lays them out row
 * by row over 8 columns. The MIS's newGame deals column by column, so msDeal
 * returns the deck reordered to give Microsoft's columns.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(617));
 * g.getCard('tableau', 0).toString(); // 'JD'
 * ```
 */
import { CardT } from './card.js';
import { FreecellError } from './errors.js';
import { shown } from './shown.js';
import { T_SIZE } from './types.js';
import { frozen } from './brand.js';

/** Microsoft's suit order C D H S, mapped to this package's suit index (H D S C). */
const MS_SUIT_TO_INDEX = [3, 1, 0, 2] as const;

/** The 52 cards in Microsoft's dealing order (row by row), as card ids. */
export const msDealOrder = /* @__PURE__ */ frozen(function msDealOrder(n: number): number[] {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2 ** 31 - 1) {
    throw new FreecellError(
      typeof n !== 'number' ? 'WRONG_TYPE' : Number.isInteger(n) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
      `msDeal: the deal number must be an integer in 1..2147483647, got ${shown(n)}`,
    );
  }
  let seed = n;
  const deck = Array.from({ length: 52 }, (_, i) => i); // Microsoft's index: rank * 4 + C/D/H/S
  const dealt: number[] = [];
  for (let left = 52; left > 0; left--) {
    // seed * 214013 < 2^49, exact in a double.
    seed = (seed * 214013 + 2531011) % 2 ** 31;
    const r = (seed >>> 16) % left;
    const card = deck[r] as number;
    deck[r] = deck[left - 1] as number;
    deck[left - 1] = card;
    dealt.push(((card >> 2) << 2) | MS_SUIT_TO_INDEX[card & 3]!);
  }
  return dealt;
});

/** The deck for `newGame` that lays out Microsoft's deal n, column by column. */
export const msDeal = /* @__PURE__ */ frozen(function msDeal(n: number): CardT[] {
  const rowWise = msDealOrder(n);
  const deck: CardT[] = [];
  for (let col = 0; col < T_SIZE; col++) {
    for (let k = col; k < 52; k += T_SIZE) deck.push(CardT.fromId(rowWise[k] as number));
  }
  return deck;
});

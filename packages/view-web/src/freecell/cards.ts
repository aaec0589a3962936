/**
 * How the FreeCell table names and shows cards and places: a card's name
 * keeps the console's notation first (`JD`, the tests' handle) and then
 * what its face shows (`J♦`), so that a screen reader and a sighted player
 * meet the same text (axe's label-content-name-mismatch); the four
 * foundation piles are named by suit and top card.
 *
 * ```ts
 * import { cardFace, cardLabel, foundationLabel } from '@arcade/view-web';
 * cardFace('TH'); // '10♥'
 * cardLabel('JD'); // 'JD, J♦'
 * foundationLabel('H', '5H'); // 'foundation hearts, 5H'
 * ```
 */
import type { MoveTarget } from '@arcade/model-freecell';

/** The suits' letters in the order the foundation piles stand: black and red by turns. */
export const SUIT_ORDER = Object.freeze(['S', 'H', 'C', 'D'] as const);
/** A suit's letter. */
export type SuitLetter = (typeof SUIT_ORDER)[number];

/** Each suit's symbol. */
export const SUIT_SYMBOLS: Readonly<Record<SuitLetter, string>> = Object.freeze({ H: '♥', D: '♦', S: '♠', C: '♣' });
/** Each suit's name as a sentence says it. */
export const SUIT_NAMES: Readonly<Record<SuitLetter, string>> = Object.freeze({
  H: 'hearts',
  D: 'diamonds',
  S: 'spades',
  C: 'clubs',
});
const CELLS = 'abcd';

/** Whether `s` is a suit's letter. */
export function isSuit(s: string | undefined): s is SuitLetter {
  return s === 'S' || s === 'H' || s === 'C' || s === 'D';
}

/** A card as shown on its face: the rank and the suit's symbol (`T♥` shows as `10♥`); its notation stays `TH`. */
export function cardFace(name: string): string {
  const suit = name[1];
  return `${name[0] === 'T' ? '10' : name[0]}${isSuit(suit) ? SUIT_SYMBOLS[suit] : ''}`;
}

/** A card's accessible name: its notation, then what its face shows (`JD, J♦`). */
export function cardLabel(name: string): string {
  return `${name}, ${cardFace(name)}`;
}

/** Whether a card (`9H`) is red. */
export function isRedCard(name: string): boolean {
  return name[1] === 'H' || name[1] === 'D';
}

/** The name of a place as the page says it: `free cell a`, `foundation`, `column 3`. */
export function targetName(t: MoveTarget): string {
  if (t.kind === 'foundation') return 'foundation';
  return t.kind === 'cell' ? `free cell ${CELLS[t.index]}` : `column ${t.index + 1}`;
}

/** A foundation pile's name: its suit and its top card, or `empty` (`foundation hearts, 5H`). */
export function foundationLabel(suit: SuitLetter, top: string | null): string {
  return `foundation ${SUIT_NAMES[suit]}, ${top ?? 'empty'}`;
}

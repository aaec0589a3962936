/**
 * CardT: an immutable playing card.
 *
 * ```ts
 * import { CardT } from '@arcade/model-freecell';
 * const c = new CardT('ten', 'hearts');
 * c.isOneLess(new CardT('jack', 'spades')); // true
 * c.isOppositeColour(new CardT('jack', 'spades')); // true
 * c.toString(); // 'TH'
 * ```
 */
import { isRed, numVal, RANK_LETTERS, SUIT_LETTERS, suitIndex, SUITS, VALUES, type Suit, type Value } from './types.js';

export class CardT {
  readonly #v: Value;
  readonly #s: Suit;

  /** MIS CardT(value, suit). A value or suit outside the MIS types throws a TypeError. */
  constructor(value: Value, suit: Suit) {
    numVal(value);
    suitIndex(suit);
    this.#v = value;
    this.#s = suit;
  }

  /** The card's suit. */
  S(): Suit {
    return this.#s;
  }

  /** The card's value. */
  V(): Value {
    return this.#v;
  }

  /** True when one card is red and the other black (the ruling: compare suits). */
  isOppositeColour(card: CardT): boolean {
    return isRed(this.#s) !== isRed(card.S());
  }

  /** True when this card is exactly one rank below `card`. */
  isOneLess(card: CardT): boolean {
    return numVal(this.#v) - numVal(card.V()) === -1;
  }

  /** Same value and suit. */
  equals(card: CardT): boolean {
    return this.#v === card.V() && this.#s === card.S();
  }

  /** Card index 0..51 = numVal * 4 + suit index (used by the solver and formats). */
  get id(): number {
    return numVal(this.#v) * 4 + suitIndex(this.#s);
  }

  /** The two-letter standard name, rank then suit: 'AH', 'TS', 'KC'. */
  toString(): string {
    return `${RANK_LETTERS[numVal(this.#v)]}${SUIT_LETTERS[suitIndex(this.#s)]}`;
  }

  /** The card with index `id` (0..51). */
  static fromId(id: number): CardT {
    if (!Number.isInteger(id) || id < 0 || id > 51) throw new RangeError(`card id must be 0..51, got ${id}`);
    return new CardT(VALUES[id >> 2] as Value, SUITS[id & 3] as Suit);
  }
}

/** The 52 cards ordered by id (ace of hearts, ace of diamonds, ...). */
export function fullDeck(): CardT[] {
  return Array.from({ length: 52 }, (_, i) => CardT.fromId(i));
}

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
import { brandTest, frozen, sealStatefulClass } from './brand.js';
import { FreecellError } from './errors.js';
import { shown } from './shown.js';
import { isRed, numVal, RANK_LETTERS, SUIT_LETTERS, suitIndex, SUITS, VALUES, type Suit, type Value } from './types.js';

export class CardT {
  readonly #v: Value;
  readonly #s: Suit;
  /** numVal * 4 + suit index, computed once: the solver reads it for every card of every solve. */
  readonly #id: number;

  /** MIS CardT(value, suit). A value or suit outside the MIS types throws FreecellError (NOT_A_VALUE, NOT_A_SUIT). */
  constructor(value: Value, suit: Suit) {
    this.#id = numVal(value) * 4 + suitIndex(suit);
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
    checkCard('isOppositeColour', card);
    return isRed(this.#s) !== isRed(card.S());
  }

  /** True when this card is exactly one rank below `card`. */
  isOneLess(card: CardT): boolean {
    checkCard('isOneLess', card);
    return numVal(this.#v) - numVal(card.V()) === -1;
  }

  /** Same value and suit; a card of the other build (ESM or CJS) compares too, anything else is not equal. */
  equals(card: CardT): boolean {
    if (!isCard(card)) return false;
    return this.#v === card.V() && this.#s === card.S();
  }

  /** Card index 0..51 = numVal * 4 + suit index (used by the solver and formats). */
  get id(): number {
    return this.#id;
  }

  /** The two-letter standard name, rank then suit: 'AH', 'TS', 'KC'. */
  toString(): string {
    return `${RANK_LETTERS[numVal(this.#v)]}${SUIT_LETTERS[suitIndex(this.#s)]}`;
  }

  /** The card's notation, so `JSON.stringify` of a card (or a pile of them) writes `"9H"`. */
  toJSON(): string {
    return this.toString();
  }

  /** The card with index `id` (0..51). */
  static fromId(id: number): CardT {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 51) {
      throw new FreecellError(
        typeof id !== 'number' ? 'WRONG_TYPE' : Number.isInteger(id) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
        `card id must be an integer 0..51, got ${shown(id)}`,
      );
    }
    return new CardT(VALUES[id >> 2] as Value, SUITS[id & 3] as Suit);
  }

  // The brand test asks for the fields too: a Proxy of a CardT, or
  // Object.create(CardT.prototype), is refused with a FreecellError
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'CardT', (x) => #v in x);
}

/** Whether `x` is a CardT of any build of this package (ESM or CJS): a brand check. */
export const isCard = /* @__PURE__ */ brandTest<CardT>(CardT);

/** Throws FreecellError (WRONG_TYPE) naming the routine unless `card` is a CardT. */
export function checkCard(routine: string, card: unknown): asserts card is CardT {
  if (!isCard(card)) throw new FreecellError('WRONG_TYPE', `${routine}: expected a CardT, got ${shown(card)}`);
}

/** The 52 cards ordered by id (ace of hearts, ace of diamonds, ...). */
export const fullDeck = /* @__PURE__ */ frozen(function fullDeck(): CardT[] {
  return Array.from({ length: 52 }, (_, i) => CardT.fromId(i));
});

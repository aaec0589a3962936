/**
 * The vocabulary of the FreeCell MIS (CardTypes and PileTypes), as `as const`
 * objects so that each name is both a value (`Suit.hearts`) and a type (`Suit`).
 *
 * ```ts
 * import { Suit, Value, SUITS, VALUES } from '@arcade/model-freecell';
 * SUITS.length * VALUES.length; // 52
 * Suit.hearts; // 'hearts'
 * Value.king; // 'king'
 * ```
 */
import { FreecellError } from './errors.js';
import { shown } from './shown.js';
import { frozen } from './brand.js';

/** CardTypes.Suit, in the MIS's order. */
export const Suit = /* @__PURE__ */ Object.freeze({
  /** Hearts, red. */
  hearts: 'hearts',
  /** Diamonds, red. */
  diamonds: 'diamonds',
  /** Spades, black. */
  spades: 'spades',
  /** Clubs, black. */
  clubs: 'clubs',
} as const);
export type Suit = (typeof Suit)[keyof typeof Suit];
/** The four suits, in the MIS's order. */
export const SUITS: readonly Suit[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Suit));

/** CardTypes.Value, ace low, in the MIS's order (numVal is the index). */
export const Value = /* @__PURE__ */ Object.freeze({
  /** Ace: numVal 1, the lowest. */
  ace: 'ace',
  /** Two: numVal 2. */
  two: 'two',
  /** Three: numVal 3. */
  three: 'three',
  /** Four: numVal 4. */
  four: 'four',
  /** Five: numVal 5. */
  five: 'five',
  /** Six: numVal 6. */
  six: 'six',
  /** Seven: numVal 7. */
  seven: 'seven',
  /** Eight: numVal 8. */
  eight: 'eight',
  /** Nine: numVal 9. */
  nine: 'nine',
  /** Ten: numVal 10. */
  ten: 'ten',
  /** Jack: numVal 11. */
  jack: 'jack',
  /** Queen: numVal 12. */
  queen: 'queen',
  /** King: numVal 13, the highest. */
  king: 'king',
} as const);
export type Value = (typeof Value)[keyof typeof Value];
/** The thirteen values, ace to king. */
export const VALUES: readonly Value[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Value));

/** PileTypes.PileType. */
export const PileType = /* @__PURE__ */ Object.freeze({
  /** One of the four foundations, built up by suit from the ace. */
  foundation: 'foundation',
  /** One of the four free cells, holding one card. */
  cell: 'cell',
  /** One of the eight columns. */
  tableau: 'tableau',
} as const);
export type PileType = (typeof PileType)[keyof typeof PileType];
/** The three kinds of pile: foundations, free cells, tableau. */
export const PILE_TYPES: readonly PileType[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(PileType));

/** Number of foundations and of free cells (MIS F_C_SIZE). */
export const F_C_SIZE = 4;
/** Number of tableau columns (MIS T_SIZE). */
export const T_SIZE = 8;

/** The rank letters of the standard formats, indexed by numVal. */
export const RANK_LETTERS = 'A23456789TJQK';
/** The suit letters of the standard formats, indexed like SUITS. */
export const SUIT_LETTERS = 'HDSC';

const VALUE_INDEX = /* @__PURE__ */ new Map<string, number>(/* @__PURE__ */ VALUES.map((v, i) => [v, i]));
const SUIT_INDEX = /* @__PURE__ */ new Map<string, number>(/* @__PURE__ */ SUITS.map((s, i) => [s, i]));

/** The MIS's local function numVal: ace 0 .. king 12. */
export const numVal = /* @__PURE__ */ frozen(function numVal(v: Value): number {
  const n = VALUE_INDEX.get(v);
  if (n === undefined) throw new FreecellError('NOT_A_VALUE', `not a Value: ${shown(v)}`);
  return n;
});

/** Index of a suit in SUITS (hearts 0, diamonds 1, spades 2, clubs 3). */
export const suitIndex = /* @__PURE__ */ frozen(function suitIndex(s: Suit): number {
  const n = SUIT_INDEX.get(s);
  if (n === undefined) throw new FreecellError('NOT_A_SUIT', `not a Suit: ${shown(s)}`);
  return n;
});

/** True for the red suits, hearts and diamonds. */
export const isRed = /* @__PURE__ */ frozen(function isRed(s: Suit): boolean {
  return s === Suit.hearts || s === Suit.diamonds;
});

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
  hearts: 'hearts',
  diamonds: 'diamonds',
  spades: 'spades',
  clubs: 'clubs',
} as const);
export type Suit = (typeof Suit)[keyof typeof Suit];
export const SUITS: readonly Suit[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Suit));

/** CardTypes.Value, ace low, in the MIS's order (numVal is the index). */
export const Value = /* @__PURE__ */ Object.freeze({
  ace: 'ace',
  two: 'two',
  three: 'three',
  four: 'four',
  five: 'five',
  six: 'six',
  seven: 'seven',
  eight: 'eight',
  nine: 'nine',
  ten: 'ten',
  jack: 'jack',
  queen: 'queen',
  king: 'king',
} as const);
export type Value = (typeof Value)[keyof typeof Value];
export const VALUES: readonly Value[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Value));

/** PileTypes.PileType. */
export const PileType = /* @__PURE__ */ Object.freeze({
  foundation: 'foundation',
  cell: 'cell',
  tableau: 'tableau',
} as const);
export type PileType = (typeof PileType)[keyof typeof PileType];
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

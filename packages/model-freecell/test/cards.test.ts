import { describe, expect, it } from 'vitest';
import {
  CardT,
  F_C_SIZE,
  InvalidAvailability,
  PILE_TYPES,
  PileT,
  PileType,
  Suit,
  SUITS,
  T_SIZE,
  Value,
  VALUES,
  fullDeck,
  numVal,
  FreecellError,
} from '../src/index.js';

describe('CardTypes and PileTypes', () => {
  it('names the suits, values and pile types as the MIS does, in its order', () => {
    expect(SUITS).toEqual(['hearts', 'diamonds', 'spades', 'clubs']);
    expect(VALUES[0]).toBe('ace');
    expect(VALUES[12]).toBe('king');
    expect(VALUES).toHaveLength(13);
    expect(PILE_TYPES).toEqual(['foundation', 'cell', 'tableau']);
    expect(Suit.clubs).toBe('clubs');
    expect(Value.ten).toBe('ten');
    expect(PileType.tableau).toBe('tableau');
  });
  it('exports F_C_SIZE = 4 and T_SIZE = 8', () => {
    expect(F_C_SIZE).toBe(4);
    expect(T_SIZE).toBe(8);
  });
  it('numVal is ace 0 .. king 12 and rejects non-values', () => {
    expect(numVal('ace')).toBe(0);
    expect(numVal('king')).toBe(12);
    expect(() => numVal('eleven' as Value)).toThrow(FreecellError);
  });
});

describe('CardT', () => {
  it('CardT(value, suit), S() and V()', () => {
    const c = new CardT('queen', 'spades');
    expect(c.S()).toBe('spades');
    expect(c.V()).toBe('queen');
    expect(c.toString()).toBe('QS');
  });
  it('rejects a value or suit outside the MIS types', () => {
    expect(() => new CardT('one' as Value, 'hearts')).toThrow(FreecellError);
    expect(() => new CardT('ace', 'stars' as Suit)).toThrow(FreecellError);
  });
  it('isOppositeColour compares suits: red hearts/diamonds against black spades/clubs (ruling)', () => {
    const table: [Suit, Suit, boolean][] = [];
    for (const a of SUITS)
      for (const b of SUITS) {
        const red = (s: Suit): boolean => s === 'hearts' || s === 'diamonds';
        table.push([a, b, red(a) !== red(b)]);
      }
    for (const [a, b, want] of table) {
      expect(new CardT('five', a).isOppositeColour(new CardT('nine', b))).toBe(want);
    }
    expect(new CardT('ace', 'hearts').isOppositeColour(new CardT('ace', 'diamonds'))).toBe(false);
    expect(new CardT('ace', 'hearts').isOppositeColour(new CardT('ace', 'clubs'))).toBe(true);
  });
  it('isOneLess(card) holds when this card is exactly one rank below card', () => {
    expect(new CardT('nine', 'hearts').isOneLess(new CardT('ten', 'spades'))).toBe(true);
    expect(new CardT('ten', 'hearts').isOneLess(new CardT('nine', 'spades'))).toBe(false);
    expect(new CardT('nine', 'hearts').isOneLess(new CardT('nine', 'spades'))).toBe(false);
    expect(new CardT('queen', 'clubs').isOneLess(new CardT('king', 'clubs'))).toBe(true);
    expect(new CardT('king', 'clubs').isOneLess(new CardT('ace', 'clubs'))).toBe(false);
  });
  it('ids cover 0..51 once and fromId inverts id', () => {
    const ids = fullDeck().map((c) => c.id);
    expect(new Set(ids).size).toBe(52);
    for (const id of ids) expect(CardT.fromId(id).id).toBe(id);
    expect(() => CardT.fromId(52)).toThrow(FreecellError);
  });
});

describe('PileT', () => {
  it('add, top, rm and size behave as a stack', () => {
    const p = new PileT();
    expect(p.size()).toBe(0);
    p.add(new CardT('ace', 'clubs'));
    p.add(new CardT('two', 'clubs'));
    expect(p.size()).toBe(2);
    expect(p.top().toString()).toBe('2C');
    expect(p.rm().toString()).toBe('2C');
    expect(p.size()).toBe(1);
    expect(p.top().toString()).toBe('AC');
  });
  it('top and rm on an empty pile throw invalid_availability (an MIS assumption, checked)', () => {
    const p = new PileT();
    expect(() => p.top()).toThrow(InvalidAvailability);
    expect(() => p.rm()).toThrow(InvalidAvailability);
    try {
      p.rm();
    } catch (e) {
      expect((e as InvalidAvailability).code).toBe('invalid_availability');
    }
    expect(p.size()).toBe(0);
  });
});

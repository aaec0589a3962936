import { describe, expect, it } from 'vitest';
import { FreecellError, makeBoard, msDeal, msDealOrder } from '../src/index.js';
import { deal } from './helpers.js';

/** Microsoft's layout row by row, as printed on Rosetta Code. */
function rows(n: number): string {
  const order = msDealOrder(n);
  const names = order.map((id) => 'A23456789TJQK'[id >> 2]! + 'HDSC'[id & 3]!);
  const out: string[] = [];
  for (let k = 0; k < 52; k += 8) out.push(names.slice(k, k + 8).join(' '));
  return out.join('\n');
}

describe('msDeal', () => {
  // Golden layouts: Rosetta Code, "Deal cards for FreeCell" (Game #1 and Game #617),
  // https://rosettacode.org/wiki/Deal_cards_for_FreeCell
  const GAME_1 = `JD 2D 9H JC 5D 7H 7C 5H
KD KC 9S 5S AD QC KH 3H
2S KS 9D QD JS AS AH 3C
4C 5C TS QH 4H AC 4D 7S
3S TD 4S TH 8H 2C JH 7D
6D 8S 8D QS 6C 3D 8C TC
6S 9C 2H 6H`;
  const GAME_617 = `7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H`;

  it('deals game #1 as published', () => {
    expect(rows(1)).toBe(GAME_1);
  });
  it('deals game #617 as published', () => {
    expect(rows(617)).toBe(GAME_617);
  });
  it('newGame(msDeal(n)) lays out Microsoft columns (the MIS deals column by column)', () => {
    const text = makeBoard(deal(1));
    expect(text.split('\n').slice(2, 4)).toEqual([': JD KD 2S 4C 3S 6D 6S', ': 2D KC KS 5C TD 8S 9C']);
    expect(text.split('\n')[9]).toBe(': 5H 3H 3C 7S 7D TC');
    const g = deal(617);
    expect(g.getCard('tableau', 0).toString()).toBe('JD');
    expect(g.size('tableau', 0)).toBe(7);
    expect(g.size('tableau', 7)).toBe(6);
  });
  it('accepts 1..2^31-1 and throws FreecellError otherwise', () => {
    expect(msDeal(2 ** 31 - 1)).toHaveLength(52);
    for (const bad of [0, -1, 2 ** 31, 1.5, Number.NaN]) expect(() => msDeal(bad)).toThrow(FreecellError);
  });
  it("regression: msDeal('5') says the argument was a string (it reported 'got 5')", () => {
    expect(() => msDeal('5' as unknown as number)).toThrow(
      new FreecellError(
        'WRONG_TYPE',
        'msDeal: the deal number must be an integer in 1..2147483647, got "5" (a string)',
      ),
    );
    expect(() => msDeal(null as unknown as number)).toThrow(/got null$/);
    expect(() => msDeal(2.5)).toThrow(/got 2\.5$/);
  });
});

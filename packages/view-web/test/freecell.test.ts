import { describe, expect, it } from 'vitest';
import { cardLabel, foundationLabel } from '../src/index.js';

describe('issue 36: FreeCell names', () => {
  it('a card is named by its notation, then by what its face shows (axe: label-content-name-mismatch)', () => {
    expect(cardLabel('JD')).toBe('JD, J♦');
    expect(cardLabel('TH')).toBe('TH, 10♥');
    expect(cardLabel('AS')).toBe('AS, A♠');
  });

  it('a foundation pile is named by its suit and top card, starting with "foundation"', () => {
    expect(foundationLabel('H', '5H')).toBe('foundation hearts, 5H');
    expect(foundationLabel('S', null)).toBe('foundation spades, empty');
    expect(foundationLabel('C', 'KC')).toMatch(/^foundation clubs/);
  });
});

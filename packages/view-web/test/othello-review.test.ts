import { Cell } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { costliest, type ReviewPoint, squareLabel, valueText } from '../src/index.js';

describe('issue 36: Othello move values in the names', () => {
  it('a legal square with a value ends its name with it, exact or estimated; others are as before', () => {
    expect(squareLabel({ i: 2, j: 3 }, Cell.FREE, true, { value: 4, exact: true })).toBe('d3, empty, legal, exact +4');
    expect(squareLabel({ i: 2, j: 3 }, Cell.FREE, true, { value: -2.4, exact: false })).toBe(
      'd3, empty, legal, estimated -2',
    );
    expect(squareLabel({ i: 2, j: 3 }, Cell.FREE, true, { value: -0.2, exact: false })).toBe(
      'd3, empty, legal, estimated 0',
    );
    // A value given for a square that is not legal is not shown.
    expect(squareLabel({ i: 2, j: 3 }, Cell.BLACK, false, { value: 4, exact: true })).toBe('d3, black');
    expect(valueText({ value: 0, exact: true })).toBe('0');
    expect(valueText({ value: 63.6, exact: false })).toBe('+64');
  });
});

describe('issue 36: the costliest moves of a review', () => {
  const point = (loss: number): ReviewPoint => ({ square: 'd3', player: 'BLACK', black: 0, best: 'c4', loss });
  it('the three moves that lost the most, costliest first, earlier first on a tie; none that lost nothing', () => {
    expect(costliest([1, 9, 0, 4, 9, 2].map(point))).toEqual([1, 4, 3]);
    expect(costliest([0, 0.2, 3].map(point))).toEqual([2]);
    expect(costliest([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardFace, dotLabel, extendPath, hexCenter, targetName, tileLabel } from '../src/index.js';

describe('issue 19.4: FreeCell, Two Dots and Foxes and Dolphins names', () => {
  it('issue 19.4: FreeCell targets are "free cell a".."d", "foundation", "column 1".."8"; faces show symbols', () => {
    expect(targetName({ kind: 'cell', index: 0 })).toBe('free cell a');
    expect(targetName({ kind: 'cell', index: 3 })).toBe('free cell d');
    expect(targetName({ kind: 'foundation' })).toBe('foundation');
    expect(targetName({ kind: 'column', index: 7 })).toBe('column 8');
    expect(cardFace('TD')).toBe('10♦');
    expect(cardFace('9H')).toBe('9♥');
  });

  it('issue 19.4: Two Dots dots are "row 1, column 2, red" (from 1, the colour in lower case)', () => {
    expect(dotLabel(0, 1, 'R')).toBe('row 1, column 2, red');
    expect(dotLabel(5, 5, 'P')).toBe('row 6, column 6, purple');
  });

  it('issue 19.4: Foxes and Dolphins tiles are "x,y" and what is on them', () => {
    expect(tileLabel({ x: 3, y: 4, h: 5, isWater: false }, 'Fox', null)).toBe('3,4, land 5, fox');
    expect(tileLabel({ x: 0, y: 0, h: -7, isWater: true }, undefined, 'target')).toBe('0,0, water -7, empty, target');
  });

  it('issue 19.3: the hex layout puts each of the document neighbours one tile away', () => {
    // Neighbour offsets of the model (vocabulary.ts): all at the same distance, sqrt(3) * size.
    const o = hexCenter(5, 5, 10);
    for (const [dx, dy] of [
      [-1, -1],
      [-1, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, -1],
    ] as const) {
      const n = hexCenter(5 + dx, 5 + dy, 10);
      expect(Math.hypot(n.cx - o.cx, n.cy - o.cy)).toBeCloseTo(Math.sqrt(3) * 10, 6);
    }
  });
});

describe('issue 19.3: a Two Dots path as it is drawn', () => {
  const grid = ['RRB', 'RRB', 'GGB'];
  const colorAt = (p: { row: number; col: number }) => grid[p.row]![p.col]! as 'R' | 'G' | 'B';
  const p = (row: number, col: number) => ({ row, col });

  it('issue 19.3: a path grows through neighbours of its colour and ignores the rest', () => {
    let path = extendPath([], p(0, 0), colorAt);
    path = extendPath(path, p(0, 1), colorAt);
    expect(path).toEqual([p(0, 0), p(0, 1)]);
    expect(extendPath(path, p(0, 2), colorAt)).toEqual(path); // another colour
    expect(extendPath(path, p(2, 2), colorAt)).toEqual(path); // not a neighbour
  });

  it('issue 19.3: going back over the last dot takes it off; the first dot again closes a square', () => {
    let path = [p(0, 0), p(0, 1), p(1, 1)];
    expect(extendPath(path, p(0, 1), colorAt)).toEqual([p(0, 0), p(0, 1)]);
    path = [...path, p(1, 0)];
    const square = extendPath(path, p(0, 0), colorAt);
    expect(square).toEqual([p(0, 0), p(0, 1), p(1, 1), p(1, 0), p(0, 0)]);
    // Nothing more goes onto a closed square.
    expect(extendPath(square, p(1, 0), colorAt)).toEqual(square.slice(0, -1));
    expect(extendPath([p(0, 0), p(0, 1)], p(0, 0), colorAt)).toEqual([p(0, 0)]);
  });
});

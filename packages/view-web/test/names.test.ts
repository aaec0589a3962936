import { Cell } from '@arcade/model-othello';
import { Circle, Cross, Empty } from '@arcade/model-tictactoe';
import { describe, expect, it } from 'vitest';
import { cellLabel, gridStep, isActivateKey, squareLabel } from '../src/index.js';

describe('issue 19.4: accessible names start with the game notation', () => {
  it('issue 19.4: tic-tac-toe cells are "row i, column j, mark"', () => {
    expect(cellLabel(2, 2, Cross)).toBe('row 2, column 2, X');
    expect(cellLabel(1, 3, Circle)).toBe('row 1, column 3, O');
    expect(cellLabel(3, 1, Empty)).toBe('row 3, column 1, empty');
  });

  it('issue 19.4: Othello squares are "d3, black", "d3, empty, legal"', () => {
    // d3 is column d (j = 3) on rank 3 (i = 2).
    expect(squareLabel({ i: 2, j: 3 }, Cell.BLACK, false)).toBe('d3, black');
    expect(squareLabel({ i: 2, j: 3 }, Cell.WHITE, false)).toBe('d3, white');
    expect(squareLabel({ i: 2, j: 3 }, Cell.FREE, true)).toBe('d3, empty, legal');
    expect(squareLabel({ i: 7, j: 7 }, Cell.FREE, false)).toBe('h8, empty');
  });
});

describe('issue 19.4: keyboard focus in a grid', () => {
  it('issue 19.4: arrows move one cell and stop at the edges; Home and End go to the row ends', () => {
    expect(gridStep('ArrowRight', { row: 0, col: 0 }, 3, 3)).toEqual({ row: 0, col: 1 });
    expect(gridStep('ArrowDown', { row: 2, col: 1 }, 3, 3)).toEqual({ row: 2, col: 1 });
    expect(gridStep('ArrowUp', { row: 0, col: 1 }, 3, 3)).toEqual({ row: 0, col: 1 });
    expect(gridStep('ArrowLeft', { row: 1, col: 2 }, 3, 3)).toEqual({ row: 1, col: 1 });
    expect(gridStep('End', { row: 1, col: 0 }, 8, 8)).toEqual({ row: 1, col: 7 });
    expect(gridStep('Home', { row: 1, col: 5 }, 8, 8)).toEqual({ row: 1, col: 0 });
    expect(gridStep('a', { row: 1, col: 5 }, 8, 8)).toBeNull();
  });

  it('issue 19.4: Enter and Space select or drop; other keys do not', () => {
    expect(isActivateKey('Enter')).toBe(true);
    expect(isActivateKey(' ')).toBe(true);
    expect(isActivateKey('Escape')).toBe(false);
  });
});

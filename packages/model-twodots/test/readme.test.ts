// The README's usage example, kept runnable.
import { describe, expect, it } from 'vitest';
import { PointT, TwoDotsBoard, makeBoard, mulberry32 } from '../src/index.js';

describe('README example', () => {
  it('runs', () => {
    const board = new TwoDotsBoard(6, 6, mulberry32(42));
    expect(makeBoard(board).split('\n')).toHaveLength(6);
    const path = [new PointT(5, 0), new PointT(5, 1)];
    const before = makeBoard(board);
    if (board.validateMoves(path)) {
      board.updateBoard(path);
      expect(makeBoard(board)).not.toBe(before);
    } else {
      expect(board.checkMoves(path)).not.toBeNull();
      expect(makeBoard(board)).toBe(before);
    }
  });
});

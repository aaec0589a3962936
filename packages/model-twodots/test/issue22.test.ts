// Issue 22's Spec notes for the model: what the code does where the MIS says nothing.
import { describe, expect, it } from 'vitest';
import { Board, IllegalArgumentException, IndexOutOfBoundsException, PointT, parseBoard } from '../src/index.js';

describe('issue 22 spec note: Board get/set of a non-PointT', () => {
  const notPoints: unknown[] = [undefined, null, 0, '0,0', { row: 0, col: 0 }, [0, 0], { row: () => 0, col: () => 0 }];

  it('throws IllegalArgumentException with code WRONG_TYPE, for Board and TwoDotsBoard alike', () => {
    for (const board of [new Board(2, 2, () => 'x'), parseBoard('RG\nBY')]) {
      for (const p of notPoints) {
        for (const call of [() => board.get(p as PointT), () => board.set(p as PointT, 'R' as never)]) {
          let thrown: unknown;
          try {
            call();
          } catch (e) {
            thrown = e;
          }
          expect(thrown).toBeInstanceOf(IllegalArgumentException);
          expect((thrown as IllegalArgumentException).code).toBe('WRONG_TYPE');
        }
      }
    }
  });

  it('set of a non-point changes nothing; a PointT off the board is still IndexOutOfBoundsException', () => {
    const board = parseBoard('RG\nBY');
    const before = board.toRows();
    for (const p of notPoints) expect(() => board.set(p as PointT, 'P')).toThrow(IllegalArgumentException);
    expect(board.toRows()).toEqual(before);
    expect(() => board.get(new PointT(2, 0))).toThrow(IndexOutOfBoundsException);
  });
});

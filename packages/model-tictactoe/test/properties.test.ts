/**
 * Property tests over random call sequences: every call either returns a
 * game that keeps the invariants, or throws a PreconditionViolation and
 * leaves the game equal to before. A plain array model says which.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CELL_VALUES,
  Circle,
  Cross,
  Empty,
  Game,
  LINES,
  PreconditionViolation,
  makeGame,
  parseGame,
} from '../src/index.js';
import { boardOf } from './reachable.js';

/** Mostly coordinates in bounds, sometimes out of bounds or not integers. */
const coordinate = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(1.5, Number.NaN, Infinity, -0) },
);
const call = fc.record({
  op: fc.constantFrom('putCross', 'putCircle', 'put', 'item'),
  i: coordinate,
  j: coordinate,
});

function hasLine(board: readonly number[], mark: number): boolean {
  return LINES.some((line) => line.every((m) => board[(m.i - 1) * 3 + (m.j - 1)] === mark));
}

describe('random call sequences', () => {
  it('keep the invariants, and a rejected call changes nothing', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 40 }), (calls) => {
        let g = Game.make();
        const model: number[] = Array(9).fill(Empty);
        let turn: number = Cross;
        for (const { op, i, j } of calls) {
          const before = makeGame(g);
          const inBounds = [i, j].every((x) => Number.isInteger(x) && x >= 1 && x <= 3);
          const over = hasLine(model, Cross) || hasLine(model, Circle) || !model.includes(Empty);
          if (op === 'item') {
            if (inBounds) expect(g.item(i, j)).toBe(model[(i - 1) * 3 + (j - 1)]);
            else expect(() => g.item(i, j)).toThrow(PreconditionViolation);
            continue;
          }
          const mark = op === 'putCross' ? Cross : op === 'putCircle' ? Circle : turn;
          const legal = !over && mark === turn && inBounds && model[(i - 1) * 3 + (j - 1)] === Empty;
          let next: Game | null = null;
          try {
            next = op === 'putCross' ? g.putCross(i, j) : op === 'putCircle' ? g.putCircle(i, j) : g.put(i, j);
          } catch (err) {
            expect(err).toBeInstanceOf(PreconditionViolation);
          }
          expect(next !== null).toBe(legal);
          expect(makeGame(g)).toBe(before);
          if (next === null) continue;
          model[(i - 1) * 3 + (j - 1)] = mark;
          turn = turn === Cross ? Circle : Cross;
          g = next;
          // Invariants: the board is the model's, valid_player, alternation, the result.
          const board = boardOf(g);
          expect(board).toEqual(model);
          expect(board.every((v) => (CELL_VALUES as readonly number[]).includes(v))).toBe(true);
          expect(g.nextTurn).toBe(turn);
          const crosses = board.filter((v) => v === Cross).length;
          const circles = board.filter((v) => v === Circle).length;
          expect(crosses - circles).toBe(turn === Cross ? 0 : 1);
          expect(g.moveCount).toBe(crosses + circles);
          const winner = hasLine(board, Cross) ? Cross : hasLine(board, Circle) ? Circle : Empty;
          expect(g.winner()).toBe(winner);
          expect(g.isOver()).toBe(winner !== Empty || crosses + circles === 9);
          expect(parseGame(makeGame(g)).equals(g)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('random legal games always end, within nine puts, in a win or a draw', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 9, maxLength: 9 }), (choices) => {
        let g = Game.make();
        for (const c of choices) {
          const moves = g.legalMoves();
          if (moves.length === 0) break;
          const m = moves[c % moves.length]!;
          g = g.put(m.i, m.j);
        }
        expect(g.isOver()).toBe(true);
        expect(g.isDraw()).toBe(g.winner() === Empty);
      }),
      { numRuns: 300 },
    );
  });
});

// Properties over random legal games (fast-check): the MIS invariant, make/
// undo, game over, rejected calls, and agreement with a square-by-square
// reference implementation written from the rules (test/reference.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Cell, CELLS, makeBoard, Othello, perft, type Player } from '../src/index.js';
import { Reference } from './reference.js';

/** A random game: each number picks among the legal moves; passes are forced. */
const choices = fc.array(fc.nat(), { minLength: 0, maxLength: 64 });

function step(g: Othello, c: number): boolean {
  if (g.isGameOver()) return false;
  const moves = g.legalMoves();
  if (moves.length === 0) g.switchTurn();
  else g.move(moves[c % moves.length]!.i, moves[c % moves.length]!.j, g.getTurn());
  return true;
}

const toRef: Record<Player, 1 | 2> = { BLACK: 1, WHITE: 2 };

/** Everything observable about a game, for equality. */
function state(g: Othello): string {
  return `${makeBoard(g)}|${g.ply}|${g.moves().length}`;
}

describe('properties of random games', () => {
  it('count(BLACK) + count(WHITE) + count(FREE) = 64 after every move (the state invariant)', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        const g = new Othello();
        for (const c of cs) {
          if (!step(g, c)) break;
          expect(g.count(Cell.BLACK) + g.count(Cell.WHITE) + g.count(Cell.FREE)).toBe(64);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('move (or pass) then undo restores the exact state', () => {
    fc.assert(
      fc.property(choices, fc.nat(), (cs, last) => {
        const g = new Othello();
        for (const c of cs) if (!step(g, c)) break;
        const before = state(g);
        if (step(g, last)) {
          g.undo();
          expect(state(g)).toBe(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undoing a whole game returns to the start', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        const g = new Othello();
        for (const c of cs) if (!step(g, c)) break;
        while (g.ply > 0) g.undo();
        expect(state(g)).toBe(state(new Othello()));
      }),
      { numRuns: 50 },
    );
  });

  it('agrees with the reference on the board, the legal moves of both sides and isGameOver', () => {
    fc.assert(
      fc.property(choices, (cs) => {
        const g = new Othello();
        const ref = new Reference();
        for (const c of cs) {
          const black = ref.moves(1);
          const white = ref.moves(2);
          expect(g.isGameOver()).toBe(black.length === 0 && white.length === 0);
          const mine = toRef[g.getTurn()] === 1 ? black : white;
          expect(g.legalMoves().map((s) => [s.i, s.j])).toEqual(mine);
          expect(g.isAnyValidMove()).toBe(mine.length > 0);
          if (g.isGameOver()) break;
          if (mine.length === 0) {
            g.switchTurn();
            ref.pass();
          } else {
            const [i, j] = mine[c % mine.length]!;
            g.move(i, j, g.getTurn());
            ref.play(i, j);
          }
          for (let i = 0; i < 8; i++) {
            for (let j = 0; j < 8; j++) expect(g.getb(i, j)).toBe(CELLS[ref.b[i]![j]!]);
          }
          expect(toRef[g.getTurn()]).toBe(ref.turn);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('perft(2) from random positions matches the reference count', () => {
    function refPerft(ref: Reference, depth: number): number {
      const moves = ref.moves(ref.turn);
      if (moves.length === 0) {
        if (ref.moves(ref.turn === 1 ? 2 : 1).length === 0) return 1;
        if (depth === 1) return 1;
        ref.pass();
        const n = refPerft(ref, depth - 1);
        ref.pass();
        return n;
      }
      if (depth === 1) return moves.length;
      let n = 0;
      for (const [i, j] of moves) {
        const saved = ref.b.map((row) => row.slice());
        const turn = ref.turn;
        ref.play(i, j);
        n += refPerft(ref, depth - 1);
        ref.b = saved;
        ref.turn = turn;
      }
      return n;
    }
    fc.assert(
      fc.property(choices, (cs) => {
        const g = new Othello();
        const ref = new Reference();
        for (const c of cs) {
          if (!step(g, c)) break;
        }
        for (const s of g.moves()) {
          if (ref.moves(ref.turn).length === 0) ref.pass();
          ref.play(s.i, s.j);
        }
        if (toRef[g.getTurn()] !== ref.turn) ref.pass();
        expect(perft(2, g)).toBe(refPerft(ref, 2));
      }),
      { numRuns: 60 },
    );
  });

  it('a rejected call leaves the state equal to before', () => {
    const badCall = fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        i: fc.integer({ min: -2, max: 9 }),
        j: fc.integer({ min: -2, max: 9 }),
        c: fc.constantFrom(...CELLS),
      }),
      fc.record({ kind: fc.constant('pass' as const) }),
      fc.record({ kind: fc.constant('junk' as const), i: fc.double(), j: fc.double() }),
    );
    fc.assert(
      fc.property(choices, badCall, (cs, call) => {
        const g = new Othello();
        for (const c of cs) if (!step(g, c)) break;
        const before = state(g);
        try {
          if (call.kind === 'move') g.move(call.i, call.j, call.c);
          else if (call.kind === 'pass') g.switchTurn();
          else g.move(call.i, call.j, g.getTurn());
        } catch {
          expect(state(g)).toBe(before);
          return;
        }
        // The call was legal: then it changed the position or the turn.
        expect(state(g)).not.toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});

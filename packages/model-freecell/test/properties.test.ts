import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FreecellGame, makeBoard, msDeal, PILE_TYPES, type PileType } from '../src/index.js';

/** An attempted move: a raw moveCard call (often illegal) or a notation string (often illegal). */
const attempt = fc.oneof(
  fc.record({
    kind: fc.constant('moveCard' as const),
    from: fc.constantFrom(...PILE_TYPES),
    to: fc.constantFrom(...PILE_TYPES),
    i: fc.integer({ min: -1, max: 8 }),
    j: fc.integer({ min: -1, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('play' as const),
    move: fc
      .tuple(
        fc.constantFrom(...'12345678abcd'),
        fc.constantFrom(...'12345678abcdh'),
        fc.option(fc.integer({ min: 1, max: 6 })),
      )
      .map(([s, t, v]) => (v === null ? s + t : `${s}${t}v${v}`)),
  }),
  fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(200) }),
);
type Attempt =
  | { kind: 'moveCard'; from: PileType; to: PileType; i: number; j: number }
  | { kind: 'play'; move: string }
  | { kind: 'legal'; pick: number };

function run(g: FreecellGame, a: Attempt): boolean {
  try {
    if (a.kind === 'moveCard') g.moveCard(a.from, a.to, a.i, a.j);
    else if (a.kind === 'play') g.play(a.move);
    else {
      const moves = g.legalMoves();
      if (moves.length === 0) return false;
      g.play(moves[a.pick % moves.length]!);
    }
    return true;
  } catch {
    return false;
  }
}

function cardCount(g: FreecellGame): number[] {
  const p = g.position();
  return [...p.foundations.flat(), ...p.cells.flat(), ...p.tableau.flat()].map((c) => c.id).sort((a, b) => a - b);
}

const ALL = Array.from({ length: 52 }, (_, i) => i);

describe('properties over random sequences of attempted moves', () => {
  it('the 52 cards are conserved, a rejected move changes nothing, undo restores exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(attempt, { maxLength: 60 }), (n, attempts) => {
        const g = new FreecellGame();
        g.newGame(msDeal(n));
        const seen: string[] = [makeBoard(g)];
        for (const a of attempts) {
          const before = makeBoard(g);
          const depth = g.undoDepth();
          const ok = run(g, a as Attempt);
          expect(cardCount(g)).toEqual(ALL);
          if (ok) {
            expect(g.undoDepth()).toBe(depth + 1);
            seen.push(makeBoard(g));
          } else {
            expect(makeBoard(g)).toBe(before);
            expect(g.undoDepth()).toBe(depth);
          }
        }
        // Undo walks back through every position, in order, to the deal.
        for (let k = seen.length - 1; k > 0; k--) {
          expect(makeBoard(g)).toBe(seen[k]);
          g.undo();
        }
        expect(makeBoard(g)).toBe(seen[0]);
        expect(g.undoDepth()).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
  it('noValidMoves agrees with trying every moveCard', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.array(fc.nat(300), { maxLength: 80 }), (n, picks) => {
        const g = new FreecellGame();
        g.newGame(msDeal(n));
        for (const p of picks) {
          const moves = g.legalMoves();
          if (moves.length === 0) break;
          g.play(moves[p % moves.length]!);
        }
        let any = false;
        for (const from of PILE_TYPES)
          for (const to of PILE_TYPES)
            for (let i = 0; i < 8; i++)
              for (let j = 0; j < 8; j++) {
                const c = g.clone();
                try {
                  c.moveCard(from, to, i, j);
                  any = true;
                } catch {
                  // illegal: try the next
                }
              }
        expect(g.noValidMoves()).toBe(!any);
      }),
      { numRuns: 40 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { Cell, type Othello, OthelloException, parseTranscript, perft, playTranscript } from '../src/index.js';
import { Reference } from './reference.js';

// perft(1..11) from the start position, a forced pass counting as one ply and
// a finished game as one leaf: the Othello rulings in docs/specs/README.md
// (the same figures as the published Othello perft tables, e.g. Aart Bik's
// and Edax's `perft` command). Depths 10 and 11 run in `pnpm bench`.
const PERFT = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800];

describe('perft', () => {
  for (let depth = 0; depth <= 9; depth++) {
    it(`perft(${depth}) = ${PERFT[depth]}`, () => {
      expect(perft(depth)).toBe(PERFT[depth]);
    });
  }

  it('counts from a given position: perft(d) after f5 is a quarter of perft(d + 1), by symmetry', () => {
    // The four first moves are equivalent under the board's symmetries.
    const g = playTranscript('f5');
    for (let d = 1; d <= 7; d++) expect(perft(d, g) * 4).toBe(PERFT[d + 1]);
  });

  it('counts a forced pass as one ply', () => {
    // Found by search, checked here with the square-by-square reference:
    // after these eight moves black has no move and white has some.
    const moves = 'd3c3b3b2f5a3a1c1';
    const g = playTranscript(moves);
    const ref = new Reference();
    for (const s of parseTranscript(moves)) if (s !== 'pass') ref.play(s.i, s.j);
    expect(ref.moves(1)).toEqual([]);
    const replies = ref.moves(2).length;
    expect(replies).toBeGreaterThan(0);
    expect(perft(1, g)).toBe(1);
    expect(perft(2, g)).toBe(replies);
  });

  it('counts a finished game as one leaf at any depth (the 9-move wipe-out d3c3b3d2e1d6d7e3f4)', () => {
    const g = playTranscript('d3c3b3d2e1d6d7e3f4');
    expect(g.isGameOver()).toBe(true);
    expect(g.count(Cell.WHITE)).toBe(0);
    for (let d = 1; d <= 5; d++) expect(perft(d, g)).toBe(1);
  });

  it('rejects a depth that is not an integer in 0..MAX_PERFT_DEPTH', () => {
    expect(() => perft(-1)).toThrow(OthelloException);
    expect(() => perft(1.5)).toThrow(/an integer in 0..60/);
    expect(() => perft(Number.NaN)).toThrow(OthelloException);
  });

  it('regression: perft(1, {}) failed inside with "from.perft is not a function"', () => {
    expect(() => perft(1, {} as Othello)).toThrow(OthelloException);
    expect(() => perft(1, {} as Othello)).toThrow(/^perft: from must be an Othello, got an object$/);
    expect(() => perft(1, null as unknown as Othello)).toThrow(/got null/);
  });

  it('leaves the game untouched', () => {
    const g = playTranscript('f5d6c3');
    const before = g.clone();
    perft(4, g);
    expect(g.moves()).toEqual(before.moves());
    expect(g.getTurn()).toBe(before.getTurn());
  });
});

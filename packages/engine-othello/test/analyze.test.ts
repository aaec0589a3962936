import { seededRandom } from '@arcade/core';
import { Cell, makeBoard, type Othello, parseBoard, playTranscript } from '@arcade/model-othello';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnalyzeProgress, analyze, EXPERT_LEVEL, isEngineError, LEVELS, solve } from '../src/index.js';
import { solved } from './solved.js';

/** Plays the legal move with index `picks[n] mod count` at each turn, passing when forced. */
function playPicks(picks: readonly number[]): Othello {
  const g = playTranscript('');
  for (const p of picks) {
    if (g.isGameOver()) break;
    const moves = g.legalMoves();
    if (moves.length === 0) {
      g.switchTurn();
      continue;
    }
    const s = moves[p % moves.length]!;
    g.move(s.i, s.j, g.getTurn());
  }
  return g;
}

function seeded(seed: number): () => number {
  const g = seededRandom(seed);
  return () => g.next();
}

describe('analyze', () => {
  it('LEVELS is a positive integer', () => {
    expect(Number.isInteger(LEVELS) && LEVELS >= 2).toBe(true);
  });

  it('always returns a legal move (null exactly when there is none) and leaves the game unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 0, maxLength: 70 }),
        fc.integer({ min: 1, max: 5 }),
        (picks, level) => {
          const g = playPicks(picks);
          const before = makeBoard(g);
          const r = analyze(g, { level });
          const legal = g.legalMoves();
          if (legal.length === 0) expect(r.move).toBeNull();
          else expect(legal).toContain(r.move);
          if (r.move !== null) expect(r.pv[0]).toBe(r.move);
          expect(makeBoard(g)).toBe(before);
          expect(Number.isFinite(r.score)).toBe(true);
        },
      ),
      { numRuns: 150, seed: 10 },
    );
  });

  it('plays perfectly within its exact-solve empties: the score equals solve', () => {
    for (let seed = 0; seed < 10; seed++) {
      const rng = seeded(seed);
      const picks = Array.from({ length: 52 }, () => Math.floor(rng() * 40));
      const g = playPicks(picks);
      if (g.isGameOver() || g.legalMoves().length === 0) continue;
      const r = analyze(g, { level: LEVELS });
      expect(g.count(Cell.FREE)).toBeLessThanOrEqual(12);
      expect(r.exact).toBe(true);
      expect(r.score).toBe(solved(solve(g)).score);
      expect(r.depth).toBe(g.count(Cell.FREE));
    }
  });

  it('is deterministic for the same position, options and seed', () => {
    const g = playTranscript('f5d6c3d3c4f4f6f3e6e7');
    for (const options of [{ level: 1 }, { level: 2 }, { level: 5 }, { level: 7 }, { level: 8, depth: 12 }]) {
      const a = analyze(g, { ...options, rng: seeded(7) });
      const b = analyze(g, { ...options, rng: seeded(7) });
      expect(b).toEqual(a);
    }
    expect(analyze(g, { maxNodes: 5000 })).toEqual(analyze(g, { maxNodes: 5000 }));
    // Level 8 searches 15 plies (about 1 s of CPU a move, several on a
    // loaded machine): here it is capped at 12 plies, the same code path,
    // so that the test stays well under its timeout.
  }, 180_000);

  it('level 1 varies with the seed (its noise comes from rng)', () => {
    const g = playTranscript('f5d6c3d3c4f4f6f3e6e7');
    const moves = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const r = analyze(g, { level: 1, rng: seeded(seed) });
      moves.add(`${r.move?.i},${r.move?.j}`);
    }
    expect(moves.size).toBeGreaterThan(1);
  });

  it('respects a node budget', () => {
    const g = playTranscript('f5d6c3d3c4f4f6f3e6e7');
    for (const maxNodes of [1, 100, 3000, 50_000]) {
      const r = analyze(g, { maxNodes });
      // Leaves are counted without a look at the budget: a few past it at most.
      expect(r.nodes).toBeLessThanOrEqual(maxNodes + 64);
      expect(g.legalMoves()).toContain(r.move);
    }
  });

  it('respects a time budget by the injected clock and reports progress', () => {
    const g = playTranscript('f5d6c3d3c4f4f6f3e6e7');
    let now = 0;
    // The clock advances 1 ms each time the engine looks at it.
    const clock = (): number => now++;
    const seen: AnalyzeProgress[] = [];
    const r = analyze(g, { timeMs: 20, clock, onProgress: (p) => seen.push(p) });
    expect(now).toBeLessThanOrEqual(23);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((p) => p.depth)).toEqual([...seen.map((p) => p.depth)].sort((a, b) => a - b));
    expect(seen.at(-1)!.move).toBe(r.move);
    expect(g.legalMoves()).toContain(r.move);
  });

  it('reports each depth of the iterative deepening with the best move so far', () => {
    const g = playTranscript('f5d6c3');
    const seen: AnalyzeProgress[] = [];
    const r = analyze(g, { depth: 6, onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.depth).toBe(6);
    expect(r.exact).toBe(false);
    expect(r.pv.length).toBeGreaterThan(1);
  });

  it('a forced pass and a finished game: move null', () => {
    const pass = parseBoard(`${'X'.repeat(61)}O-- O`);
    expect(analyze(pass).move).toBeNull();
    const over = parseBoard(`${'X'.repeat(63)}- O`);
    expect(analyze(over)).toMatchObject({ move: null, score: -64, exact: true });
  });

  it('refuses bad options with a code', () => {
    const g = playTranscript('f5');
    const cases: [unknown, string][] = [
      [{ level: 0 }, 'INVALID_OPTION'],
      [{ level: EXPERT_LEVEL + 1 }, 'INVALID_OPTION'],
      [{ level: '3' }, 'INVALID_OPTION'],
      [{ depth: 0 }, 'INVALID_OPTION'],
      [{ depth: 61 }, 'INVALID_OPTION'],
      [{ rng: 3 }, 'INVALID_OPTION'],
      [{ onProgress: 'x' }, 'INVALID_OPTION'],
      [{ timeMs: 10 }, 'CLOCK_REQUIRED'],
      [{ maxNodes: -1 }, 'INVALID_OPTION'],
      [[], 'INVALID_OPTION'],
    ];
    for (const [options, code] of cases) {
      let caught: unknown;
      try {
        analyze(g, options as never);
      } catch (e) {
        caught = e;
      }
      expect(isEngineError(caught) && caught.code, JSON.stringify(options)).toBe(code);
    }
    let caught: unknown;
    try {
      analyze(undefined as never);
    } catch (e) {
      caught = e;
    }
    expect(isEngineError(caught) && caught.code).toBe('INVALID_GAME');
  });
});

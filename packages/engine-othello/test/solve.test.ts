import { seededRandom } from '@arcade/core';
import { Cell, makeBoard, makeSquare, type Othello, parseBoard, playTranscript } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR_CODES, isEngineError, solve } from '../src/index.js';
import { readProblems } from './fforum.js';
import { solved } from './solved.js';

describe('solve on the FForum problems 1-19 (exact value of every move from the .obf file)', () => {
  // Source: test/fixtures/fforum-1-19.obf, FForum endgame problems (FFO), 14-16 empties.
  const problems = readProblems('fforum-1-19.obf', 1);
  it('has the 19 problems', () => {
    expect(problems).toHaveLength(19);
  });
  for (const p of problems) {
    it(`problem ${p.n}: the exact score and one of the best moves`, () => {
      const game = parseBoard(p.board);
      const before = makeBoard(game);
      const r = solved(solve(game));
      const best = p.values[0]![1];
      expect(r.score).toBe(best);
      expect(r.move).not.toBeNull();
      const move = makeSquare(r.move!);
      expect(p.values.filter(([, v]) => v === best).map(([m]) => m)).toContain(move);
      expect(r.nodes).toBeGreaterThan(0);
      expect(makeBoard(game)).toBe(before);
    });
  }
});

/** Plain minimax through the model's MIS: the reference, written from the rules. */
function minimax(g: Othello): number {
  const moves = g.legalMoves();
  const me = g.getTurn();
  if (moves.length === 0) {
    if (g.isGameOver()) {
      const mine = g.count(me);
      const theirs = 64 - mine - g.count(Cell.FREE);
      const d = mine - theirs;
      const e = g.count(Cell.FREE);
      return d > 0 ? d + e : d < 0 ? d - e : 0;
    }
    g.switchTurn();
    const v = -minimax(g);
    g.undo();
    return v;
  }
  let best = -100;
  for (const s of moves) {
    g.move(s.i, s.j, me);
    const v = -minimax(g);
    g.undo();
    if (v > best) best = v;
  }
  return best;
}

function mulberry32(seed: number): () => number {
  const g = seededRandom(seed);
  return () => g.next();
}

/** A position reached by random play until `empties` squares are left (or the game ends). */
function randomPosition(seed: number, empties: number): Othello {
  const rng = mulberry32(seed);
  const g = playTranscript('');
  while (g.count(Cell.FREE) > empties && !g.isGameOver()) {
    const moves = g.legalMoves();
    if (moves.length === 0) {
      g.switchTurn();
      continue;
    }
    const s = moves[Math.floor(rng() * moves.length)]!;
    g.move(s.i, s.j, g.getTurn());
  }
  return g;
}

describe('solve against plain minimax on random positions', () => {
  it('agrees on 60 positions with 1 to 9 empties and 3 with 10, and its move reaches the score', () => {
    const cases: [number, number][] = [];
    for (let s = 0; s < 60; s++) cases.push([s, 1 + (s % 9)]);
    for (let s = 60; s < 63; s++) cases.push([s, 10]);
    let passes = 0;
    for (const [seed, empties] of cases) {
      const g = randomPosition(seed, empties);
      const r = solved(solve(g));
      const expected = minimax(g);
      expect(r.score, `seed ${seed}`).toBe(expected + 0);
      if (r.move === null) {
        expect(g.legalMoves()).toHaveLength(0);
        passes++;
      } else {
        g.move(r.move.i, r.move.j, g.getTurn());
        expect(-minimax(g) + 0, `seed ${seed}: the move value`).toBe(expected + 0);
      }
    }
    expect(passes).toBeLessThan(cases.length);
  }, 120_000);

  it('issue 20.7: scores a finished game and a forced pass, and tells them apart', () => {
    // A finished game: black wiped out white (f5 d6 c5 f4 e3 f6 d3 f3... is long; use a board).
    const over = parseBoard(`${'X'.repeat(63)}- O`);
    expect(solve(over)).toEqual({
      status: 'solved',
      move: null,
      pass: false,
      gameOver: true,
      score: -64,
      nodes: expect.any(Number),
    });
    // White to move with no legal move, black then plays h8 and wins 64-0... exact from white's view.
    const pass = parseBoard(`${'X'.repeat(61)}O-- O`);
    const r = solved(solve(pass));
    expect(r.move).toBeNull();
    expect(r.pass).toBe(true);
    expect(r.gameOver).toBe(false);
    expect(r.score).toBe(minimax(pass));
  });
});

describe('solve refuses bad arguments with a code and changes nothing', () => {
  const g = parseBoard('XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X');
  const cases: [string, () => unknown, string][] = [
    ['null game', () => solve(null as never), 'INVALID_GAME'],
    ['a string game', () => solve('board' as never), 'INVALID_GAME'],
    ['options not an object', () => solve(g, 5 as never), 'INVALID_OPTION'],
    ['maxNodes 0', () => solve(g, { maxNodes: 0 }), 'INVALID_OPTION'],
    ['maxNodes NaN', () => solve(g, { maxNodes: Number.NaN }), 'INVALID_OPTION'],
    ['maxNodes a fraction', () => solve(g, { maxNodes: 1.5 }), 'INVALID_OPTION'],
    ['timeMs without a clock', () => solve(g, { timeMs: 100 }), 'CLOCK_REQUIRED'],
    ['clock not a function', () => solve(g, { timeMs: 100, clock: 5 as never }), 'INVALID_OPTION'],
    ['a clock returning NaN', () => solve(g, { timeMs: 100, clock: () => Number.NaN }), 'INVALID_OPTION'],
    ['an object with no prototype', () => solve(Object.create(null) as never), 'INVALID_GAME'],
  ];
  for (const [what, call, code] of cases) {
    it(`${what}: ${code}`, () => {
      const before = makeBoard(g);
      let caught: unknown;
      try {
        call();
      } catch (e) {
        caught = e;
      }
      expect(isEngineError(caught)).toBe(true);
      expect((caught as { code: string }).code).toBe(code);
      expect(ENGINE_ERROR_CODES).toContain(code);
      expect((caught as Error).message.length).toBeGreaterThan(10);
      expect(makeBoard(g)).toBe(before);
    });
  }

  it('issue 20.5: past its node budget, status gave-up (stoppedBy maxNodes) rather than a wrong answer', () => {
    // FForum 24 (19 empties) needs millions of nodes.
    const hard = parseBoard(readProblems('fforum-20-39.obf', 20)[4]!.board);
    const r = solve(hard, { maxNodes: 10_000 });
    expect(r).toEqual({ status: 'gave-up', stoppedBy: 'maxNodes', nodes: expect.any(Number) });
    // The budget is looked at on interior nodes: a few leaves past it at most.
    expect(r.nodes).toBeLessThan(10_100);
  });

  it('issue 20.5: past its time budget by the injected clock, status gave-up (stoppedBy timeMs)', () => {
    const hard = parseBoard(readProblems('fforum-20-39.obf', 20)[4]!.board);
    let now = 0;
    // Every look at the clock advances it by 10 ms.
    const clock = (): number => (now += 10);
    const r = solve(hard, { timeMs: 50, clock });
    expect(r.status === 'gave-up' && r.stoppedBy).toBe('timeMs');
    expect(now).toBeLessThan(200);
  });

  it('within a large enough budget, the exact answer', () => {
    const p = readProblems('fforum-1-19.obf', 1)[1]!;
    const r = solved(solve(parseBoard(p.board), { maxNodes: 10_000_000 }));
    expect(r.score).toBe(p.values[0]![1]);
  });
});

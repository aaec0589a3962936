/**
 * The game solved: value and bestMoves by perfect play, and the whole game
 * tree counted through the public API against published figures.
 *
 * Source of the figures: Henry Bottomley, "How many Tic-Tac-Toe (noughts and
 * crosses) games are possible?", http://www.se16.info/hgb/tictactoe.htm, the
 * analysis that Wikipedia's "Tic-tac-toe" article cites in its section
 * Combinatorics:
 * - 255,168 possible games: 131,184 won by the first player (cross), 77,904
 *   by the second (circle), 46,080 drawn;
 * - games ending on the 5th..9th put: 1,440, 5,328, 47,952, 72,576 and
 *   127,872 (81,792 wins for cross plus the 46,080 draws);
 * - 5,478 distinct positions (1, 9, 72, 252, 756, 1,260, 1,520, 1,140, 390,
 *   78 after 0..9 puts), 958 of them terminal (626 won by cross, 316 by
 *   circle, 16 drawn).
 * The tree's nodes by depth follow from the games-ending figures alone:
 * depth d+1 has (nodes at d - games ending at d) x (9 - d) nodes, which
 * gives 1, 9, 72, 504, 3,024, 15,120, 54,720, 148,176, 200,448, 127,872 and
 * the 549,946 nodes of the issue.
 */
import { describe, expect, it } from 'vitest';
import {
  Circle,
  Cross,
  Empty,
  Game,
  bestMoves,
  chooseBestMove,
  makeGame,
  mulberry32,
  parseGame,
  value,
  type Move,
} from '../src/index.js';
import { reachableGames } from './reachable.js';

interface TreeCounts {
  nodesByDepth: number[];
  gamesByLength: number[];
  crossWins: number;
  circleWins: number;
  draws: number;
}

/** Walks the whole game tree (every sequence of legal puts) through the public API. */
function walkTree(): TreeCounts {
  const counts: TreeCounts = {
    nodesByDepth: Array(10).fill(0),
    gamesByLength: Array(10).fill(0),
    crossWins: 0,
    circleWins: 0,
    draws: 0,
  };
  const visit = (g: Game, depth: number): void => {
    counts.nodesByDepth[depth]!++;
    if (g.isOver()) {
      counts.gamesByLength[depth]!++;
      const w = g.winner();
      if (w === Cross) counts.crossWins++;
      else if (w === Circle) counts.circleWins++;
      else counts.draws++;
      return;
    }
    for (const { i, j } of g.legalMoves()) visit(g.put(i, j), depth + 1);
  };
  visit(Game.make(), 0);
  return counts;
}

const games = reachableGames();

describe('the game tree (Bottomley, se16.info/hgb/tictactoe.htm)', () => {
  const tree = walkTree();

  it('has 255,168 games: 131,184 won by cross, 77,904 by circle, 46,080 drawn', () => {
    expect(tree.crossWins + tree.circleWins + tree.draws).toBe(255168);
    expect(tree.crossWins).toBe(131184);
    expect(tree.circleWins).toBe(77904);
    expect(tree.draws).toBe(46080);
  });

  it('has games ending after 5..9 puts: 1,440, 5,328, 47,952, 72,576, 127,872', () => {
    expect(tree.gamesByLength).toEqual([0, 0, 0, 0, 0, 1440, 5328, 47952, 72576, 127872]);
  });

  it('has 549,946 nodes: 1, 9, 72, 504, 3,024, 15,120, 54,720, 148,176, 200,448, 127,872 by depth', () => {
    expect(tree.nodesByDepth).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
    expect(tree.nodesByDepth.reduce((a, b) => a + b)).toBe(549946);
  });

  it('has 5,478 distinct positions: 1, 9, 72, 252, 756, 1,260, 1,520, 1,140, 390, 78 after 0..9 puts', () => {
    expect(new Set(games.map(makeGame)).size).toBe(5478);
    const byDepth = Array<number>(10).fill(0);
    for (const g of games) byDepth[g.moveCount]!++;
    expect(byDepth).toEqual([1, 9, 72, 252, 756, 1260, 1520, 1140, 390, 78]);
  });

  it('has 958 terminal positions: 626 won by cross, 316 by circle, 16 drawn', () => {
    const over = games.filter((g) => g.isOver());
    expect(over).toHaveLength(958);
    expect(over.filter((g) => g.winner() === Cross)).toHaveLength(626);
    expect(over.filter((g) => g.winner() === Circle)).toHaveLength(316);
    expect(over.filter((g) => g.isDraw())).toHaveLength(16);
  });
});

describe('value and bestMoves', () => {
  it('the empty board is a draw, and every opening put keeps the draw', () => {
    expect(value(Game.make())).toBe(0);
    expect(bestMoves(Game.make())).toHaveLength(9);
  });

  // The classic replies (Wikipedia, "Tic-tac-toe", section Strategy): to a
  // corner opening only the centre draws; to the centre, only a corner; to an
  // edge, the centre, a corner next to the cross, or the opposite edge.
  it('answers a corner opening with the centre only', () => {
    expect(bestMoves(Game.make().putCross(1, 1))).toEqual([{ i: 2, j: 2 }]);
  });

  it('answers a centre opening with a corner', () => {
    expect(bestMoves(Game.make().putCross(2, 2))).toEqual([
      { i: 1, j: 1 },
      { i: 1, j: 3 },
      { i: 3, j: 1 },
      { i: 3, j: 3 },
    ]);
  });

  it('answers an edge opening with the centre, an adjacent corner or the opposite edge', () => {
    expect(bestMoves(Game.make().putCross(1, 2))).toEqual([
      { i: 1, j: 1 },
      { i: 1, j: 3 },
      { i: 2, j: 2 },
      { i: 3, j: 2 },
    ]);
  });

  it('takes a win when there is one, and sees a lost position', () => {
    const g = parseGame('XX./OO./...');
    expect(value(g)).toBe(1);
    expect(bestMoves(g)).toEqual([{ i: 1, j: 3 }]);
    const lost = parseGame('XX./OO./X..');
    expect(lost.nextTurn).toBe(Circle);
    expect(value(lost)).toBe(-1);
    expect(bestMoves(lost)).toEqual([{ i: 2, j: 3 }]);
  });

  it('a finished game is worth its result and has no best move', () => {
    expect(value(parseGame('XXX/OO./...'))).toBe(1);
    expect(value(parseGame('XO./.OX/XO.'))).toBe(-1);
    expect(value(parseGame('XOX/XOO/OXX'))).toBe(0);
    expect(bestMoves(parseGame('XXX/OO./...'))).toEqual([]);
  });

  it('is minimax over every reachable game: value is the best child value, bestMoves the puts that keep it', () => {
    const wrong: string[] = [];
    for (const g of games) {
      const best = bestMoves(g);
      if (g.isOver()) {
        const result = g.winner() === Cross ? 1 : g.winner() === Circle ? -1 : 0;
        if (value(g) !== result || best.length > 0) wrong.push(`${g} terminal`);
        continue;
      }
      const scored = g.legalMoves().map((m) => ({ m, v: value(g.put(m.i, m.j)) }));
      const target = g.nextTurn === Cross ? Math.max(...scored.map((s) => s.v)) : Math.min(...scored.map((s) => s.v));
      if (value(g) !== target) wrong.push(`${g} value`);
      const keep: Move[] = scored.filter((s) => s.v === target).map((s) => s.m);
      if (JSON.stringify(best) !== JSON.stringify(keep)) wrong.push(`${g} bestMoves`);
    }
    expect(wrong).toEqual([]);
  });

  it('a perfect player never loses, whatever the opponent does', () => {
    // Follow one best move for `perfect`, every legal move for the other side.
    const outcomes = new Set<number>();
    const walk = (g: Game, perfect: number): void => {
      if (g.isOver()) {
        outcomes.add(g.winner() === Empty ? 0 : g.winner() === perfect ? 1 : -1);
        return;
      }
      const moves = g.nextTurn === perfect ? bestMoves(g).slice(0, 1) : g.legalMoves();
      for (const { i, j } of moves) walk(g.put(i, j), perfect);
    };
    walk(Game.make(), Cross);
    walk(Game.make(), Circle);
    expect(outcomes.has(-1)).toBe(false);
    expect(outcomes.has(1)).toBe(true);
  });
});

describe('chooseBestMove and mulberry32', () => {
  function selfPlay(seed: number): string[] {
    const random = mulberry32(seed);
    const seen: string[] = [];
    let g = Game.make();
    for (let m = chooseBestMove(g, random); m !== null; m = chooseBestMove(g, random)) {
      g = g.put(m.i, m.j);
      seen.push(makeGame(g));
    }
    return seen;
  }

  it('replays the same game from the same seed, and perfect self-play draws', () => {
    const a = selfPlay(7);
    expect(selfPlay(7)).toEqual(a);
    expect(a).toHaveLength(9);
    expect(parseGame(a.at(-1)!).isDraw()).toBe(true);
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => selfPlay(s).join(' ')));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it('always picks one of bestMoves, and null once over', () => {
    const random = mulberry32(42);
    for (const g of games.slice(0, 2000)) {
      const m = chooseBestMove(g, random);
      if (g.isOver()) expect(m).toBeNull();
      else expect(bestMoves(g)).toContainEqual(m);
    }
  });

  it('rejects a random source outside [0, 1) and a non-integer seed', () => {
    expect(() => chooseBestMove(Game.make(), () => 1)).toThrow('random() must return a number in [0, 1), got 1');
    expect(() => chooseBestMove(Game.make(), () => Number.NaN)).toThrow(
      expect.objectContaining({ code: 'BAD_RANDOM' }),
    );
    expect(() => mulberry32(1.5)).toThrow(/seed must be an integer in -2147483648..4294967295, got 1.5/);
  });

  it('regression: value({}) and bestMoves(null) failed inside the solver; now a TicTacToeError names the argument', () => {
    expect(() => value({} as Game)).toThrow(expect.objectContaining({ code: 'WRONG_TYPE' }));
    expect(() => value({} as Game)).toThrow(
      /^value: game must be a Game \(from Game\.make\(\) or parseGame\(\)\), got an object$/,
    );
    expect(() => bestMoves(null as unknown as Game)).toThrow(/^bestMoves: game must be a Game .*got null$/);
    expect(() => value(Object.create(Game.prototype) as Game)).toThrow(/^value: game must be a Game/);
    expect(() => chooseBestMove('X../.../...' as unknown as Game, Math.random)).toThrow(
      /chooseBestMove: game must be a Game .*got "X..\/...\/..."/,
    );
    expect(() => chooseBestMove(Game.make(), 0.5 as unknown as () => number)).toThrow(
      /^chooseBestMove: random must be a function returning numbers in \[0, 1\) or a SeededRandom, got 0\.5$/,
    );
  });

  it('mulberry32 gives numbers in [0, 1), the same for the same seed', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
  });
});

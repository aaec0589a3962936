import { bestMoves, Circle, Cross, Game, type Move, mulberry32, type Player, parseGame } from '@arcade/model-tictactoe';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computerChoices, computerMove, hint, outcomeFor } from '../src/index.js';

const key = (m: Move) => `${m.i},${m.j}`;

/**
 * Walks every game in which the computer plays `side` at `level` against
 * every possible sequence of opponent moves, the computer trying every move
 * it may choose (computerChoices: whatever any seed picks is one of them).
 * Returns the finished games by result.
 */
function walk(side: Player): { wins: number; draws: number; losses: number; nodes: number } {
  const tally = { wins: 0, draws: 0, losses: 0, nodes: 0 };
  const visit = (game: Game): void => {
    tally.nodes++;
    if (game.isOver()) {
      const w = game.winner();
      if (w === side) tally.wins++;
      else if (w === 0) tally.draws++;
      else tally.losses++;
      return;
    }
    const moves = game.nextTurn === side ? computerChoices(game, 'perfect') : game.legalMoves();
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) visit(game.put(m.i, m.j));
  };
  visit(Game.make());
  return tally;
}

describe('the perfect computer never loses (the whole game tree)', () => {
  it('as X, against every sequence of O moves, with every tie choice', () => {
    const t = walk(Cross);
    expect(t.losses).toBe(0);
    // The walk reached finished games of both other kinds: it was not vacuous.
    expect(t.wins).toBeGreaterThan(0);
    expect(t.draws).toBeGreaterThan(0);
  });

  it('as O, against every sequence of X moves, with every tie choice', () => {
    const t = walk(Circle);
    expect(t.losses).toBe(0);
    expect(t.wins).toBeGreaterThan(0);
    expect(t.draws).toBeGreaterThan(0);
  });

  it('computerMove picks only among computerChoices, whatever the seed (so the walk covers every seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.nat(8), { maxLength: 8 }), (seed, picks) => {
        const random = mulberry32(seed);
        let g = Game.make();
        for (const p of picks) {
          if (g.isOver()) break;
          const legal = g.legalMoves();
          g = g.put(legal[p % legal.length]!.i, legal[p % legal.length]!.j);
        }
        for (const level of ['perfect', 'random'] as const) {
          const m = computerMove(g, level, random);
          const choices = computerChoices(g, level).map(key);
          if (g.isOver()) expect(m).toBeNull();
          else expect(choices).toContain(key(m!));
        }
      }),
    );
  });

  it('a random source at both ends of [0, 1) picks the first and the last choice', () => {
    const g = Game.make();
    expect(computerMove(g, 'random', () => 0)).toEqual({ i: 1, j: 1 });
    expect(computerMove(g, 'random', () => 0.999999)).toEqual({ i: 3, j: 3 });
    expect(() => computerMove(g, 'random', () => 1)).toThrow(RangeError);
    expect(() => computerMove(g, 'random', () => Number.NaN)).toThrow(RangeError);
  });
});

describe('computerChoices', () => {
  it('perfect: takes a win at once rather than a slower one', () => {
    // X to move: 1,3 wins now, 2,2 and three more still win later; only the win at once is chosen.
    const g = parseGame('XX./O../O..');
    expect(bestMoves(g)).toHaveLength(5);
    expect(computerChoices(g, 'perfect')).toEqual([{ i: 1, j: 3 }]);
    // O to move: the only move that does not lose is the block.
    const block = parseGame('XX./.O./...');
    expect(computerChoices(block, 'perfect')).toEqual([{ i: 1, j: 3 }]);
  });

  it('perfect: every move from the empty board draws, so all nine are choices', () => {
    expect(computerChoices(Game.make(), 'perfect')).toHaveLength(9);
    // After X in a corner, only the centre holds the draw for O.
    expect(computerChoices(Game.make().putCross(1, 1), 'perfect')).toEqual([{ i: 2, j: 2 }]);
  });

  it('random: every legal move; none once the game is over', () => {
    expect(computerChoices(parseGame('XO./.X./...'), 'random')).toHaveLength(6);
    expect(computerChoices(parseGame('XXX/OO./...'), 'random')).toEqual([]);
  });
});

describe('hint and outcomeFor', () => {
  it('names the best move and what it leads to for the player to move', () => {
    expect(hint(parseGame('XX./OO./...'))).toEqual({ move: { i: 1, j: 3 }, others: [], outcome: 'win' });
    expect(hint(Game.make())?.outcome).toBe('draw');
    expect(hint(Game.make())?.others).toHaveLength(8);
    // O to move, X threatens two lines at once (a fork): O loses with perfect play.
    const fork = parseGame('X.X/.O./O.X');
    expect(outcomeFor(fork, Circle)).toBe('loss');
    expect(hint(fork)?.outcome).toBe('loss');
    expect(hint(parseGame('XXX/OO./...'))).toBeNull();
  });
});

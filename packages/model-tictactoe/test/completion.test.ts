/**
 * The game completed: three in a row wins, a full board without one is a
 * draw, and a finished game accepts no put (tag not_over).
 */
import { describe, expect, it } from 'vitest';
import { Circle, Cross, Empty, Game, LINES, PreconditionViolation, parseGame } from '../src/index.js';
import { COORDS, reachableGames } from './reachable.js';

/** Plays puts in turn order from the empty board: [i, j] pairs. */
function play(...moves: (readonly [number, number])[]): Game {
  return moves.reduce((g, [i, j]) => g.put(i, j), Game.make());
}

/** The player with three in a row according to `item` alone. */
function lineOwner(g: Game): number {
  for (const line of LINES) {
    const [a, b, c] = line.map((m) => g.item(m.i, m.j));
    if (a !== Empty && a === b && b === c) return a ?? Empty;
  }
  return Empty;
}

describe('winner, isOver, isDraw', () => {
  it('a fresh game is not over and has no winner', () => {
    const g = Game.make();
    expect(g.winner()).toBe(Empty);
    expect(g.isOver()).toBe(false);
    expect(g.isDraw()).toBe(false);
  });

  it.each(LINES.map((line, n) => [n, line] as const))('cross wins by line %i', (_n, line) => {
    // Cross fills the line; circle plays in cells off it, avoiding a line of its own.
    const off = COORDS.filter(([i, j]) => !line.some((m) => m.i === i && m.j === j));
    let g = Game.make();
    let placed = 0;
    for (const m of line) {
      g = g.putCross(m.i, m.j);
      placed++;
      if (placed < 3) {
        const spot = off.find(([i, j]) => g.item(i, j) === Empty && !g.putCircle(i, j).isOver());
        if (spot === undefined) throw new Error('no quiet cell for circle');
        g = g.putCircle(spot[0], spot[1]);
      }
    }
    expect(g.winner()).toBe(Cross);
    expect(g.isOver()).toBe(true);
    expect(g.isDraw()).toBe(false);
    expect(g.legalMoves()).toEqual([]);
  });

  it('circle wins a column', () => {
    const g = play([1, 1], [1, 2], [3, 1], [2, 2], [2, 3], [3, 2]);
    expect(g.toString()).toBe('XO./.OX/XO.');
    expect(g.winner()).toBe(Circle);
    expect(g.isOver()).toBe(true);
    expect(g.nextTurn).toBe(Cross);
  });

  it('a full board with no three in a row is a draw', () => {
    const g = play([1, 1], [2, 2], [3, 3], [1, 2], [3, 2], [3, 1], [1, 3], [2, 3], [2, 1]);
    expect(g.toString()).toBe('XOX/XOO/OXX');
    expect(g.winner()).toBe(Empty);
    expect(g.isDraw()).toBe(true);
    expect(g.isOver()).toBe(true);
  });

  it('a last put that completes two lines at once wins', () => {
    const g = play([1, 1], [2, 1], [1, 2], [2, 2], [2, 3], [3, 1], [3, 3], [3, 2], [1, 3]);
    expect(g.toString()).toBe('XXX/OOX/OOX');
    expect(g.winner()).toBe(Cross);
    expect(g.isDraw()).toBe(false);
  });

  it('the ninth put decides: a draw without a line, a win (not a draw) with one', () => {
    const g = play([1, 1], [1, 2], [1, 3], [2, 2], [2, 1], [3, 1], [2, 3], [3, 3], [3, 2]);
    expect(g.moveCount).toBe(9);
    expect(g.winner()).toBe(Empty);
    const won = play([1, 1], [1, 2], [1, 3], [2, 2], [3, 2], [2, 3], [2, 1], [3, 3], [3, 1]);
    expect(won.toString()).toBe('XOX/XOO/XXO');
    expect(won.moveCount).toBe(9);
    expect(won.winner()).toBe(Cross);
    expect(won.isDraw()).toBe(false);
  });

  it('agrees with the board over every reachable game', () => {
    const wrong: string[] = [];
    for (const g of reachableGames()) {
      const full = COORDS.every(([i, j]) => g.item(i, j) !== Empty);
      const owner = lineOwner(g);
      if (g.winner() !== owner) wrong.push(`${g} winner`);
      if (g.isOver() !== (owner !== Empty || full)) wrong.push(`${g} isOver`);
      if (g.isDraw() !== (owner === Empty && full)) wrong.push(`${g} isDraw`);
      if (g.isOver() !== (g.legalMoves().length === 0)) wrong.push(`${g} legalMoves`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('winningLines', () => {
  const cells = (g: Game): string[][] => g.winningLines().map((line) => line.map((m) => `${m.i},${m.j}`));

  it('is empty while nobody has won, and in a draw', () => {
    expect(Game.make().winningLines()).toEqual([]);
    expect(parseGame('XX./OO./...').winningLines()).toEqual([]);
    expect(parseGame('XOX/XOO/OXX').winningLines()).toEqual([]);
  });

  it('names the line of three: a row, a column, a diagonal', () => {
    expect(cells(parseGame('XXX/OO./...'))).toEqual([['1,1', '1,2', '1,3']]);
    expect(cells(parseGame('XO./.OX/XO.'))).toEqual([['1,2', '2,2', '3,2']]);
    expect(cells(parseGame('X.O/XO./O.X'))).toEqual([['1,3', '2,2', '3,1']]);
  });

  it('names both lines when the last put closed two', () => {
    expect(cells(parseGame('XXX/OOX/OOX'))).toEqual([
      ['1,1', '1,2', '1,3'],
      ['1,3', '2,3', '3,3'],
    ]);
  });

  it("holds the winner's marks, in every reachable won game", () => {
    const wrong = reachableGames()
      .filter((g) => g.winner() !== Empty)
      .filter((g) => {
        const lines = g.winningLines();
        return lines.length === 0 || !lines.every((line) => line.every((m) => g.item(m.i, m.j) === g.winner()));
      });
    expect(wrong.map(String)).toEqual([]);
  });
});

describe('not_over: once over, no put is accepted', () => {
  it.each(['XXX/OO./...', 'XO./.OX/XO.', 'XOX/XOO/OXX'])('%s refuses every put by either player', (text) => {
    const g = parseGame(text);
    for (const [i, j] of COORDS) {
      for (const put of [() => g.putCross(i, j), () => g.putCircle(i, j), () => g.put(i, j)]) {
        let code: string | undefined;
        try {
          put();
        } catch (err) {
          code = err instanceof PreconditionViolation ? err.code : 'other';
        }
        expect(code).toBe('not_over');
      }
      expect(g.isValidMove(i, j)).toBe(false);
    }
    expect(g.toString()).toBe(text);
  });
});

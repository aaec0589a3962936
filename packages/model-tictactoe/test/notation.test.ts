/** The compact notation: parseGame and makeGame, a parser and printer pair. */
import { describe, expect, it } from 'vitest';
import { Circle, Cross, Empty, Game, GameNotationError, makeGame, parseGame } from '../src/index.js';
import { boardOf, reachableGames } from './reachable.js';

const games = reachableGames();

function notationError(text: unknown): GameNotationError {
  try {
    parseGame(text as string);
  } catch (err) {
    if (err instanceof GameNotationError) return err;
    throw err;
  }
  throw new Error(`parseGame accepted ${String(text)}`);
}

describe('round trips', () => {
  it('parseGame(makeGame(g)) equals g for every reachable game', () => {
    const wrong = games.filter((g) => {
      const back = parseGame(makeGame(g));
      return (
        !back.equals(g) ||
        back.nextTurn !== g.nextTurn ||
        back.winner() !== g.winner() ||
        back.moveCount !== g.moveCount
      );
    });
    expect(wrong.map(String)).toEqual([]);
  });

  it('makeGame(parseGame(s)) is s for every canonical string', () => {
    const texts = games.map(makeGame);
    expect(texts.map((t) => makeGame(parseGame(t)))).toEqual(texts);
  });

  it('a parsed game plays on exactly like the game it was printed from', () => {
    const g = Game.make().putCross(1, 1).putCircle(2, 2);
    const p = parseGame(makeGame(g));
    expect(p.putCross(3, 3).equals(g.putCross(3, 3))).toBe(true);
    expect(() => p.putCircle(3, 3)).toThrow('circle_turn');
  });

  it('issue 20.3: JSON.stringify writes versioned data holding the notation', () => {
    const g = parseGame('X.O/.X./..O');
    expect(JSON.stringify({ game: g })).toBe('{"game":{"v":1,"board":"X.O/.X./..O"}}');
    expect(parseGame((JSON.parse(JSON.stringify(g)) as { board: string }).board).equals(g)).toBe(true);
  });
});

describe('makeGame', () => {
  it("regression: makeGame({}) returned '[object Object]' instead of refusing a value that is not a Game", () => {
    expect(() => makeGame({} as Game)).toThrow(expect.objectContaining({ name: 'TicTacToeError', code: 'WRONG_TYPE' }));
    expect(() => makeGame({} as Game)).toThrow(
      /^makeGame: game must be a Game \(from Game\.make\(\) or parseGame\(\)\), got an object$/,
    );
    expect(() => makeGame(undefined as unknown as Game)).toThrow(/got undefined$/);
    expect(makeGame(Game.make())).toBe('.../.../...');
  });
});

describe('parseGame', () => {
  it('reads rows from the top and cells from the left', () => {
    const g = parseGame('X.O/.X./..O');
    expect(boardOf(g)).toEqual([Cross, Empty, Circle, Empty, Cross, Empty, Empty, Empty, Circle]);
    expect(g.item(1, 3)).toBe(Circle);
    expect(g.item(3, 3)).toBe(Circle);
    expect(g.nextTurn).toBe(Cross);
    expect(parseGame('X../.../...').nextTurn).toBe(Circle);
  });

  it('accepts lower-case letters and prints upper case', () => {
    expect(makeGame(parseGame('x.o/.x./..o'))).toBe('X.O/.X./..O');
  });

  it('accepts exactly the 5,478 reachable boards out of all 3^9', () => {
    const reachable = new Set(games.map(makeGame));
    const letters = ['.', 'X', 'O'];
    let accepted = 0;
    const wrong: string[] = [];
    for (let n = 0; n < 3 ** 9; n++) {
      let text = '';
      for (let k = 0, m = n; k < 9; k++, m = Math.floor(m / 3))
        text += (k > 0 && k % 3 === 0 ? '/' : '') + letters[m % 3];
      let ok = true;
      try {
        parseGame(text);
      } catch (err) {
        if (!(err instanceof GameNotationError) || err.code !== 'UNREACHABLE_POSITION') throw err;
        ok = false;
      }
      if (ok) accepted++;
      if (ok !== reachable.has(text)) wrong.push(text);
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBe(5478);
  });

  it.each([
    ['', "expected 3 rows separated by '/', got 1"],
    ['XXX/OOO', "expected 3 rows separated by '/', got 2"],
    ['.../.../.../...', 'got 4'],
    ['XX/OOO/...', 'row 1 must have 3 cells, got "XX"'],
    ['X../..../...', 'row 2 must have 3 cells'],
    ['X../.A./...', 'cell (2, 2) is "A": use X, O or .'],
    ['X../. ./...', 'cell (2, 2) is " "'],
    [' X../.../...', 'row 1 must have 3 cells'],
  ])('rejects %j as INVALID_NOTATION: %s', (text, message) => {
    const err = notationError(text);
    expect(err.code).toBe('INVALID_NOTATION');
    expect(err.message).toContain(message);
    expect(err.name).toBe('GameNotationError');
  });

  it('rejects a non-string', () => {
    expect(notationError(42).message).toContain('got 42');
    expect(notationError(null).code).toBe('INVALID_NOTATION');
  });

  it.each([
    ['O../.../...', 'it has 0 crosses and 1 circle, but cross starts and the players alternate'],
    ['XX./.../...', 'it has 2 crosses and 0 circles, but cross starts and the players alternate'],
    ['XXX/OOO/X..', 'both players have three in a row'],
    ['XXX/OO./O..', 'circle put after cross had won'],
    ['OOO/XX./X.X', 'cross put after circle had won'],
  ])('rejects %j as UNREACHABLE_POSITION: %s', (text, message) => {
    const err = notationError(text);
    expect(err.code).toBe('UNREACHABLE_POSITION');
    expect(err.message).toBe(`no game reaches this board: ${message}`);
  });
});

import { Game, parseGame } from '@arcade/model-tictactoe';
import { describe, expect, it } from 'vitest';
import {
  describeTicTacToeLine,
  describeTicTacToeStatus,
  makeTicTacToeMove,
  parseTicTacToeMove,
  renderTicTacToe,
  stripAnsi,
} from '../src/node.js';

describe('renderTicTacToe', () => {
  it('draws the module example: coordinates 1..3 on both axes, X and O, status', () => {
    expect(renderTicTacToe(parseGame('X.O/.X./..O'))).toBe(
      [
        '    1   2   3',
        '1   X |   | O',
        '   ---+---+---',
        '2     | X |',
        '   ---+---+---',
        '3     |   | O',
        'Cross (X) to move',
        '',
      ].join('\n'),
    );
  });

  it('puts item(i, j) at row i, column j', () => {
    const lines = renderTicTacToe(Game.make().putCross(1, 3).putCircle(3, 1)).split('\n');
    expect(lines[1]).toBe('1     |   | X');
    expect(lines[5]).toBe('3   O |   |');
    expect(lines[6]).toBe('Cross (X) to move');
  });

  it('names the winner and the winning line in words', () => {
    expect(renderTicTacToe(parseGame('XXX/OO./...'))).toContain('Cross (X) wins: row 1\n');
    expect(describeTicTacToeStatus(parseGame('XO./.OX/XO.'))).toBe('Circle (O) wins: column 2');
    expect(describeTicTacToeStatus(parseGame('XOO/.X./..X'))).toBe('Cross (X) wins: diagonal 1,1 to 3,3');
    expect(describeTicTacToeStatus(parseGame('XXX/OOX/OOX'))).toBe('Cross (X) wins: row 1 and column 3');
    expect(describeTicTacToeStatus(parseGame('XOX/XOO/OXX'))).toBe(
      'Draw: the board is full and nobody has three in a row',
    );
  });

  it('leaves the status out on request', () => {
    const text = renderTicTacToe(Game.make(), { status: false });
    expect(text).toBe(
      ['    1   2   3', '1     |   |', '   ---+---+---', '2     |   |', '   ---+---+---', '3     |   |', ''].join('\n'),
    );
  });

  it('colours only when asked, and the colours add nothing the letters do not say', () => {
    for (const text of ['X.O/.X./..O', 'XXX/OO./...', 'XOX/XOO/OXX']) {
      const g = parseGame(text);
      const plain = renderTicTacToe(g);
      const coloured = renderTicTacToe(g, { color: true });
      expect(plain).not.toContain('\u001b[');
      expect(coloured).toContain('\u001b[31m'); // X in red
      expect(stripAnsi(coloured)).toBe(plain);
    }
    expect(renderTicTacToe(parseGame('XXX/OO./...'), { color: true })).toContain('\u001b[43m'); // winning line
    expect(renderTicTacToe(parseGame('X.O/.X./..O'), { color: true })).not.toContain('\u001b[43m');
  });
});

describe('describeTicTacToeLine', () => {
  it('names rows, columns and both diagonals', () => {
    expect(parseGame('X.O/XO./O.X').winningLines().map(describeTicTacToeLine)).toEqual(['diagonal 1,3 to 3,1']);
    expect(parseGame('XOO/.X./..X').winningLines().map(describeTicTacToeLine)).toEqual(['diagonal 1,1 to 3,3']);
    expect(parseGame('OX./OX./.X.').winningLines().map(describeTicTacToeLine)).toEqual(['column 2']);
    expect(parseGame('OO./XXX/...').winningLines().map(describeTicTacToeLine)).toEqual(['row 2']);
  });
});

describe('parseTicTacToeMove and makeTicTacToeMove', () => {
  it.each([
    ['2,3', { i: 2, j: 3 }],
    [' 2 , 3 ', { i: 2, j: 3 }],
    ['2 3', { i: 2, j: 3 }],
    ['13', { i: 1, j: 3 }],
  ])('reads %j', (text, move) => {
    expect(parseTicTacToeMove(text)).toEqual({ ok: true, move });
  });

  it.each([
    ['', 'type a cell from 1 to 9, or a row and a column, e.g. 2,3'],
    ['0', 'cell 0 is off the board: cells are 1 to 9'],
    ['b2', '"b2" is not a row and a column: type e.g. 2,3'],
    ['0,1', 'row 0 is off the board: rows are 1 to 3'],
    ['1,4', 'column 4 is off the board: columns are 1 to 3'],
    ['2,3,1', '"2,3,1" is not a row and a column: type e.g. 2,3'],
  ])('refuses %j: %s', (text, reason) => {
    expect(parseTicTacToeMove(text)).toEqual({ ok: false, reason });
  });

  it('regression: "123" without a separator was read as row 12 (off the board) instead of being refused as three digits', () => {
    expect(parseTicTacToeMove('123')).toEqual({
      ok: false,
      reason: '"123" has 3 digits: type a row and a column, e.g. 23 or 2,3',
    });
    expect(parseTicTacToeMove('2222')).toEqual({
      ok: false,
      reason: '"2222" has 4 digits: type a row and a column, e.g. 23 or 2,3',
    });
    // With a separator, a number is a whole row or column and is checked as such.
    expect(parseTicTacToeMove('12,3')).toEqual({ ok: false, reason: 'row 12 is off the board: rows are 1 to 3' });
    expect(parseTicTacToeMove('22')).toEqual({ ok: true, move: { i: 2, j: 2 } });
  });

  it('issue 22: reads the cells numbered 1 to 9, 1 top left, 5 the centre, 9 bottom right (phone order)', () => {
    const cells = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => parseTicTacToeMove(` ${n} `));
    expect(cells).toEqual([1, 2, 3].flatMap((i) => [1, 2, 3].map((j) => ({ ok: true, move: { i, j } }))));
    expect(parseTicTacToeMove('5')).toEqual({ ok: true, move: { i: 2, j: 2 } });
  });

  it('round-trips every cell', () => {
    for (let i = 1; i <= 3; i++) {
      for (let j = 1; j <= 3; j++)
        expect(parseTicTacToeMove(makeTicTacToeMove({ i, j }))).toEqual({ ok: true, move: { i, j } });
    }
  });
});

describe('regressions', () => {
  it('regression: without colour and status line the winning line was not shown at all', () => {
    const won = parseGame('XX./OO./...').putCross(1, 3);
    expect(renderTicTacToe(won, { status: false })).toBe(
      ['    1   2   3', '1  [X]|[X]|[X]', '   ---+---+---', '2   O | O |', '   ---+---+---', '3     |   |', ''].join(
        '\n',
      ),
    );
    // A game in progress has no brackets.
    expect(renderTicTacToe(parseGame('XX./OO./...'), { status: false })).not.toContain('[');
  });
});

import { Cell, Othello, parseBoard, parseTranscript } from '@arcade/model-othello';
import { describe, expect, it } from 'vitest';
import { othelloStatus, renderOthello, stripAnsi } from '../src/node.js';

function play(transcript: string): Othello {
  const g = new Othello();
  for (const m of parseTranscript(transcript)) {
    if (m === 'pass') continue;
    if (!g.isAnyValidMove()) g.switchTurn();
    g.move(m.i, m.j, g.getTurn());
  }
  return g;
}

describe('renderOthello', () => {
  it('draws the start position with coordinates a..h and 1..8 and the legal-move markers', () => {
    expect(renderOthello(new Othello(), { showMoves: true })).toBe(
      [
        '   a b c d e f g h',
        '1  . . . . . . . .  1',
        '2  . . . . . . . .  2',
        '3  . . . * . . . .  3',
        '4  . . * O X . . .  4',
        '5  . . . X O * . .  5',
        '6  . . . . * . . .  6',
        '7  . . . . . . . .  7',
        '8  . . . . . . . .  8',
        '   a b c d e f g h',
        'Black (X) to move. X 2, O 2',
      ].join('\n'),
    );
  });

  it('puts f5 in column f, row 5, and shows no markers unless asked', () => {
    const text = renderOthello(play('f5'), { status: false });
    const row5 = text.split('\n')[5]!;
    expect(row5).toBe('5  . . . X X X . .  5');
    expect(text).not.toContain('*');
    expect(text.split('\n')).toHaveLength(10);
  });

  it('colours the discs when asked, and the letters still read the same without colour', () => {
    const g = play('f5d6');
    const plain = renderOthello(g, { showMoves: true });
    const coloured = renderOthello(g, { showMoves: true, color: true });
    expect(plain).not.toContain('\u001b[');
    expect(coloured).toContain('\u001b[');
    expect(stripAnsi(coloured)).toBe(plain);
  });

  it('says who must pass and who won', () => {
    expect(othelloStatus(play('d3c3b3b2f5a3a1c1'))).toBe('Black (X) has no move and must pass. X 8, O 4');
    expect(othelloStatus(play('d3c3b3d2e1d6d7e3f4'))).toBe('Game over: Black (X) wins. X 13, O 0');
    const draw = parseBoard(`${'X'.repeat(32)}${'O'.repeat(32)} X`);
    expect(draw.count(Cell.BLACK)).toBe(32);
    expect(othelloStatus(draw)).toBe('Game over: a draw. X 32, O 32');
  });
});

describe('renderOthello: the last move', () => {
  it('draws the last move in parentheses, columns still aligned, and names it after the status', () => {
    const g = play('f5d6');
    const text = renderOthello(g, { showMoves: true, lastMove: { i: 5, j: 3 } });
    const lines = text.split('\n');
    expect(lines[6]).toBe('6  . . *(O). . . .  6');
    expect(lines.slice(1, 9).every((l) => l.length === 21)).toBe(true);
    expect(lines.slice(-2)).toEqual(['Black (X) to move. X 3, O 3', 'Last move: d6']);
    // Without the parentheses it is the board drawn without lastMove.
    const plain = renderOthello(g, { showMoves: true });
    expect(lines.slice(0, -1).join('\n').replace('(O)', ' O ')).toBe(plain);
  });

  it('issue 22.8: the parentheses around a last move in column a or h never touch the row numbers', () => {
    const a1 = parseBoard(`X${'-'.repeat(62)}O X`);
    expect(renderOthello(a1, { status: false, lastMove: { i: 0, j: 0 } }).split('\n')[1]).toBe('1 (X). . . . . . .  1');
    expect(renderOthello(a1, { status: false, lastMove: { i: 7, j: 7 } }).split('\n')[8]).toBe('8  . . . . . . .(O) 8');
    // Every square of the board as the last move: the row number, then a space, at both ends.
    for (let i = 0; i < 8; i++) {
      for (let j = 0; j < 8; j++) {
        const row = renderOthello(a1, { status: false, lastMove: { i, j } }).split('\n')[i + 1]!;
        expect(row, `${i},${j}`).toMatch(new RegExp(`^${i + 1} [ (].{15}[ )] ${i + 1}$`));
      }
    }
  });

  it('keeps the letters when coloured, and refuses a last move off the board', () => {
    const g = play('f5d6');
    const coloured = renderOthello(g, { color: true, lastMove: { i: 5, j: 3 } });
    expect(stripAnsi(coloured)).toBe(renderOthello(g, { lastMove: { i: 5, j: 3 } }));
    expect(() => renderOthello(g, { lastMove: { i: 8, j: 0 } })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    );
  });
});

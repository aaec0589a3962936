import { FreecellGame, msDeal, parseBoard } from '@arcade/model-freecell';
import { describe, expect, it } from 'vitest';
import { freecellStatus, renderFreecell, renderFreecellCard, stripAnsi } from '../src/node.js';

function deal(n: number): FreecellGame {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  return g;
}

describe('renderFreecell', () => {
  it('draws cells, foundations and the columns of Microsoft deal 1 (Rosetta Code layout)', () => {
    const text = renderFreecell(deal(1));
    expect(text).toBe(
      [
        ' a    b    c    d      h: foundations',
        '[  ] [  ] [  ] [  ]    [  ] [  ] [  ] [  ]',
        '',
        '  1    2    3    4    5    6    7    8',
        ' JD   2D   9H   JC   5D   7H   7C   5H',
        ' KD   KC   9S   5S   AD   QC   KH   3H',
        ' 2S   KS   9D   QD   JS   AS   AH   3C',
        ' 4C   5C   TS   QH   4H   AC   4D   7S',
        ' 3S   TD   4S   TH   8H   2C   JH   7D',
        ' 6D   8S   8D   QS   6C   3D   8C   TC',
        ' 6S   9C   2H   6H',
        '0 of 52 cards home.',
        '',
      ].join('\n'),
    );
  });
  it('shows the cards in cells and on the foundations', () => {
    const g = deal(1);
    g.play('1a');
    g.play('6b');
    const text = renderFreecell(g);
    expect(text.split('\n')[1]).toBe('[6S] [3D] [  ] [  ]    [  ] [  ] [  ] [  ]');
    const h = parseBoard(`Foundations: H-3 S-1 C-0 D-0
Freecells: - KD - -
: 4H 5H 6H 7H 8H 9H TH JH QH KH
: 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD
: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
:
:
:
:
`);
    const lines = renderFreecell(h).split('\n');
    expect(lines[1]).toBe('[  ] [KD] [  ] [  ]    [3H] [AS] [  ] [  ]');
    expect(lines.at(-2)).toBe('4 of 52 cards home.');
  });
  it('paints red suits red when colour is on, and the text without colour is unchanged', () => {
    const g = deal(1);
    const plain = renderFreecell(g);
    const coloured = renderFreecell(g, { color: true });
    expect(coloured).not.toBe(plain);
    expect(stripAnsi(coloured)).toBe(plain);
    expect(coloured).toContain('\u001b[31mJD\u001b[39m');
    expect(coloured).not.toContain('\u001b[31m6S');
    expect(renderFreecellCard(g.getCard('tableau', 0), { color: true })).toBe('6S');
  });
  it('draws suit symbols on request', () => {
    const text = renderFreecell(deal(1), { symbols: true });
    expect(text).toContain(' J♦   2♦   9♥   J♣');
  });
  it('says when the game is won or stuck, and can leave the status out', () => {
    const won = parseBoard(`Foundations: H-K C-K D-K S-K
:
:
:
:
:
:
:
:
`);
    expect(freecellStatus(won)).toBe('All 52 cards home: won!');
    const stuck = parseBoard(`Freecells: KH KD KS KC
: AH 5H 6H 7H 8H 2H
: AD 5D 6D 7D 8D 2D
: AS 5S 6S 7S 8S 2S
: AC 5C 6C 7C 8C 2C
: 9H TH JH QH 3H 4H
: 9D TD JD QD 3D 4D
: 9S TS JS QS 3S 4S
: 9C TC JC QC 3C 4C
`);
    expect(freecellStatus(stuck)).toBe('0 of 52 cards home. No move is possible.');
    expect(renderFreecell(deal(1), { status: false })).not.toContain('cards home');
  });
  it('shows the move counter at the end of the status line when given', () => {
    const lines = renderFreecell(deal(1), { moves: 12 }).trimEnd().split('\n');
    expect(lines[lines.length - 1]).toBe('0 of 52 cards home. Moves: 12.');
    expect(renderFreecell(deal(1))).not.toContain('Moves:');
    expect(renderFreecell(deal(1), { moves: 3, status: false })).not.toContain('Moves:');
  });
});

// Issue 22 (FreeCell conveniences): the smart move, one shared function for
// the console's lone `3` / `a` and the web view's tap on a card.
import { describe, expect, it } from 'vitest';
import { FreecellError, FreecellGame, makeBoard, makeMove, type MoveSource, smartMove } from '../src/index.js';
import { board, deal, STUCK } from './helpers.js';

const col = (n: number): MoveSource => ({ kind: 'column', index: n - 1 });
const cell = (c: string): MoveSource => ({ kind: 'cell', index: 'abcd'.indexOf(c) });
const smart = (g: FreecellGame, from: MoveSource, count?: number): string | null => {
  const m = smartMove(g, from, count === undefined ? {} : { count });
  return m === null ? null : makeMove(m);
};

/**
 * 7S (column 1) fits on 8H (column 2, alone on KH: a run of 1) and on 8D
 * (column 3, on 9C: a run of 2); 6S (column 6) can go home.
 */
const ONTO_CARDS = `Foundations: H-6 C-6 D-6 S-5
Freecells: - - - -
: 7S
: KH 8H
: 9C 8D
: 7H 9H TH JH QH
: 7C 8C TC JC QC
: KC 7D 9D TD 6S
: JD QD KD 8S
: 9S TS JS QS KS
`;

/**
 * Cell a holds 8S; column 3 is empty. Column 1 is the lone 7S and column 2
 * the run 8H 7C, fitting nowhere; column 4 ends in the run 9H 8C on KD.
 */
const EMPTY_COLUMN = `Foundations: H-6 C-5 D-6 S-5
Freecells: 8S - - -
: 7S
: 8H 7C
:
: KD 9H 8C
: 6C 6S 9S TS JS QS KS
: 7H TH JH QH KH
: 9C TC JC QC KC
: 7D 8D 9D TD JD QD
`;

/** EMPTY_COLUMN with 9D on top of column 8, where 8S (cell a) and 8C (column 4) fit. */
const EMPTY_AND_CARD = EMPTY_COLUMN.replace(': 7D 8D 9D TD JD QD', ': 7D 8D TD JD QD 9D');

describe('issue 22: smartMove, the best legal move for the card at a place', () => {
  it('sends the card home first, whatever else it could do', () => {
    expect(smart(board(ONTO_CARDS), col(6))).toBe('6h');
  });

  it('onto a card: the column where the ordered run after the move is longest, else the leftmost', () => {
    // 8D on 9C gives 9C 8D 7S (3) against 8H 7S (2): column 3 though column 2 is further left.
    expect(smart(board(ONTO_CARDS), col(1))).toBe('13');
    // The same runs: the leftmost.
    const tie = board(ONTO_CARDS.replace(': 9C 8D\n', ': 8D\n').replace(': 9S TS', ': 9C 9S TS'));
    expect(smart(tie, col(1))).toBe('12');
  });

  it('a non-empty column it fits on before an empty one, and a column before a free cell', () => {
    expect(smart(board(EMPTY_AND_CARD), col(4))).toBe('48');
    expect(smart(board(EMPTY_AND_CARD), cell('a'))).toBe('a8');
    // Nothing to go onto: the empty column, carrying the longest run allowed (9H 8C).
    expect(smart(board(EMPTY_COLUMN), col(4))).toBe('43');
    expect(smart(board(EMPTY_COLUMN), cell('a'))).toBe('a3');
  });

  it('never moves a whole column into an empty one (nothing would change): a free cell instead', () => {
    expect(smart(board(EMPTY_COLUMN), col(1))).toBe('1b');
    expect(smart(board(EMPTY_COLUMN), col(2))).toBe('2b');
  });

  it('a free cell last, and only for a column: a card in a cell does not move to another cell', () => {
    // Deal 1: 3D (column 6) fits on no column and no column is empty.
    expect(smart(deal(1), col(6))).toBe('6a');
    const g = deal(1);
    g.play('6a');
    expect(smart(g, cell('a'))).toBeNull();
  });

  it('null when the card has no move, or the place is empty', () => {
    const stuck = board(STUCK);
    for (let n = 1; n <= 8; n++) expect(smart(stuck, col(n))).toBeNull();
    for (const c of 'abcd') expect(smart(stuck, cell(c))).toBeNull();
    expect(smart(board(EMPTY_COLUMN), col(3))).toBeNull();
    expect(smart(board(EMPTY_COLUMN), cell('b'))).toBeNull();
  });

  it('with a count (a tap inside a run), exactly that many cards move, more than one only onto a column', () => {
    expect(smart(board(EMPTY_COLUMN), col(4), 1)).toBe('43v1');
    expect(smart(board(EMPTY_COLUMN), col(4), 2)).toBe('43');
    expect(smart(board(EMPTY_AND_CARD), col(4), 1)).toBe('48');
    // 9H fits on no card: into the empty column with 8C on it.
    expect(smart(board(EMPTY_AND_CARD), col(4), 2)).toBe('43');
    // KD is not part of the run: no move for it.
    expect(smart(board(EMPTY_COLUMN), col(4), 3)).toBeNull();
    expect(smart(board(ONTO_CARDS), col(3), 2)).toBeNull();
  });

  it('every move it returns is legal, and it never changes the game', () => {
    for (const n of [1, 2, 3, 617, 11982]) {
      const g = deal(n);
      const before = makeBoard(g);
      const sources: MoveSource[] = [...Array.from({ length: 8 }, (_, k) => col(k + 1)), cell('a')];
      for (const from of sources) {
        const m = smartMove(g, from);
        if (m !== null) expect(g.whyInvalid(m)).toBeNull();
      }
      expect(makeBoard(g)).toBe(before);
      expect(g.undoDepth()).toBe(0);
    }
  });

  it('refuses bad arguments with a FreecellError code', () => {
    const g = deal(1);
    const code = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e instanceof FreecellError ? e.code : e;
      }
      return 'no error';
    };
    expect(code(() => smartMove({} as FreecellGame, col(1)))).toBe('WRONG_TYPE');
    expect(code(() => smartMove(new FreecellGame(), col(1)))).toBe('GAME_NOT_STARTED');
    expect(code(() => smartMove(g, { kind: 'column', index: 8 }))).toBe('WRONG_TYPE');
    expect(code(() => smartMove(g, { kind: 'foundation' } as unknown as MoveSource))).toBe('WRONG_TYPE');
    expect(code(() => smartMove(g, col(1), { count: 0 }))).toBe('OUT_OF_RANGE');
    expect(code(() => smartMove(g, col(1), { count: 8 }))).toBe('OUT_OF_RANGE');
    expect(code(() => smartMove(g, col(1), { count: '1' as unknown as number }))).toBe('WRONG_TYPE');
    expect(code(() => smartMove(g, col(1), null as unknown as object))).toBe('WRONG_TYPE');
  });
});

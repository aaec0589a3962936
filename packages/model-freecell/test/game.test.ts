import { describe, expect, it } from 'vitest';
import {
  type CardT,
  FreecellGame,
  GameNotStarted,
  InvalidAvailability,
  InvalidDeck,
  InvalidIndex,
  InvalidMove,
  type PileType,
  fullDeck,
  makeBoard,
  msDeal,
  type Move,
  FreecellError,
} from '../src/index.js';
import { board, card, deal, STUCK } from './helpers.js';

/** Column 1 ends in the run 9H 8S 7D 6C (column 2's top TC takes the 9H); columns 6-8 are empty, cells free. */
const RUN = `Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
: KH QH JH 9H 8S 7D 6C
: AH 2H 3H 4H 5H 6H 7H 8H TH TC
: AD 2D 3D 4D 5D 6D 8D 9D TD JD QD KD
: AS 2S 3S 4S 5S 6S 7S 9S TS JS QS KS
: AC 2C 3C 4C 5C 7C 8C 9C JC QC KC
:
:
:
`;

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
  return 'no error';
}

describe('newGame', () => {
  it('deals deck[0..6] to tableau 0 with deck[6] on top, ..., deck[46..51] to tableau 7', () => {
    const deck = fullDeck();
    const g = new FreecellGame();
    g.newGame(deck);
    const sizes = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => g.size('tableau', i));
    expect(sizes).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(g.getCard('tableau', 0).equals(deck[6]!)).toBe(true);
    expect(g.getCard('tableau', 3).equals(deck[27]!)).toBe(true);
    expect(g.getCard('tableau', 7).equals(deck[51]!)).toBe(true);
    expect(g.position().tableau[4]![0]!.equals(deck[28]!)).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(g.size('foundation', i)).toBe(0);
      expect(g.size('cell', i)).toBe(0);
    }
  });
  it('throws invalid_deck for a short deck, a duplicate card, or a non-card, and changes nothing', () => {
    const g = deal(5);
    const before = makeBoard(g);
    const deck = fullDeck();
    expect(() => g.newGame(deck.slice(1))).toThrow(InvalidDeck);
    const dup = deck.slice();
    dup[10] = dup[11]!;
    expect(() => g.newGame(dup)).toThrow(/appears twice/);
    expect(codeOf(() => g.newGame([...deck.slice(1), 'AS' as unknown as CardT]))).toBe('invalid_deck');
    expect(codeOf(() => g.newGame(null as unknown as CardT[]))).toBe('invalid_deck');
    expect(makeBoard(g)).toBe(before);
  });
  it('resets a game in progress, undo history included', () => {
    const g = deal(1);
    g.play('1a');
    g.newGame(msDeal(1));
    expect(g.size('cell', 0)).toBe(0);
    expect(g.undoDepth()).toBe(0);
  });
});

describe('a game used before newGame', () => {
  it('throws GameNotStarted from every routine', () => {
    const g = new FreecellGame();
    expect(g.isStarted()).toBe(false);
    const calls: (() => unknown)[] = [
      () => g.getCard('tableau', 0),
      () => g.size('tableau', 0),
      () => g.moveCard('tableau', 'cell', 0, 0),
      () => g.gameWon(),
      () => g.noValidMoves(),
      () => g.play('1a'),
      () => g.undo(),
      () => g.position(),
      () => g.autoMoveToFoundations(),
      () => g.legalMoves(),
    ];
    for (const c of calls) {
      expect(c).toThrow(GameNotStarted);
      expect(codeOf(c)).toBe('GAME_NOT_STARTED');
    }
  });
});

describe('getCard and size', () => {
  it('getCard returns the top card; an empty pile throws invalid_availability', () => {
    const g = deal(1);
    expect(g.getCard('tableau', 7).toString()).toBe('TC');
    expect(() => g.getCard('cell', 0)).toThrow(InvalidAvailability);
    expect(() => g.getCard('foundation', 3)).toThrow(InvalidAvailability);
  });
  it('a pile number out of range throws invalid_index, checked before availability', () => {
    const g = deal(1);
    for (const [pile, i] of [
      ['tableau', 8],
      ['tableau', -1],
      ['cell', 4],
      ['foundation', 4],
      ['cell', 0.5],
    ] as [PileType, number][]) {
      expect(() => g.getCard(pile, i)).toThrow(InvalidIndex);
      expect(codeOf(() => g.size(pile, i))).toBe('invalid_index');
    }
    expect(() => g.size('heap' as PileType, 0)).toThrow(FreecellError);
  });
});

describe('moveCard(from, to, i, j): from X[i] to Y[j] (ruling: the canMove functions win)', () => {
  // Foundation 0 holds AH 2H, foundation 1 the lone AS; cells a, b hold 5C, 3H.
  const P = `Foundations: H-2 S-1 C-0 D-0
Freecells: 5C 3H - -
: 8C 9C TC JC QC KC 6C
: 2C 3C 4C 7C 8H 7H
: AC KD QD JD TD 6D
: 9D 8D 7D 5D 4D 3D 2D AD
: KS QS JS TS 9S 8S 3S
: 7S 6S 5S 4S 2S
: 4H 5H 6H 9H TH
: JH QH KH
`;
  type Case = [string, PileType, PileType, number, number, boolean];
  const cases: Case[] = [
    ['TtoT onto one higher, other colour', 'tableau', 'tableau', 0, 1, true],
    ['TtoT same colour', 'tableau', 'tableau', 0, 3, false],
    ['TtoC to an empty cell', 'tableau', 'cell', 0, 2, true],
    ['TtoC to an occupied cell', 'tableau', 'cell', 0, 0, false],
    ['TtoF an ace to an empty foundation', 'tableau', 'foundation', 3, 2, true],
    ['TtoF a non-matching card', 'tableau', 'foundation', 3, 0, false],
    ['CtoT onto one higher, other colour', 'cell', 'tableau', 0, 2, true],
    ['CtoT onto a non-matching card', 'cell', 'tableau', 0, 1, false],
    ['CtoF the next card of the suit (ruling: not opposite colour)', 'cell', 'foundation', 1, 0, true],
    ['CtoF a three to an empty foundation', 'cell', 'foundation', 1, 2, false],
    ['CtoC to an empty cell', 'cell', 'cell', 0, 3, true],
    ['CtoC to an occupied cell', 'cell', 'cell', 0, 1, false],
    ['CtoC from an empty cell', 'cell', 'cell', 2, 3, false],
    ['FtoT onto one higher, other colour', 'foundation', 'tableau', 0, 4, true],
    ['FtoT onto a non-matching card', 'foundation', 'tableau', 0, 0, false],
    ['FtoC to an empty cell', 'foundation', 'cell', 0, 2, true],
    ['FtoC from an empty foundation', 'foundation', 'cell', 2, 2, false],
    ['FtoF a lone ace to an empty foundation', 'foundation', 'foundation', 1, 3, true],
    ['FtoF a non-ace', 'foundation', 'foundation', 0, 3, false],
    ['TtoT index out of range', 'tableau', 'tableau', 0, 8, false],
    ['TtoC index out of range', 'tableau', 'cell', -1, 2, false],
  ];
  for (const [name, from, to, i, j, ok] of cases) {
    it(`${name}: ${ok ? 'moves' : 'throws invalid_move and changes nothing'}`, () => {
      const g = board(P);
      const before = makeBoard(g);
      expect(g.isValidMove(from, to, i, j)).toBe(ok);
      if (ok) {
        const moving = g.getCard(from, i);
        const sizeFrom = g.size(from, i);
        g.moveCard(from, to, i, j);
        expect(g.getCard(to, j).equals(moving)).toBe(true);
        expect(g.size(from, i)).toBe(sizeFrom - 1);
        g.undo();
        expect(makeBoard(g)).toBe(before);
      } else {
        expect(() => g.moveCard(from, to, i, j)).toThrow(InvalidMove);
        expect(codeOf(() => g.moveCard(from, to, i, j))).toBe('invalid_move');
        expect(makeBoard(g)).toBe(before);
      }
    });
  }
  it('regression: invalid_move from moveCard did not say why the move was refused', () => {
    const g = deal(1);
    const message = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(message(() => g.moveCard('tableau', 'cell', 9, 0))).toBe(
      'moveCard(tableau 9 -> cell 0): there is no tableau 9 (tableau piles are 0..7)',
    );
    expect(message(() => g.moveCard('cell', 'tableau', 0, 0))).toBe('moveCard(cell 0 -> tableau 0): cell 0 is empty');
    // Deal 1: tableau 0 ends in 6S, tableau 1 in 9C (Rosetta Code's layout, tested in deal.test.ts).
    expect(message(() => g.moveCard('tableau', 'tableau', 0, 1))).toBe(
      'moveCard(tableau 0 -> tableau 1): 6S cannot go onto 9C on tableau 1',
    );
  });
  it('rejects a pile type outside PileType with a FreecellError', () => {
    const g = board(P);
    expect(() => g.moveCard('deck' as PileType, 'cell', 0, 2)).toThrow(FreecellError);
  });
});

describe('gameWon and noValidMoves', () => {
  it('gameWon is false on a deal and true once every card is home', () => {
    const g = deal(1);
    expect(g.gameWon()).toBe(false);
    const won = board(`Foundations: H-K C-K D-K S-K
Freecells: - - - -
:
:
:
:
:
:
:
:
`);
    expect(won.gameWon()).toBe(true);
    expect(won.noValidMoves()).toBe(false); // the MIS lets a card come back off a foundation
  });
  it('noValidMoves is true exactly when no single moveCard would succeed', () => {
    const g = board(STUCK);
    expect(g.noValidMoves()).toBe(true);
    expect(g.legalMoves()).toEqual([]);
    expect(deal(1).noValidMoves()).toBe(false);
  });
});

describe('play, in standard notation', () => {
  it('moves a card to a cell, back to a column, and home', () => {
    const g = deal(1);
    g.play('1a');
    expect(g.getCard('cell', 0).toString()).toBe('6S');
    expect(() => g.play('a1')).toThrow(/6S does not go there/); // column 1 now shows 6D
    g.play('8b'); // TC to cell b; column 8 shows 7D
    g.play('a8'); // 6S onto 7D
    expect(g.getCard('tableau', 7).toString()).toBe('6S');
    expect(g.size('cell', 0)).toBe(0);
    const h = board(`Freecells: - - - -
: AH
: 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
:
:
:
`);
    h.play('1h');
    expect(h.size('foundation', 0)).toBe(1);
    expect(() => h.play('2h')).toThrow(/cannot go home/);
  });
  it('a sequence move carries the run that fits, up to (1 + free cells) * 2^(empty columns)', () => {
    // Column 1 holds the run 9H 8S 7D 6C; column 2's top TC takes the 9H.
    const text = RUN;
    const g = board(text);
    expect(g.maxSequenceMove(false)).toBe(5 * 8);
    expect(g.maxSequenceMove(true)).toBe(5 * 4);
    g.play('12');
    expect(g.size('tableau', 1)).toBe(14);
    expect(g.getCard('tableau', 1).toString()).toBe('6C');
    expect(g.runLength(1)).toBe(5);
    g.undo();
    // Onto an empty column: the longest run allowed, or exactly N with 'vN'.
    g.play('16v2');
    expect(g.size('tableau', 5)).toBe(2);
    expect(g.getCard('tableau', 5).toString()).toBe('6C');
    g.undo();
    g.play('16');
    expect(g.size('tableau', 5)).toBe(4);
    expect(makeBoard(g)).not.toBe(text);
    g.undo();
    expect(makeBoard(g)).toBe(text);
  });
  it('rejects a sequence move longer than the free cells and columns allow, changing nothing', () => {
    const text = `Foundations: H-0 C-0 D-0 S-0
Freecells: AH AD AS AC
: KH QH JH 9H 8S 7D 6C
: 2H 3H 4H 5H 6H 7H 8H TH TC
: 2D 3D 4D 5D 6D 8D 9D TD JD QD KD
: 2S 3S 4S 5S 6S 7S 9S TS JS QS KS
: 2C 3C 4C 5C 7C 8C 9C JC QC KC
: 
: 
: 
`;
    const g = board(text);
    expect(g.maxSequenceMove(false)).toBe(8);
    g.play('12'); // 4 cards, allowed (8)
    g.undo();
    expect(() => g.play('16v5')).toThrow(InvalidMove);
    expect(makeBoard(g)).toBe(text.replace(/: \n/g, ':\n'));
  });
  it('rejects bad moves with a reason and leaves the game as it was', () => {
    const g = deal(1);
    const before = makeBoard(g);
    for (const bad of ['a1', '1h', '12', '11', '16v9', 'a', '9a', 'ha']) expect(() => g.play(bad)).toThrow();
    g.play('1a');
    expect(() => g.play('2a')).toThrow(/occupied/);
    g.undo();
    expect(makeBoard(g)).toBe(before);
  });
  it('legalMoves lists exactly what play accepts', () => {
    const g = deal(3);
    g.play('1a');
    g.play('2b');
    for (const m of g.legalMoves()) expect(g.canPlay(m)).toBe(true);
    const all: string[] = [];
    for (const s of '12345678abcd') for (const t of '12345678abcdh') all.push(s + t);
    const accepted = all.filter((m) => g.canPlay(m));
    expect(
      g
        .legalMoves()
        .filter((m) => !m.includes('v'))
        .sort(),
    ).toEqual(accepted.sort());
  });
});

describe('autoMoveToFoundations', () => {
  it('sends aces and twos home, and a card only once both opposite-colour cards below it are home', () => {
    const g = board(`Foundations: H-0 C-0 D-0 S-0
Freecells: AH 2H - -
: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H
: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
:
:
:
:
`);
    const moves = g.autoMoveToFoundations();
    // Aces and twos go; 3H follows once 2S and 2C are home; 3S and 4H wait for 2D (under AD's column).
    expect(moves.slice().sort()).toEqual(['1h', '3h', '3h', '4h', '4h', 'ah', 'bh']);
    expect(makeBoard(g).split('\n')[0]).toBe('Foundations: S-2 C-2 H-3 D-0');
    expect(g.getCard('tableau', 0).toString()).toBe('4H');
    expect(g.undoDepth()).toBe(moves.length);
  });
  it('keeps a red three out while a black two is still in play', () => {
    const g = board(`Foundations: H-2 C-1 D-0 S-1
Freecells: - - - -
: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C 3H
: KH QH JH TH 9H 8H 7H 6H 5H 4H
:
:
:
:
`);
    const moves = g.autoMoveToFoundations();
    expect(moves).toEqual(['2h']); // a two always may go
    expect(g.getCard('tableau', 2).toString()).toBe('3H'); // 2C is under it, so 3H waits
  });
});

describe('undo and clone', () => {
  it('undo(n) takes back n moves; more than were made is a FreecellError that changes nothing', () => {
    const g = deal(2);
    const start = makeBoard(g);
    g.play('1a');
    const one = makeBoard(g);
    g.play('2b');
    g.moveCard('tableau', 'cell', 2, 2);
    expect(g.undoDepth()).toBe(3);
    g.undo(2);
    expect(makeBoard(g)).toBe(one);
    expect(() => g.undo(5)).toThrow(FreecellError);
    expect(makeBoard(g)).toBe(one);
    g.undo();
    expect(makeBoard(g)).toBe(start);
  });
  it('clone is independent', () => {
    const g = deal(2);
    const c = g.clone();
    c.play('1a');
    expect(g.size('cell', 0)).toBe(0);
    expect(c.size('cell', 0)).toBe(1);
    c.undo();
    expect(makeBoard(c)).toBe(makeBoard(g));
  });
});

describe('setPosition', () => {
  it('rejects layouts that are not 52 distinct cards in legal piles', () => {
    const g = new FreecellGame();
    const p = deal(1).position();
    expect(() => g.setPosition({ ...p, cells: [[card('AS')], [], [], []] })).toThrow(InvalidDeck);
    expect(() => g.setPosition({ ...p, tableau: p.tableau.slice(1) })).toThrow(/tableau/);
    expect(g.isStarted()).toBe(false);
  });
});

describe('play with a Move object built by hand', () => {
  it('names a column or cell that does not exist instead of crashing, and changes nothing', () => {
    const g = deal(1);
    const before = makeBoard(g);
    expect(() => g.play({ from: { kind: 'column', index: 8 }, to: { kind: 'cell', index: 0 } })).toThrow(/no column 8/);
    expect(() => g.play({ from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 4 } })).toThrow(/no cell 4/);
    expect(g.whyInvalid({ from: { kind: 'cell', index: -1 }, to: { kind: 'foundation' } })).toMatch(/no cell -1/);
    expect(makeBoard(g)).toBe(before);
  });
});

describe('regressions: a hand-built Move and its count', () => {
  const col = (index: number) => ({ kind: 'column' as const, index });
  const cell = (index: number) => ({ kind: 'cell' as const, index });

  it('regression: count 2.5 onto an empty column is refused (it passed canPlay and play moved 3 cards)', () => {
    const g = board(RUN);
    const m = { from: col(0), to: col(5), count: 2.5 };
    expect(g.canPlay(m)).toBe(false);
    expect(g.whyInvalid(m)).toMatch(/count must be a whole number >= 1, got 2\.5/);
    expect(() => g.play(m)).toThrow(InvalidMove);
    expect(makeBoard(g)).toBe(RUN);
    expect(g.undoDepth()).toBe(0);
  });
  it('regression: count NaN is refused (it "succeeded" without moving a card but pushed an undo entry)', () => {
    const g = board(RUN);
    const m = { from: col(0), to: col(5), count: Number.NaN };
    expect(g.canPlay(m)).toBe(false);
    expect(() => g.play(m)).toThrow(/count must be a whole number >= 1, got NaN/);
    expect(g.undoDepth()).toBe(0);
    expect(makeBoard(g)).toBe(RUN);
  });
  it("regression: count '3' (a string) is refused by its type (the message was 'play 17v3: 3', a count taken for a reason)", () => {
    const g = board(RUN);
    const m = { from: col(0), to: col(6), count: '3' as unknown as number };
    expect(g.whyInvalid(m)).toBe('count must be a whole number >= 1, got "3" (a string)');
    expect(() => g.play(m)).toThrow('play: count must be a whole number >= 1, got "3" (a string)');
    for (const count of [0, -1, Infinity]) expect(g.canPlay({ ...m, count })).toBe(false);
    expect(makeBoard(g)).toBe(RUN);
  });
  it('regression: a count on a move to a cell, the foundation, or from a cell is refused unless it is 1 (5 was silently ignored)', () => {
    const g = board(RUN);
    expect(g.whyInvalid({ from: col(0), to: cell(0), count: 5 })).toMatch(
      /only a column-to-column move carries more than one card/,
    );
    expect(g.canPlay({ from: col(0), to: { kind: 'foundation' }, count: 2 })).toBe(false);
    expect(g.canPlay({ from: col(0), to: cell(0), count: 1 })).toBe(true);
    expect(makeBoard(g)).toBe(RUN);
    g.play({ from: col(0), to: cell(0), count: 1 });
    expect(g.canPlay({ from: cell(0), to: col(5), count: 2 })).toBe(false);
    expect(g.canPlay({ from: cell(0), to: col(5), count: 1 })).toBe(true);
  });
  it('a whole-number count still moves exactly that many cards (count 3 onto an empty column)', () => {
    const g = board(RUN);
    g.play({ from: col(0), to: col(5), count: 3 });
    expect(g.size('tableau', 5)).toBe(3);
    expect(g.size('tableau', 0)).toBe(4);
  });
  it('regression: a Move of the wrong shape gets a message naming the field, not a crash', () => {
    const g = board(RUN);
    const bad: unknown[] = [
      null,
      '16' as unknown,
      {},
      { from: col(0) },
      { from: { kind: 'foundation' }, to: cell(0) },
      { from: { kind: 'pile', index: 0 }, to: cell(0) },
      { from: col(0), to: { kind: 'column', index: '5' } },
      { from: col(0), to: { kind: 'column', index: 1.5 } },
    ];
    const reasons = bad.slice(2).map((m) => g.whyInvalid(m as Move));
    expect(reasons).toEqual([
      'not a move: from is undefined',
      'not a move: to is undefined',
      "not a place: from.kind is \"foundation\" (a string), expected 'column' or 'cell'",
      "not a place: from.kind is \"pile\" (a string), expected 'column' or 'cell'",
      'no column "5" (a string) (a Move\'s column index is 0..7)',
      "no column 1.5 (a Move's column index is 0..7)",
    ]);
    expect(g.whyInvalid(null as unknown as Move)).toBe('not a move: null');
    for (const m of bad) {
      if (typeof m === 'string') continue; // a string is move notation: parsed, not a Move
      expect(() => g.play(m as Move)).toThrow(InvalidMove);
      expect(g.canPlay(m as Move)).toBe(false);
    }
    expect(makeBoard(g)).toBe(RUN);
  });
  it('regression: maxSequenceMove(true) with no empty column is 0, not the unhalved (1 + cells)', () => {
    const g = deal(1); // no empty column, four free cells
    expect(g.maxSequenceMove(false)).toBe(5);
    expect(g.maxSequenceMove(true)).toBe(0);
    const h = board(RUN); // three empty columns: one is the target
    expect(h.maxSequenceMove(true)).toBe(5 * 4);
    expect(() => g.maxSequenceMove('yes' as unknown as boolean)).toThrow(FreecellError);
  });
});

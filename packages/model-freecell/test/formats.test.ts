import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeBoard,
  makeMove,
  makeMoves,
  parseBoard,
  parseCard,
  makeCard,
  parseMove,
  parseMoves,
  ParseError,
} from '../src/index.js';
import { deal } from './helpers.js';

function parseErrorOf(f: () => unknown): ParseError {
  try {
    f();
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('fc-solve board text', () => {
  it('prints a deal and parses it back to the same game', () => {
    const g = deal(1);
    const text = makeBoard(g);
    expect(text).toBe(`Foundations: H-0 C-0 D-0 S-0
Freecells: - - - -
: JD KD 2S 4C 3S 6D 6S
: 2D KC KS 5C TD 8S 9C
: 9H 9S 9D TS 4S 8D 2H
: JC 5S QD QH TH QS 6H
: 5D AD JS 4H 8H 6C
: 7H QC AS AC 2C 3D
: 7C KH AH 4D JH 8C
: 5H 3H 3C 7S 7D TC
`);
    const back = parseBoard(text);
    expect(back.position()).toEqual(g.position());
    expect(makeBoard(back)).toBe(text);
  });
  it('reads the issue example: foundations, cells with gaps, columns without colons', () => {
    const text = `Foundations: H-6 C-9 D-2 S-0
Freecells: QS - - KD
AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS
7H 8H 9H TH JH QH KH
3D 4D 5D 6D 7D 8D 9D TD JD QD
TC JC QC KC



`;
    const g = parseBoard(text.replace(/\n\n\n\n$/, '\n:\n:\n:\n:\n'));
    expect(g.getCard('cell', 0).toString()).toBe('QS');
    expect(g.size('cell', 1)).toBe(0);
    expect(g.getCard('cell', 3).toString()).toBe('KD');
    expect(g.size('foundation', 1)).toBe(9);
    expect(g.getCard('foundation', 2).toString()).toBe('2D');
    expect(makeBoard(g).split('\n').slice(0, 2)).toEqual(['Foundations: H-6 C-9 D-2 S-0', 'Freecells: QS - - KD']);
  });
  it('accepts 10 for T, lower case and CRLF', () => {
    const g = deal(7);
    const text = makeBoard(g)
      .replace(/T([HSDC])/g, '10$1')
      .toLowerCase()
      .replace(/\n/g, '\r\n');
    expect(makeBoard(parseBoard(text.replace(/foundations/, 'Foundations')))).toBe(makeBoard(g));
  });
  it('names the line and what is wrong', () => {
    const good = makeBoard(deal(1)).split('\n');
    const bad = (k: number, line: string): string[] => good.map((l, i) => (i === k ? line : l));
    const cases: [string[], number, RegExp][] = [
      [bad(2, ': JD KD 2S 4C 3S 6D 6X'), 3, /'6X' has no suit/],
      [bad(3, ': 2D KC KS 5C TD 8S 9C 6S'), 4, /6S is already on line 3/],
      [bad(0, 'Foundations: H-6 H-2'), 1, /suit H appears twice/],
      [bad(0, 'Foundations: H6'), 1, /'H6' is not a foundation/],
      [bad(1, 'Freecells: - - - - -'), 2, /5 free cells/],
      [bad(1, 'Freecells: ZZ'), 2, /'ZZ'/],
      [[...good.slice(0, 9)], 9, /7 column lines, expected 8/],
      [[...good.slice(0, 10), ': 2H'], 11, /more than 8 column lines/],
      [bad(9, ': 5H 3H 3C 7S 7D'), 10, /missing cards: TC/],
      [bad(5, 'Freecells: - - - -'), 6, /come before the columns/],
    ];
    for (const [lines, line, reason] of cases) {
      const e = parseErrorOf(() => parseBoard(lines.join('\n')));
      expect(e.line, lines.join('\n')).toBe(line);
      expect(e.message).toMatch(reason);
      expect(e.code).toBe('PARSE_ERROR');
    }
  });
  it("regression: a blank line between the header lines and the columns is named as blank (it was 'line 11: more than 8 column lines')", () => {
    const good = makeBoard(deal(1)).split('\n');
    const text = [...good.slice(0, 2), '', ...good.slice(2)].join('\n');
    const e = parseErrorOf(() => parseBoard(text));
    expect(e.line).toBe(3);
    expect(e.message).toBe(
      "line 3: the line is blank: an empty column is written ':', and blank lines may come only before or after the board",
    );
    // A blank (or whitespace-only) line among the columns or between the header lines: the same.
    expect(parseErrorOf(() => parseBoard([...good.slice(0, 5), '   ', ...good.slice(5)].join('\n'))).line).toBe(6);
    expect(parseErrorOf(() => parseBoard([good[0], '', ...good.slice(1)].join('\n'))).message).toMatch(
      /^line 2: the line is blank/,
    );
    // Blank lines before and after the board are fine, and ':' is the empty column.
    expect(makeBoard(parseBoard(`\n\n${good.join('\n')}\n\n`))).toBe(good.join('\n'));
  });
  it('regression: missing cards are named without blaming a line (it said "line 10: missing cards: TC")', () => {
    const good = makeBoard(deal(1)).split('\n');
    const e = parseErrorOf(() => parseBoard(good.map((l, i) => (i === 9 ? ': 5H 3H 3C 7S 7D' : l)).join('\n')));
    expect(e.message).toBe('board text: missing cards: TC (the text holds 51 of the 52)');
    expect(e.message).not.toMatch(/line/);
    expect(e.wholeText).toBe(true);
    expect(e.reason).toBe('missing cards: TC (the text holds 51 of the 52)');
    const shortLines = good.map((l, i) => (i === 2 ? ':' : l)).join('\n'); // column 1's 7 cards gone
    expect(parseErrorOf(() => parseBoard(shortLines)).message).toBe(
      'board text: missing cards: 2S 3S 4C 6D 6S JD KD (the text holds 45 of the 52)', // in rank order,
    );
  });
  it('parseCard and makeCard are inverse on all 52 cards', () => {
    for (const r of 'A23456789TJQK')
      for (const s of 'HDSC') {
        expect(makeCard(parseCard(r + s))).toBe(r + s);
      }
    expect(() => parseCard('1H')).toThrow(/no rank/);
  });
  it('round-trips positions reached by random play (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32000 }), fc.array(fc.nat(1000), { maxLength: 40 }), (n, picks) => {
        const g = deal(n);
        for (const p of picks) {
          const moves = g.legalMoves();
          if (moves.length === 0) break;
          g.play(moves[p % moves.length]!);
        }
        const text = makeBoard(g);
        const back = parseBoard(text);
        expect(makeBoard(back)).toBe(text);
        expect(back.position()).toEqual(g.position());
      }),
      { numRuns: 60 },
    );
  });
});

describe('standard move notation', () => {
  it('parses the issue examples', () => {
    expect(parseMove('3a')).toEqual({ from: { kind: 'column', index: 2 }, to: { kind: 'cell', index: 0 } });
    expect(parseMove('a1')).toEqual({ from: { kind: 'cell', index: 0 }, to: { kind: 'column', index: 0 } });
    expect(parseMove('4h')).toEqual({ from: { kind: 'column', index: 3 }, to: { kind: 'foundation' } });
    expect(parseMove('36')).toEqual({ from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 } });
    expect(parseMove('36v3')).toEqual({
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 5 },
      count: 3,
    });
  });
  it('rejects bad notation with a reason', () => {
    for (const [bad, why] of [
      ['', /not a move/],
      ['3', /not a move/],
      ['h3', /source/],
      ['39', /target/],
      ['3av2', /vN/],
      ['36v0', /vN/],
      ['36v14', /vN/],
      ['e1', /source/],
    ] as [string, RegExp][]) {
      expect(() => parseMove(bad)).toThrow(why);
    }
  });
  it("regression: makeMove printed a count on a single-card move ('1av1'), which parseMove refuses", () => {
    const toCell = { from: { kind: 'column', index: 0 }, to: { kind: 'cell', index: 0 }, count: 1 } as const;
    expect(makeMove(toCell)).toBe('1a');
    expect(parseMove(makeMove(toCell))).toEqual({ from: toCell.from, to: toCell.to });
    expect(makeMove({ from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 }, count: 3 })).toBe('36v3');
  });

  it('makeMove inverts parseMove on every well-formed move', () => {
    const all: string[] = [];
    for (const s of '12345678abcd') for (const t of '12345678abcdh') all.push(s + t);
    for (let c = 1; c <= 13; c++) all.push(`27v${c}`);
    for (const m of all) expect(makeMove(parseMove(m))).toBe(m);
    expect(makeMoves(parseMoves('3a a1\n4h, 36v3'))).toBe('3a a1 4h 36v3');
    expect(() => parseMoves('3a\n3z')).toThrow(/line 2/);
  });
});

describe('issue 22: suit symbols are read as their letters (input accepts both)', () => {
  it('parseCard reads 7♠, T♥, 10♦, Q♣ and the outlined ♤ ♡ ♢ ♧', () => {
    for (const [text, card] of [
      ['7♠', '7S'],
      ['t♥', 'TH'],
      ['10♦', 'TD'],
      ['Q♣', 'QC'],
      ['A♤', 'AS'],
      ['2♡', '2H'],
      ['3♢', '3D'],
      ['4♧', '4C'],
    ] as const) {
      expect(parseCard(text).toString()).toBe(card);
    }
    expect(() => parseCard('7★')).toThrow("line 1: '7★' has no suit: use H S D C");
  });

  it('parseBoard reads a board printed with symbols as the same board in letters', () => {
    const letters = makeBoard(deal(1));
    const symbols = letters.replace(/[HDSC](?=\s|$)/gm, (s) => ({ H: '♥', D: '♦', S: '♠', C: '♣' })[s] as string);
    expect(symbols).toContain('J♦');
    expect(makeBoard(parseBoard(symbols))).toBe(letters);
  });
});

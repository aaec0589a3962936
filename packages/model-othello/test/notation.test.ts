import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Cell,
  InvalidMoveException,
  makeBoard,
  makeSquare,
  makeTranscript,
  Othello,
  OutOfBoundsException,
  parseBoard,
  parseSquare,
  parseTranscript,
  playTranscript,
  SQUARES,
  OthelloException,
} from '../src/index.js';

describe('squares', () => {
  it('a1 is b[0][0], the top-left corner, and f5 is b[4][5] (the Othello ruling)', () => {
    expect(parseSquare('a1')).toEqual({ i: 0, j: 0 });
    expect(parseSquare('f5')).toEqual({ i: 4, j: 5 });
    expect(parseSquare('H8')).toEqual({ i: 7, j: 7 });
    expect(makeSquare({ i: 4, j: 5 })).toBe('f5');
  });

  it('round-trips all 64 squares, either case', () => {
    for (const s of SQUARES) {
      const name = makeSquare(s);
      expect(parseSquare(name)).toBe(s);
      expect(parseSquare(name.toUpperCase())).toBe(s);
    }
  });

  it('rejects what is not a square, naming it', () => {
    for (const bad of ['i1', 'a9', 'a0', 'a', 'a11', '', ' ']) {
      expect(() => parseSquare(bad)).toThrow(OthelloException);
    }
    expect(() => parseSquare('z3')).toThrow(/'z3'/);
    expect(() => makeSquare({ i: 8, j: 0 })).toThrow(OthelloException);
  });
});

describe('transcripts', () => {
  it('reads either case and spaces, writes lower case', () => {
    const moves = parseTranscript('F5d6 C3 d3');
    expect(moves).toEqual([parseSquare('f5'), parseSquare('d6'), parseSquare('c3'), parseSquare('d3')]);
    expect(makeTranscript(moves)).toBe('f5d6c3d3');
  });

  it('round-trips random transcripts', () => {
    const name = fc.constantFrom(...SQUARES.map(makeSquare));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 60 }), (names) => {
        const text = names.join('');
        expect(makeTranscript(parseTranscript(text))).toBe(text);
        expect(makeTranscript(parseTranscript(text.toUpperCase()))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('names the bad move of a malformed transcript', () => {
    expect(() => parseTranscript('f5d6x3')).toThrow(/move 3 'x3'/);
    expect(() => parseTranscript('f5d')).toThrow(/move 2 'd'/);
  });

  it('playTranscript inserts the implied passes and game.moves() gives the transcript back', () => {
    // Black passes after c1 (move 8); white then plays b1.
    const g = playTranscript('d3c3b3b2f5a3a1c1');
    g.switchTurn();
    const white = g.legalMoves()[0]!;
    g.move(white.i, white.j, Cell.WHITE);
    const text = `d3c3b3b2f5a3a1c1${makeSquare(white)}`;
    expect(makeTranscript(g.moves())).toBe(text);
    const replay = playTranscript(text);
    expect(makeBoard(replay)).toBe(makeBoard(g));
    expect(replay.ply).toBe(10); // nine moves and the pass
  });

  it('an illegal move throws InvalidMoveException naming it, and the game is left as it was', () => {
    const g = playTranscript('f5d6');
    const before = makeBoard(g);
    expect(() => playTranscript('c3a1', g)).toThrow(InvalidMoveException);
    expect(() => playTranscript('c3a1', g)).toThrow(/move 2 \(a1\)/);
    expect(makeBoard(g)).toBe(before);
    expect(g.ply).toBe(2);
  });

  it('regression: a square off the board threw RangeError from the message label, hiding the OutOfBoundsException', () => {
    const g = playTranscript('f5d6');
    const before = makeBoard(g);
    for (const bad of [
      { i: 8, j: 0 },
      { i: 2, j: -1 },
      { i: 1.5, j: 2 },
    ]) {
      expect(() => playTranscript([{ i: 2, j: 2 }, bad], g)).toThrow(OutOfBoundsException);
    }
    expect(() =>
      playTranscript(
        [
          { i: 2, j: 2 },
          { i: 8, j: 0 },
        ],
        g,
      ),
    ).toThrow(/^move 2 \(\(8, 0\)\): move\(8, 0/);
    expect(makeBoard(g)).toBe(before);
    expect(g.ply).toBe(2);
  });

  it('regression: "every pair round-trips" hid that a trailing pass is not recorded, so the replay has the other side to move', () => {
    // Black has no move after c1 and passes explicitly: the game ends on the pass.
    const g = playTranscript('d3c3b3b2f5a3a1c1');
    g.switchTurn();
    const replay = playTranscript(makeTranscript(g.moves()));
    expect(makeBoard(replay).slice(0, 64)).toBe(makeBoard(g).slice(0, 64));
    expect(g.getTurn()).toBe(Cell.WHITE);
    expect(replay.getTurn()).toBe(Cell.BLACK);
    expect(replay.ply).toBe(g.ply - 1);
    // The caller who wants the pass back adds it, as the README says.
    if (!replay.isAnyValidMove()) replay.switchTurn();
    expect(makeBoard(replay)).toBe(makeBoard(g));
  });

  it('regression: wrongly typed arguments gave internal TypeErrors; now a TypeError names the argument', () => {
    expect(() => parseTranscript(null as unknown as string)).toThrow(
      /^parseTranscript: text must be a string .*, got null$/,
    );
    expect(() => playTranscript(null as unknown as string)).toThrow(OthelloException);
    expect(() => playTranscript(null as unknown as string)).toThrow(
      /playTranscript: moves must be a transcript string or an array of squares, got null/,
    );
    expect(() => playTranscript('f5', {} as Othello)).toThrow(/playTranscript: game must be an Othello, got an object/);
    expect(() => playTranscript([null] as unknown as string)).toThrow(/playTranscript: move 1 must be a square/);
    expect(() => parseBoard(null as unknown as string)).toThrow(
      /^parseBoard: text must be an Edax board string, got null$/,
    );
    expect(() => parseBoard(42 as unknown as string)).toThrow(OthelloException);
  });
});

describe('Edax board strings', () => {
  const START = '---------------------------OX------XO--------------------------- X';

  it('the start position: d4 is O, e4 X, d5 X, e5 O, black to move', () => {
    expect(makeBoard(new Othello())).toBe(START);
    expect(makeBoard(parseBoard(START))).toBe(START);
  });

  it('reads the characters Edax also accepts: x, *, o and .', () => {
    const loose = START.replace(/-/g, '.').replace('X', '*').replace('O', 'o').replace(' X', 'x');
    expect(makeBoard(parseBoard(loose))).toBe(START);
  });

  it("regression: Edax's board_set letters b/B (black) and w/W (white) were refused", () => {
    const letters = START.replace('X', 'b').replace('X', 'B').replace('O', 'w').replace('O', 'W').replace(' X', ' b');
    expect(letters).not.toMatch(/[XO]/);
    expect(makeBoard(parseBoard(letters))).toBe(START);
    expect(parseBoard(`${START.slice(0, 64)} w`).getTurn()).toBe(Cell.WHITE);
    expect(parseBoard(`${START.slice(0, 64)}B`).getTurn()).toBe(Cell.BLACK);
    // makeBoard keeps writing X, O and -.
    expect(makeBoard(parseBoard(`${START.slice(0, 64)} W`))).toBe(`${START.slice(0, 64)} O`);
  });

  it('round-trips positions of random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 70 }), (choices) => {
        const g = new Othello();
        for (const c of choices) {
          if (g.isGameOver()) break;
          const moves = g.legalMoves();
          if (moves.length === 0) g.switchTurn();
          else g.move(moves[c % moves.length]!.i, moves[c % moves.length]!.j, g.getTurn());
        }
        const text = makeBoard(g);
        const back = parseBoard(text);
        expect(makeBoard(back)).toBe(text);
        for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) expect(back.getb(i, j)).toBe(g.getb(i, j));
        expect(back.getTurn()).toBe(g.getTurn());
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a wrong length, a bad square and a bad side to move, naming what is wrong', () => {
    expect(() => parseBoard(START.slice(1))).toThrow(/expected 64 squares/);
    expect(() => parseBoard(`Z${START.slice(1)}`)).toThrow(/square a1 is 'Z'/);
    expect(() => parseBoard(`${START.slice(0, -1)}-`)).toThrow(/side to move is '-'/);
  });
});

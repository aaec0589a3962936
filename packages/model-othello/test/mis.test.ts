import { describe, expect, it } from 'vitest';
import {
  Cell,
  CELLS,
  InvalidMoveException,
  makeBoard,
  Othello,
  OutOfBoundsException,
  parseBoard,
  playTranscript,
  SIZE,
  ValidMoveExistsException,
  WrongPlayerException,
  OthelloException,
} from '../src/index.js';

const START = '---------------------------OX------XO--------------------------- X';

describe('the Othello MIS', () => {
  it('exports SIZE = 8 and cellT = { FREE, BLACK, WHITE }', () => {
    expect(SIZE).toBe(8);
    expect(CELLS).toEqual(['FREE', 'BLACK', 'WHITE']);
    expect([Cell.FREE, Cell.BLACK, Cell.WHITE]).toEqual(['FREE', 'BLACK', 'WHITE']);
  });

  it('new Othello() is the init() position: d4, e5 white; d5, e4 black; BLACK to move', () => {
    const g = new Othello();
    expect(g.getb(3, 3)).toBe(Cell.WHITE); // d4
    expect(g.getb(4, 4)).toBe(Cell.WHITE); // e5
    expect(g.getb(4, 3)).toBe(Cell.BLACK); // d5
    expect(g.getb(3, 4)).toBe(Cell.BLACK); // e4
    expect(g.getTurn()).toBe(Cell.BLACK);
    expect(makeBoard(g)).toBe(START);
    expect([g.count(Cell.BLACK), g.count(Cell.WHITE), g.count(Cell.FREE)]).toEqual([2, 2, 60]);
  });

  it('init() returns a played game to the start', () => {
    const g = playTranscript('f5d6c3d3c4');
    g.init();
    expect(makeBoard(g)).toBe(START);
    expect(g.ply).toBe(0);
  });

  it('move flips the bracketed line and passes the turn', () => {
    const g = new Othello();
    g.move(4, 5, Cell.BLACK); // f5 flips e5
    expect(g.getb(4, 5)).toBe(Cell.BLACK);
    expect(g.getb(4, 4)).toBe(Cell.BLACK);
    expect(g.getTurn()).toBe(Cell.WHITE);
    expect([g.count(Cell.BLACK), g.count(Cell.WHITE)]).toEqual([4, 1]);
  });

  it('move flips every bracketed line in all eight directions, up to the board edge', () => {
    // Black plays d4 (centre-ish) with white lines in all eight directions
    // ending on black discs at the edge: rows, columns and both diagonals.
    const rows = ['X--X--X-', '-O-O-O--', '--OOO---', 'XOO-OOOX', '--OOO---', '-O-O-O--', 'X--X--X-', '--------'];
    const g = parseBoard(`${rows.join('')} X`);
    g.move(3, 3, Cell.BLACK);
    expect(g.count(Cell.WHITE)).toBe(0);
    // 8 black discs + the new one + all 17 white discs (2 in each line, 3 east).
    expect(g.count(Cell.BLACK)).toBe(8 + 1 + 17);
  });

  it('isValidMove needs a bracketed line, a free square, and a colour that owns discs', () => {
    const g = new Othello();
    expect(g.isValidMove(4, 5, Cell.BLACK)).toBe(true); // f5
    expect(g.isValidMove(4, 5, Cell.WHITE)).toBe(false);
    expect(g.isValidMove(0, 0, Cell.BLACK)).toBe(false);
    expect(g.isValidMove(3, 3, Cell.BLACK)).toBe(false); // d4 is taken
    expect(g.isValidMove(2, 3, Cell.FREE)).toBe(false); // FREE never moves
    expect(g.isValidMove(4, 2, Cell.WHITE)).toBe(true); // c5 is white's
  });

  it('isWinning compares the counts, and is false for FREE and for a draw', () => {
    const g = new Othello();
    expect([g.isWinning(Cell.BLACK), g.isWinning(Cell.WHITE), g.isWinning(Cell.FREE)]).toEqual([false, false, false]);
    g.move(4, 5, Cell.BLACK);
    expect([g.isWinning(Cell.BLACK), g.isWinning(Cell.WHITE), g.isWinning(Cell.FREE)]).toEqual([true, false, false]);
  });

  it('isAnyValidMove and isGameOver: a pass position and a finished game', () => {
    const pass = playTranscript('d3c3b3b2f5a3a1c1');
    expect(pass.getTurn()).toBe(Cell.BLACK);
    expect(pass.isAnyValidMove()).toBe(false);
    expect(pass.isGameOver()).toBe(false);
    pass.switchTurn();
    expect(pass.getTurn()).toBe(Cell.WHITE);
    expect(pass.isAnyValidMove()).toBe(true);

    const over = playTranscript('d3c3b3d2e1d6d7e3f4');
    expect(over.isAnyValidMove()).toBe(false);
    expect(over.isGameOver()).toBe(true);
    expect(over.isWinning(Cell.BLACK)).toBe(true);
  });

  it("regression: isAnyValidMove ignored the MIS syntax's cellT argument and answered for the player to move", () => {
    // Black to move with no move, white with moves (the pass position above).
    const pass = playTranscript('d3c3b3b2f5a3a1c1');
    expect(pass.isAnyValidMove(Cell.BLACK)).toBe(false);
    expect(pass.isAnyValidMove(Cell.WHITE)).toBe(true);
    expect(pass.isAnyValidMove(Cell.FREE)).toBe(false);
    expect(() => pass.isAnyValidMove('RED' as Cell)).toThrow(OthelloException);
    const start = new Othello();
    expect([start.isAnyValidMove(Cell.BLACK), start.isAnyValidMove(Cell.WHITE)]).toEqual([true, true]);
  });

  describe('exceptions', () => {
    it('each is an Error with the MIS name as name and code', () => {
      const cases = [
        [new OutOfBoundsException('x'), 'OutOfBoundsException'],
        [new InvalidMoveException('x'), 'InvalidMoveException'],
        [new WrongPlayerException('x'), 'WrongPlayerException'],
        [new ValidMoveExistsException('x'), 'ValidMoveExistsException'],
      ] as const;
      for (const [e, code] of cases) {
        expect(e).toBeInstanceOf(Error);
        expect(e.code).toBe(code);
        expect(e.name).toBe(code);
      }
    });

    it('move checks OutOfBounds, then InvalidMove, then WrongPlayer (the MIS order)', () => {
      const g = new Othello();
      // Off the board: OutOfBounds even for a colour that could not move anyway.
      expect(() => g.move(8, 0, Cell.WHITE)).toThrow(OutOfBoundsException);
      // Illegal for WHITE and WHITE not to move: InvalidMove comes first.
      expect(() => g.move(4, 5, Cell.WHITE)).toThrow(InvalidMoveException);
      // Legal for WHITE (c5) but BLACK is to move: WrongPlayer.
      expect(() => g.move(4, 2, Cell.WHITE)).toThrow(WrongPlayerException);
      expect(() => g.move(0, 0, Cell.FREE)).toThrow(InvalidMoveException);
      expect(() => g.move(0, 0, Cell.FREE)).toThrow(/FREE is not a player/);
      expect(() => g.move(3, 3, Cell.BLACK)).toThrow(/d4 is taken/);
      expect(() => g.move(0, 0, Cell.BLACK)).toThrow(/BLACK on a1 brackets no line/);
    });

    it('non-integer, NaN, infinite and out-of-range coordinates are OutOfBoundsException', () => {
      const g = new Othello();
      for (const [i, j] of [
        [-1, 0],
        [0, 8],
        [1.5, 2],
        [Number.NaN, 0],
        [0, Number.POSITIVE_INFINITY],
        [8, 8],
      ]) {
        expect(() => g.move(i!, j!, Cell.BLACK)).toThrow(OutOfBoundsException);
        expect(() => g.getb(i!, j!)).toThrow(OutOfBoundsException);
        expect(() => g.isValidMove(i!, j!, Cell.BLACK)).toThrow(OutOfBoundsException);
      }
      expect(() => g.getb('3' as unknown as number, 3)).toThrow(/integers in 0\.\.7/);
    });

    it('a colour that is not a Cell is a TypeError naming the value', () => {
      const g = new Othello();
      const bad = 'black' as unknown as Cell;
      expect(() => g.move(4, 5, bad)).toThrow(OthelloException);
      expect(() => g.move(4, 5, bad)).toThrow(/'black'/);
      expect(() => g.count(bad)).toThrow(OthelloException);
      expect(() => g.isValidMove(4, 5, 1 as unknown as Cell)).toThrow(OthelloException);
      expect(() => g.isWinning(undefined as unknown as Cell)).toThrow(OthelloException);
    });

    it('switchTurn throws ValidMoveExistsException while the player to move can move', () => {
      const g = new Othello();
      expect(() => g.switchTurn()).toThrow(ValidMoveExistsException);
      expect(g.getTurn()).toBe(Cell.BLACK);
    });

    it('a call that throws changes nothing', () => {
      const g = playTranscript('f5d6c3');
      const before = makeBoard(g);
      const ply = g.ply;
      // Each call with the error it must raise, so that a call cannot pass by
      // failing for another reason than the one it is there to exercise.
      const calls: [() => void, new (...args: never[]) => Error][] = [
        [() => g.move(9, 9, Cell.WHITE), OutOfBoundsException],
        [() => g.move(0, 0, Cell.WHITE), InvalidMoveException],
        [() => g.move(4, 2, Cell.BLACK), WrongPlayerException], // c5: legal for black, but white is to move
        [() => g.move(4, 5, 'x' as unknown as Cell), OthelloException],
        [() => g.switchTurn(), ValidMoveExistsException],
      ];
      for (const [call, error] of calls) {
        expect(call).toThrow(error);
        expect(makeBoard(g)).toBe(before);
        expect(g.ply).toBe(ply);
      }
    });

    it('regression: the WrongPlayerException case used e3 (2, 4), not legal for black, so it threw InvalidMoveException', () => {
      const g = playTranscript('f5d6c3');
      const before = makeBoard(g);
      expect(g.getTurn()).toBe(Cell.WHITE);
      expect(g.isValidMove(2, 4, Cell.BLACK)).toBe(false);
      expect(g.isValidMove(4, 2, Cell.BLACK)).toBe(true);
      expect(() => g.move(4, 2, Cell.BLACK)).toThrow(WrongPlayerException);
      expect(makeBoard(g)).toBe(before);
      expect(g.ply).toBe(3);
    });
  });

  describe('beyond the MIS: Othello.fromCells', () => {
    it('regression: a string of 64 characters failed with "cells.forEach is not a function"', () => {
      const call = () => Othello.fromCells('x'.repeat(64) as unknown as Cell[], Cell.BLACK);
      expect(call).toThrow(OthelloException);
      expect(call).toThrow(/^Othello\.fromCells: cells must be an array of 64 Cell values, got 'x+\.\.\.'$/);
    });

    it('regression: an array with holes (new Array(64)) gave an empty board instead of an error', () => {
      expect(() => Othello.fromCells(new Array<Cell>(64), Cell.BLACK)).toThrow(OthelloException);
      expect(() => Othello.fromCells(new Array<Cell>(64), Cell.BLACK)).toThrow(/cells\[0\].*got undefined/);
      const cells: Cell[] = Array.from({ length: 64 }, () => Cell.FREE);
      delete cells[37];
      expect(() => Othello.fromCells(cells, Cell.BLACK)).toThrow(/cells\[37\]/);
    });

    it('sets up a position square by square', () => {
      const cells: Cell[] = Array.from({ length: 64 }, () => Cell.FREE);
      cells[0] = Cell.BLACK;
      cells[63] = Cell.WHITE;
      const g = Othello.fromCells(cells, Cell.WHITE);
      expect(g.getb(0, 0)).toBe(Cell.BLACK);
      expect(g.getb(7, 7)).toBe(Cell.WHITE);
      expect(g.count(Cell.FREE)).toBe(62);
      expect(g.getTurn()).toBe(Cell.WHITE);
    });
  });

  describe('beyond the MIS: legalMoves, undo, clone', () => {
    it('legalMoves lists the four first moves d3, c4, f5, e6 in square order', () => {
      expect(new Othello().legalMoves()).toEqual([
        { i: 2, j: 3 },
        { i: 3, j: 2 },
        { i: 4, j: 5 },
        { i: 5, j: 4 },
      ]);
    });

    it('undo takes back moves and passes, and throws when there is nothing to take back', () => {
      const g = playTranscript('d3c3b3b2f5a3a1c1');
      const atPass = makeBoard(g);
      g.switchTurn();
      g.undo();
      expect(makeBoard(g)).toBe(atPass);
      while (g.ply > 0) g.undo();
      expect(makeBoard(g)).toBe(START);
      expect(() => g.undo()).toThrow(OthelloException);
    });

    it('the undo stack grows past its first allocation: 500 passes in a finished game undo cleanly', () => {
      // switchTurn is allowed once the game is over (nobody can move), so the
      // history is unbounded; the typed-array stack must grow, not overflow.
      const g = playTranscript('d3c3b3d2e1d6d7e3f4');
      const end = makeBoard(g);
      for (let n = 0; n < 500; n++) g.switchTurn();
      expect(g.ply).toBe(509);
      for (let n = 0; n < 500; n++) g.undo();
      expect(makeBoard(g)).toBe(end);
      expect(g.moves()).toHaveLength(9);
    });

    it('clone is independent of the original', () => {
      const g = playTranscript('f5d6');
      const c = g.clone();
      c.move(2, 2, Cell.BLACK);
      expect(g.ply).toBe(2);
      expect(c.ply).toBe(3);
      c.undo();
      expect(makeBoard(c)).toBe(makeBoard(g));
    });
  });
});

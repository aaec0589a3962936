// Issue 20.7: the members a programmer expects beside the MIS routines.
import { describe, expect, it } from 'vitest';
import {
  makeSquare,
  makeTranscript,
  Othello,
  OthelloException,
  parseSquare,
  parseTranscript,
  playTranscript,
  ValidMoveExistsException,
  InvalidMoveException,
} from '../src/index.js';

const names = (squares: readonly { i: number; j: number }[]) => squares.map((s) => makeSquare(s));
/** A game that ends with white's pass: black played last and wiped white out (the shortest game). */
const WIPEOUT = 'f5d6c5f4e7f6g5e6e3';

describe('issue 20.7: Othello beside chess.js', () => {
  it('issue 20.7: play(square) plays for the side to move and returns the flipped discs', () => {
    const g = new Othello();
    expect(names(g.play('f5'))).toEqual(['e5']);
    expect(g.getTurn()).toBe('WHITE');
    expect(names(g.play({ i: 5, j: 3 }))).toEqual(['d5']); // d6 brackets d5 with d4
    expect(names(g.play(' C3 '))).toEqual(['d4']);
    expect(g.history().map((m) => (m === 'pass' ? m : makeSquare(m)))).toEqual(['f5', 'd6', 'c3']);
  });

  it('issue 20.7: a refused play throws and changes nothing', () => {
    const g = new Othello();
    expect(() => g.play('a1')).toThrow(InvalidMoveException);
    expect(() => g.play('z9')).toThrow(OthelloException);
    expect(() => g.play(42 as never)).toThrow(expect.objectContaining({ code: 'WRONG_TYPE' }));
    expect(() => g.play('pass')).toThrow(ValidMoveExistsException);
    expect(g.ply).toBe(0);
    expect(g.getTurn()).toBe('BLACK');
  });

  it('issue 20.7: pass() only when the side to move must pass; never once the game is over', () => {
    // After d3c3b3b2f5a3a1c1 black has no move and white has some.
    const g = playTranscript('d3c3b3b2f5a3a1c1');
    expect(g.isAnyValidMove()).toBe(false);
    expect(g.outcome()).toBeNull();
    expect(g.play('pass')).toEqual([]);
    expect(g.getTurn()).toBe('WHITE');
    expect(g.history().at(-1)).toBe('pass');
    expect(() => g.pass()).toThrow(ValidMoveExistsException);
    const over = playTranscript(WIPEOUT);
    expect(() => over.pass()).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });

  it('issue 20.7: outcome() gives the winner and the counts once the game is over, null before', () => {
    expect(new Othello().outcome()).toBeNull();
    expect(playTranscript(WIPEOUT).outcome()).toEqual({ winner: 'BLACK', black: 13, white: 0 });
    const draw = Othello.fromCells(
      Array.from({ length: 64 }, (_, k) => (k < 32 ? 'BLACK' : 'WHITE')),
      'BLACK',
    );
    expect(draw.outcome()).toEqual({ winner: null, black: 32, white: 32 });
  });

  it('issue 20.7: history() keeps passes, and a transcript of it keeps a final pass', () => {
    const g = playTranscript('d3c3b3b2f5a3a1c1');
    g.pass();
    const text = makeTranscript(g.history());
    expect(text).toBe('d3c3b3b2f5a3a1c1ps');
    expect(makeTranscript(g.moves())).toBe('d3c3b3b2f5a3a1c1'); // moves() leaves passes out, as before
    expect(parseTranscript(text).at(-1)).toBe('pass');
    const back = playTranscript(text);
    expect(back.getTurn()).toBe(g.getTurn());
    expect(back.ply).toBe(g.ply);
    expect(back.history()).toEqual(g.history());
    expect(makeTranscript(parseTranscript('F5 D6 PS'.replace(' PS', '')))).toBe('f5d6');
    expect(() => playTranscript('f5ps')).toThrow(/move 2 \(pass\)/);
  });

  it('issue 20.7: parseSquare tolerates surrounding whitespace', () => {
    expect(parseSquare(' d3')).toEqual({ i: 2, j: 3 });
    expect(parseSquare('d3\n')).toBe(parseSquare('d3'));
    expect(() => parseSquare('d 3')).toThrow(/'d 3'/);
  });
});

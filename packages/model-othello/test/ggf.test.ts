import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Cell,
  type GgfGame,
  type GgfMove,
  InvalidMoveException,
  makeBoard,
  makeGgf,
  makeTranscript,
  OthelloException,
  parseGgf,
  parseGgfMove,
  playGgf,
  playTranscript,
  SQUARES,
} from '../src/index.js';

// The game of the NBoard protocol's own example session (weltyc/ntest, instructions/Protocol.htm).
const NBOARD_EXAMPLE =
  '(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]' +
  'BO[8 ---------------------------O*------*O--------------------------- *]' +
  'B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)';

describe('issue 24.3: GGF, the game format NBoard sends (parseGgf / makeGgf)', () => {
  it("reads NBoard's example game: properties in order, the board, the moves", () => {
    const g = parseGgf(NBOARD_EXAMPLE);
    expect(g.properties.map(([t]) => t)).toEqual(['GM', 'PC', 'DT', 'PB', 'PW', 'RE', 'TI', 'TY']);
    expect(g.properties[3]).toEqual(['PB', './mEdax']);
    expect(g.board).toBe(makeBoard(playTranscript('')));
    expect(g.moves).toHaveLength(8);
    expect(g.moves[0]).toEqual({ player: 'BLACK', square: { i: 4, j: 5 }, evaluation: null, time: null });
    const end = playGgf(g);
    expect(makeBoard(end)).toBe(makeBoard(playTranscript('f5f6d3c5e6f7e7f4')));
    expect(end.getTurn()).toBe(Cell.BLACK);
  });

  it('reads evaluations, times, passes, spaces in BO and lower-case tags', () => {
    const g = parseGgf(
      ' (; gm[othello] BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\n' +
        '  B[d3/-2.5/1.25] W[c5//0.5] B[PA] ;)  ',
    );
    expect(g.properties).toEqual([['GM', 'othello']]);
    expect(g.moves.map((m) => [m.player, m.square, m.evaluation, m.time])).toEqual([
      ['BLACK', { i: 2, j: 3 }, -2.5, 1.25],
      ['WHITE', { i: 4, j: 2 }, null, 0.5],
      ['BLACK', null, null, null],
    ]);
  });

  it('writes a game that reads back equal, and text that writes back the same (round trip)', () => {
    const g = parseGgf(NBOARD_EXAMPLE);
    const text = makeGgf(g);
    expect(text).toBe(
      '(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]' +
        'BO[8 ---------------------------O*------*O--------------------------- *]' +
        'B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)',
    );
    expect(parseGgf(text)).toEqual(g);
    const withNumbers = parseGgf('(;GM[Othello]B[F5/1.5/0.25]W[D6//3]B[C3/-2];)');
    expect(makeGgf(withNumbers)).toContain('B[F5/1.5/0.25]W[D6//3]B[C3/-2]');
    expect(parseGgf(makeGgf(withNumbers))).toEqual(withNumbers);
  });

  it('round-trips random games (properties, evaluations, times, passes)', () => {
    const games = fc.record({
      seed: fc.integer({ min: 0, max: 1e9 }),
      props: fc.array(
        fc.tuple(fc.constantFrom('PB', 'PW', 'PC', 'RE', 'TI', 'DT'), fc.stringMatching(/^[^\]]{0,20}$/)),
        {
          maxLength: 5,
        },
      ),
      numbers: fc.array(fc.option(fc.double({ min: -64, max: 64, noNaN: true }), { nil: null }), { maxLength: 120 }),
    });
    fc.assert(
      fc.property(games, ({ seed, props, numbers }) => {
        // A random legal game, passes written out, with random evaluations and times.
        const game = playTranscript('');
        const moves: GgfMove[] = [];
        let s = seed;
        let n = 0;
        while (!game.isGameOver()) {
          const turn = game.getTurn();
          const legal = game.legalMoves();
          s = (s * 1103515245 + 12345) % 2 ** 31;
          const sq = legal.length === 0 ? null : legal[s % legal.length]!;
          if (sq === null) game.switchTurn();
          else game.move(sq.i, sq.j, turn);
          moves.push({ player: turn, square: sq, evaluation: numbers[n] ?? null, time: numbers[n + 1] ?? null });
          n++;
        }
        const g: GgfGame = { properties: props, board: makeBoard(playTranscript('')), moves };
        const back = parseGgf(makeGgf(g));
        expect(back.moves.map((m) => m.square)).toEqual(moves.map((m) => m.square));
        expect(makeGgf(back)).toBe(makeGgf(g));
        expect(makeBoard(playGgf(back))).toBe(makeBoard(game));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses what is not an 8x8 Othello game, naming what is wrong', () => {
    const bad: [string, RegExp][] = [
      ['', /starts with "\(;"/],
      ['(;GM[Go];)', /not Othello/],
      ['(;GM[Othello]B[F5]', /does not end/],
      ['(;GM[Othello]B[F5;)', /no closing/],
      ['(;GM[Othello]B[Z9];)', /'Z9' is not a square/],
      ['(;GM[Othello]B[F5/x];)', /evaluation .* is not a number/],
      ['(;BO[10 ---];)', /8x8/],
      ['(;BO[8 ---];)', /64 squares/],
      [`(;BO[8 ${'?'.repeat(64)} *];)`, /'\?', not \*, O or -/],
      ['(;GM[Othello];) more', /after the game's end/],
      ['(;GM[Othello] 12;)', /not TAG\[value\]/],
    ];
    for (const [text, why] of bad) {
      expect(() => parseGgf(text), text).toThrow(OthelloException);
      expect(() => parseGgf(text), text).toThrow(why);
    }
    expect(() => parseGgf('('.repeat(70_000))).toThrow(/at most 65536 characters/);
    expect(() => makeGgf({ properties: [['PB', 'a]b']], board: makeBoard(playTranscript('')), moves: [] })).toThrow(
      /without "\]"/,
    );
  });

  it('playGgf refuses an illegal move or pass by number and leaves a given game as it was', () => {
    expect(() => playGgf(parseGgf('(;B[F5]W[F5];)'))).toThrow(InvalidMoveException);
    expect(() => playGgf(parseGgf('(;B[F5]W[F5];)'))).toThrow(/move 2 \(W\[f5\]\) is not legal/);
    expect(() => playGgf(parseGgf('(;B[PA];)'))).toThrow(/move 1 \(B\[PA\]\): a pass while a move is legal/);
    expect(() => playGgf(parseGgf('(;W[F5];)'))).toThrow(/it is BLACK's turn/);
    const game = playTranscript('f5');
    expect(() => playGgf(parseGgf('(;W[D6]B[A1];)'), game)).toThrow(InvalidMoveException);
    expect(makeTranscript(game.moves())).toBe('f5');
  });

  it('parseGgfMove reads a move as NBoard sends it, either case, and PA', () => {
    expect(parseGgfMove('F5/1.00/0.5', Cell.WHITE)).toEqual({
      player: 'WHITE',
      square: SQUARES[8 * 4 + 5],
      evaluation: 1,
      time: 0.5,
    });
    expect(parseGgfMove('pa', Cell.BLACK).square).toBeNull();
    expect(() => parseGgfMove('F5/1/2/3', Cell.BLACK)).toThrow(/more than a move/);
  });
});

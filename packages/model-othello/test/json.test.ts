import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, Othello, OthelloException, parseBoard } from '../src/index.js';

/** Plays up to `picks.length` plies: a legal move chosen by each pick, or the pass when there is none. */
function play(g: Othello, picks: readonly number[]): string[] {
  const seen: string[] = [];
  for (const k of picks) {
    if (g.isGameOver()) break;
    const moves = g.legalMoves();
    if (moves.length === 0) g.switchTurn();
    else {
      const m = moves[k % moves.length]!;
      g.move(m.i, m.j, g.getTurn());
    }
    seen.push(makeBoard(g));
  }
  return seen;
}

/** Everything a caller sees of a game, the whole history included (undone on a copy). */
function observe(g: Othello): unknown {
  const copy = g.clone();
  const past: string[] = [];
  while (copy.ply > 0) {
    copy.undo();
    past.push(makeBoard(copy));
  }
  return { board: makeBoard(g), ply: g.ply, moves: g.moves(), legal: g.legalMoves(), over: g.isGameOver(), past };
}

function errorCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (!(e instanceof OthelloException)) throw e;
    return e.code;
  }
  return undefined;
}

const picks = fc.array(fc.nat(), { maxLength: 70 });

describe('saving an Othello game', () => {
  it('issue 20.3: fromJSON(JSON.parse(JSON.stringify(game))) is the same game, history included, and plays on the same', () => {
    fc.assert(
      fc.property(picks, picks, fc.nat(3), (before, after, extraPasses) => {
        const game = new Othello();
        play(game, before);
        // Passes at a finished game are plies too, which undo takes back.
        if (game.isGameOver()) for (let i = 0; i < extraPasses; i++) game.switchTurn();
        const text = JSON.stringify(game);
        const copy = Othello.fromJSON(JSON.parse(text));
        expect(observe(copy)).toEqual(observe(game));
        expect(JSON.stringify(copy)).toBe(text);
        expect(play(copy, after)).toEqual(play(game, after));
      }),
      { numRuns: 200 },
    );
  });

  it('issue 20.3: the data is versioned, squares in their notation, passes written, from any start', () => {
    const g = new Othello();
    g.move(2, 3, 'BLACK');
    expect(g.toJSON()).toEqual({ v: 1, start: makeBoard(new Othello()), history: ['d3'] });
    // A position where black, to move, has no disc and so no move: the pass is a ply.
    const start = parseBoard(`${'O'.repeat(62)}-- X`);
    const data = start.toJSON();
    expect(data.history).toEqual([]);
    expect(start.isAnyValidMove()).toBe(false);
    start.switchTurn();
    expect(start.toJSON().history).toEqual(['pass']);
    expect(Othello.fromJSON(start.toJSON()).getTurn()).toBe('WHITE');
  });

  it('issue 20.3: bad saved data is refused with OthelloException BAD_DATA, never a TypeError', () => {
    const good = { v: 1, start: makeBoard(new Othello()), history: ['d3', 'c5'] };
    const bad: unknown[] = [
      null,
      'd3',
      [],
      { ...good, v: 2 },
      { start: good.start, history: [] },
      { ...good, extra: 0 },
      { ...good, start: good.start.toLowerCase() },
      { ...good, start: `${good.start} ` },
      { ...good, start: 5 },
      { ...good, history: 'd3' },
      { ...good, history: ['d3', 'd3'] },
      { ...good, history: ['D3'] },
      { ...good, history: ['pass'] },
      { ...good, history: ['a1'] },
      { ...good, history: ['d3', null] },
      { ...good, history: Array.from({ length: 10_001 }, () => 'pass') },
      { ...good, history: ['i9'] },
    ];
    for (const data of bad)
      expect(
        errorCode(() => Othello.fromJSON(data)),
        JSON.stringify(data),
      ).toBe('BAD_DATA');
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(errorCode(() => Othello.fromJSON(data))).toBe('BAD_DATA');
      }),
    );
  });
});

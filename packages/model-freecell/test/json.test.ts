import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardT, FreecellError, FreecellGame, makeBoard, PileT } from '../src/index.js';
import { deal } from './helpers.js';

/** Plays up to `picks.length` legal moves (each pick an index into legalMoves), undoing when `undo` says. */
function play(g: FreecellGame, picks: readonly number[]): string[] {
  const seen: string[] = [];
  for (const k of picks) {
    if (k % 7 === 6 && g.undoDepth() > 0) g.undo();
    else if (k % 11 === 10) g.autoMoveToFoundations();
    else {
      const moves = g.legalMoves();
      if (moves.length === 0) break;
      g.play(moves[k % moves.length]!);
    }
    seen.push(makeBoard(g));
  }
  return seen;
}

/** Everything a caller sees of a game, every layout undo goes back to included (undone on a copy). */
function observe(g: FreecellGame): unknown {
  if (!g.isStarted()) return null;
  const copy = g.clone();
  const past: string[] = [];
  while (copy.undoDepth() > 0) {
    copy.undo();
    past.push(makeBoard(copy));
  }
  return { board: makeBoard(g), depth: g.undoDepth(), legal: g.legalMoves(), won: g.gameWon(), past };
}

function errorCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (!(e instanceof FreecellError)) throw e;
    return e.code;
  }
  return undefined;
}

describe('saving a FreeCell game', () => {
  it('issue 20.3: fromJSON(JSON.parse(JSON.stringify(game))) is the same game, undo history included, and plays on the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32000 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (n, before, after) => {
          const game = deal(n);
          play(game, before);
          const text = JSON.stringify(game);
          const copy = FreecellGame.fromJSON(JSON.parse(text));
          expect(observe(copy)).toEqual(observe(game));
          expect(JSON.stringify(copy)).toBe(text);
          expect(play(copy, after)).toEqual(play(game, after));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('issue 20.3: cards, piles and games write their notation; a game not started saves too', () => {
    expect(JSON.stringify(new CardT('nine', 'hearts'))).toBe('"9H"');
    const pile = new PileT();
    pile.add(new CardT('six', 'spades'));
    pile.add(new CardT('ten', 'hearts'));
    expect(JSON.stringify(pile)).toBe('["6S","TH"]');
    const g = deal(1);
    g.play('1a');
    const data = g.toJSON();
    expect(data.v).toBe(1);
    expect(data.position?.cells[0]).toEqual(['6S']);
    expect(data.history).toHaveLength(1);
    expect(new FreecellGame().toJSON()).toEqual({ v: 1, position: null, history: [] });
    expect(FreecellGame.fromJSON({ v: 1, position: null, history: [] }).isStarted()).toBe(false);
  });

  it('issue 20.3: bad saved data is refused with FreecellError BAD_DATA, never a TypeError', () => {
    const g = deal(1);
    g.play('1a');
    const good = JSON.parse(JSON.stringify(g));
    const mutate = (f: (d: typeof good) => void) => {
      const d = structuredClone(good);
      f(d);
      return d;
    };
    const bad: unknown[] = [
      null,
      [],
      '9H',
      mutate((d) => (d.v = 2)),
      mutate((d) => delete d.history),
      mutate((d) => (d.extra = 1)),
      mutate((d) => (d.position.cells[0] = ['10h'])),
      mutate((d) => (d.position.cells[0] = ['9Z'])),
      mutate((d) => (d.position.cells[0] = [9])),
      mutate((d) => (d.position.cells[1] = ['6S'])),
      mutate((d) => (d.position.cells = [[], [], []])),
      mutate((d) => (d.position.tableau[0] = 'AH 2H')),
      mutate((d) => d.position.tableau.push([])),
      mutate((d) => (d.position.tableau[0] = Array.from({ length: 53 }, () => 'AH'))),
      mutate((d) => (d.position.foundations[0] = ['2H'])),
      mutate((d) => (d.position.v = 1)),
      mutate((d) => (d.history = [d.position, 5])),
      mutate((d) => (d.history = Array.from({ length: 10_001 }, () => d.position))),
      mutate((d) => (d.position = null)),
      mutate((d) => (d.history[0].cells[0] = ['6S'])),
    ];
    for (const data of bad) {
      expect(
        errorCode(() => FreecellGame.fromJSON(data)),
        JSON.stringify(data).slice(0, 200),
      ).toBe('BAD_DATA');
    }
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(errorCode(() => FreecellGame.fromJSON(data))).toBe('BAD_DATA');
      }),
    );
  });
});

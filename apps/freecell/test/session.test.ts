// FreecellSession on its own: typed moves, turns with their automatic moves,
// undo/redo/restart, and the solution as turns; property tests over random
// move sequences.
import { FreecellGame, makeBoard, parseBoard, solve } from '@arcade/model-freecell';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FreecellSession, readMove, turnsOf } from '../src/index.js';
import { deal, RUN_BOARD } from './helpers.js';

describe('readMove', () => {
  it('reads standard notation in either case with spaces anywhere', () => {
    for (const text of ['3a', '3A', ' 3 a ', '3\ta']) {
      expect(readMove(text)).toEqual({ from: { kind: 'column', index: 2 }, to: { kind: 'cell', index: 0 } });
    }
    expect(readMove('A H')).toEqual({ from: { kind: 'cell', index: 0 }, to: { kind: 'foundation' } });
    expect(readMove('3 6 V 2')).toEqual({
      from: { kind: 'column', index: 2 },
      to: { kind: 'column', index: 5 },
      count: 2,
    });
  });

  it('throws a TypeError for a move that is not a string', () => {
    expect(() => readMove(36 as unknown as string)).toThrow(TypeError);
    expect(() => new FreecellSession(deal(1)).play(null as unknown as string)).toThrow(/must be a string/);
    expect(() => new FreecellSession(new FreecellGame())).toThrow(/must be started/);
  });

  it('gives a reason for anything else', () => {
    expect(readMove('')).toBe('"" is not a move: type a source and a target, e.g. 3a, a4, 4h or 36.');
    expect(readMove('h3')).toBe('Cards stay on the foundations: a move starts at a column 1-8 or a cell a-d.');
    expect(readMove('3\u202ea')).toMatch(/^"3U\+202Ea" is not a move/);
  });
});

describe('FreecellSession', () => {
  it('sends the aces on top of a deal home at the start, with automatic moves on', () => {
    // The built board with AH and 3H of column 3 swapped: AH on top.
    const g = parseBoard(RUN_BOARD.replace(': AH 3C JS JH TC KD JD 3H', ': 3H 3C JS JH TC KD JD AH'));
    const s = new FreecellSession(g);
    expect(s.startAuto).toEqual(['AH']);
    expect(g.size('tableau', 2)).toBe(7);
    expect(s.moves).toBe(0);
    const off = parseBoard(RUN_BOARD.replace(': AH 3C JS JH TC KD JD 3H', ': 3H 3C JS JH TC KD JD AH'));
    expect(new FreecellSession(off, { auto: false }).startAuto).toEqual([]);
    expect(off.size('tableau', 2)).toBe(8);
  });

  it('undo takes back a move with its automatic moves, redo plays them again', () => {
    const s = new FreecellSession(deal(1));
    const start = makeBoard(s.game);
    expect(s.play('6a').ok).toBe(true);
    const one = makeBoard(s.game);
    const r = s.play('6b');
    expect(r.ok && r.turn.auto).toEqual(['6h', 'bh', '6h']);
    expect(r.ok && r.turn.autoCards).toEqual(['AC', '2C', 'AS']);
    const two = makeBoard(s.game);
    expect(s.undo()?.move).toBe('6b');
    expect(makeBoard(s.game)).toBe(one);
    expect(s.redo()?.move).toBe('6b');
    expect(makeBoard(s.game)).toBe(two);
    expect(s.restart()).toBe(2);
    expect(makeBoard(s.game)).toBe(start);
    expect(s.redoable).toBe(2);
  });

  it('solution() lists the turns to type: all the solver moves without automatic moves, fewer with them', () => {
    const g = deal(1);
    const full = solve(g);
    if (full.status !== 'solved') throw new Error('deal 1 is solvable');
    const off = new FreecellSession(deal(1), { auto: false }).solution();
    expect(off).toEqual({ status: 'solved', moves: full.moves });
    const on = new FreecellSession(deal(1));
    const s = on.solution();
    if (s.status !== 'solved') throw new Error('deal 1 is solvable');
    // The solver's own moves, its automatic ones left out.
    expect(s.moves).toHaveLength(full.length);
    for (const m of s.moves) on.playSolutionMove(m);
    expect(on.game.gameWon()).toBe(true);
    expect(turnsOf(deal(1), full.moves, false)).toEqual(full.moves);
  });

  it('solution() says when a position mid-game is lost', () => {
    const s = new FreecellSession(deal(1));
    for (const m of ['1a', '2b', '3c', '4d']) expect(s.play(m).ok).toBe(true);
    expect(s.solution()).toEqual({ status: 'unsolvable', fromStart: false });
    // Unsolvable is final, whatever the budget: kept, not searched again.
    expect(s.solution({ maxNodes: 0 })).toEqual({ status: 'unsolvable', fromStart: false });
    expect(new FreecellSession(deal(617)).solution({ maxNodes: 0 })).toEqual({ status: 'gave-up', nodes: 0 });
  });

  it('a refused move changes nothing; a played one is taken back exactly by undo (random move sequences)', () => {
    const place = fc.constantFrom(...'12345678abcdh');
    const command = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(place, place).map(([a, b]) => `${a}${b}`) },
      { weight: 1, arbitrary: fc.constantFrom('undo', 'redo', 'restart') },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32000 }),
        fc.boolean(),
        fc.array(command, { maxLength: 60 }),
        (n, auto, lines) => {
          const s = new FreecellSession(deal(n), { auto });
          const boards = [makeBoard(s.game)]; // the board after each turn kept
          for (const line of lines) {
            const before = makeBoard(s.game);
            if (line === 'undo') {
              const t = s.undo();
              if (t !== null) boards.pop();
              expect(makeBoard(s.game)).toBe(boards[boards.length - 1]);
            } else if (line === 'redo') {
              const t = s.redo();
              if (t === null) expect(makeBoard(s.game)).toBe(before);
              else boards.push(makeBoard(s.game));
            } else if (line === 'restart') {
              s.restart();
              boards.length = 1;
              expect(makeBoard(s.game)).toBe(boards[0]);
            } else {
              const r = s.play(line);
              if (!r.ok) {
                expect(makeBoard(s.game)).toBe(before);
                expect(r.reason.length).toBeLessThanOrEqual(80);
                expect(r.reason).not.toContain('\n');
              } else {
                boards.push(makeBoard(s.game));
                // With automatic moves on, no safe card is left out after a turn.
                if (auto) expect(s.game.clone().autoMoveToFoundations()).toEqual([]);
              }
            }
            expect(s.moves).toBe(boards.length - 1);
            // Still the 52 cards, in a legal layout.
            expect(makeBoard(parseBoard(makeBoard(s.game)))).toBe(makeBoard(s.game));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('regression: the refusal of a run that fits nowhere listed the whole run and passed 80 columns', () => {
    // Found by the property test above: deal 26228, automatic moves off, 71.
    const s = new FreecellSession(deal(26228), { auto: false });
    expect(s.play('71')).toEqual({
      ok: false,
      reason: "No card of column 7's run (3S..2D) goes on 9H, which takes a black 8.",
    });
  });
});

// The session below the views (issue 20 item 6): the FreeCell game as the
// console app and the web view both play it, with no I/O.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfFor } from '../../../test-support/hostile.js';
import { runReadmeBlock } from '../../../test-support/readme.js';
import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
import * as model from '../src/index.js';
import * as session from '../src/session.js';

const { FreecellError, FreecellGame, makeBoard, msDeal, parseMove } = model;
const { FreecellSession, solveTurns } = session;

function dealt(n: number): model.FreecellGame {
  const g = new FreecellGame();
  g.newGame(msDeal(n));
  return g;
}

describe('issue 20.6: the FreeCell session', () => {
  it('issue 20.6: the README section runs and prints what its comments say', () => {
    const run = runReadmeBlock(new URL('../README.md', import.meta.url), '@arcade/model-freecell/session', {
      '@arcade/model-freecell': model,
      '@arcade/model-freecell/session': session,
    });
    expect(run.expected.length).toBeGreaterThanOrEqual(5);
    expect(run.printed).toEqual(run.expected);
  });

  it('issue 20.6: a turn is a move and its automatic moves home; undo and redo take back and replay the whole turn', () => {
    const s = new FreecellSession(dealt(1));
    const start = s.state.board;
    // Follow a solution until a turn sends a card home by itself.
    let withAuto: session.Turn | null = null;
    const answer = solveTurns(start, true);
    if (answer.status !== 'solved') throw new Error('deal 1 is solvable');
    for (const m of answer.moves) {
      const r = s.play(parseMove(m));
      if (!r.ok) throw new Error(r.reason);
      if (r.turn.auto.length > 0) {
        withAuto = r.turn;
        break;
      }
    }
    expect(withAuto).not.toBeNull();
    const after = s.state.board;
    const turn = s.undo();
    expect(turn).toEqual(withAuto);
    expect(s.redo()).toEqual(withAuto);
    expect(s.state.board).toBe(after);
    s.restart();
    expect(s.state.board).toBe(start);
    expect(s.state.canRedo).toBe(true);
  });

  it('issue 20.6: with automatic moves off, no card goes home by itself', () => {
    const s = new FreecellSession(dealt(1), { auto: false });
    const answer = solveTurns(s.state.board, false);
    if (answer.status !== 'solved') throw new Error('deal 1 is solvable');
    for (const m of answer.moves.slice(0, 15)) {
      const r = s.play(parseMove(m));
      if (!r.ok) throw new Error(r.reason);
      expect(r.turn.auto).toEqual([]);
    }
  });

  it('issue 20.6: a tap (a lone source) plays the smart move; a refused move changes nothing', () => {
    const s = new FreecellSession(dealt(1));
    const before = s.state;
    expect(s.play(parseMove('6h'))).toEqual({ ok: false, reason: expect.stringMatching(/cannot go home yet/) });
    expect(s.state).toEqual(before);
    const tap = s.play({ kind: 'column', index: 5 });
    expect(tap.ok && tap.turn.move).toBe('6a');
    expect(() => s.play(null as never)).toThrow(FreecellError);
  });

  it('issue 20.6: the worker answer taken in by learn serves the hint without a search; the solver finishing is flagged', () => {
    let searches = 0;
    const s = new FreecellSession(dealt(617), {
      solve: (g, o) => {
        searches++;
        return model.solve(g, o);
      },
    });
    const board = s.state.board;
    const answer = JSON.parse(JSON.stringify(solveTurns(board, true)));
    s.learn(board, answer);
    const plan = s.solution();
    expect(searches).toBe(0);
    expect(plan).toEqual({ status: 'solved', moves: answer.moves });
    if (plan.status !== 'solved') throw new Error('solved');
    const first = plan.moves[0] as string;
    expect(s.play(parseMove(first)).ok).toBe(true);
    for (const m of plan.moves.slice(1)) s.playSolutionMove(m);
    expect(s.state).toMatchObject({ won: true, finishedBySolver: true, playerMoves: 1 });
  });

  it('issue 20.6: an unsolvable position is answered from the worker too', () => {
    const g = dealt(11982);
    const s = new FreecellSession(g);
    const board = makeBoard(g);
    s.learn(board, { status: 'unsolvable' });
    expect(s.solution()).toEqual({ status: 'unsolvable', fromStart: true });
  });

  it('issue 20.6: a session saved as data comes back with its turns, its redo and the solver flag', () => {
    const s = new FreecellSession(dealt(617));
    const answer = solveTurns(s.state.board, true);
    if (answer.status !== 'solved') throw new Error('deal 617 is solvable');
    for (const m of answer.moves.slice(0, 6)) s.play(parseMove(m));
    s.auto = false;
    for (const m of answer.moves.slice(6, 8)) s.playSolutionMove(m);
    s.undo();
    const data = JSON.parse(JSON.stringify(s));
    expect(data).toMatchObject({ v: 1, auto: false });
    const back = FreecellSession.fromJSON(data);
    expect(back.state).toEqual(s.state);
    expect(back.turns()).toEqual(s.turns());
    expect(back.redo()).toEqual(s.redo());
    expect(back.state).toEqual(s.state);
    const first = data.turns[0];
    for (const bad of [
      null,
      { ...data, v: 2 },
      { ...data, start: 'no board' },
      { ...data, turns: [{ ...first, move: '1h' }] },
      { ...data, turns: [{ ...first, auto: ['1h'] }] },
      { ...data, redo: 'x' },
    ]) {
      expect(() => FreecellSession.fromJSON(bad)).toThrow(FreecellError);
    }
  });
});

/** Plays the session on from `picks`: each an index into the legal moves, or (a multiple of 7) an undo. */
function playPicks(s: InstanceType<typeof FreecellSession>, picks: readonly number[]): void {
  for (const k of picks) {
    if (k % 7 === 0) {
      s.undo();
      continue;
    }
    if (k % 11 === 0) s.auto = !s.auto;
    const legal = s.game.legalMoves();
    if (legal.length === 0) return;
    expect(s.play(parseMove(legal[k % legal.length]!)).ok).toBe(true);
  }
}

const codeOf = codeOfFor((e) => e instanceof FreecellError);

describe('issue 20.3: the session saved as data, read with core’s readers', () => {
  it('issue 20.3: the round trip over random play, with undo, redo and auto switched, through JSON text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32000 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 25 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (deal, auto, picks, more) => {
          const s = new FreecellSession(dealt(deal), { auto });
          playPicks(s, picks);
          const text = JSON.stringify(s);
          const back = FreecellSession.fromJSON(JSON.parse(text));
          expect(JSON.stringify(back)).toBe(text);
          expect(back.state).toEqual(s.state);
          expect(back.turns()).toEqual(s.turns());
          playPicks(s, more);
          playPicks(back, more);
          expect(JSON.stringify(back)).toBe(JSON.stringify(s));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('issue 20.3: damaged data is refused with FreecellError BAD_DATA, and the data is left as it was', () => {
    const s = new FreecellSession(dealt(5));
    playPicks(s, [1, 2, 3, 5, 7, 4]);
    const data = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const turns = data.turns as Record<string, unknown>[];
    expect(turns.length).toBeGreaterThan(1);
    for (const bad of [
      ...mustRefuse(data),
      { ...data, start: 'no board' },
      { ...data, start: 7 },
      { ...data, auto: 'yes' },
      { ...data, turns: [{ ...turns[0], move: '1h' }] },
      { ...data, turns: [{ ...turns[0], move: 'zz' }] },
      { ...data, turns: [{ ...turns[0], auto: ['1h'] }] },
      { ...data, turns: [{ ...turns[0], extra: 1 }] },
      { ...data, turns: [turns[0], turns[0]] },
      { ...data, redo: 'x' },
      { ...data, turns: Array(10_001).fill(turns[0]) },
    ]) {
      expect(
        codeOf(() => FreecellSession.fromJSON(bad)),
        String(JSON.stringify(bad)).slice(0, 200),
      ).toBe('BAD_DATA');
    }
    const all = mutationsOf(data);
    let solves = 0;
    const solve = () => {
      solves++;
      return { status: 'gave-up' } as never;
    };
    fc.assert(
      fc.property(fc.nat(all.length - 1), (k) => {
        const bad = all[k];
        const before = structuredClone(bad);
        const code = codeOf(() => FreecellSession.fromJSON(bad, { solve }));
        expect(code === 'BAD_DATA' || code === 'no error', `${String(JSON.stringify(bad))}: ${String(code)}`).toBe(
          true,
        );
        expect(bad).toEqual(before);
      }),
      { numRuns: 300 },
    );
    // Reading saved data never asks the solver.
    expect(solves).toBe(0);
  });
});

// The session below the views (issue 20 item 6): the FreeCell game as the
// console app and the web view both play it, with no I/O.
import { describe, expect, it } from 'vitest';
import { runReadmeBlock } from '../../../test-support/readme.js';
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

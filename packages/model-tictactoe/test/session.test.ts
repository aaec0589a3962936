// The session below the views (issue 20 item 6): the tic-tac-toe game as the
// console app and the web view both play it, with no I/O.
import { describe, expect, it } from 'vitest';
import { runReadmeBlock } from '../../../test-support/readme.js';
import * as model from '../src/index.js';
import * as session from '../src/session.js';

const { Game, makeGame, mulberry32, parseGame, PreconditionViolation, TicTacToeError } = model;
const { TicTacToeSession, computerMove, hint } = session;

describe('issue 20.6: the tic-tac-toe session', () => {
  it('issue 20.6: the README section runs and prints what its comments say', () => {
    const run = runReadmeBlock(new URL('../README.md', import.meta.url), '@arcade/model-tictactoe/session', {
      '@arcade/model-tictactoe': model,
      '@arcade/model-tictactoe/session': session,
    });
    expect(run.expected.length).toBeGreaterThanOrEqual(5);
    expect(run.printed).toEqual(run.expected);
  });

  it('issue 20.6: undo against the computer takes back your move and its reply, and redo plays both again', () => {
    const s = new TicTacToeSession({ x: 'human', o: 'computer', random: mulberry32(3) });
    expect(s.undo()).toBeNull();
    s.play({ i: 1, j: 1 });
    const reply = s.computerPlay();
    expect(reply?.player).toBe(model.Circle);
    const after = makeGame(s.game);
    expect(s.undo()).toEqual([{ player: model.Cross, move: { i: 1, j: 1 } }, reply]);
    expect(s.game).toBe(Game.make());
    expect(s.state.canRedo).toBe(true);
    expect(s.redo()).toHaveLength(2);
    expect(makeGame(s.game)).toBe(after);
    expect(s.redo()).toBeNull();
  });

  it('issue 20.6: a new move clears what redo would play; two people undo one move at a time', () => {
    const s = new TicTacToeSession({ x: 'human', o: 'human', random: mulberry32(1) });
    s.play({ i: 1, j: 1 });
    s.play({ i: 2, j: 2 });
    expect(s.undo()).toEqual([{ player: model.Circle, move: { i: 2, j: 2 } }]);
    s.play({ i: 3, j: 3 });
    expect(s.state.canRedo).toBe(false);
    expect(s.computerPlay()).toBeNull();
    expect(s.moves.map((m) => m.move)).toEqual([
      { i: 1, j: 1 },
      { i: 3, j: 3 },
    ]);
  });

  it('issue 20.6: as O against the computer, nothing can be undone before your first move', () => {
    const s = new TicTacToeSession({ x: 'computer', o: 'human', random: mulberry32(5) });
    expect(s.state.toMove).toBe('computer');
    s.computerPlay();
    expect(s.state.toMove).toBe('human');
    expect(s.undo()).toBeNull();
    expect(s.moves).toHaveLength(1);
  });

  it('issue 20.6: the same seed replays the same game between two computers; the perfect ones draw', () => {
    const playOut = (seed: number) => {
      const s = new TicTacToeSession({ x: 'computer', o: 'computer', level: 'perfect', random: mulberry32(seed) });
      while (s.computerPlay() !== null);
      return s.state;
    };
    expect(makeGame(playOut(9).game)).toBe(makeGame(playOut(9).game));
    for (const seed of [1, 2, 3, 4]) expect(playOut(seed).result).toBe('draw');
  });

  it('issue 20.6: an illegal move throws the model error and changes nothing', () => {
    const s = new TicTacToeSession({ x: 'human', o: 'human', random: mulberry32(1) });
    s.play({ i: 2, j: 2 });
    const before = s.state;
    expect(() => s.play({ i: 2, j: 2 })).toThrow(PreconditionViolation);
    expect(s.state).toEqual(before);
    expect(() => new TicTacToeSession({ x: 'robot' as never, random: mulberry32(1) })).toThrow(TicTacToeError);
    expect(() => s.play(null as never)).toThrow(TicTacToeError);
    expect(s.state).toEqual(before);
  });

  it('issue 20.6: the perfect computer takes a win at once; the hint does not draw on the random source', () => {
    const g = parseGame('XX./OO./...');
    expect(computerMove(g, 'perfect', () => 0.99)).toEqual({ i: 1, j: 3 });
    expect(hint(g)).toEqual({ move: { i: 1, j: 3 }, others: [], outcome: 'win' });
    let calls = 0;
    const s = new TicTacToeSession({
      random: () => {
        calls++;
        return 0.5;
      },
    });
    s.hint();
    expect(calls).toBe(0);
  });

  it('issue 20.6: a session saved as data comes back with its moves and its redo', () => {
    const s = new TicTacToeSession({ x: 'human', o: 'computer', random: mulberry32(4) });
    s.play({ i: 2, j: 2 });
    s.computerPlay();
    s.play({ i: 1, j: 2 });
    s.computerPlay();
    s.undo();
    const data = JSON.parse(JSON.stringify(s));
    expect(data).toMatchObject({ v: 1, x: 'human', o: 'computer', level: 'perfect' });
    const back = TicTacToeSession.fromJSON(data, mulberry32(4));
    expect(back.state).toEqual(s.state);
    expect(back.redo()).toEqual(s.redo());
    expect(makeGame(back.game)).toBe(makeGame(s.game));
    for (const bad of [null, { ...data, v: 2 }, { ...data, moves: ['4,4'] }, { ...data, moves: ['2,2', '2,2'] }]) {
      expect(() => TicTacToeSession.fromJSON(bad, mulberry32(1))).toThrow(TicTacToeError);
    }
  });
});

// The session below the views (issue 20 item 6): the Othello game as the
// console app and the web view both play it, with no I/O.
import * as model from '@arcade/model-othello';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfFor } from '../../../test-support/hostile.js';
import { runReadmeBlock } from '../../../test-support/readme.js';
import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
import { isEngineError } from '../src/errors.js';
import * as session from '../src/session.js';

const { Cell, makeBoard, makeSquare, makeTranscript, parseBoard, parseSquare, playTranscript } = model;
const { OthelloSession, computerMove } = session;
const sq = parseSquare;

describe('issue 20.6: the Othello session', () => {
  it('issue 20.6: the README section runs and prints what its comments say', () => {
    const run = runReadmeBlock(new URL('../README.md', import.meta.url), '@arcade/engine-othello/session', {
      '@arcade/model-othello': model,
      '@arcade/engine-othello/session': session,
    });
    expect(run.expected.length).toBeGreaterThanOrEqual(5);
    expect(run.printed).toEqual(run.expected);
  });

  it('issue 20.6: play returns the flipped discs; an illegal move throws and changes nothing', () => {
    const s = new OthelloSession({ white: 'human' });
    expect(s.play(sq('f5')).flipped.map(makeSquare)).toEqual(['e5']);
    const before = s.state;
    expect(() => s.play(sq('a1'))).toThrow();
    expect(s.state).toEqual(before);
    expect(() => s.playMoves([sq('d6'), sq('a1')])).toThrow();
    expect(s.state).toEqual(before);
    expect(() => s.play(null as never)).toThrow(/the square must be/);
    expect(() => s.playMoves('d6' as never)).toThrow(/array/);
    expect(s.state).toEqual(before);
  });

  it('issue 20.6: undo goes back to your previous turn past the computer reply, and redo plays both again', () => {
    const s = new OthelloSession({ level: 2, seed: 1 });
    expect(s.undo()).toBeNull();
    s.play(sq('d3'));
    const reply = s.computerPlay();
    expect(reply?.player).toBe(Cell.WHITE);
    const board = s.state.board;
    expect(s.undo()?.map(makeSquare)).toEqual(['d3', makeSquare(reply!.square)]);
    expect(s.state.moves).toEqual([]);
    expect(s.redo()?.length).toBe(2);
    expect(s.state.board).toBe(board);
    expect(s.redo()).toBeNull();
    s.undo();
    s.play(sq('c4'));
    expect(s.state.canRedo).toBe(false);
  });

  it('issue 20.6: a pass is due when the side to move has none, and undo steps over it', () => {
    // Black to move with no legal move, white has one: a pass.
    const s = new OthelloSession({ black: 'human', white: 'human', game: parseBoard(`${'O'.repeat(62)}X- X`) });
    expect(s.state.mustPass).toBe(true);
    expect(s.computerPlay()).toBeNull();
    expect(s.pass()).toBe(Cell.BLACK);
    expect(s.pass()).toBeNull();
    expect(s.state.turn).toBe(Cell.WHITE);
  });

  it('issue 20.6: the worker function makes the same choice as the session, from plain data', () => {
    for (const seed of [1, 2, 3]) {
      const game = playTranscript('f5d6c3d3c4');
      const s = new OthelloSession({ black: 'human', white: 'computer', level: 1, seed, game });
      const data = JSON.parse(JSON.stringify({ board: makeBoard(s.game), level: 1, seed }));
      const fromWorker = computerMove(data);
      const twin = new OthelloSession({ black: 'human', white: 'computer', level: 1, seed, game: s.game });
      expect(makeSquare(s.computerPlay()!.square)).toBe(fromWorker.move);
      // The worker's answer played as the computer's move: the same position, with no search here.
      expect(makeSquare(twin.computerPlay({ move: fromWorker.move! })!.square)).toBe(fromWorker.move);
      expect(twin.state.board).toBe(s.state.board);
    }
  });

  it('issue 20.6: the same seed replays the same game between two computers', () => {
    const playOut = (seed: number): string => {
      const s = new OthelloSession({ black: 'computer', white: 'computer', level: 1, seed });
      while (!s.state.over) if (s.pass() === null) s.computerPlay();
      return makeTranscript(s.game.moves());
    };
    expect(playOut(5)).toBe(playOut(5));
    expect(playOut(5)).not.toBe(playOut(6));
  });

  it('issue 20.6: a bad option throws the engine error', () => {
    expect(() => new OthelloSession({ level: 9 })).toThrow(/level/);
    expect(() => new OthelloSession({ black: 'robot' as never })).toThrow(/black/);
  });

  it('issue 20.6: a session saved as data comes back with its moves, its passes and its redo', () => {
    const s = new OthelloSession({ black: 'human', white: 'computer', level: 1, seed: 9 });
    s.play(sq('d3'));
    s.computerPlay();
    s.play(s.state.legal[0]!);
    s.computerPlay();
    s.undo();
    const data = JSON.parse(JSON.stringify(s));
    expect(data).toMatchObject({ v: 1, black: 'human', white: 'computer', level: 1, seed: 9 });
    const back = OthelloSession.fromJSON(data);
    expect(back.state).toEqual(s.state);
    expect(back.redo()).toEqual(s.redo());
    expect(back.state).toEqual(s.state);
    // A pass made before saving is kept.
    const p = new OthelloSession({ black: 'human', white: 'human', game: parseBoard(`${'O'.repeat(62)}X- X`) });
    p.pass();
    expect(OthelloSession.fromJSON(JSON.parse(JSON.stringify(p))).state).toEqual(p.state);
    for (const bad of [
      null,
      { ...data, v: 0 },
      { ...data, moves: 'a1' },
      { ...data, board: data.start },
      { ...data, redo: [1] },
    ]) {
      expect(() => OthelloSession.fromJSON(bad)).toThrow();
    }
    expect(() => OthelloSession.fromJSON({ ...data, board: data.start })).toThrow(/board is not where/);
  });
});

/** Plays on from `picks` between two people: each an index into the legal moves, or (a multiple of 9) an undo, then a redo when it is a multiple of 18. */
function playPicks(s: InstanceType<typeof OthelloSession>, picks: readonly number[]): void {
  for (const k of picks) {
    if (s.state.over) return;
    if (k % 9 === 0) {
      if (k % 18 === 0) s.redo();
      else s.undo();
      continue;
    }
    s.pass();
    const legal = s.state.legal;
    s.play(legal[k % legal.length]!);
  }
}

const codeOf = codeOfFor(isEngineError);

describe('issue 20.3: the session saved as data, read with core’s readers', () => {
  it('issue 20.3: the round trip over random play, with undo and redo, through JSON text, goes on alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 70 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (level, seed, picks, more) => {
          const s = new OthelloSession({ black: 'human', white: 'human', level, seed });
          playPicks(s, picks);
          const text = JSON.stringify(s);
          const back = OthelloSession.fromJSON(JSON.parse(text));
          expect(JSON.stringify(back)).toBe(text);
          expect(back.state).toEqual(s.state);
          playPicks(s, more);
          playPicks(back, more);
          expect(JSON.stringify(back)).toBe(JSON.stringify(s));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('issue 20.3: damaged data is refused with EngineError BAD_DATA, and the data is left as it was', () => {
    const s = new OthelloSession({ black: 'human', white: 'human', level: 2, seed: 3 });
    playPicks(s, [1, 2, 3, 4, 5, 6, 9, 1, 2, 9]);
    const data = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    expect((data.redo as unknown[]).length).toBeGreaterThan(0);
    for (const bad of [
      ...mustRefuse(data),
      { ...data, black: 'robot' },
      { ...data, level: 9 },
      { ...data, seed: 1.5 },
      { ...data, start: 'x' },
      { ...data, moves: 'a1' },
      { ...data, moves: 'zz' },
      { ...data, board: data.start },
      { ...data, redo: [1] },
      { ...data, redo: ['a1'] },
      { ...data, redo: 'd3' },
    ]) {
      expect(
        codeOf(() => OthelloSession.fromJSON(bad)),
        String(JSON.stringify(bad)),
      ).toBe('BAD_DATA');
    }
    const all = mutationsOf(data);
    let ticks = 0;
    const clock = () => ticks++;
    fc.assert(
      fc.property(fc.nat(all.length - 1), (k) => {
        const bad = all[k];
        const before = structuredClone(bad);
        const code = codeOf(() => OthelloSession.fromJSON(bad, clock));
        expect(code === 'BAD_DATA' || code === 'no error', `${String(JSON.stringify(bad))}: ${String(code)}`).toBe(
          true,
        );
        expect(bad).toEqual(before);
      }),
      { numRuns: 300 },
    );
    // Reading saved data never reads the engine's clock.
    expect(ticks).toBe(0);
  });
});

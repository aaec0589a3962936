// The session below the views (issue 20 item 6): the tic-tac-toe game as the
// console app and the web view both play it, with no I/O.
import { seededRandom } from '@arcade/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfFor } from '../../../test-support/hostile.js';
import { runReadmeBlock } from '../../../test-support/readme.js';
import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
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
    const back = TicTacToeSession.fromJSON(data);
    expect(back.state).toEqual(s.state);
    expect(back.redo()).toEqual(s.redo());
    expect(makeGame(back.game)).toBe(makeGame(s.game));
    for (const bad of [null, { ...data, v: 2 }, { ...data, moves: ['4,4'] }, { ...data, moves: ['2,2', '2,2'] }]) {
      expect(() => TicTacToeSession.fromJSON(bad)).toThrow(TicTacToeError);
    }
  });
});

/** Plays a game of the session from `picks` (indices into the person's legal moves), the computer replying. */
function playOn(s: InstanceType<typeof TicTacToeSession>, picks: readonly number[]): string[] {
  const seen: string[] = [];
  for (const k of picks) {
    const reply = s.computerPlay();
    if (reply !== null) seen.push(`c${reply.move.i},${reply.move.j}`);
    const legal = s.game.legalMoves();
    if (legal.length === 0 || s.toMove() !== 'human') break;
    const m = legal[k % legal.length]!;
    s.play(m);
    seen.push(`${m.i},${m.j}`);
  }
  return seen;
}

const kinds = fc.constantFrom<'human' | 'computer'>('human', 'computer');
const codeOf = codeOfFor((e) => e instanceof TicTacToeError);

describe('issue 20.3: the session saved as data, read with core’s readers', () => {
  it('issue 20.3: the round trip over random play, with undo and redo, through JSON text', () => {
    fc.assert(
      fc.property(
        kinds,
        kinds,
        fc.constantFrom('perfect', 'random' as const),
        fc.nat(2 ** 32 - 1),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.nat(3),
        (x, o, level, seed, picks, undos) => {
          const s = new TicTacToeSession({ x, o, level, random: mulberry32(seed) });
          playOn(s, picks);
          for (let k = 0; k < undos; k++) s.undo();
          const text = JSON.stringify(s);
          const back = TicTacToeSession.fromJSON(JSON.parse(text));
          expect(JSON.stringify(back)).toBe(text);
          expect(back.state).toEqual(s.state);
        },
      ),
    );
  });

  it('issue 20.3: damaged data is refused with TicTacToeError BAD_DATA, and the data is left as it was', () => {
    const s = new TicTacToeSession({ x: 'human', o: 'computer', level: 'random', random: mulberry32(8) });
    playOn(s, [0, 3]);
    s.undo();
    const data = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    for (const bad of [
      ...mustRefuse(data),
      { ...data, x: 'robot' },
      { ...data, level: 'good' },
      { ...data, moves: ['4,4'] },
      { ...data, moves: ['2,2', '2,2'] },
      { ...data, moves: Array(10).fill('1,1') },
      { ...data, rng: -1 },
      { ...data, rng: 2 ** 32 },
      { ...data, rng: '5' },
    ]) {
      expect(
        codeOf(() => TicTacToeSession.fromJSON(bad)),
        JSON.stringify(bad),
      ).toBe('BAD_DATA');
    }
    const all = mutationsOf(data);
    fc.assert(
      fc.property(fc.nat(all.length - 1), (k) => {
        const bad = all[k];
        const before = structuredClone(bad);
        // Data with no generator saved (rng null) is read with a random source given.
        const saysNoRng = (bad as { rng?: unknown } | null)?.rng === null;
        const code = codeOf(() => TicTacToeSession.fromJSON(bad, saysNoRng ? mulberry32(1) : undefined));
        expect(code === 'BAD_DATA' || code === 'no error', JSON.stringify(bad)).toBe(true);
        expect(bad).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('issue 20.3: a refused fromJSON changes nothing: the random source given is never drawn from', () => {
    let calls = 0;
    const own = () => {
      calls++;
      return 0.5;
    };
    const s = new TicTacToeSession({ x: 'human', o: 'computer', level: 'random', random: own });
    playOn(s, [4, 1]);
    const data = JSON.parse(JSON.stringify(s));
    expect(data.rng).toBeNull();
    calls = 0;
    // Its last move replaced by a taken cell: refused after the first moves were replayed.
    const bad = { ...data, moves: [...data.moves.slice(0, -1), data.moves[0]] };
    expect(codeOf(() => TicTacToeSession.fromJSON(bad, own))).toBe('BAD_DATA');
    expect(calls).toBe(0);
    // With no generator saved, the random source must be given (and must be left out otherwise).
    expect(codeOf(() => TicTacToeSession.fromJSON(data))).toBe('WRONG_TYPE');
    expect(TicTacToeSession.fromJSON(data, own).state).toEqual(s.state);
    const seeded = JSON.parse(JSON.stringify(new TicTacToeSession({ random: seededRandom(1) })));
    expect(codeOf(() => TicTacToeSession.fromJSON(seeded, own))).toBe('WRONG_TYPE');
  });
});

describe('issue 20.3 (item 2): the random computer’s generator is saved with the session', () => {
  it('issue 20.3: saved mid-game and restored, both sessions go on exactly alike', () => {
    fc.assert(
      fc.property(
        kinds,
        fc.nat(2 ** 32 - 1),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (x, seed, before, after, core) => {
          // Two random computers and a person: the generator is drawn at every computer move.
          const o = x === 'human' ? 'computer' : 'human';
          const random = core ? seededRandom(seed) : mulberry32(seed);
          const s = new TicTacToeSession({ x, o, level: 'random', random });
          playOn(s, before);
          const back = TicTacToeSession.fromJSON(JSON.parse(JSON.stringify(s)));
          expect(playOn(back, after)).toEqual(playOn(s, after));
          expect(back.state).toEqual(s.state);
        },
      ),
    );
    // Two computers from the start: the whole rest of the game is the generator's.
    for (let seed = 0; seed < 20; seed++) {
      const s = new TicTacToeSession({ x: 'computer', o: 'computer', level: 'random', random: mulberry32(seed) });
      s.computerPlay();
      s.computerPlay();
      const back = TicTacToeSession.fromJSON(JSON.parse(JSON.stringify(s)));
      while (s.computerPlay() !== null) back.computerPlay();
      expect(makeGame(back.game)).toBe(makeGame(s.game));
    }
  });
});

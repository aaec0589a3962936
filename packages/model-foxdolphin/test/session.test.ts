// The session below the views (issue 20 item 6): Foxes and Dolphins played
// step by step, so that a view can wait for a person's moves between steps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfFor } from '../../../test-support/hostile.js';
import { runReadmeBlock } from '../../../test-support/readme.js';
import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
import * as model from '../src/index.js';
import * as session from '../src/session.js';

const { Controller, generateIsland, makeBoard, mulberry32, STRATEGIES } = model;
const { FoxDolphinSession, outcomeFor } = session;

/** The same game through the Controller's own playRound, for comparison. */
function controllerGame(seed: number, rounds: number, fox: model.Strategy, dolphin: model.Strategy) {
  const rng = mulberry32(seed);
  const board = generateIsland({ rng });
  return new Controller({ board, rng, roundLimit: rounds, fox, dolphin });
}

describe('issue 20.6: the Foxes and Dolphins session', () => {
  it('issue 20.6: the README section runs and prints what its comments say', () => {
    const run = runReadmeBlock(new URL('../README.md', import.meta.url), '@arcade/model-foxdolphin/session', {
      '@arcade/model-foxdolphin': model,
      '@arcade/model-foxdolphin/session': session,
    });
    expect(run.expected.length).toBeGreaterThanOrEqual(4);
    expect(run.printed).toEqual(run.expected);
  });

  it('issue 20.6: watching two computers plays the same game as Controller.playRound', () => {
    for (const seed of [1, 7]) {
      const s = new FoxDolphinSession({ seed, rounds: 40 });
      const c = controllerGame(seed, 40, STRATEGIES.greedy(), STRATEGIES.greedy());
      while (!c.isOver()) expect(s.playRound()).toEqual(c.playRound());
      expect(s.isOver()).toBe(true);
      expect(s.winner()).toBe(c.winner());
      expect(s.round).toBe(c.round);
      expect(makeBoard(s.board)).toBe(makeBoard(c.board));
      expect(() => s.playRound()).toThrow(model.GameOverError);
    }
  });

  it('issue 20.6: a person moving step by step plays the same game as a strategy making the same moves', () => {
    // The person plays the random strategy's moves (its own seeded source), passing now and then.
    const choose = STRATEGIES.greedy();
    const s = new FoxDolphinSession({ seed: 5, rounds: 12, play: 'Fox' });
    const log: Array<{ from: model.Coord; to: model.Coord } | null> = [];
    while (!s.isOver()) {
      if (s.step() !== null) continue;
      expect(s.awaiting).toBe('Fox');
      const made = s.turnMoves!.made;
      const req = made === 1 ? null : choose.moveRequest(s.board, 'Fox', mulberry32(made));
      if (req === null) {
        log.push(null);
        expect(s.pass().animal).toBe('Fox');
        continue;
      }
      log.push({ from: { x: req.piece.x, y: req.piece.y }, to: { x: req.x, y: req.y } });
      expect(s.move({ x: req.piece.x, y: req.piece.y }, { x: req.x, y: req.y }).ok).toBe(true);
    }
    let k = 0;
    const replay: model.Strategy = {
      name: 'replay',
      moveRequest: () => {
        const m = log[k++] ?? null;
        return m === null ? null : { piece: { type: 'Fox', ...m.from }, x: m.to.x, y: m.to.y };
      },
    };
    const c = controllerGame(5, 12, replay, STRATEGIES.greedy());
    c.play();
    expect(makeBoard(s.board)).toBe(makeBoard(c.board));
    expect(s.winner()).toBe(c.winner());
    expect(s.round).toBe(c.round);
  });

  it('issue 20.6: a refused move changes nothing and says why; moving out of turn throws', () => {
    const s = new FoxDolphinSession({ seed: 2, play: 'Dolphin' });
    expect(() => s.move({ x: 0, y: 0 }, { x: 1, y: 0 })).toThrow(model.InvalidArgumentError);
    while (s.awaiting === null) s.step();
    const before = makeBoard(s.board);
    const fox = s.board.piecesOf('Fox')[0]!;
    const r = s.move({ x: fox.x, y: fox.y }, { x: fox.x + 1, y: fox.y });
    expect(r.ok).toBe(false);
    expect(() => s.move(null as never, fox)).toThrow(model.InvalidArgumentError);
    expect(makeBoard(s.board)).toBe(before);
    const dolphin = s.board.piecesOf('Dolphin').find((p) => s.targets(p).length > 0)!;
    const to = s.targets(dolphin)[0]!;
    expect(s.move(dolphin, to).ok).toBe(true);
    expect(s.turnMoves!.made).toBe(1);
  });

  it('issue 20.6: the outcome for the person', () => {
    expect(outcomeFor('Fox', 'Fox')).toBe('won');
    expect(outcomeFor('Fox', 'Dolphin')).toBe('lost');
    expect(outcomeFor('draw', 'Fox')).toBe('draw');
    expect(outcomeFor('Dolphin', null)).toBe('Dolphin');
  });

  it('issue 20.6: a session saved as data replays to the same place', () => {
    const s = new FoxDolphinSession({ seed: 6, rounds: 30, play: 'Dolphin', ai: 'random' });
    for (let turns = 0; turns < 6 && !s.isOver(); ) {
      if (s.step() !== null) continue;
      const dolphin = s.board.piecesOf('Dolphin').find((p) => s.targets(p).length > 0);
      if (dolphin === undefined || turns % 3 === 2) s.pass();
      else s.move(dolphin, s.targets(dolphin)[0]!);
      turns++;
    }
    const data = JSON.parse(JSON.stringify(s));
    expect(data).toMatchObject({ v: 1, options: { seed: 6, rounds: 30, play: 'Dolphin', ai: 'random' } });
    const back = FoxDolphinSession.fromJSON(data);
    expect(makeBoard(back.board)).toBe(makeBoard(s.board));
    expect(back.state).toEqual(s.state);
    const watch = new FoxDolphinSession({ seed: 6, rounds: 8 });
    while (!watch.isOver()) watch.playRound();
    expect(makeBoard(FoxDolphinSession.fromJSON(JSON.parse(JSON.stringify(watch))).board)).toBe(makeBoard(watch.board));
    for (const bad of [
      null,
      { ...data, v: 2 },
      { ...data, log: ['s999999'] },
      { ...data, log: ['0,0 0,1'] },
      { ...data, log: [1] },
    ]) {
      expect(() => FoxDolphinSession.fromJSON(bad)).toThrow(expect.objectContaining({ code: 'BAD_DATA' }));
    }
  });
});

type Session = InstanceType<typeof FoxDolphinSession>;

/**
 * Plays the session on from `picks`: the steps that need nobody, and for each
 * pick one of the person's moves (a piece with somewhere to go and one of its
 * targets, by the pick's number), or a pass when the pick is a multiple of 5.
 * Stops when the picks run out (the session then waits for the person) or the
 * game is over.
 */
function playPicks(s: Session, picks: readonly number[]): void {
  for (const k of picks) {
    while (s.step() !== null);
    const me = s.awaiting;
    if (me === null) return;
    const movable = s.board.piecesOf(me).filter((p) => s.targets(p).length > 0);
    if (k % 5 === 0 || movable.length === 0) s.pass();
    else {
      const piece = movable[k % movable.length]!;
      const targets = s.targets(piece);
      s.move(piece, targets[Math.floor(k / 7) % targets.length]!);
    }
  }
  while (s.step() !== null);
}

const codeOf = codeOfFor((e) => e instanceof model.FoxDolphinError);
const small = { width: 10, height: 8, pieces: 6 } as const;

describe('issue 20.3: the session saved as data, read with core’s readers', () => {
  it('issue 20.3: the round trip over random play, through JSON text, goes on alike', () => {
    fc.assert(
      fc.property(
        fc.nat(2 ** 32 - 1),
        fc.constantFrom('Fox', 'Dolphin', null),
        fc.constantFrom('greedy', 'random' as const),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (seed, play, ai, picks, more) => {
          const s = new FoxDolphinSession({ seed, play, ai, rounds: 20, ...small });
          if (play === null) for (let r = 0; r < picks.length && !s.isOver(); r++) s.playRound();
          else playPicks(s, picks);
          const text = JSON.stringify(s);
          const back = FoxDolphinSession.fromJSON(JSON.parse(text));
          expect(JSON.stringify(back)).toBe(text);
          expect(back.state).toEqual(s.state);
          expect(makeBoard(back.board)).toBe(makeBoard(s.board));
          if (play !== null) {
            playPicks(s, more);
            playPicks(back, more);
            expect(JSON.stringify(back)).toBe(JSON.stringify(s));
            expect(makeBoard(back.board)).toBe(makeBoard(s.board));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('issue 20.3: damaged data is refused with InvalidArgumentError BAD_DATA, and the data is left as it was', () => {
    const s = new FoxDolphinSession({ seed: 4, play: 'Fox', rounds: 12, ...small });
    playPicks(s, [1, 2, 0, 3, 8]);
    const data = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const options = data.options as Record<string, unknown>;
    for (const bad of [
      ...mustRefuse(data),
      { ...data, options: { ...options, seed: -(2 ** 31) - 1 } },
      { ...data, options: { ...options, rounds: 0 } },
      { ...data, options: { ...options, play: 'Owl' } },
      { ...data, options: { ...options, colour: 'red' } },
      { ...data, options: { ...options, width: 1 } },
      { ...data, log: ['s999999'] },
      { ...data, log: ['0,0 0,1'] },
      { ...data, log: [1] },
      { ...data, log: ['pass'] },
      { ...data, log: ['hello'] },
      { ...data, log: Array(100_001).fill('s1') },
    ]) {
      expect(
        codeOf(() => FoxDolphinSession.fromJSON(bad)),
        String(JSON.stringify(bad)).slice(0, 200),
      ).toBe('BAD_DATA');
    }
    const all = mutationsOf(data);
    fc.assert(
      fc.property(fc.nat(all.length - 1), (k) => {
        const bad = all[k];
        const before = structuredClone(bad);
        const code = codeOf(() => FoxDolphinSession.fromJSON(bad));
        expect(code === 'BAD_DATA' || code === 'no error', `${JSON.stringify(bad)}: ${String(code)}`).toBe(true);
        expect(bad).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});

describe('issue 20.6: FoxDolphinSession.undo takes back the person’s last turn', () => {
  it('issue 20.6: undo goes back to where the person’s last turn began, as the seed replays it', () => {
    fc.assert(
      fc.property(
        fc.nat(2 ** 32 - 1),
        fc.constantFrom('Fox', 'Dolphin' as const),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        (seed, play, picks) => {
          const s = new FoxDolphinSession({ seed, play, ai: 'random', rounds: 15, ...small });
          // The session at the start of each of the person's turns, before their first move in it.
          const starts: string[] = [];
          for (const k of picks) {
            while (s.step() !== null);
            if (s.awaiting !== null && s.turnMoves?.made === 0) starts.push(JSON.stringify(s));
            playPicks(s, [k]);
          }
          // A turn under way is taken back to its start; else the last whole turn: either way the last start seen.
          const target = starts.at(-1);
          if (target === undefined) {
            // The person never had a move (stranded from the start, or the game ended first).
            expect(s.undo()).toBeNull();
            return;
          }
          const beforeUndo = JSON.stringify(s);
          expect(s.canUndo).toBe(true);
          const taken = s.undo();
          expect(taken).not.toBeNull();
          expect(taken!.length).toBeGreaterThan(0);
          expect(JSON.stringify(s)).toBe(target);
          expect(s.awaiting).toBe(play);
          expect(s.turnMoves?.made).toBe(0);
          // The same moves again lead where the game was.
          for (const t of taken!) {
            if (t === 'pass') s.pass();
            else expect(s.move(t.from, t.to).ok).toBe(true);
          }
          while (s.step() !== null);
          expect(JSON.stringify(s)).toBe(beforeUndo);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('issue 20.6: nothing to undo when watching or before the first move; undo changes nothing then', () => {
    const watch = new FoxDolphinSession({ seed: 2, rounds: 5 });
    watch.playRound();
    const w = JSON.stringify(watch);
    expect(watch.canUndo).toBe(false);
    expect(watch.undo()).toBeNull();
    expect(JSON.stringify(watch)).toBe(w);
    const s = new FoxDolphinSession({ seed: 2, play: 'Fox' });
    while (s.step() !== null);
    expect(s.state.canUndo).toBe(false);
    const before = JSON.stringify(s);
    expect(s.undo()).toBeNull();
    expect(JSON.stringify(s)).toBe(before);
    // One move, then undo: back to the start, the board as it was.
    const board = makeBoard(s.board);
    const fox = s.board.piecesOf('Fox').find((p) => s.targets(p).length > 0)!;
    const to = s.targets(fox)[0]!;
    s.move(fox, to);
    expect(s.state.canUndo).toBe(true);
    expect(s.undo()).toEqual([{ from: { x: fox.x, y: fox.y }, to }]);
    expect(makeBoard(s.board)).toBe(board);
    expect(JSON.stringify(s)).toBe(before);
  });
});

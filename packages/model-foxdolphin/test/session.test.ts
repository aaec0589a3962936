// The session below the views (issue 20 item 6): Foxes and Dolphins played
// step by step, so that a view can wait for a person's moves between steps.
import { describe, expect, it } from 'vitest';
import { runReadmeBlock } from '../../../test-support/readme.js';
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
      expect(() => FoxDolphinSession.fromJSON(bad)).toThrow(model.FoxDolphinError);
    }
  });
});

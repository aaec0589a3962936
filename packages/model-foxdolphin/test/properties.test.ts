/**
 * The properties, over many seeds and sizes, each game played for
 * hundreds of rounds: every invariant holds after every step (tide, event,
 * each flood, each move); heights never change; no tile changes water status
 * more than 2 tiles from the previous round's shore; a refused move changes
 * nothing; the game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  Controller,
  generateIsland,
  greedyPlayer,
  makeBoard,
  mulberry32,
  randomPlayer,
  type Strategy,
  validate,
  type View,
} from '../src/index.js';

/** Steps from each tile to the nearest tile of `from` over the tile graph. */
function distanceTo(board: Board, from: (t: number) => boolean): Int32Array {
  const dist = new Int32Array(board.tileCount).fill(-1);
  const queue: number[] = [];
  for (let t = 0; t < board.tileCount; t++)
    if (from(t)) {
      dist[t] = 0;
      queue.push(t);
    }
  for (let i = 0; i < queue.length; i++) {
    const t = queue[i]!;
    for (let k = 0; k < 6; k++) {
      const u = board.neighbourOf(t, k);
      if (u >= 0 && dist[u] === -1) {
        dist[u] = dist[t]! + 1;
        queue.push(u);
      }
    }
  }
  return dist;
}

function shore(board: Board): (t: number) => boolean {
  return (t) => {
    for (let k = 0; k < 6; k++) {
      const u = board.neighbourOf(t, k);
      if (u >= 0 && board.isWaterAt(u) !== board.isWaterAt(t)) return true;
    }
    return false;
  };
}

const strategy = fc.constantFrom('random', 'greedy');
/** Rounds of every property run: the issue asks for hundreds. */
const ROUNDS = 300;
/**
 * A player that never eats: a random legal move onto an empty tile (null
 * when there is none). Two of them keep both sides on the board for the
 * whole game, so the moves are checked for hundreds of rounds too.
 */
const peaceful = (): Strategy => ({
  name: 'peaceful',
  moveRequest(board, animal, rng) {
    const moves = board.legalMoves(animal).filter((m) => board.pieceAt(m.x, m.y) === undefined);
    return moves.length === 0 ? null : moves[rng.int(0, moves.length - 1)]!;
  },
});
const make = (name: string): Strategy =>
  name === 'random' ? randomPlayer() : name === 'greedy' ? greedyPlayer() : peaceful();

/** What a checked run did: water steps checked, rounds in which pieces moved, moves made. */
interface Run {
  readonly waterSteps: number;
  readonly movingRounds: number;
  readonly moves: number;
}

/**
 * A seeded game of ROUNDS rounds with every check of the issue: invariants
 * after every step (tide, event, each flood, each move), fixed heights,
 * water changing only next to the previous round's shore, a random request
 * on a clone changing nothing when refused. The water keeps going to the
 * round limit after a side is wiped out (the players stop).
 */
function checkGame(seed: number, width: number, height: number, fox: string, dolphin: string): Run {
  const rng = mulberry32(seed);
  const pieces = Math.max(1, Math.floor((width * height) / 30));
  const board = generateIsland({ rng, width, height, pieces });
  const heights = board.tiles().map((t) => t.h);
  let moves = 0;
  const view: View = {
    updateView(b, after) {
      expect(validate(b)).toBeNull();
      if (after === 'move') {
        moves++;
        expect(game.validate()).toBeNull();
      }
    },
  };
  const game = new Controller({ board, rng, fox: make(fox), dolphin: make(dolphin), roundLimit: ROUNDS, view });
  const probe = mulberry32(seed ^ 0x5eed);
  let waterSteps = 0;
  let movingRounds = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // The water step, one operation at a time.
    const before = board.tiles().map((t) => t.isWater);
    const near = distanceTo(board, shore(board));
    // Each operation of the water step keeps schema Board: checked one at a
    // time on a copy (the game's board takes changes only from its
    // Controller), then the game's own water step, checked by the view too.
    const copy = board.clone();
    const copyRng = mulberry32(seed ^ round);
    copy.tide(copyRng);
    expect(validate(copy)).toBeNull();
    copy.naturalEvent(copyRng);
    expect(validate(copy)).toBeNull();
    copy.flood();
    expect(validate(copy)).toBeNull();
    copy.flood();
    expect(validate(copy)).toBeNull();
    game.waterStep();
    expect(validate(board)).toBeNull();
    board.tiles().forEach((t, i) => {
      expect(t.h).toBe(heights[i]);
      if (t.isWater !== before[i]) expect(near[i]).toBeLessThanOrEqual(1); // <= 2 as the issue asks, and in fact <= 1
    });
    waterSteps++;
    // A random request: if refused, nothing changed.
    const all = board.pieces();
    const p = all[probe.int(0, all.length - 1)]!;
    const x = p.x + probe.int(-2, 2);
    const y = p.y + probe.int(-2, 2);
    // On a clone, so the game goes on unchanged: a refused request leaves
    // the clone as it was, and whatever the clone does leaves the board alone.
    const snapshot = makeBoard(board);
    const clone = board.clone();
    if (!clone.requestMove(p, x, y).moved) expect(makeBoard(clone)).toBe(snapshot);
    expect(makeBoard(board)).toBe(snapshot);
    const movesBefore = moves;
    for (const player of [game.p1, game.p2]) if (!game.isOver()) game.turn(player);
    if (moves > movesBefore) movingRounds++;
  }
  return { waterSteps, movingRounds, moves };
}

describe('properties of whole games', () => {
  it('invariants after every step, fixed heights, water within 2 of the shore, refused moves change nothing', () => {
    const runs: Run[] = [];
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 8, max: 24 }),
        fc.integer({ min: 6, max: 16 }),
        strategy,
        strategy,
        (seed, width, height, fox, dolphin) => {
          const run = checkGame(seed, width, height, fox, dolphin);
          expect(run.moves).toBeGreaterThan(0);
          runs.push(run);
        },
      ),
      { numRuns: 12 },
    );
    // Regression: games often ended early (median 54 rounds) and the runs
    // stopped with them, so the properties were not checked over "hundreds
    // of rounds" as the issue asks. Now the water of every run is checked
    // for ROUNDS rounds.
    expect(runs.length).toBe(12);
    for (const run of runs) expect(run.waterSteps).toBe(ROUNDS);
    // About 10 s on a quiet machine; 90 s in a fresh-clone `pnpm test` beside the browser tests.
  }, 300_000);

  it('regression: both sides survive hundreds of rounds, every move checked (games between hunters ended after a median of 54)', () => {
    // Two players that never eat: both sides stay on the board for the whole
    // game, so moves (not only the water) are checked in hundreds of rounds.
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 10, max: 24 }),
        fc.integer({ min: 8, max: 16 }),
        (seed, width, height) => {
          const run = checkGame(seed, width, height, 'peaceful', 'peaceful');
          expect(run.waterSteps).toBe(ROUNDS);
          // A side may be stranded for a while (or for good by an event), not both for long.
          expect(run.movingRounds).toBeGreaterThanOrEqual(200);
        },
      ),
      { numRuns: 4 },
    );
  }, 300_000);

  it('regression: the refused-request check compared the untouched original, not the clone it moved', () => {
    // A clone whose refused request changed it must be caught: compare the clone.
    const game = Controller.init(4, { seed: 12, width: 12, height: 10 });
    const board = game.board;
    const before = makeBoard(board);
    for (const p of board.pieces()) {
      for (const [dx, dy] of [
        [0, 0],
        [3, 0],
        [1, 1],
        [-1, 0],
        [0, 99],
      ] as const) {
        const clone = board.clone();
        const moved = clone.requestMove(p, p.x + dx, p.y + dy).moved;
        expect(moved).toBe(board.isValidMove(p, p.x + dx, p.y + dy));
        if (moved) expect(makeBoard(clone)).not.toBe(before);
        else expect(makeBoard(clone)).toBe(before);
        expect(makeBoard(board)).toBe(before);
      }
    }
  });

  it('refused requests change nothing: random requests against random states', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
          maxLength: 80,
        }),
        (seed, requests) => {
          const game = Controller.init(4, {
            seed,
            width: 12,
            height: 10,
            dolphin: randomPlayer(),
            fox: randomPlayer(),
          });
          for (let r = 0; r < 5 && !game.isOver(); r++) game.playRound();
          // The game's board takes changes only from its Controller: request on a copy.
          const board = game.board.clone();
          for (const [i, dx, dy] of requests) {
            const all = board.pieces();
            if (all.length === 0) break;
            const p = all[i % all.length]!;
            const before = makeBoard(board);
            const valid = board.isValidMove(p, p.x + dx, p.y + dy);
            const result = board.requestMove(p, p.x + dx, p.y + dy);
            expect(result.moved).toBe(valid);
            if (!result.moved) expect(makeBoard(board)).toBe(before);
            else expect(validate(board)).toBeNull();
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every game ends: a side wiped out, or the round limit', () => {
    fc.assert(
      fc.property(fc.integer(), strategy, strategy, fc.integer({ min: 1, max: 400 }), (seed, fox, dolphin, limit) => {
        const game = Controller.init(5, { seed, fox: make(fox), dolphin: make(dolphin), roundLimit: limit });
        const outcome = game.play();
        expect(game.round).toBeLessThanOrEqual(limit);
        if (outcome === 'draw') expect(game.round).toBe(limit);
        else expect(game.board.pieceCount(outcome === 'Fox' ? 'Dolphin' : 'Fox')).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});

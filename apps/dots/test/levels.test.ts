// The levels of mode L: every level can be won by the greedy bestMove player
// within its limit (a level nobody can win is a defect), difficulty rises,
// and LevelGame keeps its rules (goals, limit, squares, shuffles).
import { bestMove, COLORS, makeBoard, parseBoard, PointT, mulberry32 } from '@arcade/model-twodots';
import { describe, expect, it } from 'vitest';
import { describeGoals, findLevel, LEVELS, LevelGame, levelBoard, simulateLevel } from '../src/levels.js';

describe('the built-in levels', () => {
  it('are at least 12, numbered 1.. in order, frozen, each with goals and its own seed', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(12);
    LEVELS.forEach((lv, i) => {
      expect(lv.number).toBe(i + 1);
      expect(Object.isFrozen(lv)).toBe(true);
      expect(Object.isFrozen(lv.goals)).toBe(true);
      expect(Object.keys(lv.goals).length).toBeGreaterThan(0);
    });
    expect(Object.isFrozen(LEVELS)).toBe(true);
    expect(new Set(LEVELS.map((lv) => lv.seed)).size).toBe(LEVELS.length);
    expect(findLevel(1)).toBe(LEVELS[0]);
    expect(findLevel(0)).toBeUndefined();
    expect(findLevel(LEVELS.length + 1)).toBeUndefined();
    expect(findLevel(1.5)).toBeUndefined();
  });

  it('every level is won by the greedy bestMove player within its limit (bestMove + applyMove)', () => {
    for (const lv of LEVELS) {
      const sim = simulateLevel(lv);
      expect(sim.needed, `level ${lv.number}`).not.toBeNull();
      expect(sim.won, `level ${lv.number}: needs ${sim.needed}, limit ${lv.moves}`).toBe(true);
    }
  });

  it('gets harder: the goals grow and the spare moves of the greedy player never grow', () => {
    const total = (n: number) => COLORS.reduce((s, c) => s + (LEVELS[n]!.goals[c] ?? 0), 0);
    const spare = LEVELS.map((lv) => lv.moves - (simulateLevel(lv).needed ?? Number.POSITIVE_INFINITY));
    for (let i = 1; i < LEVELS.length; i++) {
      expect(spare[i]!).toBeLessThanOrEqual(spare[i - 1]!);
    }
    expect(total(LEVELS.length - 1)).toBeGreaterThan(total(0) * 10);
    expect(spare[0]! - spare.at(-1)!).toBeGreaterThanOrEqual(3);
    // Some margin everywhere: even the last level leaves the greedy player a move or more.
    expect(Math.min(...spare)).toBeGreaterThanOrEqual(1);
  });

  it('plays the same every time: one seed, one board and one game', () => {
    const lv = LEVELS[4]!;
    expect(makeBoard(levelBoard(lv))).toBe(makeBoard(levelBoard(lv)));
    expect(simulateLevel(lv)).toEqual(simulateLevel(lv));
    const others = LEVELS.filter((o) => o !== lv).map((o) => makeBoard(levelBoard(o)));
    expect(others).not.toContain(makeBoard(levelBoard(lv)));
  });

  it('describes goals in words', () => {
    expect(describeGoals({ number: 1, seed: 1, moves: 5, goals: { R: 12, B: 3 } })).toBe('12 red and 3 blue');
    expect(describeGoals({ number: 1, seed: 1, moves: 5, goals: { R: 1, G: 2, Y: 3 } })).toBe(
      '1 red, 2 green and 3 yellow',
    );
  });
});

const P = (r: number, c: number) => new PointT(r, c);

describe('LevelGame', () => {
  const lv = { number: 1, seed: 7, moves: 2, goals: { R: 4 } };

  it('a square clears every dot of its colour and counts them all', () => {
    const board = parseBoard('RRGB\nRRBG\nGBRY\nYGBR', mulberry32(1));
    const game = new LevelGame(lv, board);
    const move = game.play([P(0, 0), P(0, 1), P(1, 1), P(1, 0), P(0, 0)]);
    expect(move.result.loop).toBe(true);
    expect(move.result.removed.R).toBe(6);
    expect(game.collected('R')).toBe(6);
    expect(game.progress()).toEqual([{ color: 'R', got: 4, goal: 4 }]);
    expect(move.status).toBe('won');
    expect(game.movesUsed()).toBe(1);
  });

  it('is lost when the moves run out before the goals are met, and refuses more moves', () => {
    const board = parseBoard('RRGB\nGBBG\nGBRY\nYGBP', mulberry32(1));
    const game = new LevelGame(lv, board);
    expect(game.play([P(0, 0), P(0, 1)]).status).toBe('playing');
    expect(game.movesLeft()).toBe(1);
    const path = bestMove(game.board)!.path;
    const last = game.play(path);
    if (game.collected('R') < 4) {
      expect(last.status).toBe('lost');
      const before = makeBoard(game.board);
      expect(() => game.play(bestMove(game.board)!.path)).toThrow(/over \(lost\)/);
      expect(makeBoard(game.board)).toBe(before);
    }
  });

  it('refuses a bad path with a reason and changes nothing', () => {
    const board = parseBoard('RRGB\nGBBG\nGBRY\nYGBP', mulberry32(1));
    const game = new LevelGame(lv, board);
    const before = makeBoard(board);
    expect(game.check([P(0, 0), P(1, 0)])?.kind).toBe('twoColors');
    expect(game.check([P(0, 0), P(0, 1), P(0, 0)])?.kind).toBe('loopTooShort');
    expect(() => game.play([P(0, 0), P(1, 0)])).toThrow();
    expect(makeBoard(board)).toBe(before);
    expect(game.movesUsed()).toBe(0);
  });

  it('shuffles a board that has no move left, from its own seed, so a level never gets stuck', () => {
    // A checkerboard of 5 colours: no two neighbours alike.
    const stuck = () => parseBoard('RGBPY\nGBPYR\nBPYRG\nPYRGB\nYRGBP', mulberry32(1));
    expect(bestMove(stuck())).toBeNull();
    const a = new LevelGame(lv, stuck());
    expect(a.shuffles()).toBe(1);
    expect(bestMove(a.board)).not.toBeNull();
    // The same dots, rearranged, the same way every time.
    const count = (t: string) => [...t].sort().join('');
    expect(count(makeBoard(a.board))).toBe(count(makeBoard(stuck())));
    expect(makeBoard(new LevelGame(lv, stuck()).board)).toBe(makeBoard(a.board));
  });

  it('refuses a level without goals or moves', () => {
    expect(() => new LevelGame({ number: 1, seed: 1, moves: 0, goals: { R: 1 } })).toThrow(/move limit/);
    expect(() => new LevelGame({ number: 1, seed: 1, moves: 3, goals: {} })).toThrow(/goal/);
    for (const goals of [{ R: -1 }, { R: 1.5 }, { X: 3 }, { R: Number.NaN }, { R: 1e9 }]) {
      expect(() => new LevelGame({ number: 1, seed: 1, moves: 3, goals } as never)).toThrow(/a goal is a colour/);
    }
  });
});

// The session entry below the views (issue 20 item 6): Two Dots' levels,
// goals, move limits, hint and progress rules, which the console app and the
// web view both use. The MIS's strategies stay in apps/dots.
import { describe, expect, it } from 'vitest';
import { runReadmeBlock } from '../../../test-support/readme.js';
import * as model from '../src/index.js';
import * as session from '../src/session.js';

const { bestMove, COLORS } = model;
const { clampProgress, isLevelOpen, LEVELS, LevelGame, levelOutcome, openLevel } = session;

describe('issue 20.6: the Two Dots levels and progress rules', () => {
  it('issue 20.6: the README section runs and prints what its comments say', () => {
    const run = runReadmeBlock(new URL('../README.md', import.meta.url), '@arcade/model-twodots/session', {
      '@arcade/model-twodots': model,
      '@arcade/model-twodots/session': session,
    });
    expect(run.expected.length).toBeGreaterThanOrEqual(4);
    expect(run.printed).toEqual(run.expected);
  });

  it('issue 20.6: twelve levels, each with goals, a move limit and its own seed', () => {
    expect(LEVELS).toHaveLength(12);
    for (const lv of LEVELS) {
      expect(lv.moves).toBeGreaterThan(0);
      expect(COLORS.some((c) => (lv.goals[c] ?? 0) > 0)).toBe(true);
    }
  });

  it('issue 20.6: a move says which goals it completed, once', () => {
    const lv = LEVELS[0]!;
    const game = new LevelGame(lv);
    const met: string[] = [];
    while (game.status() === 'playing') met.push(...game.play(bestMove(game.board)!.path).met);
    expect(game.status()).toBe('won');
    expect(met).toEqual(Object.keys(lv.goals));
  });

  it('issue 20.6: a win opens the next level; a loss or a replay of an easy level changes nothing', () => {
    expect(openLevel(0)).toBe(1);
    expect(isLevelOpen(2, 0)).toBe(false);
    expect(levelOutcome(0, 1, 'won')).toEqual({ highestWon: 1, opened: 2, next: 2, allWon: false });
    expect(levelOutcome(3, 1, 'won')).toEqual({ highestWon: 3, opened: null, next: 2, allWon: false });
    expect(levelOutcome(3, 4, 'lost')).toEqual({ highestWon: 3, opened: null, next: 4, allWon: false });
    expect(levelOutcome(11, 12, 'won')).toEqual({ highestWon: 12, opened: null, next: 12, allWon: true });
    expect(openLevel(12)).toBe(12);
    expect(isLevelOpen(4, 3)).toBe(true);
    expect(isLevelOpen(5, 3)).toBe(false);
  });

  it('issue 20.6: stored progress from elsewhere is made sound', () => {
    expect(clampProgress('3')).toBe(0);
    expect(clampProgress(-2)).toBe(0);
    expect(clampProgress(99)).toBe(12);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(4)).toBe(4);
  });

  it('issue 20.6: a level being played, saved as data, comes back on the same board', () => {
    const game = new LevelGame(LEVELS[2]!);
    for (let k = 0; k < 4; k++) game.play(bestMove(game.board)!.path);
    const data = JSON.parse(JSON.stringify(game));
    expect(data).toMatchObject({ v: 1, level: 3 });
    const back = LevelGame.fromJSON(data);
    expect(model.makeBoard(back.board)).toBe(model.makeBoard(game.board));
    expect(back.progress()).toEqual(game.progress());
    expect(back.movesLeft()).toBe(game.movesLeft());
    for (const bad of [
      null,
      { ...data, v: 2 },
      { ...data, level: 99 },
      { ...data, paths: ['0,0 5,5'] },
      { ...data, paths: [7] },
    ]) {
      expect(() => LevelGame.fromJSON(bad)).toThrow(model.IllegalArgumentException);
    }
  });
});

// The session entry below the views (issue 20 item 6): Two Dots' levels,
// goals, move limits, hint and progress rules, which the console app and the
// web view both use. The MIS's strategies stay in apps/dots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOfFor } from '../../../test-support/hostile.js';
import { runReadmeBlock } from '../../../test-support/readme.js';
import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
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

/** Plays the level on from `picks`: each the best move (a multiple of 3) or a pair of neighbouring dots of one colour. */
function playPicks(game: InstanceType<typeof LevelGame>, picks: readonly number[]): void {
  const b = game.board;
  for (const k of picks) {
    if (game.status() !== 'playing') return;
    const pairs: [model.PointT, model.PointT][] = [];
    for (let r = 0; r < b.getNumRow(); r++) {
      for (let c = 0; c < b.getNumCol(); c++) {
        const p = new model.PointT(r, c);
        for (const q of [new model.PointT(r + 1, c), new model.PointT(r, c + 1)]) {
          if (q.row() < b.getNumRow() && q.col() < b.getNumCol() && b.get(p) === b.get(q)) pairs.push([p, q]);
        }
      }
    }
    game.play(k % 3 === 0 || pairs.length === 0 ? bestMove(b)!.path : pairs[k % pairs.length]!);
  }
}

const codeOf = codeOfFor((e) => e instanceof model.TwoDotsError);

describe('issue 20.3: the level game saved as data, read with core’s readers', () => {
  it('issue 20.3: the round trip over random play, through JSON text, goes on alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: LEVELS.length }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (n, picks, more) => {
          const game = new LevelGame(LEVELS[n - 1]!);
          playPicks(game, picks);
          const text = JSON.stringify(game);
          const back = LevelGame.fromJSON(JSON.parse(text));
          expect(JSON.stringify(back)).toBe(text);
          expect(model.makeBoard(back.board)).toBe(model.makeBoard(game.board));
          expect(back.progress()).toEqual(game.progress());
          expect([back.status(), back.movesLeft(), back.shuffles()]).toEqual([
            game.status(),
            game.movesLeft(),
            game.shuffles(),
          ]);
          playPicks(game, more);
          playPicks(back, more);
          expect(model.makeBoard(back.board)).toBe(model.makeBoard(game.board));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('issue 20.3: damaged data is refused with IllegalArgumentException BAD_DATA, and the data is left as it was', () => {
    const game = new LevelGame(LEVELS[2]!);
    playPicks(game, [1, 2, 3, 4]);
    const data = JSON.parse(JSON.stringify(game)) as Record<string, unknown>;
    for (const bad of [
      ...mustRefuse(data),
      { ...data, level: 99 },
      { ...data, level: 1.5 },
      { ...data, paths: ['0,0 5,5'] },
      { ...data, paths: ['0,0 0,9'] },
      { ...data, paths: [7] },
      { ...data, paths: ['a,b'] },
      { ...data, paths: Array(LEVELS[2]!.moves + 1).fill('0,0 0,1') },
    ]) {
      expect(
        codeOf(() => LevelGame.fromJSON(bad)),
        String(JSON.stringify(bad)),
      ).toBe('BAD_DATA');
    }
    const all = mutationsOf(data);
    fc.assert(
      fc.property(fc.nat(all.length - 1), (k) => {
        const bad = all[k];
        const before = structuredClone(bad);
        const code = codeOf(() => LevelGame.fromJSON(bad));
        expect(code === 'BAD_DATA' || code === 'no error', `${String(JSON.stringify(bad))}: ${String(code)}`).toBe(
          true,
        );
        expect(bad).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('issue 19: the moves and timed modes’ numbers are stated once, in the package', () => {
  it('issue 19: MOVES_MODE and TIMED_MODE are the MIS’s startUp numbers, frozen', () => {
    expect(model.MOVES_MODE).toEqual({ TARGET: 5, moveCount: 15 });
    expect(model.TIMED_MODE).toEqual({ TARGET: 5, TIME: 60 });
    expect(Object.isFrozen(model.MOVES_MODE) && Object.isFrozen(model.TIMED_MODE)).toBe(true);
  });
});

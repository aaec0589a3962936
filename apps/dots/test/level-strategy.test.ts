// Mode L through main() with scripted input and progress in memory: the
// prompt's goals, a square announced, hint, a won and a lost level with
// their Result lines, progress and --level/--reset, every refusal one line.
import { COLOR_NAMES, makeBoard } from '@arcade/model-twodots';
import {
  bufferSink,
  describeTwoDotsPlayProblem,
  renderTwoDotsBoard,
  scriptedReader,
  TWO_DOTS_LEVELS_MODE_PROMPT,
} from '@arcade/view-console/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelStrategy, levelRules } from '../src/level-strategy.js';
import { LEVELS, LevelGame, levelBoard } from '../src/levels.js';
import { main } from '../src/dots.js';
import { memoryProgress, type ProgressStore } from '../src/progress.js';
import { beforeResult } from './helpers.js';
import { greedyWin, linesToSquare, losingLines } from './level-helpers.js';

function run(args: string[], lines: string[], progress: ProgressStore = memoryProgress()) {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(['--seed', '1', ...args], { input: scriptedReader(lines), output, error, echo: true, progress });
  return { code, out: output.text(), err: error.text() };
}

const L1 = LEVELS[0]!;

describe('mode L', () => {
  it('starts at level 1 with its board, its goals and moves left in the prompt', () => {
    const r = run([], ['L']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${TWO_DOTS_LEVELS_MODE_PROMPT}L\n`);
    expect(r.out).toContain('Level 1 of 12: collect 6 red dots in 14 moves.');
    expect(r.out).toContain(renderTwoDotsBoard(levelBoard(L1)));
    expect(r.out).toContain('14 moves left  red 0/6\nYour move (row,col row,col ...): \n');
    expect(beforeResult(r.out, 'quit').endsWith('End of input.\n')).toBe(true);
  });

  it('a won level: Result: level 1 won in K moves, the board once more, progress saved', () => {
    const lines = greedyWin(L1);
    const progress = memoryProgress();
    const r = run([], ['L', ...lines], progress);
    const k = lines.length;
    const before = beforeResult(r.out, `level 1 won in ${k} moves`);
    expect(before).toContain(`Level 1 won in ${k} moves, with ${L1.moves - k} to spare!\n`);
    expect(before.endsWith('Progress saved: level 1 won; the next levels game starts at level 2.\n')).toBe(true);
    expect(progress.highestWon()).toBe(1);
    // The goals count up in the prompt, and the moves left count down.
    expect(r.out).toContain(`\n${L1.moves - 1} moves left  red `);
  });

  it('the next L game starts at the level after the highest won', () => {
    const r = run([], ['L'], memoryProgress(1));
    expect(r.out).toContain('Level 2 of 12: collect 10 blue dots in 20 moves.');
    expect(r.out).toContain(renderTwoDotsBoard(levelBoard(LEVELS[1]!)));
  });

  it('after the last level, the last level again', () => {
    const r = run([], ['L'], memoryProgress(LEVELS.length));
    expect(r.out).toContain('All 12 levels won! Playing level 12 again (--level N picks another).');
    expect(r.out).toContain('Level 12 of 12:');
  });

  it('a lost level: Result: level 1 lost (out of moves), with the goals as they stood', () => {
    const lines = losingLines(L1);
    expect(lines).toHaveLength(L1.moves);
    const progress = memoryProgress();
    const r = run([], ['L', ...lines, 'hint'], progress);
    const before = beforeResult(r.out, 'level 1 lost (out of moves)');
    expect(before).toMatch(/\nOut of moves: level 1 lost\.\nGoals: red [0-5]\/6\n$/);
    expect(r.out).toMatch(/\n1 move left {2}red [0-5]\/6\n/);
    // The line after the last move is not read: the game is over.
    expect(r.out).not.toContain('Hint:');
    expect(progress.highestWon()).toBe(0);
  });

  it('announces a square: Square! all N <colour> dots cleared', () => {
    const found = linesToSquare(L1);
    expect(found).not.toBeNull();
    const { lines, color, total } = found!;
    const r = run([], ['L', ...lines]);
    expect(r.out).toContain(
      `Your move (row,col row,col ...): ${lines.at(-1)}\nSquare! all ${total} ${COLOR_NAMES[color]} dots cleared\n`,
    );
  });

  it("hint shows bestMove's path in the row,col input format, and costs nothing", () => {
    const game = new LevelGame(L1);
    const best = game.hint()!;
    const r = run([], ['L', 'HINT', 'hint']);
    const expected = `Hint: ${best.path.map((p) => `${p.row() + 1},${p.col() + 1}`).join(' ')}  (${best.total} ${COLOR_NAMES[best.color]} dots)\n`;
    expect(r.out.split(expected)).toHaveLength(3);
    expect(r.out.match(/14 moves left/g)).toHaveLength(3);
    expect(r.out).not.toContain('13 moves left');
  });

  it('hint before a square names it as a square', () => {
    const { lines, color, total } = linesToSquare(L1)!;
    const r = run([], ['L', ...lines.slice(0, -1), 'hint']);
    expect(r.out).toContain(`Hint: ${lines.at(-1)}  (a square: clears all ${total} ${COLOR_NAMES[color]} dots)\n`);
  });

  it('every refused line gets one line of reason, and changes neither the board nor the moves left', () => {
    const bad = ['', 'hello', '1,1', '0,0 0,1', '7,7 7,8', '1,1 1,1', '1,1 3,3', '1,1 1,2 1,1', 'x'.repeat(500)];
    const r = run([], ['L', ...bad]);
    const replies = r.out.split(/Your move \(row,col row,col \.\.\.\): /).slice(1, -1);
    expect(replies).toHaveLength(bad.length);
    for (const reply of replies) {
      const [, reason, status] = reply.split('\n');
      expect(reason!.length).toBeGreaterThan(10);
      expect(reason!.length).toBeLessThanOrEqual(80);
      expect(status).toBe('14 moves left  red 0/6');
    }
    expect(r.out).toContain('A square needs 4 dots and a return to the first; you gave 3 points.');
    expect(r.out.split(renderTwoDotsBoard(levelBoard(L1)))).toHaveLength(2);
  });

  it('quit ends the level at once: Result: quit', () => {
    const r = run([], ['L', 'quit', '1,1 1,2']);
    expect(beforeResult(r.out, 'quit').endsWith('You quit level 1. Goodbye.\n')).toBe(true);
  });

  it('help gives the level rules and the hint command; board draws it again', () => {
    const r = run([], ['L', 'help', 'board']);
    expect(r.out).toContain(levelRules(L1).split('\n')[0]!);
    expect(r.out).toContain('  hint   show a move that removes the most dots (a square if there is one)\n');
    expect(r.out.split(renderTwoDotsBoard(levelBoard(L1)))).toHaveLength(3);
  });
});

describe('the prompt of every level', () => {
  it('fits 80 columns with every goal met and the most moves left', () => {
    for (const lv of LEVELS) {
      const goals = Object.entries(lv.goals).map(([c, n]) => `${COLOR_NAMES[c as keyof typeof COLOR_NAMES]} ${n}/${n}`);
      const line = `${lv.moves} moves left  ${goals.join('  ')}`;
      expect(line.length, `level ${lv.number}`).toBeLessThanOrEqual(80);
    }
    const r = run(['--level', '12'], [], memoryProgress(11));
    const status = r.out.split('\n').find((l) => l.startsWith('43 moves left'));
    expect(status).toBe('43 moves left  red 0/20  green 0/20  blue 0/20  purple 0/20  yellow 0/20');
  });
});

describe('--level and --reset', () => {
  it('--level N plays a level already reached, at once (no mode prompt)', () => {
    const r = run(['--level', '3'], [], memoryProgress(2));
    expect(r.code).toBe(0);
    expect(r.out).not.toContain(TWO_DOTS_LEVELS_MODE_PROMPT);
    expect(r.out).toContain('Level 3 of 12: collect 8 red and 8 yellow dots in 20 moves.');
  });

  it('--level N refuses a level not reached yet, in one line, status 2', () => {
    const r = run(['--level', '4'], ['L'], memoryProgress(2));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe('dots: level 4 is not reached yet: levels 1 to 3 are open; a win opens the next\n');
    const fresh = run(['--level=2'], []);
    expect(fresh.err).toBe('dots: level 2 is not reached yet: only level 1 is open; a win opens the next\n');
  });

  it('--level needs an integer from 1 to 12', () => {
    for (const bad of ['0', '13', 'x', '-1', '1.5']) {
      const r = run(['--level', bad], []);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/^dots: --level needs an integer from 1 to 12, got "/);
    }
    expect(run(['--level'], []).err.split('\n')[0]).toBe('dots: --level needs an integer from 1 to 12, got nothing');
  });

  it('--reset forgets the progress: the next L game is level 1', () => {
    const progress = memoryProgress(5);
    const r = run(['--reset'], ['L'], progress);
    expect(r.out).toContain('Progress forgotten: levels start again at level 1.');
    expect(r.out).toContain('Level 1 of 12:');
    expect(progress.highestWon()).toBe(0);
  });

  it('--reset with --level beyond 1 is refused before anything is forgotten', () => {
    const progress = memoryProgress(5);
    const r = run(['--reset', '--level', '3'], [], progress);
    expect(r.code).toBe(2);
    expect(r.err).toBe('dots: level 3 is not reached yet: only level 1 is open after --reset\n');
    expect(progress.highestWon()).toBe(5);
  });

  it('replaying a level already won does not lower the progress', () => {
    const progress = memoryProgress(3);
    const r = run(['--level', '1'], greedyWin(L1), progress);
    expect(r.out).toContain('Result: level 1 won in');
    expect(r.out).not.toContain('Progress saved');
    expect(progress.highestWon()).toBe(3);
  });
});

describe('LevelStrategy', () => {
  it('plays the board it is given (startUp), reports its result, and refuses bad options', () => {
    const output = bufferSink();
    const s = new LevelStrategy({ input: scriptedReader([]), output }, { level: L1 });
    expect(() => s.game()).toThrow(/startUp/);
    const b = levelBoard(L1);
    s.play(b);
    expect(s.result()).toBe('quit');
    expect(s.game().board).toBe(b);
    expect(makeBoard(s.game().board)).toBe(makeBoard(levelBoard(L1)));
    expect(() => new LevelStrategy({ input: scriptedReader([]), output }, {} as never)).toThrow(TypeError);
    expect(() => new LevelStrategy({} as never, { level: L1 })).toThrow(/io/);
  });

  it('describes both loop problems in one line', () => {
    const size = { rows: 6, cols: 6 };
    expect(describeTwoDotsPlayProblem({ kind: 'loopTooShort', length: 3 }, size)).toBe(
      'A square needs 4 dots and a return to the first; you gave 3 points.',
    );
  });
});

describe('mode L on any script', () => {
  const pair = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })).map(([r, c]) => `${r},${c}`);
  const line = fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 6 }).map((ps) => ps.join(' ')),
    fc.constantFrom('', 'hint', 'HELP', 'board', 'quit', 'L', 'x'),
    fc.string({ maxLength: 20 }),
  );

  it('always ends with status 0 and a Result line, every written line within 80 columns', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.integer({ min: 0, max: LEVELS.length }), (lines, won) => {
        const r = run([], ['L', ...lines], memoryProgress(won));
        expect(r.code).toBe(0);
        const result = /Result: ([^\n]+)\n$/.exec(r.out)?.[1] ?? '';
        expect(result).toMatch(/^(quit|level \d+ won in \d+ moves?|level \d+ lost \(out of moves\))$/);
        for (const l of r.out.split('\n')) if (!l.includes('): ')) expect(l.length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 100 },
    );
  });
});

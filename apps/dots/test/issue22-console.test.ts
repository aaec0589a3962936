// Issue 22, the conveniences every console game shares: help and help rules fit 80x24 at every prompt (and a
// 40-column window), a blank line gets the shared reminder, `1, 1 1, 2` is read as `1,1 1,2`, and a bad
// option is one line and `Try 'dots --help'.`
import { renderTwoDotsBoard, TWO_DOTS_LEVELS_MODE_PROMPT, TWO_DOTS_MOVE_PROMPT } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { answerTo, helpProblems, runMain, SCREENS } from '../../../test-support/screen.js';
import { LEVELS, main } from '../src/index.js';
import { gameBoard, planFor } from './helpers.js';
import { greedyWin, losingLines } from './level-helpers.js';

const run = (args: string[], lines: string[], columns?: number) => runMain(main, args, lines, columns);

describe('issue 22 (fit the screen): help and help rules', () => {
  it.each(SCREENS)(
    'fit %i columns (and %i rows) at the mode prompt, in the moves game and in a level',
    (columns, rows) => {
      const help = ['help', 'help rules'];
      const mode = run(['--seed', '1'], help, columns).out;
      expect(helpProblems(mode, TWO_DOTS_LEVELS_MODE_PROMPT, columns, rows)).toEqual([]);
      for (const picked of ['M', 'L']) {
        const out = run(['--seed', '1'], [picked, ...help], columns).out;
        expect(helpProblems(out, TWO_DOTS_MOVE_PROMPT, columns, rows)).toEqual([]);
      }
    },
  );
});

describe('issue 22 (the same answers in every game)', () => {
  it('a blank line gets the shared one-line reminder at the mode prompt and at the move prompt', () => {
    const { out } = run(['--seed', '1'], ['', 'M', '', 'quit']);
    expect(answerTo(out, TWO_DOTS_LEVELS_MODE_PROMPT, '')).toEqual(['Nothing typed: type T, M or L (or help).']);
    // The moves game's prompt starts with the moves left, on the same line.
    expect(answerTo(out, TWO_DOTS_MOVE_PROMPT, '')).toEqual([
      'Nothing typed: type pairs such as 1,1 1,2 (or help).',
      '15 moves left. ',
    ]);
  });

  it('1, 1 1, 2 is played as 1,1 1,2', () => {
    const spaced = run(['--seed', '1'], ['M', '1, 1 1, 2', 'quit']).out;
    expect(spaced).toContain(`${TWO_DOTS_MOVE_PROMPT}1, 1 1, 2\n`);
    expect(spaced.replace('1, 1 1, 2', '1,1 1,2')).toBe(run(['--seed', '1'], ['M', '1,1 1,2', 'quit']).out);
  });
});

describe('issue 22 (bad options)', () => {
  it("one line, then Try 'dots --help'.; a leading -- (pnpm dots -- --seed 1) is dropped", () => {
    expect(run(['--time', 'x'], []).err).toBe(
      'dots: --time needs an integer from 0 to 86400, got "x"\nTry \'dots --help\'.\n',
    );
    expect(run(['--', '--seed', '5'], ['M', 'quit']).out).toContain('Seed 5: replay this game with --seed 5.');
  });
});

describe('issue 22 (play again): another game at a terminal', () => {
  const interactive = (args: string[], lines: string[]) => runMain(main, args, lines, undefined, true);

  it('the moves game: Another moves game? y deals the next seed, which --seed replays', () => {
    const { seed, lines } = planFor(0, true);
    const r = interactive(['--seed', String(seed)], ['M', ...lines, 'y', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Result: you won\nAnother moves game? (y/n): y\n');
    expect(r.out).toContain(`Seed ${seed + 1}: replay this game with --seed ${seed + 1}.`);
    const second = r.out.slice(r.out.indexOf(`Seed ${seed + 1}:`));
    expect(second).toContain(renderTwoDotsBoard(gameBoard(seed + 1)));
    // The quit ends the second game with no offer.
    expect(r.out.endsWith('quit\nYou quit: game over. Goodbye.\nResult: quit\n')).toBe(true);
  });

  it('levels: a won level offers the next, a lost one the same again', () => {
    const won = interactive(['--level', '1'], [...greedyWin(LEVELS[0]), 'y', 'quit']);
    expect(won.out).toMatch(/\nResult: level 1 won in \d+ moves\nPlay level 2\? \(y\/n\): y\n/);
    expect(won.out).toContain('Level 2 of 12');
    const lost = interactive(['--level', '1'], [...losingLines(LEVELS[0]), 'n']);
    expect(lost.out).toMatch(/\nResult: level 1 lost \(out of moves\)\nPlay level 1 again\? \(y\/n\): n\n$/);
  });

  it('piped input (not interactive) plays one game, as before', () => {
    const { seed, lines } = planFor(0, true);
    const r = run(['--seed', String(seed)], ['M', ...lines, 'y', 'M']);
    expect(r.out).not.toContain('Another moves game?');
    expect(r.out.trimEnd().split('\n').at(-1)).toBe('Result: you won');
  });
});

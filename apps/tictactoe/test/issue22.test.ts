// Issue 22, the conveniences every console game shares: help and help rules fit 80x24 (and a 40-column
// window), a blank line gets the shared reminder, `2, 2` is read as `2,2`, and a bad option is one line and
// `Try 'tictactoe --help'.`
import { describe, expect, it } from 'vitest';
import { answerTo, helpProblems, runMain, SCREENS } from '../../../test-support/screen.js';
import { main } from '../src/index.js';

const PROMPT = 'X to move (1-9 or row,col): ';

const run = (args: string[], lines: string[], columns?: number) => runMain(main, args, lines, columns);

describe('issue 22 (fit the screen): help and help rules', () => {
  it.each(SCREENS)('fit %i columns (and %i rows)', (columns, rows) => {
    const { out } = run(['--o', 'human'], ['help', 'help rules'], columns);
    expect(helpProblems(out, PROMPT, columns, rows)).toEqual([]);
  });
});

describe('issue 22 (the same answers in every game)', () => {
  it('a blank line gets the shared one-line reminder, then the prompt again', () => {
    expect(answerTo(run([], ['', 'quit']).out, PROMPT, '')).toEqual([
      'Nothing typed: type a cell 1 to 9 (5 the centre) or row,column (or help).',
    ]);
  });

  it('2, 2 is played as 2,2', () => {
    const spaced = run(['--o', 'human'], ['2, 2', 'quit']).out;
    expect(spaced).toContain(`${PROMPT}2, 2\n`);
    expect(spaced.replace('2, 2', '2,2')).toBe(run(['--o', 'human'], ['2,2', 'quit']).out);
  });
});

describe('issue 22 (bad options)', () => {
  it("one line, then Try 'tictactoe --help'.; a leading -- (pnpm tictactoe -- --seed 1) is dropped", () => {
    expect(run(['--seed', 'x'], []).err).toBe(
      'tictactoe: --seed needs an integer from 0 to 4294967295, got "x"\nTry \'tictactoe --help\'.\n',
    );
    expect(run(['--', '--seed', '5'], ['quit']).out).toContain('Seed 5:');
  });
});

describe('issue 22 (play again): a rematch at a terminal', () => {
  const interactive = (lines: string[]) => runMain(main, ['--seed', '7', '--o', 'human'], lines, undefined, true);

  it('after a finished game: Rematch? y plays another, n ends; each game ends with its Result: line', () => {
    // Two people: X takes the top row.
    const one = ['1', '4', '2', '5', '3'];
    const r = interactive([...one, 'y', ...one, 'n']);
    expect(r.code).toBe(0);
    expect(r.out.match(/^Result: /gm)).toHaveLength(2);
    expect(r.out.match(/^Result: X wins\nRematch\? \(y\/n\): [yn]\n/gm)).toHaveLength(2);
    expect(r.out.split('Tic-tac-toe: two players')).toHaveLength(3);
  });

  it('a quit ends at once, with no offer; piped input (not interactive) is never offered one', () => {
    expect(interactive(['quit', 'y']).out).not.toContain('Rematch?');
    expect(run(['--x', 'computer', '--o', 'computer'], ['y']).out).not.toContain('Rematch?');
  });
});

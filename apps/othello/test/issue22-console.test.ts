// Issue 22, the conveniences every console game shares: help and help rules fit 80x24 (and a 40-column
// window, the board intact), a blank line gets the shared reminder, and a bad option is one line and
// `Try 'othello --help'.`
import { describe, expect, it } from 'vitest';
import { answerTo, helpProblems, runMain, SCREENS } from '../../../test-support/screen.js';
import { main } from '../src/index.js';

const PROMPT = 'Black (X) to move: ';

const run = (args: string[], lines: string[], columns?: number) => runMain(main, args, lines, columns);

describe('issue 22 (fit the screen): help and help rules', () => {
  it.each(SCREENS)('fit %i columns (and %i rows)', (columns, rows) => {
    const { out } = run([], ['help', 'help rules'], columns);
    expect(helpProblems(out, PROMPT, columns, rows)).toEqual([]);
  });

  it('at 40 columns the messages wrap at word boundaries and the board is drawn whole', () => {
    const narrow = run(['--seed', '1'], ['quit'], 40).out;
    const wide = run(['--seed', '1'], ['quit']).out;
    const board = wide.slice(wide.indexOf('\n') + 1, wide.indexOf(PROMPT));
    expect(narrow).toContain(board.split('\n').slice(1, -1).join('\n'));
    expect(narrow.split('\n')[0]).toBe('Othello. You play Black (X) against the');
  });
});

describe('issue 22 (the same answers in every game)', () => {
  it('a blank line gets the shared one-line reminder, then the prompt again', () => {
    expect(answerTo(run([], ['', 'quit']).out, PROMPT, '')).toEqual([
      'Nothing typed: type a square such as d3 (or help).',
    ]);
  });
});

describe('issue 22 (bad options)', () => {
  it("one line, then Try 'othello --help'.; a leading -- (pnpm othello -- --seed 1) is dropped", () => {
    expect(run(['--white', 'cat'], []).err).toBe(
      'othello: --white needs human or computer, got "cat"\nTry \'othello --help\'.\n',
    );
    expect(run(['--', '--seed', '5'], ['quit']).out).toContain('Seed 5 ');
  });
});

describe('issue 22 (play again): a rematch at a terminal', () => {
  const interactive = (args: string[], lines: string[]) => runMain(main, args, lines, undefined, true);
  // Two people; after d3c3b3d2e1d6d7e3 Black's f4 ends the game (13 to 0).
  const game = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];

  it('after a finished game: Rematch? y starts a new game from the start, n ends; each ends with Result:', () => {
    const r = interactive(['--white', 'human', '--seed', '3'], [...game, 'y', ...game, 'n']);
    expect(r.code).toBe(0);
    expect(r.out.match(/^Result: black 13, white 0: black wins\nRematch\? \(y\/n\): [yn]\n/gm)).toHaveLength(2);
    expect(r.out).toContain('Seed 3 ');
    expect(r.out).toContain('Seed 4 ');
  });

  it('a quit ends at once, with no offer; piped input (not interactive) is never offered one', () => {
    expect(interactive(['--white', 'human'], ['quit', 'y']).out).not.toContain('Rematch?');
    expect(run(['--white', 'human'], [...game, 'y']).out).not.toContain('Rematch?');
  });
});

// Issue 22, the conveniences every console game shares: help and help rules fit 80x24 (and a 40-column
// window, where the board is drawn whole and said to be too wide), a blank line gets the shared reminder,
// and a bad option is one line and `Try 'freecell --help'.`
import { describe, expect, it } from 'vitest';
import { answerTo, helpProblems, runMain, SCREENS } from '../../../test-support/screen.js';
import { main } from '../src/index.js';

const PROMPT = 'Your move: ';

const run = (args: string[], lines: string[], columns?: number) => runMain(main, args, lines, columns);

describe('issue 22 (fit the screen): help and help rules', () => {
  it.each(SCREENS)('fit %i columns (and %i rows)', (columns, rows) => {
    const { out } = run(['--deal', '1'], ['help', 'help rules'], columns);
    expect(helpProblems(out, PROMPT, columns, rows)).toEqual([]);
  });

  it('in a 40-column window the board is drawn whole, and said once to be too wide', () => {
    const narrow = run(['--deal', '1'], ['board'], 40).out;
    const wide = run(['--deal', '1'], ['board']).out;
    const board = answerTo(wide, PROMPT, 'board');
    expect(answerTo(narrow, PROMPT, 'board')).toEqual(board);
    expect(narrow.replace(/\s+/g, ' ').match(/This window is 40 columns wide and the board needs \d+/g)).toHaveLength(
      1,
    );
  });
});

describe('issue 22 (the same answers in every game)', () => {
  it('a blank line gets the shared one-line reminder, then the prompt again', () => {
    expect(answerTo(run(['--deal', '1'], ['', 'quit']).out, PROMPT, '')).toEqual([
      'Nothing typed: type a move such as 3a, 4h or 36 (or help).',
    ]);
  });
});

describe('issue 22 (bad options)', () => {
  it("one line, then Try 'freecell --help'.; a leading -- (pnpm freecell -- --deal 1) is dropped", () => {
    expect(run(['--deal', 'x'], []).err).toBe(
      'freecell: --deal needs an integer from 1 to 2147483647, got "x"\nTry \'freecell --help\'.\n',
    );
    expect(run(['--', '--deal', '5'], ['quit']).out).toContain('FreeCell deal 5:');
  });
});

describe('issue 22 (play again): the next deal at a terminal', () => {
  const interactive = (args: string[], lines: string[]) => runMain(main, args, lines, undefined, true);

  it('a deal won offers the next: y plays it, and its own end comes with its own Result line', () => {
    const r = interactive(['--deal', '1'], ['solve', 'y', 'quit']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /\nResult: solved deal 1 by the solver in \d+ moves\nPlay the next deal, 2\? \(y\/n\): y\n\n/,
    );
    expect(r.out).toContain('\nFreeCell deal 2: type help for the commands.\n');
    expect(r.out.endsWith('Your move: quit\nResult: quit\n')).toBe(true);
  });

  it('n ends; piped input (not interactive) plays one deal, as before', () => {
    expect(interactive(['--deal', '1'], ['solve', 'n']).out).toMatch(/Play the next deal, 2\? \(y\/n\): n\n$/);
    const piped = run(['--deal', '1'], ['solve', 'y']);
    expect(piped.out).not.toContain('Play the next deal');
    expect(piped.out.trimEnd().split('\n').at(-1)).toMatch(/^Result: solved deal 1 by the solver/);
  });
});

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

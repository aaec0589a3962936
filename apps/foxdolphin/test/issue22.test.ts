// Issue 22, the conveniences every console game shares: help and help rules fit 80x24 (and a 40-column
// window), a blank line gets the shared reminder, `3, 4 4, 4` is read as `3,4 4,4`, and a bad option is one
// line and `Try 'foxdolphin --help'.`
import { describe, expect, it } from 'vitest';
import { answerTo, helpProblems, runMain, SCREENS } from '../../../test-support/screen.js';
import { main } from '../src/index.js';

const run = (args: string[], lines: string[], columns?: number) => runMain(main, args, lines, columns);

/** The first move prompt of a game where the person plays the foxes. */
function promptOf(out: string): string {
  const m = /Foxes to move \([^)]*\): /.exec(out);
  if (m === null) throw new Error('no fox prompt');
  return m[0];
}

const FOX = ['--play', 'fox', '--seed', '3'];

describe('issue 22 (fit the screen): help and help rules', () => {
  it.each(SCREENS)('fit %i columns (and %i rows)', (columns, rows) => {
    const { out } = run(FOX, ['help', 'help rules'], columns);
    expect(helpProblems(out, promptOf(out), columns, rows)).toEqual([]);
  });
});

describe('issue 22 (the same answers in every game)', () => {
  it('a blank line gets the shared one-line reminder, then the prompt again', () => {
    const { out } = run(FOX, ['', 'quit']);
    expect(answerTo(out, promptOf(out), '')).toEqual(['Nothing typed: type x,y x,y, e.g. 3,4 4,4 (or help).']);
  });

  it('3, 4 4, 4 is read as 3,4 4,4', () => {
    const spaced = run(FOX, ['3, 4 4, 4', 'quit']).out;
    expect(spaced).toContain(': 3, 4 4, 4\n');
    expect(spaced.replace('3, 4 4, 4', '3,4 4,4')).toBe(run(FOX, ['3,4 4,4', 'quit']).out);
  });
});

describe('issue 22 (bad options)', () => {
  it("one line, then Try 'foxdolphin --help'.; a leading -- (pnpm foxdolphin -- --seed 1) is dropped", () => {
    expect(run(['--ai', 'smart'], []).err).toBe(
      'foxdolphin: --ai needs greedy or random, got "smart"\nTry \'foxdolphin --help\'.\n',
    );
    expect(run(['--', '--seed', '5', '--rounds', '1'], []).out).toContain('(seed 5:');
  });
});

describe('issue 22 (play again): a rematch on a new island at a terminal', () => {
  const interactive = (args: string[], lines: string[]) => runMain(main, args, lines, undefined, true);

  it('after a finished game: y plays the next seed, n ends; each game ends with its Result line', () => {
    const r = interactive(['--seed', '3', '--rounds', '1'], ['y', 'n']);
    expect(r.code).toBe(0);
    expect(r.out.match(/^Result: draw\nRematch on a new island\? \(y\/n\): [yn]\n/gm)).toHaveLength(2);
    expect(r.out).toContain('(seed 3: replay this game with --seed 3)');
    expect(r.out).toContain('(seed 4: replay this game with --seed 4)');
  });

  it('a quit ends at once, with no offer; piped input (not interactive) is never offered one', () => {
    expect(interactive(FOX, ['quit', 'y']).out).not.toContain('Rematch');
    expect(run(['--seed', '3', '--rounds', '1'], ['y']).out).not.toContain('Rematch');
  });
});

// Issue 22 for the launcher: at a terminal the menu comes back after a game; the menu takes the game's
// options (`dots --seed 1`, `5 --play fox`); piped input still plays one game and ends; help and help rules
// fit 80x24; a blank line gets the shared reminder; a bad option is one line and `Try 'arcade --help'.`
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtCli, runCli } from '../../../test-support/cli.js';
import { answerTo, helpProblems } from '../../../test-support/screen.js';
import { readChoice } from '../src/index.js';
import { runArcade } from './helpers.js';

const MENU_PROMPT = 'Game (1-5 or a name): ';

const run = runArcade;

describe('issue 22 (play again): the menu comes back after a game at a terminal', () => {
  it('interactive: game after game, each with its options, until quit', () => {
    const r = run([], ['dots --seed 1', '5 --play fox', 'Tic Tac Toe', 'quit'], { interactive: true });
    expect(r.launched).toEqual([
      { id: 'dots', args: ['--seed', '1'] },
      { id: 'foxdolphin', args: ['--play', 'fox'] },
      { id: 'tictactoe', args: [] },
    ]);
    expect(r.code).toBe(0);
    expect(r.out.match(/pick another game, or quit/g)).toHaveLength(3);
    expect(r.out.endsWith('Result: quit\n')).toBe(true);
  });

  it('piped input (not interactive) plays one game and ends with its status, as before', () => {
    const r = run([], ['othello --level 2', 'dots'], { status: 3 });
    expect(r.launched).toEqual([{ id: 'othello', args: ['--level', '2'] }]);
    expect(r.code).toBe(3);
    expect(r.out).not.toContain('pick another game');
  });

  it('a game ended by a signal (Ctrl-C: 130) ends the launcher too', () => {
    const r = run([], ['dots', 'dots'], { interactive: true, status: 130 });
    expect(r.launched).toHaveLength(1);
    expect(r.code).toBe(130);
  });
});

describe('issue 22: readChoice reads a menu line', () => {
  it.each([
    ['dots --seed 1', 'dots', ['--seed', '1']],
    ['  5   --play fox ', 'foxdolphin', ['--play', 'fox']],
    ['two dots --level=2', 'dots', ['--level=2']],
    ['othello --board "XO--- X"', 'othello', ['--board', 'XO--- X']],
    ["othello --load ''", 'othello', ['--load', '']],
    ['TIC-TAC-TOE', 'tictactoe', []],
  ])('%j', (line, id, args) => {
    const choice = readChoice(line);
    expect(typeof choice === 'string' ? choice : { id: choice.game.id, args: choice.args }).toEqual({ id, args });
  });

  it('a line naming no game, or with a quote left open, gets one line', () => {
    expect(readChoice('chess --fast')).toBe(
      '"chess" is not a game: type 1 to 5 or a name (dots, othello, freecell, tictactoe, foxdolphin).',
    );
    expect(readChoice('--seed 1')).toMatch(/^"--seed 1" is not a game/);
    expect(readChoice('dots --board "x')).toBe('A quote (") is not closed: close it, or leave the quotes out.');
  });
});

describe('issue 22 (fit the screen, the same answers)', () => {
  it('help and help rules at the menu fit 80x24; a blank line gets the shared reminder', () => {
    const { out } = run([], ['help', 'help rules', '', 'quit']);
    expect(helpProblems(out, MENU_PROMPT, 80, 24)).toEqual([]);
    expect(answerTo(out, MENU_PROMPT, '')).toEqual([
      'Nothing typed: type a number or a name, and options: dots --seed 1 (or help).',
    ]);
  });

  it("a bad option is one line and Try 'arcade --help'.; a leading -- (pnpm arcade -- dots --seed 1) is dropped", () => {
    expect(run(['--bogus'], []).err).toBe('arcade: unknown option "--bogus"\nTry \'arcade --help\'.\n');
    expect(run(['--', 'dots', '--seed', '1'], []).launched).toEqual([{ id: 'dots', args: ['--seed', '1'] }]);
  });
});

describe("issue 22 (bad options): the root README's piped examples", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const examples = [...readme.matchAll(/^printf '([^']*)' \| pnpm (\S+) (\w+)([^#\n]*)/gm)];

  it('use pnpm -s, so pnpm prints nothing of its own', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const [line, , flag] of examples) expect(flag, line).toBe('-s');
  });

  it.each(examples.map((m) => [m[0], m[1]!, m[3]!, m[4]!.trim()] as const))(
    'run as written with the built binary: %s',
    (_line, input, app, args) => {
      const cli = builtCli(new URL(`../../${app}/dist/cli.js`, import.meta.url));
      const r = runCli(cli, args === '' ? [] : args.split(/\s+/), input.replace(/\\n/g, '\n'));
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out.trimEnd().split('\n').at(-1)).toMatch(/^Result: /);
    },
  );
});

// End-to-end: the built binary (dist/cli.cjs, the `freecell` binary, which turbo builds before this
// package's tests) with piped input, as a person or a script runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FreecellGame, msDeal, parseMove } from '@arcade/model-freecell';
import { describe, expect, it } from 'vitest';
import { quoteInput } from '@arcade/view-console/node';
import { builtCli, interruptAtPrompt, runCli } from '../../../test-support/cli.js';
import { RUN_BOARD, replies, run } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.cjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'freecell-e2e-'));

function freecell(args: string[], input = '') {
  return runCli(CLI, args, input);
}

/** `freecell --deal N --solve`: the header line and the moves. */
function solution(deal: number): { head: string; moves: string[] } {
  const r = freecell(['--deal', String(deal), '--solve']);
  expect(r.code).toBe(0);
  expect(r.err).toBe('');
  const [head = '', line = '', end] = r.out.split('\n');
  expect(end).toBe('');
  return { head, moves: line.split(' ') };
}

function homeCount(g: FreecellGame): number {
  return g.position().foundations.reduce((n, f) => n + f.length, 0);
}

describe('freecell binary: the solver', () => {
  it('--solve prints a solution that game.play replays to a win', () => {
    for (const deal of [1, 2, 617]) {
      const { head, moves } = solution(deal);
      expect(head).toBe(`Deal ${deal}: solved in ${moves.length} moves`);
      const g = new FreecellGame();
      g.newGame(msDeal(deal));
      for (const m of moves) g.play(m);
      expect(g.gameWon()).toBe(true);
    }
  });

  it('a deal is won by typing its --solve output, one move a line, with --no-auto', () => {
    const { moves } = solution(1);
    const r = freecell(['--deal', '1', '--no-auto'], `${moves.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).not.toContain('Home by themselves');
    // Every move played, none refused: each reply starts with the move typed.
    const replies = r.out.split('Your move: ').slice(1);
    expect(replies).toHaveLength(moves.length);
    for (const [k, reply] of replies.entries()) expect(reply.startsWith(`${moves[k]}\n${moves[k]}: `)).toBe(true);
    expect(
      r.out.endsWith(`All 52 cards home: won! Moves: ${moves.length}.\nResult: won deal 1 in ${moves.length} moves\n`),
    ).toBe(true);
  });

  it('a deal is won with automatic moves on, typing only the moves the game does not make by itself', () => {
    const { moves } = solution(617);
    // Which moves to type, worked out on the model: a foundation move of the
    // solution is left out while the game (automatic moves on) has more cards
    // home than the solution at that point.
    const solver = new FreecellGame();
    solver.newGame(msDeal(617));
    const player = solver.clone();
    player.autoMoveToFoundations();
    const typed: string[] = [];
    for (const m of moves) {
      const home = parseMove(m).to.kind === 'foundation';
      solver.play(m);
      if (home && homeCount(player) >= homeCount(solver)) continue;
      player.play(m);
      player.autoMoveToFoundations();
      typed.push(m);
    }
    expect(player.gameWon()).toBe(true);
    const r = freecell(['--deal', '617'], `${typed.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Home by themselves: ');
    expect(r.out.split('Your move: ')).toHaveLength(typed.length + 1);
    expect(r.out.endsWith(`Result: won deal 617 in ${typed.length} moves\n`)).toBe(true);
  });

  it('--board FILE --solve solves an fc-solve board, and - reads it from stdin', () => {
    const file = join(dir, 'run.txt');
    writeFileSync(file, RUN_BOARD);
    const a = freecell(['--board', file, '--solve']);
    const b = freecell(['--board', '-', '--solve'], RUN_BOARD);
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^Board: solved in \d+ moves\n/);
    expect(b.out).toBe(a.out);
  });

  it('--board with a bad file: one line naming the line, status 1', () => {
    const file = join(dir, 'bad.txt');
    writeFileSync(file, RUN_BOARD.replace(': 3D 6C TD', ': 3D 6C TD 9C'));
    const r = freecell(['--board', file, '--solve']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`freecell: ${quoteInput(file)}: line 3: 9C is already on line 2\n`);
    const short = freecell(['--board', '-', '--solve'], RUN_BOARD.split('\n').slice(0, 5).join('\n'));
    expect(short.code).toBe(1);
    expect(short.err).toBe('freecell: stdin: line 5: 4 column lines, expected 8\n');
  });
});

describe('freecell binary: the console', () => {
  it('every command, sequence moves, automatic moves with undo and redo, and bad moves, piped', () => {
    const file = join(dir, 'run-console.txt');
    writeFileSync(file, RUN_BOARD);
    const lines = [
      ...['12', 'undo', 'redo', 'undo', '3a', '4b', '5c', '12', 'restart', 'redo', 'redo', 'redo', 'redo'],
      ...['xx', 'h1', '1h', 'd1', '11', '21', '15', 'a4', '3a', 'hint', 'board', 'help', 'restart', 'solve'],
    ];
    const r = freecell(['--board', file], `${lines.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    // The binary says what main() says in-process (test/main.test.ts checks those replies one by one).
    expect(r.out).toBe(run(['--board', file], lines).out);
    const rs = replies(r.out);
    expect(rs.slice(0, 4)).toEqual([
      '12: 3 cards (9C 8H 7S) onto TD in column 2.',
      'Took back 12.',
      'Again: 12: 3 cards (9C 8H 7S) onto TD in column 2.',
      'Took back 12.',
    ]);
    expect(rs[7]).toBe('3 cards, but 1 free cell and 0 empty columns move at most 2 at once.');
    expect(rs[12]).toBe('Nothing to redo: no move has been taken back since the last one played.');
    expect(rs.slice(13, 22)).toEqual([
      '"x" is not a place: columns are 1-8, cells a-d, and h is the foundations.',
      'Cards stay on the foundations: a move starts at a column 1-8 or a cell a-d.',
      '7S cannot go home yet: the spades need AS first.',
      'Cell d is empty.',
      '11: the source and the target are the same column.',
      'TD does not go on 7S: it goes on a black J.',
      // 3H, TH and 4C are in the cells again (the three moves played again).
      "No card of column 1's run (9C..7S) goes on 9D, which takes a black 8.",
      '3H does not go on KH: it goes on a black 4.',
      'Cell a already holds 3H.',
    ]);
    expect(rs[22]).toMatch(/^Hint: /);
    expect(r.out).toContain('Commands (at any prompt, in upper or lower case):');
    expect(r.out).toContain('Back to the start of the board: 3 moves taken back (redo plays them again).');
    expect(r.out).toMatch(/The solver plays the rest: \d+ moves\.\nMove 1: /);
    expect(r.out).toMatch(/\nResult: solved the board by the solver in \d+ moves\n$/);
  });

  it('automatic moves and their undo and redo, piped (deal 1)', () => {
    const r = freecell(['--deal', '1'], '6a\n6b\nundo\nredo\n');
    expect(replies(r.out)).toEqual([
      '6a: 3D to cell a.',
      '6b: 2C to cell b. Home by themselves: AC 2C AS.',
      'Took back 6b and sent AC 2C AS back from the foundations.',
      'Again: 6b: 2C to cell b. Home by themselves: AC 2C AS.',
      'End of input.', // then Result: quit
    ]);
    expect(r.out).toContain('3 of 52 cards home. Moves: 2.');
  });

  it('a random deal prints its number, and --deal with that number plays it again', () => {
    const r = freecell(['--seed', '7'], 'quit\n');
    const n = /^Random deal (\d+) \(seed 7\): play it again with --deal \1\.\n/.exec(r.out)?.[1];
    expect(n).toBeDefined();
    const again = freecell(['--deal', n as string], 'quit\n');
    expect(r.out.slice(r.out.indexOf('\n') + 1)).toBe(again.out);
    expect(r.out.endsWith('Your move: quit\nResult: quit\n')).toBe(true);
  });

  it('end of input ends the game with Result: quit and status 0', () => {
    const r = freecell(['--deal', '1'], '6a\n');
    expect(r.code).toBe(0);
    expect(r.out.endsWith('Your move: \nEnd of input.\nResult: quit\n')).toBe(true);
  });

  it("issue 22 (bad options): one line of reason and Try 'freecell --help'. on stderr, status 2", () => {
    for (const args of [['--deal', '0'], ['--deal', 'abc'], ['--seed'], ['--frobnicate'], ['--board', '-']]) {
      const r = freecell(args, '6a\n');
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^freecell: [^\n]+\nTry 'freecell --help'\.\n$/);
    }
    const help = freecell(['-h']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: freecell \[--deal N\]/);
  });

  it('a closed output pipe (yes 1a | freecell --deal 1 | head -1) ends it at once, status 0', () => {
    // The game's own status goes to stderr after it ends; the timeout catches a game that never ends.
    const r = spawnSync(
      'sh',
      ['-c', `(yes 1a | "${process.execPath}" "${CLI}" --deal 1; echo "exit $?" >&2) | head -1`],
      { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } },
    );
    expect(r.signal).toBeNull();
    expect(r.stdout).toBe('FreeCell deal 1: type help for the commands.\n');
    expect(r.stderr).toBe('exit 0\n');
  });

  it('colours red cards when FORCE_COLOR is set, and prints the same letters', () => {
    const coloured = runCli(CLI, ['--deal', '1'], '', { FORCE_COLOR: '1' });
    const plain = freecell(['--deal', '1']);
    expect(coloured.out).toContain('\u001b[31mJD\u001b[39m');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes under test
    expect(coloured.out.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain.out);
  });

  it('an interrupt (SIGINT) at the prompt ends it by the signal (130 in a shell), no stack trace', async () => {
    const { code, signal, err } = await interruptAtPrompt(CLI, ['--deal', '1'], 'Your move: ');
    expect(signal).toBe('SIGINT');
    expect(code).toBeNull();
    expect(err).toBe('');
  });
});

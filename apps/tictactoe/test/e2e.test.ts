// End-to-end: the built binary (dist/cli.js, which turbo builds before this
// package's tests) with piped input. NO_COLOR keeps the transcript plain.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Game, mulberry32 } from '@arcade/model-tictactoe';
import { bufferSink, scriptedReader } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli, interruptAtPrompt, runCli } from '../../../test-support/cli.js';
import { computerMove, main } from '../src/index.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const PROMPT_X = 'X to move (1-9 or row,col): ';

function tictactoe(args: string[], input: string, env?: Record<string, string>) {
  return runCli(CLI, args, input, env);
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

/** The same game in this process, through main(), for comparing transcripts. */
function inProcess(args: string[], lines: string[]): string {
  const output = bufferSink();
  main(args, { input: scriptedReader(lines), output, echo: true });
  return output.text();
}

describe('tictactoe binary, piped input', () => {
  it("plays a whole game against the computer; the transcript is main()'s, replayed by --seed", () => {
    const sweep = ['1,1', '1,2', '1,3', '2,1', '2,2', '2,3', '3,1', '3,2', '3,3'];
    const r = tictactoe(['--seed', '11'], `${sweep.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toBe(inProcess(['--seed', '11'], sweep));
    expect(lastLine(r.out)).toMatch(/^Result: (O wins|draw)$/);
    expect(r.out).not.toContain('\u001b');
  });

  it('ends with each Result line: X wins, O wins, draw', () => {
    const cases: [string, string[]][] = [
      ['X wins', ['1,1', '2,1', '1,2', '2,2', '1,3']],
      ['O wins', ['1,1', '2,1', '1,2', '2,2', '3,3', '2,3']],
      ['draw', ['1,1', '2,2', '3,3', '1,2', '3,2', '3,1', '1,3', '2,3', '2,1']],
    ];
    for (const [result, moves] of cases) {
      const r = tictactoe(['--o', 'human'], `${moves.join('\n')}\n`);
      expect(r.code).toBe(0);
      expect(lastLine(r.out)).toBe(`Result: ${result}`);
      // The board, with its status line, is drawn once more just before the Result line.
      expect(r.out.trimEnd().split('\n').at(-2)).toMatch(/^(Cross \(X\) wins|Circle \(O\) wins|Draw)/);
    }
  });

  it('O wins against the random computer: a seed found here, replayed by the binary', () => {
    // Find a seed where random X loses to random O, playing the games here with the app's own computerMove.
    let found = -1;
    for (let seed = 0; seed < 200 && found < 0; seed++) {
      const random = mulberry32(seed);
      let g = Game.make();
      while (!g.isOver()) {
        const m = computerMove(g, 'random', random)!;
        g = g.put(m.i, m.j);
      }
      if (g.winner() === 2) found = seed;
    }
    expect(found).toBeGreaterThanOrEqual(0);
    const args = ['--x', 'computer', '--o', 'computer', '--level', 'random', '--seed', String(found)];
    const r = tictactoe(args, '');
    expect(lastLine(r.out)).toBe('Result: O wins');
    expect(r.out).toBe(inProcess(args, []));
  });

  it('computer against computer needs no input and draws at perfect', () => {
    const r = tictactoe(['--x', 'computer', '--o', 'computer'], '');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Tic-tac-toe: the perfect computer plays both X and O\.\nSeed \d+: /);
    expect(r.out.match(/\(computer\) plays/g)).toHaveLength(9);
    expect(lastLine(r.out)).toBe('Result: draw');
  });

  it('quit and end of input: Result: quit, status 0', () => {
    for (const input of ['quit\n', 'Quit', '2,2\nQUIT\n', '', '2,2\n', 'help\nboard\n']) {
      const r = tictactoe([], input);
      expect(r.code).toBe(0);
      expect(lastLine(r.out)).toBe('Result: quit');
      expect(r.err).toBe('');
    }
  });

  it('answers help, board, undo and hint at every prompt, in any case', () => {
    const r = tictactoe(['--seed', '2'], 'Help\nhelp rules\n2,2\nBOARD\nhint\nUNDO\nHint\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${PROMPT_X}Help\nCommands (at any prompt`);
    expect(r.out).toContain(`${PROMPT_X}help rules\nTic-tac-toe: you are X`);
    expect(r.out).toContain('  undo ');
    expect(r.out).toContain('  hint ');
    expect(r.out).toMatch(/X to move \(1-9 or row,col\): BOARD\n {4}1 {3}2 {3}3\n/);
    expect(r.out).toMatch(
      /X to move \(1-9 or row,col\): hint\nHint: \d,\d (leads to a draw|wins for X) with perfect play/,
    );
    expect(r.out).toMatch(/X to move \(1-9 or row,col\): UNDO\nTook back X 2,2 and O \d,\d\.\n/);
    expect(r.out).toContain(`${PROMPT_X}Hint\nHint: 1,1 leads to a draw with perfect play`);
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('gives every bad move a one-line reason and asks again', () => {
    const r = tictactoe(['--o', 'human'], '2,2\n2,2\n4,1\n1,9\nfoo\n2,2,2\n\u001b[31m\nquit\n');
    const replies = r.out.split('O to move (1-9 or row,col): ').slice(1, -1);
    expect(replies.map((x) => x.split('\n').slice(1, -1))).toEqual([
      ['2,2 is taken (X is there): pick an empty cell.'],
      ['Row 4 is off the board: rows are 1 to 3.'],
      ['Column 9 is off the board: columns are 1 to 3.'],
      ['"foo" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.'],
      ['"2,2,2" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.'],
      ['"?[31m" is not a move: type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help.'],
    ]);
    expect(r.out).not.toContain('\u001b');
  });

  it('every option: --help, and each bad value exits 2 with one line and the usage on stderr', () => {
    const help = tictactoe(['--help'], '');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: tictactoe \[--x human\|computer\]/);
    for (const line of help.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const bad: [string[], string][] = [
      [['--x', 'robot'], '--x needs human or computer, got "robot"'],
      [['--o', 'cpu'], '--o needs human or computer, got "cpu"'],
      [['--level', 'hard'], '--level needs perfect or random, got "hard"'],
      [['--seed', 'abc'], '--seed needs an integer from 0 to 4294967295, got "abc"'],
      [['--seed', '-5'], '--seed needs an integer from 0 to 4294967295, got "-5"'],
      [['--seed'], '--seed needs an integer, got nothing'],
      [['--level'], '--level needs perfect or random, got nothing'],
      [['--bogus'], 'unknown option "--bogus"'],
      [['play'], 'unexpected argument "play"'],
    ];
    for (const [args, reason] of bad) {
      const r = tictactoe(args, '2,2\n');
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toBe(`tictactoe: ${reason}`);
      expect(r.err.split('\n')[1]).toBe("Try 'tictactoe --help'.");
    }
  });

  it('no colour with NO_COLOR or TERM=dumb, even on a terminal; colour with FORCE_COLOR', () => {
    const args = ['--x', 'computer', '--o', 'computer', '--seed', '1'];
    expect(tictactoe(args, '', { FORCE_COLOR: '1' }).out).toContain('\u001b[');
    expect(tictactoe(args, '', { NO_COLOR: '1', FORCE_COLOR: '1' }).out).not.toContain('\u001b');
    // On a terminal (script(1) gives the game a pseudo-terminal): TERM decides.
    const onTerminal = (term: string) =>
      spawnSync('script', ['-qec', `"${process.execPath}" "${CLI}" ${args.join(' ')}`, '/dev/null'], {
        encoding: 'utf8',
        timeout: 20_000,
        env: { PATH: process.env.PATH ?? '', TERM: term },
      }).stdout;
    expect(onTerminal('xterm')).toContain('\u001b[');
    const dumb = onTerminal('dumb');
    expect(dumb).toContain('Result: draw');
    expect(dumb).not.toContain('\u001b');
  });

  it('a closed output pipe (yes 1,1 | tictactoe | head -1) ends the game at once with status 0', () => {
    for (const args of ['', '--o human']) {
      const r = spawnSync(
        'sh',
        // $? of `yes | tictactoe` is the game's status, reported on stderr past head.
        ['-c', `(yes 1,1 | "${process.execPath}" "${CLI}" ${args}; echo "status $?" >&2) | head -1`],
        { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } },
      );
      // Not killed by the timeout: the game noticed its reader had gone.
      expect(r.error).toBeUndefined();
      expect(r.signal).toBeNull();
      expect(r.stdout).toMatch(/^Tic-tac-toe: /);
      expect(r.stderr).toBe('status 0\n');
    }
  });

  it('an interrupt (SIGINT) at the prompt ends it by the signal (status 130 in a shell), no stack trace', async () => {
    const { code, signal, err } = await interruptAtPrompt(CLI, [], PROMPT_X);
    expect(signal).toBe('SIGINT');
    expect(code).toBeNull();
    expect(err).toBe('');
  }, 20_000);
});

describe('README', () => {
  it('its example transcript is what the binary prints', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const input = /printf '([^']*)' \| tictactoe --seed 42/.exec(readme)?.[1];
    const transcript = /```text\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(input).toBeDefined();
    const r = tictactoe(['--seed', '42'], input!.replace(/\\n/g, '\n'));
    expect(r.out).toBe(transcript);
  });
});

// Dots on the shared console (issue 9): help, board and quit at both prompts, the Result line of every ending,
// what is left in the prompt, options through util.parseArgs, a closed output pipe, TERM=dumb. End to end on the
// built binary with piped input, and through main() where a clock is needed.
import { spawnSync } from 'node:child_process';
import { bufferSink, renderTwoDotsBoard, scriptedReader, TWO_DOTS_LEVELS_MODE_PROMPT } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli, runCli, runWithClosedOutput } from '../../../test-support/cli.js';
import { main } from '../src/index.js';
import { beforeResult, gameBoard, MOVE_PROMPT, planFor } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const dots = (args: string[], input: string, env?: Record<string, string>, preload?: 'stdout-tty') =>
  runCli(CLI, args, input, env, preload);

const HELP_HEAD = 'Two Dots: join 5 or more dots of one colour in a single move to win.';
const COMMANDS =
  'Commands (at any prompt, in upper or lower case):\n  help   these commands; help rules: the rules of the game\n';

describe('help, board and quit at the mode prompt', () => {
  it('issue 22 (fit the screen): help prints the commands, help rules the rules, then asks again; board says there is none yet', () => {
    const r = dots(['--seed', '1'], 'HELP\nhelp rules\nBoard\nm\n');
    expect(r.code).toBe(0);
    const [, afterHelp] = r.out.split(`${TWO_DOTS_LEVELS_MODE_PROMPT}HELP\n`);
    expect(afterHelp!.startsWith(COMMANDS)).toBe(true);
    expect(afterHelp).toContain('  quit   end the game\nOr type T, M or L.\n');
    expect(r.out).toContain(`${TWO_DOTS_LEVELS_MODE_PROMPT}help rules\n${HELP_HEAD}`);
    expect(afterHelp).toContain('  board  draw the board again\n  quit   end the game\n');
    expect(r.out).toContain(
      `${TWO_DOTS_LEVELS_MODE_PROMPT}Board\nThere is no board yet.\n${TWO_DOTS_LEVELS_MODE_PROMPT}m\n`,
    );
    expect(r.out).toContain('Moves game');
  });

  it('help shows the --time given', () => {
    expect(dots(['--seed', '1', '--time', '30'], 'help rules\n').out).toContain('timed game (30 seconds)');
  });

  it('quit ends at once with Result: quit and status 0', () => {
    const r = dots(['--seed', '1'], ' Quit \nM\n');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Two Dots\n${TWO_DOTS_LEVELS_MODE_PROMPT} Quit \nNo game chosen. Goodbye.\nResult: quit\n`);
  });

  it('end of input ends with Result: quit', () => {
    const r = dots(['--seed', '1'], '');
    expect(r.out.endsWith(`${TWO_DOTS_LEVELS_MODE_PROMPT}\nEnd of input.\nResult: quit\n`)).toBe(true);
  });
});

describe('help, board and quit at the move prompt', () => {
  it('help and board are answered and the prompt comes again; nothing is spent', () => {
    const board = renderTwoDotsBoard(gameBoard(1));
    const r = dots(['--seed', '1'], 'M\nhelp\nBOARD\n');
    const prompt = `15 moves left. Your move (row,col row,col ...): `;
    expect(r.out).toContain(`${prompt}help\n${COMMANDS}`);
    expect(r.out).toContain('  quit   end the game\nOr type pairs such as 1,1 1,2.\n');
    expect(r.out).toContain(`${prompt}BOARD\n\n${board}\n${prompt}\n`);
    // Two board drawings: the one before the prompt, the one asked for.
    expect(r.out.split(board)).toHaveLength(3);
    expect(beforeResult(r.out, 'quit').endsWith('End of input.\n')).toBe(true);
  });

  it('quit ends the game at once with Result: quit, the rest of the input unread', () => {
    const { seed, lines } = planFor(1, true);
    const r = dots(['--seed', String(seed)], `T\n${lines[0]}\nquit\n${lines[1]}\n`);
    expect(r.code).toBe(0);
    expect(beforeResult(r.out, 'quit').endsWith('quit\nYou quit: game over. Goodbye.\n')).toBe(true);
    expect(r.out).not.toContain('You won');
  });
});

describe('the Result line of every ending', () => {
  it('won: the board once more, then Result: you won', () => {
    const { seed, lines } = planFor(1, true);
    const r = dots(['--seed', String(seed)], `M\n${lines.join('\n')}\n`);
    expect(beforeResult(r.out, 'you won').endsWith('You won! You joined 5 dots with 13 moves to spare.\n')).toBe(true);
  });

  it('lost out of moves: Result: you lost (out of moves)', () => {
    const { seed, lines } = planFor(15, false);
    const r = dots(['--seed', String(seed)], `M\n${lines.join('\n')}\n`);
    expect(beforeResult(r.out, 'you lost (out of moves)')).toMatch(/Game over: out of moves\..*\n$/);
  });

  it('lost out of time: Result: you lost (out of time)', () => {
    const { seed, lines } = planFor(0, true);
    const r = dots(['--seed', String(seed), '--time', '0'], `T\n${lines.join('\n')}\n`);
    expect(beforeResult(r.out, 'you lost (out of time)')).toMatch(/Time is up!.*\n$/);
  });

  it('end of input at the move prompt: Result: quit, no board', () => {
    const r = dots(['--seed', '1'], 'T\n');
    expect(beforeResult(r.out, 'quit', false).endsWith('End of input.\n')).toBe(true);
  });
});

describe('what is left, in the prompt', () => {
  it('the moves game counts down its moves', () => {
    const { seed, lines } = planFor(2, false);
    const r = dots(['--seed', String(seed)], `M\n${lines.join('\n')}\n`);
    const prompts = r.out.match(new RegExp(MOVE_PROMPT, 'g'))!;
    expect(prompts.map((p) => p.split(' ')[0])).toEqual(['15', '14', '13']);
    expect(prompts[1]).toBe('14 moves left. Your move (row,col row,col ...): ');
  });

  it('regression: the timed prompt showed no time, and "60 seconds to spare" was possible after time had passed', () => {
    // The clock reads 0 at the start; each line is read 400 ms after the prompt before it was written.
    const { seed, lines } = planFor(2, true);
    let now = 0;
    const script = scriptedReader(['T', ...lines]);
    const input = {
      readLine: () => {
        now += 400;
        return script.readLine();
      },
      close: () => script.close(),
    };
    const output = bufferSink();
    expect(main(['--seed', String(seed)], { input, output, clock: () => now })).toBe(0);
    const text = output.text();
    // The timer starts when T has been read. Whole seconds, rounded down: 60 at the first prompt (no time used),
    // 59.6 s left -> 59, 59.2 s -> 59; the winning move is read with 58.8 s left: 58 to spare.
    expect(text.match(/\d+ seconds? left\. Your move/g)).toEqual([
      '60 seconds left. Your move',
      '59 seconds left. Your move',
      '59 seconds left. Your move',
    ]);
    expect(text).toContain('You won! You joined 5 dots with 58 seconds to spare.');
    expect(text).not.toContain('60 seconds to spare');
  });
});

describe('options through util.parseArgs', () => {
  const BAD: [string[], string][] = [
    [['--seed', 'abc'], 'dots: --seed needs an integer from 0 to 4294967295, got "abc"'],
    [['--seed'], 'dots: --seed needs an integer from 0 to 4294967295, got nothing'],
    [['--seed', '1.5'], 'dots: --seed needs an integer from 0 to 4294967295, got "1.5"'],
    [['--seed='], 'dots: --seed needs an integer from 0 to 4294967295, got ""'],
    [['--seed', '1234567890123456'], 'dots: --seed needs an integer from 0 to 4294967295, got "123456789012..."'],
    [['--time', '-1'], 'dots: --time needs an integer from 0 to 86400, got "-1"'],
    [['--time', 'abc'], 'dots: --time needs an integer from 0 to 86400, got "abc"'],
    [['--time', '86401'], 'dots: --time needs an integer from 0 to 86400, got "86401"'],
    [['--time'], 'dots: --time needs an integer from 0 to 86400, got nothing'],
    [['--bogus'], 'dots: unknown option "--bogus"'],
    [['-x'], 'dots: unknown option "-x"'],
    [['--help=yes'], 'dots: --help takes no value, got "--help=yes"'],
    [['extra'], 'dots: unexpected argument "extra"'],
    [['--seed', '\u001b[2J'], 'dots: --seed needs an integer from 0 to 4294967295, got "?[2J"'],
  ];
  for (const [args, reason] of BAD) {
    it(`issue 22 (bad options): ${JSON.stringify(args)}: one line on stderr, then Try 'dots --help'., status 2`, () => {
      const r = dots(args, 'M\n');
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toBe(reason);
      expect(r.err).toBe(`${reason}\nTry 'dots --help'.\n`);
    });
  }

  it('--seed -3 and --seed=-3 are refused alike: seeds are 0 to 4294967295, as in every game', () => {
    expect(dots(['--seed', '-3'], 'M\n').err).toBe(dots(['--seed=-3'], 'M\n').err);
    expect(dots(['--seed', '-3'], 'M\n').err.split('\n')[0]).toBe(
      `${'dots: --seed needs an integer from 0 to 4294967295, got'} "-3"`,
    );
  });
});

describe('a closed output pipe', () => {
  it('regression: (echo M; yes zzz) | dots --seed 1 | head -1 never ended and grew past 800 MB', async () => {
    const r = await runWithClosedOutput(CLI, ['--seed', '1'], { first: 'M\n', repeat: 'zzz\n', keepLines: 1 });
    expect(r.signal).toBeNull(); // not killed at the time-out
    expect(r.code).toBe(0);
    expect(r.out).toBe('Two Dots');
    expect(r.err).toBe('');
    // Flat: a bare Node process is about 40 MB; the bug grew without bound.
    expect(r.maxRssKiB).not.toBeNull();
    expect(r.maxRssKiB!).toBeLessThan(150 * 1024);
  }, 30_000);

  it('the shell pipeline of the issue ends, with status 0 for dots', () => {
    const r = spawnSync(
      'sh',
      ['-c', `(echo M; yes zzz) | { "${process.execPath}" "${CLI}" --seed 1; echo "dots: status $?" >&2; } | head -1`],
      { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } },
    );
    expect(r.signal).toBeNull(); // not killed at the time-out
    expect(r.stdout).toBe('Two Dots\n');
    expect(r.stderr).toBe('dots: status 0\n');
  });

  it('dots | head -3, then more moves: ends at once, status 0', async () => {
    const { seed, lines } = planFor(1, false);
    const r = await runWithClosedOutput(CLI, ['--seed', String(seed)], {
      first: `M\n${lines.join('\n')}\n`,
      repeat: `${lines[0]}\n`,
      keepLines: 3,
    });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toHaveLength(3);
  }, 30_000);
});

describe('colour', () => {
  it('a terminal gets colour; TERM=dumb, NO_COLOR and FORCE_COLOR=0 do not', () => {
    const tty = (env: Record<string, string>) => dots(['--seed', '1'], 'M\n', env, 'stdout-tty').out;
    expect(tty({ TERM: 'xterm-256color' })).toContain('\u001b[');
    expect(tty({ TERM: 'dumb' })).not.toContain('\u001b');
    expect(tty({ NO_COLOR: '1' })).not.toContain('\u001b');
    expect(tty({ FORCE_COLOR: '0' })).not.toContain('\u001b');
    // FORCE_COLOR wins over TERM=dumb (it is asked for by name); NO_COLOR wins over both.
    expect(tty({ TERM: 'dumb', FORCE_COLOR: '1' })).toContain('\u001b[');
    expect(tty({ TERM: 'dumb', FORCE_COLOR: '1', NO_COLOR: '1' })).not.toContain('\u001b');
  });

  it('TERM=dumb transcript is the plain one', () => {
    const plain = dots(['--seed', '1'], 'M\n');
    expect(dots(['--seed', '1'], 'M\n', { TERM: 'dumb' }, 'stdout-tty').out).toBe(plain.out);
  });
});

describe('every line fits 80 columns', () => {
  it('regression: --help had lines of 81 and 84 columns', () => {
    const r = dots(['--help'], '');
    expect(r.code).toBe(0);
    for (const line of r.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('help, intro, refusals and endings (prompts with what was typed aside)', () => {
    const long = `${'1,1 '.repeat(60)}x`;
    const r = dots(['--seed', '2'], `help\nnope\nM\nhelp\n${long}\n7,7 7,8\nhello\n1,1 3,3\n`);
    for (const line of r.out.split('\n')) {
      if (/Your move|Mode \(T timed/.test(line)) continue;
      expect(line.length).toBeLessThanOrEqual(80);
    }
  });
});

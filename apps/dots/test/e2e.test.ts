// End-to-end: the built binary (dist/cli.js, which turbo builds before this
// package's tests) with piped, seeded input. NO_COLOR keeps the transcript plain.
import { spawnSync } from 'node:child_process';
import { TWO_DOTS_LEVELS_MODE_PROMPT, TWO_DOTS_MOVE_PROMPT, renderTwoDotsBoard } from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli, interruptAtPrompt, runCli } from '../../../test-support/cli.js';
import { BAD_LINES, beforeResult, gameBoard, MOVE_PROMPT, planFor } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));

function dots(args: string[], input: string, env?: Record<string, string>) {
  return runCli(CLI, args, input, env);
}

describe('dots binary, piped input', () => {
  it('wins a moves game and echoes the moves into the transcript', () => {
    const { seed, lines } = planFor(1, true);
    const r = dots(['--seed', String(seed)], `M\n${lines.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(
      r.out.startsWith(
        `Two Dots\n${TWO_DOTS_LEVELS_MODE_PROMPT}M\nSeed ${seed}: replay this game with --seed ${seed}.\n`,
      ),
    ).toBe(true);
    expect(r.out).toContain(renderTwoDotsBoard(gameBoard(seed)));
    expect(r.out).toContain(`${TWO_DOTS_MOVE_PROMPT}${lines[0]}\nYou joined 2 dots; a win needs 5. 14 moves left.\n`);
    expect(r.out).toContain(`${TWO_DOTS_MOVE_PROMPT}${lines[1]}\nYou won! You joined 5 dots with 13 moves to spare.\n`);
    expect(r.out).not.toContain('\u001b');
  });

  it('loses a moves game by running out of moves, and stops reading', () => {
    const { seed, lines } = planFor(15, false);
    const r = dots(['--seed', String(seed)], `m\n${lines.join('\n')}\n1,1 1,2\n1,1 1,2\n`);
    expect(r.code).toBe(0);
    expect(r.out.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(16);
    expect(r.out).toContain('1 move left.');
    expect(
      beforeResult(r.out, 'you lost (out of moves)').endsWith(
        'Game over: out of moves. You lost; no move joined 5 dots.\n',
      ),
    ).toBe(true);
  });

  it('wins a timed game', () => {
    const { seed, lines } = planFor(0, true);
    const r = dots(['--seed', String(seed)], `T\n${lines.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Timed game: join 5 or more dots in one move to win. You have 60 seconds.');
    expect(beforeResult(r.out, 'you won')).toMatch(/You won! You joined 5 dots with \d+ seconds to spare\.\n$/);
  });

  it('loses a timed game when the time runs out (--time 0)', () => {
    const { seed, lines } = planFor(0, true);
    const r = dots(['--seed', String(seed), '--time', '0'], `t\n${lines.join('\n')}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('You have 0 seconds.');
    expect(
      beforeResult(r.out, 'you lost (out of time)').endsWith('Time is up! You lost; no move joined 5 dots in time.\n'),
    ).toBe(true);
  });

  it('ends with a goodbye and status 0 at end of input at the mode prompt', () => {
    for (const input of ['', 'x\n', 'x']) {
      const r = dots(['--seed', '1'], input);
      expect(r.code).toBe(0);
      expect(beforeResult(r.out, 'quit').endsWith(`${TWO_DOTS_LEVELS_MODE_PROMPT}\nEnd of input.\n`)).toBe(true);
    }
  });

  it('ends with a goodbye and status 0 at end of input at the move prompt', () => {
    for (const mode of ['M', 'T']) {
      const r = dots(['--seed', '1'], `${mode}\n1,1\n`);
      expect(r.code).toBe(0);
      expect(beforeResult(r.out, 'quit').endsWith(`${TWO_DOTS_MOVE_PROMPT}\nEnd of input.\n`)).toBe(true);
    }
  });

  it('answers every bad input with one line and the prompt again', () => {
    const input = `${[...BAD_LINES, 'M', ...BAD_LINES].join('\n')}\n`;
    const r = dots(['--seed', '3'], input);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const at = r.out.indexOf('\nMoves game');
    const modeReplies = r.out.slice(0, at).split(TWO_DOTS_LEVELS_MODE_PROMPT).slice(1, -1);
    const moveReplies = r.out.slice(at).split(MOVE_PROMPT).slice(1, -1);
    expect(modeReplies).toHaveLength(BAD_LINES.length);
    expect(moveReplies).toHaveLength(BAD_LINES.length);
    for (const reply of [...modeReplies, ...moveReplies]) {
      // The echoed line (at most 83 characters) and one line of reason.
      const [echo, reason, ...rest] = reply.split('\n');
      expect(echo!.length).toBeLessThanOrEqual(83);
      expect(reason!.length).toBeGreaterThan(10);
      expect(rest).toEqual(['']);
    }
    expect(moveReplies.map((r) => r.split('\n')[1])).toEqual([
      'Nothing typed: type pairs such as 1,1 1,2 (or help).',
      '"hello" is not a row,col pair: type pairs such as 1,1 1,2.',
      'A move joins at least 2 dots; you gave 1.',
      '"0,0": rows and columns are numbered from 1, as printed.',
      '7,7 is off the board: rows 1 to 6, columns 1 to 6.',
      '1,1 is in the path twice; each dot counts once.',
      '1,1 and 3,3 are not next to each other (up, down, left or right).',
      'That line is too long (10000 characters): type pairs such as 1,1 1,2.',
      'Unexpected character "ç": type pairs such as 1,1 1,2.',
    ]);
    // The board was printed once: no refused line changed it.
    expect(r.out.split(renderTwoDotsBoard(gameBoard(3)))).toHaveLength(2);
    expect(beforeResult(r.out, 'quit').endsWith('End of input.\n')).toBe(true);
  });

  it('refuses a move of two colours with the colours named', () => {
    const board = gameBoard(1);
    // Find two neighbours of different colours on the first row.
    const row = board.toRows()[0]!;
    const c = row.findIndex((x, i) => i > 0 && x !== row[i - 1]);
    const r = dots(['--seed', '1'], `M\n1,${c} 1,${c + 1}\n`);
    expect(r.out).toMatch(
      new RegExp(`1,${c} is ${row[c - 1]} \\(\\w+\\) but 1,${c + 1} is ${row[c]} \\(\\w+\\): a move is one colour\\.`),
    );
  });

  it('--help prints the usage, a bad option exits 2 with a reason on stderr', () => {
    const help = dots(['--help'], '');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: dots \[--seed N\]/);
    const bad = dots(['--seed', 'abc'], 'M\n');
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('');
    expect(bad.err.split('\n')[0]).toBe('dots: --seed needs an integer from 0 to 4294967295, got "abc"');
  });

  it('colours the board when FORCE_COLOR is set, and still prints the letters', () => {
    const r = dots(['--seed', '1'], 'M\n', { FORCE_COLOR: '1' });
    expect(r.out).toContain('\u001b[');
    const plain = dots(['--seed', '1'], 'M\n', { NO_COLOR: '1', FORCE_COLOR: '1' });
    expect(plain.out).not.toContain('\u001b');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes under test
    expect(r.out.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain.out);
  });

  it('regression: a closed stdout (dots | head) printed an EPIPE stack trace', () => {
    const r = spawnSync(
      'sh',
      ['-c', `yes '1,1 1,2' | head -500 | sed '1i M' | "${process.execPath}" "${CLI}" --seed 1 | head -2`],
      { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } },
    );
    expect(r.stdout.split('\n')[0]).toMatch(/^Two Dots/);
    expect(r.stderr).toBe('');
  });

  it('an interrupt (SIGINT) while waiting for input ends it by the signal (status 130 in a shell), no stack trace', async () => {
    const { code, signal, err } = await interruptAtPrompt(CLI, ['--seed', '1'], TWO_DOTS_LEVELS_MODE_PROMPT);
    // Killed by SIGINT: a shell reports 128 + 2 = 130.
    expect(signal).toBe('SIGINT');
    expect(code).toBeNull();
    expect(err).toBe('');
  }, 20_000);
});

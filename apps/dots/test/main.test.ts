import {
  BoardView,
  bufferSink,
  TWO_DOTS_LEVELS_MODE_PROMPT,
  TWO_DOTS_MOVE_PROMPT,
  scriptedReader,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { Dots, main, parseArgs, USAGE } from '../src/index.js';
import { BAD_LINES, beforeResult, gameBoard, MOVE_PROMPT, planFor } from './helpers.js';
import { renderTwoDotsBoard } from '@arcade/view-console/node';

function run(args: string[], lines: string[], extra: { clock?: () => number } = {}) {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(args, { input: scriptedReader(lines), output, error, randomSeed: () => 777, ...extra });
  return { code, text: output.text(), err: error.text() };
}

describe('parseArgs', () => {
  it('reads --seed, --time and --help, in both spellings', () => {
    expect(parseArgs([])).toEqual({ help: false, seed: null, time: 60 });
    expect(parseArgs(['--seed', '42', '--time', '2'])).toEqual({ help: false, seed: 42, time: 2 });
    expect(parseArgs(['--seed=4294967295', '--time=0'])).toEqual({ help: false, seed: 4294967295, time: 0 });
    expect(parseArgs(['-h'])).toMatchObject({ help: true });
    expect(parseArgs(['--help'])).toMatchObject({ help: true });
  });

  it('refuses bad options with a one-line reason', () => {
    expect(parseArgs(['--seed'])).toBe('--seed needs an integer from 0 to 4294967295, got nothing');
    expect(parseArgs(['--seed', 'x'])).toBe('--seed needs an integer from 0 to 4294967295, got "x"');
    expect(parseArgs(['--time=0.5'])).toMatch(/^--time needs an integer/);
    expect(parseArgs(['--time', '-1'])).toMatch(/^--time needs/);
    expect(parseArgs(['--time', '1e9'])).toMatch(/^--time needs/);
    expect(parseArgs(['--colour'])).toBe('unknown option "--colour"');
  });
});

describe('Dots.main', () => {
  it("is the MIS module's main", () => {
    expect(Dots.main).toBe(main);
  });

  it('--help prints the usage and returns 0', () => {
    const r = run(['--help'], []);
    expect(r.code).toBe(0);
    expect(r.text).toBe(`${USAGE}\n`);
    expect(r.text).toContain('--seed N');
    expect(r.text).toContain('--time SECONDS');
  });

  it("issue 22 (bad options): a bad option prints the reason and Try 'dots --help'. to the error sink and returns 2", () => {
    const r = run(['--bogus'], ['M']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('dots: unknown option "--bogus"\nTry \'dots --help\'.\n');
    expect(r.text).toBe('');
  });

  it('end of input at the mode prompt says goodbye and returns 0', () => {
    const r = run(['--seed', '1'], []);
    expect(r.code).toBe(0);
    expect(r.text).toBe(`Two Dots\n${TWO_DOTS_LEVELS_MODE_PROMPT}\nEnd of input.\nResult: quit\n`);
  });

  it('end of input at the move prompt says goodbye and returns 0', () => {
    const r = run(['--seed', '1'], ['m']);
    expect(r.code).toBe(0);
    expect(beforeResult(r.text, 'quit').endsWith(`${TWO_DOTS_MOVE_PROMPT}\nEnd of input.\n`)).toBe(true);
  });

  it('plays the board of the seed, as printed', () => {
    const r = run(['--seed', '5'], ['M']);
    expect(r.text).toContain(renderTwoDotsBoard(gameBoard(5)));
  });

  it('without --seed it seeds from the injected source and says so', () => {
    const r = run([], ['M']);
    expect(r.text).toContain('replay this game with --seed 777');
    expect(r.text).toContain(renderTwoDotsBoard(gameBoard(777)));
  });

  it('one seed replays a whole game identically', () => {
    const { seed, lines } = planFor(6, false);
    expect(run(['--seed', String(seed)], ['M', ...lines]).text).toBe(
      run(['--seed', String(seed)], ['M', ...lines]).text,
    );
    expect(run(['--seed', String(seed + 1)], ['M']).text).not.toBe(run(['--seed', String(seed)], ['M']).text);
  });

  it('wins a moves game', () => {
    const { seed, lines } = planFor(2, true);
    const r = run(['--seed', String(seed)], ['M', ...lines]);
    expect(r.code).toBe(0);
    expect(beforeResult(r.text, 'you won')).toMatch(/You won! You joined 5 dots with 12 moves to spare\.\n$/);
  });

  it('loses a moves game by running out of moves', () => {
    const { seed, lines } = planFor(15, false);
    const r = run(['--seed', String(seed)], ['m', ...lines, ...lines]);
    expect(r.text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(16);
    expect(beforeResult(r.text, 'you lost (out of moves)')).toMatch(
      /Game over: out of moves\. You lost; no move joined 5 dots\.\n$/,
    );
  });

  it('wins and loses a timed game on an injected clock', () => {
    const { seed, lines } = planFor(1, true);
    let now = 0;
    const clock = () => (now += 1000); // each reading of the clock is a second later
    const won = run(['--seed', String(seed)], ['T', ...lines], { clock });
    expect(won.text).toContain('You have 60 seconds.');
    expect(beforeResult(won.text, 'you won')).toMatch(/You won! You joined 5 dots with \d+ seconds to spare\.\n$/);
    const lost = run(['--seed', String(seed), '--time', '2'], ['t', ...lines], { clock });
    expect(lost.text).toContain('You have 2 seconds.');
    // Clock reads: start, canContinue (1 s left), then the move is read at 2 s: too late.
    expect(
      beforeResult(lost.text, 'you lost (out of time)').endsWith(
        'Time is up: that move came too late to count. You lost.\n',
      ),
    ).toBe(true);
  });

  for (const mode of ['M', 'T']) {
    it(`gives every bad line a one-line reason and the prompt again, board unchanged (${mode})`, () => {
      const r = run(['--seed', '3'], [...BAD_LINES, mode, ...BAD_LINES]);
      const at = r.text.indexOf(mode === 'M' ? '\nMoves game' : '\nTimed game');
      const [intro, game] = [r.text.slice(0, at), r.text.slice(at)];
      // The mode prompt: each bad line is refused once and asked again.
      expect(intro.split(TWO_DOTS_LEVELS_MODE_PROMPT)).toHaveLength(BAD_LINES.length + 2);
      expect(intro.match(/: type T, M or L \(or help\)\.\n/g)).toHaveLength(BAD_LINES.length);
      // The move prompt: one reason line per bad line, then the goodbye; the board is printed once.
      const afterBoard = game.slice(game.search(MOVE_PROMPT));
      const replies = afterBoard.split(MOVE_PROMPT).slice(1);
      expect(replies).toHaveLength(BAD_LINES.length + 1);
      for (const reply of replies.slice(0, -1)) {
        expect(reply.split('\n').filter((l) => l !== '')).toHaveLength(1);
      }
      expect(game.match(/ {5}1 {2}2 {2}3/g)).toHaveLength(1);
      expect(beforeResult(r.text, 'quit').endsWith('End of input.\n')).toBe(true);
      expect(r.code).toBe(0);
    });
  }

  it('the view it builds is a BoardView with colour off by default', () => {
    const r = run(['--seed', '1'], ['M']);
    expect(r.text).not.toContain('\u001b');
    const output = bufferSink();
    main(['--seed', '1'], { input: scriptedReader(['M']), output, color: true });
    expect(output.text()).toContain('\u001b[');
    expect(BoardView).toBeTypeOf('function');
  });
});

describe('README example', () => {
  it('runs', () => {
    const output = bufferSink();
    const status = main(['--seed', '1'], { input: scriptedReader(['M', '2,2 1,2']), output });
    expect(status).toBe(0);
    expect(output.text()).toContain('You joined 2 dots; a win needs 5. 14 moves left.');
  });
});

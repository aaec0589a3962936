// Regression tests, each named after the bug it caught.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as esm from '@arcade/model-twodots';
import { IllegalArgumentException, parseBoard } from '@arcade/model-twodots';
import {
  BoardView,
  bufferSink,
  type LineReader,
  ReadError,
  renderTwoDotsBoard,
  scriptedReader,
  TWO_DOTS_MOVE_PROMPT,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli } from '../../../test-support/cli.js';
import { BoardController, CountDownTimer, main, TimedStrategy, USAGE } from '../src/index.js';
import { beforeResult, gameBoard, timedReader } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const ALL_R = 'RRRRRR\n'.repeat(6).trim();
const TIME_UP = 'Time is up! You lost; no move joined 5 dots in time.';

function timedGame(lines: string[], ms: number, board = ALL_R) {
  const clock = { now: 0 };
  const output = bufferSink();
  const input = timedReader(lines, clock, ms);
  const s = new TimedStrategy(new BoardView({ input, output }), { time: 1, clock: () => clock.now });
  const b = parseBoard(board, () => 0);
  s.play(b);
  return { s, text: output.text(), board: b, input };
}

describe('the timed game after its time is up', () => {
  it('regression: a refused path after the time ran out was asked again, and end of input then said "quit", not lost', () => {
    // Each line is read 1.5 s after the one before, on a 1 s game.
    const { s, text, input } = timedGame(['1,1 3,3', 'hello', '1,1 1,2'], 1500);
    expect(s.result()).toBe('lost');
    expect(text).toContain('1,1 and 3,3 are not next to each other');
    expect(
      beforeResult(text, 'you lost (out of time)').endsWith(
        `1,1 and 3,3 are not next to each other (up, down, left or right).\n${TIME_UP}\n`,
      ),
    ).toBe(true);
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(2); // never asked again
    expect(text).not.toContain('Goodbye');
    expect(input.readLine()).toBe('hello'); // the rest was left unread
  });

  it('regression: a badly formed line after the time ran out was asked again', () => {
    const { s, text } = timedGame(['hello', 'hello', '1,1 1,2 1,3 1,4 1,5'], 1500);
    expect(s.result()).toBe('lost');
    expect(
      beforeResult(text, 'you lost (out of time)').endsWith(
        `"hello" is not a row,col pair: type pairs such as 1,1 1,2.\n${TIME_UP}\n`,
      ),
    ).toBe(true);
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(2);
  });

  it('regression: end of input after the time ran out ended the game as "quit" (End of input: game over) instead of lost', () => {
    const { s, text } = timedGame([], 1500);
    expect(s.result()).toBe('lost');
    expect(beforeResult(text, 'you lost (out of time)').endsWith(`${TWO_DOTS_MOVE_PROMPT}\n${TIME_UP}\n`)).toBe(true);
    expect(text).not.toContain('End of input');
  });

  it('bad lines while time is left are still asked again, and end of input in time is still a goodbye', () => {
    const { s, text } = timedGame(['hello', '1,1 3,3'], 100);
    expect(s.result()).toBe('quit');
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(4);
    expect(beforeResult(text, 'quit').trim().endsWith('End of input.')).toBe(true);
  });

  it('regression: the reviewer\'s repro (seed 5, --time 1, an illegal move and "hello" after the time) ends "lost", on an injected clock', () => {
    const clock = { now: 0 };
    const lines = ['T', '1,1 1,2', 'hello'];
    let i = 0;
    // 'T' at once, then the rest 1.5 s later (the repro's sleep 1.5).
    const input: LineReader = {
      readLine() {
        if (i === 1) clock.now += 1500;
        return lines[i++] ?? null;
      },
      close() {},
    };
    const output = bufferSink();
    expect(main(['--seed', '5', '--time', '1'], { input, output, clock: () => clock.now })).toBe(0);
    const board = gameBoard(5);
    // The repro's move is illegal on seed 5's board (two colours), so it is refused...
    expect(board.validateMoves([new esm.PointT(0, 0), new esm.PointT(0, 1)])).toBe(false);
    expect(output.text()).toContain(renderTwoDotsBoard(board));
    // ... and then the game ends lost, without asking again.
    expect(beforeResult(output.text(), 'you lost (out of time)').endsWith(`a move is one colour.\n${TIME_UP}\n`)).toBe(
      true,
    );
    expect(i).toBe(2);
  });

  it('BoardController.getInput(stop) stops after a model refusal once stop() is true', () => {
    const output = bufferSink();
    const view = new BoardView({ input: scriptedReader(['1,1 3,3', '1,1 1,2']), output });
    const c = new BoardController(parseBoard(ALL_R), view);
    expect(c.getInput(() => true)).toBeNull();
    expect(output.text().split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(2);
    expect(c.getInput(() => false)?.length).toBe(2);
  });
});

describe('CountDownTimer clock readings', () => {
  it('regression: new CountDownTimer(() => NaN) made the timed game endless', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '5', undefined, null]) {
      const t = new CountDownTimer(() => bad as number);
      expect(() => t.newTimer(60)).toThrow(IllegalArgumentException);
      expect(() => t.newTimer(60)).toThrow(/the clock must return a finite number of milliseconds/);
      // The throwing newTimer changed nothing: there is still no timer.
      expect(() => t.isCancelled()).toThrow(/newTimer/);
    }
    // A clock that goes bad later throws at that reading, and the timer keeps its start.
    let now: number = 0;
    const t = new CountDownTimer(() => now);
    t.newTimer(10);
    now = Number.NaN;
    expect(() => t.isCancelled()).toThrow(IllegalArgumentException);
    expect(() => t.secondsLeft()).toThrow(IllegalArgumentException);
    now = 4000;
    expect(t.secondsLeft()).toBe(6);
    // A clock that is not a function is refused at once.
    expect(() => new CountDownTimer(5 as unknown as () => number)).toThrow(IllegalArgumentException);
    // And the timed game fails before it starts.
    expect(
      () =>
        new TimedStrategy(new BoardView({ input: scriptedReader([]), output: bufferSink() }), {
          clock: () => Number.NaN,
        }),
    ).toThrow(IllegalArgumentException);
  });
});

describe('points across the two builds of the model', () => {
  it('regression: a program mixing require and import got "get: expected a PointT, got (0, 0)"', () => {
    const cjs = createRequire(import.meta.url)('@arcade/model-twodots') as typeof esm;
    // Really two builds: two classes.
    expect(cjs.PointT).not.toBe(esm.PointT);
    const esmBoard = esm.parseBoard('RR\nGB');
    const cjsBoard = cjs.parseBoard('RR\nGB');
    expect(esmBoard.get(new cjs.PointT(0, 0))).toBe('R');
    expect(cjsBoard.get(new esm.PointT(1, 1))).toBe('B');
    expect(new cjs.PointT(0, 0) instanceof esm.PointT).toBe(true);
    expect(esm.PointT.isPoint(new cjs.PointT(0, 0))).toBe(true);
    expect(cjs.PointT.isPoint(new esm.PointT(0, 0))).toBe(true);
    expect(esmBoard.validateMoves([new cjs.PointT(0, 0), new cjs.PointT(0, 1)])).toBe(true);
    cjsBoard.updateBoard([new esm.PointT(0, 0), new esm.PointT(0, 1)]);
    expect(cjs.makeBoard(cjsBoard).split('\n')[1]).toBe('GB');
    // The console view (ESM) renders a board of the CJS build, and the controller plays CJS points on it.
    expect(renderTwoDotsBoard(cjs.parseBoard('RG'))).toBe('     1  2\n  1  R  G\n');
    const c = new BoardController(
      cjs.parseBoard('RR\nGB') as unknown as esm.TwoDotsBoard,
      new BoardView({ input: scriptedReader([]), output: bufferSink() }),
    );
    c.updateBoard([new esm.PointT(0, 0), new esm.PointT(0, 1)]);
    expect(c.get(new cjs.PointT(1, 0))).toBe('G');
  });
});

describe('--help', () => {
  const example = /printf '([^']*)' \| dots --seed (\d+)/.exec(USAGE);

  it("regression: the help's piped example played an illegal move for its seed", () => {
    expect(example).not.toBeNull();
    const [, script, seed] = example!;
    const lines = script!.split('\\n').filter((l) => l !== '');
    const output = bufferSink();
    main(['--seed', seed!], { input: scriptedReader(lines), output });
    // Every line of the example is accepted: no reason line, and the move is played.
    expect(output.text()).toContain('You joined 2 dots; a win needs 5. 14 moves left.');
    expect(output.text()).not.toMatch(/is not|not next to|a move is one colour|off the board|Nothing typed/);
  });

  it("the help's example line runs as written in a shell against the built binary", () => {
    const line = USAGE.split('\n')
      .find((l) => l.includes('| dots --seed'))!
      .replace(/^.*?(printf )/, '$1');
    const r = spawnSync('sh', ['-c', line.replace('| dots ', `| "${process.execPath}" "${CLI}" `)], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${TWO_DOTS_MOVE_PROMPT}1,2 2,2\nYou joined 2 dots; a win needs 5. 14 moves left.\n`);
    expect(beforeResult(r.stdout, 'quit').endsWith('End of input.\n')).toBe(true);
  });
});

describe('unreadable input', () => {
  it('regression: dots < /tmp (EISDIR) printed a Node stack trace', () => {
    const fd = openSync(tmpdir(), 'r');
    try {
      const r = spawnSync(process.execPath, [CLI, '--seed', '1'], {
        stdio: [fd, 'pipe', 'pipe'],
        encoding: 'utf8',
        timeout: 20_000,
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('dots: cannot read the input: EISDIR: illegal operation on a directory, read\n');
      expect(r.stdout.startsWith('Two Dots\n')).toBe(true);
      expect(r.stdout.endsWith('\n')).toBe(true);
    } finally {
      closeSync(fd);
    }
  });

  it('main returns 1 with one line on the error sink when the reader fails, at any prompt', () => {
    for (const before of [[], ['M'], ['M', 'hello']]) {
      let i = 0;
      const input: LineReader = {
        readLine() {
          if (i < before.length) return before[i++]!;
          throw new ReadError(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
        },
        close() {},
      };
      const output = bufferSink();
      const error = bufferSink();
      expect(main(['--seed', '1'], { input, output, error })).toBe(1);
      expect(error.text()).toBe('dots: cannot read the input: EIO: i/o error, read\n');
      expect(output.text().endsWith('\n')).toBe(true);
    }
  });

  it('other errors are not swallowed', () => {
    const input: LineReader = {
      readLine() {
        throw new RangeError('a bug');
      },
      close() {},
    };
    expect(() => main(['--seed', '1'], { input, output: bufferSink() })).toThrow(RangeError);
  });
});

describe('the command line through the shared option helpers', () => {
  const run = (args: string[], lines: string[] = []) => {
    const output = bufferSink();
    const error = bufferSink();
    const code = main(args, { input: scriptedReader(lines), output, error, randomSeed: () => 1 });
    return { code, out: output.text(), err: error.text() };
  };

  it('regression: dots --seed 99999999999 crashed with a stack trace (mulberry32 refuses seeds past 32 bits)', () => {
    for (const seed of ['99999999999', '4294967296', '-1', '99999999999999999999']) {
      const r = run(['--seed', seed], ['M']);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')[0]).toMatch(/^dots: --seed needs an integer from 0 to 4294967295, got "/);
      expect(r.err.split('\n')[1]).toBe("Try 'dots --help'.");
    }
    // The ends of the range still play.
    expect(run(['--seed', '4294967295'], ['M']).code).toBe(0);
    expect(run(['--seed', '0'], ['M']).code).toBe(0);
  });

  it('regression: a long --time value gave an 85-column reason', () => {
    for (const args of [
      ['--time', '9'.repeat(60)],
      ['--time', 'x'.repeat(200)],
      ['--level', '7'.repeat(90)],
    ]) {
      const r = run(args);
      expect(r.code).toBe(2);
      for (const line of r.err.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
    }
  });

  it('regression: the usage lines were wider than 80 columns', () => {
    for (const line of USAGE.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });
});

describe('prompts', () => {
  it('regression: the mode prompt was 73 columns, leaving 7 for the echoed answer', () => {
    const output = bufferSink();
    main(['--seed', '1'], { input: scriptedReader(['levels, please, or the timed game']), output, echo: true });
    const line = output.text().split('\n')[1] ?? '';
    expect(line.startsWith('Mode (T timed, M moves, L levels): levels, please, or the timed game')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(80);
  });

  it('regression: a 5-second timed game opened with "4 seconds left" (the intro rounded the time down)', () => {
    // Each clock reading is 3 ms after the last: the intro and the board take a few readings before the prompt.
    let now = 0;
    const output = bufferSink();
    main(['--seed', '1', '--time', '5'], {
      input: scriptedReader(['T', 'x']),
      output,
      clock: () => {
        now += 3;
        return now;
      },
    });
    const left = output.text().match(/\d+ seconds? left\. Your move/g);
    // The first prompt says the 5 seconds the game started with; the next one rounds down (4.99 s -> 4).
    expect(left).toEqual(['5 seconds left. Your move', '4 seconds left. Your move']);
  });
});

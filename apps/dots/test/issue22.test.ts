// Issue 22 (the console games as a player finds them), the Two Dots items, and
// issue 23.16's `dots --level N` line: each test is named after its item.
import { spawn } from 'node:child_process';
import { parseBoard } from '@arcade/model-twodots';
import {
  BoardView,
  bufferSink,
  OutputClosedError,
  type OutputSink,
  ReadError,
  scriptedReader,
  TWO_DOTS_LEVELS_MODE_PROMPT,
  TWO_DOTS_MOVE_PROMPT,
} from '@arcade/view-console/node';
import { describe, expect, it } from 'vitest';
import { builtCli } from '../../../test-support/cli.js';
import { LEVELS } from '../src/levels.js';
import { memoryProgress } from '../src/progress.js';
import { main, MovesStrategy, TimedStrategy } from '../src/index.js';
import { beforeResult, planFor, timedReader } from './helpers.js';

const CLI = builtCli(new URL('../dist/cli.js', import.meta.url));
const ALL_R = 'RRRRRR\n'.repeat(6).trim();
const TIME_UP = 'Time is up! You lost; no move joined 5 dots in time.';
const SQUARE = '1,1 1,2 2,2 2,1 1,1';

/** The seconds each move prompt showed, in order. */
const promptSeconds = (text: string) => [...text.matchAll(/(\d+) seconds? left\. Your move/g)].map((m) => Number(m[1]));

/** A timed game of `time` seconds on an all-red board; the clock moves `ms` forward before each line is read. */
function timedGame(lines: string[], ms: number, time: number) {
  const clock = { now: 0 };
  const output = bufferSink();
  const input = timedReader(lines, clock, ms);
  const s = new TimedStrategy(new BoardView({ input, output }), { time, clock: () => clock.now });
  s.play(parseBoard(ALL_R, () => 0));
  return { s, text: output.text(), input };
}

function run(args: string[], lines: string[], extra: { progress?: ReturnType<typeof memoryProgress> } = {}) {
  const output = bufferSink();
  const error = bufferSink();
  const code = main(args, { input: scriptedReader(lines), output, error, randomSeed: () => 777, ...extra });
  return { code, out: output.text(), err: error.text() };
}

describe('issue 22.2: the timed countdown went stale after help and board', () => {
  it('every prompt shows the seconds left when it is written, after board and help too', () => {
    // A 10-second game; each line is read 3 s after the one before.
    const { s, text } = timedGame(['board', 'help', 'hello', 'quit'], 3000, 10);
    // Before: 10, 10, 10 (the prompt written once, repeated after board and help), then 1.
    expect(promptSeconds(text)).toEqual([10, 7, 4, 1]);
    expect(s.result()).toBe('lost'); // quit read at 12 s: the time was up
  });

  it('when time is up at a prompt, help, board or quit typed next ends the game as lost', () => {
    for (const word of ['help', 'board', 'quit', 'HELP ']) {
      // A 1-second game: the line is read 1.5 s after the prompt.
      const { s, text, input } = timedGame([word, '1,1 1,2 1,3 1,4 1,5'], 1500, 1);
      expect(s.result()).toBe('lost');
      // Not answered: no rules, no board drawn again, no goodbye; the game ends at once.
      expect(text).not.toContain('Commands (at any prompt');
      expect(text).not.toContain('Goodbye');
      // The prompt, then at once the end: the line typed is not echoed by a scripted reader.
      expect(beforeResult(text, 'you lost (out of time)').endsWith(`${TWO_DOTS_MOVE_PROMPT}${TIME_UP}\n`)).toBe(true);
      expect(text.split('Your move')).toHaveLength(2); // asked once
      expect(input.readLine()).toBe('1,1 1,2 1,3 1,4 1,5'); // the rest was left unread
    }
  });

  it('help and board while time is left are still answered', () => {
    const { s, text } = timedGame(['help', 'board', '1,1 1,2 1,3 1,4 1,5'], 100, 10);
    expect(s.result()).toBe('won');
    expect(text).toContain('Commands (at any prompt');
    expect(promptSeconds(text)).toEqual([10, 9, 9]);
  });

  it("the issue's pipe (T; board; help after the time) against the built binary", async () => {
    // The repro, shortened to a 2-second game. Each line is written once the game has asked for
    // it (not after fixed sleeps), so a slow start on a loaded machine cannot reorder the script.
    const child = spawn(process.execPath, [CLI, '--seed', '3', '--time', '2'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const prompts = async (n: number) => {
      for (let waited = 0; promptSeconds(out).length < n; waited += 20) {
        if (waited > 15_000) throw new Error(`no prompt ${n}: ${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    child.stdin.write('T\n');
    await prompts(1);
    await new Promise((r) => setTimeout(r, 300));
    child.stdin.write('board\n');
    await prompts(2);
    await new Promise((r) => setTimeout(r, 2200)); // the 2 seconds are up
    child.stdin.end('help\nboard\n');
    expect(await exited).toBe(0);
    const seconds = promptSeconds(out);
    expect(seconds).toHaveLength(2);
    expect(seconds[0]).toBe(2);
    expect(seconds[1]).toBeLessThan(2); // before: 2 again, after board
    expect(out).not.toContain('Commands (at any prompt'); // help after the time: the game is over
    expect(out).toContain(`help\n${TIME_UP}\n`);
    expect(out.endsWith('Result: you lost (out of time)\n')).toBe(true);
  }, 30_000);
});

describe('issue 22.5: the moves game counted one move too few', () => {
  it('a win on the first move leaves 14 moves to spare, counting the winning move as the levels do', () => {
    const { seed, lines } = planFor(0, true);
    const r = run(['--seed', String(seed)], ['M', ...lines]);
    // Before: "with 15 moves to spare".
    expect(beforeResult(r.out, 'you won').endsWith('You won! You joined 5 dots with 14 moves to spare.\n')).toBe(true);
  });

  it('moveCount counts every move played; a win on the 15th move is "on your last move"', () => {
    const first = new MovesStrategy(
      new BoardView({ input: scriptedReader(['1,1 1,2 1,3 1,4 1,5']), output: bufferSink() }),
    );
    first.play(parseBoard(ALL_R, () => 0));
    expect(first.moveCount()).toBe(14);
    const output = bufferSink();
    const last = new MovesStrategy(
      new BoardView({ input: scriptedReader([...Array(14).fill('1,1 1,2'), '1,1 1,2 1,3 1,4 1,5']), output }),
    );
    last.play(parseBoard(ALL_R, () => 0));
    expect(last.result()).toBe('won');
    expect(last.moveCount()).toBe(0);
    expect(output.text()).toContain('You won! You joined 5 dots on your last move.');
  });
});

describe('issue 22, Two Dots conveniences', () => {
  it('a square in the moves game is refused saying squares count only in the levels game', () => {
    for (const make of [
      (v: BoardView) => new MovesStrategy(v),
      (v: BoardView) => new TimedStrategy(v, { time: 60, clock: () => 0 }),
    ]) {
      const output = bufferSink();
      const s = make(new BoardView({ input: scriptedReader([SQUARE, '1,1 1,2 1,3 1,4 1,5']), output }));
      s.play(parseBoard(ALL_R, () => 0));
      expect(s.result()).toBe('won');
      const text = output.text();
      // Before: "1,1 is in the path twice; each dot counts once."
      expect(text).toContain(`: Squares count only in the levels game (L): here, leave out the return to 1,1.\n`);
      expect(text).not.toContain('in the path twice');
    }
  });

  it('a path that comes back to its first dot without being a square keeps its reason', () => {
    const output = bufferSink();
    const s = new MovesStrategy(new BoardView({ input: scriptedReader(['1,1 1,2 1,1']), output }));
    s.play(parseBoard(ALL_R, () => 0));
    expect(output.text()).toContain('1,1 is in the path twice; each dot counts once.');
  });

  it('the mode prompt accepts moves, timed and levels beside M, T and L, in any case, spaces trimmed', () => {
    for (const [answer, intro] of [
      ['moves', 'Moves game:'],
      [' Moves ', 'Moves game:'],
      ['TIMED', 'Timed game:'],
      ['timed', 'Timed game:'],
      ['Levels', 'Level 1 of 12:'],
      ['  l  ', 'Level 1 of 12:'],
      [' m', 'Moves game:'],
    ] as const) {
      const r = run(['--seed', '1'], [answer]);
      expect(r.out).toContain(intro);
      expect(r.out).not.toContain('is not a mode');
    }
    expect(run(['--seed', '1'], ['move']).out).toContain('"move" is not a mode: type T, M or L (or help).');
  });

  it('no seed banner in the levels game; the T and M games say their seed once the mode is chosen', () => {
    const picked = run(['--seed', '5'], ['L']);
    expect(picked.out.startsWith(`Two Dots\n${TWO_DOTS_LEVELS_MODE_PROMPT}`)).toBe(true);
    expect(picked.out).not.toMatch(/seed/i);
    const direct = run(['--level', '1'], []);
    expect(direct.out).not.toMatch(/seed/i);
    const moves = run(['--seed', '5'], ['M']);
    expect(
      moves.out.startsWith(`Two Dots\n${TWO_DOTS_LEVELS_MODE_PROMPT}Seed 5: replay this game with --seed 5.\n`),
    ).toBe(true);
    expect(run([], ['T']).out).toContain('Seed 777: replay this game with --seed 777.');
  });
});

describe('issue 23.16: dots --level N for a level not reached', () => {
  it('the one-line reason fits 80 columns for every level and every progress (it was 85)', () => {
    let checked = 0;
    for (let won = 0; won < LEVELS.length; won++) {
      for (let n = won + 2; n <= LEVELS.length; n++) {
        for (const reset of [false, true]) {
          const r = run(['--level', String(n), ...(reset ? ['--reset'] : [])], [], { progress: memoryProgress(won) });
          if (reset && n === 1) continue;
          expect(r.code).toBe(2);
          const line = r.err.replace(/\n$/, '');
          expect(line).toMatch(new RegExp(`^dots: level ${n} is not reached yet: `));
          expect(line).not.toContain('\n');
          expect([...line].length).toBeLessThanOrEqual(80);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(run(['--level', '5'], [], { progress: memoryProgress(1) }).err).toBe(
      'dots: level 5 is not reached yet: levels 1 to 2 are open; a win opens the next\n',
    );
  });
});

describe('issue 22 spec note: main closes the view stream in a finally', () => {
  /** A scripted reader that records close(); `fail` makes the read after the lines throw. */
  function closingReader(lines: string[], fail?: () => never) {
    const inner = scriptedReader(lines);
    let i = 0;
    const reader = {
      closed: 0,
      readLine: () => {
        if (fail !== undefined && i++ >= lines.length) fail();
        return inner.readLine();
      },
      close: () => {
        reader.closed += 1;
        inner.close();
      },
    };
    return reader;
  }

  it('the input is closed however the game ends: quit, end of input, a win, a level, a read error, a closed output', () => {
    const { seed, lines } = planFor(0, true);
    const cases: [string, string[], string[], number, (() => never)?][] = [
      ['quit at the mode prompt', [], ['quit'], 0],
      ['end of input', [], [], 0],
      ['a won moves game', ['--seed', String(seed)], ['M', ...lines], 0],
      ['a level', ['--level', '1'], ['quit'], 0],
      [
        'a read error',
        [],
        ['M'],
        1,
        () => {
          throw new ReadError(Object.assign(new Error('EIO'), { code: 'EIO' }));
        },
      ],
    ];
    for (const [what, args, script, status, fail] of cases) {
      const input = closingReader(script, fail);
      const code = main(args, { input, output: bufferSink(), error: bufferSink(), randomSeed: () => 1 });
      expect([what, code]).toEqual([what, status]);
      expect([what, input.closed]).toEqual([what, 1]);
    }
    // The output's reader gone at the first board: OutputClosedError reaches runConsoleGame through the finally.
    const input = closingReader(['M']);
    let writes = 0;
    const output: OutputSink = {
      write: () => {
        writes += 1;
        if (writes > 3) throw new OutputClosedError();
      },
    };
    expect(main(['--seed', '1'], { input, output, error: bufferSink() })).toBe(0);
    expect(writes).toBeGreaterThan(3);
    expect(input.closed).toBe(1);
  });
});

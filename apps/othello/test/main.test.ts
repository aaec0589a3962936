// main() in-process: what the binary cannot show through a pipe (the progress
// line of a terminal), and the pieces: options, transcript lines, the seed.
import { parseTranscript, playTranscript, SQUARES } from '@arcade/model-othello';
import { bufferSink, OutputClosedError, scriptedReader } from '@arcade/view-console/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL, formatTranscript, main, parseOptions, PROGRESS_DELAY_MS, seededRandom } from '../src/index.js';

/** A clock that moves on `step` ms each time it is read. */
function steppingClock(step: number): () => number {
  let t = 0;
  return () => {
    t += step;
    return t;
  };
}

describe('the progress line', () => {
  it('on a terminal, a slow search writes one line rewritten with \\r, then clears it', () => {
    const output = bufferSink();
    main(['--level', '1', '--seed', '1'], {
      input: scriptedReader(['d3', 'quit']),
      output,
      progress: true,
      clock: steppingClock(PROGRESS_DELAY_MS),
    });
    const text = output.text();
    const m =
      /\rThinking\.\.\. (depth \d+, best so far|solved to the end \(\d+ empties\):) ([a-h][1-8]) \([+-]?\d+\)/.exec(
        text,
      );
    expect(m).not.toBeNull();
    // Cleared before the move is announced: spaces over it, the cursor back at the start.
    expect(text).toMatch(/\r {20,}\rWhite \(O\) plays [a-h][1-8]\.\n/);
    expect(text.split('\n').every((line) => line.split('\r').every((part) => part.length <= 80))).toBe(true);
  });

  it('nothing of it when the search is quick (below the delay), or when output is not a terminal', () => {
    for (const io of [
      { progress: true, clock: () => 0 },
      { progress: false, clock: steppingClock(1000) },
    ]) {
      const output = bufferSink();
      main(['--level', '1', '--seed', '1'], { input: scriptedReader(['d3', 'hint', 'quit']), output, ...io });
      expect(output.text()).not.toContain('\r');
      expect(output.text()).not.toContain('Thinking');
    }
  });
});

describe('main', () => {
  it('the same seed gives the same game; the seed comes from randomSeed when not given, and is printed', () => {
    const run = (args: string[], randomSeed?: () => number) => {
      const output = bufferSink();
      main(['--black', 'computer', '--level', '1', ...args], {
        input: scriptedReader([]),
        output,
        ...(randomSeed ? { randomSeed } : {}),
      });
      return output.text();
    };
    expect(run(['--seed', '5'])).toBe(run(['--seed', '5']));
    expect(run([], () => 5)).toBe(run(['--seed', '5']));
    expect(run([], () => 5)).toContain('Seed 5 (--seed 5 replays this game).');
  });

  it('a closed output ends the game at once with status 0', () => {
    let writes = 0;
    const output = {
      write() {
        if (++writes > 3) throw new OutputClosedError();
      },
    };
    const lines = Array.from({ length: 1000 }, () => 'd3');
    expect(main(['--seed', '1', '--level', '1'], { input: scriptedReader(lines), output })).toBe(0);
    expect(writes).toBe(4);
  });

  it("issue 22 (bad options): a bad option writes its reason and Try 'othello --help'. to io.error, 2", () => {
    const output = bufferSink();
    const error = bufferSink();
    expect(main(['--level', '0'], { input: scriptedReader([]), output, error })).toBe(2);
    expect(output.text()).toBe('');
    expect(error.text()).toMatch(
      /^othello: --level needs an integer from 1 to \d+, got "0"\nTry 'othello --help'\.\n$/,
    );
  });
});

describe('parseOptions', () => {
  it('defaults: you play black against the computer at the middle level', () => {
    expect(parseOptions([])).toEqual({
      help: false,
      black: 'human',
      white: 'computer',
      level: DEFAULT_LEVEL,
      seed: null,
      load: null,
      board: null,
      protocol: null,
    });
  });

  it('reads every option, in either case for the players, and --name=value', () => {
    expect(
      parseOptions(['--black=Computer', '--white', 'HUMAN', '--level', '1', '--seed', '12', '--load', 'f5', '-h']),
    ).toEqual({
      help: true,
      black: 'computer',
      white: 'human',
      level: 1,
      seed: 12,
      load: 'f5',
      board: null,
      protocol: null,
    });
  });

  it('refuses an over-long --load or --board before reading it', () => {
    expect(parseOptions(['--load', 'f5'.repeat(600)])).toBe('--load is too long (1200 characters; at most 1000)');
  });
});

describe('formatTranscript', () => {
  it('groups 10 moves, 3 groups a line, lines within 80 columns; parseTranscript reads it back', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SQUARES), { maxLength: 64 }), (moves) => {
        const text = formatTranscript(moves);
        expect(text.startsWith('Transcript: ')).toBe(true);
        expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
        expect(parseTranscript(text.slice('Transcript: '.length))).toEqual(moves);
      }),
    );
  });

  it('writes a real game as players write it', () => {
    const g = playTranscript('f5d6c3d3c4f4f6f3e6e7d7c6b6');
    expect(formatTranscript(g.moves())).toBe('Transcript: f5d6c3d3c4f4f6f3e6e7 d7c6b6');
  });
});

describe('seededRandom', () => {
  it('is a function of the seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(xs[0]);
    expect(() => seededRandom(1.5)).toThrow(RangeError);
  });
});

describe('main over random input', () => {
  it('any lines typed: status 0, one-line reasons within 80 columns, a last Result line, a legal transcript', () => {
    const squares = SQUARES.map(({ i, j }) => `${'abcdefgh'[j]}${i + 1}`);
    const line = fc.oneof(
      fc.constantFrom(...squares),
      fc.constantFrom(...squares.map((s) => s.toUpperCase())),
      fc.constantFrom('undo', 'hint', 'moves', 'board', 'help', 'pass', '', '  ', 'UNDO', 'z9', '3d'),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 80 }), fc.constantFrom('human', 'computer'), (lines, white) => {
        const output = bufferSink();
        const status = main(['--level', '1', '--seed', '1', '--white', white], {
          input: scriptedReader(lines),
          output,
        });
        expect(status).toBe(0);
        const text = output.text();
        const all = text.trimEnd().split('\n');
        expect(all.at(-1)).toMatch(/^Result: (quit|black \d+, white \d+: (black wins|white wins|draw))$/);
        // Every line but a prompt with what was typed after it fits in 80 columns.
        for (const l of all) if (!l.includes(' to move: ')) expect(l.length).toBeLessThanOrEqual(80);
        const t = /Transcript: ([a-h1-8 \n]+)\n/.exec(text);
        if (t !== null) expect(() => playTranscript(t[1]!)).not.toThrow();
      }),
      { numRuns: 60 },
    );
    // 4.5 s on a quiet machine; 40 s in `pnpm test`, beside the browser tests on two cores.
  }, 120_000);
});

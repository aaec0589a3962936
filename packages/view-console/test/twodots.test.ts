import { PointT, mulberry32, parseBoard, TwoDotsBoard } from '@arcade/model-twodots';
import fc from 'fast-check';
import { writeSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  BoardView,
  TWO_DOTS_MODE_PROMPT,
  TWO_DOTS_MOVE_PROMPT,
  bufferSink,
  describeTwoDotsProblem,
  makeTwoDotsMoves,
  parseTwoDotsMode,
  parseTwoDotsMoves,
  renderTwoDotsBoard,
  twoDotsRules,
  scriptedReader,
  stripAnsi,
} from '../src/node.js';

const P = (r: number, c: number) => new PointT(r, c);
const pts = (moves: readonly PointT[]) => moves.map((p) => [p.row(), p.col()]);

describe('renderTwoDotsBoard', () => {
  it('prints a table numbered from 1, one letter per dot', () => {
    expect(renderTwoDotsBoard(parseBoard('RGB\nPYR'))).toBe(
      ['     1  2  3', '  1  R  G  B', '  2  P  Y  R', ''].join('\n'),
    );
  });

  it('pads two-digit numbers', () => {
    const text = renderTwoDotsBoard(new TwoDotsBoard(10, 10, mulberry32(1)));
    const lines = text.split('\n');
    expect(lines[0]).toBe(`    ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => String(n).padStart(4)).join('')}`);
    expect(lines[10]?.startsWith('  10   ')).toBe(true);
    expect(new Set(lines.slice(1, 11).map((l) => l.length)).size).toBe(1);
  });

  it('colours each dot only when asked, and keeps the letters', () => {
    const b = parseBoard('RGBPY');
    const plain = renderTwoDotsBoard(b);
    expect(plain).not.toContain('\u001b');
    const coloured = renderTwoDotsBoard(b, { color: true });
    expect(coloured).toContain('\u001b[31mR');
    expect(coloured).toContain('\u001b[35mP');
    expect(stripAnsi(coloured)).toBe(plain);
  });

  it('prints an empty board as a header only', () => {
    expect(renderTwoDotsBoard(new TwoDotsBoard(0, 0))).toBe('   \n');
  });
});

describe('parseTwoDotsMoves / makeTwoDotsMoves', () => {
  it('parses 1-based pairs into 0-based points', () => {
    const r = parseTwoDotsMoves('1,1 1,2  2,2');
    expect(r.ok && pts(r.moves)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    const t = parseTwoDotsMoves('  6,6\t5,6 ');
    expect(t.ok && pts(t.moves)).toEqual([
      [5, 5],
      [4, 5],
    ]);
    // One pair is well formed; the board refuses it as too short.
    const one = parseTwoDotsMoves('1,1');
    expect(one.ok && pts(one.moves)).toEqual([[0, 0]]);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { minLength: 1, maxLength: 10 }), (pairs) => {
        const moves = pairs.map(([r, c]) => P(r, c));
        const text = makeTwoDotsMoves(moves);
        const back = parseTwoDotsMoves(text);
        expect(back.ok && pts(back.moves)).toEqual(pairs);
        expect(back.ok && makeTwoDotsMoves(back.moves)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  const refused: [string, RegExp][] = [
    ['', /Nothing typed/],
    ['   ', /Nothing typed/],
    ['abc', /"abc" is not a row,col pair/],
    ['1,1 x', /"x" is not a row,col pair/],
    ['1 1', /"1" is not a row,col pair/],
    ['1,1,1', /not a row,col pair/],
    ['-1,1 1,1', /not a row,col pair/],
    ['0,0 0,1', /numbered from 1/],
    ['1,0 1,1', /numbered from 1/],
    ['1,1 é,2', /Unexpected character "é"/],
    ['1,1\u00a01,2', /Unexpected character/],
    ['1,1\u001b[2J', /Unexpected character U\+001B/],
    ['x'.repeat(10000), /too long \(10000 characters\)/],
    ['99999999999999999999,1 1,1', /far off the board/],
  ];
  for (const [line, reason] of refused) {
    it(`refuses ${JSON.stringify(line.slice(0, 20))} with a one-line reason`, () => {
      const r = parseTwoDotsMoves(line);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toMatch(reason);
        expect(r.reason).not.toContain('\n');
        expect(r.reason.length).toBeLessThan(160);
      }
    });
  }

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (line) => {
        const r = parseTwoDotsMoves(line);
        if (!r.ok) expect(r.reason).not.toContain('\n');
      }),
      { numRuns: 300 },
    );
  });
});

describe('describeTwoDotsProblem', () => {
  const b = parseBoard('RRB\nGYB\nPPB');
  const size = { rows: 3, cols: 3 };
  const say = (moves: PointT[]) => describeTwoDotsProblem(b.checkMoves(moves)!, size);
  it('speaks 1-based, one line per kind', () => {
    expect(say([P(0, 0)])).toBe('A move joins at least 2 dots; you gave 1.');
    expect(say([P(6, 6), P(6, 7)])).toBe('7,7 is off the board: rows 1 to 3, columns 1 to 3.');
    expect(say([P(0, 0), P(0, 0)])).toBe('1,1 is in the path twice; each dot counts once.');
    expect(say([P(0, 0), P(2, 0)])).toMatch(/^1,1 and 3,1 are not next to each other/);
    expect(say([P(0, 1), P(0, 2)])).toBe('1,2 is R (red) but 1,3 is B (blue): a move is one colour.');
    expect(describeTwoDotsProblem({ kind: 'notMoves' }, size)).toMatch(/not a path/);
  });
});

describe('parseTwoDotsMode', () => {
  it('reads T/t and M/m (and the words timed and moves), nothing else', () => {
    expect(parseTwoDotsMode('T')).toBe('timed');
    expect(parseTwoDotsMode('t')).toBe('timed');
    expect(parseTwoDotsMode('M')).toBe('moves');
    expect(parseTwoDotsMode(' m ')).toBe('moves');
    for (const bad of ['', 'x', 'TM', 'time', 'move', 'l', 'levels', '1,1']) expect(parseTwoDotsMode(bad)).toBeNull();
  });
});

function view(lines: string[], options: { echo?: boolean; color?: boolean } = {}) {
  const output = bufferSink();
  const v = new BoardView({ input: scriptedReader(lines), output, ...options });
  return { v, output };
}

describe('BoardView', () => {
  it('printBoard writes the table and returns true', () => {
    const { v, output } = view([]);
    expect(v.printBoard(parseBoard('RG\nBP'))).toBe(true);
    expect(output.text()).toBe('\n     1  2\n  1  R  G\n  2  B  P\n\n');
  });

  it('printBoard colours when asked', () => {
    const { v, output } = view([], { color: true });
    v.printBoard(parseBoard('RG\nBP'));
    expect(output.text()).toContain('\u001b[32mG');
  });

  it('modePrompt asks until T or M, with a reason for each other line', () => {
    const { v, output } = view(['', 'x', 'time', 't']);
    expect(v.modePrompt()).toBe('timed');
    const text = output.text();
    expect(text.split(TWO_DOTS_MODE_PROMPT)).toHaveLength(5);
    expect(text).toContain('Nothing typed: type T or M (or help).');
    expect(text).toContain('"x" is not a mode: type T or M (or help).');
    expect(view(['M']).v.modePrompt()).toBe('moves');
  });

  it('regression: a reason quoting typed control characters could clear the screen', () => {
    const { v, output } = view(['\u001b[2J', 'M']);
    expect(v.modePrompt()).toBe('moves');
    expect(output.text()).not.toContain('\u001b');
    expect(output.text()).toContain('"?[2J" is not a mode: type T or M (or help).');
  });

  it('modePrompt returns null at end of input', () => {
    const { v, output } = view(['x']);
    expect(v.modePrompt()).toBeNull();
    expect(output.text().endsWith(`${TWO_DOTS_MODE_PROMPT}\n`)).toBe(true);
  });

  it('getInput re-asks bad lines and returns 0-based points', () => {
    const { v, output } = view(['', 'abc', '0,0 0,1', '2,3 2,4']);
    expect(pts(v.getInput()!)).toEqual([
      [1, 2],
      [1, 3],
    ]);
    const text = output.text();
    expect(text.split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(5);
    expect(text.split('\n').filter((l) => l !== '' && !l.startsWith(TWO_DOTS_MOVE_PROMPT))).toHaveLength(0);
  });

  it('getInput returns null at end of input, never loops', () => {
    const { v } = view(['x', 'y']);
    expect(v.getInput()).toBeNull();
    expect(v.getInput()).toBeNull();
  });

  it('echo writes what was read after the prompt, made printable and short', () => {
    const { v, output } = view(['1,1 1,2'], { echo: true });
    v.getInput();
    expect(output.text()).toBe(`${TWO_DOTS_MOVE_PROMPT}1,1 1,2\n`);
    const long = view([`\u001b${'x'.repeat(200)}`], { echo: true });
    long.v.getInput();
    const first = long.output.text().split('\n')[0]!;
    // Cut so that the prompt and the echo fit 80 columns (it was 80 characters and '...' after the prompt).
    expect(first).toBe(`${TWO_DOTS_MOVE_PROMPT}?${'x'.repeat(80 - TWO_DOTS_MOVE_PROMPT.length - 4)}...`);
    expect(first).toHaveLength(80);
  });

  it('closeStream ends the input', () => {
    const { v } = view(['M', 'M']);
    v.closeStream();
    expect(v.modePrompt()).toBeNull();
  });

  it('printMsg writes one line', () => {
    const { v, output } = view([]);
    v.printMsg('hello');
    expect(output.text()).toBe('hello\n');
  });
});

// stdoutSink writes fd 1 with fs.writeSync: a test stubs it to see what the default view writes.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, writeSync: vi.fn(actual.writeSync) };
});

describe('regressions', () => {
  it('regression: a tab between pairs was accepted but echoed as "?"', () => {
    const { v, output } = view(['1,1\t1,2'], { echo: true });
    expect(v.getInput()).toHaveLength(2);
    expect(output.text()).toBe(`${TWO_DOTS_MOVE_PROMPT}1,1 1,2\n`);
  });

  it('regression: new BoardView() and new BoardView({}) threw internal TypeErrors; they default to the console and stdout', () => {
    const written: string[] = [];
    const write = vi.mocked(writeSync) as unknown as ReturnType<typeof vi.fn>;
    write.mockImplementation((fd: number, buffer: Uint8Array, offset = 0, length = buffer.length - offset) => {
      if (fd === 1) written.push(Buffer.from(buffer.subarray(offset, offset + length)).toString());
      return length;
    });
    try {
      for (const v of [new BoardView(), new BoardView({})]) {
        // Construction touches no stream; output goes to stdout.
        v.printMsg('hello');
        expect(written.at(-1)).toBe('hello\n');
        expect(v.printBoard(parseBoard('RG'))).toBe(true);
        expect(written.at(-1)).toBe('\n     1  2\n  1  R  G\n\n');
        // Closed before any read: end of input, and no reader was needed.
        v.closeStream();
        expect(v.getInput()).toBeNull();
        expect(v.modePrompt()).toBeNull();
      }
    } finally {
      write.mockRestore();
    }
    // Only the output given: lines still come from a scripted input when one is passed.
    const output = bufferSink();
    expect(new BoardView({ output, input: scriptedReader(['m']) }).modePrompt()).toBe('moves');
  });

  it('regression: BoardView options of the wrong shape gave internal TypeErrors; now a ViewConsoleError names the option', () => {
    const cases: [unknown, RegExp][] = [
      [null, /BoardView: options must be an object/],
      [5, /options must be an object .*got number 5/],
      [[], /options must be an object .*got an array/],
      [{ input: {} }, /BoardView: input must be a LineReader \(readLine\(\) and close\(\) methods\), got an object/],
      [{ input: { readLine: () => null } }, /input must be a LineReader/],
      [{ input: 'M' }, /input must be a LineReader .*got the string "M"/],
      [{ output: process.stdout.fd }, /output must be an OutputSink \(a write\(text\) method\), got number/],
      [{ output: { write: 'x' } }, /output must be an OutputSink/],
      [{ color: 'yes' }, /color must be true or false, got the string "yes"/],
      [{ echo: 1 }, /echo must be true or false, got number 1/],
    ];
    for (const [options, message] of cases) {
      expect(() => new BoardView(options as never)).toThrow(expect.objectContaining({ code: 'WRONG_TYPE' }));
      expect(() => new BoardView(options as never)).toThrow(message);
    }
    // undefined options and explicit undefined values are the defaults.
    expect(() => new BoardView(undefined)).not.toThrow();
    expect(
      () => new BoardView({ input: undefined, output: undefined, color: undefined, echo: undefined }),
    ).not.toThrow();
  });

  it('regression: the move prompt showed U+009B (C1 CSI) and U+202E (RTL override) raw in its reason', () => {
    const cases: [string, string][] = [
      ['1,1\u009b2J', 'U+009B'],
      ['1,1 \u202e2,1', 'U+202E'],
      ['\u200f1,1 1,2', 'U+200F'], // right-to-left mark (Cf)
      ['1,1\u2066', 'U+2066'], // left-to-right isolate (Cf)
      ['1,1\ufeff', 'U+FEFF'], // zero width no-break space (Cf)
      ['1,1\ue000', 'U+E000'], // private use (Co)
      ['1,1\u0378', 'U+0378'], // unassigned (Cn)
      ['1,1\ud800', 'U+D800'], // lone surrogate (Cs)
      ['1,1\u2028', 'U+2028'], // line separator
      ['1,1\u0085', 'U+0085'], // next line (C1)
      ['1,1\u001b', 'U+001B'],
      ['1,1\u{10ffff}', 'U+10FFFF'], // noncharacter (Cn), above the BMP
    ];
    for (const [line, code] of cases) {
      const r = parseTwoDotsMoves(line);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toBe(`Unexpected character ${code}: type pairs such as 1,1 1,2.`);
        expect(r.reason).not.toMatch(/[\p{C}\u2028\u2029]/u);
      }
    }
    // Printable non-ASCII is still quoted as typed.
    expect(parseTwoDotsMoves('1,1 é,2')).toMatchObject({ reason: expect.stringMatching(/^Unexpected character "é"/) });
  });

  it('regression: echoed and quoted lines let direction marks through (printable missed \\p{Cf})', () => {
    const { v, output } = view(['\u202eM', '\u200fx\u2066', 'M'], { echo: true });
    expect(v.modePrompt()).toBe('moves');
    const text = output.text();
    expect(text.replace(/\n/g, '')).not.toMatch(/[\p{C}\u2028\u2029]/u);
    // The echo and the quoted reason show the code instead of the mark.
    expect(text).toContain(`${TWO_DOTS_MODE_PROMPT}U+202EM\n"U+202EM" is not a mode: type T or M (or help).\n`);
    // The short mode prompt leaves room to echo this one whole too (the old 73-column prompt left 7 columns).
    expect(text).toContain(
      `${TWO_DOTS_MODE_PROMPT}U+200FxU+2066\n"U+200FxU+2066" is not a mode: type T or M (or help).\n`,
    );
    // C0 and C1 controls are still shown as '?' in echoes and quotes.
    const c1 = view(['\u009b2J', 'M'], { echo: true });
    c1.v.modePrompt();
    expect(c1.output.text()).toContain('"?2J" is not a mode');
    expect(c1.output.text().replace(/\n/g, '')).not.toMatch(/\p{C}/u);
  });

  it('echo never prints an unprintable character, and stays within 80 characters plus "..."', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (line) => {
        const { v, output } = view([line], { echo: true });
        v.getInput();
        const echoed = output.text().slice(TWO_DOTS_MOVE_PROMPT.length).split('\n')[0]!;
        expect(echoed).not.toMatch(/[\p{C}\u2028\u2029]/u);
        expect([...echoed].length).toBeLessThanOrEqual(83);
        const r = parseTwoDotsMoves(line);
        if (!r.ok) expect(r.reason).not.toMatch(/[\p{C}\u2028\u2029]/u);
      }),
      { numRuns: 150 },
    );
  });

  it('getInput(stop) asks again after a refusal only while stop() is false', () => {
    const output = bufferSink();
    const lines = scriptedReader(['abc', '', '1,1 1,2']);
    let reads = 0;
    const input = {
      readLine: () => {
        reads += 1;
        return lines.readLine();
      },
      close: () => lines.close(),
    };
    const v = new BoardView({ input, output });
    // 'abc' is refused; stop() is still false, so the prompt comes again; '' is
    // refused and now the time is up (two lines read): null, without reading the last line.
    const stop = () => reads >= 2;
    expect(v.getInput(stop)).toBeNull();
    expect(output.text().split(TWO_DOTS_MOVE_PROMPT)).toHaveLength(3);
    expect(output.text()).toMatch(/Nothing typed.*\n$/);
    // The unread line is still there for the next caller.
    expect(v.getInput()?.length).toBe(2);
    // The first prompt is always asked (the caller has just checked), and a good line returns.
    expect(view(['1,1 1,2']).v.getInput(() => true)?.length).toBe(2);
  });
});

describe('BoardView on the shared console', () => {
  it('help, board and quit at the mode prompt; board says there is none yet', () => {
    const { v, output } = view(['Help', 'help rules', 'BOARD', 'quit', 'M']);
    expect(v.modePrompt()).toBeNull();
    expect(v.stopReason()).toBe('quit');
    const text = output.text();
    expect(text).toContain('  quit   end the game\nOr type T or M.\n');
    expect(text).toContain(twoDotsRules());
    expect(text).toContain('  quit   end the game\n');
    expect(text).toContain(`${TWO_DOTS_MODE_PROMPT}There is no board yet.\n${TWO_DOTS_MODE_PROMPT}`);
  });

  it('help, board and quit at the move prompt; board is the last one printed', () => {
    const { v, output } = view(['board', 'HELP', ' Quit ', '1,1 1,2']);
    v.printBoard(parseBoard('RG\nBY'));
    expect(v.getInput()).toBeNull();
    expect(v.stopReason()).toBe('quit');
    const table = renderTwoDotsBoard(parseBoard('RG\nBY'));
    expect(output.text().split(table)).toHaveLength(3);
    expect(output.text()).toContain(`${TWO_DOTS_MOVE_PROMPT}\n${table}\n${TWO_DOTS_MOVE_PROMPT}`);
  });

  it('stopReason is end at end of input or after closeStream', () => {
    const a = view([]);
    expect(a.v.stopReason()).toBeNull();
    expect(a.v.getInput()).toBeNull();
    expect(a.v.stopReason()).toBe('end');
    const b = view(['M']);
    b.v.closeStream();
    expect(b.v.modePrompt()).toBeNull();
    expect(b.v.stopReason()).toBe('end');
  });

  it('getInput puts what is left in front of each prompt, asked each time', () => {
    let left = 12;
    const { v, output } = view(['x', '1,1 1,2']);
    expect(v.getInput(undefined, () => `${left--} seconds`)).toHaveLength(2);
    expect(output.text()).toBe(
      `12 seconds left. ${TWO_DOTS_MOVE_PROMPT}"x" is not a row,col pair: type pairs such as 1,1 1,2.\n11 seconds left. ${TWO_DOTS_MOVE_PROMPT}`,
    );
  });

  it('printResult draws the board once more when given, then the Result line', () => {
    const { v, output } = view([]);
    v.printResult('you won', parseBoard('RG'));
    expect(output.text()).toBe(`\n${renderTwoDotsBoard(parseBoard('RG'))}\nResult: you won\n`);
    const quit = view([]);
    quit.v.printResult('quit');
    expect(quit.output.text()).toBe('Result: quit\n');
  });

  it('rules can be given (the app passes its --time); a bad one throws a ViewConsoleError', () => {
    const output = bufferSink();
    const v = new BoardView({ input: scriptedReader(['help rules']), output, rules: twoDotsRules({ time: 30 }) });
    v.modePrompt();
    expect(output.text()).toContain('timed game (30 seconds)');
    expect(() => new BoardView({ rules: 3 as never })).toThrow(/rules must be/);
  });

  it('printMsg wraps a long message at 80 columns', () => {
    const { v, output } = view([]);
    v.printMsg('word '.repeat(30).trim());
    expect(
      output
        .text()
        .split('\n')
        .every((l) => l.length <= 80),
    ).toBe(true);
  });

  it('property: every reason for a typed line, and every rule line, fits 80 columns', () => {
    for (const line of twoDotsRules().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (line) => {
        const parsed = parseTwoDotsMoves(line);
        // In code points: a quoted astral character is one (two UTF-16 units).
        if (!parsed.ok) expect([...parsed.reason].length).toBeLessThanOrEqual(80);
      }),
    );
    // The longest numbers each reason can quote on the game's 6 x 6 board: any safe integer off it.
    const size = { rows: 6, cols: 6 };
    const p = (r: number, c: number) => new PointT(r, c);
    const far = Number.MAX_SAFE_INTEGER - 1;
    for (const problem of [
      { kind: 'offBoard', point: p(far, far) },
      { kind: 'notAdjacent', from: p(4, 4), to: p(5, 5) },
      { kind: 'twoColors', from: p(4, 5), to: p(5, 5), fromColor: 'P', toColor: 'Y' },
    ] as const) {
      expect(describeTwoDotsProblem(problem as never, size).length).toBeLessThanOrEqual(80);
    }
  });
});

describe('issue 22 (the same answers in every game): 1, 2 is read as 1,2', () => {
  it('spaces around the comma of a pair are allowed', () => {
    expect(parseTwoDotsMoves('1, 1 1 ,2  2 , 2')).toEqual(parseTwoDotsMoves('1,1 1,2 2,2'));
    expect(parseTwoDotsMoves('1, 1 1 ,2').ok).toBe(true);
    // A pair still needs both numbers.
    expect(parseTwoDotsMoves('1, ').ok).toBe(false);
  });

  it('a blank line at either prompt gets the shared reminder', () => {
    const { v, output } = view(['', 'M', '  ', '1,1 1,2']);
    expect(v.modePrompt()).toBe('moves');
    expect(v.getInput()).not.toBeNull();
    expect(output.text()).toContain(`${TWO_DOTS_MODE_PROMPT}Nothing typed: type T or M (or help).\n`);
    expect(output.text()).toContain(`${TWO_DOTS_MOVE_PROMPT}Nothing typed: type pairs such as 1,1 1,2 (or help).\n`);
  });
});

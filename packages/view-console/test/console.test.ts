import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  bufferSink,
  type ConsoleIO,
  fdSink,
  GameConsole,
  type GameConsoleOptions,
  isOutputClosedError,
  OutputClosedError,
  parseCommandLine,
  ReadError,
  runConsoleGame,
  scriptedReader,
  ViewConsoleError,
  WriteError,
  wrapText,
} from '../src/node.js';
import * as consoleModule from '../src/console.js';

const BOARD = '  1 2\n1 X .\n';

function setup(lines: string[], extra: Partial<GameConsoleOptions> & { echo?: boolean } = {}) {
  const output = bufferSink();
  const { echo, ...options } = extra;
  const io: ConsoleIO = { input: scriptedReader(lines), output, ...(echo === undefined ? {} : { echo }) };
  const game = new GameConsole(io, {
    program: 'demo',
    rules: 'Take turns. Type a move as i,j.',
    board: () => BOARD,
    commands: [{ name: 'undo', summary: 'take back your last move' }],
    ...options,
  });
  return { game, output };
}

describe('GameConsole.ask', () => {
  it('answers help and board itself, case-insensitive, then returns the move', () => {
    const { game, output } = setup([' HELP ', 'Board', '2,2']);
    expect(game.ask('X to move: ')).toEqual({ kind: 'move', text: '2,2' });
    const text = output.text();
    expect(text.split('X to move: ')).toHaveLength(4);
    expect(text).toContain('Commands (at any prompt, in upper or lower case):\n');
    expect(text).toContain('  quit   end the game\nOr type a move.\n');
    expect(text).toContain('  undo   take back your last move\n');
    expect(text).toContain('  help   these commands; help rules: the rules of the game\n');
    expect(text).toContain('  board  draw the board again\n');
    expect(text).toContain('  quit   end the game\n');
    expect(text).toContain(`X to move: ${BOARD}X to move: `);
  });

  it("returns quit, the game's own commands (lower-case) and end of input", () => {
    const { game } = setup(['UnDo', 'QUIT ']);
    expect(game.ask('> ')).toEqual({ kind: 'command', name: 'undo' });
    expect(game.ask('> ')).toEqual({ kind: 'quit' });
    expect(game.ask('> ')).toEqual({ kind: 'end' });
    expect(game.ended).toBe(true);
    expect(game.ask('> ')).toEqual({ kind: 'end' });
  });

  it('issue 22 (the same answers in every game): a blank line gets the one-line reminder, then the prompt again', () => {
    const { game, output } = setup(['', '   ', 'a', '', '\t'], { example: 'type a square such as d3' });
    expect(game.ask('> ')).toEqual({ kind: 'move', text: 'a' });
    const reminder = 'Nothing typed: type a square such as d3 (or help).\n';
    expect(output.text()).toBe(`> ${reminder}> ${reminder}> `);
    // blankIsMove: the game sees it (and says consoleModule.nothingTyped itself).
    expect(game.ask('> ', { blankIsMove: true })).toEqual({ kind: 'move', text: '' });
    // A prompt's own example (a y/n question, a mode prompt).
    const other = setup(['', 'x']);
    other.game.ask('? ', { example: 'type y or n' });
    expect(other.output.text()).toBe('? Nothing typed: type y or n (or help).\n? ');
    expect(consoleModule.nothingTyped()).toBe('Nothing typed: type a move (or help).');
  });

  it('ends the prompt line at end of input, and echoes each line when asked to', () => {
    const quiet = setup([]);
    expect(quiet.game.ask('> ')).toEqual({ kind: 'end' });
    expect(quiet.output.text()).toBe('> \n');
    const echoed = setup(['1,1', 'x\u001b[2J'], { echo: true });
    echoed.game.ask('> ');
    echoed.game.ask('> ');
    expect(echoed.output.text()).toBe('> 1,1\n> x?[2J\n');
  });

  it('regression: the echo of a long line after its prompt went past 80 columns (prompt + 80 characters + ...)', () => {
    const prompt = '15 moves left. Your move (row,col row,col ...): ';
    const long = '1,1 '.repeat(40);
    const fits = 'x'.repeat(80 - prompt.length);
    const { game, output } = setup([long, fits, `${fits}y`], { echo: true });
    for (let n = 0; n < 3; n++) game.ask(`board drawn above\n${prompt}`);
    const lines = output
      .text()
      .split('\n')
      .filter((l) => l.startsWith(prompt));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^15 moves left.*: 1,1 1,1 .*\.\.\.$/);
    expect(lines[1]).toBe(`${prompt}${fits}`); // a line that just fits is shown whole
    expect(lines[2]).toBe(`${prompt}${fits.slice(0, -3)}...`);
  });

  it('says there is no board yet when board() answers null', () => {
    const { game, output } = setup(['board', 'M'], { board: () => null });
    game.ask('> ');
    expect(output.text()).toBe('> There is no board yet.\n> ');
  });

  it('issue 22 (fit the screen): help lists the commands, help rules prints the rules', () => {
    const { game, output } = setup(['help', 'x', 'HELP  Rules', 'y']);
    game.ask('> ');
    expect(output.text()).not.toContain('Take turns.');
    expect(output.text()).toContain('help rules: the rules');
    game.ask('> ');
    expect(output.text()).toContain('> Take turns. Type a move as i,j.\n> ');
  });

  it('asks the rules function at each help rules (rules that depend on the mode)', () => {
    let mode = 'timed';
    const { game, output } = setup(['help rules', 'x', 'help rules', 'y'], {
      rules: () => `Rules of the ${mode} game.`,
    });
    game.ask('> ');
    expect(output.text()).toContain('Rules of the timed game.');
    mode = 'moves';
    game.ask('> ');
    expect(output.text()).toContain('Rules of the moves game.');
  });
});

describe('GameConsole output', () => {
  it('say and refuse wrap at 80 columns; show writes as it is', () => {
    const { game, output } = setup([]);
    const long = `${'word '.repeat(30)}end`;
    game.say(long);
    game.refuse('Too short.');
    game.show('a  b\n  c');
    const lines = output.text().split('\n');
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(lines.length).toBeGreaterThan(3); // the long message took two lines
    expect(lines.slice(0, 2).join(' ')).toBe(long);
    expect(output.text().endsWith('Too short.\na  b\n  c')).toBe(true);
  });

  it('finish writes Result: last, after the board when asked', () => {
    const a = setup([]);
    a.game.finish('X wins', { board: true });
    expect(a.output.text()).toBe(`${BOARD}Result: X wins\n`);
    const b = setup([]);
    b.game.finish('quit');
    expect(b.output.text()).toBe('Result: quit\n');
    const c = setup([]);
    c.game.finish('two\nlines');
    expect(c.output.text()).toBe('Result: two lines\n');
  });

  it('help fits 80 columns even with long rules and summaries', () => {
    const { game, output } = setup(['help', 'x'], {
      rules: `${'Some long rule text. '.repeat(20)}\nA second paragraph.`,
      commands: [{ name: 'hint', summary: 'a very long summary '.repeat(8) }],
    });
    game.ask('> ');
    for (const line of output.text().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(output.text()).toContain('\n  hint   a very long summary');
  });
});

describe('GameConsole argument checks', () => {
  const io = { input: scriptedReader([]), output: bufferSink() };
  const ok = { program: 'demo', rules: 'r', board: () => '' };
  it('throws a ViewConsoleError naming what is wrong', () => {
    expect(() => new GameConsole(null as never, ok)).toThrow(/io must be an object/);
    expect(() => new GameConsole({ ...io, input: {} } as never, ok)).toThrow(/io.input must be a LineReader/);
    expect(() => new GameConsole({ ...io, output: 3 } as never, ok)).toThrow(/io.output must be an OutputSink/);
    expect(() => new GameConsole({ ...io, error: {} } as never, ok)).toThrow(/io.error must be an OutputSink/);
    expect(() => new GameConsole({ ...io, echo: 'yes' } as never, ok)).toThrow(/io.echo must be true or false/);
    expect(() => new GameConsole(io, { ...ok, program: 'Bad Name' })).toThrow(/program must be/);
    expect(() => new GameConsole(io, { ...ok, rules: 3 } as never)).toThrow(/rules must be/);
    expect(() => new GameConsole(io, { ...ok, board: 'x' } as never)).toThrow(/board must be a function/);
    expect(() => new GameConsole(io, { ...ok, commands: [{ name: 'Undo', summary: 's' }] })).toThrow(/one lower-case/);
    expect(() => new GameConsole(io, { ...ok, commands: [{ name: 'help', summary: 's' }] })).toThrow(/given twice/);
    expect(() => new GameConsole(io, { ...ok, commands: [{ name: 'undo', summary: 'a\nb' }] })).toThrow(/one-line/);
    expect(
      () =>
        new GameConsole(io, {
          ...ok,
          commands: Array.from({ length: 17 }, (_, i) => ({ name: `c${i}`, summary: 's' })),
        }),
    ).toThrow(expect.objectContaining({ name: 'ViewConsoleError', code: 'TOO_LARGE' }));
    expect(() => new GameConsole(null as never, ok)).toThrow(ViewConsoleError);
  });
});

describe('wrapText', () => {
  it('keeps short lines and existing newlines', () => {
    expect(wrapText('a\n\nb')).toBe('a\n\nb');
    expect(wrapText('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('breaks at word boundaries, keeps the indentation, cuts words longer than a line', () => {
    expect(wrapText('aaa bbb ccc', 10)).toBe('aaa bbb\nccc');
    expect(wrapText('  aaa bbb ccc', 10)).toBe('  aaa bbb\n  ccc');
    expect(wrapText('x'.repeat(25), 10)).toBe('xxxxxxxxxx\nxxxxxxxxxx\nxxxxx');
    expect(wrapText(`ab ${'y'.repeat(12)}`, 10)).toBe('ab\nyyyyyyyyyy\nyy');
  });

  it('does not count colour codes as columns', () => {
    const red = '\u001b[31mR\u001b[39m';
    expect(wrapText(`${red} `.repeat(20).trim(), 40)).not.toContain('\n');
  });

  it('refuses a bad width or text', () => {
    expect(() => wrapText('a', 5)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => wrapText('a', 1.5)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => wrapText(3 as never)).toThrow(expect.objectContaining({ code: 'WRONG_TYPE' }));
  });

  it('property: every line fits, and no word is lost or reordered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,30}$/), { maxLength: 40 }),
        fc.integer({ min: 10, max: 100 }),
        (words, width) => {
          const out = wrapText(words.join(' '), width);
          for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(width);
          expect(out.replace(/[\n ]/g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});

describe('parseCommandLine', () => {
  const OPTIONS = {
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  } as const;

  it('returns the values (typed) and no positionals', () => {
    const r = parseCommandLine(['--seed', '42', '-h'], OPTIONS);
    expect(r).toEqual({ values: { seed: '42', help: true }, positionals: [] });
    if (typeof r !== 'string') {
      expectTypeOf(r.values.seed).toEqualTypeOf<string | undefined>();
      expectTypeOf(r.values.help).toEqualTypeOf<boolean | undefined>();
    }
    expect(parseCommandLine(['--seed=-3'], OPTIONS)).toEqual({ values: { seed: '-3' }, positionals: [] });
    // A value that starts with a dash is still the option's value, as the apps always took it.
    expect(parseCommandLine(['--seed', '-3'], OPTIONS)).toEqual({ values: { seed: '-3' }, positionals: [] });
  });

  it('gives one-line reasons for unknown options, missing values and stray arguments', () => {
    expect(parseCommandLine(['--colour'], OPTIONS)).toBe('unknown option "--colour"');
    expect(parseCommandLine(['--colour=red'], OPTIONS)).toBe('unknown option "--colour=red"');
    expect(parseCommandLine(['-hx'], OPTIONS)).toBe('unknown option "-x"');
    expect(parseCommandLine(['--seed'], OPTIONS)).toBe('--seed needs a value, got nothing');
    expect(parseCommandLine(['--seed'], OPTIONS, { expects: { seed: 'an integer' } })).toBe(
      '--seed needs an integer, got nothing',
    );
    expect(parseCommandLine(['--help=yes'], OPTIONS)).toBe('--help takes no value, got "--help=yes"');
    // regression: `freecell --no-auto=<200 x>` gave an 85-column reason (found by the apps' hostile argv tests).
    const long = parseCommandLine([`--help=${'x'.repeat(200)}`], OPTIONS) as string;
    expect(`freecell: ${long}`.length).toBeLessThanOrEqual(80);
    expect(parseCommandLine(['extra'], OPTIONS)).toBe('unexpected argument "extra"');
    expect(parseCommandLine(['--bad\u001b[2J'], OPTIONS)).toBe('unknown option "--bad?[2J"');
    expect(
      parseCommandLine(['othello', '--level', '3'], { level: { type: 'string' } }, { allowPositionals: true }),
    ).toEqual({ values: { level: '3' }, positionals: ['othello'] });
  });

  it('property: every reason is one line within 80 columns', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 5 }), (args) => {
        const r = parseCommandLine(args, OPTIONS);
        if (typeof r === 'string') {
          expect(r).not.toContain('\n');
          expect(r.length).toBeLessThanOrEqual(80);
        }
      }),
    );
  });
});

describe('runConsoleGame', () => {
  function io() {
    return { input: scriptedReader([]), output: bufferSink(), error: bufferSink() };
  }

  it("returns the body's status", () => {
    expect(runConsoleGame('demo', io(), () => 0)).toBe(0);
    expect(runConsoleGame('demo', io(), () => 2)).toBe(2);
  });

  it('a closed output ends with 0 at once, a read error with one line and 1', () => {
    const a = io();
    expect(
      runConsoleGame('demo', a, () => {
        throw new OutputClosedError();
      }),
    ).toBe(0);
    expect(a.output.text() + a.error.text()).toBe('');
    const b = io();
    expect(
      runConsoleGame('demo', b, () => {
        throw new ReadError(
          Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }),
        );
      }),
    ).toBe(1);
    expect(b.output.text()).toBe('\n');
    expect(b.error.text()).toBe('demo: cannot read the input: EISDIR: illegal operation on a directory, read\n');
    const c = io();
    expect(
      runConsoleGame('demo', c, () => {
        throw new WriteError(new Error('ENOSPC'));
      }),
    ).toBe(1);
    expect(c.error.text()).toBe('demo: cannot write the output: ENOSPC\n');
  });

  it('other errors are bugs and are thrown on', () => {
    expect(() =>
      runConsoleGame('demo', io(), () => {
        throw new Error('bug');
      }),
    ).toThrow('bug');
  });
});

describe('fdSink', () => {
  it('writes every byte, waiting on EAGAIN and going on after a partial write', () => {
    const got: string[] = [];
    let calls = 0;
    const sink = fdSink(1, (_fd, buffer, offset, length) => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      const n = Math.min(3, length);
      got.push(Buffer.from(buffer.subarray(offset, offset + n)).toString());
      return n;
    });
    sink.write('hello ☃');
    expect(got.join('')).toBe('hello ☃');
  });

  it('throws OutputClosedError on EPIPE and WriteError on anything else', () => {
    const epipe = fdSink(1, () => {
      throw Object.assign(new Error('EPIPE: broken pipe, write'), { code: 'EPIPE' });
    });
    let caught: unknown;
    try {
      epipe.write('x');
    } catch (err) {
      caught = err;
    }
    expect(isOutputClosedError(caught)).toBe(true);
    expect(caught).toBeInstanceOf(OutputClosedError);
    const eio = fdSink(1, () => {
      throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
    });
    expect(() => eio.write('x')).toThrow(WriteError);
    expect(() => fdSink(-1)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
  });

  it('brand checks accept copies of the class from another build (Symbol.for, not instanceof)', () => {
    const foreign = { [Symbol.for('@arcade/view-console/OutputClosedError')]: true };
    expect(isOutputClosedError(foreign)).toBe(true);
    expect(isOutputClosedError(new Error('x'))).toBe(false);
    expect(isOutputClosedError(null)).toBe(false);
  });
});

describe('the console entry point', () => {
  it('exports every name of the contract', () => {
    for (const name of ['GameConsole', 'OutputClosedError', 'wrapText', 'parseCommandLine', 'runConsoleGame']) {
      expect(consoleModule).toHaveProperty(name);
    }
  });
});

describe('option checkers (one piece of code for every app)', () => {
  it('intOption reads an integer in its range, or gives the reason', () => {
    expect(consoleModule.intOption('--rounds', ' 50 ', 1, 1000)).toEqual({ ok: true, value: 50 });
    expect(consoleModule.intOption('--rounds', '0', 1, 1000)).toEqual({
      ok: false,
      reason: '--rounds needs an integer from 1 to 1000, got "0"',
    });
    for (const bad of ['1.5', '1e3', '', 'x', '-', '99999999999999999999'])
      expect(consoleModule.intOption('--n', bad, -5, 5).ok, bad).toBe(false);
    expect(consoleModule.intOption('--n', '-5', -5, 5)).toEqual({ ok: true, value: -5 });
    expect(() => consoleModule.intOption('--n', '1', 5, 1)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
  });

  it('seedOption is 0 to SEED_MAX (32 bits: a larger seed would replay a smaller one)', () => {
    expect(consoleModule.SEED_MAX).toBe(2 ** 32 - 1);
    expect(consoleModule.seedOption('4294967295')).toEqual({ ok: true, value: 4294967295 });
    expect(consoleModule.seedOption('4294967296').ok).toBe(false);
    expect(consoleModule.seedOption('-1').ok).toBe(false);
  });

  it('choiceOption is case-insensitive and lists the choices in its reason', () => {
    expect(consoleModule.choiceOption('--level', ' Random', ['perfect', 'random'] as const)).toEqual({
      ok: true,
      value: 'random',
    });
    expect(consoleModule.choiceOption('--ai', 'x', ['a', 'b', 'c'] as const)).toEqual({
      ok: false,
      reason: '--ai needs a, b or c, got "x"',
    });
  });

  it('regression: a reason quoting a long value went past 80 columns ("<program>: " + 20 characters quoted)', () => {
    const reason = consoleModule.seedOption('x'.repeat(200));
    expect(reason.ok).toBe(false);
    if (!reason.ok) {
      expect(reason.reason).toBe('--seed needs an integer from 0 to 4294967295, got "xxxxxxxxxxxx..."');
      expect(`foxdolphin: ${reason.reason}`.length).toBeLessThanOrEqual(80);
    }
    expect(consoleModule.quoteOptionValue('\u001b[2J')).toBe('"?[2J"');
  });

  it("issue 22 (bad options): usageError writes the reason and Try 'demo --help'. on io.error and gives 2", () => {
    const output = bufferSink();
    const error = bufferSink();
    expect(consoleModule.usageError({ input: scriptedReader([]), output, error }, 'demo', 'bad')).toBe(2);
    expect(error.text()).toBe("demo: bad\nTry 'demo --help'.\n");
    expect(output.text()).toBe('');
  });

  it('issue 22 (bad options): a leading -- is dropped, as `pnpm dots -- --seed 1` passes it', () => {
    const options = { seed: { type: 'string' } } as const;
    const parsed = parseCommandLine(['--', '--seed', '1'], options);
    expect(typeof parsed === 'string' ? parsed : parsed.values.seed).toBe('1');
    // Only a leading one: a -- later still ends the options.
    expect(parseCommandLine(['--seed', '1', '--', '--seed'], options)).toBe('unexpected argument "--seed"');
  });

  it('processConsoleIO wires stdout, stderr, colour, echo and a clock seed', () => {
    const io = consoleModule.processConsoleIO();
    expect(typeof io.input.readLine).toBe('function');
    expect(typeof io.echo).toBe('boolean');
    expect(typeof io.color).toBe('boolean');
    expect(io.terminal).toBe(process.stdout.isTTY === true);
    const seed = io.randomSeed();
    expect(Number.isSafeInteger(seed) && seed >= 0 && seed <= consoleModule.SEED_MAX).toBe(true);
  });
});

describe('end of input, the same in every game', () => {
  it('finish says "End of input." before Result: quit once an ask has answered end, and only then', () => {
    const ended = setup([]);
    expect(ended.game.ask('Move: ')).toEqual({ kind: 'end' });
    ended.game.finish('quit');
    expect(ended.output.text()).toBe('Move: \nEnd of input.\nResult: quit\n');
    const typed = setup(['quit']);
    expect(typed.game.ask('Move: ')).toEqual({ kind: 'quit' });
    typed.game.finish('quit');
    expect(typed.output.text()).toBe('Move: Result: quit\n');
    // A game that ended otherwise after the input ended (the timed Dots game, lost) says only its Result.
    const lost = setup([]);
    lost.game.ask('Move: ');
    lost.game.finish('you lost (out of time)');
    expect(lost.output.text()).toBe('Move: \nResult: you lost (out of time)\n');
  });

  it('close ends the input: later asks answer end without reading', () => {
    let reads = 0;
    const output = bufferSink();
    const game = new GameConsole(
      {
        input: {
          readLine: () => {
            reads++;
            return 'x';
          },
          close: () => {},
        },
        output,
      },
      { program: 'demo', rules: 'r', board: () => null },
    );
    game.close();
    expect(game.ask('Move: ')).toEqual({ kind: 'end' });
    expect(reads).toBe(0);
    expect(game.ended).toBe(true);
  });
});

describe('issue 22 (fit the screen): the terminal width', () => {
  it('below 80 columns say, refuse and help wrap at the width; a board stays intact and is said once to be too wide', () => {
    const output = bufferSink();
    const game = new GameConsole(
      { input: scriptedReader(['help']), output, columns: 40 },
      { program: 'demo', rules: 'r', board: () => BOARD },
    );
    expect(game.width).toBe(40);
    game.say(`${'word '.repeat(20)}end`);
    game.refuse('A reason that is rather longer than forty columns, to be wrapped.');
    game.ask('> ');
    const wide = `${'x'.repeat(50)}\n`;
    game.show(wide);
    game.show(wide);
    const text = output.text();
    expect(text.split(wide)).toHaveLength(3);
    const lines = text.split('\n').filter((l) => l !== wide.trim());
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(40);
    expect(text.replace(/\s+/g, ' ').match(/This window is 40 columns wide and the board needs 50/g)).toHaveLength(1);
  });

  it('consoleWidth: the columns within 20..80, 80 when unknown; a bad one throws', () => {
    expect(consoleModule.consoleWidth({})).toBe(80);
    expect(consoleModule.consoleWidth({ columns: 200 })).toBe(80);
    expect(consoleModule.consoleWidth({ columns: 40 })).toBe(40);
    expect(consoleModule.consoleWidth({ columns: 5 })).toBe(20);
    expect(consoleModule.consoleWidth({ columns: 0 })).toBe(80); // a terminal that says 0x0
    expect(() => consoleModule.consoleWidth({ columns: -1 })).toThrow(ViewConsoleError);
    expect(
      () => new GameConsole({ input: scriptedReader([]), output: bufferSink(), columns: 1.5 }, consoleOptions()),
    ).toThrow(/io.columns/);
  });
});

function consoleOptions(): GameConsoleOptions {
  return { program: 'demo', rules: 'r', board: () => BOARD };
}

describe('issue 22 (play again): offerAnother', () => {
  const offer = { program: 'demo', question: 'Play the next deal, 618?' };
  const io = (lines: string[], interactive: boolean | undefined) => {
    const output = bufferSink();
    return {
      output,
      io: { input: scriptedReader(lines), output, ...(interactive === undefined ? {} : { interactive }) },
    };
  };

  it('piped input (not interactive) is never asked: false, nothing read or written', () => {
    const { io: piped, output } = io(['y'], undefined);
    expect(consoleModule.offerAnother(piped, offer)).toBe(false);
    expect(output.text()).toBe('');
    expect(piped.input.readLine()).toBe('y');
    expect(consoleModule.offerAnother(io(['y'], false).io, offer)).toBe(false);
  });

  it('at a terminal: y or yes is true; n, no, quit and end of input are false; other lines get a reason', () => {
    for (const [lines, answer] of [
      [['y'], true],
      [[' YES '], true],
      [['n'], false],
      [['No'], false],
      [['quit'], false],
      [[], false],
    ] as const) {
      expect(consoleModule.offerAnother(io([...lines], true).io, offer)).toBe(answer);
    }
    const { io: asked, output } = io(['', 'maybe', 'help', 'y'], true);
    expect(consoleModule.offerAnother(asked, offer)).toBe(true);
    const text = output.text();
    expect(text).toContain('Play the next deal, 618? (y/n): Nothing typed: type y or n (or help).\n');
    expect(text).toContain('"maybe" is not an answer: type y for another game, or n to stop.\n');
    expect(text).toContain('Or type y or n.');
  });

  it('board shows the finished game', () => {
    const { io: asked, output } = io(['board', 'n'], true);
    expect(consoleModule.offerAnother(asked, { ...offer, board: () => BOARD })).toBe(false);
    expect(output.text()).toContain(`(y/n): ${BOARD}`);
  });
});

describe('issue 22 (play again): playGames', () => {
  it('at a terminal plays game after game while the player says y, and stops at n', () => {
    const output = bufferSink();
    const io = { input: scriptedReader(['y', 'yes', 'n', 'y']), output, interactive: true };
    let played = 0;
    consoleModule.playGames(io, 'demo', () => {
      played++;
      output.write(`game ${played}\nResult: won\n`);
      return `Play game ${played + 1}?`;
    });
    expect(played).toBe(3);
    expect(output.text()).toBe(
      'game 1\nResult: won\nPlay game 2? (y/n): \ngame 2\nResult: won\nPlay game 3? (y/n): \ngame 3\nResult: won\nPlay game 4? (y/n): ',
    );
  });

  it('piped input plays one game; a game that returns null (quit, end of input) is the last', () => {
    let played = 0;
    const piped = { input: scriptedReader(['y']), output: bufferSink() };
    consoleModule.playGames(piped, 'demo', () => {
      played++;
      return 'Again?';
    });
    expect(played).toBe(1);
    const quit = { input: scriptedReader(['y']), output: bufferSink(), interactive: true };
    consoleModule.playGames(quit, 'demo', () => {
      played++;
      return null;
    });
    expect(played).toBe(2);
    expect(quit.output.text()).toBe('');
    expect(() => consoleModule.playGames(quit, 'demo', () => 3 as never)).toThrow(ViewConsoleError);
  });
});

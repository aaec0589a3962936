/**
 * The shared console: the game loop's text layer that every Arcade game
 * uses, so that every game is played the same way. At every prompt `help`
 * (the rules and the commands), `board` (the board again) and `quit` are
 * answered, case-insensitive; a game adds its own commands; messages wrap
 * at 80 columns; the last line of a game is `Result: ...`; a closed output
 * pipe ends the game at once (OutputClosedError, status 0).
 *
 * ```ts
 * import { GameConsole, scriptedReader, bufferSink } from '@arcade/view-console';
 * const output = bufferSink();
 * const game = new GameConsole(
 *   { input: scriptedReader(['HELP', 'board', '7', 'quit']), output },
 *   { program: 'guess', rules: 'Guess my number, 1 to 9.', board: () => '[ ? ]\n' },
 * );
 * game.ask('Your guess: '); // help and board answered here: { kind: 'move', text: '7' }
 * game.refuse('7 is too high.');
 * game.ask('Your guess: '); // { kind: 'quit' }
 * game.finish('quit'); // output.text() ends with 'Result: quit\n'
 * ```
 *
 * Why synchronous writes: the games read their input synchronously, so the
 * event loop never runs during a game and an asynchronous EPIPE 'error'
 * event on process.stdout would never be seen; stdoutSink writes with
 * fs.writeSync and throws OutputClosedError where the write happens.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { colorEnabled } from './color.js';
import {
  consoleReader,
  isLineTooLongError,
  isOutputClosedError,
  isReadError,
  isWriteError,
  type LineReader,
  type OutputSink,
  printableInput,
  shouldEchoInput,
  stderrSink,
  stdinIsTerminal,
  stdoutSink,
} from './io.js';
import { describeValue, hasMethods } from './describe.js';
import { isArray, isRevoked, ownOptions, ownValue } from '@arcade/core';
import {
  checkBoolean,
  checkFunction,
  checkInteger,
  checkRecord,
  checkString,
  deepFreeze,
  describe,
  fail,
  sealClass,
  ViewConsoleError,
} from './errors.js';

export { OutputClosedError, isOutputClosedError } from './io.js';

/** The width every message fits in. */
export const CONSOLE_WIDTH = 80;

/** The fields of a ConsoleIO and of GameConsole's options, read through own properties only. */
const IO_KEYS: readonly string[] = Object.freeze(['input', 'output', 'error', 'echo', 'color']);
const CONSOLE_OPTIONS: readonly string[] = Object.freeze(['program', 'rules', 'commands', 'board']);

/** ownOptions' refusal of a revoked Proxy, as this package's error. */
const unreadable = (_: string, message: string): ViewConsoleError => new ViewConsoleError('WRONG_TYPE', message);

/** What a game wires in: the same for every app (main(args, io) takes this). */
export interface ConsoleIO {
  readonly input: LineReader;
  readonly output: OutputSink;
  /** Usage errors and unreadable-input lines; `output` by default. */
  readonly error?: OutputSink;
  /** Echo each line read after its prompt (piped input, or output not a terminal). */
  readonly echo?: boolean;
  /** ANSI colour on boards (decided by the cli with colorEnabled: NO_COLOR, FORCE_COLOR, TERM=dumb, TTY). */
  readonly color?: boolean;
}

/** The ConsoleIO of this process, with what every app's cli.ts adds (see processConsoleIO). */
export interface ProcessConsoleIO extends ConsoleIO {
  /** Whether stdout is a terminal (a watched game pauses and clears the screen only there). */
  readonly terminal: boolean;
  /** A seed from the clock for a game started without --seed (read here, in the cli, never in a model). */
  readonly randomSeed: () => number;
}

/**
 * Every app's cli.ts wiring, in one place: the console reader (readline-sync
 * on a terminal, stdin otherwise), stdout and stderr written synchronously,
 * colour as colorEnabled decides (NO_COLOR, FORCE_COLOR, TERM=dumb, TTY),
 * echo unless both ends are a terminal, and a clock seed.
 *
 * ```ts
 * process.exitCode = main(process.argv.slice(2), processConsoleIO());
 * ```
 */
export function processConsoleIO(): ProcessConsoleIO {
  const terminal = process.stdout.isTTY === true;
  return {
    input: consoleReader(),
    output: stdoutSink,
    error: stderrSink,
    color: colorEnabled(process.env, terminal),
    // A terminal shows the typing itself; piped input, and `game | tee log`, would otherwise lose the moves.
    echo: shouldEchoInput(stdinIsTerminal(), terminal),
    terminal,
    randomSeed: () => Date.now() % 1_000_000,
  };
}

/** A command a game adds beside the shared help/board/quit. */
export interface GameCommand {
  /** The word typed, lower-case, e.g. 'undo' (matching is case-insensitive, surrounding spaces ignored). */
  readonly name: string;
  /** One line for `help`, e.g. 'take back your last move'. */
  readonly summary: string;
}

export interface GameConsoleOptions {
  /** The program's name, e.g. 'tictactoe'. */
  readonly program: string;
  /**
   * The game's rules and how to type a move, for `help` (plain text; wrapped
   * at 80 columns). A function is asked each time `help` is typed (rules
   * that depend on the mode picked).
   */
  readonly rules: string | (() => string);
  /** The game's own commands (undo, hint, ...); `help` lists them with help, board and quit. */
  readonly commands?: readonly GameCommand[];
  /**
   * The board as it stands now (a renderer's string), for `board`; null
   * when there is no board yet (the console then says so in one line).
   */
  readonly board: () => string | null;
}

/** What `ask` returns. */
export type Reply =
  | { readonly kind: 'move'; readonly text: string } // anything that is not a command: the game parses it
  | { readonly kind: 'command'; readonly name: string } // one of the game's own commands (lower-case name)
  | { readonly kind: 'quit' } // the player typed quit
  | { readonly kind: 'end' }; // end of input

/** Options of one `ask`. */
export interface AskOptions {
  /**
   * Return a blank line as a move (`{ kind: 'move', text: '' }`) so the game
   * gives its own reason, instead of asking again silently (the default).
   */
  readonly blankIsMove?: boolean;
  /**
   * Asked after each line is read: once it answers true, the line is
   * returned as a move whatever it is (help, board and quit included), so
   * the game decides (the timed Two Dots game: once its time is up,
   * whatever is typed ends the game).
   */
  readonly expired?: () => boolean;
}

/** The shared commands, answered (help, board) or returned (quit) by every prompt. */
export const SHARED_COMMANDS: readonly GameCommand[] = Object.freeze([
  Object.freeze({ name: 'help', summary: 'the rules and these commands' }),
  Object.freeze({ name: 'board', summary: 'draw the board again' }),
  Object.freeze({ name: 'quit', summary: 'end the game' }),
]);

/** The line `finish` writes before `Result: quit` when the input has ended: the same in every game. */
export const END_OF_INPUT = 'End of input.';

/** The most commands a game may add (help stays one screen). */
export const MAX_GAME_COMMANDS = 16;

const COMMAND_NAME = /^[a-z][a-z0-9-]{0,15}$/;

function checkIO(io: unknown): ConsoleIO {
  if (typeof io !== 'object' || io === null || isArray(io)) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: io must be an object { input, output, error?, echo?, color? }, got ${describeValue(io)}`,
    );
  }
  // Own properties only, each read once (a polluted Object.prototype.echo is not an option).
  const own = ownOptions('GameConsole: io', io, IO_KEYS, unreadable, true);
  const { input, output, error, echo, color } = own;
  if (!hasMethods(input, ['readLine', 'close'])) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: io.input must be a LineReader (readLine() and close()), got ${describeValue(input)}`,
    );
  }
  for (const [name, sink] of [
    ['output', output],
    ['error', error],
  ] as const) {
    if ((name === 'output' || sink !== undefined) && !hasMethods(sink, ['write'])) {
      throw new ViewConsoleError(
        'WRONG_TYPE',
        `GameConsole: io.${name} must be an OutputSink (a write(text) method), got ${describeValue(sink)}`,
      );
    }
  }
  for (const [name, value] of [
    ['echo', echo],
    ['color', color],
  ] as const) {
    if (value !== undefined && typeof value !== 'boolean') {
      throw new ViewConsoleError(
        'WRONG_TYPE',
        `GameConsole: io.${name} must be true or false, got ${describeValue(value)}`,
      );
    }
  }
  return own as unknown as ConsoleIO;
}

function checkOptions(options: unknown): {
  program: string;
  commands: GameCommand[];
  rules: string | (() => string);
  board: () => string | null;
} {
  if (typeof options !== 'object' || options === null || isArray(options)) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: options must be an object { program, rules, commands?, board }, got ${describeValue(options)}`,
    );
  }
  const own = ownOptions('GameConsole: options', options, CONSOLE_OPTIONS, unreadable, true);
  const { program, rules, commands, board } = own;
  if (typeof program !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(program)) {
    throw new ViewConsoleError(
      typeof program === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `GameConsole: program must be a lower-case name such as "dots", got ${describeValue(program)}`,
    );
  }
  if (typeof rules !== 'string' && typeof rules !== 'function') {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: rules must be a string or a function returning one, got ${describeValue(rules)}`,
    );
  }
  if (typeof board !== 'function') {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: board must be a function returning the board's text, got ${describeValue(board)}`,
    );
  }
  const list: GameCommand[] = [];
  if (commands !== undefined) {
    if (!isArray(commands)) {
      throw new ViewConsoleError(
        'WRONG_TYPE',
        `GameConsole: commands must be an array of { name, summary }, got ${describeValue(commands)}`,
      );
    }
    if (commands.length > MAX_GAME_COMMANDS) {
      throw new ViewConsoleError(
        'TOO_LARGE',
        `GameConsole: at most ${MAX_GAME_COMMANDS} commands, got ${commands.length}`,
      );
    }
    for (const c of commands as unknown[]) {
      const { name, summary } = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>;
      if (typeof name !== 'string' || !COMMAND_NAME.test(name)) {
        throw new ViewConsoleError(
          typeof name === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
          `GameConsole: a command's name must be one lower-case word (a-z, 0-9, -), got ${describeValue(name)}`,
        );
      }
      if (SHARED_COMMANDS.some((s) => s.name === name) || list.some((s) => s.name === name)) {
        throw new ViewConsoleError(
          'BAD_VALUE',
          `GameConsole: the command "${name}" is given twice (help, board and quit are built in)`,
        );
      }
      if (typeof summary !== 'string' || summary.includes('\n')) {
        throw new ViewConsoleError(
          typeof summary === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
          `GameConsole: the command "${name}" needs a one-line summary, got ${describeValue(summary)}`,
        );
      }
      list.push(Object.freeze({ name, summary }));
    }
  }
  return { program, commands: list, rules: rules as string | (() => string), board: board as () => string | null };
}

/** Length in terminal columns, as far as this console cares: code points, colour codes not counted. */
function columns(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no column
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

/**
 * Wraps text at word boundaries to `width` columns (default 80); existing
 * newlines are kept. A wrapped line keeps the indentation of the line it
 * came from, so a hanging list stays aligned; a word longer than the width
 * is cut. Trailing spaces of a broken line are dropped.
 */
export function wrapText(text: string, width: number = CONSOLE_WIDTH): string {
  checkString('wrapText', 'text', text);
  checkInteger('wrapText', 'width', width, 10, 1000);
  return text
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
}

function wrapLine(line: string, width: number): string {
  if (columns(line) <= width) return line;
  const indent = /^ */.exec(line)?.[0] ?? '';
  // An indent that leaves too little room is dropped for the continuation lines.
  const hang = indent.length <= width / 2 ? indent : '';
  const words = line.slice(indent.length).split(/ +/);
  const out: string[] = [];
  // The line being built, and its width kept as it grows: measuring it again
  // for every word, or cutting a long word again for every piece, made one
  // word of 100,000 characters take 13 s (issue 23.8).
  let current = indent;
  let used = indent.length;
  let empty = true;
  const startLine = (text: string, size: number) => {
    current = text;
    used = size;
  };
  for (const word of words) {
    if (word === '') continue;
    const size = columns(word);
    if (!empty && used + 1 + size <= width) {
      current += ` ${word}`;
      used += 1 + size;
      continue;
    }
    if (!empty) {
      out.push(current);
      startLine(hang, hang.length);
      empty = true;
    }
    if (used + size <= width) {
      current += word;
      used += size;
      empty = false;
      continue;
    }
    // A word longer than a line is cut into pieces that fit: its characters split once.
    const chars = wordCharacters(word);
    let at = 0;
    while (used + (chars.length - at) > width) {
      const n = Math.max(1, width - used);
      out.push(current + chars.slice(at, at + n).join(''));
      at += n;
      startLine(hang, hang.length);
    }
    current += chars.slice(at).join('');
    used += chars.length - at;
    empty = at === chars.length;
  }
  if (!empty || out.length === 0) out.push(current);
  return out.join('\n');
}

/**
 * A word's characters as columns() counts them: code points, each with the
 * colour codes that come before it (they take no column, and are never cut).
 */
function wordCharacters(word: string): string[] {
  const chars: string[] = [];
  let pending = '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no column
  for (const [, code, ch] of word.matchAll(/(\u001b\[[0-9;]*m)|([\s\S])/gu)) {
    if (code !== undefined) pending += code;
    else {
      chars.push(pending + ch);
      pending = '';
    }
  }
  if (pending !== '') {
    if (chars.length === 0) chars.push(pending);
    else chars[chars.length - 1] += pending;
  }
  return chars;
}

/**
 * What the echo of a line read shows after its prompt: the line as far as it
 * fits with the prompt's last line in 80 columns, cut with '...' beyond
 * that (a long line typed or piped must not make the transcript wider).
 */
function echoText(prompt: string, line: string): string {
  const room = Math.max(4, CONSOLE_WIDTH - columns(prompt.slice(prompt.lastIndexOf('\n') + 1)));
  const whole = printableInput(line, room);
  return columns(whole) <= room ? whole : printableInput(line, room - 3);
}

/**
 * One game's console over a ConsoleIO: messages, board drawings, one-line
 * refusals, prompts that answer help/board/quit themselves, and the last
 * `Result:` line. Writes may throw OutputClosedError (the output's reader
 * has gone away): let it reach runConsoleGame, which ends with status 0.
 */
export class GameConsole {
  readonly #io: ConsoleIO;
  readonly #program: string;
  readonly #rules: string | (() => string);
  readonly #commands: readonly GameCommand[];
  readonly #board: () => string | null;
  #ended = false;

  /** A wrong io or options (a missing method, a command named twice, ...) throws a ViewConsoleError naming it. */
  constructor(io: ConsoleIO, options: GameConsoleOptions) {
    this.#io = checkIO(io);
    const { program, commands, rules, board } = checkOptions(options);
    this.#program = program;
    this.#rules = rules;
    this.#commands = Object.freeze(commands);
    this.#board = board;
  }

  /** The program's name, as given. */
  get program(): string {
    return this.#program;
  }

  /** Whether colour is on (io.color). */
  get color(): boolean {
    return this.#io.color === true;
  }

  /** The game's own commands and the shared ones, as `help` lists them. */
  get commands(): readonly GameCommand[] {
    return [...this.#commands, ...SHARED_COMMANDS];
  }

  /** Whether end of input has been read (every later ask answers `end` at once). */
  get ended(): boolean {
    return this.#ended;
  }

  /** A message, wrapped at word boundaries to 80 columns. */
  say(text: string): void {
    this.#io.output.write(`${wrapText(checkString('GameConsole.say', 'text', text))}\n`);
  }

  /** Pre-formatted text written as it is (a board drawing). */
  show(text: string): void {
    this.#io.output.write(checkString('GameConsole.show', 'text', text));
  }

  /** A one-line reason for a refusal (wrapped to 80 columns if longer); the caller asks again. */
  refuse(reason: string): void {
    this.#io.output.write(`${wrapText(checkString('GameConsole.refuse', 'reason', reason))}\n`);
  }

  /** The text `help` prints: the rules, then every command with its summary. */
  helpText(): string {
    const rules: unknown = typeof this.#rules === 'function' ? this.#rules() : this.#rules;
    if (typeof rules !== 'string')
      fail('WRONG_TYPE', `GameConsole: rules() must return a string, got ${describe(rules)}`);
    const all = this.commands;
    const pad = Math.max(...all.map((c) => c.name.length)) + 2;
    // A summary too long for its line goes on under itself, not under the names.
    const lines = all.map(
      (c) =>
        `  ${c.name.padEnd(pad)}${wrapText(c.summary, CONSOLE_WIDTH - pad - 2).replace(/\n/g, `\n${' '.repeat(pad + 2)}`)}`,
    );
    return `${wrapText(rules.replace(/\n+$/, ''))}\n\nCommands (at any prompt, in upper or lower case):\n${lines.join('\n')}\n`;
  }

  /** Writes the help text (what typing `help` does). */
  help(): void {
    this.#io.output.write(this.helpText());
  }

  /** Draws the board (what typing `board` does), or says there is none yet. */
  drawBoard(): void {
    const board: unknown = this.#board();
    if (board !== null && typeof board !== 'string') {
      fail('WRONG_TYPE', `GameConsole: board() must return a string or null, got ${describe(board)}`);
    }
    if (board === null) this.say('There is no board yet.');
    else this.show(board.endsWith('\n') ? board : `${board}\n`);
  }

  /**
   * Writes `prompt` (e.g. 'X to move (i,j): ', or 'Moves left 12: '), reads one line, echoes it when io.echo.
   * help and board are answered here and the prompt is asked again; blank lines are asked again
   * (or returned as a move with `blankIsMove`). Returns a move, one of the game's commands, quit, or end.
   * A function prompt is asked each time the prompt is written, so one that says what is left (a
   * countdown) is up to date after help and board too.
   */
  ask(prompt: string | (() => string), options: AskOptions = {}): Reply {
    if (typeof prompt !== 'function' || isRevoked(prompt)) checkString('GameConsole.ask', 'prompt', prompt);
    checkRecord('GameConsole.ask', 'options', options);
    // Own properties only, each read once (a polluted Object.prototype.blankIsMove is not an option).
    const record = ownOptions('GameConsole.ask', options, ['blankIsMove', 'expired'], unreadable, true);
    const blankIsMove = checkBoolean('GameConsole.ask', 'options.blankIsMove', record.blankIsMove, true);
    const expired = checkFunction<(() => boolean) | undefined>(
      'GameConsole.ask',
      'options.expired',
      record.expired,
      true,
    );
    for (;;) {
      const text: unknown = typeof prompt === 'function' ? prompt() : prompt;
      if (typeof text !== 'string')
        fail('WRONG_TYPE', `GameConsole.ask: prompt() must return a string, got ${describe(text)}`);
      this.#io.output.write(text);
      let line: unknown;
      try {
        line = this.#ended ? null : this.#io.input.readLine();
      } catch (err) {
        if (!isLineTooLongError(err)) throw err;
        // A line past the reader's cap (issue 23.6): its one-line reason, then the prompt again.
        if (this.#io.echo === true) this.#io.output.write('\n');
        this.refuse(err.message);
        continue;
      }
      if (line === null) {
        this.#ended = true;
        // The prompt has no newline; end its line so what follows starts clean.
        this.#io.output.write('\n');
        return { kind: 'end' };
      }
      if (typeof line !== 'string') {
        fail('WRONG_TYPE', `GameConsole: io.input.readLine() must return a string or null, got ${describe(line)}`);
      }
      if (this.#io.echo === true) this.#io.output.write(`${echoText(text, line)}\n`);
      if (expired?.() === true) return { kind: 'move', text: line };
      const word = line.trim().toLowerCase();
      if (word === '') {
        if (blankIsMove === true) return { kind: 'move', text: line };
        continue;
      }
      if (word === 'help') {
        this.help();
        continue;
      }
      if (word === 'board') {
        this.drawBoard();
        continue;
      }
      if (word === 'quit') return { kind: 'quit' };
      const command = this.#commands.find((c) => c.name === word);
      if (command !== undefined) return { kind: 'command', name: command.name };
      return { kind: 'move', text: line };
    }
  }

  /**
   * Ends the input (the MIS's closeStream): the input is closed and every
   * later ask answers `end` at once, as at the end of the input.
   */
  close(): void {
    this.#ended = true;
    this.#io.input.close();
  }

  /**
   * Draws the board once more when `board` is true, then writes the last
   * line `Result: <result>`. A game stopped by the end of its input (result
   * `quit` once an ask has answered `end`) says so first in one line,
   * `End of input.`, the same in every game.
   */
  finish(result: string, options: { readonly board?: boolean } = {}): void {
    checkString('GameConsole.finish', 'result', result);
    checkRecord('GameConsole.finish', 'options', options);
    const board = checkBoolean(
      'GameConsole.finish',
      'options.board',
      ownOptions('GameConsole.finish', options, ['board'], unreadable, true).board,
      true,
    );
    if (this.#ended && result === 'quit') this.#io.output.write(`${END_OF_INPUT}\n`);
    if (board === true) this.drawBoard();
    // One line, whatever it was given: scripts read it.
    this.#io.output.write(`Result: ${result.replace(/[\r\n]+/g, ' ')}\n`);
  }
}

/** Whether `x` is a GameConsole from any copy of this package (ESM or CJS); `instanceof GameConsole` asks the same. */
export const isGameConsole: (x: unknown) => x is GameConsole = sealClass(GameConsole, 'GameConsole') as (
  x: unknown,
) => x is GameConsole;

/** The option configurations parseCommandLine accepts (util.parseArgs's). */
export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** What parseCommandLine returns when the command line is good. */
export interface ParsedCommandLine<T extends ParseArgsOptionsConfig> {
  readonly values: ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: true }>>['values'];
  readonly positionals: string[];
}

/** Settings of parseCommandLine beyond util.parseArgs's option list. */
export interface CommandLineSettings {
  /** Accept arguments that are not options (default false: `unexpected argument "x"`). */
  readonly allowPositionals?: boolean;
  /**
   * What each string option's value is, for the reason when it is missing:
   * `{ seed: 'an integer' }` gives `--seed needs an integer, got nothing`
   * (default `a value`).
   */
  readonly expects?: Readonly<Record<string, string>>;
}

/** An argument quoted for a one-line reason: printable, at most 40 characters. */
function quoteArg(arg: string): string {
  return `"${printableInput(arg, 40)}"`;
}

/** The most arguments parseCommandLine reads (a command line is far shorter). */
const MAX_ARGS = 10_000;

/** util.parseArgs's option configuration, as far as the apps use it: `{ name: { type, short?, multiple? } }`. */
function checkOptionsConfig(options: unknown): void {
  const record = checkRecord('parseCommandLine', 'options', options);
  const names = Object.keys(record);
  if (names.length > 100) fail('TOO_LARGE', `parseCommandLine: at most 100 options, got ${names.length}`);
  for (const name of names) {
    const { type, short, multiple } = checkRecord(
      'parseCommandLine',
      `options.${printableInput(name, 20)}`,
      record[name],
    );
    if (type !== 'string' && type !== 'boolean') {
      fail(
        'BAD_VALUE',
        `parseCommandLine: options.${printableInput(name, 20)}.type must be 'string' or 'boolean', got ${describe(type)}`,
      );
    }
    if (short !== undefined && (typeof short !== 'string' || [...short].length !== 1)) {
      fail(
        'BAD_VALUE',
        `parseCommandLine: options.${printableInput(name, 20)}.short must be one character, got ${describe(short)}`,
      );
    }
    checkBoolean('parseCommandLine', `options.${printableInput(name, 20)}.multiple`, multiple, true);
  }
}

/**
 * util.parseArgs with the apps' conventions: returns the parsed values, or a one-line reason string for
 * an unknown option, a missing value or a malformed one (the app prints `<program>: <reason>` + usage, exit 2).
 * A string option takes the next argument as its value even when it starts with `-` (`--seed -3`), as the
 * apps did before; checking the value (an integer, a name from a list) is the app's job.
 */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
  settings: CommandLineSettings = {},
): ParsedCommandLine<T> | string {
  const notStrings = () =>
    new ViewConsoleError(
      'WRONG_TYPE',
      `parseCommandLine: args must be an array of strings, got ${describeValue(args)}`,
    );
  if (!isArray(args)) throw notStrings();
  // The length before the elements: a sparse array of length 2^32-1 took 95 s to check (issue 23.8).
  if (args.length > MAX_ARGS) {
    fail('TOO_LARGE', `parseCommandLine: at most ${MAX_ARGS} arguments, got ${args.length}`);
  }
  if (args.some((a) => typeof a !== 'string')) throw notStrings();
  checkOptionsConfig(options);
  // Own properties only (a polluted Object.prototype.allowPositionals is not a setting).
  const { allowPositionals, expects } = ownOptions(
    'parseCommandLine: settings',
    checkRecord('parseCommandLine', 'settings', settings),
    ['allowPositionals', 'expects'],
    unreadable,
    true,
  );
  checkBoolean('parseCommandLine', 'settings.allowPositionals', allowPositionals, true);
  if (expects !== undefined) {
    for (const v of Object.values(checkRecord('parseCommandLine', 'settings.expects', expects))) {
      checkString('parseCommandLine', "each of settings.expects' values", v);
    }
  }
  // Non-strict parsing with tokens, checked here, so every reason is this module's one line.
  let parsed: ReturnType<typeof parseArgs<{ options: T; strict: false; allowPositionals: true; tokens: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  } catch (e) {
    // A configuration util.parseArgs refuses (checked above as far as this module knows it).
    const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
    return fail(
      'BAD_VALUE',
      `parseCommandLine: util.parseArgs refused the options (${typeof code === 'string' ? code : 'an error'})`,
    );
  }
  const { values, positionals, tokens } = parsed;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (allowPositionals !== true) return `unexpected argument ${quoteArg(token.value)}`;
      continue;
    }
    if (token.kind !== 'option') continue;
    const raw = args[token.index] ?? token.rawName;
    const config = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (config === undefined) {
      // `-hx` is one argument for two options: name the one that is unknown.
      return `unknown option ${quoteArg(raw.startsWith('--') ? raw : token.rawName)}`;
    }
    if (config.type === 'boolean' && token.inlineValue === true) {
      // Quoted shorter than other arguments: the option's name comes first, and the reason stays within 80 columns.
      return `${token.rawName} takes no value, got "${printableInput(raw, 24)}"`;
    }
    if (config.type === 'string' && token.value === undefined) {
      const expected = expects === undefined ? undefined : ownValue(expects as object, token.name);
      return `${token.rawName} needs ${typeof expected === 'string' ? expected : 'a value'}, got nothing`;
    }
  }
  return {
    values: values as ParsedCommandLine<T>['values'],
    positionals: allowPositionals === true ? positionals : [],
  };
}

/**
 * The largest `--seed`: the games' seeded generators (mulberry32) keep 32
 * bits, so a larger seed would only replay a smaller one's game.
 */
export const SEED_MAX = 4_294_967_295;

/** What an option value checker returns: the value, or a one-line reason for a usage error. */
export type OptionValue<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/**
 * An option's value quoted for a reason: printable and at most 12
 * characters, so that `<program>: <reason>` stays within 80 columns
 * whatever was typed.
 */
export function quoteOptionValue(value: string): string {
  return `"${printableInput(checkString('quoteOptionValue', 'value', value), 12)}"`;
}

/**
 * An integer option from `min` to `max` (both safe integers), e.g.
 * `intOption('--rounds', '50', 1, 1000)`; the reason for anything else is
 * `--rounds needs an integer from 1 to 1000, got "x"`.
 */
export function intOption(name: string, value: string, min: number, max: number): OptionValue<number> {
  checkOptionName('intOption', name);
  checkString('intOption', 'value', value);
  checkInteger('intOption', 'min', min, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  checkInteger('intOption', 'max', max, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (min > max) fail('OUT_OF_RANGE', `intOption: min must be <= max, got ${describe(min)} and ${describe(max)}`);
  const text = value.trim();
  const n = /^[-+]?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min && n <= max)) {
    return { ok: false, reason: `${name} needs an integer from ${min} to ${max}, got ${quoteOptionValue(value)}` };
  }
  return { ok: true, value: n };
}

/** An option's name for a reason: `--name` or `-n`, printable, short (so the reason stays one line). */
function checkOptionName(routine: string, name: unknown): string {
  checkString(routine, 'name', name);
  if (!/^--?[A-Za-z0-9][A-Za-z0-9-]{0,23}$/.test(name as string)) {
    fail('BAD_VALUE', `${routine}: name must be an option such as "--seed", got ${describe(name)}`);
  }
  return name as string;
}

/** The most choices choiceOption lists (its reason stays one line). */
const MAX_CHOICES = 8;

/** `--seed N`: an integer from 0 to SEED_MAX, the same for every game. */
export function seedOption(value: string): OptionValue<number> {
  return intOption('--seed', checkString('seedOption', 'value', value), 0, SEED_MAX);
}

/**
 * One of a list of words, case-insensitive (`choiceOption('--level',
 * 'Random', ['perfect', 'random'])` is `random`); the reason for anything
 * else is `--level needs perfect or random, got "x"`.
 */
export function choiceOption<T extends string>(name: string, value: string, choices: readonly T[]): OptionValue<T> {
  checkOptionName('choiceOption', name);
  checkString('choiceOption', 'value', value);
  if (!isArray(choices) || choices.length === 0 || choices.length > MAX_CHOICES) {
    fail(
      isArray(choices) ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `choiceOption: choices must be an array of 1 to ${MAX_CHOICES} lower-case words, got ${describe(choices)}`,
    );
  }
  for (const c of choices as unknown[]) {
    if (typeof c !== 'string' || !/^[a-z0-9][a-z0-9-]{0,23}$/.test(c)) {
      fail('BAD_VALUE', `choiceOption: each choice must be a lower-case word, got ${describe(c)}`);
    }
  }
  const word = value.trim().toLowerCase();
  const found = choices.find((c) => c === word);
  if (found !== undefined) return { ok: true, value: found };
  const list = choices.length <= 2 ? choices.join(' or ') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
  return { ok: false, reason: `${name} needs ${list}, got ${quoteOptionValue(value)}` };
}

/** A ConsoleIO's output and error sinks, as usageError and runConsoleGame use them. */
function checkSinks(routine: string, io: unknown): void {
  const { output, error } = checkRecord(routine, 'io', io);
  if (!hasMethods(output, ['write'])) {
    fail('WRONG_TYPE', `${routine}: io.output must be an OutputSink (a write(text) method), got ${describe(output)}`);
  }
  if (error !== undefined && !hasMethods(error, ['write'])) {
    fail('WRONG_TYPE', `${routine}: io.error must be an OutputSink (a write(text) method), got ${describe(error)}`);
  }
}

/**
 * A bad command line: `<program>: <reason>` and the usage on io.error (io.output
 * when there is none); returns the exit status 2 for main to return.
 */
export function usageError(io: ConsoleIO, program: string, reason: string, usage: string): 2 {
  checkSinks('usageError', io);
  checkString('usageError', 'program', program);
  checkString('usageError', 'reason', reason);
  checkString('usageError', 'usage', usage);
  (io.error ?? io.output).write(`${program}: ${reason}\n${usage}\n`);
  return 2;
}

/**
 * Runs an app's main body: catches OutputClosedError (-> 0) and ReadError (-> one line on io.error, 1),
 * returns the body's status otherwise. A WriteError (the output failed otherwise: a full disk) is one line
 * on io.error and 1 as well. Anything else is a bug and is thrown on.
 */
export function runConsoleGame(program: string, io: ConsoleIO, body: () => number): number {
  checkString('runConsoleGame', 'program', program);
  checkSinks('runConsoleGame', io);
  checkFunction('runConsoleGame', 'body', body);
  try {
    return body();
  } catch (err) {
    if (isOutputClosedError(err)) return 0;
    if (isReadError(err) || isWriteError(err)) {
      const message = err instanceof Error ? err.message : 'cannot use the input or output';
      try {
        if (isReadError(err)) {
          // The prompt waiting for the line has no newline: end it, then the reason on a line of its own.
          io.output.write('\n');
          (io.error ?? io.output).write(`${program}: ${message}\n`);
        } else if (io.error !== undefined && io.error !== io.output) {
          io.error.write(`${program}: ${message}\n`);
        }
      } catch (again) {
        // Nowhere left to say it: the status says it.
        if (!isOutputClosedError(again) && !isWriteError(again)) throw again;
      }
      return 1;
    }
    throw err;
  }
}

deepFreeze(
  processConsoleIO,
  wrapText,
  GameConsole,
  isGameConsole,
  parseCommandLine,
  quoteOptionValue,
  intOption,
  seedOption,
  choiceOption,
  usageError,
  runConsoleGame,
);

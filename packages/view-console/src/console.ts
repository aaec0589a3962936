/**
 * The shared console: the game loop's text layer that every Arcade game
 * uses, so that every game is played the same way. At every prompt `help`
 * (the commands), `help rules` (the rules), `board` (the board again) and
 * `quit` are answered, case-insensitive, and an empty line gets the same
 * reminder (nothingTyped); a game adds its own commands; messages wrap at 80
 * columns, or at a narrower terminal's width; the last line of a game is `Result: ...`; a closed output
 * pipe ends the game at once (OutputClosedError, status 0).
 *
 * ```ts
 * import { GameConsole, scriptedReader, bufferSink } from '@arcade/view-console/node';
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
  quoteInput,
  shouldEchoInput,
  stderrSink,
  stdinIsTerminal,
  stdoutSink,
} from './io.js';
import { describeValue, hasMethods } from './describe.js';
import { brandTest, describe, frozen, isArray, isRevoked, ownOptions } from '@arcade/core';
import { checkBoolean, checkFunction, checkRecord, checkString, fail, sealClass, ViewConsoleError } from './errors.js';

import { checkSinks, unreadable } from './args.js';
import {
  CONSOLE_WIDTH,
  columns,
  consoleWidth,
  DEFAULT_EXAMPLE,
  type GameCommand,
  MIN_WIDTH,
  nothingTyped,
  SHARED_COMMANDS,
  wrapText,
} from './text.js';

export { OutputClosedError, isOutputClosedError } from './io.js';
export {
  CONSOLE_WIDTH,
  consoleWidth,
  DEFAULT_EXAMPLE,
  type GameCommand,
  MIN_WIDTH,
  nothingTyped,
  SHARED_COMMANDS,
  wrapText,
} from './text.js';
export {
  type ParseArgsOptionsConfig,
  type ParsedCommandLine,
  type CommandLineSettings,
  type OptionValue,
  parseCommandLine,
  SEED_MAX,
  quoteOptionValue,
  intOption,
  seedOption,
  choiceOption,
  usageError,
  tryHelp,
} from './args.js';
export { answerVersion, wantsVersion } from './version.js';

/** The fields of a ConsoleIO and of GameConsole's options, read through own properties only. */
const IO_KEYS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'input',
  'output',
  'error',
  'echo',
  'color',
  'columns',
  'interactive',
]);
const CONSOLE_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'program',
  'rules',
  'commands',
  'board',
  'example',
]);

/** What a game wires in: the same for every app (main(args, io) takes this). */
export interface ConsoleIO {
  /** Where the player's lines come from (a terminal, a pipe, a script in tests). */
  readonly input: LineReader;
  /** Where the game's text goes. */
  readonly output: OutputSink;
  /** Usage errors and unreadable-input lines; `output` by default. */
  readonly error?: OutputSink;
  /** Echo each line read after its prompt (piped input, or output not a terminal). */
  readonly echo?: boolean;
  /** ANSI colour on boards (decided by the cli with colorEnabled: NO_COLOR, FORCE_COLOR, TERM=dumb, TTY). */
  readonly color?: boolean;
  /**
   * The terminal's width (process.stdout.columns); messages wrap at it below
   * 80 columns (never above 80, never below MIN_WIDTH). Absent: 80.
   */
  readonly columns?: number;
  /**
   * A person at a terminal types the input (stdin is a TTY): a finished game
   * offers another (offerAnother). Piped input plays one game, as scripts expect.
   */
  readonly interactive?: boolean;
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
 * echo unless both ends are a terminal, the terminal's width, whether a
 * person types the input (stdin a terminal: offer another game), and a clock seed.
 *
 * ```ts
 * process.exitCode = main(process.argv.slice(2), processConsoleIO());
 * ```
 */
export const processConsoleIO = /* @__PURE__ */ frozen(function processConsoleIO(): ProcessConsoleIO {
  const terminal = process.stdout.isTTY === true;
  const columns = process.stdout.columns;
  return {
    input: consoleReader(),
    output: stdoutSink,
    error: stderrSink,
    color: colorEnabled(process.env, terminal),
    // A terminal shows the typing itself; piped input, and `game | tee log`, would otherwise lose the moves.
    echo: shouldEchoInput(stdinIsTerminal(), terminal),
    terminal,
    ...(terminal && Number.isSafeInteger(columns) && columns > 0 ? { columns } : {}),
    interactive: stdinIsTerminal(),
    randomSeed: () => Date.now() % 1_000_000,
  };
});

/** What a game tells its GameConsole: its name, rules, own commands and board. */
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
  /**
   * How to type a move, for `help` and for a blank line's reminder, e.g.
   * 'type a square such as d3' (default 'type a move').
   */
  readonly example?: string;
}

/** What `ask` returns. */
export type Reply =
  | {
      /** Anything that is not a command: the game parses it. */
      readonly kind: 'move';
      /** The line as typed. */
      readonly text: string;
    }
  | {
      /** One of the game's own commands. */
      readonly kind: 'command';
      /** Its name, lower-case. */
      readonly name: string;
    }
  | {
      /** The player typed quit. */
      readonly kind: 'quit';
    }
  | {
      /** The end of the input. */
      readonly kind: 'end';
    };

/** Options of one `ask`. */
export interface AskOptions {
  /**
   * Return a blank line as a move (`{ kind: 'move', text: '' }`) so the game
   * gives its own reason, instead of asking again silently (the default).
   */
  readonly blankIsMove?: boolean;
  /** How to type an answer to this prompt, for a blank line's reminder (default: the console's example). */
  readonly example?: string;
  /**
   * Asked after each line is read: once it answers true, the line is
   * returned as a move whatever it is (help, board and quit included), so
   * the game decides (the timed Two Dots game: once its time is up,
   * whatever is typed ends the game).
   */
  readonly expired?: () => boolean;
}

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
  const { input, output, error, echo, color, interactive, columns } = own;
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
    ['interactive', interactive],
  ] as const) {
    if (value !== undefined && typeof value !== 'boolean') {
      throw new ViewConsoleError(
        'WRONG_TYPE',
        `GameConsole: io.${name} must be true or false, got ${describeValue(value)}`,
      );
    }
  }
  if (columns !== undefined && !(Number.isSafeInteger(columns) && (columns as number) >= 0)) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: io.columns must be a whole number of columns (0: unknown), got ${describeValue(columns)}`,
    );
  }
  return own as unknown as ConsoleIO;
}

function checkOptions(options: unknown): {
  program: string;
  commands: GameCommand[];
  rules: string | (() => string);
  board: () => string | null;
  example: string;
} {
  if (typeof options !== 'object' || options === null || isArray(options)) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `GameConsole: options must be an object { program, rules, commands?, board }, got ${describeValue(options)}`,
    );
  }
  const own = ownOptions('GameConsole: options', options, CONSOLE_OPTIONS, unreadable, true);
  const { program, rules, commands, board, example } = own;
  if (example !== undefined && (typeof example !== 'string' || example.includes('\n') || example.length > 60)) {
    throw new ViewConsoleError(
      typeof example === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `GameConsole: example must be one short line (at most 60 characters), got ${describeValue(example)}`,
    );
  }
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
  return {
    program,
    commands: list,
    rules: rules as string | (() => string),
    board: board as () => string | null,
    example: (example as string | undefined) ?? DEFAULT_EXAMPLE,
  };
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
  readonly #example: string;
  readonly #width: number;
  /** Whether the player has been told that the window is too narrow for a board (once a game). */
  #narrowSaid = false;
  #ended = false;

  /** A wrong io or options (a missing method, a command named twice, ...) throws a ViewConsoleError naming it. */
  constructor(io: ConsoleIO, options: GameConsoleOptions) {
    this.#io = checkIO(io);
    const { program, commands, rules, board, example } = checkOptions(options);
    this.#program = program;
    this.#rules = rules;
    this.#example = example;
    this.#width = consoleWidth(io);
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

  /** The width messages wrap at: the terminal's (io.columns) below 80 columns, else 80. */
  get width(): number {
    return this.#width;
  }

  /** A message, wrapped at word boundaries to the console's width (80 columns, or the narrower terminal's). */
  say(text: string): void {
    this.#io.output.write(`${wrapText(checkString('GameConsole.say', 'text', text), this.#width)}\n`);
  }

  /**
   * Pre-formatted text written as it is (a board drawing: never wrapped, so
   * it stays intact). Wider than a narrow terminal, it is followed once a
   * game by a line saying the window is too narrow for it.
   */
  show(text: string): void {
    this.#io.output.write(checkString('GameConsole.show', 'text', text));
    if (this.#narrowSaid || this.#io.columns === undefined || this.#io.columns === 0) return;
    const widest = Math.max(...text.split('\n').map(columns));
    if (widest > this.#io.columns) {
      this.#narrowSaid = true;
      this.say(
        `(This window is ${this.#io.columns} columns wide and the board needs ${widest}: widen the window to see it whole.)`,
      );
    }
  }

  /** A one-line reason for a refusal (wrapped to the console's width if longer); the caller asks again. */
  refuse(reason: string): void {
    this.#io.output.write(`${wrapText(checkString('GameConsole.refuse', 'reason', reason), this.#width)}\n`);
  }

  /**
   * The text `help` prints: every command with its summary, then how to
   * type a move; short enough for an 80x24 screen with the board above it. The
   * rules are `help rules` (rulesText). `example`: how to answer the prompt
   * asked (default: the console's example).
   */
  helpText(example: string = this.#example): string {
    checkString('GameConsole.helpText', 'example', example);
    const all = this.commands;
    const pad = Math.max(...all.map((c) => c.name.length)) + 2;
    const width = this.#width;
    // A summary too long for its line goes on under itself, not under the names.
    const lines = all.map(
      (c) =>
        `  ${c.name.padEnd(pad)}${wrapText(c.summary, Math.max(MIN_WIDTH, width - pad - 2)).replace(/\n/g, `\n${' '.repeat(pad + 2)}`)}`,
    );
    return `${wrapText('Commands (at any prompt, in upper or lower case):', width)}\n${lines.join('\n')}\n${wrapText(`Or ${example}.`, width)}\n`;
  }

  /** The text `help rules` prints: the game's rules, wrapped to the console's width. */
  rulesText(): string {
    const rules: unknown = typeof this.#rules === 'function' ? this.#rules() : this.#rules;
    if (typeof rules !== 'string')
      fail('WRONG_TYPE', `GameConsole: rules() must return a string, got ${describe(rules)}`);
    return `${wrapText(rules.replace(/\n+$/, ''), this.#width)}\n`;
  }

  /** Writes the help text (what typing `help` does). */
  help(): void {
    this.#io.output.write(this.helpText());
  }

  /** Writes the rules (what typing `help rules` does). */
  rules(): void {
    this.#io.output.write(this.rulesText());
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
   * help, help rules and board are answered here and the prompt is asked again; a blank line gets the
   * one-line reminder nothingTyped(example) and the prompt again (or is returned as a move with
   * `blankIsMove`, for a game that must see it: the game then says nothingTyped itself).
   * Returns a move, one of the game's commands, quit, or end.
   * A function prompt is asked each time the prompt is written, so one that says what is left (a
   * countdown) is up to date after help and board too.
   */
  ask(prompt: string | (() => string), options: AskOptions = {}): Reply {
    if (typeof prompt !== 'function' || isRevoked(prompt)) checkString('GameConsole.ask', 'prompt', prompt);
    checkRecord('GameConsole.ask', 'options', options);
    // Own properties only, each read once (a polluted Object.prototype.blankIsMove is not an option).
    const record = ownOptions('GameConsole.ask', options, ['blankIsMove', 'expired', 'example'], unreadable, true);
    const blankIsMove = checkBoolean('GameConsole.ask', 'options.blankIsMove', record.blankIsMove, true);
    const expired = checkFunction<(() => boolean) | undefined>(
      'GameConsole.ask',
      'options.expired',
      record.expired,
      true,
    );
    const example =
      record.example === undefined ? this.#example : checkString('GameConsole.ask', 'options.example', record.example);
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
      const word = line.trim().toLowerCase().replace(/\s+/g, ' ');
      if (word === '') {
        if (blankIsMove === true) return { kind: 'move', text: line };
        this.refuse(nothingTyped(example));
        continue;
      }
      if (word === 'help') {
        this.#io.output.write(this.helpText(example));
        continue;
      }
      if (word === 'help rules') {
        this.rules();
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

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'GameConsole');
}

/** What offerAnother asks. */
export interface AnotherGameOffer {
  /** The program's name, e.g. 'freecell' (for the prompt's own help). */
  readonly program: string;
  /** The question, without the answers: 'Play the next deal, 618?' ('(y/n)' is added). */
  readonly question: string;
  /** The finished game's board, for `board` at this prompt (default: none). */
  readonly board?: () => string | null;
}

/**
 * After a game's `Result:` line: when a person types the input (io.interactive),
 * asks `<question> (y/n): ` and returns true for y or yes (after a blank
 * line, which sets the next game apart), false for n, no,
 * quit or end of input; help and board are answered, a blank line gets the
 * shared reminder, anything else a one-line reason. Piped input
 * (io.interactive not true) is never asked: false at once, so a script plays
 * one game and ends as before.
 */
export const offerAnother = /* @__PURE__ */ frozen(function offerAnother(
  io: ConsoleIO,
  offer: AnotherGameOffer,
): boolean {
  // Own properties only (a polluted Object.prototype.board is not an option).
  const { program, question, board } = ownOptions(
    'offerAnother: offer',
    checkRecord('offerAnother', 'offer', offer),
    ['program', 'question', 'board'],
    unreadable,
    true,
  );
  checkString('offerAnother', 'offer.question', question);
  if (board !== undefined) checkFunction('offerAnother', 'offer.board', board);
  if (checkIO(io).interactive !== true) return false;
  const prompt = new GameConsole(io, {
    program: checkString('offerAnother', 'offer.program', program),
    rules: 'The game is over. Type y to play another, or n (or quit) to stop.',
    board: (board as (() => string | null) | undefined) ?? (() => null),
    example: 'type y or n',
  });
  for (;;) {
    const reply = prompt.ask(`${question} (y/n): `);
    if (reply.kind === 'quit' || reply.kind === 'end') return false;
    const answer = reply.kind === 'move' ? reply.text.trim().toLowerCase() : reply.name;
    if (answer === 'y' || answer === 'yes') {
      // A blank line between one game's end and the next game's start.
      io.output.write('\n');
      return true;
    }
    if (answer === 'n' || answer === 'no') return false;
    prompt.refuse(
      `${quoteInput(reply.kind === 'move' ? reply.text.trim() : answer)} is not an answer: type y for another game, or n to stop.`,
    );
  }
});

/**
 * Plays games one after another, the same way in every app: `playOne` plays
 * a game (to its `Result:` line) and returns the question offering the next
 * (`'Rematch?'`, `'Play the next deal, 618?'`), or null when there is none
 * (the player quit, the input ended, nothing comes next). The next game is
 * played when offerAnother says yes: only a person at a terminal is asked,
 * so piped input plays one game, as scripts expect.
 *
 * ```ts
 * let deal = 617;
 * playGames(io, 'freecell', () => (playDeal(deal++) === 'won' ? `Play the next deal, ${deal}?` : null));
 * ```
 */
export const playGames = /* @__PURE__ */ frozen(function playGames(
  io: ConsoleIO,
  program: string,
  playOne: () => string | null,
): void {
  checkString('playGames', 'program', program);
  checkFunction('playGames', 'playOne', playOne);
  for (;;) {
    const question: unknown = playOne();
    if (question === null) return;
    if (typeof question !== 'string') {
      fail('WRONG_TYPE', `playGames: playOne() must return a question or null, got ${describe(question)}`);
    }
    if (!offerAnother(io, { program, question })) return;
  }
});

/** Whether `x` is a GameConsole from any copy of this package (ESM or CJS); `instanceof GameConsole` asks the same. */
export const isGameConsole = /* @__PURE__ */ brandTest<GameConsole>(GameConsole);

/**
 * Runs an app's main body: catches OutputClosedError (-> 0) and ReadError (-> one line on io.error, 1),
 * returns the body's status otherwise. A WriteError (the output failed otherwise: a full disk) is one line
 * on io.error and 1 as well. Anything else is a bug and is thrown on.
 */
export const runConsoleGame = /* @__PURE__ */ frozen(function runConsoleGame(
  program: string,
  io: ConsoleIO,
  body: () => number,
): number {
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
});

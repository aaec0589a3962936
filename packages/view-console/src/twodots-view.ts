/**
 * The MIS's BoardView for Two Dots at a terminal: the console game over a
 * line reader and an output sink (Node I/O; issue 20.2 keeps it out of the
 * renderers, which stay in twodots.ts and run in a browser).
 *
 * ```ts
 * import { BoardView, scriptedReader, bufferSink } from '@arcade/view-console/node';
 * import { parseBoard } from '@arcade/model-twodots';
 * const out = bufferSink();
 * const view = new BoardView({ input: scriptedReader(['m', '1,1 1,2']), output: out });
 * view.printBoard(parseBoard('RR\nGB'));
 * view.modePrompt(); // 'moves'
 * view.getInput(); // [PointT(0, 0), PointT(0, 1)]: 1-based as typed, 0-based as returned
 * ```
 *
 * Layering: the MIS's modePrompt returns a Strategy, but the strategies live
 * in apps/dots and a package never imports an app. So `modePrompt` returns the
 * chosen TwoDotsMode ('timed' | 'moves'), and the app's BoardController maps it
 * to a Strategy. Everything else follows the MIS.
 */
import type { Board, BoardMoves, Color } from '@arcade/model-twodots';
import { consoleWidth, GameConsole, nothingTyped, type Reply, SHARED_COMMANDS, wrapText } from './console.js';
import {
  consoleReader,
  type LineReader,
  type OutputSink,
  quoteInput,
  scriptedReader,
  shouldEchoInput,
  stdinIsTerminal,
  stdoutSink,
} from './io.js';
import { describeValue, hasMethods } from './describe.js';
import { checkBoard } from './twodots-check.js';
import { brandTest, describe, isArray, ownOptions } from '@arcade/core';
import { checkFunction, checkString, fail, sealClass, ViewConsoleError } from './errors.js';

import {
  TWO_DOTS_LEVELS_MODE_PROMPT,
  TWO_DOTS_MODE_PROMPT,
  TWO_DOTS_MOVE_EXAMPLE,
  TWO_DOTS_MOVE_PROMPT,
  type TwoDotsGameMode,
  parseTwoDotsGameMode,
  parseTwoDotsMode,
  parseTwoDotsMoves,
  renderTwoDotsBoard,
  twoDotsRules,
} from './twodots.js';

/** Whether `line` is one of the commands every prompt answers (help, board, quit), with any words after it (`help rules`). */
function isSharedCommand(line: string): boolean {
  const word = line.trim().toLowerCase().split(/\s+/)[0];
  return SHARED_COMMANDS.some((c) => c.name === word);
}

export interface BoardViewOptions {
  /**
   * Where lines come from: consoleReader() by default (made at the first
   * read, so constructing a view touches no stream), scriptedReader() in tests.
   */
  readonly input?: LineReader;
  /** Where text goes: stdoutSink by default, bufferSink() in tests. */
  readonly output?: OutputSink;
  /** ANSI colours on the board (default off). */
  readonly color?: boolean;
  /**
   * Write each line read after its prompt, so a transcript shows the moves.
   * Default: off when `input` is given; with the default console input,
   * shouldEchoInput(stdin is a TTY, stdout is a TTY), decided at the first read.
   */
  readonly echo?: boolean;
  /** What `help` prints before the commands: twoDotsRules() by default. */
  readonly rules?: string | (() => string);
  /** Offer the levels game (L) at the mode prompt beside T and M (default false: the MIS's two). */
  readonly levels?: boolean;
  /** The terminal's width: messages wrap at it below 80 columns (see ConsoleIO.columns). */
  readonly columns?: number;
}

/** Checks BoardView's options, throwing a ViewConsoleError that names the wrong one. */
function checkViewOptions(options: unknown): BoardViewOptions {
  if (typeof options !== 'object' || options === null || isArray(options)) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `BoardView: options must be an object { input?, output?, color?, echo?, rules?, levels? }, got ${describeValue(options)}`,
    );
  }
  // Own properties only, each read once (a polluted Object.prototype.levels is not an option).
  const own = ownOptions(
    'BoardView: options',
    options,
    ['input', 'output', 'color', 'echo', 'rules', 'levels', 'columns'],
    (_, message) => new ViewConsoleError('WRONG_TYPE', message),
    true,
  );
  const { input, output, color, echo, rules, levels, columns } = own;
  if (columns !== undefined) consoleWidth({ columns: columns as number }); // a whole number of columns, else it throws
  if (rules !== undefined && typeof rules !== 'string' && typeof rules !== 'function') {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `BoardView: rules must be a string or a function returning one, got ${describeValue(rules)}`,
    );
  }
  if (input !== undefined && !hasMethods(input, ['readLine', 'close'])) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `BoardView: input must be a LineReader (readLine() and close() methods), got ${describeValue(input)}`,
    );
  }
  if (output !== undefined && !hasMethods(output, ['write'])) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `BoardView: output must be an OutputSink (a write(text) method), got ${describeValue(output)}`,
    );
  }
  for (const [name, value] of [
    ['color', color],
    ['echo', echo],
    ['levels', levels],
  ] as const) {
    if (value !== undefined && typeof value !== 'boolean') {
      throw new ViewConsoleError('WRONG_TYPE', `BoardView: ${name} must be true or false, got ${describeValue(value)}`);
    }
  }
  return own as BoardViewOptions;
}

/** Why the view's last read returned null: the player typed quit, or the input ended. */
export type TwoDotsStop = 'quit' | 'end';

/**
 * The MIS's BoardView, over the shared GameConsole: at both prompts `help`
 * (the rules and commands), `board` (the last board printed) and `quit`
 * are answered, in upper or lower case. Reads go through a LineReader,
 * writes through an OutputSink; `null` from modePrompt or getInput means
 * quit or end of input (`stopReason()` says which), which every caller
 * treats as "stop".
 */
export class BoardView {
  #input: LineReader | null;
  #closed = false;
  readonly #output: OutputSink;
  readonly #color: boolean;
  #echo: boolean | null;
  readonly #rules: string | (() => string);
  #console: GameConsole | null = null;
  #board: Board<Color> | null = null;
  #stop: TwoDotsStop | null = null;
  readonly #levels: boolean;
  readonly #columns: number | undefined;

  /**
   * BoardView(options): the MIS's `new BoardView()` reads the console and
   * writes to stdout; tests pass a scripted input and a buffer. A value of
   * the wrong shape throws a ViewConsoleError naming it.
   */
  constructor(options: BoardViewOptions = {}) {
    const { input, output, color, echo, rules, levels, columns } = checkViewOptions(options);
    this.#input = input ?? null;
    this.#output = output ?? stdoutSink;
    this.#color = color === true;
    this.#echo = echo ?? (input === undefined ? null : false);
    this.#rules = rules ?? twoDotsRules();
    this.#levels = levels === true;
    this.#columns = columns;
  }

  /**
   * printBoard(b): the board as a numbered table. Always true (the MIS's
   * output). The board is remembered for the `board` command.
   */
  printBoard(b: Board<Color>): boolean {
    const text = renderTwoDotsBoard(checkBoard('BoardView.printBoard', b), { color: this.#color });
    this.#board = b;
    this.#output.write(`\n${text}\n`);
    return true;
  }

  /**
   * modePrompt(): asks for T or M (and L, when the view offers levels)
   * until one is typed; other lines get a one-line reason. Returns the mode
   * (the app maps it to a Strategy), or null on quit or at end of input.
   * Without `levels` it never returns 'levels'.
   */
  modePrompt(): TwoDotsGameMode | null {
    for (;;) {
      const example = `type ${this.#levels ? 'T, M or L' : 'T or M'}`;
      const line = this.#ask(this.#levels ? TWO_DOTS_LEVELS_MODE_PROMPT : TWO_DOTS_MODE_PROMPT, undefined, example);
      if (line === null) return null;
      const mode = this.#levels ? parseTwoDotsGameMode(line) : parseTwoDotsMode(line);
      if (mode !== null) return mode;
      this.printMsg(
        line.trim() === '' ? nothingTyped(example) : `${quoteInput(line.trim())} is not a mode: ${example} (or help).`,
      );
    }
  }

  /**
   * getInput(): reads `row,col row,col ...` (numbered from 1) until a line
   * has that format; other lines get a one-line reason. Returns 0-based
   * points, or null on quit or at end of input. Whether the path is legal is
   * the board's question (BoardController.getInput asks it). `stop`, when
   * given, is asked after each refusal: once it answers true, getInput
   * returns null instead of asking again (the timed game after its time is
   * up). The first prompt is always asked: the caller has just checked.
   * `stop` is also asked after each line is read: once it is true, help,
   * board and quit are not answered but end the read (null), as any refused
   * line does then. `left`, when given, is asked each time the prompt is
   * written, after help and board too, and put in front of it (`14 moves
   * left. Your move ...`), so a timed prompt shows the seconds left at that
   * moment.
   */
  getInput(stop?: () => boolean, left?: () => string): BoardMoves | null {
    checkFunction('BoardView.getInput', 'stop', stop, true);
    checkFunction('BoardView.getInput', 'left', left, true);
    // Asked each time the prompt is written (after help and board too), so a countdown is never stale.
    const prompt = (): string => {
      const status: unknown = left?.();
      if (status !== undefined && typeof status !== 'string') {
        fail('WRONG_TYPE', `BoardView.getInput: left() must return a string, got ${describe(status)}`);
      }
      return status === undefined ? TWO_DOTS_MOVE_PROMPT : `${status} left. ${TWO_DOTS_MOVE_PROMPT}`;
    };
    for (let again = false; ; again = true) {
      // The timed game's way out: after a refusal, no more asking once its time is up.
      if (again && stop?.() === true) return null;
      // Once stop() is true, help, board and quit come back unanswered: whatever is typed ends the game.
      const line = this.#ask(prompt, stop);
      if (line === null) return null;
      const parsed = parseTwoDotsMoves(line);
      if (parsed.ok) return parsed.moves;
      if (isSharedCommand(line) && stop?.() === true) return null;
      this.printMsg(parsed.reason);
    }
  }

  /** closeStream(): closes the input; later reads answer end of input. */
  closeStream(): void {
    this.#closed = true;
    if (this.#console !== null) this.#console.close();
    else this.#input?.close();
  }

  /** printMsg(msg): writes the message on its own line(s), wrapped at 80 columns (or the narrower terminal's). */
  printMsg(msg: string): void {
    this.#output.write(
      `${wrapText(checkString('BoardView.printMsg', 'msg', msg), consoleWidth({ columns: this.#columns }))}\n`,
    );
  }

  /**
   * Why the last modePrompt or getInput returned null: 'quit' (typed),
   * 'end' (end of input, or the stream was closed); null while none has.
   */
  stopReason(): TwoDotsStop | null {
    return this.#stop;
  }

  /**
   * The game's last line, `Result: <result>`, after the board `b` drawn once
   * more when given (a game that ended on the board).
   */
  printResult(result: string, b?: Board<Color>): void {
    checkString('BoardView.printResult', 'result', result);
    if (b !== undefined) checkBoard('BoardView.printResult', b);
    if (b !== undefined) this.printBoard(b);
    this.#console ??= this.#makeConsole();
    this.#console.finish(result);
  }

  /**
   * One prompt through the console: a line to parse, or null (quit, end of
   * input). Once `expired` answers true, the line read is returned whatever it is.
   * `example`: how to answer, for help and a blank line's reminder.
   */
  #ask(
    prompt: string | (() => string),
    expired?: () => boolean,
    example: string = TWO_DOTS_MOVE_EXAMPLE,
  ): string | null {
    this.#console ??= this.#makeConsole();
    const reply: Reply = this.#console.ask(
      prompt,
      expired === undefined ? { blankIsMove: true, example } : { blankIsMove: true, expired, example },
    );
    if (reply.kind === 'move') return reply.text;
    this.#stop = reply.kind === 'quit' ? 'quit' : 'end';
    return null;
  }

  /** The console, made at the first prompt: the default input is made then, not at construction. */
  #makeConsole(): GameConsole {
    // A view closed before its first prompt never opens the console's input.
    const closed = this.#closed;
    const made = new GameConsole(
      {
        input: closed ? scriptedReader([]) : this.#reader(),
        output: this.#output,
        echo: closed ? false : this.#echoes(),
        color: this.#color,
        ...(this.#columns === undefined ? {} : { columns: this.#columns }),
      },
      {
        program: 'dots',
        example: TWO_DOTS_MOVE_EXAMPLE,
        rules: this.#rules,
        board: () => (this.#board === null ? null : `\n${renderTwoDotsBoard(this.#board, { color: this.#color })}\n`),
      },
    );
    if (closed) made.close();
    return made;
  }

  #reader(): LineReader {
    this.#input ??= consoleReader();
    return this.#input;
  }

  #echoes(): boolean {
    this.#echo ??= shouldEchoInput(stdinIsTerminal(), process.stdout.isTTY === true);
    return this.#echo;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'BoardView');
}

/** Whether `x` is a BoardView from any copy of this package (ESM or CJS); `instanceof BoardView` asks the same. */
export const isBoardView = /* @__PURE__ */ brandTest<BoardView>(BoardView);

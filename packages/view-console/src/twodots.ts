/**
 * Two Dots in the console: the MIS's BoardView over a line reader and an
 * output sink, plus the pure pieces it is made of (a board renderer, the
 * move-line parser and printer, one-line reasons for refused moves).
 *
 * ```ts
 * import { BoardView, scriptedReader, bufferSink, renderTwoDotsBoard } from '@arcade/view-console';
 * import { parseBoard } from '@arcade/model-twodots';
 * const out = bufferSink();
 * const view = new BoardView({ input: scriptedReader(['m', '1,1 1,2']), output: out });
 * view.printBoard(parseBoard('RR\nGB'));
 * view.modePrompt(); // 'moves'
 * view.getInput(); // [PointT(0, 0), PointT(0, 1)]: 1-based as typed, 0-based as returned
 * renderTwoDotsBoard(parseBoard('RR\nGB')); // '     1  2\n  1  R  R\n  2  G  B\n'
 * ```
 *
 * Layering: the MIS's modePrompt returns a Strategy, but the strategies live
 * in apps/dots and a package never imports an app. So `modePrompt` returns the
 * chosen TwoDotsMode ('timed' | 'moves'), and the app's BoardController maps it
 * to a Strategy. Everything else follows the MIS.
 */
import {
  Board,
  type BoardMoves,
  type Color,
  COLOR_NAMES,
  isColor,
  type MovesProblem,
  type PlayProblem,
  PointT,
} from '@arcade/model-twodots';
import { type AnsiColor, paint } from './color.js';
import { consoleWidth, GameConsole, nothingTyped, type Reply, SHARED_COMMANDS, wrapText } from './console.js';
import {
  consoleReader,
  type LineReader,
  type OutputSink,
  quoteInput,
  scriptedReader,
  shouldEchoInput,
  stdinIsTerminal,
  showCharacter,
  stdoutSink,
} from './io.js';
import { describeValue, hasMethods } from './describe.js';
import { isArray, ownOptions } from '@arcade/core';
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

/** The terminal colour of each dot; the letter is always printed too. */
export const TWO_DOTS_PALETTE: { readonly [K in Color]: AnsiColor } = Object.freeze({
  R: 'red',
  G: 'green',
  B: 'blue',
  P: 'magenta',
  Y: 'yellow',
});

/** How renderTwoDots draws the board. */
export interface TwoDotsRenderOptions {
  /** ANSI colours (default off); the app decides with colorEnabled(). */
  readonly color?: boolean;
}

/**
 * The board as a table: a header of column numbers, then one line per row
 * starting with its number, from 1, each dot shown as its colour letter
 * (painted in its colour when `color` is on). Ends with a newline.
 */
export function renderTwoDotsBoard(board: Board<Color>, options: TwoDotsRenderOptions = {}): string {
  checkBoard('renderTwoDotsBoard', board);
  const color =
    checkBoolean(
      'renderTwoDotsBoard',
      'options.color',
      ownOptions(
        'renderTwoDotsBoard',
        checkRecord('renderTwoDotsBoard', 'options', options),
        ['color'],
        (_, message) => new ViewConsoleError('WRONG_TYPE', message),
        true,
      ).color,
      true,
    ) === true;
  const rows = board.getNumRow();
  const cols = board.getNumCol();
  const label = String(Math.max(rows, 1)).length;
  const cell = Math.max(String(cols).length, 1) + 2;
  let out = ' '.repeat(label + 2);
  for (let c = 1; c <= cols; c++) out += paint(String(c).padStart(cell), 'dim', color);
  out += '\n';
  for (let r = 0; r < rows; r++) {
    out += paint(String(r + 1).padStart(label + 2), 'dim', color);
    for (let c = 0; c < cols; c++) {
      const dot: unknown = board.get(new PointT(r, c));
      if (!isColor(dot)) fail('BAD_VALUE', `renderTwoDotsBoard: the board holds ${describe(dot)}, not a dot colour`);
      out += ' '.repeat(cell - 1) + paint(paint(dot, TWO_DOTS_PALETTE[dot], color), 'bold', color);
    }
    out += '\n';
  }
  return out;
}

/** Whether `line` is one of the commands every prompt answers (help, board, quit), with any words after it (`help rules`). */
function isSharedCommand(line: string): boolean {
  const word = line.trim().toLowerCase().split(/\s+/)[0];
  return SHARED_COMMANDS.some((c) => c.name === word);
}

/** A Two Dots board (the model's brand check, so the CJS build's boards are accepted), else WRONG_TYPE. */
function checkBoard(routine: string, board: unknown): Board<Color> {
  if (!(board instanceof Board)) fail('WRONG_TYPE', `${routine}: expected a Board, got ${describe(board)}`);
  return board as Board<Color>;
}

/** Longest move line considered; a 6 x 6 board's longest path fits in 144 characters. */
export const MAX_TWO_DOTS_LINE = 400;

/** What parseTwoDotsMoves makes of a line: the move, or a one-line reason. */
export type ParseTwoDotsMovesResult =
  | {
      /** The line is a move. */
      readonly ok: true;
      /** Its points, in order, as the MIS's BoardMoves. */
      readonly moves: BoardMoves;
    }
  | {
      /** The line is not a move. */
      readonly ok: false;
      /** Why, in one line (with the typed text quoted, shortened). */
      readonly reason: string;
    };

/**
 * How to type a Two Dots move, for reasons, `help` and a blank line's
 * reminder; short enough that every reason, with a quoted 20-character
 * token, fits 80 columns.
 */
export const TWO_DOTS_MOVE_EXAMPLE = 'type pairs such as 1,1 1,2';
const EXAMPLE = TWO_DOTS_MOVE_EXAMPLE;

/**
 * Parses a typed move, `row,col row,col ...` numbered from 1 as printed,
 * into 0-based points. Only the format is checked here (the board checks
 * the path); every refusal has a one-line reason.
 */
export function parseTwoDotsMoves(line: string): ParseTwoDotsMovesResult {
  checkString('parseTwoDotsMoves', 'line', line);
  if (line.length > MAX_TWO_DOTS_LINE) {
    return { ok: false, reason: `That line is too long (${line.length} characters): ${EXAMPLE}.` };
  }
  const odd = [...line].find((ch) => !/^[\x20-\x7e\t]$/.test(ch));
  if (odd !== undefined) {
    return { ok: false, reason: `Unexpected character ${showCharacter(odd)}: ${EXAMPLE}.` };
  }
  // `1, 2` as well as `1,2`: spaces around a comma are part of the pair (as in tictactoe and foxdolphin).
  const text = line.trim().replace(/\s*,\s*/g, ',');
  if (text === '') return { ok: false, reason: nothingTyped(EXAMPLE) };
  const moves: PointT[] = [];
  for (const token of text.split(/\s+/)) {
    const m = /^(\d+),(\d+)$/.exec(token);
    if (m === null) return { ok: false, reason: `${quoteInput(token)} is not a row,col pair: ${EXAMPLE}.` };
    const row = Number(m[1]);
    const col = Number(m[2]);
    if (row === 0 || col === 0) {
      return { ok: false, reason: `${quoteInput(token)}: rows and columns are numbered from 1, as printed.` };
    }
    if (!Number.isSafeInteger(row) || !Number.isSafeInteger(col)) {
      return { ok: false, reason: `${quoteInput(token)} is far off the board.` };
    }
    moves.push(new PointT(row - 1, col - 1));
  }
  return { ok: true, moves };
}

/** The printer paired with parseTwoDotsMoves: 0-based points to `row,col ...` from 1. */
export function makeTwoDotsMoves(moves: readonly PointT[]): string {
  if (!isArray(moves)) fail('WRONG_TYPE', `makeTwoDotsMoves: moves must be an array of PointT, got ${describe(moves)}`);
  if (moves.length > MAX_TWO_DOTS_LINE) {
    fail('TOO_LARGE', `makeTwoDotsMoves: at most ${MAX_TWO_DOTS_LINE} points, got ${moves.length}`);
  }
  for (const p of moves as unknown[]) {
    if (!PointT.isPoint(p)) fail('WRONG_TYPE', `makeTwoDotsMoves: each move must be a PointT, got ${describe(p)}`);
  }
  return moves.map((p) => `${p.row() + 1},${p.col() + 1}`).join(' ');
}

/** A 0-based point as the player sees it: `row,col` from 1. */
function shown(p: PointT): string {
  return `${p.row() + 1},${p.col() + 1}`;
}

/** What each problem kind must carry: a count, points, or colours. */
const PROBLEM_FIELDS: Readonly<Record<string, readonly string[]>> = {
  notMoves: [],
  tooShort: ['length'],
  offBoard: ['point'],
  repeated: ['point'],
  notAdjacent: ['from', 'to'],
  twoColors: ['from', 'to', 'fromColor', 'toColor'],
  loopTooShort: ['length'],
  notClosed: ['first', 'last'],
};

/** A problem as the model describes one (kind and fields), and a board size: else ViewConsoleError naming the field. */
function checkProblem(routine: string, problem: unknown, size: unknown): void {
  const p = checkRecord(routine, 'problem', problem);
  const kind = p.kind;
  const play = routine === 'describeTwoDotsPlayProblem';
  if (
    typeof kind !== 'string' ||
    !Object.hasOwn(PROBLEM_FIELDS, kind) ||
    (!play && /^(loopTooShort|notClosed)$/.test(kind))
  ) {
    fail(
      typeof kind === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `${routine}: problem.kind is not a problem's kind, got ${describe(kind)}`,
    );
  }
  for (const field of PROBLEM_FIELDS[kind] ?? []) {
    const v = p[field];
    const ok =
      field === 'length'
        ? typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
        : field.endsWith('Color')
          ? isColor(v)
          : PointT.isPoint(v);
    if (!ok) fail('WRONG_TYPE', `${routine}: problem.${field} is not what a ${kind} problem holds, got ${describe(v)}`);
  }
  const { rows, cols } = checkRecord(routine, 'size', size);
  checkInteger(routine, 'size.rows', rows, 1, 10_000);
  checkInteger(routine, 'size.cols', cols, 1, 10_000);
}

/** One line saying why the board refused a path, in the player's 1-based numbering. */
export function describeTwoDotsProblem(
  problem: MovesProblem,
  size: { readonly rows: number; readonly cols: number },
): string {
  checkProblem('describeTwoDotsProblem', problem, size);
  switch (problem.kind) {
    case 'notMoves':
      return 'That is not a path of dots.';
    case 'tooShort':
      return `A move joins at least 2 dots; you gave ${problem.length}.`;
    case 'offBoard':
      return `${shown(problem.point)} is off the board: rows 1 to ${size.rows}, columns 1 to ${size.cols}.`;
    case 'repeated':
      return `${shown(problem.point)} is in the path twice; each dot counts once.`;
    case 'notAdjacent':
      return `${shown(problem.from)} and ${shown(problem.to)} are not next to each other (up, down, left or right).`;
    case 'twoColors':
      return (
        `${shown(problem.from)} is ${problem.fromColor} (${COLOR_NAMES[problem.fromColor]}) but ` +
        `${shown(problem.to)} is ${problem.toColor} (${COLOR_NAMES[problem.toColor]}): a move is one colour.`
      );
  }
}

/**
 * One line saying why a move was refused where squares are played (mode L,
 * beside the MIS): the MIS's reasons, plus the two a loop adds. A path that
 * ends on its first dot is judged as a loop (the model's checkPlay).
 */
export function describeTwoDotsPlayProblem(
  problem: PlayProblem,
  size: { readonly rows: number; readonly cols: number },
): string {
  checkProblem('describeTwoDotsPlayProblem', problem, size);
  switch (problem.kind) {
    case 'loopTooShort':
      return `A square needs 4 dots and a return to the first; you gave ${problem.length} points.`;
    case 'notClosed':
      return `A loop ends where it began: ${shown(problem.first)}, not ${shown(problem.last)}.`;
    default:
      return describeTwoDotsProblem(problem, size);
  }
}

/** The two games the MIS offers. */
export const TWO_DOTS_MODES = Object.freeze(['timed', 'moves'] as const);
/** A game of the MIS: `'timed'` (60 seconds) or `'moves'` (15 moves). */
export type TwoDotsMode = (typeof TWO_DOTS_MODES)[number];

/** The MIS's two games and the levels game beside them, which a BoardView offers when asked to. */
export const TWO_DOTS_GAME_MODES = Object.freeze(['timed', 'moves', 'levels'] as const);
/** A game a BoardView can start: a TwoDotsMode or `'levels'`. */
export type TwoDotsGameMode = (typeof TWO_DOTS_GAME_MODES)[number];

/**
 * The mode answer when levels are offered: T or M as in the MIS, and L for
 * levels, or the mode's word (`timed`, `moves`, `levels`), in any case,
 * spaces around ignored; else null.
 */
export function parseTwoDotsGameMode(line: string): TwoDotsGameMode | null {
  // A line past MAX_TWO_DOTS_LINE is no mode: refused before it is trimmed (issue 23.8).
  if (checkString('parseTwoDotsGameMode', 'line', line).length > MAX_TWO_DOTS_LINE) return null;
  const text = line.trim().toLowerCase();
  if (text === 'l' || text === 'levels') return 'levels';
  return parseTwoDotsMode(text);
}

/**
 * The MIS's mode answer: "T"/"t" is the timed game, "M"/"m" the moves game;
 * beside the MIS, the words `timed` and `moves` in any case; spaces around
 * are ignored. Else null.
 */
export function parseTwoDotsMode(line: string): TwoDotsMode | null {
  if (checkString('parseTwoDotsMode', 'line', line).length > MAX_TWO_DOTS_LINE) return null;
  const text = line.trim().toLowerCase();
  if (text === 't' || text === 'timed') return 'timed';
  if (text === 'm' || text === 'moves') return 'moves';
  return null;
}

/** Where a BoardView reads and writes, and how it draws; every field has a default. */
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

/** The numbers the rules mention; the MIS's by default. */
export interface TwoDotsRulesOptions {
  /** The timed game's seconds (60). */
  readonly time?: number;
  /** The moves game's moves (15). */
  readonly moves?: number;
  /** The dots one move must join to win (5). */
  readonly target?: number;
}

/** The rules of Two Dots and how to type a move, as `help` prints them (plain text, wrapped at 80 columns). */
export function twoDotsRules(options: TwoDotsRulesOptions = {}): string {
  const { time = 60, moves = 15, target = 5 } = checkRecord('twoDotsRules', 'options', options);
  checkInteger('twoDotsRules', 'options.time', time, 0, 86_400);
  checkInteger('twoDotsRules', 'options.moves', moves, 1, 10_000);
  checkInteger('twoDotsRules', 'options.target', target, 2, 10_000);
  return wrapText(
    [
      `Two Dots: join ${target} or more dots of one colour in a single move to win.`,
      `Pick T for the timed game (${time} seconds) or M for the moves game (${moves} moves);`,
      `in the moves game a move of fewer than ${target} dots costs one of your moves.`,
      'Type a move as row,col pairs numbered as printed, each dot next to the one',
      'before it (up, down, left or right), e.g.  1,1 1,2 2,2',
      'The joined dots disappear, the dots above them fall, and new dots drop in',
      'from the top. Each dot shows as its letter: R red, G green, B blue, P purple,',
      'Y yellow.',
    ].join('\n'),
  );
}

/**
 * The MIS's mode prompt (T for the timed game, M for the game with a set
 * number of moves), short so that the echoed answer has room on its line;
 * `help` says what each game is.
 */
export const TWO_DOTS_MODE_PROMPT = 'Mode (T timed, M moves): ';
/** The mode prompt when levels are offered. */
export const TWO_DOTS_LEVELS_MODE_PROMPT = 'Mode (T timed, M moves, L levels): ';
/** The prompt for a move. */
export const TWO_DOTS_MOVE_PROMPT = 'Your move (row,col row,col ...): ';

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
  #ask(prompt: string | (() => string), expired?: () => boolean, example: string = EXAMPLE): string | null {
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
        example: EXAMPLE,
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
}

/** Whether `x` is a BoardView from any copy of this package (ESM or CJS); `instanceof BoardView` asks the same. */
export const isBoardView: (x: unknown) => x is BoardView = sealClass(BoardView, 'BoardView') as (
  x: unknown,
) => x is BoardView;

deepFreeze(
  isBoardView,
  TWO_DOTS_PALETTE,
  renderTwoDotsBoard,
  parseTwoDotsMoves,
  makeTwoDotsMoves,
  describeTwoDotsProblem,
  describeTwoDotsPlayProblem,
  TWO_DOTS_MODES,
  TWO_DOTS_GAME_MODES,
  parseTwoDotsGameMode,
  parseTwoDotsMode,
  twoDotsRules,
);

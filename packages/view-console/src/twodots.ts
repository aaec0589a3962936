/**
 * Two Dots as text: the pure pieces the console game is made of (a board
 * renderer, the move-line parser and printer, one-line reasons for refused
 * moves, the rules and prompts). Strings in, strings out, no Node built-in
 * (issue 20.2): the BoardView that reads and writes a terminal is in
 * twodots-view.ts (`@arcade/view-console/node`).
 *
 * ```ts
 * import { renderTwoDotsBoard, parseTwoDotsMoves } from '@arcade/view-console/node';
 * import { parseBoard } from '@arcade/model-twodots';
 * renderTwoDotsBoard(parseBoard('RR\nGB')); // '     1  2\n  1  R  R\n  2  G  B\n'
 * parseTwoDotsMoves('1,1 1,2'); // { ok: true, moves: [PointT(0, 0), PointT(0, 1)] }
 * ```
 */
import {
  type Board,
  type BoardMoves,
  type Color,
  COLOR_NAMES,
  isColor,
  MOVES_MODE,
  type MovesProblem,
  type PlayProblem,
  PointT,
  TIMED_MODE,
} from '@arcade/model-twodots';
import { type AnsiColor, paint } from './color.js';
import { nothingTyped, quoteInput, showCharacter, wrapText } from './text.js';
import { checkBoard } from './twodots-check.js';
import { describe, frozen, isArray, ownOptions } from '@arcade/core';
import { checkBoolean, checkInteger, checkRecord, checkString, fail, ViewConsoleError } from './errors.js';

/** The terminal colour of each dot; the letter is always printed too. */
export const TWO_DOTS_PALETTE: { readonly [K in Color]: AnsiColor } = /* @__PURE__ */ Object.freeze({
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
export const renderTwoDotsBoard = /* @__PURE__ */ frozen(function renderTwoDotsBoard(
  board: Board<Color>,
  options: TwoDotsRenderOptions = {},
): string {
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
});

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
export const parseTwoDotsMoves = /* @__PURE__ */ frozen(function parseTwoDotsMoves(
  line: string,
): ParseTwoDotsMovesResult {
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
});

/** The printer paired with parseTwoDotsMoves: 0-based points to `row,col ...` from 1. */
export const makeTwoDotsMoves = /* @__PURE__ */ frozen(function makeTwoDotsMoves(moves: readonly PointT[]): string {
  if (!isArray(moves)) fail('WRONG_TYPE', `makeTwoDotsMoves: moves must be an array of PointT, got ${describe(moves)}`);
  if (moves.length > MAX_TWO_DOTS_LINE) {
    fail('TOO_LARGE', `makeTwoDotsMoves: at most ${MAX_TWO_DOTS_LINE} points, got ${moves.length}`);
  }
  for (const p of moves as unknown[]) {
    if (!PointT.isPoint(p)) fail('WRONG_TYPE', `makeTwoDotsMoves: each move must be a PointT, got ${describe(p)}`);
  }
  return moves.map((p) => `${p.row() + 1},${p.col() + 1}`).join(' ');
});

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
export const describeTwoDotsProblem = /* @__PURE__ */ frozen(function describeTwoDotsProblem(
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
});

/**
 * One line saying why a move was refused where squares are played (mode L,
 * beside the MIS): the MIS's reasons, plus the two a loop adds. A path that
 * ends on its first dot is judged as a loop (the model's checkPlay).
 */
export const describeTwoDotsPlayProblem = /* @__PURE__ */ frozen(function describeTwoDotsPlayProblem(
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
});

/** The two games the MIS offers. */
export const TWO_DOTS_MODES = /* @__PURE__ */ Object.freeze(['timed', 'moves'] as const);
/** A game of the MIS: `'timed'` (60 seconds) or `'moves'` (15 moves). */
export type TwoDotsMode = (typeof TWO_DOTS_MODES)[number];

/** The MIS's two games and the levels game beside them (issue 13), which a BoardView offers when asked to. */
export const TWO_DOTS_GAME_MODES = /* @__PURE__ */ Object.freeze(['timed', 'moves', 'levels'] as const);
/** A game a BoardView can start: a TwoDotsMode or `'levels'`. */
export type TwoDotsGameMode = (typeof TWO_DOTS_GAME_MODES)[number];

/**
 * The mode answer when levels are offered: T or M as in the MIS, and L for
 * levels, or the mode's word (`timed`, `moves`, `levels`), in any case,
 * spaces around ignored; else null.
 */
export const parseTwoDotsGameMode = /* @__PURE__ */ frozen(function parseTwoDotsGameMode(
  line: string,
): TwoDotsGameMode | null {
  // A line past MAX_TWO_DOTS_LINE is no mode: refused before it is trimmed (issue 23.8).
  if (checkString('parseTwoDotsGameMode', 'line', line).length > MAX_TWO_DOTS_LINE) return null;
  const text = line.trim().toLowerCase();
  if (text === 'l' || text === 'levels') return 'levels';
  return parseTwoDotsMode(text);
});

/**
 * The MIS's mode answer: "T"/"t" is the timed game, "M"/"m" the moves game;
 * beside the MIS, the words `timed` and `moves` in any case; spaces around
 * are ignored. Else null.
 */
export const parseTwoDotsMode = /* @__PURE__ */ frozen(function parseTwoDotsMode(line: string): TwoDotsMode | null {
  if (checkString('parseTwoDotsMode', 'line', line).length > MAX_TWO_DOTS_LINE) return null;
  const text = line.trim().toLowerCase();
  if (text === 't' || text === 'timed') return 'timed';
  if (text === 'm' || text === 'moves') return 'moves';
  return null;
});

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
export const twoDotsRules = /* @__PURE__ */ frozen(function twoDotsRules(options: TwoDotsRulesOptions = {}): string {
  const {
    time = TIMED_MODE.TIME,
    moves = MOVES_MODE.moveCount,
    target = MOVES_MODE.TARGET,
  } = checkRecord('twoDotsRules', 'options', options);
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
});

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

import { describe, frozen, isArray, isRevoked, ownValue, sealStatefulClass } from './brand.js';
import { Board, type BoardJSON, checkSize, isBoard, MAX_BOARD_SIDE } from './board.js';
import { isSeededRandom, SeededRandom, savedArray, savedFields, savedInt, savedString } from '@arcade/core';
import {
  COLORS,
  type Color,
  isColor,
  isRandomSource,
  mulberry32,
  type RandomSource,
  randomColor,
  SEED_MAX,
  seededSource,
} from './color.js';
import { IllegalArgumentException } from './errors.js';
import { checkPlay, type MoveResult, type PlayProblem, planMove } from './loop.js';
import { type BoardMoves, PointT } from './point.js';

/**
 * Why validateMoves refused a path, so a view can say so in one line.
 * Points are the model's 0-based points; `index` is the position in the path.
 */
export type MovesProblem =
  | {
      /** The path is not an array of PointT. */
      readonly kind: 'notMoves';
    }
  | {
      /** The path has fewer than two points. */
      readonly kind: 'tooShort';
      /** How many points it has. */
      readonly length: number;
    }
  | {
      /** A point is off the board. */
      readonly kind: 'offBoard';
      /** Its position in the path, from 0. */
      readonly index: number;
      /** The point. */
      readonly point: PointT;
    }
  | {
      /** A point comes twice. */
      readonly kind: 'repeated';
      /** The position of its second coming, from 0. */
      readonly index: number;
      /** The point. */
      readonly point: PointT;
    }
  | {
      /** Two points in a row are not neighbours (one step up, down, left or right). */
      readonly kind: 'notAdjacent';
      /** The position of the second one, from 0. */
      readonly index: number;
      /** The point before it. */
      readonly from: PointT;
      /** The point itself. */
      readonly to: PointT;
    }
  | {
      /** Two points in a row have different colours. */
      readonly kind: 'twoColors';
      /** The position of the second one, from 0. */
      readonly index: number;
      /** The point before it. */
      readonly from: PointT;
      /** The point itself. */
      readonly to: PointT;
      /** The colour of `from`. */
      readonly fromColor: Color;
      /** The colour of `to`. */
      readonly toColor: Color;
    };

/** The MIS's isAdjacent: one step up, down, left or right. */
export const isAdjacent = /* @__PURE__ */ frozen(function isAdjacent(p: PointT, q: PointT): boolean {
  if (!PointT.isPoint(p) || !PointT.isPoint(q)) {
    throw new IllegalArgumentException(
      `isAdjacent: expected two PointT, got ${describe(p)} and ${describe(q)}`,
      'WRONG_TYPE',
    );
  }
  return Math.abs(p.row() - q.row()) + Math.abs(p.col() - q.col()) === 1;
});

/** A TwoDotsBoard as saved data (see `TwoDotsBoard.toJSON`). */
export interface TwoDotsBoardJSON extends BoardJSON {
  /** The rows from the top, each a string of colour letters, e.g. `"RGBPY"`. */
  readonly rows: readonly string[];
  /** The state of the seeded generator the board refills from (`SeededRandom.state`). */
  readonly rng: number;
}

// Set only for the duration of one fromRows constructor call.
let presetRows: readonly (readonly Color[])[] | null = null;

/**
 * The TwoDotsBoard module: a Board(Color) that checks a drawn path
 * (validateMoves) and removes it with gravity (updateBoard).
 *
 * ```ts
 * import { PointT, parseBoard, makeBoard, mulberry32 } from '@arcade/model-twodots';
 * const b = parseBoard('RRB\nGYB\nPPB', mulberry32(1));
 * const path = [new PointT(0, 2), new PointT(1, 2), new PointT(2, 2)];
 * b.validateMoves(path); // true: three blue dots in a column
 * b.updateBoard(path); // the column empties and refills from the top
 * makeBoard(b).split('\n')[0].slice(0, 2); // 'RR': other columns are untouched
 * ```
 */
export class TwoDotsBoard extends Board<Color> {
  // The seeded generator itself when there is one (also behind a function
  // mulberry32 made), so clone() can copy it and toJSON() save it.
  readonly #rng: RandomSource;

  /**
   * TwoDotsBoard(rows, cols, rng): every dot drawn with randomColor(rng),
   * row by row from the top left. Without `rng` the board uses mulberry32(0),
   * so it is still reproducible; the app passes its own seeded source.
   */
  constructor(rows: number, cols: number, rng: RandomSource = mulberry32(0)) {
    if (!isRandomSource(rng)) {
      throw new IllegalArgumentException(
        `TwoDotsBoard: rng must be a function returning numbers in [0, 1) or a SeededRandom, got ${describe(rng)}`,
        'WRONG_TYPE',
      );
    }
    const preset = presetRows;
    const source = seededSource(rng) ?? rng;
    super(rows, cols, (p) => preset?.[p.row()]?.[p.col()] ?? randomColor(source));
    this.#rng = source;
  }

  /** A board holding exactly these rows of colours; `rng` refills it after a move. */
  static fromRows(rows: readonly (readonly Color[])[], rng: RandomSource = mulberry32(0)): TwoDotsBoard {
    if (!isArray(rows)) {
      throw new IllegalArgumentException(
        `fromRows: rows must be an array of arrays, got ${describe(rows)}`,
        'WRONG_TYPE',
      );
    }
    const nRow = rows.length;
    const first: unknown = rows[0];
    const nCol = isArray(first) ? first.length : 0;
    checkSize('fromRows', nRow, nCol);
    if (!isRandomSource(rng)) {
      throw new IllegalArgumentException(
        `fromRows: rng must be a function or a SeededRandom, got ${describe(rng)}`,
        'WRONG_TYPE',
      );
    }
    // Index loops, not forEach: forEach skips the holes of a sparse array.
    for (let i = 0; i < nRow; i++) {
      const line: unknown = rows[i];
      if (!isArray(line)) {
        throw new IllegalArgumentException(`fromRows: row ${i} is ${describe(line)}, not an array`, 'WRONG_TYPE');
      }
      if (line.length !== nCol) {
        throw new IllegalArgumentException(`fromRows: row ${i} has ${line.length} dots, row 0 has ${nCol}`);
      }
      for (let j = 0; j < nCol; j++) {
        const c: unknown = line[j];
        if (!isColor(c)) {
          throw new IllegalArgumentException(
            `fromRows: (${i}, ${j}) is ${describe(c)}, not one of ${COLORS.join(' ')}`,
          );
        }
      }
    }
    // The constructor fills from presetRows instead of drawing, so `rng`
    // starts fresh for the moves to come.
    presetRows = rows;
    try {
      return new TwoDotsBoard(nRow, nCol, rng);
    } finally {
      presetRows = null;
    }
  }

  /**
   * An independent copy with the same dots. A seeded source (a SeededRandom,
   * or a function mulberry32 made) is copied too, so the copy draws what the
   * original would draw and moves on the copy (an AI's look-ahead) never
   * change the original's future dots. A caller's own function cannot be
   * copied: the copy then draws from that same function.
   */
  clone(): TwoDotsBoard {
    const rng = this.#rng;
    const copy = isSeededRandom(rng) ? rng.clone() : rng;
    if (this.getNumRow() === 0) return new TwoDotsBoard(0, this.getNumCol(), copy);
    return TwoDotsBoard.fromRows(this.s, copy);
  }

  /**
   * The board as plain, versioned data: `{ v: 1, cols, rows, rng }`, each
   * row a string of colour letters (`"RGB"`, as makeBoard writes them) and
   * `rng` the seeded generator's state. `JSON.stringify(board)` calls it;
   * `TwoDotsBoard.fromJSON` restores the board exactly, random source
   * included. A board drawing from a caller's own function cannot be saved
   * (a closure is not data): IllegalArgumentException NOT_SAVABLE.
   */
  override toJSON(): TwoDotsBoardJSON {
    const rng = this.#rng;
    if (!isSeededRandom(rng)) {
      throw new IllegalArgumentException(
        'toJSON: this board draws from a function that cannot be saved; pass mulberry32(seed) or a SeededRandom',
        'NOT_SAVABLE',
      );
    }
    return { v: 1, cols: this.getNumCol(), rows: this.s.map((line) => line.join('')), rng: rng.state };
  }

  /**
   * The board `toJSON` saved, drawing from the saved generator's state.
   * Anything malformed (not an object, another `v`, a missing or unknown
   * field, a row that is not a string of `cols` colour letters, more than
   * MAX_BOARD_SIDE rows or columns, a state outside 0..2^32-1) throws
   * IllegalArgumentException BAD_DATA before anything is built.
   */
  static fromJSON(data: unknown): TwoDotsBoard {
    const fail = (message: string) => new IllegalArgumentException(message, 'BAD_DATA');
    const f = savedFields('TwoDotsBoard.fromJSON', data, 1, ['cols', 'rows', 'rng'], fail);
    const cols = savedInt('TwoDotsBoard.fromJSON: cols', f.cols, 0, MAX_BOARD_SIDE, fail);
    const lines = savedArray('TwoDotsBoard.fromJSON: rows', f.rows, MAX_BOARD_SIDE, fail);
    const rows = lines.map((x, i) => {
      const line = savedString(`TwoDotsBoard.fromJSON: row ${i}`, x, MAX_BOARD_SIDE, fail);
      if (line.length !== cols || ![...line].every(isColor)) {
        throw fail(
          `TwoDotsBoard.fromJSON: row ${i} must be ${cols} letters of ${COLORS.join(' ')}, got ${describe(x)}`,
        );
      }
      return [...line] as Color[];
    });
    const rng = SeededRandom.fromState(savedInt('TwoDotsBoard.fromJSON: rng', f.rng, 0, SEED_MAX, fail));
    return rows.length === 0 ? new TwoDotsBoard(0, cols, rng) : TwoDotsBoard.fromRows(rows, rng);
  }

  /**
   * set(p, v): Board's set, for colours only. Anything else (`'Z'`,
   * `undefined`) throws IllegalArgumentException and changes nothing: a
   * TwoDotsBoard holds only the five colours, which makeBoard, parseBoard
   * and the console renderer rely on.
   */
  override set(p: PointT, v: Color): void {
    if (!isColor(v)) {
      throw new IllegalArgumentException(`set: ${describe(v)} is not a colour, not one of ${COLORS.join(' ')}`);
    }
    super.set(p, v);
  }

  /**
   * Why `b` is not a legal path, or null when it is. The checks, in order:
   * an array of points (every index, holes included); at least 2 points;
   * every point on the board; no point twice; each point orthogonally
   * adjacent to the next; all one colour.
   */
  checkMoves(b: BoardMoves): MovesProblem | null {
    if (!isArray(b)) return { kind: 'notMoves' };
    // An index loop, not `every`: `every` skips the holes of a sparse array
    // (`[, p]`), which then reached the later checks as undefined.
    for (let i = 0; i < b.length; i++) {
      if (!PointT.isPoint(b[i])) return { kind: 'notMoves' };
    }
    if (b.length < 2) return { kind: 'tooShort', length: b.length };
    for (let i = 0; i < b.length; i++) {
      const p = b[i] as PointT;
      if (!this.validPoint(p)) return { kind: 'offBoard', index: i, point: p };
    }
    // A set, not a double loop: a path of a million points must not take 10^12 steps.
    const cols = this.getNumCol();
    const seen = new Set<number>();
    for (let i = 0; i < b.length; i++) {
      const p = b[i] as PointT;
      const key = p.row() * cols + p.col();
      if (seen.has(key)) return { kind: 'repeated', index: i, point: p };
      seen.add(key);
    }
    for (let i = 1; i < b.length; i++) {
      const from = b[i - 1] as PointT;
      const to = b[i] as PointT;
      if (!isAdjacent(from, to)) return { kind: 'notAdjacent', index: i, from, to };
      const fromColor = this.get(from);
      const toColor = this.get(to);
      if (fromColor !== toColor) return { kind: 'twoColors', index: i, from, to, fromColor, toColor };
    }
    return null;
  }

  /** validateMoves(b): |b| > 1, all points on the board, a valid path, distinct points. */
  validateMoves(b: BoardMoves): boolean {
    return this.checkMoves(b) === null;
  }

  /**
   * updateBoard(b): the path's dots disappear, the dots above each fall down
   * their column, and new random dots fill the top of the column (the
   * ruling's gravity). New dots are drawn column by column from the left,
   * top row first. A path validateMoves refuses throws
   * IllegalArgumentException; if the random source fails, nothing changes.
   */
  updateBoard(b: BoardMoves): void {
    const problem = this.checkMoves(b);
    if (problem !== null) {
      throw new IllegalArgumentException(`updateBoard: ${describeProblem(problem)}`);
    }
    const nCol = this.getNumCol();
    this.#fall(new Set(b.map((p) => p.row() * nCol + p.col())));
  }

  /**
   * applyMove(path), beside the MIS: a path checkMoves accepts removes its
   * dots as updateBoard does; a loop (see checkLoop) removes every dot of
   * its colour. Then the same gravity and refill, from the same random
   * source. Returns how many dots of each colour went. A path checkPlay
   * refuses throws IllegalArgumentException and changes nothing.
   */
  applyMove(path: readonly PointT[]): MoveResult {
    const problem = checkPlay(this, path);
    if (problem !== null) {
      throw new IllegalArgumentException(`applyMove: ${describeProblem(problem)}`);
    }
    const { cells, result } = planMove(this, path);
    this.#fall(cells);
    return result;
  }

  /**
   * The ruling's gravity: the `removed` cells (row * cols + col) disappear,
   * the dots above fall, new dots drawn column by column from the left, top
   * row first, fill the top. The new board is built before it is stored, so
   * a failing random source changes nothing.
   */
  #fall(removed: ReadonlySet<number>): void {
    const nRow = this.getNumRow();
    const nCol = this.getNumCol();
    const next = this.toRows();
    for (let c = 0; c < nCol; c++) {
      const kept: Color[] = [];
      for (let r = nRow - 1; r >= 0; r--) {
        if (!removed.has(r * nCol + c)) kept.push((this.s[r] as Color[])[c] as Color);
      }
      const fresh = nRow - kept.length;
      for (let r = 0; r < fresh; r++) (next[r] as Color[])[c] = randomColor(this.#rng);
      for (let k = 0; k < kept.length; k++) (next[nRow - 1 - k] as Color[])[c] = kept[k] as Color;
    }
    this.s = next;
  }

  // The brand test asks for the fields too: a Proxy of a TwoDotsBoard, or
  // Object.create(TwoDotsBoard.prototype), is refused with the package's error
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'TwoDotsBoard', (x) => #rng in x);
}

/** A point (or anything else) as a message shows it, never throwing. */
function shownPoint(p: unknown): string {
  return PointT.isPoint(p) ? p.toString() : describe(p);
}

/** A colour letter as it is, anything else as describe shows it. */
function shownColor(c: unknown): string {
  return isColor(c) ? c : describe(c);
}

/** A one-line English reason for a MovesProblem (or a loop's PlayProblem), in the model's 0-based points. */
export const describeProblem = /* @__PURE__ */ frozen(function describeProblem(problem: PlayProblem): string {
  // Own properties only, and nothing from a revoked Proxy: a polluted
  // Object.prototype.kind must not make {} a problem.
  const own = (key: string): unknown =>
    typeof problem === 'object' && problem !== null && !isRevoked(problem) ? ownValue(problem, key) : undefined;
  const kind = own('kind');
  const kinds = [
    'notMoves',
    'tooShort',
    'offBoard',
    'repeated',
    'notAdjacent',
    'twoColors',
    'loopTooShort',
    'notClosed',
  ];
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    throw new IllegalArgumentException(
      `describeProblem: expected a MovesProblem or PlayProblem, got ${describe(problem)}`,
      'WRONG_TYPE',
    );
  }
  switch (kind as PlayProblem['kind']) {
    case 'notMoves':
      return 'the moves must be an array of PointT';
    case 'tooShort':
      return `a path needs at least 2 dots, got ${describe(own('length'))}`;
    case 'offBoard':
      return `point ${shownPoint(own('point'))} is off the board`;
    case 'repeated':
      return `point ${shownPoint(own('point'))} appears twice`;
    case 'notAdjacent':
      return `${shownPoint(own('from'))} and ${shownPoint(own('to'))} are not next to each other`;
    case 'twoColors':
      return `${shownPoint(own('from'))} is ${shownColor(own('fromColor'))} but ${shownPoint(own('to'))} is ${shownColor(own('toColor'))}`;
    case 'loopTooShort':
      return `a loop needs at least 4 dots and a return to the first, got ${describe(own('length'))} points`;
    case 'notClosed':
      return `a loop ends on its first dot ${shownPoint(own('first'))}, not on ${shownPoint(own('last'))}`;
  }
});

/**
 * The board as text, one line per row, one colour letter per dot:
 * `makeBoard(parseBoard(t))` is `t`.
 */
export const makeBoard = /* @__PURE__ */ frozen(function makeBoard(b: Board<Color>): string {
  if (!isBoard(b)) {
    throw new IllegalArgumentException(`makeBoard: expected a Board, got ${describe(b)}`, 'WRONG_TYPE');
  }
  return b
    .toRows()
    .map((line) => line.map((c) => (typeof c === 'string' ? c : describe(c))).join(''))
    .join('\n');
});

/**
 * The longest text parseBoard reads, in UTF-16 units (2 Mi): the largest
 * board, MAX_BOARD_SIDE rows of MAX_BOARD_SIDE letters, is about 1 MB.
 * Longer text is TOO_LARGE before it is split; within it, more than
 * MAX_BOARD_SIDE rows, or a row longer than that, is TOO_LARGE as soon as
 * it is seen, as the board would refuse it.
 */
export const MAX_BOARD_TEXT = 2_097_152; // 2 Mi, a literal, so that a bundle without it drops it (a product or shift stays)

/**
 * A TwoDotsBoard from makeBoard's text (rows of R G B P Y letters, blank
 * lines and surrounding spaces ignored); `rng` refills it after moves.
 * Text past MAX_BOARD_TEXT throws TOO_LARGE.
 */
export const parseBoard = /* @__PURE__ */ frozen(function parseBoard(
  text: string,
  rng: RandomSource = mulberry32(0),
): TwoDotsBoard {
  if (typeof text !== 'string') {
    throw new IllegalArgumentException(`parseBoard: text must be a string, got ${describe(text)}`, 'WRONG_TYPE');
  }
  if (text.length > MAX_BOARD_TEXT) {
    throw new IllegalArgumentException(
      `parseBoard: at most ${MAX_BOARD_TEXT} characters, got ${text.length}`,
      'TOO_LARGE',
    );
  }
  const tooLarge = (what: string) =>
    new IllegalArgumentException(`parseBoard: at most ${MAX_BOARD_SIDE} ${what}`, 'TOO_LARGE');
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, i) => {
      if (i >= MAX_BOARD_SIDE) throw tooLarge('rows');
      // The length before the letters: a row is refused before it is spread (colour letters are one unit each).
      if (line.length > MAX_BOARD_SIDE) throw tooLarge('columns');
      const letters = [...line];
      const bad = letters.findIndex((ch) => !isColor(ch));
      if (bad >= 0) {
        throw new IllegalArgumentException(
          `parseBoard: row ${i} has ${describe(letters[bad])}, not one of ${COLORS.join(' ')}`,
          'BAD_TEXT',
        );
      }
      return letters as Color[];
    });
  return TwoDotsBoard.fromRows(rows, rng);
});

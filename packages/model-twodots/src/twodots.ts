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
import { Board } from './board.js';
import { COLORS, type Color, isColor, mulberry32, randomColor, type Rng } from './color.js';
import { IllegalArgumentException } from './errors.js';
import { checkPlay, type MoveResult, type PlayProblem, planMove } from './loop.js';
import { type BoardMoves, PointT } from './point.js';

/**
 * Why validateMoves refused a path, so a view can say so in one line.
 * Points are the model's 0-based points; `index` is the position in the path.
 */
export type MovesProblem =
  | { readonly kind: 'notMoves' }
  | { readonly kind: 'tooShort'; readonly length: number }
  | { readonly kind: 'offBoard'; readonly index: number; readonly point: PointT }
  | { readonly kind: 'repeated'; readonly index: number; readonly point: PointT }
  | { readonly kind: 'notAdjacent'; readonly index: number; readonly from: PointT; readonly to: PointT }
  | {
      readonly kind: 'twoColors';
      readonly index: number;
      readonly from: PointT;
      readonly to: PointT;
      readonly fromColor: Color;
      readonly toColor: Color;
    };

/** The MIS's isAdjacent: one step up, down, left or right. */
export function isAdjacent(p: PointT, q: PointT): boolean {
  return Math.abs(p.row() - q.row()) + Math.abs(p.col() - q.col()) === 1;
}

// Set only for the duration of one fromRows constructor call.
let presetRows: readonly (readonly Color[])[] | null = null;

export class TwoDotsBoard extends Board<Color> {
  readonly #rng: Rng;

  /**
   * TwoDotsBoard(rows, cols, rng): every dot drawn with randomColor(rng),
   * row by row from the top left. Without `rng` the board uses mulberry32(0),
   * so it is still reproducible; the app passes its own seeded source.
   */
  constructor(rows: number, cols: number, rng: Rng = mulberry32(0)) {
    if (typeof rng !== 'function') {
      throw new IllegalArgumentException('TwoDotsBoard: rng must be a function returning numbers in [0, 1)');
    }
    const preset = presetRows;
    super(rows, cols, (p) => preset?.[p.row()]?.[p.col()] ?? randomColor(rng));
    this.#rng = rng;
  }

  /** A board holding exactly these rows of colours; `rng` refills it after a move. */
  static fromRows(rows: readonly (readonly Color[])[], rng: Rng = mulberry32(0)): TwoDotsBoard {
    const nRow = rows.length;
    const nCol = rows[0]?.length ?? 0;
    rows.forEach((line, i) => {
      if (line.length !== nCol) {
        throw new IllegalArgumentException(`fromRows: row ${i} has ${line.length} dots, row 0 has ${nCol}`);
      }
      line.forEach((c, j) => {
        if (!isColor(c)) {
          throw new IllegalArgumentException(
            `fromRows: (${i}, ${j}) is ${shownValue(c)}, not one of ${COLORS.join(' ')}`,
          );
        }
      });
    });
    // The constructor fills from presetRows instead of drawing, so `rng`
    // starts fresh for the moves to come.
    presetRows = rows;
    try {
      return new TwoDotsBoard(nRow, nCol, rng);
    } finally {
      presetRows = null;
    }
  }

  /** An independent copy with the same dots that keeps drawing from the same random source. */
  clone(): TwoDotsBoard {
    return TwoDotsBoard.fromRows(this.s, this.#rng);
  }

  /**
   * set(p, v): Board's set, for colours only. Anything else (`'Z'`,
   * `undefined`) throws IllegalArgumentException and changes nothing: a
   * TwoDotsBoard holds only the five colours, which makeBoard, parseBoard
   * and the console renderer rely on.
   */
  override set(p: PointT, v: Color): void {
    if (!isColor(v)) {
      throw new IllegalArgumentException(`set: ${shownValue(v)} is not a colour, not one of ${COLORS.join(' ')}`);
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
    if (!Array.isArray(b)) return { kind: 'notMoves' };
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
    for (let i = 1; i < b.length; i++) {
      const p = b[i] as PointT;
      for (let j = 0; j < i; j++) {
        if (p.equals(b[j] as PointT)) return { kind: 'repeated', index: i, point: p };
      }
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
}

/** A value as a message shows it: strings quoted, anything else as String() can, never throwing. */
function shownValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  try {
    return String(v);
  } catch {
    return typeof v;
  }
}

/** A one-line English reason for a MovesProblem (or a loop's PlayProblem), in the model's 0-based points. */
export function describeProblem(problem: PlayProblem): string {
  switch (problem.kind) {
    case 'notMoves':
      return 'the moves must be an array of PointT';
    case 'tooShort':
      return `a path needs at least 2 dots, got ${problem.length}`;
    case 'offBoard':
      return `point ${problem.point.toString()} is off the board`;
    case 'repeated':
      return `point ${problem.point.toString()} appears twice`;
    case 'notAdjacent':
      return `${problem.from.toString()} and ${problem.to.toString()} are not next to each other`;
    case 'twoColors':
      return `${problem.from.toString()} is ${problem.fromColor} but ${problem.to.toString()} is ${problem.toColor}`;
    case 'loopTooShort':
      return `a loop needs at least 4 dots and a return to the first, got ${problem.length} points`;
    case 'notClosed':
      return `a loop ends on its first dot ${problem.first.toString()}, not on ${problem.last.toString()}`;
  }
}

/**
 * The board as text, one line per row, one colour letter per dot:
 * `makeBoard(parseBoard(t))` is `t`.
 */
export function makeBoard(b: Board<Color>): string {
  return b
    .toRows()
    .map((line) => line.join(''))
    .join('\n');
}

/**
 * A TwoDotsBoard from makeBoard's text (rows of R G B P Y letters, blank
 * lines and surrounding spaces ignored); `rng` refills it after moves.
 */
export function parseBoard(text: string, rng: Rng = mulberry32(0)): TwoDotsBoard {
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, i) => {
      const letters = [...line];
      const bad = letters.findIndex((ch) => !isColor(ch));
      if (bad >= 0) {
        throw new IllegalArgumentException(
          `parseBoard: row ${i} has ${JSON.stringify(letters[bad])}, not one of ${COLORS.join(' ')}`,
        );
      }
      return letters as Color[];
    });
  return TwoDotsBoard.fromRows(rows, rng);
}

/**
 * Squares and loops, beside the MIS: a path that returns to its first dot
 * clears every dot of its colour. The MIS's validateMoves/checkMoves are not
 * changed (they still refuse a loop, which visits its first dot twice);
 * these queries and `TwoDotsBoard.applyMove` add the loop rule.
 *
 * ```ts
 * import { PointT, checkLoop, isLoop, parseBoard } from '@arcade/model-twodots';
 * const b = parseBoard('RRG\nRRB\nGBY');
 * const square = [new PointT(0, 0), new PointT(0, 1), new PointT(1, 1), new PointT(1, 0), new PointT(0, 0)];
 * isLoop(b, square); // true
 * b.validateMoves(square); // false: the MIS refuses it (a dot twice)
 * checkLoop(b, square.slice(0, 4))?.kind; // 'loopTooShort': a loop returns to its first dot
 * b.applyMove(square).removed.R; // 4: every red dot on the board
 * ```
 *
 * The module imports only types from twodots.ts, which imports it: no
 * import cycle at run time.
 */
import { frozen, isArray } from './brand.js';
import { type Board, isBoard } from './board.js';
import { COLORS, type Color, isColor } from './color.js';
import { IllegalArgumentException } from './errors.js';
import { PointT } from './point.js';
import type { MovesProblem, TwoDotsBoard } from './twodots.js';

/** A loop needs 4 distinct dots (a square is the smallest) plus the return to the first: 5 points. */
export const MIN_LOOP_POINTS = 5;

/**
 * Why checkLoop refused a path, or null when it is a loop. The kinds it
 * shares with MovesProblem mean the same (`index` is the position in the
 * path); two are its own: `loopTooShort` (fewer than MIN_LOOP_POINTS
 * points) and `notClosed` (the last point is not the first).
 */
export type LoopProblem =
  | Exclude<MovesProblem, { readonly kind: 'tooShort' }>
  | { readonly kind: 'loopTooShort'; readonly length: number }
  | { readonly kind: 'notClosed'; readonly first: PointT; readonly last: PointT };

/** What checkPlay (and so applyMove) can refuse: a path's problem or a loop's. */
export type PlayProblem = MovesProblem | LoopProblem;

/**
 * What one applyMove removed. `removed` has an entry for every colour (0
 * for the others: a move is one colour); `total` is their sum. Frozen.
 */
export interface MoveResult {
  /** True when the move was a loop, which clears every dot of its colour. */
  readonly loop: boolean;
  /** The colour of the move's dots. */
  readonly color: Color;
  /** How many dots of each colour the move removed. */
  readonly removed: Readonly<Record<Color, number>>;
  /** How many dots the move removed in all. */
  readonly total: number;
}

/** The board the loop queries read: any Board<Color> of this package (a
 * TwoDotsBoard included), by its brand test, so a Proxy of a board, whose
 * methods would fail on its #private fields, is refused up front. */
function checkBoard(routine: string, board: Board<Color>): void {
  if (!isBoard(board)) throw new IllegalArgumentException(`${routine}: board must be a TwoDotsBoard`);
}

/** An array whose every index (holes included) holds a PointT. */
function isPointArray(path: unknown): path is readonly PointT[] {
  if (!isArray(path)) return false;
  for (let i = 0; i < path.length; i++) {
    if (!PointT.isPoint(path[i])) return false;
  }
  return true;
}

/** One orthogonal step (the MIS's isAdjacent, repeated here so this module needs nothing from twodots.ts). */
function adjacent(p: PointT, q: PointT): boolean {
  return Math.abs(p.row() - q.row()) + Math.abs(p.col() - q.col()) === 1;
}

/**
 * Why `path` is not a loop on `board`, or null when it is. The checks, in
 * order: an array of points (holes included); at least MIN_LOOP_POINTS
 * points; every point on the board; the last point equal to the first;
 * no other point twice; each point orthogonally adjacent to the next; all
 * one colour. Throws IllegalArgumentException only for a `board` that is
 * not a board.
 */
export const checkLoop = /* @__PURE__ */ frozen(function checkLoop(
  board: Board<Color>,
  path: readonly PointT[],
): LoopProblem | null {
  checkBoard('checkLoop', board);
  if (!isPointArray(path)) return { kind: 'notMoves' };
  if (path.length < MIN_LOOP_POINTS) return { kind: 'loopTooShort', length: path.length };
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    if (!board.validPoint(p)) return { kind: 'offBoard', index: i, point: p };
  }
  const first = path[0]!;
  const last = path[path.length - 1]!;
  if (!last.equals(first)) return { kind: 'notClosed', first, last };
  // The last point is the first one's return; every other point is distinct.
  for (let i = 1; i < path.length - 1; i++) {
    const p = path[i]!;
    for (let j = 0; j < i; j++) {
      if (p.equals(path[j]!)) return { kind: 'repeated', index: i, point: p };
    }
  }
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (!adjacent(from, to)) return { kind: 'notAdjacent', index: i, from, to };
    const fromColor = board.get(from);
    const toColor = board.get(to);
    if (fromColor !== toColor) return { kind: 'twoColors', index: i, from, to, fromColor, toColor };
  }
  return null;
});

/** Whether `path` is a loop on `board`: checkLoop(board, path) === null. */
export const isLoop = /* @__PURE__ */ frozen(function isLoop(board: Board<Color>, path: readonly PointT[]): boolean {
  return checkLoop(board, path) === null;
});

/** Whether the path ends on its first point: the player meant a loop. */
function isClosed(path: readonly PointT[]): boolean {
  return path.length >= 2 && path[path.length - 1]!.equals(path[0]!);
}

/**
 * Why applyMove would refuse `path`, or null when it accepts it: a path the
 * MIS's checkMoves accepts, or a loop. A path that ends on its first point
 * is judged as a loop (its problem is checkLoop's), any other as a path
 * (checkMoves's problem), so the reason matches what the player tried.
 */
export const checkPlay = /* @__PURE__ */ frozen(function checkPlay(
  board: TwoDotsBoard,
  path: readonly PointT[],
): PlayProblem | null {
  checkBoard('checkPlay', board);
  if (typeof (board as { checkMoves?: unknown }).checkMoves !== 'function') {
    throw new IllegalArgumentException('checkPlay: board must be a TwoDotsBoard');
  }
  if (isPointArray(path) && isClosed(path)) return checkLoop(board, path);
  // checkMoves never writes to the path; the MIS types it as a plain array.
  return board.checkMoves(path as PointT[]);
});

/**
 * The cells a path checkPlay accepted removes (as row * cols + col) and the
 * move's counts. Internal: TwoDotsBoard.applyMove checks, then applies.
 */
export function planMove(board: Board<Color>, path: readonly PointT[]): { cells: Set<number>; result: MoveResult } {
  const nRow = board.getNumRow();
  const nCol = board.getNumCol();
  const first = path[0]!;
  const color = board.get(first);
  const loop = isClosed(path);
  const cells = new Set<number>();
  if (loop) {
    const rows = board.toRows();
    for (let r = 0; r < nRow; r++) {
      for (let c = 0; c < nCol; c++) if (rows[r]![c] === color) cells.add(r * nCol + c);
    }
  } else {
    for (const p of path) cells.add(p.row() * nCol + p.col());
  }
  const removed = Object.fromEntries(COLORS.map((c) => [c, c === color ? cells.size : 0])) as Record<Color, number>;
  return {
    cells,
    result: Object.freeze({ loop, color, removed: Object.freeze(removed), total: cells.size }),
  };
}

/** Whether every cell of the board is a colour (a Board<Color> built from JavaScript might not be). */
export function checkColors(routine: string, rows: readonly (readonly unknown[])[]): void {
  for (let r = 0; r < rows.length; r++) {
    const line = rows[r]!;
    for (let c = 0; c < line.length; c++) {
      if (!isColor(line[c])) {
        throw new IllegalArgumentException(`${routine}: the dot at (${r}, ${c}) is not one of ${COLORS.join(' ')}`);
      }
    }
  }
}

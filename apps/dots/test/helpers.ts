// Test helpers: find paths on a board and plan whole scripted games by
// replaying the app's random draws with the same seed.
import { type Color, mulberry32, PointT, TwoDotsBoard } from '@arcade/model-twodots';
import { type LineReader, makeTwoDotsMoves, scriptedReader } from '@arcade/view-console/node';

const STEPS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

/** A legal path of exactly `length` dots on `board`, or null (depth-first search). */
export function findPath(board: TwoDotsBoard, length: number): PointT[] | null {
  const rows = board.getNumRow();
  const cols = board.getNumCol();
  const extend = (path: PointT[], color: Color): PointT[] | null => {
    if (path.length === length) return path;
    const last = path[path.length - 1] as PointT;
    for (const [dr, dc] of STEPS) {
      const q = last.translate(dr, dc);
      if (q.row() < 0 || q.row() >= rows || q.col() < 0 || q.col() >= cols) continue;
      if (board.get(q) !== color || path.some((p) => p.equals(q))) continue;
      const found = extend([...path, q], color);
      if (found !== null) return found;
    }
    return null;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const start = new PointT(r, c);
      const found = extend([start], board.get(start));
      if (found !== null) return found;
    }
  }
  return null;
}

/** The board main() plays on for `seed`: the controller's board draws first. */
export function gameBoard(seed: number): TwoDotsBoard {
  const rng = mulberry32(seed);
  new TwoDotsBoard(6, 6, rng);
  return new TwoDotsBoard(6, 6, rng);
}

/**
 * Move lines for `seed` that play `short` two-dot moves and then, if `win`,
 * a five-dot move, with the board each move was played on.
 */
export function plan(seed: number, short: number, win: boolean): { lines: string[]; boards: string[] } | null {
  const board = gameBoard(seed);
  const lines: string[] = [];
  const boards: string[] = [];
  for (let i = 0; i < short; i++) {
    const path = findPath(board, 2);
    if (path === null) return null;
    lines.push(makeTwoDotsMoves(path));
    board.updateBoard(path);
  }
  if (win) {
    const path = findPath(board, 5);
    if (path === null) return null;
    lines.push(makeTwoDotsMoves(path));
    board.updateBoard(path);
  }
  boards.push(
    board
      .toRows()
      .map((r) => r.join(''))
      .join('\n'),
  );
  return { lines, boards };
}

/** The first seed from `from` for which plan(seed, short, win) exists. */
export function planFor(short: number, win: boolean, from = 1): { seed: number; lines: string[] } {
  for (let seed = from; seed < from + 500; seed++) {
    const p = plan(seed, short, win);
    if (p !== null) return { seed, lines: p.lines };
  }
  throw new Error('no seed found');
}

/** Every bad input the issue lists, for any prompt. */
export const BAD_LINES = [
  '',
  'hello',
  '1,1',
  '0,0 0,1',
  '7,7 7,8',
  '1,1 1,1',
  '1,1 3,3',
  'x'.repeat(10_000),
  'ça va ☃',
];

/** A reader that moves a fake clock forward by `ms` before each line, the end of input included. */
export function timedReader(lines: string[], clock: { now: number }, ms: number): LineReader {
  const inner = scriptedReader(lines);
  return {
    readLine() {
      clock.now += ms;
      return inner.readLine();
    },
    close: () => inner.close(),
  };
}

/** A printed board block as BoardView.printBoard writes it (no colour): a blank line, the table, a blank line. */
const BOARD_BLOCK = /\n\n {5}1 {2}2 {2}3 {2}4 {2}5 {2}6\n(?: {2}\d(?: {2}[RGBPY]){6}\n){6}\n$/;

/**
 * The transcript before its ending: checks that `text` ends with the line
 * `Result: <result>` (throws otherwise, so a test fails), and strips it and
 * the board drawn once more before it (`board`: whether one must be there).
 */
export function beforeResult(text: string, result: string, board = result !== 'quit'): string {
  const last = `Result: ${result}\n`;
  if (!text.endsWith(last))
    throw new Error(`the transcript does not end with ${JSON.stringify(last)}: ...${text.slice(-200)}`);
  const before = text.slice(0, -last.length);
  const m = BOARD_BLOCK.exec(before);
  if (board !== (m !== null)) throw new Error(`expected ${board ? 'a' : 'no'} board before the Result line`);
  return m === null ? before : before.slice(0, m.index + 1);
}

/** The move prompt with what is left in front of it (`14 moves left. Your move ...: `), to split transcripts at. */
export const MOVE_PROMPT = /(?:\d+ (?:moves?|seconds?) left\. )?Your move \(row,col row,col \.\.\.\): /;

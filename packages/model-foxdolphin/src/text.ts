/**
 * A plain-text form of a Board, for tests, fixtures and bug reports:
 * `makeBoard` prints one, `parseBoard` reads it back.
 *
 * ```ts
 * import { parseBoard, makeBoard } from '@arcade/model-foxdolphin';
 * const board = parseBoard(['w 0 -15 15', 'event 0 0', 'bridges', 'caves', 'tiles', '1F 0 -1~D'].join('\n'));
 * makeBoard(board) === makeBoard(parseBoard(makeBoard(board))); // true
 * ```
 *
 * Format: a `w`, `event`, `bridges` and `caves` line, then `tiles` and one
 * line per y = 0, 1, ... with one token per x = 0, 1, ...: the height, `~`
 * when the tile is water, then `F` or `D` for a piece; `_` where there is no
 * tile. Shortcuts are written `x,y-x,y`.
 */
import { Board, type BoardInit, checkBoard, MAX_TILES } from './board.js';
import { describe } from './checks.js';
import { InvalidArgumentError } from './errors.js';
import type { Coord, Piece, Shortcut, Tile } from './vocabulary.js';
import { frozen } from './brand.js';

const TOKEN = /^(-?\d+)(~?)([FD]?)$/;

/**
 * The longest text parseBoardInit and parseBoard read, in UTF-16 units
 * (1 Mi): a 200 x 200 island takes about 200 KB. Longer text throws
 * InvalidArgumentError TOO_LARGE before it is split (10 MB took 10-17 s);
 * within it, more than MAX_TILES tiles or shortcuts is TOO_LARGE as soon as
 * it is counted, as Board would refuse it.
 */
export const MAX_BOARD_TEXT = 1_048_576; // 1 Mi, a literal, so that a bundle without it drops it (a product or shift stays)

function shortcutText([a, b]: Shortcut): string {
  return `${a.x},${a.y}-${b.x},${b.y}`;
}

/** Prints a board in the text form `parseBoard` reads. */
export const makeBoard = /* @__PURE__ */ frozen(function makeBoard(board: Board): string {
  checkBoard('makeBoard', board);
  const tiles = board.tiles();
  const maxX = Math.max(0, ...tiles.map((t) => t.x));
  const maxY = Math.max(0, ...tiles.map((t) => t.y));
  const lines = [
    `w ${board.w} ${board.wl} ${board.wu}`,
    `event ${board.nEvent[0]} ${board.nEvent[1]}`,
    ['bridges', ...board.bridges.map(shortcutText)].join(' '),
    ['caves', ...board.caves.map(shortcutText)].join(' '),
    'tiles',
  ];
  for (let y = 0; y <= maxY; y++) {
    const row: string[] = [];
    for (let x = 0; x <= maxX; x++) {
      const t = board.tile(x, y);
      if (t === undefined) {
        row.push('_');
        continue;
      }
      const p = board.pieceAt(x, y);
      row.push(`${t.h}${t.isWater ? '~' : ''}${p === undefined ? '' : p.type === 'Fox' ? 'F' : 'D'}`);
    }
    lines.push(row.join(' '));
  }
  return `${lines.join('\n')}\n`;
});

function ints(line: string, keyword: string, count: number): number[] {
  const parts = line.trim().split(/\s+/);
  if (parts[0] !== keyword || parts.length !== count + 1 || !parts.slice(1).every((p) => /^-?\d+$/.test(p))) {
    throw new InvalidArgumentError(`expected "${keyword}" and ${count} integers, got ${describe(line)}`, 'BAD_TEXT');
  }
  return parts.slice(1).map(Number);
}

function shortcuts(line: string, keyword: string): Shortcut[] {
  const parts = line.trim().split(/\s+/);
  if (parts[0] !== keyword)
    throw new InvalidArgumentError(`expected a "${keyword}" line, got ${describe(line)}`, 'BAD_TEXT');
  if (parts.length - 1 > MAX_TILES) {
    throw new InvalidArgumentError(`more than ${MAX_TILES} ${keyword}`, 'TOO_LARGE');
  }
  return parts.slice(1).map((p): Shortcut => {
    const m = /^(\d+),(\d+)-(\d+),(\d+)$/.exec(p);
    if (m === null) throw new InvalidArgumentError(`a ${keyword} entry is x,y-x,y, got ${describe(p)}`, 'BAD_TEXT');
    const a: Coord = { x: Number(m[1]), y: Number(m[2]) };
    const b: Coord = { x: Number(m[3]), y: Number(m[4]) };
    return [a, b];
  });
}

/**
 * Reads the board data of the text form without checking the invariants;
 * text past MAX_BOARD_TEXT, or more than MAX_TILES tiles, throws TOO_LARGE.
 */
export const parseBoardInit = /* @__PURE__ */ frozen(function parseBoardInit(text: string): BoardInit {
  if (typeof text !== 'string') {
    throw new InvalidArgumentError(`parseBoardInit: text must be a string, got ${describe(text)}`, 'WRONG_TYPE');
  }
  if (text.length > MAX_BOARD_TEXT) {
    throw new InvalidArgumentError(
      `parseBoardInit: at most ${MAX_BOARD_TEXT} characters, got ${text.length}`,
      'TOO_LARGE',
    );
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 5 || lines[4]!.trim() !== 'tiles') {
    throw new InvalidArgumentError(
      'a board text has w, event, bridges, caves and tiles lines, then rows of tiles',
      'BAD_TEXT',
    );
  }
  const [w, wl, wu] = ints(lines[0]!, 'w', 3) as [number, number, number];
  const [ex, ey] = ints(lines[1]!, 'event', 2) as [number, number];
  const tiles: Tile[] = [];
  const pieces: Piece[] = [];
  lines.slice(5).forEach((line, y) => {
    line
      .trim()
      .split(/\s+/)
      .forEach((token, x) => {
        if (token === '_') return;
        const m = TOKEN.exec(token);
        if (m === null)
          throw new InvalidArgumentError(
            `tile (${x}, ${y}): ${describe(token)} is not height[~][F|D] or _`,
            'BAD_TEXT',
          );
        if (tiles.length === MAX_TILES) throw new InvalidArgumentError(`more than ${MAX_TILES} tiles`, 'TOO_LARGE');
        tiles.push({ x, y, h: Number(m[1]), isWater: m[2] === '~' });
        if (m[3] !== '') pieces.push({ type: m[3] === 'F' ? 'Fox' : 'Dolphin', x, y });
      });
  });
  return {
    tiles,
    pieces,
    w,
    wl,
    wu,
    nEvent: [ex, ey],
    bridges: shortcuts(lines[2]!, 'bridges'),
    caves: shortcuts(lines[3]!, 'caves'),
  };
});

/** Reads a board printed by `makeBoard` (at most MAX_BOARD_TEXT); throws InvalidArgumentError or InvalidBoardError. */
export const parseBoard = /* @__PURE__ */ frozen(function parseBoard(text: string): Board {
  return new Board(parseBoardInit(text));
});

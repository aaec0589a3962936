/**
 * Console view of Foxes and Dolphins (schema View, 4.1): a hex map of the
 * island as a string. Land and water, pieces, bridge and cave ends are each
 * a symbol, so the map reads the same without colour; colour (off by
 * default) only adds to it.
 *
 * ```ts
 * import { generateIsland } from '@arcade/model-foxdolphin';
 * import { renderFoxDolphin } from '@arcade/view-console';
 * const board = generateIsland({ seed: 1 });
 * console.log(renderFoxDolphin(board, { round: 0 }));
 * ```
 *
 * Layout: row y is a line; tile (x, y) is drawn at column 2x + (maxY - y),
 * so the six neighbours of the Z document's axial grid sit around a tile as
 * on a hex map: two beside it, two above, two below. Tiles of one x lie on a
 * `/` diagonal: the x rulers above and below the map label both ends of it.
 */
import type { Board, Coord } from '@arcade/model-foxdolphin';
import { type AnsiColor, paint } from './color.js';

/** The symbol of each thing on the map. */
export const FOXDOLPHIN_SYMBOLS = {
  land: '.',
  water: '~',
  fox: 'F',
  dolphin: 'D',
  bridge: '#',
  cave: 'O',
} as const;

const COLORS: Record<keyof typeof FOXDOLPHIN_SYMBOLS, AnsiColor> = {
  land: 'green',
  water: 'blue',
  fox: 'red',
  dolphin: 'magenta',
  bridge: 'yellow',
  cave: 'cyan',
};

export interface FoxDolphinRenderOptions {
  /** ANSI colour, default false (the app decides with colorEnabled). */
  readonly color?: boolean;
  /** The round to show in the status line; left out when undefined. */
  readonly round?: number;
  /** x and y rulers, default true. */
  readonly coordinates?: boolean;
  /** A line explaining the symbols, default true. */
  readonly legend?: boolean;
  /** The list of bridges and caves under the map, default true. */
  readonly shortcuts?: boolean;
}

const coordText = (c: Coord): string => `${c.x},${c.y}`;

/** The status line: round, water level and bounds, the running event, pieces left. */
export function renderFoxDolphinStatus(board: Board, options: Pick<FoxDolphinRenderOptions, 'round'> = {}): string {
  const [ex, days] = board.nEvent;
  const event =
    days > 0 ? `event ${ex > 0 ? '+' : ''}${ex} (${days} day${days === 1 ? '' : 's'} left)` : 'no event';
  const parts = [
    ...(options.round === undefined ? [] : [`round ${options.round}`]),
    `water level ${board.w} (range ${board.wl}..${board.wu})`,
    event,
    `foxes ${board.pieceCount('Fox')}`,
    `dolphins ${board.pieceCount('Dolphin')}`,
  ];
  return parts.join(' | ');
}

/** A ruler line (tens or ones digits) with labels at the given columns. */
function ruler(width: number, labels: ReadonlyArray<readonly [number, number]>, digit: 'tens' | 'ones'): string {
  const cells = Array.from({ length: width }, () => ' ');
  for (const [col, value] of labels) {
    const text = String(value);
    cells[col] = digit === 'ones' ? text[text.length - 1]! : text.length > 1 ? text[text.length - 2]! : ' ';
  }
  return cells.join('').trimEnd();
}

/**
 * The island as text: a status line, the hex map with rulers, a legend and
 * the list of bridges and caves. Never writes to the terminal.
 */
export function renderFoxDolphin(board: Board, options: FoxDolphinRenderOptions = {}): string {
  const color = options.color ?? false;
  const coordinates = options.coordinates ?? true;
  const n = board.tileCount;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let t = 0; t < n; t++) {
    minX = Math.min(minX, board.xOf(t));
    maxX = Math.max(maxX, board.xOf(t));
    minY = Math.min(minY, board.yOf(t));
    maxY = Math.max(maxY, board.yOf(t));
  }
  const lines = [renderFoxDolphinStatus(board, options)];
  if (n === 0) return lines.join('\n') + '\n';
  const width = 2 * (maxX - minX) + (maxY - minY) + 1;
  const colOf = (x: number, y: number): number => 2 * (x - minX) + (maxY - y);
  const bridgeEnds = new Set(board.bridges.flatMap((s) => s.map(coordText)));
  const caveEnds = new Set(board.caves.flatMap((s) => s.map(coordText)));
  const grid: string[][] = Array.from({ length: maxY - minY + 1 }, () => Array.from({ length: width }, () => ' '));
  for (let t = 0; t < n; t++) {
    const x = board.xOf(t);
    const y = board.yOf(t);
    const who = board.occupantOf(t);
    const key = `${x},${y}`;
    const kind: keyof typeof FOXDOLPHIN_SYMBOLS =
      who === 'Fox'
        ? 'fox'
        : who === 'Dolphin'
          ? 'dolphin'
          : bridgeEnds.has(key)
            ? 'bridge'
            : caveEnds.has(key)
              ? 'cave'
              : board.isWaterAt(t)
                ? 'water'
                : 'land';
    let cell = paint(FOXDOLPHIN_SYMBOLS[kind], COLORS[kind], color);
    if (who !== undefined) cell = paint(cell, 'bold', color);
    grid[y - minY]![colOf(x, y)] = cell;
  }
  const labelWidth = Math.max(String(minY).length, String(maxY).length) + 2;
  const pad = ' '.repeat(labelWidth);
  const xs = Array.from({ length: maxX - minX + 1 }, (_, i) => minX + i);
  const topLabels = xs.map((x) => [colOf(x, minY), x] as const);
  const bottomLabels = xs.map((x) => [colOf(x, maxY), x] as const);
  const rulerLines = (labels: ReadonlyArray<readonly [number, number]>): string[] =>
    (maxX >= 10 ? (['tens', 'ones'] as const) : (['ones'] as const)).map((d) => (pad + ruler(width, labels, d)).trimEnd());
  if (coordinates) lines.push(`${pad}x`, ...rulerLines(topLabels));
  grid.forEach((row, i) => {
    const label = coordinates ? `y${String(minY + i).padStart(labelWidth - 2)} ` : '';
    lines.push((label.padEnd(coordinates ? labelWidth : 0) + row.join('')).trimEnd());
  });
  if (coordinates) lines.push(...rulerLines(bottomLabels));
  if (options.legend ?? true) {
    const s = FOXDOLPHIN_SYMBOLS;
    lines.push(
      `${s.fox} fox  ${s.dolphin} dolphin  ${s.land} land  ${s.water} water  ${s.bridge} bridge end  ${s.cave} cave end` +
        (coordinates ? '  (a tile\'s x: follow its / diagonal to a ruler)' : ''),
    );
  }
  if (options.shortcuts ?? true) {
    const list = (name: string, items: Board['bridges']): string =>
      `${name}: ${items.length === 0 ? 'none' : items.map(([a, b]) => `(${coordText(a)})-(${coordText(b)})`).join(' ')}`;
    lines.push(`${list('bridges', board.bridges)}  ${list('caves', board.caves)}`);
  }
  return lines.join('\n') + '\n';
}

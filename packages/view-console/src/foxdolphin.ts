/**
 * Console view of Foxes and Dolphins (schema View, 4.1): a hex map of the
 * island as a string. Land and water, pieces, bridge and cave ends are each
 * a symbol, and a piece or shortcut end shows the terrain under it by its
 * case (`F` a fox on land, `f` in water), so the map reads the same without
 * colour; colour (off by default) adds the terrain as the background.
 *
 * ```ts
 * import { generateIsland } from '@arcade/model-foxdolphin';
 * import { renderFoxDolphin } from '@arcade/view-console/node';
 * const board = generateIsland({ seed: 1 });
 * console.log(renderFoxDolphin(board, { round: 0 }));
 * ```
 *
 * Layout: row y is a line; tile (x, y) is drawn at column 2x + (maxY - y),
 * so the six neighbours of the Z document's axial grid sit around a tile as
 * on a hex map: two beside it, two above, two below. Tiles of one x lie on a
 * `/` diagonal: the x rulers above and below the map label both ends of it.
 */
import { Board, type Coord, islandFrozen } from '@arcade/model-foxdolphin';
import { type AnsiColor, paint } from './color.js';
import { describe, frozen, isArray } from '@arcade/core';
import { checkInstance, checkOptions, ViewConsoleError } from './errors.js';

/**
 * The symbol of each thing on the map. Every symbol also says the terrain
 * under it: a piece or a shortcut end in its own medium is upper case (or
 * `#`), out of it lower case (or `=`), so land and water read without
 * colour wherever something stands.
 */
export const FOXDOLPHIN_SYMBOLS = /* @__PURE__ */ Object.freeze({
  land: '.',
  water: '~',
  /** A fox on land. */
  fox: 'F',
  /** A fox in water (stranded when no land is within 2 tiles). */
  foxInWater: 'f',
  /** A dolphin in water. */
  dolphin: 'D',
  /** A dolphin on land. */
  dolphinOnLand: 'd',
  /** A bridge end on land (a Fox may cross when both ends are). */
  bridge: '#',
  /** A bridge end under water. */
  bridgeUnderWater: '=',
  /** A cave end in water (a Dolphin may pass when both ends are). */
  cave: 'O',
  /** A cave end on land. */
  caveOnLand: 'o',
} as const);

type Thing = 'fox' | 'dolphin' | 'bridge' | 'cave';

/** Foreground colours of what stands on a tile; the tile's terrain is the background. */
const COLORS: Record<Thing, AnsiColor> = {
  fox: 'red',
  dolphin: 'magenta',
  bridge: 'yellow',
  cave: 'cyan',
};

/** The symbol of a tile: what stands on it, in the case that says its terrain. */
function symbolOf(thing: Thing | null, water: boolean): string {
  const s = FOXDOLPHIN_SYMBOLS;
  switch (thing) {
    case null:
      return water ? s.water : s.land;
    case 'fox':
      return water ? s.foxInWater : s.fox;
    case 'dolphin':
      return water ? s.dolphin : s.dolphinOnLand;
    case 'bridge':
      return water ? s.bridgeUnderWater : s.bridge;
    case 'cave':
      return water ? s.cave : s.caveOnLand;
  }
}

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
  /**
   * The map alone, for a screen of 24 lines: the status line, the x ruler
   * above the map only (its `x` beside the ones digits), no legend, no list
   * of bridges and caves (a game shows those in its help). Default false.
   */
  readonly compact?: boolean;
}

/**
 * The lines and columns renderFoxDolphin needs for a `width` x `height`
 * island (the generator's rectangle), not counting the status line:
 * `{ columns, lines }`. With `compact` the map has one ruler; otherwise two,
 * and the legend and shortcut lists below it (which keep to 80 columns).
 */
export const foxDolphinMapSize = /* @__PURE__ */ frozen(function foxDolphinMapSize(
  width: number,
  height: number,
  compact = false,
): { columns: number; lines: number } {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 100_000) {
      throw new ViewConsoleError(
        typeof v === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
        `foxDolphinMapSize: ${name} must be an integer in 1..100000, got ${describe(v)}`,
      );
    }
  }
  const labelWidth = String(height - 1).length + 2;
  const rulerLines = String(width - 1).length;
  const columns = labelWidth + 2 * (width - 1) + (height - 1) + 1;
  const lines = compact ? rulerLines + height : 1 + 2 * rulerLines + height + 3 + 2;
  return { columns, lines };
});

const coordText = (c: Coord): string => `${c.x},${c.y}`;

/**
 * The status line: round, water level and bounds, the running event, pieces
 * left; broken between its parts into two lines when it would pass 80 columns.
 */
export const renderFoxDolphinStatus = /* @__PURE__ */ frozen(function renderFoxDolphinStatus(
  board: Board,
  options: Pick<FoxDolphinRenderOptions, 'round' | 'compact'> = {},
): string {
  checkInstance('renderFoxDolphinStatus', 'a Board', Board, board);
  options = checkRenderOptions('renderFoxDolphinStatus', options);
  const [ex, days] = board.nEvent;
  const signed = `${ex > 0 ? '+' : ''}${ex}`;
  // Compact: the same facts in fewer words, so that the line stays one line (a screen of 24 lines counts it once).
  const event =
    days <= 0
      ? 'no event'
      : options.compact === true
        ? `event ${signed}, ${days}d left`
        : `event ${signed} (${days} day${days === 1 ? '' : 's'} left)`;
  const parts = [
    ...(options.round === undefined ? [] : [`round ${options.round}`]),
    options.compact === true
      ? `water ${board.w} (${board.wl}..${board.wu})`
      : `water level ${board.w} (range ${board.wl}..${board.wu})`,
    event,
    `foxes ${board.pieceCount('Fox')}`,
    `dolphins ${board.pieceCount('Dolphin')}`,
  ];
  // An island all under water (or all dry) stays so: Flood needs a shore.
  const frozen = islandFrozen(board);
  if (frozen !== null)
    parts.push(frozen === 'drowned' ? 'ISLAND UNDER WATER: foxes cannot move' : 'ISLAND DRY: dolphins cannot move');
  // Within 80 columns: a part that would cross the edge starts the next line.
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 3 + part.length <= LINE_WIDTH)
      lines[lines.length - 1] = `${last} | ${part}`;
    else lines.push(part);
  }
  return lines.join('\n');
});

/**
 * A ruler line with labels at the given columns: the digit of each label at
 * `place` (0 ones, 1 tens, 2 hundreds), blank where the label is shorter.
 */
function ruler(width: number, labels: ReadonlyArray<readonly [number, number]>, place: number): string {
  const cells = Array.from({ length: width }, () => ' ');
  for (const [col, value] of labels) {
    const text = String(value);
    cells[col] = text[text.length - 1 - place] ?? ' ';
  }
  return cells.join('').trimEnd();
}

/** The width the legend and the shortcut lists keep to (the map itself is as wide as the island). */
const LINE_WIDTH = 80;

/**
 * A list as lines of at most `width` columns, broken between items only
 * (an item is never split); continuation lines are indented by 2.
 *
 * ```ts
 * wrapFoxDolphinList('L: ', ['aaaa', 'bbbb', 'cccc'], 12); // 'L: aaaa\n  bbbb  cccc'
 * ```
 */
export const wrapFoxDolphinList = /* @__PURE__ */ frozen(function wrapFoxDolphinList(
  head: string,
  items: readonly string[],
  width = LINE_WIDTH,
): string {
  if (typeof head !== 'string') {
    throw new ViewConsoleError('WRONG_TYPE', `wrapFoxDolphinList: head must be a string, got ${describe(head)}`);
  }
  if (!isArray(items) || !items.every((i) => typeof i === 'string')) {
    throw new ViewConsoleError(
      'WRONG_TYPE',
      `wrapFoxDolphinList: items must be an array of strings, got ${describe(items)}`,
    );
  }
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 1 || width > 10_000) {
    throw new ViewConsoleError(
      typeof width === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `wrapFoxDolphinList: width must be an integer in 1..10000, got ${describe(width)}`,
    );
  }
  const lines: string[] = [];
  let line = head;
  for (const item of items) {
    const sep = line === head ? '' : '  ';
    if (line !== head && line.length + sep.length + item.length > width) {
      lines.push(line);
      line = `  ${item}`;
    } else line += sep + item;
  }
  lines.push(line);
  return lines.join('\n');
});

/**
 * The island as text: a status line, the hex map with rulers, a legend and
 * the list of bridges and caves. Never writes to the terminal.
 */
export const renderFoxDolphin = /* @__PURE__ */ frozen(function renderFoxDolphin(
  board: Board,
  options: FoxDolphinRenderOptions = {},
): string {
  checkInstance('renderFoxDolphin', 'a Board', Board, board);
  options = checkRenderOptions('renderFoxDolphin', options);
  const color = options.color ?? false;
  const coordinates = options.coordinates ?? true;
  const compact = options.compact ?? false;
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
  if (n === 0) return `${lines.join('\n')}\n`;
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
    const thing: Thing | null =
      who === 'Fox'
        ? 'fox'
        : who === 'Dolphin'
          ? 'dolphin'
          : bridgeEnds.has(key)
            ? 'bridge'
            : caveEnds.has(key)
              ? 'cave'
              : null;
    const water = board.isWaterAt(t);
    let cell = symbolOf(thing, water);
    if (thing !== null) cell = paint(cell, COLORS[thing], color);
    if (who !== undefined) cell = paint(cell, 'bold', color);
    // The terrain as the background, on top of the symbol's case.
    cell = paint(cell, water ? 'bgBlue' : 'bgGreen', color);
    grid[y - minY]![colOf(x, y)] = cell;
  }
  const labelWidth = Math.max(String(minY).length, String(maxY).length) + 2;
  const pad = ' '.repeat(labelWidth);
  const xs = Array.from({ length: maxX - minX + 1 }, (_, i) => minX + i);
  const topLabels = xs.map((x) => [colOf(x, minY), x] as const);
  const bottomLabels = xs.map((x) => [colOf(x, maxY), x] as const);
  const rulerLines = (labels: ReadonlyArray<readonly [number, number]>): string[] =>
    // One line per digit of the widest x, most significant first (hundreds on islands over 100 wide).
    Array.from({ length: String(maxX).length }, (_, k) => String(maxX).length - 1 - k).map((place) =>
      (pad + ruler(width, labels, place)).trimEnd(),
    );
  if (coordinates && compact) {
    // The `x` beside the ones digits instead of a line of its own.
    const top = rulerLines(topLabels);
    const ones = top.length - 1;
    top[ones] = `x${top[ones]!.slice(1)}`;
    lines.push(...top);
  } else if (coordinates) lines.push(`${pad}x`, ...rulerLines(topLabels));
  grid.forEach((row, i) => {
    const label = coordinates ? `y${String(minY + i).padStart(labelWidth - 2)} ` : '';
    lines.push((label.padEnd(coordinates ? labelWidth : 0) + row.join('')).trimEnd());
  });
  if (compact) return `${lines.join('\n')}\n`;
  if (coordinates) lines.push(...rulerLines(bottomLabels));
  if (options.legend ?? true) {
    const s = FOXDOLPHIN_SYMBOLS;
    // Two lines of at most 80 columns: one line of 135 wrapped on 80- and 120-column terminals.
    lines.push(
      `${s.land} land  ${s.water} water  ${s.fox}/${s.foxInWater} fox on land/in water  ${s.dolphin}/${s.dolphinOnLand} dolphin in water/on land`,
      `${s.bridge}/${s.bridgeUnderWater} bridge end on land/under water  ${s.cave}/${s.caveOnLand} cave end in water/on land`,
    );
    if (coordinates) lines.push("A tile's x: follow its / diagonal to a ruler.");
  }
  if (options.shortcuts ?? true) {
    const pairs = (items: Board['bridges']): string[] =>
      items.length === 0 ? ['none'] : items.map(([a, b]) => `(${coordText(a)})-(${coordText(b)})`);
    const both = `bridges: ${pairs(board.bridges).join(' ')}  caves: ${pairs(board.caves).join(' ')}`;
    if (both.length <= LINE_WIDTH) lines.push(both);
    else
      lines.push(
        wrapFoxDolphinList('bridges: ', pairs(board.bridges)),
        wrapFoxDolphinList('caves: ', pairs(board.caves)),
      );
  }
  return `${lines.join('\n')}\n`;
});

/** The render options, checked: booleans, and `round` an integer >= 0 when given. */
function checkRenderOptions<T extends Pick<FoxDolphinRenderOptions, 'round'>>(routine: string, options: unknown): T {
  const o = checkOptions<T>(routine, options, ['color', 'coordinates', 'legend', 'shortcuts', 'compact'], ['round']);
  const round: unknown = o.round;
  if (round !== undefined && (typeof round !== 'number' || !Number.isInteger(round) || round < 0)) {
    throw new ViewConsoleError(
      typeof round === 'number' ? 'OUT_OF_RANGE' : 'WRONG_TYPE',
      `${routine}: options.round must be an integer >= 0, got ${describe(round)}`,
    );
  }
  return o;
}

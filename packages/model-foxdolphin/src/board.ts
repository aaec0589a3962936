/**
 * Schema Board (3.2) with its operations: Neighbours, NaturalEvent, Tide,
 * Flood, InRange, OccupiedBySameAnimal, MakeMove, ShortcutPossible,
 * RequestMove and getNrMoves.
 *
 * ```ts
 * import { Board, mulberry32 } from '@arcade/model-foxdolphin';
 * const board = new Board({
 *   tiles: [
 *     { x: 0, y: 0, h: 1, isWater: false },
 *     { x: 1, y: 0, h: 0, isWater: false },
 *     { x: 1, y: 1, h: -1, isWater: true },
 *   ],
 *   pieces: [{ type: 'Fox', x: 0, y: 0 }, { type: 'Dolphin', x: 1, y: 1 }],
 * });
 * board.requestMove({ type: 'Fox', x: 0, y: 0 }, 1, 1); // { moved: true, killed: true }
 * board.tide(mulberry32(1)); // the water level moves by -5..5, never 0
 * ```
 *
 * Why typed arrays: a benchmark game has 4,096 tiles and must play 2,000
 * rounds a second, so tiles are ids into flat arrays with a precomputed
 * neighbour table, and Flood swaps two preallocated buffers instead of
 * allocating. The object API (tiles(), pieces(), Piece arguments) is built on
 * top of the id API (tileIdAt, requestMoveById) that the players use.
 */
import { brandKey, brandTest, frozen, hasBrand, isArray, isRevoked, ownValue, sealStatefulClass } from './brand.js';
import { checkAnimal, checkCoord, checkInt, checkRandom, describe } from './checks.js';
import { type BoardJSON, boardInitFromJSON, boardToJSON } from './json.js';
import {
  IllegalMoveError,
  InvalidArgumentError,
  InvalidBoardError,
  NoSuchPieceError,
  OwnedByControllerError,
} from './errors.js';
import { nextChecked, nonZeroInt, type Random } from './random.js';
import {
  type Animal,
  EVENT_CHANCE,
  EVENT_DAYS,
  EVENT_MAX,
  EVENT_MIN,
  isAnimal,
  MAX_HEIGHT,
  MAX_NEIGHBOUR_DIFFERENCE,
  MIN_HEIGHT,
  NEIGHBOUR_OFFSETS,
  PIECES_PER_MOVE,
  type Piece,
  type Shortcut,
  type Tile,
  TIDE_MAX,
  WATER_HIGH,
  WATER_LOW,
} from './vocabulary.js';

/** The data of a Board; every field but `tiles` has a default. */
export interface BoardInit {
  /** B: the tiles. */
  readonly tiles: readonly Tile[];
  /** Pairs of tiles a Dolphin may pass between when both are water. */
  readonly caves?: readonly Shortcut[];
  /** Pairs of tiles a Fox may cross between when both are land. */
  readonly bridges?: readonly Shortcut[];
  /** Water level, default 0. */
  readonly w?: number;
  /** Lower bound, default -15 + nEvent.x. */
  readonly wl?: number;
  /** Upper bound, default 15 + nEvent.x. */
  readonly wu?: number;
  /** (x, days left), default (0, 0): no event. */
  readonly nEvent?: readonly [number, number];
  /** All pieces on the board. */
  readonly pieces?: readonly Piece[];
}

/** A plain snapshot of a Board: what `toState()` returns and `new Board()` accepts. */
export interface BoardState extends BoardInit {
  readonly caves: readonly Shortcut[];
  readonly bridges: readonly Shortcut[];
  readonly w: number;
  readonly wl: number;
  readonly wu: number;
  readonly nEvent: readonly [number, number];
  readonly pieces: readonly Piece[];
}

/** The invariants of schema Board, in the order `validate` checks them. */
export const BOARD_INVARIANTS = /* @__PURE__ */ Object.freeze([
  'tileCoordinates', // x, y : N
  'tileHeight', // -50 <= h <= 50
  'uniqueTiles', // no two tiles share coordinates
  'waterLevel', // wl <= w <= wu
  'eventRange', // -20 <= x <= 20, 0 <= y <= 5
  'eventBounds', // wl = -15 + x, wu = 15 + x
  'shortcutEnds', // both ends of every cave and bridge are tiles of B
  'pieceType', // every piece is a Fox or a Dolphin
  'pieceOnTile', // every piece stands on a tile of B
  'pieceOverlap', // ruling: no two pieces on one tile
  'neighbourHeight', // neighbours differ in height by at most 2
  'heightSum', // the heights sum to 0
] as const);
export type BoardInvariant = (typeof BOARD_INVARIANTS)[number];

/** Why RequestMove refuses a move (the app turns these into sentences). */
export const MOVE_REFUSALS = /* @__PURE__ */ Object.freeze([
  'noSuchPiece', // no piece of that kind stands on the named tile
  'notATile', // the target is not a tile of the board
  'occupiedBySameAnimal', // a piece of the mover's kind stands on the target
  'stranded', // InRange: no tile of the mover's medium within 2 tiles of it
  'shortcutNotUsable', // the bridge (cave) has an end that is not land (water)
  'notReachable', // the target is neither a neighbour nor the far end of a shortcut
] as const);
export type MoveRefusal = (typeof MOVE_REFUSALS)[number];

/** RequestMove's answer `!movedXkilled`. */
export interface MoveResult {
  readonly moved: boolean;
  readonly killed: boolean;
}

/** RequestMove's result code on the id API: refused, moved, or moved and killed. */
export const REFUSED = 0;
export const MOVED = 1;
export const KILLED = 2;

const key = (x: number, y: number): string => `${x},${y}`;
const isNat = (v: number): boolean => Number.isInteger(v) && v >= 0;

function animalIndex(a: Animal): 0 | 1 {
  return a === 'Fox' ? 0 : 1;
}

/** Checks a state against schema Board; the first broken invariant and why. */
function check(s: BoardState): readonly [BoardInvariant, string] | null {
  const byKey = new Map<string, Tile>();
  for (const t of s.tiles) {
    if (!isNat(t.x) || !isNat(t.y)) return ['tileCoordinates', `tile (${t.x}, ${t.y}) is not at natural coordinates`];
  }
  for (const t of s.tiles) {
    if (!Number.isInteger(t.h) || t.h < MIN_HEIGHT || t.h > MAX_HEIGHT) {
      return ['tileHeight', `tile (${t.x}, ${t.y}) has height ${t.h}, outside ${MIN_HEIGHT}..${MAX_HEIGHT}`];
    }
  }
  for (const t of s.tiles) {
    const k = key(t.x, t.y);
    if (byKey.has(k)) return ['uniqueTiles', `two tiles at (${k})`];
    byKey.set(k, t);
  }
  if (![s.w, s.wl, s.wu].every(Number.isInteger) || !(s.wl <= s.w && s.w <= s.wu)) {
    return ['waterLevel', `need wl <= w <= wu, got ${s.wl} <= ${s.w} <= ${s.wu}`];
  }
  const [ex, ey] = s.nEvent;
  if (!Number.isInteger(ex) || !Number.isInteger(ey) || ex < EVENT_MIN || ex > EVENT_MAX || ey < 0 || ey > EVENT_DAYS) {
    return ['eventRange', `nEvent (${ex}, ${ey}) outside -20..20 x 0..5`];
  }
  if (s.wl !== WATER_LOW + ex || s.wu !== WATER_HIGH + ex) {
    return [
      'eventBounds',
      `nEvent (${ex}, ${ey}) needs wl = ${WATER_LOW + ex}, wu = ${WATER_HIGH + ex}; got ${s.wl}, ${s.wu}`,
    ];
  }
  for (const [name, list] of [
    ['cave', s.caves],
    ['bridge', s.bridges],
  ] as const) {
    for (const [a, b] of list) {
      if (!byKey.has(key(a.x, a.y)) || !byKey.has(key(b.x, b.y))) {
        return ['shortcutEnds', `${name} (${a.x}, ${a.y})-(${b.x}, ${b.y}) has an end that is not a tile`];
      }
    }
  }
  for (const p of s.pieces) {
    if (!isAnimal(p.type)) return ['pieceType', `piece type ${describe(p.type)} is not Fox or Dolphin`];
  }
  for (const p of s.pieces) {
    if (!byKey.has(key(p.x, p.y))) return ['pieceOnTile', `${p.type} at (${p.x}, ${p.y}) is not on a tile`];
  }
  const seen = new Set<string>();
  for (const p of s.pieces) {
    const k = key(p.x, p.y);
    if (seen.has(k)) return ['pieceOverlap', `two pieces on (${k})`];
    seen.add(k);
  }
  let sum = 0;
  for (const t of s.tiles) {
    sum += t.h;
    for (const d of NEIGHBOUR_OFFSETS) {
      const u = byKey.get(key(t.x + d.x, t.y + d.y));
      if (u !== undefined && Math.abs(u.h - t.h) > MAX_NEIGHBOUR_DIFFERENCE) {
        return ['neighbourHeight', `tiles (${t.x}, ${t.y}) and (${u.x}, ${u.y}) differ by ${Math.abs(u.h - t.h)}`];
      }
    }
  }
  if (sum !== 0) return ['heightSum', `heights sum to ${sum}`];
  return null;
}

/** An object whose properties can be read (a revoked Proxy cannot). */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !isRevoked(v);

/** BoardInit's fields, the optional ones included. */
const INIT_FIELDS = ['tiles', 'caves', 'bridges', 'w', 'wl', 'wu', 'nEvent', 'pieces'] as const;

/**
 * Board data as given, read once through own properties only: a polluted
 * `Object.prototype.pieces` (or `caves`, `w`, ...) is not read as a field
 * the data leaves out. Anything that is not a readable object is returned
 * as is, for shapeProblem to refuse.
 */
function ownInit(value: unknown): unknown {
  if (!isObject(value)) return value;
  // No prototype: complete() reads the fields left out, and they must stay undefined.
  const out: Record<string, unknown> = Object.create(null);
  for (const f of INIT_FIELDS) {
    const v = ownValue(value, f);
    if (v !== undefined) out[f] = v;
  }
  return out;
}
const shown = describe;

/**
 * The most tiles a board has (a 256 x 256 island), and the most bridges,
 * and caves: a larger board throws InvalidArgumentError TOO_LARGE before
 * anything is allocated. generateIsland makes at most 200 x 200.
 */
export const MAX_TILES = 65_536;

/**
 * What makes `value` not board data at all, naming the argument (`name`,
 * then the field's path), or null. Ranges (h in -50..50, x >= 0, ...) are
 * invariants that `check` names; this catches what would otherwise be a raw
 * TypeError (null, a missing tiles list) or a value JavaScript would coerce
 * (isWater: 'yes' is truthy but is not a boolean).
 */
function shapeProblem(value: unknown, name: string): string | null {
  if (!isObject(value)) return `${name} must be a Board or { tiles: Tile[], ... }, got ${shown(value)}`;
  const { tiles, caves, bridges, pieces, nEvent } = value;
  if (!isArray(tiles)) return `${name}.tiles must be an array of tiles, got ${shown(tiles)}`;
  if (tiles.length > MAX_TILES) return `${name}.tiles has ${tiles.length} tiles, at most ${MAX_TILES}`;
  for (let i = 0; i < tiles.length; i++) {
    const t: unknown = tiles[i];
    if (!isObject(t)) return `${name}.tiles[${i}] must be a tile { x, y, h, isWater }, got ${shown(t)}`;
    for (const f of ['x', 'y', 'h'] as const) {
      const v = ownValue(t, f);
      if (typeof v !== 'number') return `${name}.tiles[${i}].${f} must be a number, got ${shown(v)}`;
    }
    const isWater = ownValue(t, 'isWater');
    if (typeof isWater !== 'boolean') return `${name}.tiles[${i}].isWater must be true or false, got ${shown(isWater)}`;
  }
  for (const [field, list] of [
    ['caves', caves],
    ['bridges', bridges],
  ] as const) {
    if (list === undefined) continue;
    if (!isArray(list)) return `${name}.${field} must be an array of [Coord, Coord] pairs, got ${shown(list)}`;
    if (list.length > MAX_TILES) return `${name}.${field} has ${list.length} entries, at most ${MAX_TILES}`;
    for (let i = 0; i < list.length; i++) {
      const pair: unknown = list[i];
      if (
        !isArray(pair) ||
        pair.length !== 2 ||
        !pair.every((c: unknown) => isObject(c) && typeof c.x === 'number' && typeof c.y === 'number')
      ) {
        return `${name}.${field}[${i}] must be a pair of { x, y }, got ${shown(pair)}`;
      }
    }
  }
  if (pieces !== undefined) {
    if (!isArray(pieces)) return `${name}.pieces must be an array of pieces, got ${shown(pieces)}`;
    if (pieces.length > MAX_TILES) return `${name}.pieces has ${pieces.length} pieces, at most ${MAX_TILES}`;
    for (let i = 0; i < pieces.length; i++) {
      const p: unknown = pieces[i];
      if (!isObject(p) || typeof p.x !== 'number' || typeof p.y !== 'number') {
        return `${name}.pieces[${i}] must be a piece { type, x, y }, got ${shown(p)}`;
      }
    }
  }
  if (
    nEvent !== undefined &&
    (!isArray(nEvent) || nEvent.length !== 2 || typeof nEvent[0] !== 'number' || typeof nEvent[1] !== 'number')
  ) {
    return `${name}.nEvent must be a pair of numbers [x, days], got ${shown(nEvent)}`;
  }
  for (const f of ['w', 'wl', 'wu'] as const) {
    if (value[f] !== undefined && typeof value[f] !== 'number')
      return `${name}.${f} must be a number, got ${shown(value[f])}`;
  }
  return null;
}

/**
 * 'drowned' when every tile is water, 'drained' when every tile is land,
 * else null. Either is for good: Flood changes only tiles with a neighbour
 * of the other status, and such an island has none, so one side can never
 * move again (Foxes need land within 2 tiles, Dolphins water).
 */
export const islandFrozen = /* @__PURE__ */ frozen(function islandFrozen(board: Board): 'drowned' | 'drained' | null {
  checkBoard('islandFrozen', board);
  let water = 0;
  for (let t = 0; t < board.tileCount; t++) if (board.isWaterAt(t)) water++;
  return board.tileCount === 0 ? null : water === board.tileCount ? 'drowned' : water === 0 ? 'drained' : null;
});

/**
 * Whether the tide alone (no natural event) can never freeze the island: some
 * land tile stands at h >= 15 (WATER_HIGH) and some water tile lies at h <=
 * -15 (WATER_LOW). Flood makes a land tile water only when h < w, and a water
 * tile land only when h > w, and the tide keeps w in -15..15, so both stay
 * for good. False on islands too small for their ends to clear the tide
 * (width + height under about 17): the tide drowns or drains those sooner
 * or later. A natural event moves the range by up to 20 and can still
 * freeze any island.
 */
export const outlastsTide = /* @__PURE__ */ frozen(function outlastsTide(board: Board): boolean {
  checkBoard('outlastsTide', board);
  let land = false;
  let water = false;
  for (let t = 0; t < board.tileCount; t++) {
    const h = board.heightOf(t);
    if (board.isWaterAt(t) ? h <= WATER_LOW : h >= WATER_HIGH) {
      if (board.isWaterAt(t)) water = true;
      else land = true;
    }
  }
  return land && water;
});

/** Fills in BoardInit's defaults. */
function complete(init: BoardInit): BoardState {
  const nEvent = init.nEvent ?? [0, 0];
  return {
    tiles: init.tiles,
    caves: init.caves ?? [],
    bridges: init.bridges ?? [],
    w: init.w ?? 0,
    wl: init.wl ?? WATER_LOW + nEvent[0],
    wu: init.wu ?? WATER_HIGH + nEvent[0],
    nEvent,
    pieces: init.pieces ?? [],
  };
}

/**
 * The first invariant of schema Board that a board (or board data) breaks,
 * or null when all hold. Names are those of BOARD_INVARIANTS.
 */
export const validate = /* @__PURE__ */ frozen(function validate(given: Board | BoardInit): BoardInvariant | null {
  if (isBoard(given)) return check(given.toState())?.[0] ?? null;
  // A Proxy of a Board carries the brand but none of the #private fields.
  if (hasBrand(given, brandKey('Board'))) {
    throw new InvalidArgumentError(
      `validate(board): expected a Board or board data, got ${describe(given)}`,
      'WRONG_TYPE',
    );
  }
  const board = ownInit(given) as BoardInit;
  const problem = shapeProblem(board, 'board');
  if (problem !== null) throw new InvalidArgumentError(`validate(board): ${problem}`, 'WRONG_TYPE');
  return check(complete(board))?.[0] ?? null;
});

function assertInt(name: string, v: number): void {
  if (!Number.isInteger(v)) {
    throw new InvalidArgumentError(
      `${name} must be an integer, got ${describe(v)}`,
      typeof v === 'number' ? 'NOT_AN_INTEGER' : 'WRONG_TYPE',
    );
  }
}

function assertPiece(p: Piece): void {
  if (!isObject(p) || !isAnimal(p.type)) {
    throw new InvalidArgumentError(`piece must be { type: 'Fox' | 'Dolphin', x, y }, got ${describe(p)}`, 'WRONG_TYPE');
  }
  assertInt('piece.x', p.x);
  assertInt('piece.y', p.y);
}

/** Throws InvalidArgumentError WRONG_TYPE unless `board` is a Board of either build. */
export function checkBoard(routine: string, board: unknown): asserts board is Board {
  if (!isBoard(board))
    throw new InvalidArgumentError(`${routine}: expected a Board, got ${describe(board)}`, 'WRONG_TYPE');
}

/** The Controller each owned board answers to (a token), and the boards it is changing right now. */
const owners = new WeakMap<object, object>();
const unlocked = new WeakSet<object>();
/** Brand-like keys so a Controller of either build can own a board of either build. */
const ADOPT = Symbol.for('@arcade/model-foxdolphin/Board.adopt');
const AS_OWNER = Symbol.for('@arcade/model-foxdolphin/Board.asOwner');

/**
 * Internal: makes `token` the board's owner (a Controller's), after which
 * only `asOwner(board, token, f)` may change it. Throws BOARD_IN_USE when
 * another Controller owns it.
 */
export function adoptBoard(board: Board, token: object): void {
  (board as unknown as Record<symbol, (t: object) => void>)[ADOPT]!(token);
}

/** Internal: runs `f` with the board open to changes, for its owner only. */
export function asOwner<T>(board: Board, token: object, f: () => T): T {
  return (board as unknown as Record<symbol, <U>(t: object, g: () => U) => U>)[AS_OWNER]!(token, f);
}

/** Throws OwnedByControllerError when a Controller owns `board` and is not changing it now. */
function assertMutable(board: object, routine: string): void {
  if (owners.has(board) && !unlocked.has(board)) {
    throw new OwnedByControllerError(
      `${routine}: this board belongs to a Controller; change it through the Controller (playRound, requestMove)`,
    );
  }
}

/** Set by clone() for the constructor: the board to copy (the fields are #private, so only the constructor can fill them). */
let cloneSource: Board | null = null;

/** Schema Board: the island, its water, its shortcuts and all pieces. */
export class Board {
  // Every field is #private, not TypeScript's private: a caller could
  // otherwise write them at run time (occKind.fill(0) empties the board's
  // occupancy behind validate's back) or call apply() to move pieces on a
  // board a Controller owns. Measured with bench/run.mjs: no loss.
  #tileCount!: number;
  #xs!: Int32Array;
  #ys!: Int32Array;
  #hs!: Int8Array;
  #lookup!: Int32Array;
  #lookupWidth!: number;
  #lookupHeight!: number;
  /** 6 entries a tile, in NEIGHBOUR_OFFSETS order, -1 where no tile is. */
  #nb!: Int32Array;
  /** Shortcuts as adjacency lists (CSR): [0] bridges (Fox), [1] caves (Dolphin). */
  #scStart!: readonly [Int32Array, Int32Array];
  #scEnd!: readonly [Int32Array, Int32Array];
  #bridgeList!: readonly Shortcut[];
  #caveList!: readonly Shortcut[];
  #water!: Uint8Array;
  #scratch!: Uint8Array;
  #level!: number;
  #low!: number;
  #high!: number;
  #eventX!: number;
  #eventDays!: number;
  /** 0 empty, 1 Fox, 2 Dolphin. */
  #occKind!: Uint8Array;
  /** Index of the tile's piece in its animal's piece list. */
  #occIdx!: Int32Array;
  #pieceTiles!: [Int32Array, Int32Array];
  #counts!: Int32Array;
  #versions!: Int32Array; // [water, Fox pieces, Dolphin pieces]
  #mobStamp!: Int32Array;
  #mobVal!: Uint8Array;

  /** Number of tiles (#B); tile ids are 0..tileCount-1. */
  get tileCount(): number {
    return this.#tileCount;
  }

  /** Builds a board; throws InvalidBoardError naming the first broken invariant. */
  constructor(init: BoardInit) {
    const from = cloneSource;
    if (from !== null) {
      cloneSource = null;
      this.#copyFrom(from);
      return;
    }
    const own = ownInit(init) as BoardInit;
    const problem = shapeProblem(own, 'init');
    if (problem !== null) {
      throw new InvalidArgumentError(
        `new Board(init): ${problem}`,
        problem.includes('at most') ? 'TOO_LARGE' : 'WRONG_TYPE',
      );
    }
    const s = complete(own);
    const broken = check(s);
    if (broken !== null) throw new InvalidBoardError(broken[0], broken[1]);
    const n = s.tiles.length;
    this.#tileCount = n;
    this.#xs = new Int32Array(n);
    this.#ys = new Int32Array(n);
    this.#hs = new Int8Array(n);
    this.#water = new Uint8Array(n);
    this.#scratch = new Uint8Array(n);
    let maxX = 0;
    let maxY = 0;
    s.tiles.forEach((t, i) => {
      this.#xs[i] = t.x;
      this.#ys[i] = t.y;
      this.#hs[i] = t.h;
      this.#water[i] = t.isWater ? 1 : 0;
      maxX = Math.max(maxX, t.x);
      maxY = Math.max(maxY, t.y);
    });
    this.#lookupWidth = maxX + 1;
    this.#lookupHeight = maxY + 1;
    if (this.#lookupWidth * this.#lookupHeight > 1 << 24) {
      throw new InvalidArgumentError(`tile coordinates up to (${maxX}, ${maxY}) are too far apart`, 'TOO_LARGE');
    }
    this.#lookup = new Int32Array(this.#lookupWidth * this.#lookupHeight).fill(-1);
    for (let i = 0; i < n; i++) this.#lookup[this.#ys[i]! * this.#lookupWidth + this.#xs[i]!] = i;
    this.#nb = new Int32Array(n * 6);
    for (let i = 0; i < n; i++) {
      NEIGHBOUR_OFFSETS.forEach((d, k) => {
        this.#nb[i * 6 + k] = this.tileIdAt(this.#xs[i]! + d.x, this.#ys[i]! + d.y);
      });
    }
    this.#bridgeList = s.bridges.map(
      ([a, b]) =>
        [
          { x: a.x, y: a.y },
          { x: b.x, y: b.y },
        ] as const,
    );
    this.#caveList = s.caves.map(
      ([a, b]) =>
        [
          { x: a.x, y: a.y },
          { x: b.x, y: b.y },
        ] as const,
    );
    const bridges = this.#adjacency(this.#bridgeList);
    const caves = this.#adjacency(this.#caveList);
    this.#scStart = [bridges[0], caves[0]];
    this.#scEnd = [bridges[1], caves[1]];
    this.#level = s.w;
    this.#low = s.wl;
    this.#high = s.wu;
    this.#eventX = s.nEvent[0];
    this.#eventDays = s.nEvent[1];
    this.#occKind = new Uint8Array(n);
    this.#occIdx = new Int32Array(n);
    this.#pieceTiles = [new Int32Array(n), new Int32Array(n)];
    this.#counts = new Int32Array(2);
    for (const p of s.pieces) {
      const t = this.tileIdAt(p.x, p.y);
      const a = animalIndex(p.type);
      this.#occKind[t] = a + 1;
      this.#occIdx[t] = this.#counts[a]!;
      this.#pieceTiles[a][this.#counts[a]!] = t;
      this.#counts[a]! += 1;
    }
    this.#versions = new Int32Array(3);
    this.#mobStamp = new Int32Array(2 * n).fill(-1);
    this.#mobVal = new Uint8Array(2 * n);
  }

  #adjacency(list: readonly Shortcut[]): [Int32Array, Int32Array] {
    const n = this.#tileCount;
    const start = new Int32Array(n + 1);
    const ends: Array<[number, number]> = [];
    for (const [a, b] of list) {
      const ta = this.tileIdAt(a.x, a.y);
      const tb = this.tileIdAt(b.x, b.y);
      ends.push([ta, tb], [tb, ta]);
    }
    for (const [from] of ends) start[from + 1]! += 1;
    for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, n);
    const end = new Int32Array(ends.length);
    for (const [from, to] of ends) end[fill[from]!++] = to;
    return [start, end];
  }

  /** A copy that shares nothing mutable with this board (for search and for tests). */
  clone(): Board {
    cloneSource = this;
    return new Board(undefined as unknown as BoardInit);
  }

  /** clone's half of the constructor: every field copied from `from`, the arrays that change copied anew. */
  #copyFrom(from: Board): void {
    this.#tileCount = from.#tileCount;
    this.#xs = from.#xs;
    this.#ys = from.#ys;
    this.#hs = from.#hs;
    this.#lookup = from.#lookup;
    this.#lookupWidth = from.#lookupWidth;
    this.#lookupHeight = from.#lookupHeight;
    this.#nb = from.#nb;
    this.#scStart = from.#scStart;
    this.#scEnd = from.#scEnd;
    this.#bridgeList = from.#bridgeList;
    this.#caveList = from.#caveList;
    this.#level = from.#level;
    this.#low = from.#low;
    this.#high = from.#high;
    this.#eventX = from.#eventX;
    this.#eventDays = from.#eventDays;
    this.#water = from.#water.slice();
    this.#scratch = new Uint8Array(from.#tileCount);
    this.#occKind = from.#occKind.slice();
    this.#occIdx = from.#occIdx.slice();
    this.#pieceTiles = [from.#pieceTiles[0].slice(), from.#pieceTiles[1].slice()];
    this.#counts = from.#counts.slice();
    this.#versions = from.#versions.slice();
    this.#mobStamp = from.#mobStamp.slice();
    this.#mobVal = from.#mobVal.slice();
  }

  /**
   * The board as plain, versioned data (`{ v: 1, w, wl, wu, event, tiles,
   * bridges, caves, foxes, dolphins }`, coordinates written `"x,y"`): what
   * `JSON.stringify(board)` writes and `Board.fromJSON` reads back. Tiles
   * and pieces keep their order, which random draws depend on.
   */
  toJSON(): BoardJSON {
    return boardToJSON(this);
  }

  /**
   * The board `toJSON` saved. Data of the wrong shape (not an object,
   * another `v`, a missing or unknown field, a malformed tile, coordinate
   * or shortcut, more than MAX_TILES of anything) throws
   * InvalidArgumentError BAD_DATA before anything is built; a board that
   * breaks schema Board throws InvalidBoardError, as `new Board` does.
   */
  static fromJSON(data: unknown): Board {
    return new Board(boardInitFromJSON('Board.fromJSON', data));
  }

  /** The board's data as plain objects; `new Board(b.toState())` is an equal board. */
  toState(): BoardState {
    return {
      tiles: this.tiles(),
      caves: this.caves,
      bridges: this.bridges,
      w: this.#level,
      wl: this.#low,
      wu: this.#high,
      nEvent: this.nEvent,
      pieces: this.pieces(),
    };
  }

  // ---- schema Board's variables ----

  /** w: the water level. */
  get w(): number {
    return this.#level;
  }
  /** wl: the lowest level the tide may reach now. */
  get wl(): number {
    return this.#low;
  }
  /** wu: the highest level the tide may reach now. */
  get wu(): number {
    return this.#high;
  }
  /** nEvent = (x, days left); (0, 0) when no event runs. */
  get nEvent(): readonly [number, number] {
    return [this.#eventX, this.#eventDays];
  }
  get bridges(): readonly Shortcut[] {
    return this.#bridgeList;
  }
  get caves(): readonly Shortcut[] {
    return this.#caveList;
  }

  /** B: every tile, in id order. */
  tiles(): Tile[] {
    const out: Tile[] = [];
    for (let i = 0; i < this.#tileCount; i++) out.push(this.tileAt(i));
    return out;
  }

  /** The tile at (x, y), or undefined. */
  tile(x: number, y: number): Tile | undefined {
    const t = this.tileIdAt(x, y);
    return t < 0 ? undefined : this.tileAt(t);
  }

  /** pieces: every piece, Foxes first. */
  pieces(): Piece[] {
    return [...this.piecesOf('Fox'), ...this.piecesOf('Dolphin')];
  }

  /** The pieces of one animal. */
  piecesOf(animal: Animal): Piece[] {
    checkAnimal('piecesOf', animal);
    const a = animalIndex(animal);
    const out: Piece[] = [];
    for (let i = 0; i < this.#counts[a]!; i++) {
      const t = this.#pieceTiles[a][i]!;
      out.push({ type: animal, x: this.#xs[t]!, y: this.#ys[t]! });
    }
    return out;
  }

  /** The piece on (x, y), or undefined. */
  pieceAt(x: number, y: number): Piece | undefined {
    const t = this.tileIdAt(x, y);
    if (t < 0) return undefined;
    const a = this.occupantOf(t);
    return a === undefined ? undefined : { type: a, x, y };
  }

  // ---- the id API, for players and renderers that need speed ----

  /** The id of the tile at (x, y), or -1. */
  tileIdAt(x: number, y: number): number {
    // Number.isInteger first: a comparison would coerce a Symbol or an object (and throw).
    if (
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      x < 0 ||
      y < 0 ||
      x >= this.#lookupWidth ||
      y >= this.#lookupHeight
    ) {
      return -1;
    }
    return this.#lookup[y * this.#lookupWidth + x]!;
  }
  tileAt(id: number): Tile {
    this.#assertTile(id);
    return { x: this.#xs[id]!, y: this.#ys[id]!, h: this.#hs[id]!, isWater: this.#water[id] === 1 };
  }
  xOf(id: number): number {
    this.#assertTile(id);
    return this.#xs[id]!;
  }
  yOf(id: number): number {
    this.#assertTile(id);
    return this.#ys[id]!;
  }
  heightOf(id: number): number {
    this.#assertTile(id);
    return this.#hs[id]!;
  }
  isWaterAt(id: number): boolean {
    this.#assertTile(id);
    return this.#water[id] === 1;
  }
  /** The k-th neighbour (k in 0..5, NEIGHBOUR_OFFSETS order) of a tile, or -1. */
  neighbourOf(id: number, k: number): number {
    this.#assertTile(id);
    checkInt('neighbourOf: k', k, 0, 5);
    return this.#nb[id * 6 + k]!;
  }
  /** The animal on a tile, or undefined. */
  occupantOf(id: number): Animal | undefined {
    this.#assertTile(id);
    const k = this.#occKind[id];
    return k === 1 ? 'Fox' : k === 2 ? 'Dolphin' : undefined;
  }
  /** #pieces of an animal. */
  pieceCount(animal: Animal): number {
    checkAnimal('pieceCount', animal);
    return this.#counts[animalIndex(animal)]!;
  }
  /** The tile id of an animal's i-th piece (0 <= i < pieceCount). */
  pieceTileId(animal: Animal, i: number): number {
    checkAnimal('pieceTileId', animal);
    checkInt('pieceTileId: i', i, 0, this.#counts[animalIndex(animal)]! - 1);
    return this.#pieceTiles[animalIndex(animal)][i]!;
  }
  /** Far ends of the shortcuts an animal may use from a tile (bridges for Foxes, caves for Dolphins). */
  shortcutEndsOf(animal: Animal, id: number): number[] {
    checkAnimal('shortcutEndsOf', animal);
    this.#assertTile(id);
    const a = animalIndex(animal);
    return Array.from(this.#scEnd[a].subarray(this.#scStart[a][id]!, this.#scStart[a][id + 1]!));
  }
  /** Bumped whenever Flood changes a tile, so callers can cache what depends on the water. */
  get waterVersion(): number {
    return this.#versions[0]!;
  }
  /** Bumped whenever an animal's pieces move or die. */
  pieceVersion(animal: Animal): number {
    checkAnimal('pieceVersion', animal);
    return this.#versions[1 + animalIndex(animal)]!;
  }

  #assertTile(id: number): void {
    if (!Number.isInteger(id) || id < 0 || id >= this.#tileCount) {
      throw new InvalidArgumentError(
        `no tile with id ${describe(id)} (ids are 0..${this.#tileCount - 1})`,
        typeof id !== 'number' ? 'WRONG_TYPE' : Number.isInteger(id) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
      );
    }
  }

  /**
   * InRange's "can move at all": a tile of the animal's medium (land for a
   * Fox, water for a Dolphin) within 2 tiles, the tile itself included.
   * Cached per tile until Flood next changes the water.
   */
  mobileAt(animal: Animal, id: number): boolean {
    checkAnimal('mobileAt', animal);
    this.#assertTile(id);
    return this.#mobile(animalIndex(animal), id);
  }

  #mobile(a: 0 | 1, t: number): boolean {
    const k = a * this.#tileCount + t;
    const version = this.#versions[0]!;
    if (this.#mobStamp[k] === version) return this.#mobVal[k] === 1;
    const want = a; // Fox (0) wants water 0 (land), Dolphin (1) wants water 1
    const water = this.#water;
    const nb = this.#nb;
    let ok = water[t] === want;
    for (let i = 0; i < 6 && !ok; i++) {
      const u = nb[t * 6 + i]!;
      if (u < 0) continue;
      if (water[u] === want) {
        ok = true;
        break;
      }
      for (let j = 0; j < 6; j++) {
        const v = nb[u * 6 + j]!;
        if (v >= 0 && water[v] === want) {
          ok = true;
          break;
        }
      }
    }
    this.#mobStamp[k] = version;
    this.#mobVal[k] = ok ? 1 : 0;
    return ok;
  }

  /** An animal and two tile ids, -1 allowed (no tile: RequestMove refuses). */
  #checkIds(routine: string, animal: unknown, from: unknown, to: unknown): void {
    checkAnimal(routine, animal);
    const n = this.#tileCount;
    // The fast path first: players call this on every move they consider.
    if (Number.isInteger(from) && Number.isInteger(to) && (from as number) >= -1 && (from as number) < n) {
      if ((to as number) >= -1 && (to as number) < n) return;
    }
    checkInt(`${routine}: from`, from, -1, n - 1);
    checkInt(`${routine}: to`, to, -1, n - 1);
  }

  #isNeighbour(from: number, to: number): boolean {
    const base = from * 6;
    for (let i = 0; i < 6; i++) if (this.#nb[base + i] === to) return true;
    return false;
  }

  #hasShortcut(a: 0 | 1, from: number, to: number): boolean {
    const start = this.#scStart[a];
    const end = this.#scEnd[a];
    for (let i = start[from]!; i < start[from + 1]!; i++) if (end[i] === to) return true;
    return false;
  }

  /** ShortcutPossible without the occupancy test: a shortcut joins the tiles and both are the animal's medium. */
  #shortcutOpen(a: 0 | 1, from: number, to: number): boolean {
    return this.#water[from] === a && this.#water[to] === a && this.#hasShortcut(a, from, to);
  }

  /** 0 when RequestMove would move the piece on `from` to `to`, else 1 + index in MOVE_REFUSALS. */
  #refusal(a: 0 | 1, from: number, to: number): number {
    if (from < 0 || this.#occKind[from] !== a + 1) return 1;
    if (to < 0) return 2;
    if (this.#occKind[to] === a + 1) return 3;
    if (this.#isNeighbour(from, to)) {
      return this.#mobile(a, from) || this.#shortcutOpen(a, from, to) ? 0 : 4;
    }
    if (this.#hasShortcut(a, from, to)) return this.#shortcutOpen(a, from, to) ? 0 : 5;
    return 6;
  }

  /** Moves the piece on `from` to `to`, killing what stands there; returns whether it killed. */
  #apply(a: 0 | 1, from: number, to: number): boolean {
    const other = (1 - a) as 0 | 1;
    let killed = false;
    if (this.#occKind[to] === other + 1) {
      const list = this.#pieceTiles[other];
      const idx = this.#occIdx[to]!;
      const last = --this.#counts[other]!;
      const moved = list[last]!;
      list[idx] = moved;
      this.#occIdx[moved] = idx;
      killed = true;
      this.#versions[1 + other]! += 1;
    }
    const idx = this.#occIdx[from]!;
    this.#pieceTiles[a][idx] = to;
    this.#occKind[to] = a + 1;
    this.#occIdx[to] = idx;
    this.#occKind[from] = 0;
    this.#versions[1 + a]! += 1;
    return killed;
  }

  /** Why the move of the `animal` on tile `from` to tile `to` would be refused, or null. */
  moveRefusalById(animal: Animal, from: number, to: number): MoveRefusal | null {
    this.#checkIds('moveRefusalById', animal, from, to);
    const r = this.#refusal(animalIndex(animal), from, to);
    return r === 0 ? null : MOVE_REFUSALS[r - 1]!;
  }

  /**
   * RequestMove on tile ids: REFUSED (0), MOVED (1) or KILLED (2). Refuses
   * (changing nothing) when no piece of `animal` stands on `from`.
   */
  requestMoveById(animal: Animal, from: number, to: number): number {
    this.#checkIds('requestMoveById', animal, from, to);
    assertMutable(this, 'requestMoveById');
    const a = animalIndex(animal);
    if (this.#refusal(a, from, to) !== 0) return REFUSED;
    return this.#apply(a, from, to) ? KILLED : MOVED;
  }

  // ---- the schemas' operations ----

  /** Neighbours(?t) (3.2.1): the tiles next to (x, y), in NEIGHBOUR_OFFSETS order. */
  neighbours(t: { readonly x: number; readonly y: number }): Tile[] {
    checkCoord('neighbours: t', t);
    const out: Tile[] = [];
    for (const d of NEIGHBOUR_OFFSETS) {
      const u = this.tileIdAt(t.x + d.x, t.y + d.y);
      if (u >= 0) out.push(this.tileAt(u));
    }
    return out;
  }

  #setEventBounds(): void {
    this.#low = WATER_LOW + this.#eventX;
    this.#high = WATER_HIGH + this.#eventX;
    // Ruling: when an event moves the bounds, w follows into them.
    this.#level = Math.min(this.#high, Math.max(this.#low, this.#level));
  }

  /**
   * NaturalEvent (3.3.1): with no event running, one starts with chance 5%
   * (x uniform in -20..20 without 0, five days); a running event counts down
   * a day and ends at 0 (ruling). Returns the new nEvent.
   */
  naturalEvent(rng: Random): readonly [number, number] {
    checkRandom('naturalEvent', rng);
    assertMutable(this, 'naturalEvent');
    if (this.#eventDays > 0) {
      this.#eventDays -= 1;
      if (this.#eventDays === 0) this.#eventX = 0;
    } else if (nextChecked(rng) < EVENT_CHANCE) {
      // Drawn before anything changes: a bad answer throws with the board as it was.
      const x = nonZeroInt(rng, EVENT_MAX);
      this.#eventX = x;
      this.#eventDays = EVENT_DAYS;
    } else {
      this.#eventX = 0;
    }
    this.#setEventBounds();
    return this.nEvent;
  }

  /** Tide (3.3.2): w' = w + e clamped to [wl, wu], e uniform in -5..5 without 0. Returns e. */
  tide(rng: Random): number {
    checkRandom('tide', rng);
    assertMutable(this, 'tide');
    const e = nonZeroInt(rng, TIDE_MAX);
    this.#level = Math.min(this.#high, Math.max(this.#low, this.#level + e));
    return e;
  }

  /**
   * Flood (3.3.3): every tile with a neighbour of the other water status
   * becomes land if h > w, water if h < w, and stays if h = w; all from the
   * state before the step. Returns how many tiles changed.
   */
  flood(): number {
    assertMutable(this, 'flood');
    const n = this.#tileCount;
    const water = this.#water;
    const next = this.#scratch;
    const nb = this.#nb;
    const hs = this.#hs;
    const w = this.#level;
    let changed = 0;
    for (let t = 0; t < n; t++) {
      const s = water[t]!;
      let ns = s;
      const base = t * 6;
      for (let i = 0; i < 6; i++) {
        const u = nb[base + i]!;
        if (u >= 0 && water[u] !== s) {
          const h = hs[t]!;
          if (h > w) ns = 0;
          else if (h < w) ns = 1;
          break;
        }
      }
      next[t] = ns;
      if (ns !== s) changed++;
    }
    this.#water = next;
    this.#scratch = water;
    if (changed > 0) this.#versions[0]! += 1;
    return changed;
  }

  #pieceTile(p: Piece): number {
    assertPiece(p);
    const t = this.tileIdAt(p.x, p.y);
    if (t < 0 || this.#occKind[t] !== animalIndex(p.type) + 1) {
      throw new NoSuchPieceError(`no ${p.type} at (${p.x}, ${p.y})`);
    }
    return t;
  }

  /**
   * InRange(?p) (3.4.1): (x, y) is a neighbour of p's tile and p can move at
   * all (its medium within 2 tiles). A query: p need not be on the board.
   */
  inRange(p: Piece, x: number, y: number): boolean {
    assertPiece(p);
    const from = this.tileIdAt(p.x, p.y);
    const to = this.tileIdAt(x, y);
    return from >= 0 && to >= 0 && this.#isNeighbour(from, to) && this.#mobile(animalIndex(p.type), from);
  }

  /** OccupiedBySameAnimal(?p, ?x, ?y) (3.4.2): a piece of p's kind stands on (x, y). */
  occupiedBySameAnimal(p: { readonly type: Animal }, x: number, y: number): boolean {
    if (!isObject(p) || !isAnimal(p.type)) {
      throw new InvalidArgumentError(`expected { type: 'Fox' | 'Dolphin' }, got ${describe(p)}`, 'WRONG_TYPE');
    }
    const t = this.tileIdAt(x, y);
    return t >= 0 && this.#occKind[t] === animalIndex(p.type) + 1;
  }

  /**
   * ShortcutPossible(?p, ?x, ?y) (3.4.4): a bridge (Fox, both ends land) or a
   * cave (Dolphin, both ends water) joins p's tile and (x, y), and no piece
   * of p's kind stands on (x, y).
   */
  shortcutPossible(p: Piece, x: number, y: number): boolean {
    assertPiece(p);
    const a = animalIndex(p.type);
    const from = this.tileIdAt(p.x, p.y);
    const to = this.tileIdAt(x, y);
    return from >= 0 && to >= 0 && this.#shortcutOpen(a, from, to) && this.#occKind[to] !== a + 1;
  }

  /** Why RequestMove would refuse p's move to (x, y), or null when it would move. */
  moveRefusal(p: Piece, x: number, y: number): MoveRefusal | null {
    assertPiece(p);
    assertInt('x', x);
    assertInt('y', y);
    return this.moveRefusalById(p.type, this.tileIdAt(p.x, p.y), this.tileIdAt(x, y));
  }

  /** Whether RequestMove would move p to (x, y): (InRange or ShortcutPossible) and not OccupiedBySameAnimal. */
  isValidMove(p: Piece, x: number, y: number): boolean {
    return this.moveRefusal(p, x, y) === null;
  }

  /**
   * MakeMove (3.4.3): p moves to (x, y), killing a piece of the other kind
   * there; returns `killed`. Throws IllegalMoveError (changing nothing) for a
   * move RequestMove would refuse, NoSuchPieceError when p is not on the board.
   */
  makeMove(p: Piece, x: number, y: number): boolean {
    assertMutable(this, 'makeMove');
    const from = this.#pieceTile(p);
    assertInt('x', x);
    assertInt('y', y);
    const a = animalIndex(p.type);
    const to = this.tileIdAt(x, y);
    const r = this.#refusal(a, from, to);
    if (r !== 0) {
      const reason = MOVE_REFUSALS[r - 1]!;
      throw new IllegalMoveError(reason, `${p.type} at (${p.x}, ${p.y}) cannot move to (${x}, ${y}): ${reason}`);
    }
    return this.#apply(a, from, to);
  }

  /**
   * RequestMove (3.4.5): makes the move when it is valid and answers
   * (moved, killed); answers (false, false) and changes nothing otherwise.
   * Throws NoSuchPieceError when p is not on the board: the document's
   * MakeMove would then add a piece out of nowhere.
   */
  requestMove(p: Piece, x: number, y: number): MoveResult {
    assertMutable(this, 'requestMove');
    const from = this.#pieceTile(p);
    assertInt('x', x);
    assertInt('y', y);
    const r = this.requestMoveById(p.type, from, this.tileIdAt(x, y));
    return { moved: r !== REFUSED, killed: r === KILLED };
  }

  /** getNrMoves (3.5): ceil(#pieces of the animal / 4). */
  getNrMoves(animal: Animal): number {
    checkAnimal('getNrMoves', animal);
    return Math.ceil(this.#counts[animalIndex(animal)]! / PIECES_PER_MOVE);
  }

  /** Every move RequestMove would make for an animal: each piece to each reachable tile. */
  legalMoves(animal: Animal): Array<{ readonly piece: Piece; readonly x: number; readonly y: number }> {
    checkAnimal('legalMoves', animal);
    const out: Array<{ readonly piece: Piece; readonly x: number; readonly y: number }> = [];
    this.forEachTarget(animal, (from, to) => {
      out.push({ piece: { type: animal, x: this.#xs[from]!, y: this.#ys[from]! }, x: this.#xs[to]!, y: this.#ys[to]! });
      return false;
    });
    return out;
  }

  /** Whether the animal has any move RequestMove would make (ruling: else its player passes). */
  hasLegalMove(animal: Animal): boolean {
    checkAnimal('hasLegalMove', animal);
    return this.forEachTarget(animal, () => true);
  }

  /**
   * Calls `visit(from, to)` for every legal move of an animal, in piece
   * order then neighbour order then shortcut order; stops and returns true
   * as soon as `visit` returns true.
   */
  forEachTarget(animal: Animal, visit: (from: number, to: number) => boolean): boolean {
    checkAnimal('forEachTarget', animal);
    if (typeof visit !== 'function' || isRevoked(visit)) {
      throw new InvalidArgumentError(`forEachTarget: visit must be a function, got ${describe(visit)}`, 'WRONG_TYPE');
    }
    const a = animalIndex(animal);
    const list = this.#pieceTiles[a];
    const own = a + 1;
    const start = this.#scStart[a];
    const ends = this.#scEnd[a];
    for (let i = 0; i < this.#counts[a]!; i++) {
      const from = list[i]!;
      const hasShortcuts = start[from]! < start[from + 1]!;
      // The same test as refusal(), with InRange's mobility computed once a piece.
      const mobile = this.#mobile(a, from);
      if (mobile || hasShortcuts) {
        for (let k = 0; k < 6; k++) {
          const to = this.#nb[from * 6 + k]!;
          if (to < 0 || this.#occKind[to] === own) continue;
          if ((mobile || this.#shortcutOpen(a, from, to)) && visit(from, to)) return true;
        }
      }
      for (let j = start[from]!; j < start[from + 1]!; j++) {
        const to = ends[j]!;
        if (!this.#isNeighbour(from, to) && this.#refusal(a, from, to) === 0 && visit(from, to)) return true;
      }
    }
    return false;
  }

  // The brand test asks for the fields too: a Proxy of a board, or
  // Object.create(Board.prototype), is refused with WRONG_TYPE where a
  // board is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(
    /* @__PURE__ */ withOwnerMethods(this),
    'Board',
    (x) => #occKind in x,
  );
}

/**
 * Puts the owner methods (ADOPT, AS_OWNER) on `cls.prototype` and returns
 * `cls`: called from Board's sealing field, before the freeze, so that no
 * top-level statement touches Board (issue 20.1).
 */
function withOwnerMethods(cls: typeof Board): typeof Board {
  Object.defineProperty(cls.prototype, ADOPT, {
    value: function adopt(this: Board, token: object): void {
      const owner = owners.get(this);
      if (owner !== undefined && owner !== token) {
        throw new InvalidArgumentError('this board already belongs to another Controller', 'BOARD_IN_USE');
      }
      owners.set(this, token);
    },
  });
  Object.defineProperty(cls.prototype, AS_OWNER, {
    value: function asOwner<T>(this: Board, token: object, f: () => T): T {
      if (owners.get(this) !== token) throw new OwnedByControllerError('asOwner: not the owner of this board');
      if (unlocked.has(this)) return f();
      unlocked.add(this);
      try {
        return f();
      } finally {
        unlocked.delete(this);
      }
    },
  });
  return cls;
}

/** Whether `x` is a Board of any build of this package (ESM or CJS): a brand check. */
export const isBoard = /* @__PURE__ */ brandTest<Board>(Board);

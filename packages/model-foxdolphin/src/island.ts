/**
 * Seeded islands that meet schema Board and schema Init (4.2.1): heights in
 * -50..50 summing to 0, neighbours within 2 of each other, every tile with
 * h >= 0 land and every other tile water, all land one connected region,
 * bridges between land tiles across water, caves between water tiles under
 * land (where the island has room for coast features), Foxes on land and Dolphins in water, one piece a tile.
 *
 * ```ts
 * import { generateIsland, validateInit } from '@arcade/model-foxdolphin';
 * const board = generateIsland({ width: 20, height: 14, seed: 7, pieces: 6 });
 * validateInit(board); // null: every invariant holds
 * board.pieceCount('Fox'); // 6
 * ```
 *
 * How: the island is tilted along its long diagonal ((width-1) + (height-1)
 * steps, 32 on 20 x 14), rising 1.5 a step, so its ends clear the tide
 * (about -24 and 24 on 20 x 14, the tide reaching -15 and 15; a sea border
 * would cap a 20 x 14 island at 11). The slope limit is 2 a step: the spare
 * 0.5 carries the coast features, bays (hexagonal bites of water into the
 * land) and tongues (hexagonal hills of land into the sea) along the coast,
 * so a straight line can meet the coast twice: bridges are chosen across a
 * bay (land at both ends, water between), caves under a tongue (water at
 * both ends, land between). Shorter islands tilt more steeply (up to 2 a
 * step), with smaller features or (14 x 10 and down) none, so their
 * shortcuts cross nothing; with width + height under 17 even the steepest
 * tilt cannot carry the ends clear of the tide (see outlastsTide). A sea-level offset, found by bisection, brings the sum near 0;
 * single-tile steps then make it exactly 0 without breaking the slope limit
 * or the connection of the land. An attempt whose land falls apart, or whose
 * features lower its far end into the tide's reach, is thrown away and the
 * next one drawn, and the plain tilt, whose land cannot fall apart, ends the
 * search.
 */
import type { SeededRandom } from '@arcade/core';
import { Board, checkBoard, MAX_TILES, validate } from './board.js';
import { frozen, isArray, ownOptions } from './brand.js';
import { checkCoord, checkInt, checkRandom, describe } from './checks.js';
import { InvalidArgumentError } from './errors.js';
import { checkedRandom, mulberry32, type Random } from './random.js';
import {
  type Coord,
  hexDistance,
  MAX_HEIGHT,
  MIN_HEIGHT,
  NEIGHBOUR_OFFSETS,
  type Piece,
  type Shortcut,
  type Tile,
  WATER_HIGH,
  WATER_LOW,
} from './vocabulary.js';

/** How generateIsland draws an island; every field has a default. */
export interface IslandOptions {
  /** Tiles along x, default 20. */
  readonly width?: number;
  /** Tiles along y, default 14. */
  readonly height?: number;
  /** Seed of a new mulberry32 source; ignored when `rng` is given. Default 1. */
  readonly seed?: number;
  /** The random source to draw from (a Controller passes its own, so one seed replays a game). */
  readonly rng?: Random | SeededRandom;
  /** Pieces a side (Init's n), default 6. */
  readonly pieces?: number;
  /** Bridges wanted, default one per 90 tiles; fewer when the island has no room. */
  readonly bridges?: number;
  /** Caves wanted, default one per 90 tiles; fewer when the island has no room. */
  readonly caves?: number;
}

/** generateIsland's width when none is given: 20 tiles along x. */
export const DEFAULT_WIDTH = 20;
/** generateIsland's height when none is given: 14 tiles along y. */
export const DEFAULT_HEIGHT = 14;
/** generateIsland's pieces a side when none is given (Init's n): 6. */
export const DEFAULT_PIECES = 6;

/** Schema Init's conditions on top of schema Board's, in the order `validateInit` checks them. */
export const INIT_INVARIANTS = /* @__PURE__ */ Object.freeze([
  'initialWater', // w = 0, wl = -15, wu = 15
  'landIsHeight', // ruling: h >= 0 is land, h < 0 water
  'landConnected', // all land tiles form one region
  'pieceCount', // both players have n pieces
  'piecePlacement', // ruling: Foxes on land, Dolphins in water
  'shortcutMedium', // bridges join land tiles, caves water tiles
] as const);
/** One of INIT_INVARIANTS: the condition of schema Init a starting board broke. */
export type InitInvariant = (typeof INIT_INVARIANTS)[number];

/** Whether the tiles with h >= 0 form one connected region (schema Connected). */
function landConnected(board: Board): boolean {
  const n = board.tileCount;
  const seen = new Uint8Array(n);
  let land = 0;
  let start = -1;
  for (let t = 0; t < n; t++) {
    if (board.heightOf(t) >= 0) {
      land++;
      if (start < 0) start = t;
    }
  }
  if (land === 0) return true;
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const t = stack.pop()!;
    reached++;
    for (let k = 0; k < 6; k++) {
      const u = board.neighbourOf(t, k);
      if (u >= 0 && seen[u] === 0 && board.heightOf(u) >= 0) {
        seen[u] = 1;
        stack.push(u);
      }
    }
  }
  return reached === land;
}

/**
 * Schema Connected(v?, w?) (4.2.1): v is a neighbour of w, or a path of
 * tiles with h >= 0 leads from a neighbour of w to v. As the document says,
 * this is "over land" only at Init, when h >= 0 is exactly the land.
 */
export const connected = /* @__PURE__ */ frozen(function connected(board: Board, v: Coord, w: Coord): boolean {
  checkBoard('connected', board);
  checkCoord('connected: v', v);
  checkCoord('connected: w', w);
  const target = board.tileIdAt(v.x, v.y);
  const start = board.tileIdAt(w.x, w.y);
  if (target < 0 || start < 0) return false;
  const seen = new Uint8Array(board.tileCount);
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const t = stack.pop()!;
    for (let k = 0; k < 6; k++) {
      const u = board.neighbourOf(t, k);
      if (u < 0) continue;
      if (u === target) return true;
      if (seen[u] === 0 && board.heightOf(u) >= 0) {
        seen[u] = 1;
        stack.push(u);
      }
    }
  }
  return false;
});

/**
 * The first broken invariant of schema Board (see `validate`) or of schema
 * Init (INIT_INVARIANTS), or null. Holds for a game's starting board only:
 * the water moves afterwards. With `n`, `pieceCount` also checks that each
 * side has exactly n pieces (Init(n)); without it, only that the two sides
 * are equal.
 */
export const validateInit = /* @__PURE__ */ frozen(function validateInit(board: Board, n?: number): string | null {
  checkBoard('validateInit', board);
  if (n !== undefined) checkInt('validateInit(board, n): n', n, 0, MAX_TILES);
  const broken = validate(board);
  if (broken !== null) return broken;
  if (board.w !== 0 || board.wl !== WATER_LOW || board.wu !== WATER_HIGH) return 'initialWater';
  for (let t = 0; t < board.tileCount; t++) {
    if (board.isWaterAt(t) !== board.heightOf(t) < 0) return 'landIsHeight';
  }
  if (!landConnected(board)) return 'landConnected';
  if (board.pieceCount('Fox') !== board.pieceCount('Dolphin')) return 'pieceCount';
  if (n !== undefined && board.pieceCount('Fox') !== n) return 'pieceCount';
  for (const p of board.pieces()) {
    if (board.tile(p.x, p.y)!.isWater !== (p.type === 'Dolphin')) return 'piecePlacement';
  }
  for (const [list, water] of [
    [board.bridges, false],
    [board.caves, true],
  ] as const) {
    for (const [a, b] of list) {
      if (board.tile(a.x, a.y)!.isWater !== water || board.tile(b.x, b.y)!.isWater !== water) return 'shortcutMedium';
    }
  }
  return null;
});

function positiveInt(name: string, v: number, lo: number, hi: number): number {
  return checkInt(name, v, lo, hi, true);
}

interface Grid {
  readonly W: number;
  readonly H: number;
  readonly N: number;
  /** Neighbour ids, 6 a tile, -1 off the grid. */
  readonly nb: Int32Array;
}

// The generator runs once a game, in a browser page's load, before its code has warmed up: its
// inner loops use plain numbers and typed arrays, not the checked public helpers (hexDistance
// checks both coordinates at every call) or an object a tile.
const OFFSET_X = /* @__PURE__ */ Int32Array.from(NEIGHBOUR_OFFSETS, (d) => d.x);
const OFFSET_Y = /* @__PURE__ */ Int32Array.from(NEIGHBOUR_OFFSETS, (d) => d.y);

/** hexDistance of (ax, ay) and (bx, by), unchecked. */
function steps(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return (Math.abs(dx) + Math.abs(dy) + Math.abs(dx - dy)) / 2;
}

function makeGrid(W: number, H: number): Grid {
  const N = W * H;
  const nb = new Int32Array(N * 6);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = y * W + x;
      for (let k = 0; k < 6; k++) {
        const nx = x + OFFSET_X[k]!;
        const ny = y + OFFSET_Y[k]!;
        nb[t * 6 + k] = nx >= 0 && ny >= 0 && nx < W && ny < H ? ny * W + nx : -1;
      }
    }
  }
  return { W, H, N, nb };
}

/** landConnected for heights `h` on the full grid `g` (the same neighbours as the Board's). */
function gridLandConnected(g: Grid, h: Int8Array): boolean {
  const { N, nb } = g;
  const seen = new Uint8Array(N);
  const stack = new Int32Array(N);
  let land = 0;
  let top = 0;
  for (let t = 0; t < N; t++) {
    if (h[t]! < 0) continue;
    land++;
    if (top === 0 && land === 1) {
      seen[t] = 1;
      stack[top++] = t;
    }
  }
  let reached = 0;
  while (top > 0) {
    const t = stack[--top]!;
    reached++;
    for (let k = 0; k < 6; k++) {
      const u = nb[t * 6 + k]!;
      if (u >= 0 && seen[u] === 0 && h[u]! >= 0) {
        seen[u] = 1;
        stack[top++] = u;
      }
    }
  }
  return reached === land;
}

/**
 * A coast feature: a bay (a hexagonal bite of water, `size` deep at its
 * centre, rising 2 a step to meet the land) or a tongue (a hexagonal hill of
 * land, `size` high, falling 2 a step into the sea), centred on or next to
 * the coast.
 */
interface Feature {
  readonly at: Coord;
  readonly size: number;
  readonly bay: boolean;
}

/** The tilt (its direction and its rise a step along the long diagonal) and the coast features. */
interface Relief {
  readonly flip: boolean;
  readonly slope: number;
  readonly features: readonly Feature[];
}

/** Steps from the middle of the long diagonal to either end: 16 on 20 x 14. */
function halfDiagonal(g: Grid): number {
  return (g.W - 1 + (g.H - 1)) / 2;
}

/**
 * The tilt's rise a step: 1.5 where the diagonal is long enough for the
 * ends to clear the tide by 5 (24 on 20 x 14), which leaves 0.5 a step of
 * the slope limit for the coast features; steeper on shorter islands (at
 * most 2, leaving nothing), which still cannot all clear the tide.
 */
function tiltSlope(g: Grid): number {
  const half = halfDiagonal(g);
  return half * 1.5 >= WATER_HIGH + 5 ? 1.5 : Math.min(2, (WATER_HIGH + 5) / half);
}

/**
 * The unshifted heights: the tilt slope * a, where a is the signed number of
 * steps from the middle of the long diagonal ((x - y) centred, changing by at
 * most 1 a step), raised by the tongues' hills (max) and then cut by the
 * bays (min). Each part changes by at most 2 a step, so max and min of them
 * do too, and so does their floor: the slope limit holds. The tilt is the
 * same seen from either end, so its heights sum to about 0 by themselves.
 */
function fieldOf(g: Grid, relief: Relief): Int32Array {
  const { W, N } = g;
  const mid = (g.W - g.H) / 2;
  const F = new Int32Array(N);
  const tongues = relief.features.filter((c) => !c.bay);
  const bays = relief.features.filter((c) => c.bay);
  for (let t = 0; t < N; t++) {
    const x = t % W;
    const y = (t - x) / W;
    let f = relief.slope * (relief.flip ? mid - (x - y) : x - y - mid);
    for (const c of tongues) f = Math.max(f, c.size - 2 * steps(x, y, c.at.x, c.at.y));
    for (const c of bays) f = Math.min(f, 2 * steps(x, y, c.at.x, c.at.y) - c.size);
    F[t] = Math.floor(f);
  }
  return F;
}

/**
 * Heights from the field `F` shifted so that their sum is as near 0 as
 * possible, then nudged tile by tile to exactly 0; null when the land is not
 * connected or too small, or when the land does not rise to `clear` (or the
 * water fall to -`clear`).
 */
function shapeHeights(
  g: Grid,
  F: Int32Array,
  order: Int32Array,
  minLand: number,
  minWater: number,
  clear: number,
): Int8Array | null {
  const { N, nb } = g;
  const heightAt = (t: number, k: number): number => Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, F[t]! + k));
  const sumAt = (k: number): number => {
    let s = 0;
    for (let t = 0; t < N; t++) {
      const v = F[t]! + k;
      // biome-ignore lint/complexity/useMathMinMax: a clamp in the generator's hottest loop, kept as one expression
      s += v > MAX_HEIGHT ? MAX_HEIGHT : v < MIN_HEIGHT ? MIN_HEIGHT : v;
    }
    return s;
  };
  // The sum grows with k: find the largest k whose sum is <= 0.
  let lo = -1000;
  let hi = 1000;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (sumAt(mid) <= 0) lo = mid;
    else hi = mid;
  }
  const h = new Int8Array(N);
  let sum = 0;
  for (let t = 0; t < N; t++) {
    h[t] = heightAt(t, lo);
    sum += h[t]!;
  }
  // Raise single tiles to reach 0: a tile may rise when no neighbour is
  // below it by 2 (the slope limit holds after), and it stays water or
  // becomes land next to land (the land stays one piece).
  while (sum < 0) {
    let progress = false;
    for (let i = 0; i < N && sum < 0; i++) {
      const t = order[i]!;
      const v = h[t]!;
      if (v >= MAX_HEIGHT) continue;
      let ok = true;
      let landNext = false;
      for (let k = 0; k < 6; k++) {
        const u = nb[t * 6 + k]!;
        if (u < 0) continue;
        if (h[u]! < v - 1) ok = false;
        if (h[u]! >= 0) landNext = true;
      }
      if (!ok || (v === -1 && !landNext)) continue;
      h[t] = v + 1;
      sum++;
      progress = true;
    }
    if (!progress) return null;
  }
  let land = 0;
  let top = MIN_HEIGHT;
  let bottom = MAX_HEIGHT;
  for (let t = 0; t < N; t++) {
    if (h[t]! >= 0) land++;
    top = Math.max(top, h[t]!);
    bottom = Math.min(bottom, h[t]!);
  }
  if (land < minLand || N - land < minWater || top < clear || bottom > -clear) return null;
  if (!gridLandConnected(g, h)) return null;
  return h;
}

function tilesOf(g: Grid, h: Int8Array): Tile[] {
  const tiles: Tile[] = [];
  for (let t = 0; t < g.N; t++) tiles.push({ x: t % g.W, y: Math.floor(t / g.W), h: h[t]!, isWater: h[t]! < 0 });
  return tiles;
}

function shuffled(rng: Random, n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const tmp = a[i]!;
    a[i] = a[j]!;
    a[j] = tmp;
  }
  return a;
}

/**
 * A random tilt direction, and features along the middle of the long
 * diagonal (where the tilt's coast runs, in the (1, 1) direction): one per 4
 * coast tiles, at least 2, bays and tongues in turn from a random first,
 * evenly spread with some jitter, each on the coast or one step into its own
 * side (a bay into the land, a tongue into the sea), of size 4..8 (bays of
 * water up to 3 steps wide, tongues of land as much) but never more than the
 * spare slope (2 - slope) can carry over half the diagonal, so the far ends
 * still rise above and fall below the tide. None where nothing is spare.
 */
function randomRelief(g: Grid, rng: Random): Relief {
  const flip = rng.int(0, 1) === 1;
  const slope = tiltSlope(g);
  const maxSize = Math.min(8, Math.floor((2 - slope) * halfDiagonal(g)));
  const features: Feature[] = [];
  if (maxSize >= 4) {
    // The coast tiles: x - y = d, from y = max(0, -d) to min(H-1, W-1-d).
    const d = Math.round((g.W - g.H) / 2);
    const y0 = Math.max(0, -d);
    const y1 = Math.min(g.H - 1, g.W - 1 - d);
    const length = y1 - y0 + 1;
    const count = Math.max(2, Math.round(length / 4));
    let bay = rng.int(0, 1) === 1;
    const landward = flip ? -1 : 1;
    for (let i = 0; i < count; i++) {
      const y = Math.min(y1, Math.max(y0, y0 + Math.round(((i + 0.5) * length) / count) + rng.int(-1, 1)));
      const step = rng.int(0, 1) * (bay ? landward : -landward);
      const at = { x: Math.min(g.W - 1, Math.max(0, y + d + step)), y };
      features.push({ at, size: rng.int(4, maxSize), bay });
      bay = !bay;
    }
  }
  return { flip, slope, features };
}

/** Tiles within `range` steps of a tile matching `from`. */
function nearTiles(g: Grid, from: (t: number) => boolean, range: number): Int32Array {
  const dist = new Int32Array(g.N).fill(-1);
  const queue: number[] = [];
  for (let t = 0; t < g.N; t++) {
    if (from(t)) {
      dist[t] = 0;
      queue.push(t);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const t = queue[i]!;
    if (dist[t]! >= range) continue;
    for (let k = 0; k < 6; k++) {
      const u = g.nb[t * 6 + k]!;
      if (u >= 0 && dist[u] === -1) {
        dist[u] = dist[t]! + 1;
        queue.push(u);
      }
    }
  }
  return dist;
}

/**
 * Shortcuts along a straight hex line of 3..8 steps whose ends are of the
 * wanted kind (land for bridges, water for caves) within 2 steps of the
 * other kind, no tile the end of two. Every such line is listed; those that
 * cross a tile of the other kind (a bridge over a bay, a cave under a
 * tongue) are taken first, in random order, first with their ends at least
 * 3 steps from the ends already taken (so they spread over the coast), then
 * without; an island with too few of them gets plain ones after.
 */
function placeShortcuts(
  g: Grid,
  h: Int8Array,
  rng: Random,
  wanted: number,
  water: boolean,
  used: Uint8Array,
): Shortcut[] {
  const isKind = (t: number): boolean => h[t]! < 0 === water;
  const near = nearTiles(g, (t) => !isKind(t), 2);
  // Each list holds its lines' two ends in turn (a, b, a, b, ...).
  const crossing: number[] = [];
  const plain: number[] = [];
  for (let a = 0; a < g.N; a++) {
    if (!isKind(a) || near[a]! <= 0) continue;
    const ax = a % g.W;
    const ay = (a - ax) / g.W;
    for (let k = 0; k < 6; k++) {
      let crosses = false;
      for (let len = 1; len <= 8; len++) {
        const bx = ax + OFFSET_X[k]! * len;
        const by = ay + OFFSET_Y[k]! * len;
        if (bx < 0 || by < 0 || bx >= g.W || by >= g.H) break;
        const b = by * g.W + bx;
        // Each line once, from its lower tile id.
        if (len >= 3 && b > a && isKind(b) && near[b]! > 0) (crosses ? crossing : plain).push(a, b);
        if (!isKind(b)) crosses = true;
      }
    }
  }
  const out: Shortcut[] = [];
  const at = (t: number): Coord => ({ x: t % g.W, y: Math.floor(t / g.W) });
  // Tiles less than 3 steps from an end taken: not spaced from it.
  const crowded = new Uint8Array(g.N);
  const crowd = (t: number): void => {
    const x = t % g.W;
    const y = (t - x) / g.W;
    for (let u = 0; u < g.N; u++) {
      const ux = u % g.W;
      if (steps(x, y, ux, (u - ux) / g.W) < 3) crowded[u] = 1;
    }
  };
  for (const [list, spread] of [
    [crossing, true],
    [crossing, false],
    [plain, false],
  ] as const) {
    const order = shuffled(rng, list.length / 2);
    for (let i = 0; i < order.length && out.length < wanted; i++) {
      const a = list[2 * order[i]!]!;
      const b = list[2 * order[i]! + 1]!;
      if (used[a] === 1 || used[b] === 1 || (spread && (crowded[a] === 1 || crowded[b] === 1))) continue;
      used[a] = 1;
      used[b] = 1;
      crowd(a);
      crowd(b);
      out.push([at(a), at(b)]);
    }
  }
  return out;
}

/** `n` tiles from `pool`, in random order. */
function pick(rng: Random, pool: readonly number[], n: number): number[] {
  const order = shuffled(rng, pool.length);
  return Array.from(order.subarray(0, n), (i) => pool[i]!);
}

/**
 * Whether a shortcut's straight hex line passes a tile of the other medium
 * than its ends now: a bridge over water, a cave under land (generated
 * shortcuts run straight). False when the ends are not on one straight line
 * or not of one medium, or not tiles of the board.
 */
export const shortcutCrosses = /* @__PURE__ */ frozen(function shortcutCrosses(
  board: Board,
  shortcut: Shortcut,
): boolean {
  checkBoard('shortcutCrosses', board);
  if (!isArray(shortcut) || shortcut.length !== 2) {
    throw new InvalidArgumentError(
      `shortcutCrosses: expected a pair [Coord, Coord], got ${describe(shortcut)}`,
      'WRONG_TYPE',
    );
  }
  const a = checkCoord('shortcutCrosses: a', shortcut[0]);
  const b = checkCoord('shortcutCrosses: b', shortcut[1]);
  const steps = hexDistance(a, b);
  const ta = board.tile(a.x, a.y);
  const tb = board.tile(b.x, b.y);
  if (steps < 2 || ta === undefined || tb === undefined || ta.isWater !== tb.isWater) return false;
  const dx = (b.x - a.x) / steps;
  const dy = (b.y - a.y) / steps;
  if (!NEIGHBOUR_OFFSETS.some((d) => d.x === dx && d.y === dy)) return false;
  for (let j = 1; j < steps; j++) if (board.tile(a.x + dx * j, a.y + dy * j)?.isWater !== ta.isWater) return true;
  return false;
});

/** The most pieces a side `generateIsland` places on a width x height island: one tile in 8 (4 on 6 x 6). */
export const maxPieces = /* @__PURE__ */ frozen(function maxPieces(width: number, height: number): number {
  checkInt('maxPieces: width', width, 0, 2 ** 20);
  checkInt('maxPieces: height', height, 0, 2 ** 20);
  return Math.floor((width * height) / 8);
});

/** The options generateIsland reads. */
const ISLAND_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'width',
  'height',
  'pieces',
  'bridges',
  'caves',
  'seed',
  'rng',
]);

/**
 * A seeded island of width x height tiles at coordinates (0..width-1,
 * 0..height-1), with `pieces` Foxes on land and as many Dolphins in water
 * near the coast, water level 0 and no event: a board for Init(n).
 */
export const generateIsland = /* @__PURE__ */ frozen(function generateIsland(given: IslandOptions = {}): Board {
  // Own properties only (a polluted Object.prototype.pieces is not an option), each read once.
  const options = ownOptions(
    'generateIsland',
    given,
    ISLAND_OPTIONS,
    (_, message) => new InvalidArgumentError(message, 'WRONG_TYPE'),
    true,
  ) as IslandOptions;
  if (options.rng !== undefined) checkRandom('generateIsland', options.rng);
  const W = positiveInt('width', options.width ?? DEFAULT_WIDTH, 6, 200);
  const H = positiveInt('height', options.height ?? DEFAULT_HEIGHT, 6, 200);
  const N = W * H;
  const n = positiveInt('pieces', options.pieces ?? DEFAULT_PIECES, 1, maxPieces(W, H));
  const perShortcut = Math.max(1, Math.round(N / 90));
  const nBridges = positiveInt('bridges', options.bridges ?? perShortcut, 0, N);
  const nCaves = positiveInt('caves', options.caves ?? perShortcut, 0, N);
  const rng = checkedRandom(options.rng ?? mulberry32(options.seed ?? 1));
  const g = makeGrid(W, H);
  const order = shuffled(rng, N);
  // The ends must clear the tide by 3 where the tilt lets them (a feature
  // may lower the far end: such an attempt is drawn again).
  const clear = Math.min(WATER_HIGH + 3, Math.floor(tiltSlope(g) * halfDiagonal(g)) - 2);
  let h: Int8Array | null = null;
  for (let attempt = 0; attempt < 30 && h === null; attempt++)
    h = shapeHeights(g, fieldOf(g, randomRelief(g, rng)), order, n, n, clear);
  // The plain tilt, no features: its land is the tiles above a straight
  // line, one piece.
  if (h === null) h = shapeHeights(g, fieldOf(g, { flip: false, slope: tiltSlope(g), features: [] }), order, n, n, 0);
  if (h === null) throw new InvalidArgumentError(`no island of ${W} x ${H} tiles holds ${n} pieces a side`);
  const used = new Uint8Array(N);
  const bridges = placeShortcuts(g, h, rng, nBridges, false, used);
  const caves = placeShortcuts(g, h, rng, nCaves, true, used);
  const land: number[] = [];
  for (let t = 0; t < N; t++) if (h[t]! >= 0) land.push(t);
  const coastWater = nearTiles(g, (t) => h[t]! >= 0, 4);
  let sea: number[] = [];
  for (let t = 0; t < N; t++) if (h[t]! < 0 && coastWater[t]! > 0) sea.push(t);
  if (sea.length < n) sea = Array.from({ length: N }, (_, t) => t).filter((t) => h[t]! < 0);
  const at = (t: number): Coord => ({ x: t % W, y: Math.floor(t / W) });
  const pieces: Piece[] = [
    ...pick(rng, land, n).map((t): Piece => ({ type: 'Fox', ...at(t) })),
    ...pick(rng, sea, n).map((t): Piece => ({ type: 'Dolphin', ...at(t) })),
  ];
  // Meets schema Init by construction (the tests check validateInit over seeds and sizes; a
  // Controller checks it again before a game): not checked a third time here.
  return new Board({ tiles: tilesOf(g, h), bridges, caves, pieces });
});

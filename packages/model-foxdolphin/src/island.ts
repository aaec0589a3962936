/**
 * Seeded islands that meet schema Board and schema Init (4.2.1): heights in
 * -50..50 summing to 0, neighbours within 2 of each other, every tile with
 * h >= 0 land and every other tile water, all land one connected region,
 * bridges between land tiles across water, caves between water tiles under
 * land, Foxes on land and Dolphins in water, one piece a tile.
 *
 * ```ts
 * import { generateIsland, validateInit } from '@arcade/model-foxdolphin';
 * const board = generateIsland({ width: 20, height: 14, seed: 7, pieces: 6 });
 * validateInit(board); // null: every invariant holds
 * board.pieceCount('Fox'); // 6
 * ```
 *
 * How: the island is tilted along its long diagonal ((width-1) + (height-1)
 * steps), the height being (steps to the nearest deep) - (steps to the
 * nearest peak) with peaks near one end and deeps near the other, so it
 * rises about 2 a step, the most the slope limit allows: land stands above
 * the highest tide and water lies below the lowest (a sea border would cap a
 * 20 x 14 island at 11, and the tide reaches 15). A sea-level offset, found
 * by bisection, brings the sum near 0; single-tile steps then make it
 * exactly 0 without breaking the slope limit or the connection of the land.
 * An attempt whose land falls apart is thrown away and the next one drawn,
 * and the plain tilt between the two corners, whose land cannot fall apart,
 * ends the search.
 */
import { Board, validate } from './board.js';
import { InvalidArgumentError } from './errors.js';
import { mulberry32, type Random } from './random.js';
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

export interface IslandOptions {
  /** Tiles along x, default 20. */
  readonly width?: number;
  /** Tiles along y, default 14. */
  readonly height?: number;
  /** Seed of a new mulberry32 source; ignored when `rng` is given. Default 1. */
  readonly seed?: number;
  /** The random source to draw from (a Controller passes its own, so one seed replays a game). */
  readonly rng?: Random;
  /** Pieces a side (Init's n), default 6. */
  readonly pieces?: number;
  /** Bridges wanted, default one per 90 tiles; fewer when the island has no room. */
  readonly bridges?: number;
  /** Caves wanted, default one per 90 tiles; fewer when the island has no room. */
  readonly caves?: number;
}

export const DEFAULT_WIDTH = 20;
export const DEFAULT_HEIGHT = 14;
export const DEFAULT_PIECES = 6;

/** Schema Init's conditions on top of schema Board's, in the order `validateInit` checks them. */
export const INIT_INVARIANTS = [
  'initialWater', // w = 0, wl = -15, wu = 15
  'landIsHeight', // ruling: h >= 0 is land, h < 0 water
  'landConnected', // all land tiles form one region
  'pieceCount', // both players have n pieces
  'piecePlacement', // ruling: Foxes on land, Dolphins in water
  'shortcutMedium', // bridges join land tiles, caves water tiles
] as const;
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
export function connected(board: Board, v: Coord, w: Coord): boolean {
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
}

/**
 * The first broken invariant of schema Board (see `validate`) or of schema
 * Init (INIT_INVARIANTS), or null. Holds for a game's starting board only:
 * the water moves afterwards. With `n`, `pieceCount` also checks that each
 * side has exactly n pieces (Init(n)); without it, only that the two sides
 * are equal.
 */
export function validateInit(board: Board, n?: number): string | null {
  if (!(board instanceof Board)) throw new InvalidArgumentError(`validateInit(board): board must be a Board, got ${String(board)}`);
  if (n !== undefined && (!Number.isInteger(n) || n < 0)) {
    throw new InvalidArgumentError(`validateInit(board, n): n must be an integer >= 0, got ${String(n)}`);
  }
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
  for (const [list, water] of [[board.bridges, false], [board.caves, true]] as const) {
    for (const [a, b] of list) {
      if (board.tile(a.x, a.y)!.isWater !== water || board.tile(b.x, b.y)!.isWater !== water) return 'shortcutMedium';
    }
  }
  return null;
}

function positiveInt(name: string, v: number, lo: number, hi: number): number {
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new InvalidArgumentError(`${name} must be an integer in ${lo}..${hi}, got ${String(v)}`);
  }
  return v;
}

interface Grid {
  readonly W: number;
  readonly H: number;
  readonly N: number;
  /** Neighbour ids, 6 a tile, -1 off the grid. */
  readonly nb: Int32Array;
}

function makeGrid(W: number, H: number): Grid {
  const N = W * H;
  const nb = new Int32Array(N * 6);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = y * W + x;
      NEIGHBOUR_OFFSETS.forEach((d, k) => {
        const nx = x + d.x;
        const ny = y + d.y;
        nb[t * 6 + k] = nx >= 0 && ny >= 0 && nx < W && ny < H ? ny * W + nx : -1;
      });
    }
  }
  return { W, H, N, nb };
}

/** Peaks (the field rises to them) and deeps (it falls to them), at opposite ends of the island. */
interface Relief {
  readonly peaks: readonly Coord[];
  readonly deeps: readonly Coord[];
}

/**
 * The heights for peaks and deeps, or null when the land is not connected or
 * too small. The field is (steps to the nearest deep) - (steps to the
 * nearest peak): each part changes by at most 1 a step, so the field by at
 * most 2, and a peak D steps from every deep stands 2D above them. It is
 * the same seen from either end, so the deeps go as far below the water as
 * the peaks rise above it. (With one peak and one deep at the two corners
 * it is the plain tilt 2(x - y).)
 */
function shapeHeights(g: Grid, relief: Relief, order: Int32Array, minLand: number, minWater: number): Int8Array | null {
  const { W, N, nb } = g;
  const L = g.W - 1 + (g.H - 1);
  const F = new Int32Array(N);
  for (let t = 0; t < N; t++) {
    const p = { x: t % W, y: Math.floor(t / W) };
    let deep = Infinity;
    for (const c of relief.deeps) deep = Math.min(deep, hexDistance(p, c));
    let peak = Infinity;
    for (const c of relief.peaks) peak = Math.min(peak, hexDistance(p, c));
    F[t] = L + deep - peak;
  }
  const heightAt = (t: number, k: number): number => Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, F[t]! + k));
  const sumAt = (k: number): number => {
    let s = 0;
    for (let t = 0; t < N; t++) s += heightAt(t, k);
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
  const island = new Board({ tiles: tilesOf(g, h) });
  let land = 0;
  for (let t = 0; t < N; t++) if (h[t]! >= 0) land++;
  if (land < minLand || N - land < minWater || !landConnected(island)) return null;
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
 * Peaks near one end of the long diagonal (the corners (0, height-1) and
 * (width-1, 0), (width-1) + (height-1) steps apart: 32 on 20 x 14) and deeps
 * near the other, each within a sixth of the diagonal of its corner, so
 * every peak is at least two thirds of the diagonal from every deep: the
 * island rises at least 4/3 of the diagonal (about 42 on 20 x 14) from its
 * deepest water to its highest land. One of each, plus one a side per 150
 * tiles, so coasts differ between seeds.
 */
function randomRelief(g: Grid, rng: Random): Relief {
  const flip = rng.int(0, 1) === 1;
  const low = flip ? { x: g.W - 1, y: 0 } : { x: 0, y: g.H - 1 };
  const high = flip ? { x: 0, y: g.H - 1 } : { x: g.W - 1, y: 0 };
  const R = Math.floor((g.W - 1 + (g.H - 1)) / 6);
  const count = 1 + Math.floor(g.N / 150);
  const near = (corner: Coord): Coord[] => {
    const out: Coord[] = [];
    for (let tries = 0; out.length < count && tries < 50 * count; tries++) {
      const c = { x: corner.x + (corner.x === 0 ? 1 : -1) * rng.int(0, R), y: corner.y + (corner.y === 0 ? 1 : -1) * rng.int(0, R) };
      if (c.x >= 0 && c.y >= 0 && c.x < g.W && c.y < g.H && hexDistance(c, corner) <= R) out.push(c);
    }
    return out.length > 0 ? out : [corner];
  };
  return { peaks: near(high), deeps: near(low) };
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
 * wanted kind (land for bridges, water for caves), near the coast, and no
 * tile the end of two. The first tries insist that the line crosses a tile
 * of the other kind (a bridge over water, a cave under land); islands
 * without such a place get plain ones.
 */
function placeShortcuts(g: Grid, h: Int8Array, rng: Random, wanted: number, water: boolean, used: Set<number>): Shortcut[] {
  const isKind = (t: number): boolean => (h[t]! < 0) === water;
  const near = nearTiles(g, (t) => !isKind(t), 2);
  const ends: number[] = [];
  for (let t = 0; t < g.N; t++) if (isKind(t) && near[t]! > 0) ends.push(t);
  const out: Shortcut[] = [];
  const tries = 300 * wanted;
  for (let i = 0; out.length < wanted && ends.length > 0 && i < 2 * tries; i++) {
    const a = ends[rng.int(0, ends.length - 1)]!;
    const d = NEIGHBOUR_OFFSETS[rng.int(0, 5)]!;
    const len = rng.int(3, 8);
    const ax = a % g.W;
    const ay = Math.floor(a / g.W);
    const bx = ax + d.x * len;
    const by = ay + d.y * len;
    if (bx < 0 || by < 0 || bx >= g.W || by >= g.H) continue;
    const b = by * g.W + bx;
    if (!isKind(b) || near[b]! <= 0 || used.has(a) || used.has(b)) continue;
    let crosses = false;
    for (let j = 1; j < len; j++) if (!isKind((ay + d.y * j) * g.W + ax + d.x * j)) crosses = true;
    if (!crosses && i < tries) continue;
    used.add(a);
    used.add(b);
    out.push([{ x: ax, y: ay }, { x: bx, y: by }]);
  }
  return out;
}

/** `n` tiles from `pool`, in random order. */
function pick(rng: Random, pool: readonly number[], n: number): number[] {
  const order = shuffled(rng, pool.length);
  return Array.from(order.subarray(0, n), (i) => pool[i]!);
}

/**
 * A seeded island of width x height tiles at coordinates (0..width-1,
 * 0..height-1), with `pieces` Foxes on land and as many Dolphins in water
 * near the coast, water level 0 and no event: a board for Init(n).
 */
export function generateIsland(options: IslandOptions = {}): Board {
  const W = positiveInt('width', options.width ?? DEFAULT_WIDTH, 6, 200);
  const H = positiveInt('height', options.height ?? DEFAULT_HEIGHT, 6, 200);
  const N = W * H;
  const n = positiveInt('pieces', options.pieces ?? DEFAULT_PIECES, 1, Math.floor(N / 8));
  const perShortcut = Math.max(1, Math.round(N / 90));
  const nBridges = positiveInt('bridges', options.bridges ?? perShortcut, 0, N);
  const nCaves = positiveInt('caves', options.caves ?? perShortcut, 0, N);
  const rng = options.rng ?? mulberry32(options.seed ?? 1);
  const g = makeGrid(W, H);
  const order = shuffled(rng, N);
  let h: Int8Array | null = null;
  for (let attempt = 0; attempt < 30 && h === null; attempt++) h = shapeHeights(g, randomRelief(g, rng), order, n, n);
  // The plain tilt, one peak and one deep at the two corners: its land is
  // the tiles above a straight line, one piece.
  if (h === null) h = shapeHeights(g, { peaks: [{ x: W - 1, y: 0 }], deeps: [{ x: 0, y: H - 1 }] }, order, n, n);
  if (h === null) throw new InvalidArgumentError(`no island of ${W} x ${H} tiles holds ${n} pieces a side`);
  const used = new Set<number>();
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
  const board = new Board({ tiles: tilesOf(g, h), bridges, caves, pieces });
  const broken = validateInit(board);
  if (broken !== null) throw new Error(`generator bug: island breaks ${broken}`);
  return board;
}

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
 * How: the height field is the maximum of a few cones (slope 1 or 2, so
 * neighbours differ by at most 2), capped by a slope rising from the coast
 * so that the border is sea. A sea-level offset, found by bisection, brings
 * the sum near 0; single-tile steps at local maxima (or minima) then make it
 * exactly 0 without breaking the slope limit or the connection of the land.
 * An attempt whose land falls apart is thrown away and the next one drawn,
 * and a single cone in the middle, which cannot fall apart, ends the search.
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
 * the water moves afterwards.
 */
export function validateInit(board: Board): string | null {
  const broken = validate(board);
  if (broken !== null) return broken;
  if (board.w !== 0 || board.wl !== WATER_LOW || board.wu !== WATER_HIGH) return 'initialWater';
  for (let t = 0; t < board.tileCount; t++) {
    if (board.isWaterAt(t) !== board.heightOf(t) < 0) return 'landIsHeight';
  }
  if (!landConnected(board)) return 'landConnected';
  if (board.pieceCount('Fox') !== board.pieceCount('Dolphin')) return 'pieceCount';
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
  /** Steps to the nearest border tile. */
  readonly coast: Int32Array;
}

function makeGrid(W: number, H: number): Grid {
  const N = W * H;
  const nb = new Int32Array(N * 6);
  const coast = new Int32Array(N);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = y * W + x;
      coast[t] = Math.min(x, y, W - 1 - x, H - 1 - y);
      NEIGHBOUR_OFFSETS.forEach((d, k) => {
        const nx = x + d.x;
        const ny = y + d.y;
        nb[t * 6 + k] = nx >= 0 && ny >= 0 && nx < W && ny < H ? ny * W + nx : -1;
      });
    }
  }
  return { W, H, N, nb, coast };
}

interface Cone {
  readonly c: Coord;
  readonly peak: number;
  readonly slope: number;
}

/** The heights for given cones, or null when the land is not connected or too small. */
function shapeHeights(g: Grid, cones: readonly Cone[], order: Int32Array, minLand: number, minWater: number): Int8Array | null {
  const { W, N, coast, nb } = g;
  const F = new Int32Array(N);
  for (let t = 0; t < N; t++) {
    const p = { x: t % W, y: Math.floor(t / W) };
    let best = -1000;
    for (const cone of cones) best = Math.max(best, cone.peak - cone.slope * hexDistance(p, cone.c));
    F[t] = best;
  }
  // The coast slope keeps the border under water: two rings of sea on
  // islands of 12 tiles or more across, one on smaller ones.
  const shelf = Math.min(g.W, g.H) >= 12 ? 3 : 1;
  const heightAt = (t: number, k: number): number =>
    Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.min(F[t]! + k, 2 * coast[t]! - shelf)));
  const sumAt = (k: number): number => {
    let s = 0;
    for (let t = 0; t < N; t++) s += heightAt(t, k);
    return s;
  };
  // The sum grows with k: find the largest k whose sum is <= 0.
  let lo = -200;
  let hi = 200;
  if (sumAt(lo) > 0) return null;
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
  // becomes land next to land (the land stays one piece); the border stays water.
  while (sum < 0) {
    let progress = false;
    for (let i = 0; i < N && sum < 0; i++) {
      const t = order[i]!;
      const v = h[t]!;
      // Border tiles stay water.
      if (v >= MAX_HEIGHT || (coast[t] === 0 && v >= -1)) continue;
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

function randomCones(g: Grid, rng: Random): Cone[] {
  const count = Math.max(2, Math.round(g.N / 45));
  const inner = (c: Coord): boolean => Math.min(c.x, c.y, g.W - 1 - c.x, g.H - 1 - c.y) >= 2;
  const cones: Cone[] = [];
  const first = { x: Math.floor(g.W / 2) + rng.int(-2, 2), y: Math.floor(g.H / 2) + rng.int(-2, 2) };
  cones.push({ c: inner(first) ? first : { x: Math.floor(g.W / 2), y: Math.floor(g.H / 2) }, peak: rng.int(10, 30), slope: 2 });
  for (let tries = 0; cones.length < count && tries < count * 20; tries++) {
    // Each new cone stands on the slope of an earlier one, so the land tends to stay in one piece.
    const base = cones[rng.int(0, cones.length - 1)]!;
    const r = Math.max(2, Math.floor(base.peak / base.slope));
    const c = { x: base.c.x + rng.int(-r, r), y: base.c.y + rng.int(-r, r) };
    if (!inner(c) || hexDistance(c, base.c) > r) continue;
    cones.push({ c, peak: rng.int(0, 30), slope: 2 });
  }
  return cones;
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
  for (let attempt = 0; attempt < 30 && h === null; attempt++) {
    h = shapeHeights(g, randomCones(g, rng), order, n, n);
  }
  const centre = { x: Math.floor(W / 2), y: Math.floor(H / 2) };
  for (let peak = 50; h === null && peak > 0; peak -= 5) {
    h = shapeHeights(g, [{ c: centre, peak, slope: 2 }], order, n, n);
  }
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

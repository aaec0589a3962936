/**
 * The words of the game, from the Z specification (003, sections 2 and 3):
 * the two animals, a piece, a tile, and the constants the schemas fix.
 *
 * ```ts
 * import { ANIMALS, otherAnimal } from '@arcade/model-foxdolphin';
 * ANIMALS; // ['Fox', 'Dolphin']
 * otherAnimal('Fox'); // 'Dolphin'
 * ```
 */
import { deepFreeze, frozen } from './brand.js';
import { checkAnimal, checkCoord } from './checks.js';

/** `Animal == Fox | Dolphin`: a piece's kind, fixed for the whole game. */
export const ANIMALS = /* @__PURE__ */ Object.freeze(['Fox', 'Dolphin'] as const);
export type Animal = (typeof ANIMALS)[number];

/** A tile coordinate pair (x, y) in the document's hexagonal axial grid. */
export interface Coord {
  readonly x: number;
  readonly y: number;
}

/** Schema `Piece`: its animal and the tile (x, y) it stands on. */
export interface Piece extends Coord {
  readonly type: Animal;
}

/** Schema `Tile`: height h (-50..50), coordinates x, y >= 0, and whether it is under water. */
export interface Tile extends Coord {
  readonly h: number;
  readonly isWater: boolean;
}

/** A bridge or a cave: the two tiles it joins (schema Board's `caves` and `bridges`). */
export type Shortcut = readonly [Coord, Coord];

/** Schema Tile: -50 <= h <= 50. */
export const MIN_HEIGHT = -50;
export const MAX_HEIGHT = 50;
/** Schema Board: neighbouring tiles differ in height by at most 2. */
export const MAX_NEIGHBOUR_DIFFERENCE = 2;
/** Schema Board: wl and wu are -15 and 15, shifted by a running event's x. */
export const WATER_LOW = -15;
export const WATER_HIGH = 15;
/** Schema Board: nEvent = (x, y) with -20 <= x <= 20 and 0 <= y <= 5. */
export const EVENT_MIN = -20;
export const EVENT_MAX = 20;
/** NaturalEvent: a new event lasts five days. */
export const EVENT_DAYS = 5;
/** NaturalEvent (3.3.1 prose): a new event starts with probability 5%. */
export const EVENT_CHANCE = 0.05;
/** Tide: e uniform in -5..5 without 0. */
export const TIDE_MAX = 5;
/** InRange (3.4.1): a piece moves only with its own medium within 2 tiles. */
export const MEDIUM_RANGE = 2;
/** getNrMoves (3.5): ceil(#pieces / 4) moves a turn. */
export const PIECES_PER_MOVE = 4;
/** Ruling: a game is a draw after this many rounds unless the caller sets another limit. */
export const DEFAULT_ROUND_LIMIT = 500;
/** Ruling: a player that asks for this many refused moves in a row passes the rest of its turn. */
export const DEFAULT_MAX_TRIES = 20;

/**
 * The six neighbours of (x, y) (Neighbours, 3.2.1), in the document's order:
 * (x-1, y-1), (x-1, y), (x, y+1), (x+1, y+1), (x+1, y), (x, y-1).
 */
export const NEIGHBOUR_OFFSETS: readonly Coord[] = /* @__PURE__ */ deepFreeze([
  { x: -1, y: -1 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 0 },
  { x: 0, y: -1 },
]);

/** The animal the other player commands. */
export const otherAnimal = /* @__PURE__ */ frozen(function otherAnimal(a: Animal): Animal {
  checkAnimal('otherAnimal', a);
  return a === 'Fox' ? 'Dolphin' : 'Fox';
});

/** Whether a value is one of ANIMALS (for input from JavaScript callers). */
export const isAnimal = /* @__PURE__ */ frozen(function isAnimal(value: unknown): value is Animal {
  return value === 'Fox' || value === 'Dolphin';
});

/**
 * Hexagonal distance between two tiles of the document's grid. Its six
 * neighbour offsets are those of axial coordinates (q, r) = (x, -y), so the
 * distance is (|dx| + |dy| + |dx - dy|) / 2.
 */
export const hexDistance = /* @__PURE__ */ frozen(function hexDistance(a: Coord, b: Coord): number {
  checkCoord('hexDistance: a', a);
  checkCoord('hexDistance: b', b);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return (Math.abs(dx) + Math.abs(dy) + Math.abs(dx - dy)) / 2;
});

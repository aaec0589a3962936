/**
 * Saved games: the plain, versioned data `Board.toJSON` and
 * `Controller.toJSON` write, and the checks `Board.fromJSON` and
 * `Controller.fromJSON` read it with. Coordinates are written `"x,y"`, a
 * tile `"x,y:h"` (with `~` after a water tile: `"3,4:-2~"`), a shortcut
 * `"x,y-x,y"`. Tiles and each animal's pieces keep their order, which the
 * random draws depend on, so a restored game plays on exactly as the saved
 * one would have.
 *
 * ```ts
 * import { Controller } from '@arcade/model-foxdolphin';
 * const game = Controller.init(6, { seed: 42 });
 * game.playRound();
 * const again = Controller.fromJSON(JSON.parse(JSON.stringify(game)));
 * again.play() === game.play(); // true: the same rounds, the same random draws
 * ```
 */
import { savedArray, savedFields, savedInt, savedString } from '@arcade/core';
import { type Board, type BoardInit, MAX_TILES } from './board.js';
import { describe } from './checks.js';
import { InvalidArgumentError } from './errors.js';
import type { Animal, Coord, Piece, Shortcut, Tile } from './vocabulary.js';

/** A Board as saved data (see `Board.toJSON`). */
export interface BoardJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The water level, w. */
  readonly w: number;
  /** The lower water level, wl (shifted by a running event). */
  readonly wl: number;
  /** The upper water level, wu (shifted by a running event). */
  readonly wu: number;
  /** The natural event: [x, days left]; [0, 0] when none is running. */
  readonly event: readonly [number, number];
  /** The tiles in id order, each `"x,y:h"`, with `~` after a water tile (`"3,4:-2~"`). */
  readonly tiles: readonly string[];
  /** Bridges and caves, each `"x,y-x,y"`. */
  readonly bridges: readonly string[];
  /** The caves, each `"x,y-x,y"`. */
  readonly caves: readonly string[];
  /** Each animal's pieces as `"x,y"`, in the board's order. */
  readonly foxes: readonly string[];
  /** The dolphins as `"x,y"`, in the board's order. */
  readonly dolphins: readonly string[];
}

/** A player of a saved Controller: its strategy's name and its pieces as `"x,y"`, in order. */
export interface PlayerJSON {
  /** The strategy's name (a key of STRATEGIES for the built-in ones). */
  readonly strategy: string;
  /** The player's pieces as `"x,y"`, in its order. */
  readonly pieces: readonly string[];
}

/** A Controller as saved data (see `Controller.toJSON`). */
export interface ControllerJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The board: tiles, water, the event, the pieces. */
  readonly board: BoardJSON;
  /** The animal of player 1, who moves first in a round. */
  readonly first: Animal;
  /** Rounds played so far. */
  readonly round: number;
  /** Rounds before the game is a draw. */
  readonly roundLimit: number;
  /** Refused requests in a row after which a player passes the rest of its turn. */
  readonly maxTries: number;
  /** The state of the game's seeded generator (`SeededRandom.state`). */
  readonly rng: number;
  /** The fox player. */
  readonly fox: PlayerJSON;
  /** The dolphin player. */
  readonly dolphin: PlayerJSON;
  /**
   * The turn under way, or null between rounds (before the water step):
   * whose turn (1 for player 1, 2 for player 2), the moves left in it, and
   * the round's water report, so that a game saved in the middle of a
   * round played by hand goes on with the same player and moves left.
   */
  readonly turn: TurnJSON | null;
}

/** The turn under way in saved data (see `ControllerJSON.turn`). */
export interface TurnJSON {
  /** 1 in player 1's turn, 2 in player 2's. */
  readonly phase: 1 | 2;
  /** Moves left in the turn. */
  readonly left: number;
  /** The round's water step: the tide, the natural event's two numbers, the tiles flooded. */
  readonly water: { readonly tide: number; readonly nEvent: readonly [number, number]; readonly flooded: number };
}

/** The largest coordinate a saved tile may have (a board's lookup grid holds at most 2^24 cells). */
const MAX_COORD = 16_777_216; // 1 << 24, a literal, so that a bundle without it drops it (a product or shift stays)

/** Every refusal of malformed data: InvalidArgumentError BAD_DATA. */
export const badData = (message: string): InvalidArgumentError => new InvalidArgumentError(message, 'BAD_DATA');

const coordText = (c: Coord): string => `${c.x},${c.y}`;

/** `x,y` read back; `what` names it in the message. */
function readCoord(what: string, x: unknown): Coord {
  const text = savedString(what, x, 20, badData);
  const m = /^(\d{1,8}),(\d{1,8})$/.exec(text);
  if (m === null) throw badData(`${what} must be "x,y", got ${describe(x)}`);
  const c = { x: Number(m[1]), y: Number(m[2]) };
  if (c.x > MAX_COORD || c.y > MAX_COORD) throw badData(`${what} is too far out: ${describe(x)}`);
  return c;
}

function readTile(what: string, x: unknown): Tile {
  const text = savedString(what, x, 30, badData);
  const m = /^(\d{1,8},\d{1,8}):(-?\d{1,3})(~?)$/.exec(text);
  if (m === null) throw badData(`${what} must be "x,y:h" or "x,y:h~", got ${describe(x)}`);
  const c = readCoord(what, m[1]);
  return { x: c.x, y: c.y, h: Number(m[2]), isWater: m[3] === '~' };
}

function readShortcut(what: string, x: unknown): Shortcut {
  const text = savedString(what, x, 40, badData);
  const parts = text.split('-');
  if (parts.length !== 2) throw badData(`${what} must be "x,y-x,y", got ${describe(x)}`);
  return [readCoord(what, parts[0]), readCoord(what, parts[1])];
}

/** A list of at most MAX_TILES entries, each read by `read`. */
function readList<T>(what: string, x: unknown, read: (what: string, x: unknown) => T): T[] {
  return savedArray(what, x, MAX_TILES, badData).map((e, i) => read(`${what}[${i}]`, e));
}

/** The board's data as `Board.toJSON` writes it. */
export function boardToJSON(board: Board): BoardJSON {
  const shortcut = ([a, b]: Shortcut): string => `${coordText(a)}-${coordText(b)}`;
  return {
    v: 1,
    w: board.w,
    wl: board.wl,
    wu: board.wu,
    event: [board.nEvent[0], board.nEvent[1]],
    tiles: board.tiles().map((t) => `${t.x},${t.y}:${t.h}${t.isWater ? '~' : ''}`),
    bridges: board.bridges.map(shortcut),
    caves: board.caves.map(shortcut),
    foxes: board.piecesOf('Fox').map(coordText),
    dolphins: board.piecesOf('Dolphin').map(coordText),
  };
}

/**
 * The BoardInit of saved board data, its shape checked (InvalidArgumentError
 * BAD_DATA); `new Board` then checks schema Board's invariants.
 */
export function boardInitFromJSON(routine: string, data: unknown): BoardInit {
  const f = savedFields(
    routine,
    data,
    1,
    ['w', 'wl', 'wu', 'event', 'tiles', 'bridges', 'caves', 'foxes', 'dolphins'],
    badData,
  );
  const int = (key: string, x: unknown): number => savedInt(`${routine}: ${key}`, x, -1000, 1000, badData);
  const event = savedArray(`${routine}: event`, f.event, 2, badData);
  if (event.length !== 2) throw badData(`${routine}: event must be [x, days], got ${describe(f.event)}`);
  const pieces = (animal: Animal, key: 'foxes' | 'dolphins'): Piece[] =>
    readList(`${routine}: ${key}`, f[key], readCoord).map((c) => ({ type: animal, x: c.x, y: c.y }));
  return {
    w: int('w', f.w),
    wl: int('wl', f.wl),
    wu: int('wu', f.wu),
    nEvent: [int('event[0]', event[0]), int('event[1]', event[1])],
    tiles: readList(`${routine}: tiles`, f.tiles, readTile),
    bridges: readList(`${routine}: bridges`, f.bridges, readShortcut),
    caves: readList(`${routine}: caves`, f.caves, readShortcut),
    pieces: [...pieces('Fox', 'foxes'), ...pieces('Dolphin', 'dolphins')],
  };
}

/** A player's saved data: its strategy's name and its pieces in order. */
export function playerToJSON(strategy: string, pieces: readonly Piece[]): PlayerJSON {
  return { strategy, pieces: pieces.map(coordText) };
}

/** A saved player's strategy name and pieces, checked. */
export function playerFromJSON(routine: string, animal: Animal, data: unknown): { strategy: string; pieces: Piece[] } {
  const f = savedFields(routine, data, null, ['strategy', 'pieces'], badData);
  return {
    strategy: savedString(`${routine}: strategy`, f.strategy, 100, badData),
    pieces: readList(`${routine}: pieces`, f.pieces, readCoord).map((c) => ({ type: animal, x: c.x, y: c.y })),
  };
}

/** A saved turn (`ControllerJSON.turn`), checked: null, or a phase, the moves left and the round's water report. */
export function turnFromJSON(
  routine: string,
  data: unknown,
): { phase: 1 | 2; left: number; water: { tide: number; nEvent: readonly [number, number]; flooded: number } } | null {
  if (data === null) return null;
  const f = savedFields(routine, data, null, ['phase', 'left', 'water'], badData);
  const phase = savedInt(`${routine}: phase`, f.phase, 1, 2, badData) as 1 | 2;
  const left = savedInt(`${routine}: left`, f.left, 0, MAX_TILES, badData);
  const w = savedFields(`${routine}: water`, f.water, null, ['tide', 'nEvent', 'flooded'], badData);
  const tide = savedInt(`${routine}: water.tide`, w.tide, -MAX_TILES, MAX_TILES, badData);
  const n = savedArray(`${routine}: water.nEvent`, w.nEvent, 2, badData);
  if (n.length !== 2) throw badData(`${routine}: water.nEvent must hold two numbers`);
  const nEvent: readonly [number, number] = [
    savedInt(`${routine}: water.nEvent[0]`, n[0], -MAX_TILES, MAX_TILES, badData),
    savedInt(`${routine}: water.nEvent[1]`, n[1], -MAX_TILES, MAX_TILES, badData),
  ];
  const flooded = savedInt(`${routine}: water.flooded`, w.flooded, 0, MAX_TILES, badData);
  return { phase, left, water: { tide, nEvent, flooded } };
}

/**
 * Schema Player (2): a set of pieces of one animal, with MoveRequest, DoMove
 * and DoKill, and the strategies a Controller asks for moves: the document's
 * random player and a greedy one that hunts the other kind.
 *
 * ```ts
 * import { Player, greedyPlayer } from '@arcade/model-foxdolphin';
 * const p = new Player('Fox', [{ type: 'Fox', x: 2, y: 3 }], greedyPlayer());
 * p.doMove({ type: 'Fox', x: 2, y: 3 }, 3, 3);
 * p.pieces; // [{ type: 'Fox', x: 3, y: 3 }]
 * ```
 */
import { frozen, isRevoked, sealClass } from './brand.js';
import { type Board, checkBoard, MAX_TILES } from './board.js';
import { checkAnimal, checkRandom, describe } from './checks.js';
import { InvalidArgumentError, NoSuchPieceError, OwnedByControllerError } from './errors.js';
import type { Random } from './random.js';
import { type Animal, isAnimal, NEIGHBOUR_OFFSETS, otherAnimal, type Piece } from './vocabulary.js';

/** MoveRequest's output: a piece of the player's and the target (x, y). */
export interface MoveRequest {
  readonly piece: Piece;
  readonly x: number;
  readonly y: number;
}

/**
 * How a player chooses moves. `moveRequest` may return a move the board
 * refuses (the document's players do); null passes the rest of the turn.
 */
export interface Strategy {
  readonly name: string;
  moveRequest(board: Board, animal: Animal, rng: Random): MoveRequest | null;
}

const keyOf = (x: number, y: number): number => y * 1048576 + x;

/** The Controller owning each player (a token), and the players it is changing right now. */
const owners = new WeakMap<Player, object>();
const unlocked = new WeakSet<Player>();

/** Internal: makes `token` (a Controller's) the player's owner; only `asPlayerOwner` may then change it. */
export function adoptPlayer(player: Player, token: object): void {
  const owner = owners.get(player);
  if (owner !== undefined && owner !== token)
    throw new OwnedByControllerError('this player belongs to another Controller');
  owners.set(player, token);
}

/** Internal: runs `f` with the player open to changes, for its owner only. */
export function asPlayerOwner<T>(player: Player, token: object, f: () => T): T {
  if (owners.get(player) !== token) throw new OwnedByControllerError('not the owner of this player');
  if (unlocked.has(player)) return f();
  unlocked.add(player);
  try {
    return f();
  } finally {
    unlocked.delete(player);
  }
}

/** Throws InvalidArgumentError WRONG_TYPE unless `s` is a Strategy (an object with a moveRequest function). */
export function checkStrategy(name: string, s: unknown): Strategy {
  if (typeof s !== 'object' || s === null || isRevoked(s) || typeof (s as Strategy).moveRequest !== 'function') {
    throw new InvalidArgumentError(
      `${name} must be a Strategy { name, moveRequest() }, got ${describe(s)}`,
      'WRONG_TYPE',
    );
  }
  return s as Strategy;
}

/** Throws InvalidArgumentError unless `p` is a piece { type, x, y } with integer x, y. */
function checkPiece(routine: string, p: unknown): Piece {
  if (
    typeof p !== 'object' ||
    p === null ||
    isRevoked(p) ||
    !isAnimal((p as Piece).type) ||
    !Number.isInteger((p as Piece).x) ||
    !Number.isInteger((p as Piece).y)
  ) {
    throw new InvalidArgumentError(`${routine}: expected a piece { type, x, y }, got ${describe(p)}`, 'WRONG_TYPE');
  }
  return p as Piece;
}

/** Schema Player: pieces all of one animal, moved by a strategy. */
export class Player {
  readonly #set = new Map<number, Piece>();
  declare readonly animal: Animal;
  declare readonly strategy: Strategy;

  constructor(animal: Animal, pieces: Iterable<Piece>, strategy: Strategy) {
    checkAnimal('new Player', animal);
    checkStrategy('new Player: strategy', strategy);
    if (
      typeof pieces !== 'object' ||
      pieces === null ||
      isRevoked(pieces) ||
      typeof (pieces as Iterable<Piece>)[Symbol.iterator] !== 'function'
    ) {
      throw new InvalidArgumentError(`new Player: pieces must be iterable, got ${describe(pieces)}`, 'WRONG_TYPE');
    }
    for (const p of pieces) {
      checkPiece('new Player', p);
      // Schema Player: all pieces of one type.
      if (p.type !== animal) throw new InvalidArgumentError(`a ${animal} player cannot hold a ${p.type}`);
      const k = keyOf(p.x, p.y);
      if (this.#set.has(k)) throw new InvalidArgumentError(`two pieces at (${p.x}, ${p.y})`);
      // A bound on an iterable that might never end.
      if (this.#set.size >= MAX_TILES) {
        throw new InvalidArgumentError(`new Player: at most ${MAX_TILES} pieces`, 'TOO_LARGE');
      }
      this.#set.set(k, { type: animal, x: p.x, y: p.y });
    }
    // Not writable: a Controller's check `player === p1` relies on them.
    Object.defineProperty(this, 'animal', { value: animal, enumerable: true });
    Object.defineProperty(this, 'strategy', { value: strategy, enumerable: true });
  }

  /** Pieces: the player's pieces. */
  get pieces(): Piece[] {
    return [...this.#set.values()];
  }

  get pieceCount(): number {
    return this.#set.size;
  }

  has(p: Piece): boolean {
    if (typeof p !== 'object' || p === null || isRevoked(p)) return false;
    return p.type === this.animal && this.#set.has(keyOf(p.x, p.y));
  }

  /** MoveRequest: asks the strategy for a piece and a target; null to pass. */
  moveRequest(board: Board, rng: Random): MoveRequest | null {
    checkBoard('moveRequest', board);
    checkRandom('moveRequest', rng);
    return this.strategy.moveRequest(board, this.animal, rng);
  }

  /** DoMove: Pieces' = Pieces u {(p.type, x, y)} \ {p}. Throws, changing nothing, when p is not the player's or (x, y) holds one. */
  doMove(p: Piece, x: number, y: number): void {
    assertMutable(this, 'doMove');
    checkPiece('doMove', p);
    if (!this.has(p)) throw new NoSuchPieceError(`the ${this.animal} player has no piece at (${p.x}, ${p.y})`);
    if (!Number.isInteger(x) || !Number.isInteger(y))
      throw new InvalidArgumentError(
        `target (${describe(x)}, ${describe(y)}) is not a pair of integers`,
        typeof x === 'number' && typeof y === 'number' ? 'NOT_AN_INTEGER' : 'WRONG_TYPE',
      );
    const k = keyOf(x, y);
    if (this.#set.has(k))
      throw new InvalidArgumentError(`the ${this.animal} player already has a piece at (${x}, ${y})`);
    this.#set.delete(keyOf(p.x, p.y));
    this.#set.set(k, { type: this.animal, x, y });
  }

  /** DoKill(x, y): the player's piece at (x, y) is removed. Throws, changing nothing, when there is none. */
  doKill(x: number, y: number): void {
    assertMutable(this, 'doKill');
    if (!Number.isInteger(x) || !Number.isInteger(y)) {
      throw new InvalidArgumentError(
        `doKill: (${describe(x)}, ${describe(y)}) is not a pair of integers`,
        typeof x === 'number' && typeof y === 'number' ? 'NOT_AN_INTEGER' : 'WRONG_TYPE',
      );
    }
    if (!this.#set.delete(keyOf(x, y)))
      throw new NoSuchPieceError(`the ${this.animal} player has no piece at (${x}, ${y})`);
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'Player');
}

function assertMutable(player: Player, routine: string): void {
  if (owners.has(player) && !unlocked.has(player)) {
    throw new OwnedByControllerError(`${routine}: this player belongs to a Controller; play through the Controller`);
  }
}

/** A strategy's arguments, checked: a Board, an animal and a Random. */
function checkRequest(board: unknown, animal: unknown, rng: unknown): void {
  checkBoard('moveRequest', board);
  checkAnimal('moveRequest', animal);
  checkRandom('moveRequest', rng);
}

function request(board: Board, animal: Animal, from: number, x: number, y: number): MoveRequest {
  return { piece: { type: animal, x: board.xOf(from), y: board.yOf(from) }, x, y };
}

/**
 * The document's player (section 5): a random piece to a random
 * neighbouring tile, and one time in ten further (the far end of a shortcut
 * when one starts there, else a tile two steps away), so it asks for refused
 * moves too.
 */
export const randomPlayer = /* @__PURE__ */ frozen(function randomPlayer(): Strategy {
  return {
    name: 'random',
    moveRequest(board, animal, rng) {
      checkRequest(board, animal, rng);
      const count = board.pieceCount(animal);
      if (count === 0) return null;
      const from = board.pieceTileId(animal, rng.int(0, count - 1));
      const x = board.xOf(from);
      const y = board.yOf(from);
      const d = NEIGHBOUR_OFFSETS[rng.int(0, 5)]!;
      if (rng.next() < 0.9) return request(board, animal, from, x + d.x, y + d.y);
      const ends = board.shortcutEndsOf(animal, from);
      if (ends.length > 0) {
        const to = ends[rng.int(0, ends.length - 1)]!;
        return request(board, animal, from, board.xOf(to), board.yOf(to));
      }
      const e = NEIGHBOUR_OFFSETS[rng.int(0, 5)]!;
      return request(board, animal, from, x + d.x + e.x, y + d.y + e.y);
    },
  };
});

/** Score of a move that kills: above any approach. */
const KILL = 1000;
/** Score of each step closer to the nearest enemy. */
const CLOSER = 10;
/** Score of a move that leaves the piece stranded (no medium within 2 tiles). */
const STRANDED = -25;
/** Score of a move onto a tile an enemy can reach on its next move (unless it kills): below any approach. */
const EXPOSED = -500;
/** Score of moving a piece an enemy can reach to a tile none can: below a kill, above any approach. */
const ESCAPE = 200;

/**
 * A player that hunts: it kills when it can; otherwise it weighs the reply:
 * it moves a piece an enemy could eat to a tile no enemy can reach, else it
 * makes the legal move that brings a piece nearest to the other kind (steps
 * over the tile graph) without stepping onto a tile an enemy can reach on
 * its next move, avoiding tiles where the piece could no longer move. Ties
 * are broken at random. It never asks for a refused move, and passes only
 * with no legal move.
 */
export const greedyPlayer = /* @__PURE__ */ frozen(function greedyPlayer(): Strategy {
  let cachedBoard: Board | null = null;
  let cachedVersion = -1;
  let dist = new Int32Array(0);
  let queue = new Int32Array(0);

  // Steps from every tile to the nearest enemy; refreshed only when the
  // enemies moved or died, which within one turn happens only by kills.
  function distances(board: Board, enemy: Animal): Int32Array {
    const version = board.pieceVersion(enemy);
    if (cachedBoard === board && cachedVersion === version) return dist;
    const n = board.tileCount;
    if (dist.length !== n) {
      dist = new Int32Array(n);
      queue = new Int32Array(n);
    }
    dist.fill(-1);
    let tail = 0;
    for (let i = 0; i < board.pieceCount(enemy); i++) {
      const t = board.pieceTileId(enemy, i);
      dist[t] = 0;
      queue[tail++] = t;
    }
    for (let head = 0; head < tail; head++) {
      const t = queue[head]!;
      const d = dist[t]! + 1;
      for (let k = 0; k < 6; k++) {
        const u = board.neighbourOf(t, k);
        if (u >= 0 && dist[u] === -1) {
          dist[u] = d;
          queue[tail++] = u;
        }
      }
    }
    cachedBoard = board;
    cachedVersion = version;
    return dist;
  }

  let threatBoard: Board | null = null;
  let threatWater = -1;
  let threatEnemy = -1;
  let threat = new Uint8Array(0);
  // The enemy's shortcut ends a tile, per board (shortcuts never change):
  // -1 for none, else an index into shortcutEnds.
  let shortcutBoard: Board | null = null;
  let shortcutAnimal: Animal | null = null;
  let shortcutFirst = new Int32Array(0);
  let shortcutEnds: number[][] = [];

  let reach = new Int32Array(0);
  let reachQueue = new Int32Array(0);

  // The tiles the enemy can reach in its next turn: getNrMoves moves, all
  // of them by one piece if it likes, each a step from a tile where it is
  // mobile or across an open bridge (cave). Refreshed when the water or the
  // enemies change. (Its own pieces in the way are ignored: a little more
  // caution than needed.)
  function reachable(board: Board, enemy: Animal): Uint8Array {
    if (threatBoard === board && threatWater === board.waterVersion && threatEnemy === board.pieceVersion(enemy))
      return threat;
    const n = board.tileCount;
    if (shortcutBoard !== board || shortcutAnimal !== enemy) {
      shortcutFirst = new Int32Array(n).fill(-1);
      shortcutEnds = [];
      for (let t = 0; t < n; t++) {
        const ends = board.shortcutEndsOf(enemy, t);
        if (ends.length > 0) {
          shortcutFirst[t] = shortcutEnds.length;
          shortcutEnds.push(ends);
        }
      }
      shortcutBoard = board;
      shortcutAnimal = enemy;
    }
    if (threat.length !== n) {
      threat = new Uint8Array(n);
      reach = new Int32Array(n);
      reachQueue = new Int32Array(n);
    } else threat.fill(0);
    reach.fill(-1);
    const steps = board.getNrMoves(enemy);
    const wet = enemy === 'Dolphin';
    let tail = 0;
    for (let i = 0; i < board.pieceCount(enemy); i++) {
      const t = board.pieceTileId(enemy, i);
      reach[t] = 0;
      reachQueue[tail++] = t;
    }
    const visit = (u: number, d: number): void => {
      if (reach[u] !== -1) return;
      reach[u] = d;
      threat[u] = 1;
      reachQueue[tail++] = u;
    };
    for (let head = 0; head < tail; head++) {
      const t = reachQueue[head]!;
      const d = reach[t]! + 1;
      if (d > steps) continue;
      if (board.mobileAt(enemy, t)) {
        for (let k = 0; k < 6; k++) {
          const u = board.neighbourOf(t, k);
          if (u >= 0) visit(u, d);
        }
      }
      const sc = shortcutFirst[t]!;
      if (sc >= 0 && board.isWaterAt(t) === wet)
        for (const u of shortcutEnds[sc]!) if (board.isWaterAt(u) === wet) visit(u, d);
    }
    threatBoard = board;
    threatWater = board.waterVersion;
    threatEnemy = board.pieceVersion(enemy);
    return threat;
  }

  return {
    name: 'greedy',
    moveRequest(board, animal, rng) {
      checkRequest(board, animal, rng);
      const enemy = otherAnimal(animal);
      const field = distances(board, enemy);
      const exposed = reachable(board, enemy);
      let best = -Infinity;
      let ties = 0;
      let bestFrom = -1;
      let bestTo = -1;
      board.forEachTarget(animal, (from, to) => {
        let score: number;
        if (board.occupantOf(to) === enemy) score = KILL;
        else {
          const before = field[from]!;
          const after = field[to]!;
          score = before < 0 || after < 0 ? 0 : (before - after) * CLOSER;
          if (!board.mobileAt(animal, to)) score += STRANDED;
          if (exposed[to] === 1) score += EXPOSED;
          else if (exposed[from] === 1) score += ESCAPE;
        }
        if (score > best) {
          best = score;
          ties = 1;
          bestFrom = from;
          bestTo = to;
        } else if (score === best && rng.int(1, ++ties) === 1) {
          bestFrom = from;
          bestTo = to;
        }
        return false;
      });
      if (bestFrom < 0) return null;
      return request(board, animal, bestFrom, board.xOf(bestTo), board.yOf(bestTo));
    },
  };
});

/** The strategies by name, for command lines. */
export const STRATEGIES = /* @__PURE__ */ Object.freeze({ random: randomPlayer, greedy: greedyPlayer } as const);
export type StrategyName = keyof typeof STRATEGIES;

/**
 * Tic-tac-toe solved by perfect play: plain minimax over the game tree,
 * memoised by position. Only 5,478 positions are reachable, so the whole
 * table fills in a few milliseconds and every later call is a lookup.
 *
 * ```ts
 * import { Game, value, bestMoves } from '@arcade/model-tictactoe';
 * value(Game.make()); // 0: perfect play draws
 * const g = Game.make().putCross(1, 1).putCircle(2, 1).putCross(1, 2).putCircle(2, 2);
 * value(g); // 1: cross wins
 * bestMoves(g); // [{ i: 1, j: 3 }]: the only winning put
 * ```
 */
import { isSeededRandom, SEED_MAX, SEED_MIN, SeededRandom } from '@arcade/core';
import { describe, frozen, isRevoked } from './brand.js';
import { TicTacToeError } from './errors.js';
import { checkGame, type Game } from './game.js';
import { Circle, Cross, type Move } from './vocabulary.js';

/** The outcome of a game with best play: +1 cross wins, 0 draw, -1 circle wins. */
export type GameValue = -1 | 0 | 1;

/** A source of numbers in [0, 1), such as `mulberry32(seed)` or `Math.random` (chooseBestMove also takes a SeededRandom). */
export type RandomSource = () => number;

/**
 * Values by position key. A module-level cache is sound because a position's
 * value never changes, and it is bounded by the 5,478 reachable positions.
 */
const memo = /* @__PURE__ */ new Map<number, GameValue>();

/** The children of a game that is not over, each with the put that makes it. */
function children(game: Game): { move: Move; next: Game }[] {
  return game.legalMoves().map((move) => ({ move, next: game.put(move.i, move.j) }));
}

/** Cross picks the largest value, circle the smallest. */
function best(game: Game, values: readonly GameValue[]): GameValue {
  return (game.nextTurn === Cross ? Math.max(...values) : Math.min(...values)) as GameValue;
}

/**
 * The value of `game` with perfect play by both sides from here: +1 when
 * cross wins, -1 when circle wins, 0 for a draw. For a finished game it is
 * the result.
 */
export const value = /* @__PURE__ */ frozen(function value(game: Game): GameValue {
  checkGame('value', game);
  return solve(game);
});

/** value() without the argument check, for the recursion. */
function solve(game: Game): GameValue {
  const cached = memo.get(game.key);
  if (cached !== undefined) return cached;
  let result: GameValue;
  if (game.isOver()) {
    const winner = game.winner();
    result = winner === Cross ? 1 : winner === Circle ? -1 : 0;
  } else {
    result = best(
      game,
      children(game).map((c) => solve(c.next)),
    );
  }
  memo.set(game.key, result);
  return result;
}

/**
 * The puts that keep `value(game)` for the player to move, row by row:
 * every move a perfect player may choose. Empty once the game is over.
 */
export const bestMoves = /* @__PURE__ */ frozen(function bestMoves(game: Game): readonly Move[] {
  checkGame('bestMoves', game);
  if (game.isOver()) return [];
  const scored = children(game).map((c) => ({ move: c.move, v: solve(c.next) }));
  const target = best(
    game,
    scored.map((s) => s.v),
  );
  return scored.filter((s) => s.v === target).map((s) => s.move);
});

/**
 * One of `bestMoves(game)`, chosen with `random` so that a seeded source
 * replays the same game. Returns null once the game is over.
 */
export const chooseBestMove = /* @__PURE__ */ frozen(function chooseBestMove(
  game: Game,
  random: RandomSource | SeededRandom,
): Move | null {
  checkGame('chooseBestMove', game);
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  const seeded = isSeededRandom(random);
  if (!seeded && (typeof random !== 'function' || isRevoked(random))) {
    throw new TicTacToeError(
      'WRONG_TYPE',
      `chooseBestMove: random must be a function returning numbers in [0, 1) or a SeededRandom, got ${describe(random)}`,
    );
  }
  const moves = bestMoves(game);
  if (moves.length === 0) return null;
  const r = seeded ? random.next() : (random as RandomSource)();
  if (typeof r !== 'number' || !(r >= 0 && r < 1)) {
    throw new TicTacToeError(
      'BAD_RANDOM',
      `chooseBestMove: random() must return a number in [0, 1), got ${describe(r)}`,
    );
  }
  return moves[Math.floor(r * moves.length)] ?? null;
});

// The seeds `mulberry32` takes are core's (a 32-bit integer, signed or
// unsigned): one definition, and literals there that a bundler drops unused.
export { SEED_MAX, SEED_MIN };

/**
 * A small seeded generator (mulberry32) of numbers in [0, 1): the same seed
 * gives the same sequence, so a computer player's game can be replayed. The
 * seed is an integer in SEED_MIN..SEED_MAX (a negative seed s is the
 * generator of s + 2^32); anything else throws, since `>>> 0` would silently
 * turn 1.5 or 2^32 into another seed.
 *
 * A thin wrapper, kept for its callers: the function draws from
 * `seededRandom(seed)` of @arcade/core, the one seeded generator of every
 * package (the same numbers as before). Pass a `SeededRandom` itself where
 * the source must be copied or saved.
 */
export const mulberry32 = /* @__PURE__ */ frozen(function mulberry32(seed: number): RandomSource {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < SEED_MIN || seed > SEED_MAX) {
    throw new TicTacToeError(
      typeof seed !== 'number' ? 'WRONG_TYPE' : !Number.isInteger(seed) ? 'NOT_AN_INTEGER' : 'OUT_OF_RANGE',
      `mulberry32: seed must be an integer in ${SEED_MIN}..${SEED_MAX}, got ${describe(seed)}`,
    );
  }
  const gen = new SeededRandom(seed);
  const random: RandomSource = () => gen.next();
  generators.set(random, gen);
  return random;
});

/** The generator behind each function mulberry32 made, so a session given it can save it. */
const generators = /* @__PURE__ */ new WeakMap<RandomSource, SeededRandom>();

/**
 * Internal: the seeded generator behind `random`: itself if it is a
 * SeededRandom, the one behind a function mulberry32 made, else null (a
 * caller's own function, which cannot be saved).
 */
export function seededSource(random: unknown): SeededRandom | null {
  if (isSeededRandom(random)) return random;
  return typeof random === 'function' ? (generators.get(random as RandomSource) ?? null) : null;
}

/**
 * The levels of mode L (beside the MIS's T and M games): each level is a
 * move limit, goals per colour and a seed, so it deals the same board and
 * the same falling dots every time. LevelGame holds a level being played:
 * the board, the moves used, the dots collected, the goals met; it does no
 * I/O, so the console game (the app's LevelStrategy), the web view and the
 * simulation test play the same rules.
 *
 * ```ts
 * import { bestMove } from '@arcade/model-twodots';
 * import { LEVELS, LevelGame } from '@arcade/model-twodots/session';
 * const game = new LevelGame(LEVELS[0]!); // level 1, on its own seeded board
 * while (game.status() === 'playing') game.play(bestMove(game.board)!.path);
 * game.status(); // 'won'
 * game.movesUsed(); // the moves the bestMove player needed (see the README's table)
 * ```
 */
import { savedArray, savedFields, savedInt, savedString } from '@arcade/core';
import { type BestMove, bestMove } from './best.js';
import { COLOR_NAMES, COLORS, type Color, isColor, mulberry32, type Rng } from './color.js';
import { IllegalArgumentException, TwoDotsError } from './errors.js';
import { checkPlay, type MoveResult, type PlayProblem } from './loop.js';
import { PointT } from './point.js';
import { TwoDotsBoard } from './twodots.js';
import { frozen, sealClass } from './brand.js';

/** The board size of every level: the MIS's 6 x 6. */
export const LEVEL_SIZE = 6;

/** One level: goals per colour to collect within a move limit, on a board dealt from `seed`. */
export interface Level {
  /** 1-based, as the player sees it. */
  readonly number: number;
  /** The seed of the level's board and of the dots that fall into it. */
  readonly seed: number;
  /** The move limit. */
  readonly moves: number;
  /** How many dots of each colour to collect (colours not listed are not goals). */
  readonly goals: Readonly<Partial<Record<Color, number>>>;
}

const level = (number: number, seed: number, moves: number, goals: Partial<Record<Color, number>>): Level =>
  Object.freeze({ number, seed, moves, goals: Object.freeze({ ...goals }) });

/**
 * The built-in levels, easiest first. Goals grow (one colour, then two,
 * three, four, all five) while the spare moves shrink. Each limit is the
 * moves the greedy bestMove player needs on the level's seed plus a margin
 * of 6 at level 1 down to 2 at levels 10 to 12 (the table in the README;
 * checked by test/levels.test.ts, printed by `node bench/levels.mjs`). Each
 * seed is the first of seeds 1 to 300, not taken by an earlier level, on
 * which the greedy player needs the median count for those goals: a typical
 * deal, neither lucky nor cruel.
 */
export const LEVELS: readonly Level[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ level(1, 2, 14, { R: 6 }),
  /* @__PURE__ */ level(2, 21, 20, { B: 10 }),
  /* @__PURE__ */ level(3, 13, 20, { R: 8, Y: 8 }),
  /* @__PURE__ */ level(4, 1, 23, { G: 10, P: 10 }),
  /* @__PURE__ */ level(5, 8, 24, { R: 10, B: 10, Y: 10 }),
  /* @__PURE__ */ level(6, 28, 30, { G: 15, Y: 15 }),
  /* @__PURE__ */ level(7, 10, 28, { R: 12, G: 12, B: 12, P: 12 }),
  /* @__PURE__ */ level(8, 30, 33, { P: 20 }),
  /* @__PURE__ */ level(9, 83, 33, { R: 15, B: 15, P: 15, Y: 15 }),
  /* @__PURE__ */ level(10, 18, 40, { R: 20, G: 20, B: 20 }),
  /* @__PURE__ */ level(11, 23, 36, { R: 16, G: 16, B: 16, P: 16, Y: 16 }),
  /* @__PURE__ */ level(12, 11, 43, { R: 20, G: 20, B: 20, P: 20, Y: 20 }),
]);

/** The level numbered `n` (1-based), or undefined. */
export const findLevel = /* @__PURE__ */ frozen(function findLevel(n: number): Level | undefined {
  return Number.isSafeInteger(n) ? LEVELS[n - 1] : undefined;
});

/** The level's first board, dealt from its seed; the same rng then drops the new dots. */
export const levelBoard = /* @__PURE__ */ frozen(function levelBoard(lv: Level): TwoDotsBoard {
  return new TwoDotsBoard(LEVEL_SIZE, LEVEL_SIZE, mulberry32(lv.seed));
});

/** The goal colours of a level, in the MIS's colour order. */
export const goalColors = /* @__PURE__ */ frozen(function goalColors(lv: Level): Color[] {
  return COLORS.filter((c) => (lv.goals[c] ?? 0) > 0);
});

/** `12 red and 12 blue`: the goals in words. */
export const describeGoals = /* @__PURE__ */ frozen(function describeGoals(lv: Level): string {
  const parts = goalColors(lv).map((c) => `${lv.goals[c]} ${COLOR_NAMES[c]}`);
  return parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
});

/** How a level stands. */
export type LevelStatus = 'playing' | 'won' | 'lost';

/** One goal's progress: `got` counts up to `goal` and stops there. */
export interface GoalProgress {
  /** The colour the goal counts. */
  readonly color: Color;
  /** Dots of that colour removed so far, at most `goal`. */
  readonly got: number;
  /** Dots of that colour the level asks for. */
  readonly goal: number;
}

/** What LevelGame.play did. */
export interface LevelMove {
  /** What the move removed (a loop: every dot of its colour). */
  readonly result: MoveResult;
  /** True when the board was left without a move and its dots were shuffled. */
  readonly shuffled: boolean;
  /** The level's status after the move. */
  readonly status: LevelStatus;
  /** The goal colours this move completed (worth a word to the player), in colour order. */
  readonly met: readonly Color[];
}

/** The most dots one goal may ask for. */
export const MAX_GOAL = 10_000;

/** Saved data a level game cannot read: IllegalArgumentException BAD_DATA. */
const badData = (message: string): IllegalArgumentException => new IllegalArgumentException(message, 'BAD_DATA');

/** A seed for the shuffles, apart from the board's stream so a shuffle never changes what falls next. */
const SHUFFLE_SALT = 0x5eed;
/** Shuffles tried before the last resort (a 6 x 6 board of 5 colours almost never needs a second). */
const MAX_SHUFFLES = 100;

/**
 * A level being played. The board is the level's own (or the one given,
 * for tests); moves are applied with the model's applyMove, so a square
 * clears its colour. When a move leaves no two neighbouring dots of one
 * colour, the dots are shuffled (from their own seeded stream) until a move
 * exists, as in the real game: a level never gets stuck.
 */
export class LevelGame {
  /** The level being played. */
  readonly level: Level;
  /** The board, changed by each move. */
  readonly board: TwoDotsBoard;
  readonly #collected: Record<Color, number> = { R: 0, G: 0, B: 0, P: 0, Y: 0 };
  readonly #shuffleRng: Rng;
  #used = 0;
  #shuffles = 0;
  /** The paths played, as `row,col` points (0-based) joined by spaces: what toJSON saves. */
  readonly #paths: string[] = [];

  constructor(lv: Level, board: TwoDotsBoard = levelBoard(lv)) {
    if (typeof lv !== 'object' || lv === null || !Number.isSafeInteger(lv.moves) || lv.moves < 1) {
      throw new IllegalArgumentException('LevelGame: level must be a Level with a move limit of at least 1');
    }
    const goals: Record<string, unknown> = typeof lv.goals === 'object' && lv.goals !== null ? lv.goals : {};
    for (const [color, n] of Object.entries(goals)) {
      if (!isColor(color) || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > MAX_GOAL) {
        throw new IllegalArgumentException(
          `LevelGame: a goal is a colour (R G B P Y) and a whole number of dots from 0 to ${MAX_GOAL}`,
        );
      }
    }
    if (goalColors(lv).length === 0) throw new IllegalArgumentException('LevelGame: a level needs at least one goal');
    this.level = lv;
    this.board = board;
    this.#shuffleRng = mulberry32(lv.seed + SHUFFLE_SALT);
    if (bestMove(board) === null) this.#shuffle();
  }

  /** Moves played so far. */
  movesUsed(): number {
    return this.#used;
  }

  /** Moves left before the limit. */
  movesLeft(): number {
    return this.level.moves - this.#used;
  }

  /** How many times the board was shuffled for want of a move. */
  shuffles(): number {
    return this.#shuffles;
  }

  /** Dots of `color` collected so far (all of them, past the goal too). */
  collected(color: Color): number {
    return this.#collected[color];
  }

  /** Each goal's progress, in colour order. */
  progress(): GoalProgress[] {
    return goalColors(this.level).map((color) => {
      const goal = this.level.goals[color] ?? 0;
      return { color, goal, got: Math.min(goal, this.#collected[color]) };
    });
  }

  /** Won once every goal is met, lost when the moves ran out first, else playing. */
  status(): LevelStatus {
    if (this.progress().every((g) => g.got >= g.goal)) return 'won';
    return this.movesLeft() <= 0 ? 'lost' : 'playing';
  }

  /** Why `path` cannot be played (a path as the MIS checks it, or a loop), or null. */
  check(path: readonly PointT[]): PlayProblem | null {
    return checkPlay(this.board, path as PointT[]);
  }

  /** The move that removes the most dots now (the hint), or null when none exists. */
  hint(): BestMove | null {
    return bestMove(this.board);
  }

  /**
   * Plays `path` (a path or a loop): applies it, counts the dots it removed
   * and one move, and shuffles the board if no move is left. Throws
   * IllegalArgumentException, changing nothing, when the level is over or
   * the path is refused (check(path) says why).
   */
  play(path: readonly PointT[]): LevelMove {
    if (this.status() !== 'playing') {
      throw new IllegalArgumentException(`LevelGame.play: level ${this.level.number} is over (${this.status()})`);
    }
    const before = this.progress();
    const result = this.board.applyMove(path as PointT[]);
    this.#used += 1;
    this.#paths.push(path.map((p) => `${p.row()},${p.col()}`).join(' '));
    for (const c of COLORS) this.#collected[c] += result.removed[c];
    const shuffled = this.status() === 'playing' && bestMove(this.board) === null;
    if (shuffled) this.#shuffle();
    const met = this.progress()
      .filter((g, i) => g.got >= g.goal && (before[i]?.got ?? 0) < g.goal)
      .map((g) => g.color);
    return Object.freeze({ result, shuffled, status: this.status(), met: Object.freeze(met) });
  }

  /**
   * A built-in level being played, as plain versioned data: its number and
   * the paths played (points `row,col`, 0-based, joined by spaces). The
   * level deals from its own seed, so the paths replay it exactly.
   */
  toJSON(): LevelGameData {
    return { v: 1, level: this.level.number, paths: [...this.#paths] };
  }

  /**
   * The level game `toJSON` saved, played again on the level's own board.
   * Anything malformed (read with core's `savedFields`, `savedArray`,
   * `savedInt`, `savedString`: not an object, another `v`, a missing or
   * unknown field, not a built-in level, more paths than the level's
   * moves, a point that is not `row,col`) or a path the level refuses
   * throws IllegalArgumentException `BAD_DATA`.
   */
  static fromJSON(data: unknown): LevelGame {
    const routine = 'LevelGame.fromJSON';
    const f = savedFields(routine, data, 1, ['level', 'paths'], badData);
    const lv = findLevel(savedInt(`${routine}: level`, f.level, 1, LEVELS.length, badData));
    if (lv === undefined) throw badData(`${routine}: no built-in level ${String(f.level)}`);
    const paths = savedArray(`${routine}: paths`, f.paths, lv.moves, badData).map((p, n) => {
      const what = `${routine}: paths[${n}]`;
      const text = savedString(what, p, 6 * LEVEL_SIZE * LEVEL_SIZE, badData);
      if (!/^\d{1,2},\d{1,2}( \d{1,2},\d{1,2})*$/.test(text)) {
        throw badData(`${what} must be row,col points joined by spaces, got ${JSON.stringify(text)}`);
      }
      return text;
    });
    const game = new LevelGame(lv);
    for (const text of paths) {
      try {
        const points = text.split(' ').map((p) => {
          const [r, c] = p.split(',').map(Number);
          return new PointT(r!, c!);
        });
        if (game.check(points) !== null) throw badData(`${routine}: the path ${text} cannot be played`);
        game.play(points);
      } catch (e) {
        // The model's refusal of a point or a path is bad data here.
        if (e instanceof TwoDotsError && e.code !== 'BAD_DATA') throw badData(`${routine}: ${e.message}`);
        throw e;
      }
    }
    return game;
  }

  /** Rearranges the dots (Fisher-Yates from the shuffle stream) until a move exists. */
  #shuffle(): void {
    this.#shuffles += 1;
    const points: PointT[] = [];
    for (let r = 0; r < this.board.getNumRow(); r++) {
      for (let c = 0; c < this.board.getNumCol(); c++) points.push(new PointT(r, c));
    }
    if (points.length < 2) return;
    const dots = points.map((p) => this.board.get(p));
    for (let attempt = 0; attempt < MAX_SHUFFLES; attempt++) {
      for (let i = dots.length - 1; i > 0; i--) {
        const j = Math.floor(this.#shuffleRng() * (i + 1));
        [dots[i], dots[j]] = [dots[j]!, dots[i]!];
      }
      for (const [i, p] of points.entries()) this.board.set(p, dots[i]!);
      if (bestMove(this.board) !== null) return;
    }
    // Last resort (every dot a different colour from its neighbours after 100 shuffles): pair the first two.
    this.board.set(points[1]!, this.board.get(points[0]!));
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'LevelGame');
}

/** What LevelGame.toJSON saves: plain data, version 1. */
export interface LevelGameData {
  /** The format's version, 1. */
  readonly v: 1;
  /** The built-in level's number. */
  readonly level: number;
  /** The paths played, each as `row,col` points (0-based) joined by spaces. */
  readonly paths: readonly string[];
}

/** How the bestMove player did on a level. */
export interface Simulation {
  /** The level played. */
  readonly level: Level;
  /** Moves it needed to meet every goal (counted past the limit), or null if not within `cap` moves. */
  readonly needed: number | null;
  /** Whether it won within the level's limit. */
  readonly won: boolean;
  /** Squares (loops) it closed on the way. */
  readonly loops: number;
  /** Times the board was shuffled because no move was left. */
  readonly shuffles: number;
}

/**
 * Plays `lv` with the greedy bestMove player (bestMove, then applyMove, as
 * LevelGame plays it) ignoring the move limit, up to `cap` moves, to see
 * how many moves it needs against the limit.
 */
export const simulateLevel = /* @__PURE__ */ frozen(function simulateLevel(lv: Level, cap = 200): Simulation {
  const game = new LevelGame({ ...lv, moves: cap });
  let loops = 0;
  while (game.status() === 'playing') {
    const best = game.hint();
    if (best === null) break; // cannot happen: play() shuffles until a move exists
    if (game.play(best.path).result.loop) loops += 1;
  }
  const needed = game.status() === 'won' ? game.movesUsed() : null;
  return { level: lv, needed, won: needed !== null && needed <= lv.moves, loops, shuffles: game.shuffles() };
});

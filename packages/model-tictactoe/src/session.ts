/**
 * A game of tic-tac-toe as a player sees it, with no I/O: who plays each
 * side (a person or the computer), the computer player at two levels, the
 * hint, and undo and redo of whole turns. The console app and the web view
 * both drive this one object, so neither holds game logic of its own.
 *
 * The session never reads a clock or `Math.random`: the computer's choices
 * come from the random source passed in (`mulberry32(seed)` or core's
 * `SeededRandom` replays a game, and its state is saved with the session).
 *
 * ```ts
 * import { mulberry32, TicTacToeSession } from '@arcade/model-tictactoe';
 * const s = new TicTacToeSession({ x: 'human', o: 'computer', random: mulberry32(1) });
 * s.play({ i: 2, j: 2 }); // X in the centre
 * s.computerPlay(); // O's reply: { player: 2, move: ... }
 * s.undo(); // takes back both: [X 2,2, O ...]
 * s.redo(); // plays them again
 * ```
 */
import { SeededRandom, savedArray, savedFields, savedInt, savedString } from '@arcade/core';
import { TicTacToeError } from './errors.js';
import { Game } from './game.js';
import { bestMoves, type RandomSource, seededSource, value } from './solver.js';
import { Cross, Empty, LINES, type Move, type Player } from './vocabulary.js';
import { frozen, sealClass } from './brand.js';

/** The computer's levels: perfect play (never loses), or a uniformly random legal move. */
export const LEVELS = /* @__PURE__ */ Object.freeze(['perfect', 'random'] as const);
/** One of LEVELS. */
export type Level = (typeof LEVELS)[number];

/** Who plays a side: a person (at a keyboard, a mouse, a screen) or the computer. */
export const PLAYER_KINDS = /* @__PURE__ */ Object.freeze(['human', 'computer'] as const);
/** One of PLAYER_KINDS. */
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** What a move leads to for the player who makes it, with perfect play by both sides from there. */
export type Outcome = 'win' | 'draw' | 'loss';

/** Whether putting the mover's mark at `move` completes a line of three at once. */
function winsAtOnce(game: Game, move: Move): boolean {
  const mark = game.nextTurn;
  return LINES.some(
    (line) =>
      line.some((c) => c.i === move.i && c.j === move.j) &&
      line.every((c) => (c.i === move.i && c.j === move.j) || game.item(c.i, c.j) === mark),
  );
}

/**
 * Every move the computer may choose at `level`, row by row (empty once the
 * game is over). `random`: every legal move. `perfect`: bestMoves (those
 * that keep the game's value for the mover, so the computer never loses),
 * narrowed to the moves that win at once when there are any, so that a won
 * game is not dragged out.
 */
export const computerChoices = /* @__PURE__ */ frozen(function computerChoices(
  game: Game,
  level: Level,
): readonly Move[] {
  if (level === 'random') return game.legalMoves();
  const best = bestMoves(game);
  const now = best.filter((m) => winsAtOnce(game, m));
  return now.length > 0 ? now : best;
});

/**
 * The computer's move: one of computerChoices(game, level), picked with
 * `random` (one call per move, so a seeded source replays the game). Null
 * once the game is over. A random source that answers outside [0, 1) throws
 * a RangeError rather than pick a move that is not a choice. Pure over its
 * arguments, so a web view may run it anywhere (it takes microseconds).
 */
export const computerMove = /* @__PURE__ */ frozen(function computerMove(
  game: Game,
  level: Level,
  random: RandomSource,
): Move | null {
  const choices = computerChoices(game, level);
  if (choices.length === 0) return null;
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`computerMove: random() must return a number in [0, 1), got ${r}`);
  return choices[Math.floor(r * choices.length)] ?? null;
});

/** The result with perfect play from `game`, for `player`. */
export const outcomeFor = /* @__PURE__ */ frozen(function outcomeFor(game: Game, player: Player): Outcome {
  const v = value(game);
  if (v === 0) return 'draw';
  return (v === 1) === (player === Cross) ? 'win' : 'loss';
});

/** What `hint` answers: the first best move, the other equally good ones, and where they lead. */
export interface Hint {
  /** The best move, the first of bestMoves in row order. */
  readonly move: Move;
  /** The other moves as good, in row order. */
  readonly others: readonly Move[];
  /** Where they lead for the player to move, with perfect play by both sides. */
  readonly outcome: Outcome;
}

/**
 * The best move for the player to move (the first of bestMoves, row by row:
 * a hint does not draw on the computer's random source, so asking for one
 * does not change a seeded game), the other moves as good, and what they
 * lead to for that player with perfect play. Null once the game is over.
 */
export const hint = /* @__PURE__ */ frozen(function hint(game: Game): Hint | null {
  const best = bestMoves(game);
  const [move, ...others] = best;
  if (move === undefined) return null;
  return { move, others, outcome: outcomeFor(game, game.nextTurn) };
});

/** One move of a session: who put a mark, and where. */
export interface PlayedMove {
  /** Who put the mark. */
  readonly player: Player;
  /** Where. */
  readonly move: Move;
}

/** How a TicTacToeSession starts: who plays each side, the computer's level, and its random source. */
export interface TicTacToeSessionOptions {
  /** Who plays X, the first player (default `human`). */
  readonly x?: PlayerKind;
  /** Who plays O (default `computer`). */
  readonly o?: PlayerKind;
  /** The computer's level (default `perfect`). */
  readonly level?: Level;
  /**
   * The computer's random source: `mulberry32(seed)` or a `SeededRandom`
   * (a game that replays, and whose generator is saved by `toJSON`), or a
   * caller's own function of numbers in [0, 1) (then `toJSON` saves no
   * generator and `fromJSON` needs one given).
   */
  readonly random: RandomSource | SeededRandom;
}

/** A snapshot of a session for a view: plain data, nothing to call. */
export interface TicTacToeSessionState {
  /** The current position. */
  readonly game: Game;
  /** Who is to move: a person or the computer; null once the game is over. */
  readonly toMove: PlayerKind | null;
  /** The moves played so far, in order. */
  readonly moves: readonly PlayedMove[];
  /** Whether undo() would take something back. */
  readonly canUndo: boolean;
  /** Whether redo() would play something again. */
  readonly canRedo: boolean;
  /** `X wins`, `O wins`, `draw`, or null while the game goes on. */
  readonly result: 'X wins' | 'O wins' | 'draw' | null;
}

/** What TicTacToeSession.toJSON saves: plain data, version 1. */
export interface TicTacToeSessionData {
  /** The format's version, 1. */
  readonly v: 1;
  /** Who plays X. */
  readonly x: PlayerKind;
  /** Who plays O. */
  readonly o: PlayerKind;
  /** The computer's level. */
  readonly level: Level;
  /** The moves played, as `row,column` (`2,2` the centre). */
  readonly moves: readonly string[];
  /** The moves redo would play again, in order. */
  readonly redo: readonly string[];
  /**
   * The computer's generator's state (core `SeededRandom.state`), so a
   * restored session draws what the saved one would have drawn next; null
   * for a session on a caller's own random function.
   */
  readonly rng: number | null;
}

/** One step of the history: the position, and the move that led to it (null for the first). */
interface Step {
  readonly game: Game;
  readonly played: PlayedMove | null;
}

/** Saved data the session cannot read: TicTacToeError BAD_DATA. */
const badData = (message: string): TicTacToeError => new TicTacToeError('BAD_DATA', message);

/** The most moves a game has: a saved list longer than this is refused before it is read. */
const MAX_MOVES = 9;

/** A saved list of cells (`row,column`), read with core's readers. */
function savedCells(what: string, list: unknown): Move[] {
  return savedArray(what, list, MAX_MOVES, badData).map((c, n) => {
    const m = /^([1-3]),([1-3])$/.exec(savedString(`${what}[${n}]`, c, 3, badData));
    if (m === null) throw badData(`${what}[${n}] must be a cell such as "2,2", got ${JSON.stringify(c)}`);
    return { i: Number(m[1]), j: Number(m[2]) };
  });
}

/** A saved word of `words`, else BAD_DATA naming it. */
function savedWord<W extends string>(what: string, x: unknown, words: readonly W[]): W {
  if (typeof x === 'string' && (words as readonly string[]).includes(x)) return x as W;
  throw badData(`${what} must be one of ${words.join(', ')}, got ${JSON.stringify(x) ?? String(x)}`);
}

function checkKind(name: string, kind: unknown): PlayerKind {
  if (kind === 'human' || kind === 'computer') return kind;
  throw new TicTacToeError(
    'WRONG_TYPE',
    `TicTacToeSession: ${name} must be 'human' or 'computer', got ${String(kind)}`,
  );
}

/**
 * A tic-tac-toe game between people and the computer, with undo and redo of
 * whole turns. Every method either changes the session and says what
 * changed, or throws and changes nothing.
 */
export class TicTacToeSession {
  /** Who plays X. */
  readonly x: PlayerKind;
  /** Who plays O. */
  readonly o: PlayerKind;
  /** The computer's level. */
  readonly level: Level;
  readonly #random: RandomSource;
  /** The generator behind #random when it has one (mulberry32 or a SeededRandom): what toJSON saves. */
  readonly #seeded: SeededRandom | null;
  /** Every position so far, the last one current: undo goes back along it. */
  readonly #history: Step[] = [{ game: Game.make(), played: null }];
  /** The positions undo took back, the next one to redo last. */
  readonly #future: Step[] = [];

  /** A new game from the empty board; throws a TicTacToeError (`WRONG_TYPE`) for a bad option. */
  constructor(options: TicTacToeSessionOptions) {
    this.x = checkKind('x', options.x ?? 'human');
    this.o = checkKind('o', options.o ?? 'computer');
    const level = options.level ?? 'perfect';
    if (level !== 'perfect' && level !== 'random') {
      throw new TicTacToeError('WRONG_TYPE', `TicTacToeSession: level must be 'perfect' or 'random', got ${level}`);
    }
    this.level = level;
    const seeded = seededSource(options.random);
    if (seeded === null && typeof options.random !== 'function') {
      throw new TicTacToeError(
        'WRONG_TYPE',
        'TicTacToeSession: random must be a SeededRandom or a function returning [0, 1)',
      );
    }
    this.#seeded = seeded;
    this.#random = seeded === null ? (options.random as RandomSource) : () => seeded.next();
  }

  /** The current position. */
  get game(): Game {
    return this.#current.game;
  }

  get #current(): Step {
    return this.#history[this.#history.length - 1]!;
  }

  /** Who plays `player`'s side. */
  kindOf(player: Player): PlayerKind {
    return player === Cross ? this.x : this.o;
  }

  /** Who is to move in `game` (default the current one); null once it is over. */
  toMove(game: Game = this.game): PlayerKind | null {
    return game.isOver() ? null : this.kindOf(game.nextTurn);
  }

  /** The moves played so far, in order. */
  get moves(): readonly PlayedMove[] {
    return this.#history.flatMap((s) => (s.played === null ? [] : [s.played]));
  }

  /**
   * The session as plain, versioned data: the sides, the level, the moves
   * played and those redo would play again (cells as `row,column`), and the
   * state of the computer's generator (null when it draws from a caller's
   * own function, which is not data: `fromJSON` then takes one).
   */
  toJSON(): TicTacToeSessionData {
    const cell = (m: PlayedMove): string => `${m.move.i},${m.move.j}`;
    return {
      v: 1,
      x: this.x,
      o: this.o,
      level: this.level,
      moves: this.moves.map(cell),
      redo: [...this.#future].reverse().map((s) => cell(s.played!)),
      rng: this.#seeded?.state ?? null,
    };
  }

  /**
   * The session `toJSON` saved: the moves are played again, then those redo
   * would play are played and taken back, and the computer draws on from
   * the saved generator's state, so the game goes on exactly as the saved
   * one would have. `random` is for data saved with no generator (`rng`
   * null) and must be left out otherwise (TicTacToeError `WRONG_TYPE`).
   * Anything malformed or inconsistent (read with core's `savedFields`,
   * a move that cannot be played) throws TicTacToeError `BAD_DATA`; a
   * refused call draws nothing from `random`.
   */
  static fromJSON(data: unknown, random?: RandomSource | SeededRandom): TicTacToeSession {
    const routine = 'TicTacToeSession.fromJSON';
    const f = savedFields(routine, data, 1, ['x', 'o', 'level', 'moves', 'redo', 'rng'], badData);
    const x = savedWord(`${routine}: x`, f.x, PLAYER_KINDS);
    const o = savedWord(`${routine}: o`, f.o, PLAYER_KINDS);
    const level = savedWord(`${routine}: level`, f.level, LEVELS);
    const moves = savedCells(`${routine}: moves`, f.moves);
    const redo = savedCells(`${routine}: redo`, f.redo);
    const rng = f.rng === null ? null : savedInt(`${routine}: rng`, f.rng, 0, 2 ** 32 - 1, badData);
    if ((rng === null) === (random === undefined)) {
      throw new TicTacToeError(
        'WRONG_TYPE',
        rng === null
          ? `${routine}: the data has no generator state (rng null): pass the random source`
          : `${routine}: the data carries the generator's state: leave random out`,
      );
    }
    const session = new TicTacToeSession({ x, o, level, random: random ?? SeededRandom.fromState(rng) });
    try {
      for (const m of [...moves, ...redo]) session.play(m);
    } catch (e) {
      // The model's refusal of a move (a taken cell, a game already over) is bad data here.
      if (e instanceof TicTacToeError) throw badData(`${routine}: the moves do not replay: ${e.message}`);
      throw e;
    }
    // Redo's moves, taken back one undo at a time (an undo takes back whole turns, as they were).
    let back = redo.length;
    while (back > 0) {
      const taken = session.undo();
      if (taken === null || taken.length > back) throw badData(`${routine}: redo does not end on a turn of a person`);
      back -= taken.length;
    }
    return session;
  }

  /** A snapshot for a view. */
  get state(): TicTacToeSessionState {
    const game = this.game;
    const winner = game.winner();
    const result = winner !== Empty ? (winner === Cross ? 'X wins' : 'O wins') : game.isOver() ? 'draw' : null;
    return {
      game,
      toMove: this.toMove(),
      moves: this.moves,
      canUndo: this.#undoTarget() >= 0,
      canRedo: this.#future.length > 0,
      result,
    };
  }

  /**
   * Puts the mark of the side to move at `move` and returns the new
   * position. It does not ask who plays that side: a view calls it for a
   * person's move (when toMove() is `human`). A move that cannot be played
   * throws the model's PreconditionViolation and changes nothing. Clears
   * what redo would have played.
   */
  play(move: Move): Game {
    if (typeof move !== 'object' || move === null) {
      throw new TicTacToeError('WRONG_TYPE', `TicTacToeSession.play: move must be { i, j }, got ${String(move)}`);
    }
    const game = this.game;
    const next = game.put(move.i, move.j);
    this.#history.push({ game: next, played: { player: game.nextTurn, move: { i: move.i, j: move.j } } });
    this.#future.length = 0;
    return next;
  }

  /**
   * When the computer is to move, plays its move (computerMove with this
   * session's level and random source) and returns it; null when a person
   * is to move or the game is over, and then nothing changes.
   */
  computerPlay(): PlayedMove | null {
    const game = this.game;
    if (this.toMove(game) !== 'computer') return null;
    const move = computerMove(game, this.level, this.#random);
    if (move === null) return null;
    this.play(move);
    return { player: game.nextTurn, move };
  }

  /** The best move for the side to move, and where it leads (see `hint`); null once the game is over. */
  hint(): Hint | null {
    return hint(this.game);
  }

  /** The index of the last earlier position where a person was to move; -1 when there is none. */
  #undoTarget(): number {
    let k = this.#history.length - 2;
    while (k >= 0 && this.toMove(this.#history[k]!.game) !== 'human') k--;
    return k;
  }

  /**
   * Takes back a whole turn: goes back to the last earlier position where a
   * person was to move (against the computer, your move and its reply;
   * between two people, one move). Returns the moves taken back, in the
   * order they were played; null when no person has moved yet, and then
   * nothing changes.
   */
  undo(): readonly PlayedMove[] | null {
    const k = this.#undoTarget();
    if (k < 0) return null;
    const taken = this.#history.splice(k + 1);
    // The future is a stack: the step to redo first goes last.
    this.#future.push(...taken.reverse());
    return taken.reverse().map((s) => s.played!);
  }

  /**
   * Plays again what the last undo took back, up to the next position where
   * a person is to move. Returns the moves played again; null when there is
   * nothing to redo (no undo since the last move), and then nothing changes.
   */
  redo(): readonly PlayedMove[] | null {
    if (this.#future.length === 0) return null;
    const played: PlayedMove[] = [];
    do {
      const step = this.#future.pop()!;
      this.#history.push(step);
      played.push(step.played!);
    } while (this.#future.length > 0 && this.toMove() === 'computer');
    return played;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'TicTacToeSession');
}

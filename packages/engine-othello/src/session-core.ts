/**
 * An Othello game as a player sees it, with no I/O: who plays each colour
 * (a person or the computer), the computer at levels 1..LEVELS, the hint,
 * passes, and undo and redo of whole turns (back to the previous position
 * where a person was to move and had a move). The console app and the web
 * view both drive this one object.
 *
 * This module holds `OthelloSessionCore`: the session whose engine is
 * injected (`engine`), or absent, as on a web page whose computer thinks in
 * a worker and whose answers come in through `computerPlay({ move })`. A
 * bundle that uses only the class carries no search and no weights.
 * `OthelloSession` (src/session.ts, the `./session` entry) is this class
 * with the engine and its embedded weights built in.
 *
 * Nothing here reads a clock or `Math.random`: the computer's random
 * choices come from the seed and the position alone (`positionRandom`), so
 * a seeded game replays exactly, and the same position gets the same answer
 * however it was reached. The clock for the engine's progress is passed in.
 *
 * For a Web Worker, `computerMove({ board, level, seed })` is the same
 * choice as a pure function of serialisable input (an Edax board string).
 *
 * ```ts
 * import { OthelloSessionCore } from '@arcade/engine-othello/lite';
 * const s = new OthelloSessionCore({ white: 'computer', level: 1, seed: 7 });
 * s.play({ i: 2, j: 3 }); // d3 for Black
 * s.computerPlay({ move: 'c3' }); // White's reply, as a worker's computerMove answered
 * s.undo(); // [d3, c3]
 * ```
 */
import {
  Cell,
  makeBoard,
  makeSquare,
  makeTranscript,
  MAX_SAVED_PLIES,
  Othello,
  OthelloException,
  type Player,
  parseBoard,
  parseSquare,
  parseTranscript,
  SQUARES,
  type Square,
  square,
} from '@arcade/model-othello';
import { type AnalyzeProgress, type AnalyzeResult, analyze, LEVELS } from './analyze.js';
import { describe, EngineError } from './errors.js';
import {
  seededRandom as coreSeededRandom,
  deepFreeze,
  frozen,
  savedArray,
  savedFields,
  savedInt,
  savedString,
} from '@arcade/core';

/** Who plays a colour: a person (at a keyboard, a mouse, a screen) or the computer. */
export type PlayerKind = 'human' | 'computer';

/**
 * mulberry32 seeded with a safe integer (one past 32 bits keeps its high
 * bits, folded in): a small, fast generator of numbers in [0, 1), plenty for
 * breaking ties between moves. It draws from `seededRandom` of @arcade/core,
 * the one seeded generator of every package (the numbers it always drew).
 * Throws a RangeError for a seed that is not a safe integer.
 */
export const seededRandom = /* @__PURE__ */ frozen(function seededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seededRandom: seed must be a safe integer, got ${seed}`);
  // Seeds beyond 32 bits keep their high bits: fold them in rather than drop them.
  const gen = coreSeededRandom((seed % 2 ** 32) ^ Math.floor(seed / 2 ** 32));
  return () => gen.next();
});

/**
 * The random source for a search: a function of the seed and the position
 * (its Edax board string) alone, so a position gets the same answer however
 * it was reached (after an undo, after a hint, in a game loaded from a
 * transcript).
 */
export const positionRandom = /* @__PURE__ */ frozen(function positionRandom(
  seed: number,
  board: string,
): () => number {
  // FNV-1a over the seed's 32 bits, then the Edax board string: every bit of the seed counts
  // (the seed once went in as its low 20 bits, so seeds 2^20 apart played the same game).
  let h = 0x811c9dc5;
  for (let b = 0; b < 32; b += 8) h = Math.imul(h ^ ((seed >>> b) & 0xff), 0x01000193);
  for (const ch of board) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return seededRandom(h >>> 0);
});

/** What a search may be given beyond the position: the clock (milliseconds) and a progress callback. */
export interface ThinkOptions {
  /** Milliseconds, for the engine's time budget and progress (e.g. performance.now). */
  readonly clock?: () => number;
  /** Called after each completed iteration of the search. */
  readonly onProgress?: (progress: AnalyzeProgress) => void;
}

/** The serialisable question of `computerMove`: a position, a level and a seed. */
export interface ComputerMoveInput {
  /** The position as an Edax board string (`makeBoard(game)`): 64 squares a1..h8, a space, X or O to move. */
  readonly board: string;
  /** 1..LEVELS; LEVELS for a hint. */
  readonly level: number;
  /** The game's seed (an integer); with the position it fixes the engine's random choices. */
  readonly seed: number;
}

/** The engine's answer as plain data, for a Web Worker's message. */
export interface ComputerMoveResult {
  /** The move, as its notation (`d3`); null when the side to move has no move. */
  readonly move: string | null;
  /** Its score in discs for the side to move (exact when `exact`). */
  readonly score: number;
  /** Whether the score is the result with perfect play. */
  readonly exact: boolean;
  /** The depth searched, or the empties solved. */
  readonly depth: number;
}

/**
 * An engine for a session: the answer for the side to move in `game` at
 * `level`, its random choices drawn from `seed` and the position.
 */
export type OthelloEngine = (game: Othello, level: number, seed: number, options: ThinkOptions) => AnalyzeResult;

/**
 * The engine's search as an OthelloEngine: analyze at the level, with the
 * random source of the seed and the position. The learned evaluation must
 * have its weights (`loadWeights` in the lite entry; the default entry's
 * session loads the embedded ones).
 *
 * ```ts
 * import { loadWeights, OthelloSessionCore, searchEngine } from '@arcade/engine-othello/lite';
 * loadWeights(bytes);
 * new OthelloSessionCore({ engine: searchEngine }).hint();
 * ```
 */
export const searchEngine: OthelloEngine = /* @__PURE__ */ frozen(function searchEngine(
  game: Othello,
  level: number,
  seed: number,
  options: ThinkOptions = {},
): AnalyzeResult {
  const rng = positionRandom(seed, makeBoard(game));
  return analyze(game, {
    level,
    rng,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
});

/**
 * The computer's move for a position given as data, the same choice an
 * OthelloSession makes: a pure function of serialisable input, for a Web
 * Worker (`postMessage(computerMove(data))`). Throws the model's error for
 * a board string that cannot be read, and an EngineError for a bad level
 * (`WEIGHTS_REQUIRED` in the lite entry before `loadWeights`).
 */
export const computerMove = /* @__PURE__ */ frozen(function computerMove(
  input: ComputerMoveInput,
  options: ThinkOptions = {},
): ComputerMoveResult {
  const r = searchEngine(parseBoard(input.board), input.level, input.seed, options);
  return {
    move: r.move === null ? null : makeSquare(r.move),
    score: r.score,
    exact: r.exact,
    depth: r.depth,
  };
});

/** One move of a session: who played which square, and the discs it turned. */
export interface PlayedMove {
  /** The side that played. */
  readonly player: Player;
  /** The square played. */
  readonly square: Square;
  /** The discs that changed colour, in a1..h8 order. */
  readonly flipped: readonly Square[];
}

/** What the engine says about the side to move's best move (a hint). */
export interface OthelloHint {
  /** The move the engine would play. */
  readonly move: Square;
  /** In discs for the side to move: the final margin when `exact`, else an estimate. */
  readonly score: number;
  /** Whether `score` is the exact result under perfect play. */
  readonly exact: boolean;
  /** How far the engine looked, in moves (empties when exact). */
  readonly depth: number;
}

/** How an OthelloSession starts. */
export interface OthelloSessionOptions {
  /** Who plays Black, who moves first (default `human`). */
  readonly black?: PlayerKind;
  /** Who plays White (default `computer`). */
  readonly white?: PlayerKind;
  /** The computer's level, 1..LEVELS (default 4). */
  readonly level?: number;
  /** The seed of the computer's random choices (an integer 0..2^32-1; default 0). */
  readonly seed?: number;
  /** The position to start from, with any moves already played (default the usual start); the session plays on a copy. */
  readonly game?: Othello;
  /** Milliseconds, for the engine's budget and progress; none by default. */
  readonly clock?: () => number;
  /**
   * Where the computer's moves and the hints come from when the session
   * searches itself (think, hint, computerPlay without `move`):
   * OthelloSession's default is the engine with its embedded weights;
   * OthelloSessionCore has none, and then those calls throw an EngineError
   * (`ENGINE_REQUIRED`).
   */
  readonly engine?: OthelloEngine;
}

/** A snapshot of a session for a view. */
export interface OthelloSessionState {
  /** The Edax board string of the position (64 squares a1..h8, a space, the side to move). */
  readonly board: string;
  /** The side to move. */
  readonly turn: Player;
  /** Who is to move; null once the game is over. */
  readonly toMove: PlayerKind | null;
  /** The legal moves of the side to move (none when it must pass or the game is over). */
  readonly legal: readonly Square[];
  /** The side to move has no move but the game goes on: pass() is due. */
  readonly mustPass: boolean;
  /** The last square played (passes are not moves), or null. */
  readonly lastMove: Square | null;
  /** The squares played so far, passes left out: the transcript. */
  readonly moves: readonly Square[];
  /** Black's discs on the board. */
  readonly black: number;
  /** White's discs on the board. */
  readonly white: number;
  /** Whether the game is over (neither side can move). */
  readonly over: boolean;
  /** Once over: the winner, or null for a draw (null also while the game goes on). */
  readonly winner: Player | null;
  /** Whether undo() would take something back. */
  readonly canUndo: boolean;
  /** Whether redo() would play something again. */
  readonly canRedo: boolean;
}

/** What OthelloSession.toJSON saves: plain data, version 1. */
export interface OthelloSessionData {
  /** The format's version, 1. */
  readonly v: 1;
  /** Who plays Black. */
  readonly black: PlayerKind;
  /** Who plays White. */
  readonly white: PlayerKind;
  /** The computer's level, 1..LEVELS. */
  readonly level: number;
  /** The seed of the computer's random choices. */
  readonly seed: number;
  /** The position the game started from, as an Edax board string. */
  readonly start: string;
  /** The squares played since, as a transcript (`f5d6c3`). */
  readonly moves: string;
  /** The position now, as an Edax board string (it says whose turn it is). */
  readonly board: string;
  /** What each undo took back, the last undo last, as transcripts: redo plays the last again. */
  readonly redo: readonly string[];
}

/** Every disc of `before` whose colour differs in `after` and that was not free: the flips. */
function flippedBetween(before: Othello, after: Othello): Square[] {
  return SQUARES.filter((sq) => {
    const was = before.getb(sq.i, sq.j);
    return was !== Cell.FREE && was !== after.getb(sq.i, sq.j);
  });
}

/** Saved data the session cannot read: EngineError BAD_DATA. */
const badData = (message: string): EngineError => new EngineError('BAD_DATA', message);

function checkKind(name: string, kind: unknown): PlayerKind {
  if (kind === 'human' || kind === 'computer') return kind;
  throw new EngineError('INVALID_OPTION', `OthelloSession: ${name} must be 'human' or 'computer', got ${String(kind)}`);
}

/**
 * An Othello game between people and the computer, with passes, hints and
 * undo and redo of whole turns. A method either changes the session and says
 * what changed, or throws (the model's OthelloException for an illegal move)
 * and changes nothing.
 */
export class OthelloSessionCore {
  /** Who plays each colour. */
  readonly players: Readonly<Record<Player, PlayerKind>>;
  /** The computer's level, 1..LEVELS. */
  readonly level: number;
  /** The seed of the computer's random choices. */
  readonly seed: number;
  readonly #clock: (() => number) | undefined;
  readonly #engine: OthelloEngine | undefined;
  #game: Othello;
  /** What each undo took back, the last undo last: redo plays the last group again. */
  #redo: Square[][] = [];

  /** A new session; throws an EngineError (`INVALID_OPTION`) for a bad option. */
  constructor(options: OthelloSessionOptions = {}) {
    this.players = Object.freeze({
      BLACK: checkKind('black', options.black ?? 'human'),
      WHITE: checkKind('white', options.white ?? 'computer'),
    });
    const level = options.level ?? Math.ceil(LEVELS / 2);
    if (!Number.isInteger(level) || level < 1 || level > LEVELS) {
      throw new EngineError('INVALID_OPTION', `OthelloSession: level must be an integer 1..${LEVELS}, got ${level}`);
    }
    this.level = level;
    const seed = options.seed ?? 0;
    if (!Number.isSafeInteger(seed)) {
      throw new EngineError('INVALID_OPTION', `OthelloSession: seed must be an integer, got ${seed}`);
    }
    this.seed = seed;
    this.#clock = options.clock;
    if (options.engine !== undefined && typeof options.engine !== 'function') {
      throw new EngineError(
        'INVALID_OPTION',
        `OthelloSession: engine must be a function, got ${describe(options.engine)}`,
      );
    }
    this.#engine = options.engine;
    this.#game = options.game === undefined ? new Othello() : options.game.clone();
  }

  /**
   * The current position, history included. It is the session's own: read
   * it, draw it, clone it, but do not change it (play through the session).
   */
  get game(): Othello {
    return this.#game;
  }

  /** Who is to move; null once the game is over. */
  toMove(): PlayerKind | null {
    return this.#game.isGameOver() ? null : this.players[this.#game.getTurn()];
  }

  /** Whether the side to move has no move while the game goes on: then pass() is due. */
  mustPass(): boolean {
    return !this.#game.isGameOver() && !this.#game.isAnyValidMove();
  }

  /** The last square played (passes are not moves), or null. */
  lastMove(): Square | null {
    return this.#game.moves().at(-1) ?? null;
  }

  /**
   * The session as plain, versioned data: the sides, level and seed, the
   * position the game started from (an Edax board string), the moves played
   * since (a transcript: passes are implied), the position now, and what
   * redo would play again.
   */
  toJSON(): OthelloSessionData {
    const start = this.#game.clone();
    while (start.ply > 0) start.undo();
    return {
      v: 1,
      black: this.players.BLACK,
      white: this.players.WHITE,
      level: this.level,
      seed: this.seed,
      start: makeBoard(start),
      moves: makeTranscript(this.#game.moves()),
      board: makeBoard(this.#game),
      redo: this.#redo.map((group) => makeTranscript(group)),
    };
  }

  /**
   * The session `toJSON` saved (with `clock` and `engine` for the engine,
   * when wanted), of the class it is called on: the moves are played again
   * from the start position, each side passing when it has no move.
   * Anything malformed (read with core's `savedFields`, `savedArray`,
   * `savedInt`, `savedString`: not an object, another `v`, a missing or
   * unknown field, a bad side, level or seed) or inconsistent (a board or
   * transcript the model cannot read, moves that do not lead to `board`, a
   * redo that does not replay) throws EngineError `BAD_DATA`.
   */
  static fromJSON(data: unknown, clock?: () => number, engine?: OthelloEngine): OthelloSessionCore {
    const routine = 'OthelloSession.fromJSON';
    const fields = ['black', 'white', 'level', 'seed', 'start', 'moves', 'board', 'redo'];
    const f = savedFields(routine, data, 1, fields, badData);
    const kind = (k: string): PlayerKind => {
      if (f[k] === 'human' || f[k] === 'computer') return f[k];
      throw badData(`${routine}: ${k} must be 'human' or 'computer', got ${JSON.stringify(f[k]) ?? String(f[k])}`);
    };
    const black = kind('black');
    const white = kind('white');
    const level = savedInt(`${routine}: level`, f.level, 1, LEVELS, badData);
    const seed = savedInt(`${routine}: seed`, f.seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, badData);
    // A board is 66 characters; a transcript 2 a move (and `ps` a pass), at most MAX_SAVED_PLIES plies.
    const text = (what: string, x: unknown, max: number) => savedString(`${routine}: ${what}`, x, max, badData);
    const start = text('start', f.start, 66);
    const board = text('board', f.board, 66);
    const moves = text('moves', f.moves, 2 * MAX_SAVED_PLIES);
    const redo = savedArray(`${routine}: redo`, f.redo, MAX_SAVED_PLIES, badData).map((g, n) =>
      text(`redo[${n}]`, g, 2 * MAX_SAVED_PLIES),
    );
    // `this`: OthelloSession.fromJSON makes an OthelloSession (with its engine), this one an OthelloSessionCore.
    // biome-ignore lint/complexity/noThisInStatic: the class it is called on, on purpose (see above).
    const Session: typeof OthelloSessionCore = typeof this === 'function' ? this : OthelloSessionCore;
    try {
      const session = new Session({
        black,
        white,
        level,
        seed,
        game: parseBoard(start),
        ...(clock === undefined ? {} : { clock }),
        ...(engine === undefined ? {} : { engine }),
      });
      // The squares of a transcript: its passes (`ps`) are implied, since playMoves passes for a side with no move.
      const squares = (t: string): Square[] => parseTranscript(t).filter((m): m is Square => m !== 'pass');
      session.playMoves(squares(moves));
      // A pass already made when the game was saved (the side to move then had none).
      if (makeBoard(session.#game) !== board) session.pass();
      if (makeBoard(session.#game) !== board) throw badData(`${routine}: board is not where the moves lead`);
      session.#redo = redo.map(squares);
      // Redo plays the last group first, each from where the one before left the game: they must replay.
      const probe = session.#game.clone();
      for (const group of [...session.#redo].reverse()) {
        for (const sq of group) {
          if (!probe.isGameOver() && !probe.isAnyValidMove()) probe.switchTurn();
          probe.move(sq.i, sq.j, probe.getTurn());
        }
      }
      return session;
    } catch (e) {
      // The model's refusal of a board, a transcript or a move is bad data here.
      if (e instanceof OthelloException) throw badData(`${routine}: ${e.message}`);
      throw e;
    }
  }

  /** A snapshot for a view. */
  get state(): OthelloSessionState {
    const g = this.#game;
    const over = g.isGameOver();
    const black = g.count(Cell.BLACK);
    const white = g.count(Cell.WHITE);
    return {
      board: makeBoard(g),
      turn: g.getTurn(),
      toMove: this.toMove(),
      legal: g.legalMoves(),
      mustPass: this.mustPass(),
      lastMove: this.lastMove(),
      moves: g.moves(),
      black,
      white,
      over,
      winner: over && black !== white ? (black > white ? Cell.BLACK : Cell.WHITE) : null,
      canUndo: this.#undoTarget() !== null,
      canRedo: this.#redo.length > 0,
    };
  }

  /**
   * When the side to move has no move and the game goes on, passes for it
   * and returns who passed; otherwise null and nothing changes.
   */
  pass(): Player | null {
    if (!this.mustPass()) return null;
    const who = this.#game.getTurn();
    this.#game.switchTurn();
    return who;
  }

  /**
   * Plays `sq` for the side to move (whoever controls it: a view calls it
   * for a person's move) and returns the move with its flips. An illegal
   * move throws the model's OthelloException and changes nothing. Clears
   * what redo would have played.
   */
  play(sq: Square): PlayedMove {
    const played = this.#move(sq);
    this.#redo = [];
    return played;
  }

  /**
   * Plays a line of moves in turn (a transcript such as f5d6c3), each by the
   * side to move, passing for a side that has no move. All or nothing: when
   * one is illegal, the model's error is thrown and the game is as it was.
   * Clears what redo would have played.
   */
  playMoves(squares: readonly Square[]): PlayedMove[] {
    if (!Array.isArray(squares)) {
      throw new EngineError('INVALID_OPTION', 'OthelloSession.playMoves: squares must be an array of { i, j }');
    }
    const before = this.#game.clone();
    const played: PlayedMove[] = [];
    try {
      for (const sq of squares) {
        this.pass();
        played.push(this.#move(sq));
      }
    } catch (err) {
      this.#game = before;
      throw err;
    }
    this.#redo = [];
    return played;
  }

  #move(sq: Square): PlayedMove {
    if (typeof sq !== 'object' || sq === null) {
      throw new EngineError('INVALID_OPTION', `OthelloSession.play: the square must be { i, j }, got ${String(sq)}`);
    }
    const g = this.#game;
    const player = g.getTurn();
    const before = g.clone();
    g.move(sq.i, sq.j, player);
    return { player, square: square(sq.i, sq.j), flipped: flippedBetween(before, g) };
  }

  /**
   * The engine's answer for the side to move at `level` (default the
   * session's), with this session's seed and clock; `onProgress` reports
   * each iteration. A blocking call: a web view runs `computerMove` in a
   * worker instead. Without an engine (OthelloSessionCore made without
   * one), throws an EngineError (`ENGINE_REQUIRED`).
   */
  think(level: number = this.level, onProgress?: (progress: AnalyzeProgress) => void): AnalyzeResult {
    const engine = this.#engine;
    if (engine === undefined) {
      throw new EngineError(
        'ENGINE_REQUIRED',
        'OthelloSession.think: this session has no engine; pass the move with computerPlay({ move }), or give it one (engine: searchEngine)',
      );
    }
    return engine(this.#game, level, this.seed, {
      ...(this.#clock ? { clock: this.#clock } : {}),
      ...(onProgress ? { onProgress } : {}),
    });
  }

  /**
   * When the computer is to move and has a move, plays the engine's choice
   * at the session's level and returns it; null otherwise, and then nothing
   * changes. `options.move`: the answer a worker's `computerMove` gave for
   * this position (its `move`, such as `'d3'`), played instead of searching
   * here; a square that is not legal throws the model's error.
   */
  computerPlay(
    options: { readonly onProgress?: (progress: AnalyzeProgress) => void; readonly move?: string } = {},
  ): PlayedMove | null {
    if (this.toMove() !== 'computer' || this.mustPass()) return null;
    if (options.move !== undefined) return this.#move(parseSquare(options.move));
    const result = this.think(this.level, options.onProgress);
    // The engine answers null only when there is no move, which is ruled out above; the
    // first legal move keeps the game going should it ever happen.
    const move = result.move ?? this.#game.legalMoves()[0]!;
    return this.#move(move);
  }

  /**
   * The strongest level's move for the side to move: a hint is worth the
   * best the engine has, whatever the computer's level. Null when the side
   * to move has no move.
   */
  hint(onProgress?: (progress: AnalyzeProgress) => void): OthelloHint | null {
    const r = this.think(LEVELS, onProgress);
    if (r.move === null) return null;
    return { move: r.move, score: r.score, exact: r.exact, depth: r.depth };
  }

  /** The position undo would go back to and the squares it would take back, or null. */
  #undoTarget(): { game: Othello; taken: Square[] } | null {
    const g = this.#game.clone();
    const taken: Square[] = [];
    while (g.ply > 0) {
      const last = g.moves();
      const before = last.length;
      g.undo();
      if (g.moves().length < before) taken.unshift(last[before - 1]!);
      if (this.players[g.getTurn()] === 'human' && g.isAnyValidMove()) return { game: g, taken };
    }
    return null;
  }

  /**
   * Takes back a whole turn: back to the previous position where a person
   * was to move and had a move (against the computer, your move and its
   * reply, and any passes between). Returns the squares taken back, in the
   * order they were played; null when there is no earlier turn of a person,
   * and then nothing changes.
   */
  undo(): Square[] | null {
    const target = this.#undoTarget();
    if (target === null) return null;
    this.#game = target.game;
    this.#redo.push(target.taken);
    return target.taken;
  }

  /**
   * Plays again what the last undo took back (a move since then forgets
   * it). Returns the moves played again; null when there is nothing to redo.
   */
  redo(): PlayedMove[] | null {
    const taken = this.#redo.at(-1);
    if (taken === undefined) return null;
    // Legal by construction (they were played from this very position); playMoves checks all the same.
    const keep = this.#redo.slice(0, -1);
    const played = this.playMoves(taken);
    this.#redo = keep;
    return played;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: frozen in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ deepFreeze(this);
}

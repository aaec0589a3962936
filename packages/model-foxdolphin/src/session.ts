/**
 * A game of Foxes and Dolphins as a player sees it, with no I/O: the island
 * of a seed, the sides (a person commands the Foxes or the Dolphins against
 * the computer, or the computer plays both and the person watches), the
 * computer players (`greedy` or `random`), and rounds played step by step,
 * so that a view can wait for a person's moves between the steps. The
 * console app and the web view both drive this one object.
 *
 * A round is the water (tide, event, floods), then the first side's turn,
 * then the second's, as schema Controller plays it; the session plays the
 * same rounds through the Controller's own water step, turns and move
 * requests, so a seed and the same moves give the same game as
 * `Controller.playRound`. A person's turn is getNrMoves moves, each given
 * with `move(from, to)`, or fewer ended with `pass()`.
 *
 * ```ts
 * import { FoxDolphinSession } from '@arcade/model-foxdolphin/session';
 * const watch = new FoxDolphinSession({ seed: 3, rounds: 5 });
 * while (!watch.isOver()) watch.playRound(); // five rounds of two computers
 * watch.winner(); // 'draw', or the animal that won
 * const game = new FoxDolphinSession({ seed: 3, play: 'Fox' });
 * game.step(); // { kind: 'water', ... }: round 1's water; then the Foxes (you) are awaited
 * game.awaiting; // 'Fox'
 * ```
 */
import { isRevoked, SEED_MAX, SEED_MIN, savedArray, savedFields, savedInt, savedString } from '@arcade/core';
import type { Board, MoveRefusal } from './board.js';
import { frozen, sealClass } from './brand.js';
import {
  Controller,
  MAX_ROUND_LIMIT,
  type Outcome,
  type PlayedMove,
  type RoundReport,
  type TurnReport,
  type WaterReport,
} from './controller.js';
import { FoxDolphinError, GameOverError, InvalidArgumentError } from './errors.js';
import { generateIsland } from './island.js';
import { type Player, STRATEGIES, type StrategyName } from './player.js';
import { mulberry32 } from './random.js';
import type { Animal, Coord } from './vocabulary.js';
import { markFresh } from './fresh.js';

/** How a FoxDolphinSession starts. */
export interface FoxDolphinSessionOptions {
  /** The seed of the island, the tides and the events (and the random computer's choices). */
  readonly seed: number;
  /** Tiles along x and y (generateIsland's defaults when absent). */
  readonly width?: number;
  /** Tiles along y (generateIsland's default when absent). */
  readonly height?: number;
  /** Pieces a side (generateIsland's default when absent). */
  readonly pieces?: number;
  /** The round limit: after it the game is a draw (default 100). */
  readonly rounds?: number;
  /** The side a person commands, or null (the default) to watch two computers. */
  readonly play?: Animal | null;
  /** The computer's strategy (default `greedy`). */
  readonly ai?: StrategyName;
}

/** One step of a round: the water, or a side's turn, with the round's number (from 1). */
export type SessionStep =
  | {
      /** The round's water step (tide, event, floods). */
      readonly kind: 'water';
      /** The round, from 1. */
      readonly round: number;
      /** What the water did. */
      readonly report: WaterReport;
    }
  | {
      /** A whole turn needing no person: a computer's, or a stranded side's pass. */
      readonly kind: 'turn';
      /** The round, from 1. */
      readonly round: number;
      /** What the turn did. */
      readonly report: TurnReport;
    };

/** What `move` answers: the move made (and the turn, when it ended), or the board's reason for refusing it. */
export type SessionMove =
  | {
      /** The board made the move. */
      readonly ok: true;
      /** Whether it ate the piece on the target tile. */
      readonly killed: boolean;
      /** The person's turn, when this move ended it; else null. */
      readonly turnEnded: TurnReport | null;
    }
  | {
      /** The board refused the move; nothing changed. */
      readonly ok: false;
      /** Why (one of MOVE_REFUSALS). */
      readonly reason: MoveRefusal;
    };

/** The round limit when none is given: a game a person watches or plays to its end. */
export const DEFAULT_SESSION_ROUNDS = 100;

/** A move or a pass of the person's that `undo` took back. */
export type UndoneMove =
  | {
      /** The tile the piece moved from. */
      readonly from: Coord;
      /** The tile it moved to. */
      readonly to: Coord;
    }
  | 'pass';

/** The most entries a saved log may have (a 2000-round game logs a few thousand): checked before it is read. */
export const MAX_SAVED_LOG = 100_000;

/** Saved data the session cannot read: InvalidArgumentError BAD_DATA. */
const badData = (message: string): InvalidArgumentError => new InvalidArgumentError(message, 'BAD_DATA');

/** A log entry of the person's move: `x,y x,y`. */
const MOVE_ENTRY = /^(\d{1,7}),(\d{1,7}) (\d{1,7}),(\d{1,7})$/;

/** The person's turn in progress: the moves allowed and made. */
interface HumanTurn {
  readonly nr: number;
  readonly stuck: boolean;
  readonly played: PlayedMove[];
  kills: number;
}

/**
 * Foxes and Dolphins played step by step. The board is the Controller's
 * (read it freely; it refuses changes from anyone but its controller).
 */
export class FoxDolphinSession {
  #controller: Controller;
  /** The side the person commands, or null when two computers play. */
  readonly human: Animal | null;
  /** The round limit. */
  readonly roundLimit: number;
  /** Rounds completed. */
  #round = 0;
  /** What comes next in the round: the water, or the turn of player 1 or 2. */
  #next: 'water' | 1 | 2 = 'water';
  #turn: HumanTurn | null = null;
  /** The options as given, for toJSON. */
  readonly #options: FoxDolphinSessionOptions;
  /** What was done, for toJSON and undo: `s<n>` n steps, `x,y x,y` a person's move, `pass`. */
  #log: string[] = [];

  #record(entry: string): void {
    const last = this.#log.at(-1);
    if (entry === 's' && last?.startsWith('s')) this.#log[this.#log.length - 1] = `s${Number(last.slice(1)) + 1}`;
    else this.#log.push(entry === 's' ? 's1' : entry);
  }

  /** A new game on the island of `options.seed`; throws the model's errors for bad options. */
  constructor(options: FoxDolphinSessionOptions) {
    if (typeof options !== 'object' || options === null) {
      throw new InvalidArgumentError('FoxDolphinSession: options must be an object', 'WRONG_TYPE');
    }
    const play = options.play ?? null;
    if (play !== null && play !== 'Fox' && play !== 'Dolphin') {
      throw new InvalidArgumentError(`FoxDolphinSession: play must be 'Fox', 'Dolphin' or null`, 'WRONG_TYPE');
    }
    const ai = options.ai ?? 'greedy';
    if (ai !== 'greedy' && ai !== 'random') {
      throw new InvalidArgumentError(`FoxDolphinSession: ai must be 'greedy' or 'random'`, 'WRONG_TYPE');
    }
    const rounds = options.rounds ?? DEFAULT_SESSION_ROUNDS;
    if (!Number.isSafeInteger(rounds) || rounds < 1) {
      throw new InvalidArgumentError(`FoxDolphinSession: rounds must be a whole number from 1`, 'OUT_OF_RANGE');
    }
    const rng = mulberry32(options.seed);
    const board = generateIsland({
      rng,
      ...(options.width === undefined ? {} : { width: options.width }),
      ...(options.height === undefined ? {} : { height: options.height }),
      ...(options.pieces === undefined ? {} : { pieces: options.pieces }),
    });
    // The person's side is never asked by the controller (the session hands its moves over one by
    // one), so its strategy passes; the round limit is the session's, which counts the rounds.
    const idle = { name: 'human', moveRequest: () => null };
    markFresh(board);
    this.#controller = new Controller({
      board,
      rng,
      roundLimit: rounds,
      fox: play === 'Fox' ? idle : STRATEGIES[ai](),
      dolphin: play === 'Dolphin' ? idle : STRATEGIES[ai](),
    });
    this.human = play;
    this.roundLimit = rounds;
    this.#options = { seed: options.seed, rounds, play, ai, ...sizes(options) };
  }

  /**
   * The game's controller: its board, players and random source. Read it,
   * but play through the session; after `undo` it is another one.
   */
  get controller(): Controller {
    return this.#controller;
  }

  /** The island, live (read-only for everyone but the controller); after `undo` it is another one. */
  get board(): Board {
    return this.controller.board;
  }

  /** Rounds completed. */
  get round(): number {
    return this.#round;
  }

  /** The outcome once the game is over (a side wiped out, or the round limit reached), else null. */
  winner(): Outcome | null {
    if (this.board.pieceCount('Fox') === 0) return 'Dolphin';
    if (this.board.pieceCount('Dolphin') === 0) return 'Fox';
    return this.#round >= this.roundLimit ? 'draw' : null;
  }

  /** Whether the game is over. */
  isOver(): boolean {
    return this.winner() !== null;
  }

  #player(): Player {
    return this.#next === 1 ? this.controller.p1 : this.controller.p2;
  }

  /** The person's turn, begun when first needed: getNrMoves then, and whether they have a move at all. */
  #humanTurn(): HumanTurn | null {
    if (this.isOver() || this.#next === 'water' || this.#player().animal !== this.human) return null;
    this.#turn ??= {
      nr: this.board.getNrMoves(this.human),
      stuck: !this.board.hasLegalMove(this.human),
      played: [],
      kills: 0,
    };
    return this.#turn;
  }

  /**
   * The person's side while the session waits for their move (`move` or
   * `pass`), else null: the computer is to play, the water is next, or the
   * game is over.
   */
  get awaiting(): Animal | null {
    const t = this.#humanTurn();
    return t === null || t.stuck ? null : this.human;
  }

  /** In the person's turn: the moves made so far and the moves the turn allows; null otherwise. */
  get turnMoves(): {
    /** Moves made so far in the turn. */
    readonly made: number;
    /** Moves the turn allows (getNrMoves). */
    readonly allowed: number;
  } | null {
    const t = this.#humanTurn();
    return t === null ? null : { made: t.played.length, allowed: t.nr };
  }

  /** Where the piece on (x, y) may move now: the board's legal targets for it. */
  targets(from: Coord): Coord[] {
    const at = this.board.tileIdAt(from.x, from.y);
    const piece = this.board.pieces().find((p) => this.board.tileIdAt(p.x, p.y) === at);
    if (piece === undefined) return [];
    return this.board
      .legalMoves(piece.type)
      .filter((m) => m.piece.x === piece.x && m.piece.y === piece.y)
      .map((m) => ({ x: m.x, y: m.y }));
  }

  /** Ends the step's phase: the next player's turn, or the next round. */
  #advance(): void {
    if (this.#next === 'water') this.#next = 1;
    else if (this.#next === 1 && !this.isOver()) this.#next = 2;
    else {
      this.#next = 'water';
      this.#round++;
    }
  }

  /**
   * Plays the next step that needs no person: the water, or a computer's
   * turn, or the person's turn when they have no legal move at all (a
   * stranded side passes without being asked). Returns it; null when the
   * session waits for the person (`awaiting`) or the game is over.
   */
  step(): SessionStep | null {
    if (this.isOver()) return null;
    const round = this.#round + 1;
    if (this.#next === 'water') {
      const report = this.controller.waterStep();
      this.#advance();
      this.#record('s');
      return { kind: 'water', round, report };
    }
    const t = this.#humanTurn();
    if (t !== null && !t.stuck) return null;
    const report = t !== null ? this.#endTurn() : this.controller.turn(this.#player());
    if (t === null) this.#advance();
    this.#record('s');
    return { kind: 'turn', round, report };
  }

  /**
   * Plays a whole round with nobody waited for (two computers: the watch
   * mode), as Controller.playRound does. Throws the model's GameOverError
   * once the game is over, and InvalidArgumentError when a person commands
   * a side (their moves come through `move`).
   */
  playRound(): RoundReport {
    if (this.human !== null) {
      throw new InvalidArgumentError('playRound: a person commands a side: play with step, move and pass');
    }
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    if (this.#next !== 'water') throw new InvalidArgumentError('playRound: a round is under way: finish it with step');
    const round = this.#round + 1;
    const water = this.step() as Extract<SessionStep, { kind: 'water' }>;
    const turns: TurnReport[] = [];
    while (this.#round < round && !this.isOver()) {
      const s = this.step();
      if (s !== null && s.kind === 'turn') turns.push(s.report);
    }
    // The round ended by a wipe-out mid-round still counts, as in Controller.playRound.
    if (this.#round < round) this.#round = round;
    this.#next = 'water';
    return { round, ...water.report, turns };
  }

  /**
   * The person's move of the piece on `from` to `to`. Refused (changing
   * nothing) with the board's reason when the move is not legal; made
   * otherwise, and the turn ends by itself after getNrMoves moves or when
   * the other side is wiped out. Throws InvalidArgumentError when the
   * session is not waiting for the person.
   */
  move(from: Coord, to: Coord): SessionMove {
    const t = this.#humanTurn();
    if (t === null || t.stuck || this.human === null) {
      throw new InvalidArgumentError('move: it is not your turn');
    }
    for (const c of [from, to]) {
      if (typeof c !== 'object' || c === null) {
        throw new InvalidArgumentError('move: from and to must be tiles { x, y }', 'WRONG_TYPE');
      }
    }
    const piece = { type: this.human, x: from.x, y: from.y };
    const reason = this.board.moveRefusal(piece, to.x, to.y);
    if (reason !== null) return { ok: false, reason };
    const r = this.controller.requestMove(this.#player(), piece, to.x, to.y);
    t.played.push({ from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y }, killed: r.killed });
    if (r.killed) t.kills++;
    const done = t.played.length >= t.nr || this.isOver();
    this.#record(`${from.x},${from.y} ${to.x},${to.y}`);
    return { ok: true, killed: r.killed, turnEnded: done ? this.#endTurn() : null };
  }

  /** Ends the person's turn before getNrMoves moves; returns the turn. Throws when it is not their turn. */
  pass(): TurnReport {
    const t = this.#humanTurn();
    if (t === null || t.stuck) throw new InvalidArgumentError('pass: it is not your turn');
    this.#record('pass');
    return this.#endTurn();
  }

  /** The person's turn as the controller reports a turn, and on to the next step. */
  #endTurn(): TurnReport {
    const t = this.#turn!;
    this.#turn = null;
    // The controller keeps the round's order too: a turn passed (or stranded) before its last move is ended there.
    if (!this.controller.isOver() && this.controller.toMove === this.human) this.controller.endTurn(this.#player());
    this.#advance();
    return {
      animal: this.human!,
      moves: t.played.length,
      kills: t.kills,
      refused: 0,
      passed: t.played.length < t.nr,
      stuck: t.stuck,
      played: t.played,
    };
  }

  /**
   * The session as plain, versioned data: its options (the seed makes the
   * island, the tides and the computer's choices) and what was done since,
   * as a log (`s<n>`: n steps that needed nobody; `x,y x,y`: a person's
   * move; `pass`), which replays the game exactly.
   */
  toJSON(): FoxDolphinSessionData {
    return { v: 1, options: { ...this.#options }, log: [...this.#log] };
  }

  /**
   * The session `toJSON` saved, played again from its seed. Anything
   * malformed (read with core's `savedFields`, `savedArray`, `savedInt`:
   * not an object, another `v`, a missing or unknown field, options the
   * constructor refuses) or a log that does not replay throws
   * InvalidArgumentError `BAD_DATA`.
   */
  static fromJSON(data: unknown): FoxDolphinSession {
    const routine = 'FoxDolphinSession.fromJSON';
    const f = savedFields(routine, data, 1, ['options', 'log'], badData);
    const o = f.options;
    // width, height and pieces are left out when generateIsland's defaults were used.
    const sized =
      typeof o === 'object' && o !== null && !isRevoked(o)
        ? (['width', 'height', 'pieces'] as const).filter((k) => Object.hasOwn(o, k))
        : [];
    const given = savedFields(`${routine}: options`, o, null, ['seed', 'rounds', 'play', 'ai', ...sized], badData);
    const int = (k: string, lo: number, hi: number): number =>
      savedInt(`${routine}: options.${k}`, given[k], lo, hi, badData);
    const word = <W>(k: string, words: readonly W[]): W => {
      if (words.includes(given[k] as W)) return given[k] as W;
      throw badData(`${routine}: options.${k} must be one of ${words.map(String).join(', ')}`);
    };
    const options: FoxDolphinSessionOptions = {
      seed: int('seed', SEED_MIN, SEED_MAX),
      rounds: int('rounds', 1, MAX_ROUND_LIMIT),
      play: word('play', ['Fox', 'Dolphin', null] as const),
      ai: word('ai', ['greedy', 'random'] as const),
      ...Object.fromEntries(sized.map((k) => [k, int(k, 0, Number.MAX_SAFE_INTEGER)])),
    };
    const log = savedArray(`${routine}: log`, f.log, MAX_SAVED_LOG, badData).map((e, n) =>
      savedString(`${routine}: log[${n}]`, e, 32, badData),
    );
    return FoxDolphinSession.#replay(routine, options, log);
  }

  /**
   * A new session of `options` with `log` played again; anything that does
   * not replay (the model's refusal of the options, a step, move or pass
   * the game did not make) throws InvalidArgumentError BAD_DATA.
   */
  static #replay(routine: string, options: FoxDolphinSessionOptions, log: readonly string[]): FoxDolphinSession {
    let session: FoxDolphinSession;
    try {
      session = new FoxDolphinSession(options);
    } catch (e) {
      if (e instanceof FoxDolphinError) throw badData(`${routine}: options: ${e.message}`);
      throw e;
    }
    for (const entry of log) {
      const steps = /^s(\d{1,7})$/.exec(entry);
      const move = MOVE_ENTRY.exec(entry);
      if (steps !== null) {
        for (let k = Number(steps[1]); k > 0; k--) {
          if (session.step() === null) throw badData(`${routine}: a step the game did not make`);
        }
      } else if (entry === 'pass') {
        if (session.awaiting === null) throw badData(`${routine}: a pass out of turn`);
        session.pass();
      } else if (move !== null) {
        const [fx, fy, tx, ty] = move.slice(1).map(Number) as [number, number, number, number];
        if (session.awaiting === null || !session.move({ x: fx, y: fy }, { x: tx, y: ty }).ok) {
          throw badData(`${routine}: the move ${entry} does not replay`);
        }
      } else throw badData(`${routine}: ${JSON.stringify(entry)} is not a log entry`);
    }
    return session;
  }

  /** Where the person's last turn begins in the log (its first move or pass), or -1 when they have made none. */
  #lastTurnStart(): number {
    let k = this.#log.length;
    // Steps that needed nobody since (the water, the computer's turn), then the person's entries.
    while (k > 0 && this.#log[k - 1]!.startsWith('s')) k--;
    const end = k;
    while (k > 0 && !this.#log[k - 1]!.startsWith('s')) k--;
    return k < end ? k : -1;
  }

  /** Whether `undo` would take something back: the person has made a move or a pass. */
  get canUndo(): boolean {
    return this.human !== null && this.#lastTurnStart() >= 0;
  }

  /**
   * Takes back the person's last turn: its moves and pass (the turn under
   * way, when they have moved in it; else the last one they played), and
   * what the water and the computer did since. The game is played again
   * from its seed to where that turn began, so the session waits for the
   * person there, and the tides, events and the computer's choices that
   * follow are the ones the seed gives. Returns what was taken back, in
   * order; null when there is nothing to take back (watching, or no move
   * made yet), and then nothing changes.
   */
  undo(): readonly UndoneMove[] | null {
    const start = this.human === null ? -1 : this.#lastTurnStart();
    if (start < 0) return null;
    const taken: UndoneMove[] = [];
    for (const e of this.#log.slice(start)) {
      const m = MOVE_ENTRY.exec(e);
      if (e === 'pass') taken.push('pass');
      else if (m !== null) {
        const [fx, fy, tx, ty] = m.slice(1).map(Number) as [number, number, number, number];
        taken.push({ from: { x: fx, y: fy }, to: { x: tx, y: ty } });
      }
    }
    const back = FoxDolphinSession.#replay('FoxDolphinSession.undo', this.#options, this.#log.slice(0, start));
    this.#controller = back.#controller;
    this.#round = back.#round;
    this.#next = back.#next;
    this.#turn = back.#turn;
    this.#log = back.#log;
    return taken;
  }

  /** A snapshot for a view. */
  get state(): FoxDolphinSessionState {
    return {
      round: this.#round,
      roundLimit: this.roundLimit,
      awaiting: this.awaiting,
      turnMoves: this.turnMoves,
      canUndo: this.canUndo,
      foxes: this.board.pieceCount('Fox'),
      dolphins: this.board.pieceCount('Dolphin'),
      winner: this.winner(),
    };
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'FoxDolphinSession');
}

/** What FoxDolphinSession.toJSON saves: plain data, version 1. */
export interface FoxDolphinSessionData {
  /** The format's version, 1. */
  readonly v: 1;
  /** The options the session was made with (the seed included: the log replays from it). */
  readonly options: FoxDolphinSessionOptions;
  /** `s<n>` n steps that needed nobody, `x,y x,y` a person's move, `pass`. */
  readonly log: readonly string[];
}

/** The size options given, for toJSON (absent ones left out: generateIsland's defaults). */
function sizes(o: FoxDolphinSessionOptions): Pick<FoxDolphinSessionOptions, 'width' | 'height' | 'pieces'> {
  return {
    ...(o.width === undefined ? {} : { width: o.width }),
    ...(o.height === undefined ? {} : { height: o.height }),
    ...(o.pieces === undefined ? {} : { pieces: o.pieces }),
  };
}

/** A snapshot of a FoxDolphinSession. */
export interface FoxDolphinSessionState {
  /** The round being played, from 1. */
  readonly round: number;
  /** Rounds before the game is a draw. */
  readonly roundLimit: number;
  /** The person's animal when the session waits for their move, else null. */
  readonly awaiting: Animal | null;
  /** Moves made and allowed in the person's turn, while it lasts; else null. */
  readonly turnMoves: {
    /** Moves made so far in the turn. */
    readonly made: number;
    /** Moves the turn allows (getNrMoves). */
    readonly allowed: number;
  } | null;
  /** Whether `undo` would take back a turn of the person's. */
  readonly canUndo: boolean;
  /** Foxes on the board. */
  readonly foxes: number;
  /** Dolphins on the board. */
  readonly dolphins: number;
  /** Once over: the animal that won, or `'draw'`; null while the game goes on. */
  readonly winner: Outcome | null;
}

/**
 * The outcome for the person: `won`, `lost` or `draw` (a watcher sees the
 * winner only: `Fox`, `Dolphin` or `draw`).
 */
export const outcomeFor = /* @__PURE__ */ frozen(function outcomeFor(
  winner: Outcome,
  human: Animal | null,
): 'won' | 'lost' | Outcome {
  if (human === null || winner === 'draw') return winner;
  return winner === human ? 'won' : 'lost';
});

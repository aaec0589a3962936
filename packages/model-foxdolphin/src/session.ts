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
import type { Board, MoveRefusal } from './board.js';
import { frozen, sealClass } from './brand.js';
import {
  Controller,
  type Outcome,
  type PlayedMove,
  type RoundReport,
  type TurnReport,
  type WaterReport,
} from './controller.js';
import { GameOverError, InvalidArgumentError } from './errors.js';
import { generateIsland } from './island.js';
import { type Player, STRATEGIES, type StrategyName } from './player.js';
import { mulberry32 } from './random.js';
import type { Animal, Coord } from './vocabulary.js';

/** How a FoxDolphinSession starts. */
export interface FoxDolphinSessionOptions {
  /** The seed of the island, the tides and the events (and the random computer's choices). */
  readonly seed: number;
  /** Tiles along x and y (generateIsland's defaults when absent). */
  readonly width?: number;
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
  | { readonly kind: 'water'; readonly round: number; readonly report: WaterReport }
  | { readonly kind: 'turn'; readonly round: number; readonly report: TurnReport };

/** What `move` answers: the move made (and the turn, when it ended), or the board's reason for refusing it. */
export type SessionMove =
  | { readonly ok: true; readonly killed: boolean; readonly turnEnded: TurnReport | null }
  | { readonly ok: false; readonly reason: MoveRefusal };

/** The round limit when none is given: a game a person watches or plays to its end. */
export const DEFAULT_SESSION_ROUNDS = 100;

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
  /** The game's controller: its board, players and random source. */
  readonly controller: Controller;
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
  /** What was done, for toJSON: `s<n>` n steps, `x,y x,y` a person's move, `pass`. */
  readonly #log: string[] = [];

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
    this.controller = new Controller({
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

  /** The island, live (read-only for everyone but the controller). */
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
  get turnMoves(): { readonly made: number; readonly allowed: number } | null {
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
   * The session `toJSON` saved, played again from its seed. Throws the
   * package's InvalidArgumentError for anything malformed or a log that
   * does not replay.
   */
  static fromJSON(data: unknown): FoxDolphinSession {
    const bad = (why: string): never => {
      throw new InvalidArgumentError(`FoxDolphinSession.fromJSON: ${why}`, 'BAD_TEXT');
    };
    if (typeof data !== 'object' || data === null) return bad('expected an object');
    const d = data as Record<string, unknown>;
    if (d.v !== 1) return bad(`expected version 1, got ${String(d.v)}`);
    if (typeof d.options !== 'object' || d.options === null) return bad('options must be an object');
    if (!Array.isArray(d.log) || d.log.some((e) => typeof e !== 'string')) return bad('log must be a list of strings');
    const session = new FoxDolphinSession(d.options as FoxDolphinSessionOptions);
    for (const entry of d.log as string[]) {
      const steps = /^s(\d{1,7})$/.exec(entry);
      const move = /^(\d{1,3}),(\d{1,3}) (\d{1,3}),(\d{1,3})$/.exec(entry);
      if (steps !== null) {
        for (let k = Number(steps[1]); k > 0; k--) if (session.step() === null) bad('a step the game did not make');
      } else if (entry === 'pass') {
        if (session.awaiting === null) bad('a pass out of turn');
        session.pass();
      } else if (move !== null) {
        const [fx, fy, tx, ty] = move.slice(1).map(Number) as [number, number, number, number];
        if (session.awaiting === null || !session.move({ x: fx, y: fy }, { x: tx, y: ty }).ok) {
          bad(`the move ${entry} does not replay`);
        }
      } else bad(`${entry} is not a log entry`);
    }
    return session;
  }

  /** A snapshot for a view. */
  get state(): FoxDolphinSessionState {
    return {
      round: this.#round,
      roundLimit: this.roundLimit,
      awaiting: this.awaiting,
      turnMoves: this.turnMoves,
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
  readonly v: 1;
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
  readonly round: number;
  readonly roundLimit: number;
  readonly awaiting: Animal | null;
  readonly turnMoves: { readonly made: number; readonly allowed: number } | null;
  readonly foxes: number;
  readonly dolphins: number;
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

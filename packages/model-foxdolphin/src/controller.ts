/**
 * Schema Controller (4.2): the board, two players of different animals, a
 * view, Init(n), and the round of the state diagram: Tide, NaturalEvent,
 * Flood, Flood, update the view, player 1's turn, player 2's turn.
 *
 * ```ts
 * import { Controller } from '@arcade/model-foxdolphin';
 * const game = Controller.init(6, { seed: 42, roundLimit: 200 });
 * const outcome = game.play(); // 'Fox', 'Dolphin' or 'draw', the same for every run with seed 42
 * ```
 */
import { isRevoked, ownOptions, sealClass } from './brand.js';
import { adoptBoard, asOwner, Board, checkBoard, type MoveResult, validate } from './board.js';
import { checkAnimal, checkInt, checkRandom, describe } from './checks.js';
import { FoxDolphinError, GameOverError, InvalidArgumentError, InvalidBoardError } from './errors.js';
import { takeFresh } from './fresh.js';
import { generateIsland, validateInit } from './island.js';
import {
  adoptPlayer,
  asPlayerOwner,
  checkStrategy,
  greedyPlayer,
  Player,
  STRATEGIES,
  type Strategy,
  type StrategyName,
} from './player.js';
import { SeededRandom, savedFields, savedInt } from '@arcade/core';
import {
  badData,
  boardInitFromJSON,
  boardToJSON,
  type ControllerJSON,
  playerFromJSON,
  playerToJSON,
  turnFromJSON,
} from './json.js';
import { checkedRandom, mulberry32, type Random, SEED_MAX, seededSource } from './random.js';
import {
  type Animal,
  type Coord,
  DEFAULT_MAX_TRIES,
  DEFAULT_ROUND_LIMIT,
  EVENT_CHANCE,
  EVENT_MAX,
  otherAnimal,
  type Piece,
  TIDE_MAX,
} from './vocabulary.js';

/**
 * A Random that answers with `tape`, in order: what the caller's rng
 * answered before the board was opened, so that the caller's code (an rng
 * is a callback) never runs while the controller holds the board open.
 */
function replay(tape: readonly number[]): Random {
  let at = 0;
  const take = (): number => {
    // The board asked for more than Tide and NaturalEvent ever take: a package bug, not the caller's.
    if (at >= tape.length)
      throw new InvalidArgumentError('internal: the board asked for an undrawn number', 'BAD_RANDOM');
    return tape[at++]!;
  };
  return { next: take, int: take };
}

/**
 * Schema View: the controller hands it the board after the water step and
 * after every move. The two reports are the package's: an app that lets a
 * person play one side tells them what the water and the other side just
 * did, before their own turn.
 */
export interface View {
  /** Schema View's UpdateView: the board after the water step (`'water'`) or after a move (`'move'`). */
  updateView(board: Board, after: 'water' | 'move'): void;
  /** The water step's report, right after updateView(board, 'water'); `round` is the round being played, from 1. */
  waterStepped?(report: WaterReport, round: number): void;
  /** A turn's report as soon as it ends (before the other side's turn, or the round's end). */
  turnEnded?(report: TurnReport, round: number): void;
}

/** What the water part of a round did. */
export type WaterReport = Pick<RoundReport, 'tide' | 'nEvent' | 'flooded'>;

/** How a Controller sets up a game; every field has a default. */
export interface ControllerOptions {
  /** Seed of the game's one random source (island, tides, events, random players). Default 1. */
  readonly seed?: number;
  /**
   * The random source itself, instead of a seed: a SeededRandom of
   * @arcade/core (drawn from as `randomOf` does), or a caller's Random. Only
   * a seeded one (this, `mulberry32(seed)`, or a seed) can be saved and copied.
   */
  readonly rng?: Random | SeededRandom;
  /** Play on this board instead of generating one; its pieces become the players'. */
  readonly board?: Board;
  /** Island size when generating, default 20 x 14. */
  readonly width?: number;
  /** Tiles along y when generating, default 14. */
  readonly height?: number;
  /** Bridges wanted when generating (default one per 90 tiles). */
  readonly bridges?: number;
  /** Caves wanted when generating (default one per 90 tiles). */
  readonly caves?: number;
  /** Strategies, default greedy for both. */
  readonly fox?: Strategy;
  /** The dolphins' strategy, default greedy. */
  readonly dolphin?: Strategy;
  /** Who is player 1 and moves first, default 'Fox'. */
  readonly first?: Animal;
  /** Rounds before the game is a draw, default 500 (ruling). */
  readonly roundLimit?: number;
  /** Refused requests in a row after which a player passes the rest of its turn, default 20 (ruling). */
  readonly maxTries?: number;
  /** Told of every change (schema View), and of each water step and turn when it has those methods. */
  readonly view?: View;
}

/** What happened in one turn. */
export interface TurnReport {
  /** The side that played the turn. */
  readonly animal: Animal;
  /** Moves made (at most getNrMoves). */
  readonly moves: number;
  /** Pieces of the other kind it ate. */
  readonly kills: number;
  /** Requests the board refused. */
  readonly refused: number;
  /** Whether the turn ended before getNrMoves moves (no legal move, a pass, or too many refusals). */
  readonly passed: boolean;
  /** Whether the player had no legal move at all and passed without being asked (e.g. every piece stranded). */
  readonly stuck: boolean;
  /** The moves made, in order. */
  readonly played: readonly PlayedMove[];
}

/** A move the board made in a turn: from one tile to another, and whether it ate a piece. */
export interface PlayedMove {
  /** The tile the piece left. */
  readonly from: Coord;
  /** The tile it moved to. */
  readonly to: Coord;
  /** Whether it ate the piece standing there. */
  readonly killed: boolean;
}

/** What happened in one round. */
export interface RoundReport {
  /** The round's number, from 1. */
  readonly round: number;
  /** Tide's e. */
  readonly tide: number;
  /** The natural event after the round's water step: (x, days left), (0, 0) when none runs. */
  readonly nEvent: readonly [number, number];
  /** Tiles that changed water status in the two Floods. */
  readonly flooded: number;
  /** The turns of the round, player 1's first. */
  readonly turns: readonly TurnReport[];
}

/** The end of a game: the animal that won, or a draw at the round limit. */
export type Outcome = Animal | 'draw';

/** The most rounds a game may last (the app's --rounds goes as far): play() loops at most this often. */
export const MAX_ROUND_LIMIT = 1_000_000;
/** The most refused requests in a row a turn allows before the player passes. */
export const MAX_TRIES_LIMIT = 10_000;

/** The options Controller and Controller.init read. */
const CONTROLLER_OPTIONS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'seed',
  'rng',
  'board',
  'width',
  'height',
  'bridges',
  'caves',
  'fox',
  'dolphin',
  'first',
  'roundLimit',
  'maxTries',
  'view',
]);

/**
 * Checks every option before anything is built, so a bad one is refused at
 * once (`Controller.init(3, { fox: 5 })` failed later, in play()), with a
 * code and the option's name.
 */
function checkOptions(routine: string, options: unknown): ControllerOptions {
  // Own properties only, each read once, into a copy the caller then uses: a
  // polluted Object.prototype.roundLimit is not an option. Other own keys are
  // left unread, as before.
  const o = ownOptions(
    routine,
    options,
    CONTROLLER_OPTIONS,
    (_, message) => new InvalidArgumentError(message, 'WRONG_TYPE'),
    true,
  ) as ControllerOptions;
  if (o.rng !== undefined) checkRandom(`${routine}: options.rng`, o.rng);
  else if (o.seed !== undefined) mulberry32(o.seed);
  if (o.board !== undefined) checkBoard(`${routine}: options.board`, o.board);
  if (o.fox !== undefined) checkStrategy(`${routine}: options.fox`, o.fox);
  if (o.dolphin !== undefined) checkStrategy(`${routine}: options.dolphin`, o.dolphin);
  if (o.first !== undefined) checkAnimal(`${routine}: options.first`, o.first);
  if (o.roundLimit !== undefined) checkInt('roundLimit', o.roundLimit, 0, MAX_ROUND_LIMIT, true);
  if (o.maxTries !== undefined) checkInt('maxTries', o.maxTries, 1, MAX_TRIES_LIMIT, true);
  for (const k of ['width', 'height', 'bridges', 'caves'] as const) {
    if (o[k] !== undefined) checkInt(`options.${k}`, o[k], 0, 200 * 200, true);
  }
  if (o.view !== undefined) {
    if (typeof o.view !== 'object' || o.view === null || isRevoked(o.view) || typeof o.view.updateView !== 'function') {
      throw new InvalidArgumentError(
        `${routine}: options.view must be a View { updateView() }, got ${describe(o.view)}`,
        'WRONG_TYPE',
      );
    }
  }
  return o;
}

/**
 * Schema Init on a caller's board: every invariant of schema Board and of
 * Init (water level 0 in -15..15, land is h >= 0 and connected, n pieces a
 * side on their media, shortcuts on their media); refused with the name.
 */
function checkInit(routine: string, board: Board, n?: number): void {
  const broken = validateInit(board, n);
  if (broken !== null) {
    throw new InvalidBoardError(
      broken,
      `${routine}: the board breaks schema Init's ${broken}${n === undefined ? '' : ` (Init(${n}))`}`,
    );
  }
}

/** The players' pieces in their saved order, set only while Controller.fromJSON builds one. */
let presetPieces: { readonly Fox: readonly Piece[]; readonly Dolphin: readonly Piece[] } | null = null;

/** The strategies and view a restored Controller plays with (see `Controller.fromJSON`). */
export interface RestoreOptions {
  /** The fox's strategy; default the built-in one the saved game names (`STRATEGIES`). */
  readonly fox?: Strategy;
  /** The dolphin's strategy; default the built-in one the saved game names (`STRATEGIES`). */
  readonly dolphin?: Strategy;
  /** Told of every change, as ControllerOptions.view. */
  readonly view?: View;
}

/** Schema Controller. */
export class Controller {
  /**
   * The board, live: read it freely, but it refuses changes from anyone but
   * this controller (OwnedByControllerError), so that the Controller's
   * invariant cannot be broken from outside.
   */
  declare readonly board: Board;
  /** Player 1 (moves first) and player 2; like the board, changed only by the controller. */
  declare readonly p1: Player;
  /** Player 2, who moves second. */
  declare readonly p2: Player;
  /** The game's one random source (island, tides, events, random players). */
  declare readonly rng: Random;
  /** Rounds before the game is a draw. */
  declare readonly roundLimit: number;
  /** Refused requests in a row after which a player passes the rest of its turn. */
  declare readonly maxTries: number;
  #view: View | undefined;
  #rounds = 0;
  /**
   * Where the round stands: 0 before its water step, 1 in player 1's turn,
   * 2 in player 2's. requestMove by hand is refused out of this order, and
   * every way of playing (requestMove, turn, playRound) moves it on.
   */
  #phase: 0 | 1 | 2 = 0;
  /** Moves left in the current turn: getNrMoves when the turn began, less the moves made. */
  #left = 0;
  /** The water report of the current round (playRound reports it for a round begun by hand). */
  #water: WaterReport | null = null;

  /**
   * Init(n): a seeded island with n pieces a side (or `options.board`),
   * w = 0 in -15..15, and the two players.
   */
  static init(n: number, given: ControllerOptions = {}): Controller {
    checkInt('n', n, 1, 200 * 200, true);
    const options = checkOptions('Controller.init', given);
    // Init(n) gives each player n pieces: a board with another count is not this Init.
    if (options.board !== undefined) {
      const foxes = options.board.pieceCount('Fox');
      const dolphins = options.board.pieceCount('Dolphin');
      if (foxes !== n || dolphins !== n) {
        throw new InvalidBoardError(
          'pieceCount',
          `Controller.init(${n}, { board }): Init(n) needs ${n} pieces a side, the board has ${foxes} foxes and ${dolphins} dolphins`,
        );
      }
      checkInit(`Controller.init(${n}, { board })`, options.board, n);
    }
    const rng = options.rng ?? mulberry32(options.seed ?? 1);
    const board =
      options.board ??
      generateIsland({
        rng,
        pieces: n,
        width: options.width,
        height: options.height,
        bridges: options.bridges,
        caves: options.caves,
      });
    return new Controller({ ...options, rng, board });
  }

  /** A controller for `options.board` (or a generated island of 6 pieces a side). */
  constructor(given: ControllerOptions = {}) {
    const options = checkOptions('new Controller', given);
    // A restored game's board is mid-game: schema Board holds (new Board checked it), Init need not.
    // An island a session has just drawn meets Init by construction, as the one drawn below does.
    if (options.board !== undefined && presetPieces === null && !takeFresh(options.board))
      checkInit('new Controller({ board })', options.board);
    const rng = checkedRandom(options.rng ?? mulberry32(options.seed ?? 1));
    const board = options.board ?? generateIsland({ rng, width: options.width, height: options.height });
    const first = options.first ?? 'Fox';
    const fox = new Player('Fox', presetPieces?.Fox ?? board.piecesOf('Fox'), options.fox ?? greedyPlayer());
    const dolphin = new Player(
      'Dolphin',
      presetPieces?.Dolphin ?? board.piecesOf('Dolphin'),
      options.dolphin ?? greedyPlayer(),
    );
    // Schema Controller's invariant b.pieces = p1 u p2 holds only while every
    // change goes through this controller: from here on the board and the
    // players refuse changes from anyone else (OwnedByControllerError).
    adoptBoard(board, this.#token);
    adoptPlayer(fox, this.#token);
    adoptPlayer(dolphin, this.#token);
    const [p1, p2] = first === 'Fox' ? [fox, dolphin] : [dolphin, fox];
    const fields = {
      board,
      p1,
      p2,
      rng,
      roundLimit: options.roundLimit ?? DEFAULT_ROUND_LIMIT,
      maxTries: options.maxTries ?? DEFAULT_MAX_TRIES,
    };
    // Read-only for callers: `game.board = other` would desync the game.
    for (const [k, value] of Object.entries(fields)) Object.defineProperty(this, k, { value, enumerable: true });
    this.#view = options.view;
  }

  /**
   * The game as plain, versioned data: the board (water, event, tiles,
   * pieces), who moves first, the round, the limits, the players'
   * strategies by name and pieces in order, and the seeded generator's
   * state: what `JSON.stringify(game)` writes and `Controller.fromJSON`
   * restores exactly. A game drawing from a caller's own Random cannot be
   * saved: InvalidArgumentError NOT_SAVABLE. The view is not saved.
   */
  toJSON(): ControllerJSON {
    const gen = seededSource(this.rng);
    if (gen === null) {
      throw new InvalidArgumentError(
        'toJSON: this game draws from a Random that cannot be saved; use a seed, mulberry32(seed) or a SeededRandom',
        'NOT_SAVABLE',
      );
    }
    return {
      v: 1,
      board: boardToJSON(this.board),
      first: this.p1.animal,
      round: this.#rounds,
      roundLimit: this.roundLimit,
      maxTries: this.maxTries,
      rng: gen.state,
      fox: playerToJSON(this.player('Fox').strategy.name, this.player('Fox').pieces),
      dolphin: playerToJSON(this.player('Dolphin').strategy.name, this.player('Dolphin').pieces),
      turn:
        this.#phase === 0 || this.#water === null
          ? null
          : {
              phase: this.#phase,
              left: this.#left,
              water: {
                tide: this.#water.tide,
                nEvent: [this.#water.nEvent[0], this.#water.nEvent[1]],
                flooded: this.#water.flooded,
              },
            },
    };
  }

  /**
   * The game `toJSON` saved, playing on exactly as it would have (the same
   * random draws). The strategies are the built-in ones the data names
   * (`STRATEGIES`), or `options.fox` / `options.dolphin`; `options.view`
   * watches it. Malformed data (wrong shape, an unknown field or strategy,
   * a round past the limit, players whose pieces are not the board's)
   * throws InvalidArgumentError BAD_DATA; a board that breaks schema Board
   * or Init throws InvalidBoardError.
   */
  static fromJSON(data: unknown, options: RestoreOptions = {}): Controller {
    const routine = 'Controller.fromJSON';
    const given = checkOptions(routine, options);
    const f = savedFields(
      routine,
      data,
      1,
      ['board', 'first', 'round', 'roundLimit', 'maxTries', 'rng', 'fox', 'dolphin', 'turn'],
      badData,
    );
    const turn = turnFromJSON(`${routine}: turn`, f.turn);
    if (f.first !== 'Fox' && f.first !== 'Dolphin') throw badData(`${routine}: first must be 'Fox' or 'Dolphin'`);
    const roundLimit = savedInt(`${routine}: roundLimit`, f.roundLimit, 0, MAX_ROUND_LIMIT, badData);
    const round = savedInt(`${routine}: round`, f.round, 0, roundLimit, badData);
    const maxTries = savedInt(`${routine}: maxTries`, f.maxTries, 1, MAX_TRIES_LIMIT, badData);
    const rng = SeededRandom.fromState(savedInt(`${routine}: rng`, f.rng, 0, SEED_MAX, badData));
    const fox = playerFromJSON(`${routine}: fox`, 'Fox', f.fox);
    const dolphin = playerFromJSON(`${routine}: dolphin`, 'Dolphin', f.dolphin);
    const strategy = (name: string, own: Strategy | undefined, key: string): Strategy => {
      if (own !== undefined) return own;
      if (!Object.hasOwn(STRATEGIES, name)) {
        throw badData(`${routine}: ${key}'s strategy ${describe(name)} is not built in; pass options.${key}`);
      }
      return STRATEGIES[name as StrategyName]();
    };
    const board = new Board(boardInitFromJSON(`${routine}: board`, f.board));
    presetPieces = { Fox: fox.pieces, Dolphin: dolphin.pieces };
    let game: Controller;
    try {
      game = new Controller({
        board,
        rng,
        first: f.first,
        roundLimit,
        maxTries,
        fox: strategy(fox.strategy, given.fox, 'fox'),
        dolphin: strategy(dolphin.strategy, given.dolphin, 'dolphin'),
        view: given.view,
      });
    } finally {
      presetPieces = null;
    }
    const broken = game.validate();
    if (broken !== null) throw badData(`${routine}: the saved game breaks ${broken}`);
    game.#rounds = round;
    if (turn !== null) {
      if (round >= roundLimit) throw badData(`${routine}: a turn under way after the last round`);
      game.#phase = turn.phase;
      game.#left = turn.left;
      game.#water = turn.water;
    }
    return game;
  }

  /**
   * An independent copy of the game, its random source included: playing
   * on the copy (an AI's look-ahead) never changes what the original
   * draws. The same strategies play it; it has no view. Throws
   * InvalidArgumentError NOT_SAVABLE for a game drawing from a caller's own
   * Random, which cannot be copied.
   */
  clone(): Controller {
    return Controller.fromJSON(this.toJSON(), {
      fox: this.player('Fox').strategy,
      dolphin: this.player('Dolphin').strategy,
    });
  }

  /** The key the board and players answer to: only this controller changes them. */
  readonly #token = {};

  /** Runs `f` with the board and both players open to this controller's changes. */
  #owning<T>(f: () => T): T {
    return asOwner(this.board, this.#token, () =>
      asPlayerOwner(this.p1, this.#token, () => asPlayerOwner(this.p2, this.#token, f)),
    );
  }

  /** Rounds played so far (a round ends with player 2's turn, or when a side is wiped out). */
  get round(): number {
    return this.#rounds;
  }

  /** The animal whose turn it is, or null before the round's water step (and once the game is over). */
  get toMove(): Animal | null {
    if (this.#phase === 0 || this.isOver()) return null;
    return (this.#phase === 1 ? this.p1 : this.p2).animal;
  }

  /** Moves left in the current turn (getNrMoves at the turn's start, less the moves made); 0 before the water step. */
  get movesLeft(): number {
    return this.#phase === 0 ? 0 : this.#left;
  }

  /** The turn of player `phase` (1 or 2) begins: getNrMoves moves, counted when it begins. */
  #startTurn(phase: 1 | 2): void {
    this.#phase = phase;
    this.#left = this.board.getNrMoves((phase === 1 ? this.p1 : this.p2).animal);
  }

  /** `player`'s turn is over: the other's begins, or the round ends (after player 2, or when a side is gone). */
  #finishTurn(player: Player): void {
    const ours = (player === this.p1 && this.#phase === 1) || (player === this.p2 && this.#phase === 2);
    if (!ours) return; // a turn played out of order (turn() called directly) leaves the round where it is
    const wiped = this.board.pieceCount('Fox') === 0 || this.board.pieceCount('Dolphin') === 0;
    if (this.#phase === 1 && !wiped) this.#startTurn(2);
    else {
      this.#rounds++;
      this.#phase = 0;
      this.#left = 0;
    }
  }

  /** OUT_OF_TURN unless it is `player`'s turn (after the water step, before the turn's moves run out). */
  #checkTurn(routine: string, player: Player): void {
    if (this.#phase === 0) {
      throw new FoxDolphinError(
        'OUT_OF_TURN',
        `${routine}: round ${this.#rounds + 1} begins with the water step: call waterStep() first`,
      );
    }
    const turn = this.#phase === 1 ? this.p1 : this.p2;
    if (player !== turn) {
      throw new FoxDolphinError(
        'OUT_OF_TURN',
        `${routine}: it is the ${turn.animal} player's turn (${this.#left} move${this.#left === 1 ? '' : 's'} left), not the ${player.animal} player's`,
      );
    }
  }

  /**
   * Ends `player`'s turn by hand before its moves run out: the pass of the
   * rulings (a player with no legal move must pass this way). Then the other
   * player's turn begins, or the round ends. OUT_OF_TURN when it is not
   * `player`'s turn; GameOverError once the game is over.
   */
  endTurn(player: Player): void {
    if (player !== this.p1 && player !== this.p2) {
      throw new InvalidArgumentError(`endTurn: not a player of this game: ${describe(player)}`, 'NOT_A_PLAYER');
    }
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    this.#checkTurn('endTurn', player);
    this.#finishTurn(player);
  }

  /** The player commanding an animal. */
  player(animal: Animal): Player {
    checkAnimal('player', animal);
    return this.p1.animal === animal ? this.p1 : this.p2;
  }

  /** The game is over when a side has no pieces or the round limit is reached. */
  isOver(): boolean {
    return this.winner() !== null;
  }

  /** The outcome once the game is over, else null. */
  winner(): Outcome | null {
    if (this.board.pieceCount('Fox') === 0) return 'Dolphin';
    if (this.board.pieceCount('Dolphin') === 0) return 'Fox';
    return this.#rounds >= this.roundLimit ? 'draw' : null;
  }

  /**
   * The water part of a round: Tide, NaturalEvent, Flood, Flood, then the
   * view; then player 1's turn begins. OUT_OF_TURN in the middle of a round
   * (a round has one water step, at its start).
   */
  waterStep(): WaterReport {
    if (this.#phase !== 0) {
      throw new FoxDolphinError(
        'OUT_OF_TURN',
        `waterStep: round ${this.#rounds + 1} is under way (the ${this.toMove ?? 'next'} player's turn): the water steps once, at the start of a round`,
      );
    }
    // The caller's rng is drawn from before the board is opened, in the order and with the arguments Tide
    // and NaturalEvent use (so a seed plays as before): its code, run while the board is open, could
    // change the board past the players (Spec notes). Tide: one int; NaturalEvent with no event
    // running: one next, and an int when an event starts.
    const tideTape = [this.rng.int(1, 2 * TIDE_MAX)];
    const tide = this.#owning(() => this.board.tide(replay(tideTape)));
    const eventTape: number[] = [];
    if (this.board.nEvent[1] === 0) {
      const chance = this.rng.next();
      eventTape.push(chance);
      if (chance < EVENT_CHANCE) eventTape.push(this.rng.int(1, 2 * EVENT_MAX));
    }
    const { nEvent, flooded } = this.#owning(() => {
      const nEvent = this.board.naturalEvent(replay(eventTape));
      const flooded = this.board.flood() + this.board.flood();
      return { nEvent, flooded };
    });
    this.#view?.updateView(this.board, 'water');
    const report = { tide, nEvent, flooded };
    this.#water = report;
    this.#startTurn(1);
    // A flood that wipes a side out ends the round there: nobody is left to take a turn.
    if (this.board.pieceCount('Fox') === 0 || this.board.pieceCount('Dolphin') === 0) this.#finishTurn(this.p1);
    this.#view?.waterStepped?.(report, this.#rounds + 1);
    return report;
  }

  /**
   * The MSC of a move: RequestMove on the board, then DoMove for the mover
   * and DoKill for the other player, then the view. The game's order holds
   * for a move asked by hand: after the round's water step, by the player
   * whose turn it is, at most getNrMoves moves a turn (a refused move does
   * not count). The turn ends by itself with its last move (then the other
   * player's turn, or the next round); `endTurn` ends it sooner. Throws
   * (changing nothing) when the game is over, out of turn (OUT_OF_TURN) or
   * the piece is not the player's.
   */
  requestMove(player: Player, piece: Piece, x: number, y: number): MoveResult {
    if (player !== this.p1 && player !== this.p2) {
      throw new InvalidArgumentError(`requestMove: not a player of this game: ${describe(player)}`, 'NOT_A_PLAYER');
    }
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    this.#checkTurn('requestMove', player);
    const result = this.#request(player, piece, x, y);
    if (result.moved) {
      this.#left--;
      if (this.#left <= 0 || this.isOver()) this.#finishTurn(player);
    }
    return result;
  }

  /** A move request of `player`'s, without the turn's bookkeeping (turn() keeps its own). */
  #request(player: Player, piece: Piece, x: number, y: number): MoveResult {
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    if (piece === null || typeof piece !== 'object' || isRevoked(piece)) {
      throw new InvalidArgumentError(`the ${player.animal} player can only move a ${player.animal}`, 'WRONG_TYPE');
    }
    // Read once, before the board is opened: a getter on the caller's piece is the caller's code, which
    // must not run while the controller holds the board (Spec notes).
    const own: Piece = { type: piece.type, x: piece.x, y: piece.y };
    if (own.type !== player.animal) {
      throw new InvalidArgumentError(`the ${player.animal} player can only move a ${player.animal}`, 'WRONG_TYPE');
    }
    const result = this.#owning(() => {
      const r = this.board.requestMove(own, x, y);
      if (r.moved) {
        player.doMove(own, x, y);
        if (r.killed) this.player(otherAnimal(player.animal)).doKill(x, y);
      }
      return r;
    });
    if (result.moved) this.#view?.updateView(this.board, 'move');
    return result;
  }

  /**
   * A turn: getNrMoves moves, each asked of the player's strategy and
   * requested of the board; a refused request does not use up a move.
   * Rulings: the player passes when it has no legal move, when its strategy
   * returns null, or after maxTries refused requests in a row; the turn
   * stops as soon as the other side is wiped out.
   */
  turn(player: Player): TurnReport {
    if (player !== this.p1 && player !== this.p2) {
      throw new InvalidArgumentError(`turn: not a player of this game: ${describe(player)}`, 'NOT_A_PLAYER');
    }
    const animal = player.animal;
    // In its place in the round, the turn has the moves left of it (some may have been made by hand).
    const inTurn = (player === this.p1 && this.#phase === 1) || (player === this.p2 && this.#phase === 2);
    const nr = inTurn ? this.#left : this.board.getNrMoves(animal);
    let moves = 0;
    let kills = 0;
    let refused = 0;
    let tries = 0;
    const played: PlayedMove[] = [];
    // Ruling: a player with no legal move at all passes without being asked.
    const stuck = !this.board.hasLegalMove(animal);
    while (!stuck && moves < nr && !this.isOver()) {
      const req = player.moveRequest(this.board, this.rng);
      if (req === null) break;
      // The request read once (its getters are the strategy's code): what is reported is what moved.
      const { piece: p, x, y } = req;
      const piece: Piece | null = p !== null && typeof p === 'object' ? { type: p.type, x: p.x, y: p.y } : p;
      const r = this.#request(player, piece as Piece, x, y);
      if (r.moved) {
        moves++;
        tries = 0;
        if (r.killed) kills++;
        played.push({ from: { x: piece!.x, y: piece!.y }, to: { x, y }, killed: r.killed });
      } else {
        refused++;
        tries++;
        if (tries >= this.maxTries || !this.board.hasLegalMove(animal)) break;
      }
    }
    const report = { animal, moves, kills, refused, passed: moves < nr, stuck, played };
    this.#view?.turnEnded?.(report, this.#rounds + 1);
    this.#finishTurn(player);
    return report;
  }

  /**
   * A round: the water step, player 1's turn, player 2's turn, by the
   * players' strategies. A round begun by hand is played to its end (its
   * water report then repeats the one of its water step). Throws
   * GameOverError once the game is over.
   */
  playRound(): RoundReport {
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    const round = this.#rounds + 1;
    const water = this.#phase === 0 ? this.waterStep() : (this.#water as WaterReport);
    const turns: TurnReport[] = [];
    if (this.#phase === 1) turns.push(this.turn(this.p1));
    if (this.#phase === 2 && !this.isOver()) turns.push(this.turn(this.p2));
    return { round, ...water, turns };
  }

  /** Plays rounds until the game is over; returns the outcome. */
  play(): Outcome {
    while (!this.isOver()) this.playRound();
    return this.winner()!;
  }

  /**
   * Schema Controller's invariant and schema Board's: the players command
   * different animals and the board's pieces are exactly theirs. The name of
   * the first broken invariant, or null.
   */
  validate(): string | null {
    const broken = validate(this.board);
    if (broken !== null) return broken;
    if (this.p1.animal === this.p2.animal) return 'differentAnimals';
    const key = (p: Piece): string => `${p.type}@${p.x},${p.y}`;
    const onBoard = this.board.pieces().map(key).sort();
    const held = [...this.p1.pieces, ...this.p2.pieces].map(key).sort();
    if (onBoard.length !== held.length || onBoard.some((k, i) => k !== held[i])) return 'piecesArePlayers';
    return null;
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'Controller');
}

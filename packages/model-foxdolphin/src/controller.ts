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
import { Board, type MoveResult, validate } from './board.js';
import { GameOverError, InvalidArgumentError } from './errors.js';
import { generateIsland } from './island.js';
import { greedyPlayer, Player, type Strategy } from './player.js';
import { mulberry32, type Random } from './random.js';
import {
  type Animal,
  type Coord,
  DEFAULT_MAX_TRIES,
  DEFAULT_ROUND_LIMIT,
  isAnimal,
  otherAnimal,
  type Piece,
} from './vocabulary.js';

/**
 * Schema View: the controller hands it the board after the water step and
 * after every move. The two reports are the package's: an app that lets a
 * person play one side tells them what the water and the other side just
 * did, before their own turn.
 */
export interface View {
  updateView(board: Board, after: 'water' | 'move'): void;
  /** The water step's report, right after updateView(board, 'water'); `round` is the round being played, from 1. */
  waterStepped?(report: WaterReport, round: number): void;
  /** A turn's report as soon as it ends (before the other side's turn, or the round's end). */
  turnEnded?(report: TurnReport, round: number): void;
}

/** What the water part of a round did. */
export type WaterReport = Pick<RoundReport, 'tide' | 'nEvent' | 'flooded'>;

export interface ControllerOptions {
  /** Seed of the game's one random source (island, tides, events, random players). Default 1. */
  readonly seed?: number;
  /** The random source itself, instead of a seed. */
  readonly rng?: Random;
  /** Play on this board instead of generating one; its pieces become the players'. */
  readonly board?: Board;
  /** Island size when generating, default 20 x 14. */
  readonly width?: number;
  readonly height?: number;
  readonly bridges?: number;
  readonly caves?: number;
  /** Strategies, default greedy for both. */
  readonly fox?: Strategy;
  readonly dolphin?: Strategy;
  /** Who is player 1 and moves first, default 'Fox'. */
  readonly first?: Animal;
  /** Rounds before the game is a draw, default 500 (ruling). */
  readonly roundLimit?: number;
  /** Refused requests in a row after which a player passes the rest of its turn, default 20 (ruling). */
  readonly maxTries?: number;
  readonly view?: View;
}

/** What happened in one turn. */
export interface TurnReport {
  readonly animal: Animal;
  /** Moves made (at most getNrMoves). */
  readonly moves: number;
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
  readonly from: Coord;
  readonly to: Coord;
  readonly killed: boolean;
}

/** What happened in one round. */
export interface RoundReport {
  /** The round's number, from 1. */
  readonly round: number;
  /** Tide's e. */
  readonly tide: number;
  readonly nEvent: readonly [number, number];
  /** Tiles that changed water status in the two Floods. */
  readonly flooded: number;
  readonly turns: readonly TurnReport[];
}

/** The end of a game: the animal that won, or a draw at the round limit. */
export type Outcome = Animal | 'draw';

function checkCount(name: string, v: number, lo: number): number {
  if (!Number.isInteger(v) || v < lo)
    throw new InvalidArgumentError(`${name} must be an integer >= ${lo}, got ${String(v)}`);
  return v;
}

function assertBoard(board: unknown): void {
  if (!(board instanceof Board)) throw new InvalidArgumentError(`options.board must be a Board, got ${String(board)}`);
}

/** Schema Controller. */
export class Controller {
  readonly board: Board;
  /** Player 1 (moves first) and player 2. */
  readonly p1: Player;
  readonly p2: Player;
  readonly rng: Random;
  readonly roundLimit: number;
  readonly maxTries: number;
  private readonly view: View | undefined;
  private rounds = 0;

  /**
   * Init(n): a seeded island with n pieces a side (or `options.board`),
   * w = 0 in -15..15, and the two players.
   */
  static init(n: number, options: ControllerOptions = {}): Controller {
    checkCount('n', n, 1);
    // Init(n) gives each player n pieces: a board with another count is not this Init.
    if (options.board !== undefined) {
      assertBoard(options.board);
      const foxes = options.board.pieceCount('Fox');
      const dolphins = options.board.pieceCount('Dolphin');
      if (foxes !== n || dolphins !== n) {
        throw new InvalidArgumentError(
          `Controller.init(${n}, { board }): Init(n) needs ${n} pieces a side, the board has ${foxes} foxes and ${dolphins} dolphins`,
        );
      }
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
  constructor(options: ControllerOptions = {}) {
    this.rng = options.rng ?? mulberry32(options.seed ?? 1);
    if (options.board !== undefined) assertBoard(options.board);
    this.board = options.board ?? generateIsland({ rng: this.rng, width: options.width, height: options.height });
    this.roundLimit = checkCount('roundLimit', options.roundLimit ?? DEFAULT_ROUND_LIMIT, 0);
    this.maxTries = checkCount('maxTries', options.maxTries ?? DEFAULT_MAX_TRIES, 1);
    const first = options.first ?? 'Fox';
    if (!isAnimal(first)) throw new InvalidArgumentError(`first must be 'Fox' or 'Dolphin', got ${String(first)}`);
    const fox = new Player('Fox', this.board.piecesOf('Fox'), options.fox ?? greedyPlayer());
    const dolphin = new Player('Dolphin', this.board.piecesOf('Dolphin'), options.dolphin ?? greedyPlayer());
    [this.p1, this.p2] = first === 'Fox' ? [fox, dolphin] : [dolphin, fox];
    this.view = options.view;
  }

  /** Rounds played so far. */
  get round(): number {
    return this.rounds;
  }

  /** The player commanding an animal. */
  player(animal: Animal): Player {
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
    return this.rounds >= this.roundLimit ? 'draw' : null;
  }

  /** The water part of a round: Tide, NaturalEvent, Flood, Flood, then the view. */
  waterStep(): WaterReport {
    const tide = this.board.tide(this.rng);
    const nEvent = this.board.naturalEvent(this.rng);
    const flooded = this.board.flood() + this.board.flood();
    this.view?.updateView(this.board, 'water');
    const report = { tide, nEvent, flooded };
    this.view?.waterStepped?.(report, this.rounds + 1);
    return report;
  }

  /**
   * The MSC of a move: RequestMove on the board, then DoMove for the mover
   * and DoKill for the other player, then the view. Throws (changing
   * nothing) when the game is over or the piece is not the player's.
   */
  requestMove(player: Player, piece: Piece, x: number, y: number): MoveResult {
    if (player !== this.p1 && player !== this.p2) throw new InvalidArgumentError('not a player of this game');
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    if (piece === null || typeof piece !== 'object' || piece.type !== player.animal) {
      throw new InvalidArgumentError(`the ${player.animal} player can only move a ${player.animal}`);
    }
    const result = this.board.requestMove(piece, x, y);
    if (result.moved) {
      player.doMove(piece, x, y);
      if (result.killed) this.player(otherAnimal(player.animal)).doKill(x, y);
      this.view?.updateView(this.board, 'move');
    }
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
    const animal = player.animal;
    const nr = this.board.getNrMoves(animal);
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
      const r = this.requestMove(player, req.piece, req.x, req.y);
      if (r.moved) {
        moves++;
        tries = 0;
        if (r.killed) kills++;
        played.push({ from: { x: req.piece.x, y: req.piece.y }, to: { x: req.x, y: req.y }, killed: r.killed });
      } else {
        refused++;
        tries++;
        if (tries >= this.maxTries || !this.board.hasLegalMove(animal)) break;
      }
    }
    const report = { animal, moves, kills, refused, passed: moves < nr, stuck, played };
    this.view?.turnEnded?.(report, this.rounds + 1);
    return report;
  }

  /** A round: the water step, player 1's turn, player 2's turn. Throws GameOverError once the game is over. */
  playRound(): RoundReport {
    if (this.isOver()) throw new GameOverError(`the game is over: ${String(this.winner())}`);
    const water = this.waterStep();
    const turns = [this.turn(this.p1)];
    if (!this.isOver()) turns.push(this.turn(this.p2));
    this.rounds++;
    return { round: this.rounds, ...water, turns };
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
}

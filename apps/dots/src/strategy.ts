/**
 * The Strategy interface and the two games: StrategyGameMode holds the MIS's
 * play loop, MovesStrategy and TimedStrategy fill in the rules.
 *
 * ```ts
 * import { MovesStrategy } from '@arcade/dots';
 * import { BoardView, scriptedReader, bufferSink } from '@arcade/view-console/node';
 * import { TwoDotsBoard, mulberry32 } from '@arcade/model-twodots';
 * const out = bufferSink();
 * const game = new MovesStrategy(new BoardView({ input: scriptedReader([]), output: out }));
 * game.play(new TwoDotsBoard(6, 6, mulberry32(1))); // no input: says goodbye at once
 * game.result(); // 'quit'
 * ```
 */
import { type BoardMoves, MOVES_MODE, TIMED_MODE, type TwoDotsBoard } from '@arcade/model-twodots';
import type { BoardView } from '@arcade/view-console/twodots-view';
import { BoardController } from './controller.js';
import { type Clock, CountDownTimer, systemClock } from './timer.js';

/** The Strategy interface: a game mode that plays on a board. */
export interface Strategy {
  play(b: TwoDotsBoard): void;
}

/** How a game ended: won, lost, or stopped (quit typed, or the end of input). */
export type GameResult = 'won' | 'lost' | 'quit';

const HOW_TO_MOVE = [
  'Join dots of one colour: type them as row,col pairs, numbered as printed, each',
  'next to the one before (up, down, left or right), e.g.  1,1 1,2 2,2',
  'The joined dots disappear, the dots above fall, and new dots drop in from the',
  'top. Type help for the commands, help rules for the rules, board to see the',
  'board again, quit to stop.',
];

/** The MIS's abstract StrategyGameMode: the play loop shared by both games. */
export abstract class StrategyGameMode implements Strategy {
  protected readonly v: BoardView;
  #c: BoardController | null = null;
  #board: TwoDotsBoard | null = null;
  /** The last path played (the MIS's `moves`). */
  protected moves: BoardMoves = [];
  #result: GameResult | null = null;

  constructor(view: BoardView) {
    this.v = view;
  }

  /** The controller startUp made; throws before startUp. */
  protected get c(): BoardController {
    if (this.#c === null) throw new Error(`${this.constructor.name}: call startUp(b) or play(b) first`);
    return this.#c;
  }

  /**
   * play(b): startUp(b); introMsg(); then while canContinue(): show the
   * board, read a valid path, apply it; a win ends the loop, otherwise
   * updateData(). endMsg() at the end. `quit` or end of input ends the game
   * at once: 'quit', unless the game's time has already run out ('lost').
   * Once outOfTime() is true a refused line is not asked again, so a game
   * whose time ran out while the player kept typing bad lines ends as lost.
   * Each prompt says what is left (`left()`).
   */
  play(b: TwoDotsBoard): void {
    this.startUp(b);
    this.introMsg();
    let result: GameResult = 'lost';
    const stop = () => this.outOfTime();
    const left = () => this.left();
    while (this.canContinue()) {
      this.c.updateView();
      const moves = this.c.getInput(stop, left);
      if (moves === null) {
        result = this.outOfTime() ? 'lost' : 'quit';
        break;
      }
      if (!this.counts()) break;
      this.moves = moves;
      this.c.updateBoard(moves);
      if (this.checkWin()) {
        result = 'won';
        break;
      }
      this.updateData();
    }
    this.#result = result;
    this.endMsg();
  }

  /** startUp(b): a controller over `b` and this game's view; resets the game's counters. */
  startUp(b: TwoDotsBoard): void {
    this.#c = new BoardController(b, this.v);
    this.#board = b;
    this.moves = [];
    this.#result = null;
  }

  /** How the last play ended; null before a game has ended. */
  result(): GameResult | null {
    return this.#result;
  }

  /** What is left, for the prompt: `14 moves`, `57 seconds`. */
  protected abstract left(): string;

  /** The Result line of a lost game: `you lost (out of moves)`. */
  protected abstract lostResult(): string;

  /** Whether the game's clock has run out (the timed game); reading stops then. */
  protected outOfTime(): boolean {
    return false;
  }

  /** Whether the move just read still counts (the timed game refuses late moves). */
  protected counts(): boolean {
    return true;
  }

  /** The number of dots one move must join to win. */
  abstract readonly TARGET: number;

  /** introMsg's text: the mode, how to win, the limit, how to type a move. */
  protected intro(mode: string, limit: string): void {
    this.c.printMsg(
      [
        '',
        `${mode} game: join ${this.TARGET} or more dots in one move to win. You have ${limit}.`,
        ...HOW_TO_MOVE,
      ].join('\n'),
    );
  }

  /** updateData's text: the dots just joined and what is `left`. */
  protected progress(left: string): void {
    this.c.printMsg(`You joined ${this.moves.length} dots; a win needs ${this.TARGET}. ${left} left.`);
  }

  /**
   * endMsg's text: won, saying `spare` (`with 14 moves to spare`), lost saying `lost`, or stopped
   * by quit or the end of input; then the board once more (when the game
   * ended on it) and the last line, `Result: ...`.
   */
  protected ending(spare: string, lost: string): void {
    const result = this.result();
    if (result === 'won') {
      this.c.printMsg(`You won! You joined ${this.moves.length} dots ${spare}.`);
      this.v.printResult('you won', this.#board ?? undefined);
    } else if (result === 'lost') {
      this.c.printMsg(lost);
      this.v.printResult(this.lostResult(), this.#board ?? undefined);
    } else {
      // At the end of input the shared console says `End of input.` before the Result line, as in every game.
      if (this.v.stopReason() === 'quit') this.c.printMsg('You quit: game over. Goodbye.');
      this.v.printResult('quit');
    }
  }

  abstract checkWin(): boolean;
  abstract canContinue(): boolean;
  abstract updateData(): void;
  abstract introMsg(): void;
  abstract endMsg(): void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** MovesStrategy: 15 moves to join TARGET (5) dots in one move. */
export class MovesStrategy extends StrategyGameMode {
  readonly TARGET: number = MOVES_MODE.TARGET;
  readonly MOVES: number = MOVES_MODE.moveCount;
  #moveCount: number = this.MOVES;

  /** startUp(b): moveCount := 15, TARGET := 5. */
  override startUp(b: TwoDotsBoard): void {
    super.startUp(b);
    this.#moveCount = this.MOVES;
  }

  /** Moves left. */
  moveCount(): number {
    return this.#moveCount;
  }

  /**
   * checkWin(): a path of TARGET or more dots wins. Every path played costs
   * a move, the winning one included (issue 22.5): the MIS takes one only
   * for a shorter path, which left a win on the first move "with 15 moves to
   * spare", where the levels game counts the winning move.
   */
  checkWin(): boolean {
    this.#moveCount -= 1;
    return this.moves.length >= this.TARGET;
  }

  canContinue(): boolean {
    return this.#moveCount > 0;
  }

  /** updateData(): how many dots were joined and how many moves are left; at 0, endMsg speaks. */
  updateData(): void {
    if (this.#moveCount > 0) this.progress(plural(this.#moveCount, 'move'));
  }

  introMsg(): void {
    this.intro('Moves', `${this.MOVES} moves`);
  }

  protected left(): string {
    return plural(this.#moveCount, 'move');
  }

  protected lostResult(): string {
    return 'you lost (out of moves)';
  }

  endMsg(): void {
    this.ending(
      this.#moveCount > 0 ? `with ${plural(this.#moveCount, 'move')} to spare` : 'on your last move',
      `Game over: out of moves. You lost; no move joined ${this.TARGET} dots.`,
    );
  }
}

export interface TimedOptions {
  /** The clock the timer reads (milliseconds); the process clock by default. */
  readonly clock?: Clock;
  /** The game's length in seconds; the MIS's 60 by default. */
  readonly time?: number;
}

/** TimedStrategy: TIME (60) seconds to join TARGET (5) dots in one move. */
export class TimedStrategy extends StrategyGameMode {
  readonly TARGET: number = TIMED_MODE.TARGET;
  readonly TIME: number;
  readonly #timer: CountDownTimer;
  #late = false;
  #prompted = false;

  constructor(view: BoardView, options: TimedOptions = {}) {
    super(view);
    this.TIME = options.time ?? TIMED_MODE.TIME;
    // Checked here, not at startUp, so a bad option fails before the game starts.
    this.#timer = new CountDownTimer(options.clock ?? systemClock);
    this.#timer.newTimer(this.TIME);
  }

  /** startUp(b): TARGET := 5, TIME := 60, newTimer(TIME). */
  override startUp(b: TwoDotsBoard): void {
    super.startUp(b);
    this.#late = false;
    this.#prompted = false;
    this.#timer.newTimer(this.TIME);
  }

  checkWin(): boolean {
    return this.moves.length >= this.TARGET;
  }

  /** canContinue(): not isCancelled(). */
  canContinue(): boolean {
    return !this.#timer.isCancelled();
  }

  /** isCancelled(): the time is up. */
  protected override outOfTime(): boolean {
    return this.#timer.isCancelled();
  }

  /** A move entered after the time ran out does not count. */
  protected override counts(): boolean {
    this.#late = this.#timer.isCancelled();
    return !this.#late;
  }

  /** updateData(): the seconds left. */
  updateData(): void {
    this.progress(plural(this.#timer.secondsLeft(), 'second'));
  }

  introMsg(): void {
    this.intro('Timed', plural(this.TIME, 'second'));
  }

  /**
   * The whole seconds left when the prompt is written: rounded up for the
   * first prompt, rounded down after it. Why: the MIS starts the countdown
   * in startUp (newTimer(TIME)), before introMsg, so the timer keeps that
   * start (moving it to the first prompt would give more time than the MIS
   * does). Between startUp and the first prompt only the intro and the board
   * are written, a few milliseconds, and rounding those down made a 5-second
   * game open with "4 seconds left". Rounded up, the first prompt says the
   * seconds the game has started with (never more than TIME); every later
   * prompt rounds down, as issue 9 asks, so no prompt after a move promises a
   * second that is not all there.
   */
  protected left(): string {
    const first = !this.#prompted;
    this.#prompted = true;
    return plural(first ? this.#timer.secondsLeftRoundedUp() : this.#timer.secondsLeft(), 'second');
  }

  protected lostResult(): string {
    return 'you lost (out of time)';
  }

  endMsg(): void {
    this.ending(
      `with ${plural(this.#timer.secondsLeft(), 'second')} to spare`,
      this.#late
        ? 'Time is up: that move came too late to count. You lost.'
        : `Time is up! You lost; no move joined ${this.TARGET} dots in time.`,
    );
  }
}

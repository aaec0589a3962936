/**
 * LevelStrategy: mode L, a third Strategy beside the MIS's MovesStrategy and
 * TimedStrategy. A level asks for so many dots of some colours within a move
 * limit; a square (a path back to its first dot) clears every dot of its
 * colour; `hint` shows the model's bestMove. It plays on the shared console
 * (help, board, quit, hint at every prompt, the last line `Result: ...`).
 *
 * ```ts
 * import { LEVELS, LevelStrategy, levelBoard } from '@arcade/dots';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * const game = new LevelStrategy({ input: scriptedReader(['hint']), output }, { level: LEVELS[0]! });
 * game.play(levelBoard(LEVELS[0]!)); // the intro, the board, the hint, then end of input
 * game.result(); // 'quit'; output.text() ends with 'Result: quit\n'
 * ```
 *
 * Why its own loop and not StrategyGameMode's: that loop reads a path the
 * MIS way (BoardController.getInput refuses a loop) and applies it with
 * updateBoard; a level plays squares (the model's checkPlay and applyMove)
 * and answers `hint`. The hooks keep the MIS's names (startUp, introMsg,
 * canContinue, checkWin, updateData, endMsg) in the MIS's order.
 */
import { COLOR_NAMES, type TwoDotsBoard } from '@arcade/model-twodots';
import { type ConsoleIO, GameConsole } from '@arcade/view-console/console';
import {
  describeTwoDotsPlayProblem,
  makeTwoDotsMoves,
  parseTwoDotsMoves,
  renderTwoDotsBoard,
  TWO_DOTS_MOVE_EXAMPLE,
  TWO_DOTS_MOVE_PROMPT,
} from '@arcade/view-console/twodots';
import { describeGoals, LEVELS, type Level, LevelGame, type LevelMove } from './levels.js';
import type { GameResult, Strategy } from './strategy.js';

export interface LevelStrategyOptions {
  /** The level to play. */
  readonly level: Level;
  /**
   * Called once when the level is won, before the last lines (the app saves
   * progress here); a line it returns is said to the player.
   */
  readonly onWon?: (level: Level, moves: number) => string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The rules `help` prints in mode L. */
export function levelRules(lv: Level): string {
  return [
    `Level ${lv.number} of ${LEVELS.length}: collect ${describeGoals(lv)} dots in ${plural(lv.moves, 'move')}.`,
    'Join dots of one colour: type them as row,col pairs, numbered as printed, each next to the one before (up, down, left or right), e.g.  1,1 1,2 2,2',
    'The joined dots disappear, the dots above fall, and new dots drop in from the top.',
    'A square clears every dot of its colour: a path of 4 dots or more that comes back to its first dot, e.g.  1,1 1,2 2,2 2,1 1,1',
    'Every move counts, whatever its colour. You win when every goal is met; you lose when the moves run out first.',
    'The prompt shows the moves left and each goal, e.g.  red 7/12  blue 3/12',
  ].join('\n');
}

/** Mode L: one level on the shared console. */
export class LevelStrategy implements Strategy {
  readonly #io: ConsoleIO;
  readonly #level: Level;
  readonly #onWon: ((level: Level, moves: number) => string | null) | undefined;
  #game: LevelGame | null = null;
  #console: GameConsole | null = null;
  #result: GameResult | null = null;
  #stop: 'quit' | 'end' | null = null;
  /** The goals the last move completed (colour names), for updateData. */
  #met: string[] = [];

  constructor(io: ConsoleIO, options: LevelStrategyOptions) {
    if (typeof options !== 'object' || options === null || typeof options.level !== 'object') {
      throw new TypeError('LevelStrategy: options must be { level, onWon? }');
    }
    this.#io = io;
    this.#level = options.level;
    this.#onWon = options.onWon;
    // Checks io now (GameConsole names a wrong one), so a bad wiring fails before the game starts.
    this.#console = this.#makeConsole();
  }

  /** The level this strategy plays. */
  get level(): Level {
    return this.#level;
  }

  /** The level being played; throws before startUp. */
  game(): LevelGame {
    if (this.#game === null) throw new Error('LevelStrategy: call startUp(b) or play(b) first');
    return this.#game;
  }

  /** How the last play ended; null before a game has ended. */
  result(): GameResult | null {
    return this.#result;
  }

  /**
   * play(b): startUp(b); introMsg(); then while canContinue(): show the
   * board, read a move (a path or a square; `hint` answered), apply it; a
   * win (every goal met) ends the loop, otherwise updateData(). endMsg()
   * at the end. quit or end of input ends the game at once ('quit').
   */
  play(b: TwoDotsBoard): void {
    this.startUp(b);
    this.introMsg();
    let result: GameResult = 'lost';
    while (this.canContinue()) {
      this.updateView();
      const move = this.#getInput();
      if (move === null) {
        result = 'quit';
        break;
      }
      if (this.checkWin()) {
        result = 'won';
        break;
      }
      this.updateData();
    }
    this.#result = result;
    this.endMsg();
  }

  /** startUp(b): a LevelGame of this level on `b` (levelBoard(level) for the level's own deal). */
  startUp(b: TwoDotsBoard): void {
    this.#game = new LevelGame(this.#level, b);
    this.#result = null;
    this.#stop = null;
    this.#met = [];
  }

  /** The board as a numbered table. */
  updateView(): void {
    this.#c.show(`\n${this.#board()}\n`);
  }

  introMsg(): void {
    this.#c.say(
      [
        '',
        `Level ${this.#level.number} of ${LEVELS.length}: collect ${describeGoals(this.#level)} dots in ${plural(this.#level.moves, 'move')}.`,
        'Join dots of one colour as row,col pairs, numbered as printed, e.g. 1,1 1,2 2,2',
        'A square (back to its first dot: 1,1 1,2 2,2 2,1 1,1) clears every dot of its',
        'colour. Type hint for a good move, help rules for the rules, quit to stop.',
      ].join('\n'),
    );
  }

  /** Moves left. */
  canContinue(): boolean {
    return this.game().status() === 'playing';
  }

  /** Every goal met (within the limit: the loop stops at the limit). */
  checkWin(): boolean {
    return this.game().status() === 'won';
  }

  /** After a move that did not win: the goals it completed, if any (the prompt shows every goal). */
  updateData(): void {
    if (this.#met.length > 0) this.#c.say(`Goal met: ${this.#met.join(' and ')}.`);
  }

  endMsg(): void {
    const lv = this.#level;
    const game = this.game();
    if (this.#result === 'won') {
      const spare = game.movesLeft();
      this.#c.say(
        `Level ${lv.number} won in ${plural(game.movesUsed(), 'move')}${spare > 0 ? `, with ${spare} to spare` : ''}!`,
      );
      const note = this.#onWon?.(lv, game.movesUsed()) ?? null;
      if (note !== null && note !== '') this.#c.say(note);
      this.#c.finish(`level ${lv.number} won in ${plural(game.movesUsed(), 'move')}`, { board: true });
    } else if (this.#result === 'lost') {
      // Two lines: five goals after the sentence would pass 80 columns.
      this.#c.say(`Out of moves: level ${lv.number} lost.\nGoals: ${this.#goals()}`);
      this.#c.finish(`level ${lv.number} lost (out of moves)`, { board: true });
    } else {
      // At the end of input the shared console says `End of input.` before the Result line, as in every game.
      if (this.#stop === 'quit') this.#c.say(`You quit level ${lv.number}. Goodbye.`);
      this.#c.finish('quit');
    }
  }

  /** `red 7/12  blue 3/12`: each goal's progress. */
  #goals(): string {
    return this.game()
      .progress()
      .map((g) => `${COLOR_NAMES[g.color]} ${g.got}/${g.goal}`)
      .join('  ');
  }

  #prompt(): string {
    const left = this.game().movesLeft();
    // The level's number is in the intro and the Result line: left out here, so five goals fit 80 columns.
    return `${plural(left, 'move')} left  ${this.#goals()}\n${TWO_DOTS_MOVE_PROMPT}`;
  }

  /**
   * Reads until a move is played (returned), answering hint and refusing
   * bad lines with one line each; null on quit or end of input.
   */
  #getInput(): LevelMove | null {
    const game = this.game();
    const size = { rows: game.board.getNumRow(), cols: game.board.getNumCol() };
    for (;;) {
      const reply = this.#c.ask(this.#prompt(), { blankIsMove: true });
      if (reply.kind === 'quit' || reply.kind === 'end') {
        this.#stop = reply.kind;
        return null;
      }
      if (reply.kind === 'command') {
        this.#hint();
        continue;
      }
      const parsed = parseTwoDotsMoves(reply.text);
      if (!parsed.ok) {
        this.#c.refuse(parsed.reason);
        continue;
      }
      const problem = game.check(parsed.moves);
      if (problem !== null) {
        this.#c.refuse(describeTwoDotsPlayProblem(problem, size));
        continue;
      }
      const move = game.play(parsed.moves);
      // A goal met by this move is worth a word, whether or not the level goes on.
      this.#met = move.met.map((c) => COLOR_NAMES[c]);
      this.#announce(move);
      return move;
    }
  }

  /** What a move did: a square is announced; a shuffle is said. */
  #announce(move: LevelMove): void {
    const { result } = move;
    const name = COLOR_NAMES[result.color];
    if (result.loop) this.#c.say(`Square! all ${result.total} ${name} dots cleared`);
    else this.#c.say(`${plural(result.total, `${name} dot`)} joined.`);
    if (move.shuffled) this.#c.say('No move left on the board: the dots are shuffled.');
  }

  #hint(): void {
    const best = this.game().hint();
    if (best === null) {
      this.#c.say('No move on this board.');
      return;
    }
    const name = COLOR_NAMES[best.color];
    const what = best.loop ? `a square: clears all ${best.total} ${name} dots` : plural(best.total, `${name} dot`);
    this.#c.say(`Hint: ${makeTwoDotsMoves(best.path)}  (${what})`);
  }

  #board(): string {
    return renderTwoDotsBoard(this.game().board, { color: this.#io.color === true });
  }

  get #c(): GameConsole {
    this.#console ??= this.#makeConsole();
    return this.#console;
  }

  #makeConsole(): GameConsole {
    return new GameConsole(this.#io, {
      program: 'dots',
      rules: () => levelRules(this.#level),
      commands: [{ name: 'hint', summary: 'show a move that removes the most dots (a square if there is one)' }],
      board: () => (this.#game === null ? null : `\n${this.#board()}\n`),
      example: TWO_DOTS_MOVE_EXAMPLE,
    });
  }
}

/**
 * The Dots module: main(args) wires the MIS's
 *   new BoardController(new TwoDotsBoard(6,6), new BoardView()).modePrompt().play(new TwoDotsBoard(6,6))
 * with the I/O, clock and random seed injected, so tests script a whole game.
 *
 * ```ts
 * import { main } from '@arcade/dots';
 * import { scriptedReader, bufferSink } from '@arcade/view-console/node';
 * const output = bufferSink();
 * main(['--seed', '1'], { input: scriptedReader(['M']), output }); // 0
 * output.text(); // the intro, the board, "End of input.", "Result: quit"
 * ```
 */
import { MOVES_MODE, mulberry32, TIMED_MODE, TwoDotsBoard } from '@arcade/model-twodots';
import {
  type ConsoleIO,
  intOption,
  parseCommandLine,
  playGames,
  runConsoleGame,
  SEED_MAX,
  seedOption,
  usageError,
} from '@arcade/view-console/console';
import { twoDotsRules } from '@arcade/view-console/twodots';
import { BoardView } from '@arcade/view-console/twodots-view';
import { BoardController, type StrategyFactories } from './controller.js';
import { LevelStrategy } from './level-strategy.js';
import { clampProgress, LEVELS, type Level, levelBoard, levelOutcome, openLevel } from '@arcade/model-twodots/session';
import { memoryProgress, type ProgressStore } from './progress.js';
import { MovesStrategy, type Strategy, StrategyGameMode, TimedStrategy } from './strategy.js';
import type { Clock } from './timer.js';

/** The MIS's board size. */
export const SIZE = 6;

/** The shared ConsoleIO (input, output, error, echo, colour), plus the game's clock and seed source. */
export interface DotsIO extends ConsoleIO {
  /** The timed game's clock, in milliseconds. */
  readonly clock?: Clock;
  /** A seed when --seed is not given: the app seeds from the clock here, never in the model. */
  readonly randomSeed?: () => number;
  /**
   * Where mode L keeps the highest level won: the cli wires the JSON file
   * (fileProgress); in memory by default, so a test never touches a real home.
   */
  readonly progress?: ProgressStore;
}

export interface DotsOptions {
  readonly help: boolean;
  readonly seed: number | null;
  readonly time: number;
  /** --level N: play level N of mode L at once (it must have been reached); absent without --level. */
  readonly level?: number;
  /** --reset: forget the levels won; absent without --reset. */
  readonly reset?: true;
}

export const USAGE = `Usage: dots [--seed N] [--time SECONDS] [--level N] [--reset] [--help]

Two Dots in the terminal. Pick T (timed game, ${TIMED_MODE.TIME} seconds) or M (${MOVES_MODE.moveCount} moves),
then join ${MOVES_MODE.TARGET} or more dots of one colour in a single move to win.
Or pick L for levels: collect so many dots of each colour in a move limit;
a square (a path back to its first dot) clears every dot of its colour.
Type a move as row,col pairs numbered as printed, e.g. 1,1 1,2 2,2

Options:
  --seed N         deal the dots from seed N (0 to 4294967295); replays a game
  --time SECONDS   the timed game's length, 0 to 86400 (default ${TIMED_MODE.TIME})
  --level N        play level N at once (a level you have reached)
  --reset          forget the levels won (levels start again at 1)
  -h, --help       show this help
  --version        print the version and exit

At any prompt: help (the rules and commands), board (the board again), quit;
in a level, hint shows a good move.
Input can be piped: printf 'M\\n1,2 2,2\\n' | dots --seed 1
The last line is "Result: you won", "Result: you lost (out of moves)",
"Result: you lost (out of time)", "Result: level N won in K moves",
"Result: level N lost (out of moves)" or "Result: quit" (quit or end of input).
Levels won are saved in $XDG_CONFIG_HOME/arcade/dots.json
(else ~/.config/arcade/dots.json).
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

/** The options, as util.parseArgs reads them. */
const OPTIONS = {
  seed: { type: 'string' },
  time: { type: 'string' },
  level: { type: 'string' },
  reset: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The longest --time: a day. */
const MAX_TIME = 86_400;

/**
 * Parses the command line (util.parseArgs through the shared option
 * helpers, so every game reads --seed the same way and every reason fits
 * 80 columns); a string is a one-line usage error.
 */
export function parseArgs(args: readonly string[]): DotsOptions | string {
  const parsed = parseCommandLine(args, OPTIONS, {
    expects: {
      seed: `an integer from 0 to ${SEED_MAX}`,
      time: `an integer from 0 to ${MAX_TIME}`,
      level: `an integer from 1 to ${LEVELS.length}`,
    },
  });
  if (typeof parsed === 'string') return parsed;
  const { values } = parsed;
  // seedOption: mulberry32 refuses seeds outside 32 bits, so a larger one is a usage error here, not a crash.
  const seed = values.seed === undefined ? null : seedOption(values.seed);
  if (seed?.ok === false) return seed.reason;
  const time = values.time === undefined ? null : intOption('--time', values.time, 0, MAX_TIME);
  if (time?.ok === false) return time.reason;
  const level = values.level === undefined ? null : intOption('--level', values.level, 1, LEVELS.length);
  if (level?.ok === false) return level.reason;
  const options: DotsOptions = {
    help: values.help === true,
    seed: seed?.value ?? null,
    time: time?.value ?? TIMED_MODE.TIME,
  };
  const withLevel = level === null ? options : { ...options, level: level.value };
  return values.reset === true ? { ...withLevel, reset: true } : withLevel;
}

/**
 * main(args): plays one game (at a terminal, io.interactive, another after
 * each finished game while the player says y: the next level, or the same
 * level after a loss, or the same mode with the next seed) and returns the
 * exit status: 0 when the game ends (won, lost, quit, end of input, or the
 * output's reader went away), 1 when the input cannot be read (one line on
 * the error sink, `dots: cannot read the input: ...`), 2 for a bad command line.
 */
export function main(args: readonly string[], io: DotsIO): number {
  return runConsoleGame('dots', io, () => play(args, io));
}

function play(args: readonly string[], io: DotsIO): number {
  const options = parseArgs(args);
  if (typeof options === 'string') return usageError(io, 'dots', options);
  if (options.help) {
    io.output.write(`${USAGE}\n`);
    return 0;
  }
  const chosen = options.level ?? null;
  const levels = new LevelProgress(io.progress ?? memoryProgress(), options.reset === true);
  if (chosen !== null) {
    // Refused before anything changes (a --reset included): one line, status 2.
    const refusal = levels.refuse(chosen);
    if (refusal !== null) {
      (io.error ?? io.output).write(`dots: ${refusal}\n`);
      return 2;
    }
  }
  const seed = options.seed ?? (io.randomSeed ?? (() => 0))();
  const rng = mulberry32(seed);
  const view = new BoardView({
    input: io.input,
    output: io.output,
    color: io.color ?? false,
    echo: io.echo ?? false,
    rules: `${twoDotsRules({ time: options.time })}\n${LEVELS_RULE}`,
    levels: true,
    ...(io.columns === undefined ? {} : { columns: io.columns }),
  });
  const modes: StrategyFactories = {
    moves: (v) => new MovesStrategy(v),
    timed: (v) =>
      new TimedStrategy(v, io.clock === undefined ? { time: options.time } : { time: options.time, clock: io.clock }),
    levels: (v) => levels.strategy(io, chosen, (msg) => v.printMsg(msg)),
  };
  view.printMsg('Two Dots');
  if (options.reset === true) view.printMsg(levels.resetMessage());
  const controller = new BoardController(new TwoDotsBoard(SIZE, SIZE, rng), view, modes);
  try {
    // --level N is mode L at once; otherwise the mode prompt (T, M or L).
    const strategy: Strategy | null = chosen === null ? controller.modePrompt() : modes.levels!(view);
    if (strategy === null) {
      // At the end of input the shared console says `End of input.` before the Result line, as in every game.
      if (view.stopReason() === 'quit') view.printMsg('No game chosen. Goodbye.');
      view.printResult('quit');
    } else {
      // At a terminal a finished game offers another: the next level (or the same again after a loss), or
      // another game of the same mode with the next seed. Piped input plays one game, as before.
      // The next game's strategy is made when it starts (a level's says things about the progress file).
      let next: () => Strategy = () => strategy;
      let gameSeed = seed;
      playGames(io, 'dots', () => {
        const s = next();
        if (s instanceof LevelStrategy) {
          s.play(levelBoard(s.level));
          const played = s.level.number;
          if (s.result() !== 'won' && s.result() !== 'lost') return null;
          const n = levelOutcome(levels.highestWon(), played, s.result() === 'won' ? 'won' : 'lost').next;
          next = () => levels.strategy(io, n, (msg) => view.printMsg(msg));
          return n === played ? `Play level ${n} again?` : `Play level ${n}?`;
        }
        // Said once the mode is known: the seed deals the T and M games only (a level deals from its own).
        view.printMsg(`Seed ${gameSeed}: replay this game with --seed ${gameSeed}.`);
        // The first game goes on with the generator that dealt the controller's board; a later one deals
        // that board too (and drops it), so that --seed replays it exactly.
        const deal = gameSeed === seed ? rng : mulberry32(gameSeed);
        if (deal !== rng) new TwoDotsBoard(SIZE, SIZE, deal);
        s.play(new TwoDotsBoard(SIZE, SIZE, deal));
        const result = s instanceof StrategyGameMode ? s.result() : null;
        if (result !== 'won' && result !== 'lost') return null;
        const timed = s instanceof TimedStrategy;
        next = () => (timed ? modes.timed(view) : modes.moves(view));
        gameSeed = (gameSeed + 1) % (SEED_MAX + 1);
        return `Another ${timed ? 'timed' : 'moves'} game?`;
      });
    }
  } finally {
    controller.closeViewStream();
  }
  return 0;
}

/** What `help` adds to the rules about mode L. */
const LEVELS_RULE =
  'Or pick L for levels: collect so many dots of each colour within a move limit. A square (4 dots or more, back to the first, e.g. 1,1 1,2 2,2 2,1 1,1) clears every dot of its colour; hint shows a good move. Each level won opens the next.';

/**
 * Mode L's progress for one run: the highest level won (loaded once, when
 * first needed), --reset, which level to play, and the save after a win.
 */
class LevelProgress {
  readonly #store: ProgressStore;
  readonly #reset: boolean;
  #resetWarning: string | null = null;
  #highest: number | null = null;
  #warning: string | null = null;

  constructor(store: ProgressStore, reset: boolean) {
    this.#store = store;
    this.#reset = reset;
  }

  /** The highest level won (0 after --reset, or when the file is missing or bad: see #warning). */
  highestWon(): number {
    if (this.#highest === null) {
      if (this.#reset) {
        this.#highest = 0;
      } else {
        const loaded = this.#store.load();
        this.#highest = clampProgress(loaded.highestWon);
        this.#warning = loaded.warning;
      }
    }
    return this.#highest;
  }

  /** The highest level that may be played: the one after the highest won (the last at most). */
  reached(): number {
    return openLevel(this.highestWon());
  }

  /** Why --level n is refused (one line), or null. */
  refuse(n: number): string | null {
    const reached = this.reached();
    if (n <= reached) return null;
    // Within 80 columns with `dots: ` in front, for every level and progress (issue 23.16: it was 85).
    if (this.#reset) return `level ${n} is not reached yet: only level 1 is open after --reset`;
    const which = reached === 1 ? 'only level 1 is open' : `levels 1 to ${reached} are open`;
    return `level ${n} is not reached yet: ${which}; a win opens the next`;
  }

  /** Forgets the progress (--reset); the line to say. */
  resetMessage(): string {
    this.#resetWarning = this.#store.reset();
    return this.#resetWarning ?? 'Progress forgotten: levels start again at level 1.';
  }

  /** Mode L's strategy: level `chosen`, or the one after the highest won; `say` tells the player about the file. */
  strategy(io: ConsoleIO, chosen: number | null, say: (msg: string) => void): LevelStrategy {
    const highest = this.highestWon();
    if (this.#warning !== null) say(this.#warning);
    const number = chosen ?? this.reached();
    if (chosen === null && highest >= LEVELS.length) {
      say(`All ${LEVELS.length} levels won! Playing level ${number} again (--level N picks another).`);
    }
    const level = LEVELS[number - 1] as Level;
    return new LevelStrategy(io, { level, onWon: (lv) => this.#won(lv) });
  }

  /** Saves a level won when it is the highest yet; the lines to say (what the file now holds, issue 22.1). */
  #won(lv: Level): string | null {
    if (lv.number <= this.highestWon()) return null;
    this.#highest = lv.number;
    if (this.#resetWarning !== null) return null; // --reset failed: nothing is saved, and the player was told
    const r = this.#store.save(lv.number);
    // '' : saving is off and the player was told once already (at the start, or at an earlier save).
    if (r.highestWon === null) return r.warning === '' ? null : r.warning;
    const saved = Math.min(r.highestWon, LEVELS.length);
    this.#highest = Math.max(this.#highest, saved);
    const line =
      saved >= LEVELS.length
        ? `Progress saved: all ${LEVELS.length} levels won${saved > lv.number ? ' (in another game too)' : ''}!`
        : saved > lv.number
          ? `Progress saved: level ${saved} (won in another game); the next game starts at ${saved + 1}.`
          : `Progress saved: level ${saved} won; the next levels game starts at level ${saved + 1}.`;
    const kept = r.keptAs === null ? '' : `\nThe corrupt file was kept as ${r.keptAs.replace(/.*\//, '')}.`;
    return `${line}${kept}`;
  }
}

/** The MIS's Dots module. */
export const Dots = { main } as const;

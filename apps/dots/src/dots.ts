/**
 * The Dots module: main(args) wires the MIS's
 *   new BoardController(new TwoDotsBoard(6,6), new BoardView()).modePrompt().play(new TwoDotsBoard(6,6))
 * with the I/O, clock and random seed injected, so tests script a whole game.
 *
 * ```ts
 * import { main } from '@arcade/dots';
 * import { scriptedReader, bufferSink } from '@arcade/view-console';
 * const output = bufferSink();
 * main(['--seed', '1'], { input: scriptedReader(['M']), output }); // 0
 * output.text(); // the intro, the board, "End of input: game over. Goodbye.", "Result: quit"
 * ```
 */
import { mulberry32, TwoDotsBoard } from '@arcade/model-twodots';
import { type ConsoleIO, parseCommandLine, runConsoleGame } from '@arcade/view-console/console';
import { quoteInput } from '@arcade/view-console/io';
import { BoardView, twoDotsRules } from '@arcade/view-console/twodots';
import { BoardController, type StrategyFactories } from './controller.js';
import { MovesStrategy, TimedStrategy } from './strategy.js';
import type { Clock } from './timer.js';

/** The MIS's board size. */
export const SIZE = 6;

/** The shared ConsoleIO (input, output, error, echo, colour), plus the game's clock and seed source. */
export interface DotsIO extends ConsoleIO {
  /** The timed game's clock, in milliseconds. */
  readonly clock?: Clock;
  /** A seed when --seed is not given: the app seeds from the clock here, never in the model. */
  readonly randomSeed?: () => number;
}

export interface DotsOptions {
  readonly help: boolean;
  readonly seed: number | null;
  readonly time: number;
}

export const USAGE = `Usage: dots [--seed N] [--time SECONDS] [--help]

Two Dots in the terminal. Pick T (timed game, 60 seconds) or M (15 moves),
then join 5 or more dots of one colour in a single move to win.
Type a move as row,col pairs numbered as printed, e.g. 1,1 1,2 2,2

Options:
  --seed N         deal the dots from seed N (an integer), so a game replays exactly
  --time SECONDS   the timed game's length (default 60; for testing and practice)
  -h, --help       show this help

At any prompt: help (the rules and commands), board (the board again), quit.
Input can be piped: printf 'M\\n1,2 2,2\\n' | dots --seed 1
The last line is "Result: you won", "Result: you lost (out of moves)",
"Result: you lost (out of time)" or "Result: quit" (quit or end of input).
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

/** The options, as util.parseArgs reads them. */
const OPTIONS = {
  seed: { type: 'string' },
  time: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the command line (util.parseArgs); a string is a one-line usage error. */
export function parseArgs(args: readonly string[]): DotsOptions | string {
  const parsed = parseCommandLine(args, OPTIONS, { expects: { seed: 'an integer', time: 'a number of seconds' } });
  if (typeof parsed === 'string') return parsed;
  const { values } = parsed;
  let seed: number | null = null;
  let time = 60;
  if (values.seed !== undefined) {
    if (!/^-?\d{1,15}$/.test(values.seed)) return `--seed needs an integer, got ${quoteInput(values.seed)}`;
    seed = Number(values.seed);
  }
  if (values.time !== undefined) {
    const v = values.time;
    if (!/^\d+(\.\d+)?$/.test(v) || Number(v) > 86_400) {
      return `--time needs a number of seconds from 0 to 86400, got ${quoteInput(v)}`;
    }
    time = Number(v);
  }
  return { help: values.help === true, seed, time };
}

/**
 * main(args): plays one game and returns the exit status: 0 when the game
 * ends (won, lost, quit, end of input, or the output's reader went away),
 * 1 when the input cannot be read (one line on the error sink,
 * `dots: cannot read the input: ...`), 2 for a bad command line.
 */
export function main(args: readonly string[], io: DotsIO): number {
  return runConsoleGame('dots', io, () => play(args, io));
}

function play(args: readonly string[], io: DotsIO): number {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    (io.error ?? io.output).write(`dots: ${options}\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    io.output.write(`${USAGE}\n`);
    return 0;
  }
  const seed = options.seed ?? (io.randomSeed ?? (() => 0))();
  const rng = mulberry32(seed);
  const view = new BoardView({
    input: io.input,
    output: io.output,
    color: io.color ?? false,
    echo: io.echo ?? false,
    rules: twoDotsRules({ time: options.time }),
  });
  const modes: StrategyFactories = {
    moves: (v) => new MovesStrategy(v),
    timed: (v) =>
      new TimedStrategy(v, io.clock === undefined ? { time: options.time } : { time: options.time, clock: io.clock }),
  };
  view.printMsg(`Two Dots  (seed ${seed}: replay this game with --seed ${seed})`);
  const controller = new BoardController(new TwoDotsBoard(SIZE, SIZE, rng), view, modes);
  try {
    const strategy = controller.modePrompt();
    if (strategy === null) {
      view.printMsg(
        view.stopReason() === 'quit' ? 'No game chosen. Goodbye.' : 'End of input: no game chosen. Goodbye.',
      );
      view.printResult('quit');
    } else {
      strategy.play(new TwoDotsBoard(SIZE, SIZE, rng));
    }
  } finally {
    controller.closeViewStream();
  }
  return 0;
}

/** The MIS's Dots module. */
export const Dots = { main } as const;

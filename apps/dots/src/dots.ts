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
 * output.text(); // the intro, the board, then "End of input: game over. Goodbye."
 * ```
 */
import { mulberry32, TwoDotsBoard } from '@arcade/model-twodots';
import { type LineReader, type OutputSink, ReadError } from '@arcade/view-console/io';
import { BoardView } from '@arcade/view-console/twodots';
import { BoardController, type StrategyFactories } from './controller.js';
import { MovesStrategy, TimedStrategy } from './strategy.js';
import type { Clock } from './timer.js';

/** The MIS's board size. */
export const SIZE = 6;

export interface DotsIO {
  readonly input: LineReader;
  readonly output: OutputSink;
  /** Usage errors; `output` by default. */
  readonly error?: OutputSink;
  /** ANSI colours on the board (default off). */
  readonly color?: boolean;
  /** Echo each line read (for piped input, so the transcript shows the moves). */
  readonly echo?: boolean;
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

Input can be piped: printf 'M\\n1,2 2,2\\n' | dots --seed 1
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

/** Parses the command line; a string is a one-line usage error. */
export function parseArgs(args: readonly string[]): DotsOptions | string {
  let help = false;
  let seed: number | null = null;
  let time = 60;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = name === arg ? undefined : arg.slice(eq + 1);
    const value = (): string | undefined => inline ?? args[++i];
    if (name === '--help' || name === '-h') help = true;
    else if (name === '--seed') {
      const v = value();
      if (v === undefined || !/^-?\d{1,15}$/.test(v))
        return `--seed needs an integer, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`;
      seed = Number(v);
    } else if (name === '--time') {
      const v = value();
      if (v === undefined || !/^\d+(\.\d+)?$/.test(v) || Number(v) > 86_400) {
        return `--time needs a number of seconds from 0 to 86400, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`;
      }
      time = Number(v);
    } else return `unknown option ${JSON.stringify(arg)}`;
  }
  return { help, seed, time };
}

/**
 * main(args): plays one game and returns the exit status: 0 when the game
 * ends (won, lost or end of input), 1 when the input cannot be read (one
 * line on the error sink, `dots: cannot read the input: ...`), 2 for a bad
 * command line.
 */
export function main(args: readonly string[], io: DotsIO): number {
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
  const view = new BoardView({ input: io.input, output: io.output, color: io.color ?? false, echo: io.echo ?? false });
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
      view.printMsg('End of input: no game chosen. Goodbye.');
    } else {
      strategy.play(new TwoDotsBoard(SIZE, SIZE, rng));
    }
  } catch (err) {
    // `dots < /tmp` (EISDIR) and the like: one line, not a stack trace.
    if (!(err instanceof ReadError)) throw err;
    io.output.write('\n');
    (io.error ?? io.output).write(`dots: ${err.message}\n`);
    return 1;
  } finally {
    controller.closeViewStream();
  }
  return 0;
}

/** The MIS's Dots module. */
export const Dots = { main } as const;

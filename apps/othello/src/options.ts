/**
 * The command line: `othello [--black human|computer] [--white human|computer]
 * [--level N] [--seed N] [--load MOVES|FILE] [--board "EDAX BOARD STRING"]
 * [--gtp | --nboard] [--help]`, parsed with the shared console's parseCommandLine
 * (util.parseArgs), every value checked here with a one-line reason.
 *
 * ```ts
 * import { parseOptions } from '@arcade/othello';
 * parseOptions(['--white', 'human', '--level', '2']); // { black: 'human', white: 'human', level: 2, ... }
 * parseOptions(['--level', 'x']); // '--level needs an integer from 1 to 8, got "x"'
 * ```
 */
import { choiceOption, intOption, parseCommandLine, SEED_MAX, seedOption } from '@arcade/view-console/console';
import { LEVELS } from './engine.js';

/** Who plays a colour. */
export const PLAYER_KINDS = Object.freeze(['human', 'computer'] as const);
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** The level the computer plays at unless told: the middle one. */
export const DEFAULT_LEVEL = Math.ceil(LEVELS / 2);

/** The longest --load and --board values read (a whole game is 120 characters). */
export const MAX_OPTION_LENGTH = 1000;

export interface OthelloOptions {
  readonly help: boolean;
  readonly black: PlayerKind;
  readonly white: PlayerKind;
  readonly level: number;
  /** null: the app takes one from its random source and prints it. */
  readonly seed: number | null;
  /** A transcript to replay before play starts (onto --board when given). */
  readonly load: string | null;
  /** An Edax board string to start from instead of the start position. */
  readonly board: string | null;
  /** Speak an engine protocol on stdin/stdout instead of playing at the console. */
  readonly protocol: 'gtp' | 'nboard' | null;
}

export const USAGE = `Usage: othello [--black human|computer] [--white human|computer] [--level N]
               [--seed N] [--load MOVES|FILE] [--board "EDAX BOARD STRING"]
       othello --gtp | --nboard [--level N] [--seed N]

Othello in the terminal. By default you play Black (X) against the computer
at level ${DEFAULT_LEVEL} of ${LEVELS}. Type a move as a square, column then row: d3.

Options:
  --black WHO       who plays Black (X), who moves first: human or computer
                    (default human)
  --white WHO       who plays White (O): human or computer (default computer)
  --level N         the computer's strength, 1 (beginner) to ${LEVELS} (strongest;
                    under a second a move); default ${DEFAULT_LEVEL}
  --seed N          seed the computer's random choices (0..${SEED_MAX}; level 1
                    plays with some chance), so a game replays exactly;
                    printed when not given
  --load MOVES      replay a transcript such as f5d6c3d3c4 (the Transcript line
                    a game ends with), then play on from there
  --load FILE       the same from a file written by the save command
                    (./NAME for a file named like a transcript)
  --board "BOARD"   start from an Edax board string: 64 squares a1..h8 of X, O
                    or -, a space, then X or O to move
  --gtp             be an engine for a GUI or a tournament manager: speak the
                    Go Text Protocol (as Edax does) on stdin and stdout
  --nboard          the same in the NBoard protocol (the NBoard GUI's)
  -h, --help        show this help
  --version         print the version and exit

At any prompt: a move (d3) or several (f5d6c3), undo, redo, hint, moves,
save FILE, help, board, quit.
Input can be piped: printf 'd3\\nc5\\n' | othello --seed 1
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

const CONFIG = {
  black: { type: 'string' },
  white: { type: 'string' },
  level: { type: 'string' },
  seed: { type: 'string' },
  load: { type: 'string' },
  board: { type: 'string' },
  gtp: { type: 'boolean' },
  nboard: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const EXPECTS = {
  black: 'human or computer',
  white: 'human or computer',
  level: `an integer from 1 to ${LEVELS}`,
  seed: 'an integer',
  load: 'a transcript such as f5d6c3, or a file',
  board: 'an Edax board string',
};

/**
 * Parses the command line into options, or a one-line reason within 80
 * columns with the program's name before it (the app prints it and exits
 * 2). The values are checked with the shared option checkers, so --seed
 * takes 0..SEED_MAX as in every game; whether --load's moves are legal is
 * checked when they are played.
 */
export function parseOptions(args: readonly string[]): OthelloOptions | string {
  const parsed = parseCommandLine(args, CONFIG, { expects: EXPECTS });
  if (typeof parsed === 'string') return parsed;
  const v = parsed.values;
  const black = v.black === undefined ? null : choiceOption('--black', v.black, PLAYER_KINDS);
  if (black?.ok === false) return black.reason;
  const white = v.white === undefined ? null : choiceOption('--white', v.white, PLAYER_KINDS);
  if (white?.ok === false) return white.reason;
  const level = v.level === undefined ? null : intOption('--level', v.level, 1, LEVELS);
  if (level?.ok === false) return level.reason;
  // seedOption: 0..4294967295, as every game; a larger seed would only replay a smaller one's game.
  const seed = v.seed === undefined ? null : seedOption(v.seed);
  if (seed?.ok === false) return seed.reason;
  for (const name of ['load', 'board'] as const) {
    const value = v[name];
    if (value !== undefined && value.length > MAX_OPTION_LENGTH) {
      return `--${name} is too long (${value.length} characters; at most ${MAX_OPTION_LENGTH})`;
    }
  }
  const protocol = v.gtp === true ? 'gtp' : v.nboard === true ? 'nboard' : null;
  if (v.gtp === true && v.nboard === true) return '--gtp and --nboard: choose one protocol';
  if (protocol !== null) {
    // An engine answers the controller's commands: who plays what, and the position, are the protocol's.
    const clash = (['black', 'white', 'load', 'board'] as const).find((k) => v[k] !== undefined);
    if (clash !== undefined) return `--${protocol} takes its game from the protocol: leave out --${clash}`;
  }
  return {
    help: v.help === true,
    protocol,
    black: black?.value ?? 'human',
    white: white?.value ?? 'computer',
    level: level?.value ?? DEFAULT_LEVEL,
    seed: seed?.value ?? null,
    load: v.load ?? null,
    board: v.board ?? null,
  };
}

/**
 * The command line: `othello [--black human|computer] [--white human|computer]
 * [--level N] [--seed N] [--load TRANSCRIPT] [--board "EDAX BOARD STRING"]
 * [--help]`, parsed with the shared console's parseCommandLine
 * (util.parseArgs), every value checked here with a one-line reason.
 *
 * ```ts
 * import { parseOptions } from '@arcade/othello';
 * parseOptions(['--white', 'human', '--level', '2']); // { black: 'human', white: 'human', level: 2, ... }
 * parseOptions(['--level', 'x']); // '--level needs a whole number from 1 to ...'
 * ```
 */
import { parseCommandLine } from '@arcade/view-console/console';
import { printableInput } from '@arcade/view-console/io';
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
}

export const USAGE = `Usage: othello [--black human|computer] [--white human|computer] [--level N]
               [--seed N] [--load TRANSCRIPT] [--board "EDAX BOARD STRING"]

Othello in the terminal. By default you play Black (X) against the computer
at level ${DEFAULT_LEVEL} of ${LEVELS}. Type a move as a square, column then row: d3.

Options:
  --black WHO       who plays Black (X), who moves first: human or computer
                    (default human)
  --white WHO       who plays White (O): human or computer (default computer)
  --level N         the computer's strength, 1 (beginner) to ${LEVELS} (strongest;
                    under a second a move); default ${DEFAULT_LEVEL}
  --seed N          seed the computer's random choices (an integer; level 1
                    plays with some chance), so a game replays exactly;
                    printed when not given
  --load MOVES      replay a transcript such as f5d6c3d3c4 (the Transcript line
                    a game ends with), then play on from there
  --board "BOARD"   start from an Edax board string: 64 squares a1..h8 of X, O
                    or -, a space, then X or O to move
  -h, --help        show this help

At any prompt: a move (d3), undo, hint, moves, help, board, quit.
Input can be piped: printf 'd3\\nc5\\n' | othello --seed 1
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

const CONFIG = {
  black: { type: 'string' },
  white: { type: 'string' },
  level: { type: 'string' },
  seed: { type: 'string' },
  load: { type: 'string' },
  board: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const EXPECTS = {
  black: 'human or computer',
  white: 'human or computer',
  level: `a whole number from 1 to ${LEVELS}`,
  seed: 'an integer',
  load: 'a transcript such as f5d6c3',
  board: 'an Edax board string',
};

function quoted(value: string): string {
  return `"${printableInput(value, 40)}"`;
}

function kind(name: 'black' | 'white', value: string | undefined): PlayerKind | string {
  if (value === undefined) return name === 'black' ? 'human' : 'computer';
  const v = value.trim().toLowerCase();
  return (PLAYER_KINDS as readonly string[]).includes(v)
    ? (v as PlayerKind)
    : `--${name} needs human or computer, got ${quoted(value)}`;
}

/**
 * Parses the command line into options, or a one-line reason (the app
 * prints it with the usage and exits 2). Only the syntax is checked here;
 * whether --load's moves are legal is checked when they are played.
 */
export function parseOptions(args: readonly string[]): OthelloOptions | string {
  const parsed = parseCommandLine(args, CONFIG, { expects: EXPECTS });
  if (typeof parsed === 'string') return parsed;
  const v = parsed.values;
  const black = kind('black', v.black);
  if (black !== 'human' && black !== 'computer') return black;
  const white = kind('white', v.white);
  if (white !== 'human' && white !== 'computer') return white;
  let level = DEFAULT_LEVEL;
  if (v.level !== undefined) {
    const n = /^\s*\d{1,3}\s*$/.test(v.level) ? Number(v.level) : Number.NaN;
    if (!(n >= 1 && n <= LEVELS)) return `--level needs ${EXPECTS.level}, got ${quoted(v.level)}`;
    level = n;
  }
  let seed: number | null = null;
  if (v.seed !== undefined) {
    if (!/^\s*-?\d{1,15}\s*$/.test(v.seed)) return `--seed needs an integer, got ${quoted(v.seed)}`;
    seed = Number(v.seed);
  }
  for (const name of ['load', 'board'] as const) {
    const value = v[name];
    if (value !== undefined && value.length > MAX_OPTION_LENGTH) {
      return `--${name} is too long (${value.length} characters; at most ${MAX_OPTION_LENGTH})`;
    }
  }
  return {
    help: v.help === true,
    black,
    white,
    level,
    seed,
    load: v.load ?? null,
    board: v.board ?? null,
  };
}

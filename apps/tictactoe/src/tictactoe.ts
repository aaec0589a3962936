/**
 * The tictactoe game: command-line options, the game loop on the shared
 * console (help, board, quit, undo, hint at every prompt) and the computer
 * player. All I/O goes through the injected TicTacToeIO, so tests script
 * whole games.
 *
 * ```ts
 * import { main } from '@arcade/tictactoe';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * main(['--seed', '1'], { input: scriptedReader(['2,2', 'quit']), output }); // 0
 * output.text(); // the intro, the board, "O (computer) plays ...", ..., "Result: quit"
 * ```
 */
import { cellSymbol, Empty, type Game, type Move, mulberry32, PreconditionViolation } from '@arcade/model-tictactoe';
import { type Level, LEVELS, PLAYER_KINDS, type PlayerKind, TicTacToeSession } from '@arcade/model-tictactoe/session';
import {
  type ConsoleIO,
  choiceOption,
  GameConsole,
  parseCommandLine,
  playGames,
  runConsoleGame,
  SEED_MAX,
  seedOption,
  usageError,
} from '@arcade/view-console/console';
import { printableInput, quoteInput } from '@arcade/view-console/io';
import {
  makeTicTacToeMove,
  parseTicTacToeMove,
  renderTicTacToe,
  TIC_TAC_TOE_NUMBERING,
} from '@arcade/view-console/tictactoe';
import { hint, type Outcome } from './computer.js';

/** The program's name, in messages. */
export const PROGRAM = 'tictactoe';

/** The largest seed (view-console's, the same for every game). */
export { SEED_MAX };

export interface TicTacToeIO extends ConsoleIO {
  /** A seed when --seed is not given: the cli seeds from the clock here, never in the model. */
  readonly randomSeed?: () => number;
}

export interface TicTacToeOptions {
  readonly help: boolean;
  readonly x: PlayerKind;
  readonly o: PlayerKind;
  readonly level: Level;
  readonly seed: number | null;
}

export const USAGE = `Usage: tictactoe [--x human|computer] [--o human|computer]
                 [--level perfect|random] [--seed N] [--help]

Tic-tac-toe in the terminal. By default you are X (you move first) against
the perfect computer, which never loses. Type a move as a cell from 1 to 9
(1 2 3 the top row, as on a phone; 5 is the centre) or as row,column from 1
to 3 (2,2 is the centre); at any prompt: undo, hint, help, board, quit.

Options:
  --x human|computer       who plays X (default human)
  --o human|computer       who plays O (default computer)
  --level perfect|random   the computer: perfect play (default) or random moves
  --seed N                 the computer's choices from seed N (0..${SEED_MAX}),
                           so a game replays exactly (default: from the clock)
  -h, --help               show this help
  --version                print the version and exit

Input can be piped: printf '2,2\\n1,1\\n' | tictactoe --seed 1
Two computers play with no input: tictactoe --x computer --o computer
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

const OPTIONS = {
  x: { type: 'string' },
  o: { type: 'string' },
  level: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses the command line (util.parseArgs through the shared screen); a string is a one-line reason. */
export function parseArgs(args: readonly string[]): TicTacToeOptions | string {
  const parsed = parseCommandLine(args, OPTIONS, {
    expects: { x: 'human or computer', o: 'human or computer', level: 'perfect or random', seed: 'an integer' },
  });
  if (typeof parsed === 'string') return parsed;
  const { values } = parsed;
  const x = values.x === undefined ? null : choiceOption('--x', values.x, PLAYER_KINDS);
  if (x?.ok === false) return x.reason;
  const o = values.o === undefined ? null : choiceOption('--o', values.o, PLAYER_KINDS);
  if (o?.ok === false) return o.reason;
  const level = values.level === undefined ? null : choiceOption('--level', values.level, LEVELS);
  if (level?.ok === false) return level.reason;
  const seed = values.seed === undefined ? null : seedOption(values.seed);
  if (seed?.ok === false) return seed.reason;
  return {
    help: values.help === true,
    x: x?.value ?? 'human',
    o: o?.value ?? 'computer',
    level: level?.value ?? 'perfect',
    seed: seed?.value ?? null,
  };
}

/** A typed move read against a game: the move, or a one-line reason. */
export type MoveReading = { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly reason: string };

const MOVE_EXAMPLE = 'type a cell 1 to 9 or row,column, e.g. 5 or 2,2, or help';

/** The view's reason as a sentence: capital first, full stop last. */
function sentence(reason: string): string {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Reads a typed move for `game` (a cell from 1 to 9 in phone order, '5' the
 * centre, or row,column from 1 to 3: '2,2', ' 2 , 2 ', '2 2', '22') and
 * checks it against the board: a one-line reason for text
 * that is not a move, a cell off the board, a taken cell, or a game that is
 * over. The model's legality query decides, the parser only reads.
 */
export function readMove(game: Game, text: string): MoveReading {
  const trimmed = text.replace(/\t/g, ' ').trim();
  // Text with control characters, or too long to quote whole, is never a move: quote it safely.
  if (printableInput(trimmed, 20) !== trimmed) {
    return { ok: false, reason: `${quoteInput(trimmed)} is not a move: ${MOVE_EXAMPLE}.` };
  }
  if (game.isOver()) return { ok: false, reason: 'The game is over: no more moves.' };
  const parsed = parseTicTacToeMove(trimmed);
  if (!parsed.ok) {
    // The view's "not a row and a column" reasons end in a shorter example; give ours.
    if (/^(row|column|cell) \d+ is off the board/.test(parsed.reason))
      return { ok: false, reason: sentence(parsed.reason) };
    return { ok: false, reason: `${quoteInput(trimmed)} is not a move: ${MOVE_EXAMPLE}.` };
  }
  const { move } = parsed;
  const there = game.item(move.i, move.j);
  if (there !== Empty) {
    return {
      ok: false,
      reason: `${makeTicTacToeMove(move)} is taken (${cellSymbol(there)} is there): pick an empty cell.`,
    };
  }
  if (!game.isValidMove(move.i, move.j)) return { ok: false, reason: `${makeTicTacToeMove(move)} cannot be played.` };
  return { ok: true, move };
}

function outcomeWords(outcome: Outcome, mark: string): string {
  if (outcome === 'win') return `wins for ${mark}`;
  if (outcome === 'loss') return `loses for ${mark} (so does every move)`;
  return 'leads to a draw';
}

/** The hint line for the player to move, or null once the game is over. */
export function hintText(game: Game): string | null {
  const h = hint(game);
  if (h === null) return null;
  const mark = cellSymbol(game.nextTurn);
  const others = h.others.length === 0 ? '' : ` (as good: ${h.others.map(makeTicTacToeMove).join(' ')})`;
  return `Hint: ${makeTicTacToeMove(h.move)} ${outcomeWords(h.outcome, mark)} with perfect play${others}.`;
}

/** `X wins`, `O wins` or `draw`: the Result of a finished game. */
export function resultOf(game: Game): string {
  const winner = game.winner();
  if (winner !== Empty) return `${cellSymbol(winner)} wins`;
  return 'draw';
}

function describeSides(options: TicTacToeOptions): string {
  const level = `the ${options.level} computer`;
  if (options.x === 'human' && options.o === 'human') return 'two players: X moves first, then O';
  if (options.x === 'computer' && options.o === 'computer') return `${level} plays both X and O`;
  return options.x === 'human' ? `you are X (you move first) against ${level} (O)` : `you are O against ${level} (X)`;
}

const RULES = `X and O take turns putting their mark into an empty cell of the 3-by-3 board; X starts. Three marks in a row, a column or a diagonal win; a full board without three in a row is a draw.
Type a move as one number from 1 to 9, counted as on a phone keypad (${TIC_TAC_TOE_NUMBERING}): 5 is the centre. Or as row,column, each from 1 to 3: 1,1 is the top left cell, 2,2 the centre, 1,3 the top right; spaces are allowed (2, 2 or 2 2).
     1 | 2 | 3
    ---+---+---
     4 | 5 | 6
    ---+---+---
     7 | 8 | 9`;

/**
 * main(args, io): plays one game (at a terminal, io.interactive, a rematch
 * after each finished game while the player says y) and returns the exit
 * status: 0 when the game ends (won, drawn, quit, end of input, or the
 * output's reader gone), 1 when the input cannot be read, 2 for a bad
 * command line (a one-line reason and `Try 'tictactoe --help'.` on io.error).
 */
export function main(args: readonly string[], io: TicTacToeIO): number {
  return runConsoleGame(PROGRAM, io, () => {
    const options = parseArgs(args);
    if (typeof options === 'string') return usageError(io, PROGRAM, options);
    if (options.help) {
      io.output.write(`${USAGE}\n`);
      return 0;
    }
    // At a terminal a finished game offers a rematch (the same sides, the next seed); piped input plays one.
    let seed = options.seed ?? Math.trunc(Math.abs(io.randomSeed?.() ?? 1)) % (SEED_MAX + 1);
    playGames(io, PROGRAM, () => {
      const over = play(options, io, seed);
      seed = (seed + 1) % (SEED_MAX + 1);
      return over ? 'Rematch?' : null;
    });
    return 0;
  });
}

/** One game from the empty board to its Result line; true when it was played to the end (not quit). */
function play(options: TicTacToeOptions, io: TicTacToeIO, seed: number): boolean {
  const computerPlays = options.x === 'computer' || options.o === 'computer';
  const session = new TicTacToeSession({ x: options.x, o: options.o, level: options.level, random: mulberry32(seed) });
  const color = io.color === true;
  const screen = new GameConsole(io, {
    program: PROGRAM,
    rules: () => `Tic-tac-toe: ${describeSides(options)}.\n${RULES}`,
    commands: [
      { name: 'undo', summary: "take back your last move (and the computer's reply to it)" },
      { name: 'hint', summary: 'the best move, and whether it wins, draws or loses with perfect play' },
    ],
    // Issue 22: no status line while a prompt follows, which names the player to move itself
    // ('Cross (X) to move' then 'X to move' said it twice); the result line stays.
    board: () => renderTicTacToe(session.game, { color, status: session.game.isOver() }),
    example: 'type a cell 1 to 9 (5 the centre) or row,column',
  });

  screen.say(`Tic-tac-toe: ${describeSides(options)}.`);
  if (computerPlays) screen.say(`Seed ${seed}: --seed ${seed} replays the computer's choices.`);
  if (options.x === 'human' || options.o === 'human') {
    screen.say('Type a move as a cell 1 to 9 (5 is the centre) or as row,column, e.g. 2,2;');
    screen.say('help lists the commands, help rules shows the numbering.');
  }
  let drawn: Game | null = null;
  for (;;) {
    const game = session.game;
    if (game.isOver()) {
      screen.finish(resultOf(game), { board: true });
      return true;
    }
    const mark = cellSymbol(game.nextTurn);
    if (session.toMove() === 'computer') {
      const played = session.computerPlay();
      if (played === null) throw new Error('tictactoe: the computer found no move in a game that is not over');
      screen.say(`${mark} (computer) plays ${makeTicTacToeMove(played.move)}.`);
      // Two computers: show each position as it comes (the last one is drawn by finish).
      if (session.toMove() === 'computer') {
        screen.drawBoard();
        drawn = session.game;
      }
      continue;
    }
    if (drawn !== game) {
      screen.drawBoard();
      drawn = game;
    }
    const reply = screen.ask(`${mark} to move (1-9 or row,col): `);
    if (reply.kind === 'end' || reply.kind === 'quit') {
      screen.finish('quit');
      return false;
    }
    if (reply.kind === 'command') {
      if (reply.name === 'hint') screen.say(hintText(game) ?? 'The game is over.');
      else undo(screen, session);
      continue;
    }
    const reading = readMove(game, reply.text);
    if (!reading.ok) {
      screen.refuse(reading.reason);
      continue;
    }
    try {
      session.play(reading.move);
    } catch (err) {
      // readMove asked the model first; a refusal here would be a bug, but say it in one line.
      if (!(err instanceof PreconditionViolation)) throw err;
      screen.refuse(`${makeTicTacToeMove(reading.move)} cannot be played: ${err.code}.`);
    }
  }
}

/** The session's undo (a whole turn), said on the screen. */
function undo(screen: GameConsole, session: TicTacToeSession): void {
  const taken = session.undo();
  if (taken === null) {
    screen.refuse('Nothing to undo: no move of yours has been played yet.');
    return;
  }
  screen.say(`Took back ${taken.map((t) => `${cellSymbol(t.player)} ${makeTicTacToeMove(t.move)}`).join(' and ')}.`);
}

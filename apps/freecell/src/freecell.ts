/**
 * The freecell program: main(args, io) plays a Microsoft deal (or a board
 * from a file) on the shared console, or with `--solve` prints a solution
 * and plays nothing. The clock, the pause and the files are the only things
 * it touches beyond `io`, and cli.ts passes the first two in.
 *
 * ```ts
 * import { main } from '@arcade/freecell';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * main(['--deal', '1'], { input: scriptedReader(['6a', 'undo']), output }); // 0
 * output.text(); // the deal, each move and its board, then 'Result: quit'
 * ```
 */
import { closeSync, constants, openSync } from 'node:fs';
import { FreecellGame, msDeal, parseBoard } from '@arcade/model-freecell';
import {
  type ConsoleIO,
  type GameCommand,
  consoleWidth,
  GameConsole,
  offerAnother,
  intOption,
  parseCommandLine,
  runConsoleGame,
  SEED_MAX,
  seedOption,
  usageError,
  wrapText,
} from '@arcade/view-console/console';
import { renderFreecell } from '@arcade/view-console/freecell';
import { isLineTooLongError, quoteInput, readBoundedSync } from '@arcade/view-console/io';
import { listMoves, readWordCommand } from './commands.js';
import { randomDeal } from './random.js';
import { type DealRange, MAX_RANGE, printRange, printSolution, rangeOption, SOLVE_NODE_LIMIT } from './solving.js';

export { MAX_RANGE, SOLVE_NODE_LIMIT };
import { FreecellSession, type Solution } from './session.js';
import { memoryStats, type StatsStore, statsKeeper } from './stats.js';

export interface FreecellIO extends ConsoleIO {
  /** The seed of a random deal when neither --deal nor --seed is given: cli.ts reads the clock. */
  readonly randomSeed?: () => number;
  /** Waits this many milliseconds between the moves `solve` plays (cli.ts: on a terminal only). */
  readonly pause?: (ms: number) => void;
  /** Where the statistics are kept (cli.ts: fileStats, the config folder); in memory by default. */
  readonly stats?: StatsStore;
  /** Suit symbols (♠ ♥ ♦ ♣) on the board and in messages: cli.ts, on a UTF-8 terminal (utf8Locale). */
  readonly symbols?: boolean;
}

/** The highest Microsoft deal number. */
export const MAX_DEAL = 2 ** 31 - 1;

/** The most positions `hint` and `solve` at the prompt expand (a person is waiting). */
export const HINT_NODE_LIMIT = 1_000_000;

/**
 * The solver's options for `hint` and `solve` at the prompt (issue 21): the
 * short mode with a beam of 1,024, which answers a deal from its start in
 * 0.12 s of cpu (0.33 s at most on deals 1..100, 27.2 moves besides moves
 * home against the fast mode's 40; the model's README), so a hint follows a short
 * solution, not the fast mode's wandering one; the fast mode's answer when
 * the beams find nothing shorter, or HINT_NODE_LIMIT runs out first.
 */
export const HINT_OPTIONS = { maxNodes: HINT_NODE_LIMIT, minimize: 'moves', beam: 1024 } as const;

/** The pause between the moves the `solve` command plays, on a terminal. */
export const SOLVE_PAUSE_MS = 120;

/** The largest board file read (a board is under 200 bytes; anything far bigger is not one). */
export const MAX_BOARD_BYTES = 64 * 1024;

export const USAGE = `Usage: freecell [--deal N] [--seed N] [--no-auto] [--solve] [--board FILE]
                [--short] [--range A..B] [--help]

FreeCell in the terminal. Move cards in standard notation: 3a (column 3 to
cell a), a4 (cell a to column 4), 4h (column 4 home), 36 (column 3 to 6,
as many cards as fit). Type help rules during the game for the rules.

Options:
  --deal N       play Microsoft deal N (1 to 2147483647)
  --seed N       pick the random deal with seed N (0 to ${SEED_MAX});
                 without --deal or --seed the deal is picked from the clock,
                 and its number is printed so that you can play it again
  --no-auto      no automatic moves: every card home is a move you type
  --solve        play nothing: print a solution (or that there is none)
  --board FILE   start from an fc-solve board text (- reads stdin, with
                 --solve only)
  --short        with --solve or --range: the shortest solution the solver
                 finds (seconds a deal), not the first one
  --range A..B   solve deals A to B and print each one's length (moves
                 home not counted) and the average
  -h, --help     show this help
  --version      print the version and exit

Exit status: 0 played, ended or solved; 1 the input, or the board file,
cannot be read or is not a board; 2 a bad command line.
Input can be piped: printf '6a\\n6b\\n' | freecell --deal 1`;

const OPTIONS = {
  deal: { type: 'string' },
  seed: { type: 'string' },
  'no-auto': { type: 'boolean' },
  solve: { type: 'boolean' },
  board: { type: 'string' },
  short: { type: 'boolean' },
  range: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface FreecellOptions {
  readonly help: boolean;
  readonly deal: number | null;
  readonly seed: number | null;
  readonly auto: boolean;
  readonly solve: boolean;
  readonly board: string | null;
  /** --short: the short mode of the solver (--solve, --range). */
  readonly short: boolean;
  /** --range A..B: the deals to solve, or null. */
  readonly range: DealRange | null;
}

/** Parses the command line; a string is a one-line usage error. */
export function parseOptions(args: readonly string[]): FreecellOptions | string {
  const parsed = parseCommandLine(args, OPTIONS, {
    expects: {
      deal: 'a deal number',
      seed: 'an integer',
      board: 'a file name (- for stdin)',
      range: 'deal numbers A..B',
    },
  });
  if (typeof parsed === 'string') return parsed;
  const v = parsed.values;
  const dealOption = v.deal === undefined ? null : intOption('--deal', v.deal, 1, MAX_DEAL);
  if (dealOption?.ok === false) return dealOption.reason;
  const deal = dealOption?.value ?? null;
  const seedValue = v.seed === undefined ? null : seedOption(v.seed);
  if (seedValue?.ok === false) return seedValue.reason;
  const seed = seedValue?.value ?? null;
  const board = v.board ?? null;
  if (board !== null && board === '') return '--board needs a file name (- for stdin), got ""';
  if (deal !== null && board !== null) return '--deal and --board name two different games: give one';
  if (seed !== null && (deal !== null || board !== null)) {
    return '--seed picks a random deal: leave it out with --deal or --board';
  }
  if (board === '-' && v.solve !== true) {
    // Issue 23.16: within 80 columns after 'freecell: '.
    return '--board - reads stdin, which the moves need: use a file, or --solve';
  }
  const range = v.range === undefined ? null : rangeOption(v.range, MAX_DEAL);
  if (typeof range === 'string') return range;
  if (range !== null && (deal !== null || seed !== null || board !== null)) {
    return '--range solves deals A..B: leave out --deal, --seed and --board';
  }
  const short = v.short === true;
  if (short && v.solve !== true && range === null) return '--short is a way to solve: give it with --solve or --range';
  return {
    help: v.help === true,
    deal,
    seed,
    auto: v['no-auto'] !== true,
    solve: v.solve === true || range !== null,
    board,
    short,
    range,
  };
}

const RULES = `FreeCell: move all 52 cards to the four foundations (h), one suit each, \
from the ace up to the king.

The layout: the cells a-d each hold one card; the columns 1-8. Only the top card \
(the last one printed) of a column moves. A card goes onto a column whose top \
card is one rank higher and of the other colour (red on black, black on red), \
or into an empty column; onto a foundation when it is the next card of its suit.

Type a move as a source then a target, either case, spaces allowed:
  3a   column 3 to cell a      a4   cell a to column 4
  4h   column 4 home           ah   cell a home
  36   column 3 to column 6: as many cards of column 3's ordered run as fit
       (a sequence move); at most (1 + free cells) x 2^(empty columns) cards
       move at once, half that into an empty column
  36v2 exactly 2 cards (for an empty column, which gets the longest run
       that fits otherwise)
  3, a the best move for column 3's card (or run), or cell a's: home, else onto
       a card (longest run made, then leftmost), an empty column, a free cell`;

const AUTO_RULE = `After each move the safe cards (those no other card can need any more) go \
home by themselves; auto off (or --no-auto) turns that off.`;

const NO_AUTO_RULE = 'Automatic moves are off: every card home is a move you type (auto on turns them on).';

const COMMANDS: readonly GameCommand[] = [
  { name: 'undo', summary: 'take back your last move (with the cards that went home after it)' },
  { name: 'redo', summary: 'play again a move you took back' },
  { name: 'hint', summary: 'the next move of a solution from here' },
  { name: 'solve', summary: 'let the solver play the rest of the game' },
  { name: 'restart', summary: 'take back every move (redo plays them again)' },
  { name: 'stats', summary: 'games played and won, streaks, best move counts' },
  { name: 'moves', summary: 'list the legal moves' },
  { name: 'auto', summary: 'auto on or auto off: cards home by themselves, or not' },
  { name: 'new', summary: 'start a random deal' },
  { name: 'next', summary: 'start the next deal (617 after 616)' },
  { name: 'deal', summary: 'deal N starts deal N' },
];

/** What the game is: a deal, or a board read from a file. */
interface Start {
  readonly game: FreecellGame;
  readonly deal: number | null;
  readonly name: string; // 'deal 617' or 'the board'
}

/** What the player may change during a run, kept from one deal to the next. */
interface Settings {
  auto: boolean;
  /** The random deals' seeds so far: `new` takes the next seed when the clock gives one of them again. */
  readonly seeds: Set<number>;
}

/**
 * main(args, io): plays one game, or solves one with --solve; returns the exit
 * status: 0 played (won, quit, end of input) or solved, 1 unreadable input or
 * board file, 2 a bad command line.
 */
export function main(args: readonly string[], io: FreecellIO): number {
  // runConsoleGame: a closed output pipe ends with 0, unreadable input is one line on io.error and 1.
  return runConsoleGame('freecell', io, () => run(args, io));
}

function run(args: readonly string[], io: FreecellIO): number {
  const error = io.error ?? io.output;
  const options = parseOptions(args);
  if (typeof options === 'string') return usageError(io, 'freecell', options);
  if (options.help) {
    io.output.write(`${USAGE}\n`);
    return 0;
  }
  let start: Start;
  let seed: number | null = null;
  if (options.range !== null) start = dealStart(options.range.from);
  else if (options.board !== null) {
    const game = readBoard(options.board, io);
    if (typeof game === 'string') {
      // Issue 23.16: a long reason (a parse error, a file name) is wrapped within 80 columns.
      error.write(`${wrapText(`freecell: ${game}`, consoleWidth(io))}\n`);
      return 1;
    }
    start = { game, deal: null, name: 'the board' };
  } else if (options.deal !== null) start = dealStart(options.deal);
  else {
    seed = options.seed ?? io.randomSeed?.() ?? 1;
    start = randomStart(seed);
    if (!options.solve) io.output.write(`${wrapText(randomBanner(start, seed, '--deal'), consoleWidth(io))}\n`);
  }
  if (options.range !== null) return printRange(options.range, options.short, io);
  if (options.solve) {
    return printSolution(start.deal === null ? 'Board' : `Deal ${start.deal}`, start.game, io, options.short);
  }
  const settings: Settings = { auto: options.auto, seeds: new Set(seed === null ? [] : [seed]) };
  // `new`, `next` and `deal N` end one deal and start another in the same run.
  for (let game: Start | null = start; game !== null; ) game = play(game, settings, io);
  return 0;
}

function dealStart(deal: number): Start {
  const game = new FreecellGame();
  game.newGame(msDeal(deal));
  return { game, deal, name: `deal ${deal}` };
}

function randomStart(seed: number): Start {
  return dealStart(randomDeal(seed));
}

/** Issue 23.16: at most 73 columns, the longest deal and seed included. */
function randomBanner(start: Start, seed: number, again: '--deal' | 'deal'): string {
  return `Random deal ${start.deal} (seed ${seed}): play it again with ${again} ${start.deal}.`;
}

/** Reads an fc-solve board from a file, or from the input for '-'; a string is the one-line reason. */
function readBoard(file: string, io: FreecellIO): FreecellGame | string {
  let text: string;
  // The file's name quoted short, so that the reason stays within 80 columns whatever the path.
  const name = file === '-' ? 'stdin' : quoteInput(file);
  const tooLarge = `${name}: more than ${MAX_BOARD_BYTES} bytes: not a FreeCell board`;
  if (file === '-') {
    const lines: string[] = [];
    let size = 0;
    try {
      // Stops at the cap: the reader refuses a line past 64 KiB as soon as it passes it (issue 23.3).
      for (let line = io.input.readLine(); line !== null; line = io.input.readLine()) {
        size += line.length + 1;
        if (size > MAX_BOARD_BYTES) return tooLarge;
        lines.push(line);
      }
    } catch (e) {
      if (isLineTooLongError(e)) return tooLarge;
      throw e;
    }
    text = lines.join('\n');
  } else {
    // Read up to the cap whatever the file is (issue 23.3): stat's size is 0 for /dev/zero and a pipe.
    // Opened non-blocking, so that a FIFO without a writer cannot hang the game: its read ends at once.
    let fd: number;
    try {
      fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    } catch (e) {
      return `cannot read the board file ${name}: ${fileProblem(e)}`;
    }
    try {
      const read = readBoundedSync(fd, MAX_BOARD_BYTES);
      if (read.truncated) return tooLarge;
      text = read.bytes.toString('utf8');
    } catch (e) {
      // A ReadError carries the system code (EISDIR for a directory).
      return `cannot read the board file ${name}: ${fileProblem(e)}`;
    } finally {
      closeSync(fd);
    }
  }
  try {
    return parseBoard(text);
  } catch (e) {
    // ParseError's message names the line ('line 3: ...') or the whole text.
    const message = (e as Error).message.replace(/[\r\n]+/g, ' ');
    return `${name}: ${message}`;
  }
}

/**
 * Why a file cannot be read, in a few words: Node's own message repeats the
 * whole path (`ENOENT: no such file or directory, stat '...'`), which can
 * push the line past 80 columns.
 */
function fileProblem(e: unknown): string {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  const known: Record<string, string> = {
    ENOENT: 'no such file',
    EACCES: 'permission denied',
    EISDIR: 'it is a directory',
    ENOTDIR: 'a part of the path is not a directory',
    ELOOP: 'too many symbolic links',
    ENAMETOOLONG: 'the name is too long',
  };
  if (typeof code === 'string') return known[code] ?? code;
  return e instanceof Error ? e.message.slice(0, 40) : 'unknown error';
}

/**
 * Plays one deal (or board) at the prompt until it is won or the player
 * stops (null: the run is over, `Result:` written), or asks for another
 * deal (`new`, `next`, `deal N`: that deal's Start).
 */
function play(start: Start, settings: Settings, io: FreecellIO): Start | null {
  const symbols = io.symbols === true;
  const session = new FreecellSession(start.game, { auto: settings.auto, symbols });
  const render = (): string =>
    renderFreecell(session.game, { color: io.color === true, symbols, moves: session.moves });
  const con = new GameConsole(io, {
    program: 'freecell',
    rules: () => `${RULES}\n\n${session.auto ? AUTO_RULE : NO_AUTO_RULE}`,
    commands: COMMANDS,
    board: render,
    example: 'type a move such as 3a, 4h or 36',
  });
  const title = start.deal === null ? 'FreeCell, the board from the file' : `FreeCell deal ${start.deal}`;
  con.say(`${title}: type help for the commands.`);
  if (!session.auto) con.say('Automatic moves are off: every card home is a move you type.');
  if (session.startAuto.length > 0) con.say(`Home by themselves: ${session.startAuto.join(' ')}.`);
  const stats = statsKeeper(io.stats ?? memoryStats(), start.deal, (line) => con.say(line));
  con.show(render());
  const won = (): Start | null => {
    stats.end(session.finishedBySolver ? 'solved' : 'won', session.moves);
    const what = start.deal === null ? 'the board' : `deal ${start.deal}`;
    if (session.finishedBySolver) {
      // Defect 22.7: a game the solver finished is not a win by hand.
      const mine = session.playerMoves;
      const yours = mine === 0 ? '' : `, ${mine} of them yours`;
      con.finish(`solved ${what} by the solver in ${session.moves} moves${yours}`, { board: true });
    } else con.finish(`won ${what} in ${session.moves} moves`, { board: true });
    // Issue 22: at a terminal a numbered deal won offers the next one (piped input plays one deal).
    if (start.deal === null) return null;
    const next = start.deal === MAX_DEAL ? 1 : start.deal + 1;
    const again = offerAnother(io, { program: 'freecell', question: `Play the next deal, ${next}?`, board: render });
    return again ? dealStart(next) : null;
  };
  /** Leaves this deal for another: says so (and what picked it), and the caller starts it. */
  const leave = (next: Start, why?: string): Start => {
    const n = session.moves;
    if (n > 0) stats.end('lost', n); // given up after a move, as quit
    con.say(`Leaving ${start.name} after ${n} move${n === 1 ? '' : 's'}.`);
    if (why !== undefined) con.say(why);
    return next;
  };
  if (session.game.gameWon()) return won();
  for (;;) {
    const reply = con.ask('Your move: ');
    if (reply.kind === 'end' || reply.kind === 'quit') {
      if (session.moves > 0) stats.end('lost', session.moves); // given up after a move
      con.finish('quit');
      return null;
    }
    if (reply.kind === 'move') {
      const word = readWordCommand(reply.text, MAX_DEAL);
      if (word?.name === 'error') con.refuse(word.reason);
      else if (word?.name === 'deal') return leave(dealStart(word.deal));
      else if (word?.name === 'auto') {
        if (word.on !== null) session.auto = settings.auto = word.on;
        con.say(
          session.auto
            ? 'Automatic moves are on: safe cards go home by themselves after each move.'
            : 'Automatic moves are off: every card home is a move you type.',
        );
      } else {
        const r = session.play(reply.text);
        if (!r.ok) {
          con.refuse(r.reason);
          continue;
        }
        con.say(r.turn.text);
        if (session.game.gameWon()) return won();
        con.show(render());
      }
      continue;
    }
    switch (reply.name) {
      case 'undo': {
        const turn = session.undo();
        if (turn === null) con.refuse('Nothing to undo: this is the start of the game.');
        else {
          const extra = turn.auto.length === 0 ? '' : ` and sent ${turn.autoCards.join(' ')} back from the foundations`;
          con.say(`Took back ${turn.move}${extra}.`);
          con.show(render());
        }
        break;
      }
      case 'redo': {
        const turn = session.redo();
        if (turn === null) con.refuse('Nothing to redo: no move has been taken back since the last one played.');
        else {
          con.say(`Again: ${turn.text}`);
          if (session.game.gameWon()) return won();
          con.show(render());
        }
        break;
      }
      case 'restart': {
        const n = session.restart();
        if (n === 0) con.refuse('This is already the start of the game.');
        else {
          con.say(
            `Back to the start of ${start.name}: ${n} move${n === 1 ? '' : 's'} taken back (redo plays them again).`,
          );
          con.show(render());
        }
        break;
      }
      case 'hint': {
        const s = session.solution(HINT_OPTIONS);
        if (s.status !== 'solved') con.say(noSolution(s, start));
        else {
          const first = s.moves[0] as string;
          const preview = session.game.clone();
          const text = new FreecellSession(preview, { auto: session.auto, symbols }).play(first);
          const n = s.moves.length;
          const what = text.ok ? text.turn.summary.replace(/\.$/, '') : first;
          con.say(`Hint: ${what} (${n} move${n === 1 ? '' : 's'} to win from here).`);
        }
        break;
      }
      case 'solve': {
        if (solveRest(session, con, render, io, start)) return won();
        break;
      }
      case 'moves':
        con.say(listMoves(session.game, { symbols }));
        break;
      case 'stats':
        con.say(stats.show());
        break;
      case 'auto':
        // `auto` alone (with a word after it, it is read above).
        con.say(`Automatic moves are ${session.auto ? 'on' : 'off'}: type auto on or auto off to change.`);
        break;
      case 'new': {
        let seed = io.randomSeed?.() ?? 0;
        // The clock may give a seed again (the same millisecond): the next unused one then.
        while (settings.seeds.has(seed)) seed = seed >= SEED_MAX ? 0 : seed + 1;
        settings.seeds.add(seed);
        const next = randomStart(seed);
        return leave(next, randomBanner(next, seed, 'deal'));
      }
      case 'next':
        if (start.deal === null) con.refuse('next follows a numbered deal: type new, or deal N.');
        else return leave(dealStart(start.deal === MAX_DEAL ? 1 : start.deal + 1));
        break;
      case 'deal':
        con.refuse(`deal needs a number: deal 617 plays deal 617 (1 to ${MAX_DEAL}).`);
        break;
    }
  }
}

/**
 * Why the solver has no move for the player, in one line. Defect 22.6: a
 * deal that has no solution at all says so, as undo cannot help there.
 */
function noSolution(s: Exclude<Solution, { status: 'solved' }>, start: Start): string {
  if (s.status === 'gave-up') {
    return `The solver gave up after ${s.nodes} positions: no solution found from here (undo may help).`;
  }
  if (!s.fromStart) return 'There is no solution from here: undo some moves, or restart.';
  const what = start.deal === null ? 'This board' : `Deal ${start.deal}`;
  const other = start.deal === null ? 'new or deal N' : 'new, next or deal N';
  return `${what} has no solution: no play can win it. Type ${other}.`;
}

/** The `solve` command: plays a solution move by move; true when the game is won. */
function solveRest(
  session: FreecellSession,
  con: GameConsole,
  render: () => string,
  io: FreecellIO,
  start: Start,
): boolean {
  // The turns of a solution normally win; a second try covers a plan cut short (see turnsOf).
  for (let attempt = 0; attempt < 3 && !session.game.gameWon(); attempt++) {
    const s = session.solution(HINT_OPTIONS);
    if (s.status !== 'solved') {
      con.say(noSolution(s, start));
      return false;
    }
    if (attempt === 0) con.say(`The solver plays the rest: ${s.moves.length} move${s.moves.length === 1 ? '' : 's'}.`);
    for (const m of s.moves) {
      const turn = session.playSolutionMove(m);
      con.say(`Move ${session.moves}: ${turn.text}`);
      if (session.game.gameWon()) return true;
      con.show(render());
      io.pause?.(SOLVE_PAUSE_MS);
    }
  }
  return session.game.gameWon();
}

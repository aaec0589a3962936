/**
 * The foxdolphin game: command-line options, a watched game between two
 * computer players, and a person commanding one side. All I/O goes through
 * the injected `FoxDolphinIO`, so tests script whole games.
 *
 * ```ts
 * import { main } from '@arcade/foxdolphin';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * main(['--seed', '3', '--rounds', '5'], { input: scriptedReader([]), output }); // 0
 * output.text(); // the island after each of 5 rounds, "Game over after 5 rounds: a draw ...", "Result: draw"
 * ```
 */
import { stripVTControlCharacters } from 'node:util';
import {
  type Animal,
  DEFAULT_HEIGHT,
  DEFAULT_PIECES,
  DEFAULT_WIDTH,
  type StrategyName,
  islandFrozen,
  maxPieces,
  outlastsTide,
  SEED_MAX,
  type TurnReport,
  type WaterReport,
} from '@arcade/model-foxdolphin';
import { FoxDolphinSession } from '@arcade/model-foxdolphin/session';
import {
  choiceOption,
  consoleWidth,
  quoteOptionValue,
  type ConsoleIO,
  GameConsole,
  intOption,
  parseCommandLine,
  playGames,
  runConsoleGame,
  seedOption,
  usageError,
  wrapText,
} from '@arcade/view-console/console';
import { renderFoxDolphin } from '@arcade/view-console/foxdolphin';
import { quoteInput } from '@arcade/view-console/io';
import {
  describeFrozen,
  describeMoves,
  describeMovesList,
  describePieces,
  describeRefusal,
  describeStuck,
  describeOutcome,
  describeTurn,
  describeWater,
  MOVE_EXAMPLE,
  MOVE_SYNTAX,
  mapKey,
  parseCommand,
  resultOf,
  screenFit,
} from './text.js';

/**
 * The shared ConsoleIO (input, output, error, echo: each line read is echoed
 * when input or output is not a terminal, colour on the map), plus what a
 * watched game needs.
 */
export interface FoxDolphinIO extends ConsoleIO {
  /** Clear the screen before each redraw of a watched game (on a terminal). */
  readonly clear?: boolean;
  /** A seed when --seed is not given: the app seeds from the clock here, never in the model. */
  readonly randomSeed?: () => number;
  /** Waits between watched rounds; no waiting when absent. */
  readonly sleep?: (ms: number) => void;
  /** The pause between watched rounds when --delay is not given, default 0. */
  readonly defaultDelay?: number;
  /** The terminal's width (process.stdout.columns on a terminal); 80 when absent. */
  readonly columns?: number;
  /** The terminal's height (process.stdout.rows on a terminal); 24 when absent. */
  readonly rows?: number;
}

/** The round limit when --rounds is not given: a game a person watches or plays to its end. */
export const DEFAULT_ROUNDS = 100;

/**
 * The most rounds and pieces the options take (issue 23.9). A round of the
 * greedy players costs its moves (pieces / 4 a side) times the pieces'
 * targets, and a breadth-first search of the island after every piece
 * eaten: 2.3 s with 5000 pieces on 200x200, 0.5 s with 1000, 0.12 s with
 * 500 (median of the first rounds, bench in the app's README). With at most
 * 500 pieces and 2000 rounds the longest game, on the largest island a
 * terminal can show, stays within minutes; on 80x24 (32x14 at most, 56
 * pieces) a round takes under a millisecond.
 */
export const MAX_ROUNDS = 2000;
export const MAX_PIECES = 500;

/** The map's options in the game: the compact map, which fits a screen; `help` has the legend and shortcuts. */
const MAP = { compact: true } as const;

export interface FoxDolphinOptions {
  readonly help: boolean;
  readonly seed: number | null;
  readonly width: number;
  readonly height: number;
  /** Pieces a side; null when --pieces is not given (DEFAULT_PIECES). */
  readonly pieces: number | null;
  readonly rounds: number;
  readonly play: Animal | null;
  readonly ai: StrategyName;
  readonly delay: number | null;
}

/**
 * The smallest width + height whose islands keep land above the highest
 * tide and water below the lowest (measured over sizes 6..30 and 30 seeds
 * each; the app checks the island itself with outlastsTide).
 */
export const MIN_LASTING_SIZE = 17;

export const USAGE = `Usage: foxdolphin [--play fox|dolphin] [--seed N] [--size WxH] [--pieces N]
                  [--rounds N] [--ai greedy|random] [--delay MS] [--help]

Foxes and Dolphins on a flooding hexagonal island. Foxes live on land,
Dolphins in water; moving onto a piece of the other kind eats it. The tide
and natural events move the water every round. A side that loses all its
pieces loses; after the round limit the game is a draw.

By default two computer players play and the island is redrawn every round.
With --play you command one side: type a piece and a target as x,y x,y
(e.g. 3,4 4,4). A piece moves to a neighbouring tile, or a Fox across a
bridge (#) and a Dolphin through a cave (O); it can move only with its own
medium (land for a Fox, water for a Dolphin) within 2 tiles. You make
ceil(pieces / 4) moves a turn. Commands: pass, moves, help, quit.

Options:
  --play fox|dolphin  command that side against the computer
  --seed N            island, tides and events from seed N (0..${SEED_MAX}):
                      a game replays exactly
  --size WxH          island size, default ${DEFAULT_WIDTH}x${DEFAULT_HEIGHT} (each 6..200; --size N for
                      N x N), at most what fits the terminal (80x24 when
                      the output is not one); with width + height under ${MIN_LASTING_SIZE}
                      the land cannot stay above the tide, which drowns
                      or drains it for good
  --pieces N          pieces a side, default ${DEFAULT_PIECES} (at most one a side per 8 tiles,
                      and ${MAX_PIECES})
  --rounds N          round limit, default ${DEFAULT_ROUNDS} (at most ${MAX_ROUNDS})
  --ai greedy|random  the computer's strategy, default greedy
  --delay MS          pause between watched rounds in milliseconds
                      (default 250 on a terminal, 0 when the output is piped)
  -h, --help          show this help
  --version           print the version and exit

At your prompt: help (the rules and commands), board (the map again), pass,
moves, quit. The last line is "Result: ..." (you won, you lost, Foxes win,
Dolphins win, draw, or quit).
Input can be piped: printf '5,5 6,5\\n' | foxdolphin --play fox --seed 1
Ctrl-D (end of input) quits; Ctrl-C interrupts.`;

/** The rules and how to type a move, for `help` during a game (the command line is --help's). */
export const RULES = `Foxes and Dolphins on a flooding hexagonal island. Foxes live on land,
Dolphins in water; moving onto a piece of the other kind eats it. A side that
loses all its pieces loses; after the round limit the game is a draw.

Every round the tide (and now and then a natural event) moves the water, then
the Foxes move, then the Dolphins. You make ceil(pieces / 4) moves a turn.
A piece moves to a neighbouring tile when its own medium (land for a Fox,
water for a Dolphin) is within 2 tiles of it; a Fox may also cross a bridge
whose ends are both land (# on the map), a Dolphin pass through a cave whose
ends are both water (O).

Type a move as the piece's tile and the target tile, x,y x,y (e.g. 3,4 4,4).
Above each prompt your pieces are listed with the tiles each can move to
(a * marks a target where a piece is eaten): type one of those pairs. On the
map, row y is labelled on the left and a tile's x is on the ruler above the
top end of its / diagonal.`;

/** The game's own commands, beside help, board and quit. */
export const COMMANDS = Object.freeze([
  Object.freeze({ name: 'pass', summary: 'end your turn' }),
  Object.freeze({ name: 'moves', summary: 'list all your legal moves' }),
]);

/** The options, as util.parseArgs reads them. */
const OPTIONS = {
  seed: { type: 'string' },
  size: { type: 'string' },
  pieces: { type: 'string' },
  rounds: { type: 'string' },
  delay: { type: 'string' },
  play: { type: 'string' },
  ai: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What each option's value is, for the reason when it is missing. */
const EXPECTS = {
  seed: `an integer from 0 to ${SEED_MAX}`,
  size: 'WxH, each 6..200 (e.g. 20x14)',
  pieces: `an integer from 1 to ${MAX_PIECES}`,
  rounds: `an integer from 1 to ${MAX_ROUNDS}`,
  delay: 'an integer from 0 to 60000',
  play: 'fox or dolphin',
  ai: 'greedy or random',
};

/** Parses the command line (util.parseArgs); a string is a one-line usage error. */
export function parseArgs(args: readonly string[]): FoxDolphinOptions | string {
  const parsed = parseCommandLine(args, OPTIONS, { expects: EXPECTS });
  if (typeof parsed === 'string') return parsed;
  const v = parsed.values;
  const seed = v.seed === undefined ? null : seedOption(v.seed);
  if (seed?.ok === false) return seed.reason;
  let width = DEFAULT_WIDTH;
  let height = DEFAULT_HEIGHT;
  if (v.size !== undefined) {
    const m = /^(\d{1,3})(?:[x,](\d{1,3}))?$/i.exec(v.size);
    const w = m === null ? NaN : Number(m[1]);
    const h = m === null ? NaN : Number(m[2] ?? m[1]);
    if (!(w >= 6 && w <= 200 && h >= 6 && h <= 200)) {
      return `--size needs ${EXPECTS.size}, got ${quoteOptionValue(v.size)}`;
    }
    width = w;
    height = h;
  }
  const pieces = v.pieces === undefined ? null : intOption('--pieces', v.pieces, 1, MAX_PIECES);
  if (pieces?.ok === false) return pieces.reason;
  const rounds = v.rounds === undefined ? null : intOption('--rounds', v.rounds, 1, MAX_ROUNDS);
  if (rounds?.ok === false) return rounds.reason;
  const delay = v.delay === undefined ? null : intOption('--delay', v.delay, 0, 60_000);
  if (delay?.ok === false) return delay.reason;
  const play = v.play === undefined ? null : choiceOption('--play', v.play, ['fox', 'dolphin'] as const);
  if (play?.ok === false) return play.reason;
  const ai = v.ai === undefined ? null : choiceOption('--ai', v.ai, ['greedy', 'random'] as const);
  if (ai?.ok === false) return ai.reason;
  return {
    help: v.help === true,
    seed: seed?.value ?? null,
    width,
    height,
    pieces: pieces?.value ?? null,
    rounds: rounds?.value ?? DEFAULT_ROUNDS,
    play: play === null ? null : play.value === 'fox' ? 'Fox' : 'Dolphin',
    ai: ai?.value ?? 'greedy',
    delay: delay?.value ?? null,
  };
}

/**
 * The person's turn on the console: before each move the island and the
 * pieces with their targets, then lines read through the shared console
 * (help, board and quit answered there) until the session takes a move or
 * the person passes; a refused move is asked again with a reason. Returns
 * the turn when it ends, or how the person left (end of input or quit).
 */
function humanTurn(io: FoxDolphinIO, c: GameConsole, session: FoxDolphinSession): TurnReport | 'end' | 'quit' {
  const animal = session.human!;
  for (;;) {
    const board = session.board;
    const round = session.round + 1;
    // No clearing of the screen here: the line about the last round, printed
    // just before, must stay readable above the map.
    c.show(renderFoxDolphin(board, { ...MAP, color: io.color ?? false, round }));
    c.show(`${describePieces(board, animal)}\n`);
    const nr = board.getNrMoves(animal);
    const made = session.turnMoves?.made ?? 0;
    const kind = animal === 'Fox' ? 'Foxes' : 'Dolphins';
    for (;;) {
      const reply = c.ask(
        `${kind} to move (move ${made + 1} of ${nr}, round ${round} of at most ${session.roundLimit}): `,
      );
      if (reply.kind === 'end' || reply.kind === 'quit') return reply.kind;
      if (reply.kind === 'command' && reply.name === 'pass') return session.pass();
      if (reply.kind === 'command') {
        c.show(`${describeMovesList(board, animal)}\n`);
        continue;
      }
      const line = reply.kind === 'move' ? reply.text : '';
      const cmd = parseCommand(line);
      if (cmd === null || cmd.kind !== 'move') {
        c.refuse(`${quoteInput(line.trim())} is not a move: ${MOVE_SYNTAX}`);
        continue;
      }
      const r = session.move(cmd.from, cmd.to);
      if (!r.ok) {
        c.refuse(describeRefusal(r.reason, animal, `${cmd.from.x},${cmd.from.y}`, `${cmd.to.x},${cmd.to.y}`));
        continue;
      }
      if (r.turnEnded !== null) return r.turnEnded;
      break;
    }
  }
}

/**
 * Runs the game (at a terminal, io.interactive, a rematch on a new island
 * after each finished game while the player says y); returns the exit
 * status: 0 when it ends (won, lost, drawn, quit, end of input, or the
 * output's reader went away), 1 when the input cannot be read, 2 for a usage
 * error.
 */
export function main(args: readonly string[], io: FoxDolphinIO): number {
  return runConsoleGame('foxdolphin', io, () => play(args, io));
}

/** The game's writers: text as it is (maps), prose wrapped to the screen, and a line on the error sink. */
function writers(io: FoxDolphinIO) {
  const out = (s: string): void => io.output.write(s);
  // Prose (what happened in a round, a note) is wrapped at 80 columns (or the narrower terminal's); maps are
  // written as they are.
  const say = (s: string): void => out(`${wrapText(s, consoleWidth(io))}\n`);
  const error = (s: string): void => (io.error ?? io.output).write(`${wrapText(`foxdolphin: ${s}`)}\n`);
  return { out, say, error };
}

function play(args: readonly string[], io: FoxDolphinIO): number {
  const options = parseArgs(args);
  const { out, error } = writers(io);
  if (typeof options === 'string') return usageError(io, 'foxdolphin', options);
  if (options.help) {
    out(`${USAGE}\n`);
    return 0;
  }
  // The generator's own limit, checked here so the message names the option
  // (and says when it is the default the user never typed).
  const pieces = options.pieces ?? DEFAULT_PIECES;
  const most = maxPieces(options.width, options.height);
  if (pieces > most) {
    const given = options.pieces === null ? ' (default)' : '';
    // One line within 80 columns: 'foxdolphin: --pieces 5000 (default): a 200x200 island holds at most 4999 a side'.
    error(`--pieces ${pieces}${given}: a ${options.width}x${options.height} island holds at most ${most} a side`);
    return 2;
  }
  // Everything printed before a prompt fits the screen (80x24 unless the terminal says otherwise).
  // At least 80x24, whatever the terminal says (or a bare pseudo-terminal's 0x0): the default island
  // always plays, and a smaller window scrolls; a larger one takes a larger island.
  const size = (n: number | undefined, usual: number): number => (n !== undefined && n > usual ? n : usual);
  const fit = screenFit(options.width, options.height, size(io.columns, 80), size(io.rows, 24));
  if (fit !== null) {
    error(`--size ${options.width}x${options.height} ${fit}`);
    return 2;
  }
  // At a terminal a finished game offers a rematch on a new island (the next seed); piped input plays one.
  let seed = options.seed ?? io.randomSeed?.() ?? 1;
  let status = 0;
  playGames(io, 'foxdolphin', () => {
    const played = playIsland(options, pieces, seed, io);
    if (typeof played === 'number') status = played;
    seed = (seed + 1) % (SEED_MAX + 1);
    return played === true ? 'Rematch on a new island?' : null;
  });
  return status;
}

/** One game on the island of `seed`: true when played to its end, false when left, 2 when it cannot be made. */
function playIsland(options: FoxDolphinOptions, pieces: number, seed: number, io: FoxDolphinIO): boolean | 2 {
  const { out, say, error } = writers(io);
  let session: FoxDolphinSession;
  try {
    session = new FoxDolphinSession({
      seed,
      width: options.width,
      height: options.height,
      pieces,
      rounds: options.rounds,
      play: options.play,
      ai: options.ai,
    });
  } catch (e) {
    error((e as Error).message);
    return 2;
  }
  const board = session.board;
  const color = io.color ?? false;
  // Said once: a frozen island stays frozen (the status line keeps saying it).
  let frozenSaid = false;
  const frozenNote = (): string => {
    const frozen = islandFrozen(board);
    if (frozen === null || frozenSaid) return '';
    frozenSaid = true;
    return describeFrozen(frozen);
  };
  const con = new GameConsole(
    {
      input: io.input,
      output: io.output,
      echo: io.echo ?? false,
      color,
      ...(io.columns === undefined ? {} : { columns: io.columns }),
    },
    {
      program: 'foxdolphin',
      // The legend and this island's bridges and caves: the map on screen leaves them out to fit.
      rules: () => `${RULES}\n\n${mapKey(board)}`,
      commands: COMMANDS,
      example: MOVE_EXAMPLE,
      // The round being played (as the prompt says it), or the last one once the game is over.
      board: () =>
        renderFoxDolphin(board, {
          ...MAP,
          color,
          round: session.isOver() ? session.round : session.round + 1,
        }),
    },
  );
  // Playing, the person hears of the water and of the computer's turn as
  // soon as they happen, before their own prompt; of their own turn in counts.
  const waterStepped = (w: WaterReport, round: number): void => {
    say(`Round ${round}: ${describeWater(w)}`);
    const note = frozenNote();
    if (note !== '') say(note);
  };
  const turnEnded = (t: TurnReport, round: number): void => {
    // The computer's moves in one line (the map below shows them), else their count.
    if (t.animal !== options.play) {
      const moves = describeMoves(t);
      say(moves.length <= 80 ? moves : describeTurn(t));
    }
    // A stranded side is not asked, so it would not see the island: show it.
    else if (t.stuck) {
      out(renderFoxDolphin(board, { ...MAP, color, round }));
      say(`${describeTurn(t)} ${describeStuck(board, t.animal)}`);
    } else say(describeTurn(t));
  };
  const clear = io.clear === true ? '\u001b[H\u001b[2J' : '';
  const sides = `Foxes (${options.play === 'Fox' ? 'you' : options.ai}) against Dolphins (${options.play === 'Dolphin' ? 'you' : options.ai})`;
  out(`Foxes and Dolphins  (seed ${seed}: replay this game with --seed ${seed})\n`);
  // Playing, the pieces listed above the prompt say the player's side: one line less on the first screen.
  if (options.play === null) out(`${sides}; Foxes move first.\n`);
  // Playing, the map is drawn once before the first prompt (with round 1's water), not here as well.
  if (options.play === null) {
    const first = renderFoxDolphin(board, { ...MAP, color, round: 0 });
    out(`${clear}${first}`);
    // A watched map is never wrapped (it would no longer be a map): a window narrower than it is told so,
    // once, as the shared console does for the boards it draws.
    const widest = Math.max(...first.split('\n').map((line) => [...stripVTControlCharacters(line)].length));
    if (io.columns !== undefined && io.columns > 0 && widest > io.columns) {
      say(`(This window is ${io.columns} columns wide and the map needs ${widest}: widen the window to see it whole.)`);
    }
  }
  if (!outlastsTide(board)) {
    error(
      `warning: a ${options.width}x${options.height} island is too small for its land to stay above the tide (width + height under ${MIN_LASTING_SIZE}): it will drown or dry up for good`,
    );
  }
  const delay = options.delay ?? io.defaultDelay ?? 0;
  while (!session.isOver()) {
    if (options.play === null) {
      const r = session.playRound();
      // A frame is one write (issue 23.11): the screen clearing, the map and the round's lines together,
      // so a signal (stopping between writes) never leaves half a frame.
      const note = frozenNote();
      const lines = [describeWater(r), ...r.turns.map(describeTurn)].join(' ');
      const map = renderFoxDolphin(board, { ...MAP, color, round: r.round });
      out(
        `${clear}${map}${wrapText(lines, consoleWidth(io))}\n${note === '' ? '' : `${wrapText(note, consoleWidth(io))}\n`}`,
      );
      if (delay > 0 && !session.isOver()) io.sleep?.(delay);
      continue;
    }
    const step = session.step();
    if (step?.kind === 'water') waterStepped(step.report, step.round);
    else if (step !== null) turnEnded(step.report, step.round);
    else {
      const round = session.round + 1;
      const turn = humanTurn(io, con, session);
      if (turn === 'end' || turn === 'quit') {
        // At the end of input the shared console says `End of input.` before the Result line, as in every game.
        if (turn !== 'end') con.say('You left the game. Goodbye.');
        con.finish('quit');
        return false;
      }
      turnEnded(turn, round);
    }
  }
  const winner = session.winner()!;
  con.say(describeOutcome(winner, session.round));
  if (options.play !== null)
    con.say(winner === 'draw' ? 'Nobody won.' : winner === options.play ? 'You won!' : 'You lost.');
  // The game ended on the board: draw it once more before the Result line.
  con.finish(resultOf(winner, options.play), { board: true });
  return true;
}

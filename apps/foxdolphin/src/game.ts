/**
 * The foxdolphin game: command-line options, a watched game between two
 * computer players, and a person commanding one side. All I/O goes through
 * the injected `FoxDolphinIO`, so tests script whole games.
 *
 * ```ts
 * import { main } from '@arcade/foxdolphin';
 * import { bufferSink, scriptedReader } from '@arcade/view-console';
 * const output = bufferSink();
 * main(['--seed', '3', '--rounds', '5'], { input: scriptedReader([]), output }); // 0
 * output.text(); // the island after each of 5 rounds, "Game over after 5 rounds: a draw ...", "Result: draw"
 * ```
 */
import {
  type Animal,
  Controller,
  DEFAULT_HEIGHT,
  DEFAULT_PIECES,
  DEFAULT_ROUND_LIMIT,
  DEFAULT_WIDTH,
  generateIsland,
  type MoveRefusal,
  type MoveRequest,
  mulberry32,
  otherAnimal,
  type Outcome,
  type RoundReport,
  STRATEGIES,
  type Strategy,
  type StrategyName,
  type TurnReport,
  type Board,
  islandFrozen,
  maxPieces,
  outlastsTide,
  SEED_MAX,
  type View,
} from '@arcade/model-foxdolphin';
import {
  choiceOption,
  consoleWidth,
  quoteOptionValue,
  type ConsoleIO,
  GameConsole,
  intOption,
  parseCommandLine,
  runConsoleGame,
  seedOption,
  usageError,
  wrapText,
} from '@arcade/view-console/console';
import { renderFoxDolphin, wrapFoxDolphinList } from '@arcade/view-console/foxdolphin';
import { quoteInput } from '@arcade/view-console/io';

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
}

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
                      N x N); with width + height under ${MIN_LASTING_SIZE} the land cannot
                      stay above the tide, which drowns or drains it for good
  --pieces N          pieces a side, default ${DEFAULT_PIECES} (at most one a side per 8 tiles)
  --rounds N          round limit, default ${DEFAULT_ROUND_LIMIT}
  --ai greedy|random  the computer's strategy, default greedy
  --delay MS          pause between watched rounds in milliseconds
                      (default 250 on a terminal, 0 when the output is piped)
  -h, --help          show this help

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
Above each prompt your pieces are listed with the tiles each can move to:
type one of those pairs. On the map, row y is labelled on the left and a
tile's x is on the ruler at either end of its / diagonal.`;

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
  pieces: 'an integer from 1 to 5000',
  rounds: 'an integer from 1 to 1000000',
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
  const pieces = v.pieces === undefined ? null : intOption('--pieces', v.pieces, 1, 5000);
  if (pieces?.ok === false) return pieces.reason;
  const rounds = v.rounds === undefined ? null : intOption('--rounds', v.rounds, 1, 1_000_000);
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
    rounds: rounds?.value ?? DEFAULT_ROUND_LIMIT,
    play: play === null ? null : play.value === 'fox' ? 'Fox' : 'Dolphin',
    ai: ai?.value ?? 'greedy',
    delay: delay?.value ?? null,
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const noun = (a: Animal, n: number): string =>
  a === 'Fox' ? (n === 1 ? 'fox' : 'foxes') : n === 1 ? 'dolphin' : 'dolphins';

/** One line about a turn. */
export function describeTurn(t: TurnReport): string {
  const who = t.animal === 'Fox' ? 'Foxes' : 'Dolphins';
  const kills =
    t.kills > 0 ? `, ate ${plural(t.kills, noun(otherAnimal(t.animal), 1), noun(otherAnimal(t.animal), 2))}` : '';
  const passed = t.passed ? ' (then passed)' : '';
  return `${who}: ${plural(t.moves, 'move', 'moves')}${kills}${passed}.`;
}

/** The moves of a turn, as the computer's side made them: "Dolphins: 14,3 -> 13,3, 5,9 -> 6,9 (ate a fox)." */
export function describeMoves(t: TurnReport): string {
  const who = t.animal === 'Fox' ? 'Foxes' : 'Dolphins';
  if (t.played.length === 0) return `${who}: no move${t.stuck ? ' (none possible)' : ''}.`;
  const eaten = noun(otherAnimal(t.animal), 1);
  const moves = t.played.map(
    (m) => `${m.from.x},${m.from.y} -> ${m.to.x},${m.to.y}${m.killed ? ` (ate a ${eaten})` : ''}`,
  );
  return `${who}: ${moves.join(', ')}.`;
}

/** What an island that is all water or all land means for the game: it stays so. */
export function describeFrozen(frozen: 'drowned' | 'drained'): string {
  return frozen === 'drowned'
    ? 'The island is under water: foxes cannot move, and with no shore left the water can never recede.'
    : 'The island has run dry: dolphins cannot move, and with no shore left the water can never return.';
}

/** Why a person's turn passed without asking them: their pieces have no legal move. */
export function describeStuck(board: Board, animal: Animal): string {
  const pieces = board.piecesOf(animal);
  const kind = noun(animal, 2);
  const stranded = pieces.every((p) => !board.mobileAt(animal, board.tileIdAt(p.x, p.y)));
  return stranded
    ? `All your ${kind} are stranded (no ${animal === 'Fox' ? 'land' : 'water'} within 2 tiles): your turn passes.`
    : `None of your ${kind} has a legal move: your turn passes.`;
}

/** A list printed as lines of at most `width` columns (default 80), broken between items only. */
export const wrapList = wrapFoxDolphinList;

/** One line about the water part of a round. */
export function describeWater(r: Pick<RoundReport, 'tide' | 'flooded'>): string {
  return `Tide ${r.tide > 0 ? '+' : ''}${r.tide}; ${plural(r.flooded, 'tile changed', 'tiles changed')} between land and water.`;
}

/** The closing line of a game. */
export function describeOutcome(outcome: Outcome, rounds: number): string {
  const after = `Game over after ${plural(rounds, 'round', 'rounds')}: `;
  if (outcome === 'draw') return `${after}a draw at the round limit.`;
  return `${after}${outcome === 'Fox' ? 'the Foxes win, every dolphin is eaten' : 'the Dolphins win, every fox is eaten'}.`;
}

/** Why a typed move was refused, as a sentence. */
export function describeRefusal(reason: MoveRefusal, animal: Animal, from: string, to: string): string {
  const kind = noun(animal, 1);
  switch (reason) {
    case 'noSuchPiece':
      return `There is no ${kind} of yours at ${from}.`;
    case 'notATile':
      return `${to} is not a tile of the island.`;
    case 'occupiedBySameAnimal':
      return from === to
        ? `${to} is the tile the ${kind} stands on: move it to another tile.`
        : `Another ${kind} stands on ${to}.`;
    case 'stranded':
      return `The ${kind} at ${from} is stranded: no ${animal === 'Fox' ? 'land' : 'water'} within 2 tiles.`;
    case 'shortcutNotUsable':
      return animal === 'Fox'
        ? `The bridge from ${from} to ${to} has an end under water.`
        : `The cave from ${from} to ${to} has an end on dry land.`;
    case 'notReachable':
      return `${to} is not next to ${from} nor at the other end of a ${animal === 'Fox' ? 'bridge' : 'cave'} from it.`;
  }
}

/** How to type a move, for help and a blank line's reminder. */
export const MOVE_EXAMPLE = 'type x,y x,y, e.g. 3,4 4,4';
export const MOVE_SYNTAX = `${MOVE_EXAMPLE} (or help).`;

/** The most pieces listed with their targets above a prompt (the `moves` command lists every move). */
export const LISTED_PIECES = 12;

/**
 * The player's pieces with the tiles each can move to, as they are typed:
 * `  3,5 -> 2,5 4,5 3,4`, so no coordinate has to be read off the map's
 * rulers. Lines of at most 80 columns.
 */
export function describePieces(board: Board, animal: Animal): string {
  const kind = animal === 'Fox' ? 'foxes' : 'dolphins';
  const targets = new Map<string, string[]>();
  for (const p of board.piecesOf(animal)) targets.set(`${p.x},${p.y}`, []);
  for (const m of board.legalMoves(animal)) targets.get(`${m.piece.x},${m.piece.y}`)?.push(`${m.x},${m.y}`);
  const entries = [...targets];
  const lines = [`Your ${kind}, each with the tiles it can move to:`];
  for (const [from, to] of entries.slice(0, LISTED_PIECES)) {
    lines.push(
      to.length === 0 ? `  ${from} -> none (stranded)` : wrapList(`  ${from} -> `, to).replace(/\n {2}/g, '\n      '),
    );
  }
  if (entries.length > LISTED_PIECES)
    lines.push(`  ... and ${entries.length - LISTED_PIECES} more (type moves for all)`);
  return lines.join('\n');
}

/** A parsed line of the human's input. */
export type Command =
  | { readonly kind: 'move'; readonly from: { x: number; y: number }; readonly to: { x: number; y: number } }
  | { readonly kind: 'pass' }
  | { readonly kind: 'moves' }
  | { readonly kind: 'help' }
  | { readonly kind: 'quit' };

/** Parses a line typed at the move prompt; null when it is none of the forms. */
export function parseCommand(line: string): Command | null {
  const t = line.trim().toLowerCase();
  if (t === 'pass' || t === 'moves' || t === 'help' || t === 'quit') return { kind: t } as Command;
  const m = /^(\d{1,4})\s*,\s*(\d{1,4})\s+(\d{1,4})\s*,\s*(\d{1,4})$/.exec(t);
  if (m === null) return null;
  return { kind: 'move', from: { x: Number(m[1]), y: Number(m[2]) }, to: { x: Number(m[3]), y: Number(m[4]) } };
}

/** Prints a move as parseCommand reads it. */
export function makeCommand(c: Command): string {
  return c.kind === 'move' ? `${c.from.x},${c.from.y} ${c.to.x},${c.to.y}` : c.kind;
}

/** Thrown by the human's strategy to leave the game (end of input or quit). */
class LeaveGame extends Error {
  constructor(readonly why: 'end' | 'quit') {
    super(why);
  }
}

/**
 * The person's side, as a Strategy the Controller asks for moves: it shows
 * the island and the pieces with their targets, reads a line through the
 * shared console (help, board and quit answered there), and asks again with
 * a reason until the move is one the board accepts, so the Controller never
 * sees a refused move.
 */
function humanPlayer(io: FoxDolphinIO, con: () => GameConsole, game: () => Controller, round: () => number): Strategy {
  let turnRound = -1;
  let made = 0;
  return {
    name: 'human',
    moveRequest(board, animal) {
      const g = game();
      const c = con();
      // Which move of the turn this is: every move returned is made (refused
      // ones are asked again here, never handed to the Controller).
      if (round() !== turnRound) {
        turnRound = round();
        made = 0;
      }
      // No clearing of the screen here: the line about the last round, printed
      // just before, must stay readable above the map.
      c.show(renderFoxDolphin(board, { color: io.color ?? false, round: round() }));
      c.show(`${describePieces(board, animal)}\n`);
      const nr = board.getNrMoves(animal);
      const kind = animal === 'Fox' ? 'Foxes' : 'Dolphins';
      for (;;) {
        const reply = c.ask(
          `${kind} to move (move ${made + 1} of ${nr}, round ${round()} of at most ${g.roundLimit}): `,
        );
        if (reply.kind === 'end' || reply.kind === 'quit') throw new LeaveGame(reply.kind);
        if (reply.kind === 'command' && reply.name === 'pass') return null;
        if (reply.kind === 'command') {
          const moves = board.legalMoves(animal).map((m) => `${m.piece.x},${m.piece.y} ${m.x},${m.y}`);
          const more = moves.length > 40 ? [`... and ${moves.length - 40} more`] : [];
          c.show(
            moves.length === 0
              ? 'No legal move: type pass.\n'
              : `${wrapList('Legal moves: ', [...moves.slice(0, 40), ...more])}\n`,
          );
          continue;
        }
        const line = reply.kind === 'move' ? reply.text : '';
        const cmd = parseCommand(line);
        if (cmd === null || cmd.kind !== 'move') {
          c.refuse(`${quoteInput(line.trim())} is not a move: ${MOVE_SYNTAX}`);
          continue;
        }
        const piece = { type: animal, x: cmd.from.x, y: cmd.from.y };
        const reason = board.moveRefusal(piece, cmd.to.x, cmd.to.y);
        if (reason !== null) {
          c.refuse(describeRefusal(reason, animal, `${cmd.from.x},${cmd.from.y}`, `${cmd.to.x},${cmd.to.y}`));
          continue;
        }
        made++;
        return { piece, x: cmd.to.x, y: cmd.to.y } satisfies MoveRequest;
      }
    },
  };
}

/** The Result line's text for a finished game: the player's view when playing, the winner's when watching. */
export function resultOf(winner: Outcome, play: Animal | null): string {
  if (winner === 'draw') return 'draw';
  if (play !== null) return winner === play ? 'you won' : 'you lost';
  return winner === 'Fox' ? 'Foxes win' : 'Dolphins win';
}

/**
 * Runs the game; returns the exit status: 0 when it ends (won, lost, drawn,
 * quit, end of input, or the output's reader went away), 1 when the input
 * cannot be read, 2 for a usage error.
 */
export function main(args: readonly string[], io: FoxDolphinIO): number {
  return runConsoleGame('foxdolphin', io, () => play(args, io));
}

function play(args: readonly string[], io: FoxDolphinIO): number {
  const options = parseArgs(args);
  const out = (s: string): void => io.output.write(s);
  // Prose (what happened in a round, a note) is wrapped at 80 columns (or the narrower terminal's); maps are
  // written as they are.
  const say = (s: string): void => out(`${wrapText(s, consoleWidth(io))}\n`);
  if (typeof options === 'string') return usageError(io, 'foxdolphin', options);
  if (options.help) {
    out(`${USAGE}\n`);
    return 0;
  }
  const error = (s: string): void => (io.error ?? io.output).write(`${wrapText(`foxdolphin: ${s}`)}\n`);
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
  const seed = options.seed ?? io.randomSeed?.() ?? 1;
  const rng = mulberry32(seed);
  let board: Board;
  try {
    board = generateIsland({ rng, width: options.width, height: options.height, pieces });
  } catch (e) {
    error((e as Error).message);
    return 2;
  }
  const color = io.color ?? false;
  // Said once: a frozen island stays frozen (the status line keeps saying it).
  let frozenSaid = false;
  const frozenNote = (): string => {
    const frozen = islandFrozen(board);
    if (frozen === null || frozenSaid) return '';
    frozenSaid = true;
    return describeFrozen(frozen);
  };
  const computer = (): Strategy => STRATEGIES[options.ai]();
  let game: Controller | null = null;
  const current = (): Controller => game!;
  const roundNow = (): number => current().round + 1;
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
      rules: RULES,
      commands: COMMANDS,
      example: MOVE_EXAMPLE,
      // The round being played (as the prompt says it), or the last one once the game is over.
      board: () =>
        renderFoxDolphin(board, { color, round: game === null ? 0 : game.isOver() ? game.round : game.round + 1 }),
    },
  );
  const human = options.play === null ? null : humanPlayer(io, () => con, current, roundNow);
  // Playing, the person hears of the water and of the computer's turn as
  // soon as they happen, before their own prompt; of their own turn in counts.
  const view: View | undefined =
    human === null
      ? undefined
      : {
          updateView: () => undefined,
          waterStepped: (w, round) => {
            say(`Round ${round}: ${describeWater(w)}`);
            const note = frozenNote();
            if (note !== '') say(note);
          },
          turnEnded: (t, round) => {
            if (t.animal !== options.play) say(describeMoves(t));
            // A stranded side is not asked, so it would not see the island: show it.
            else if (t.stuck) {
              out(renderFoxDolphin(board, { color, round }));
              say(`${describeTurn(t)} ${describeStuck(board, t.animal)}`);
            } else say(describeTurn(t));
          },
        };
  game = new Controller({
    board,
    rng,
    roundLimit: options.rounds,
    fox: options.play === 'Fox' ? human! : computer(),
    dolphin: options.play === 'Dolphin' ? human! : computer(),
    view,
  });
  const clear = io.clear === true ? '\u001b[H\u001b[2J' : '';
  const sides = `Foxes (${options.play === 'Fox' ? 'you' : options.ai}) against Dolphins (${options.play === 'Dolphin' ? 'you' : options.ai})`;
  out(`Foxes and Dolphins  (seed ${seed}: replay this game with --seed ${seed})\n${sides}; Foxes move first.\n`);
  out(`${human === null ? clear : ''}${renderFoxDolphin(board, { color, round: 0 })}`);
  if (!outlastsTide(board)) {
    error(
      `warning: a ${options.width}x${options.height} island is too small for its land to stay above the tide (width + height under ${MIN_LASTING_SIZE}): it will drown or dry up for good`,
    );
  }
  const delay = options.delay ?? io.defaultDelay ?? 0;
  try {
    while (!game.isOver()) {
      const r = game.playRound();
      if (human === null) {
        out(`${clear}${renderFoxDolphin(board, { color, round: r.round })}`);
        say([describeWater(r), ...r.turns.map(describeTurn)].join(' '));
        const note = frozenNote();
        if (note !== '') say(note);
        if (delay > 0 && !game.isOver()) io.sleep?.(delay);
      }
    }
  } catch (e) {
    if (e instanceof LeaveGame) {
      // At the end of input the shared console says `End of input.` before the Result line, as in every game.
      if (e.why !== 'end') con.say('You left the game. Goodbye.');
      con.finish('quit');
      return 0;
    }
    throw e;
  }
  const winner = game.winner()!;
  con.say(describeOutcome(winner, game.round));
  if (options.play !== null)
    con.say(winner === 'draw' ? 'Nobody won.' : winner === options.play ? 'You won!' : 'You lost.');
  // The game ended on the board: draw it once more before the Result line.
  con.finish(resultOf(winner, options.play), { board: true });
  return 0;
}

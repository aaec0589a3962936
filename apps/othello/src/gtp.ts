/**
 * `othello --gtp`: the Go Text Protocol (GTP 2, https://www.lysator.liu.se/~gunnar/gtp/)
 * subset that the Othello engines Edax and Egaroucid answer, so the tools
 * that drive them (GoGui, gogui-twogtp, Quarry, tournament scripts) drive
 * this engine too. Pure: a line in, its response out, the clock passed in.
 *
 * ```ts
 * import { GtpEngine } from './gtp.js';
 * const gtp = new GtpEngine({ level: 2 });
 * let text = '';
 * const output = { out: (s: string) => { text += s; }, err: () => {} };
 * gtp.handle('1 play b d3', output); // text: '=1 \n\n'
 * gtp.handle('genmove w', output);   // text: ... '= c3\n\n' (or another legal move)
 * gtp.handle('play b a1', output);   // text: ... '? illegal move: a1 ...\n\n'
 * ```
 */
import { Cell, makeSquare, Othello, type Player, parseSquare } from '@arcade/model-othello';
import { renderOthello } from '@arcade/view-console/othello';
import { LEVELS } from './engine.js';
import { moveRefusal, NAME } from './moves.js';
import { type LineProtocol, type ProtocolOutput, think } from './protocol.js';

/** The engine's name and version, as `name` and `version` answer them. */
export const ENGINE_NAME = 'Arcade Othello';
export const ENGINE_VERSION = '0.1.0';

/** The commands known, as list_commands gives them (Edax's set, and arcade-level to set the level). */
export const GTP_COMMANDS = Object.freeze([
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'quit',
  'boardsize',
  'clear_board',
  'komi',
  'play',
  'genmove',
  'undo',
  'showboard',
  'time_settings',
  'time_left',
  'set_game',
  'list_games',
  'arcade-level',
]);

/** What a GTP session starts with. */
export interface GtpSettings {
  /** The level genmove plays at until time_settings gives a clock (1..LEVELS). */
  readonly level: number;
  /** Milliseconds, for time budgets and for the time genmove used; without it genmove plays at the level. */
  readonly clock?: () => number;
  /** The seed of level 1's random choices. */
  readonly seed?: number;
}

/** GTP's time_settings, in milliseconds. */
interface TimeSettings {
  readonly mainMs: number;
  readonly byoMs: number;
  readonly byoStones: number;
}

/** A player's clock: the time left and, in byo-yomi, the stones (moves) to play in it (0 in main time). */
interface Clock {
  ms: number;
  stones: number;
}

/** A failed command: GTP's `? message`. */
class Refusal {
  constructor(readonly message: string) {}
}

function refuse(message: string): never {
  throw new Refusal(message);
}

/**
 * GTP 2's preprocessing: control characters other than tab dropped, tabs
 * made spaces, a comment from `#` dropped, spaces trimmed.
 */
export function preprocessGtp(line: string): string {
  let out = '';
  for (const ch of line) {
    if (ch === '#') break;
    const code = ch.charCodeAt(0);
    if (ch === '\t') out += ' ';
    else if (code >= 32 && code !== 127) out += ch;
  }
  return out.trim();
}

/** A colour as GTP writes it: b, w, black, white, either case. */
function readColor(word: string | undefined): Player {
  const w = (word ?? '').toLowerCase();
  if (w === 'b' || w === 'black') return Cell.BLACK;
  if (w === 'w' || w === 'white') return Cell.WHITE;
  return refuse(`syntax error: ${word === undefined ? 'no colour' : `"${word}" is not a colour`} (b or w)`);
}

function readNumber(word: string | undefined, what: string): number {
  const n = word === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? Number.NaN : Number(word);
  if (!Number.isFinite(n) || n < 0) return refuse(`syntax error: ${what} must be a number of 0 or more`);
  return n;
}

/**
 * One GTP session: the game, the level, the clocks. handle(line) writes the
 * response (`=[id] result` or `?[id] message`, then an empty line) and says
 * whether the session is over (quit).
 */
export class GtpEngine implements LineProtocol {
  game = new Othello();
  level: number;
  readonly #clock: (() => number) | undefined;
  readonly #seed: number;
  /** game.ply before each play or genmove, the last last: undo goes back to it. */
  #history: number[] = [];
  #time: TimeSettings | null = null;
  #clocks: Record<Player, Clock | null> = { BLACK: null, WHITE: null };

  constructor(settings: GtpSettings) {
    this.level = settings.level;
    this.#clock = settings.clock;
    this.#seed = settings.seed ?? 0;
  }

  handle(line: string, output: ProtocolOutput): boolean {
    const text = preprocessGtp(line);
    if (text === '') return false;
    const words = text.split(/\s+/);
    // An id is a number before the command; the response repeats it.
    const id = /^\d+$/.test(words[0]!) ? words.shift()! : '';
    const command = words.shift();
    if (command === undefined) {
      output.out(`?${id} syntax error: no command after the id\n\n`);
      return false;
    }
    try {
      const result = this.#run(command.toLowerCase(), words);
      // GNU Go's form: "=id result", a space even before an empty result; lines of a
      // longer result never empty, since an empty line ends the response.
      output.out(`=${id} ${result}\n\n`);
      return command.toLowerCase() === 'quit';
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      output.out(`?${id} ${err.message}\n\n`);
      return false;
    }
  }

  refuse(reason: string, output: ProtocolOutput): void {
    output.out(`? ${reason}\n\n`);
  }

  #run(command: string, args: string[]): string {
    switch (command) {
      case 'protocol_version':
        return '2';
      case 'name':
        return ENGINE_NAME;
      case 'version':
        return ENGINE_VERSION;
      case 'known_command':
        return GTP_COMMANDS.includes((args[0] ?? '').toLowerCase()) ? 'true' : 'false';
      case 'list_commands':
        return GTP_COMMANDS.join('\n');
      case 'quit':
        return '';
      case 'boardsize':
        if (args[0] !== '8') refuse('unacceptable size (Othello is played on 8 x 8)');
        return '';
      case 'clear_board':
        this.game = new Othello();
        this.#history = [];
        this.#clocks = { BLACK: null, WHITE: null };
        return '';
      case 'komi':
        readNumber(args[0]?.replace(/^-/, ''), 'komi'); // accepted and not used: Othello has no komi
        return '';
      case 'play':
        return this.#play(readColor(args[0]), args[1]);
      case 'genmove':
        return this.#genmove(readColor(args[0]));
      case 'undo':
        return this.#undo();
      case 'showboard':
        return this.#showboard();
      case 'time_settings':
        return this.#timeSettings(args);
      case 'time_left':
        return this.#timeLeft(args);
      case 'set_game':
        if ((args[0] ?? '').toLowerCase() !== 'othello') refuse('unsupported game (Othello only)');
        return '';
      case 'list_games':
        return 'Othello';
      case 'arcade-level':
        return this.#setLevel(args[0]);
      default:
        return refuse('unknown command');
    }
  }

  /** The side to move has no move (and the game is not over): it passes, as transcripts leave passes out. */
  #passIfStuckFor(color: Player): void {
    const g = this.game;
    if (g.getTurn() !== color && !g.isAnyValidMove() && !g.isGameOver()) g.switchTurn();
  }

  #play(color: Player, vertex: string | undefined): string {
    if (vertex === undefined) refuse('syntax error: play needs a colour and a move (play b d3)');
    const g = this.game;
    const before = g.ply;
    if (/^pass$/i.test(vertex)) {
      // A pass is legal only for the side to move with no move, or for either side once the game is over.
      if (g.isGameOver()) {
        this.#history.push(before);
        return '';
      }
      if (g.getTurn() !== color) refuse(`illegal move: ${NAME[g.getTurn()]} is to move, not ${NAME[color]}`);
      if (g.isAnyValidMove()) refuse(`illegal move: ${NAME[color]} has a legal move and may not pass`);
      g.switchTurn();
      this.#history.push(before);
      return '';
    }
    if (!/^[a-h][1-8]$/i.test(vertex)) refuse(`syntax error: "${vertex.slice(0, 20)}" is not a square a1..h8 or pass`);
    const sq = parseSquare(vertex);
    this.#passIfStuckFor(color);
    const why = g.getTurn() !== color ? `${NAME[g.getTurn()]} is to move` : moveRefusal(g, sq, color);
    if (why !== null) {
      while (g.ply > before) g.undo();
      refuse(`illegal move: ${why}`);
    }
    g.move(sq.i, sq.j, color);
    this.#history.push(before);
    return '';
  }

  #genmove(color: Player): string {
    const g = this.game;
    const before = g.ply;
    if (g.isGameOver()) {
      // Either colour passes once the game is over, as GTP engines do; nothing changes.
      this.#history.push(before);
      return 'pass';
    }
    this.#passIfStuckFor(color);
    if (g.getTurn() !== color) {
      while (g.ply > before) g.undo();
      refuse(`illegal move: ${NAME[g.getTurn()]} is to move, not ${NAME[color]}`);
    }
    if (!g.isAnyValidMove()) {
      g.switchTurn();
      this.#history.push(before);
      return 'pass';
    }
    const clock = this.#clock;
    const start = clock?.();
    // The clock this move is charged to, when the controller sends no time_left: full at the start.
    if (this.#time !== null && this.#clocks[color] === null) {
      this.#clocks[color] = { ms: this.#time.mainMs, stones: 0 };
    }
    const result = think(g, {
      level: this.level,
      timeMs: this.timeBudgetMs(color),
      seed: this.#seed,
      ...(clock ? { clock } : {}),
    });
    const move = result.move ?? g.legalMoves()[0]!;
    g.move(move.i, move.j, color);
    this.#history.push(before);
    const own = this.#clocks[color];
    if (own !== null && clock !== undefined && start !== undefined) this.#spend(own, clock() - start);
    return makeSquare(move);
  }

  /**
   * The milliseconds `color`'s next genmove may take, or null to play at the
   * level (no time_settings, no clock, or no limit): in byo-yomi the time
   * left over the stones left; in main time the time left over the moves
   * left for it (half the empty squares), plus a byo-yomi stone's share;
   * 80% of that, at least 10 ms.
   */
  timeBudgetMs(color: Player): number | null {
    const t = this.#time;
    if (t === null || this.#clock === undefined) return null;
    // GTP: byo-yomi time with no stones means no time limit; so does no time at all (0 0 0).
    if ((t.byoMs > 0 && t.byoStones === 0) || (t.mainMs === 0 && t.byoMs === 0)) return null;
    const own = this.#clocks[color] ?? { ms: t.mainMs, stones: 0 };
    const empties = this.game.count(Cell.FREE);
    let per: number;
    if (own.stones > 0) per = own.ms / own.stones;
    else per = own.ms / Math.max(1, Math.ceil(empties / 2)) + (t.byoStones > 0 ? t.byoMs / t.byoStones : 0);
    // A margin for the time the reply takes to reach the controller.
    return Math.max(10, per * 0.8);
  }

  /** Charges a move's time to the clock when the controller sends no time_left. */
  #spend(own: Clock, ms: number): void {
    const t = this.#time;
    if (t === null) return;
    if (own.stones === 0 && own.ms - ms > 0) {
      own.ms -= ms;
      return;
    }
    if (own.stones === 0) {
      // Main time is over: byo-yomi starts, with what was left over charged to it.
      own.ms = t.byoMs - Math.max(0, ms - own.ms);
      own.stones = t.byoStones;
    } else {
      own.ms -= ms;
    }
    if (own.stones > 0) own.stones--;
    if (own.stones === 0 && t.byoStones > 0) {
      own.ms = t.byoMs;
      own.stones = t.byoStones;
    }
  }

  #timeSettings(args: string[]): string {
    const main = readNumber(args[0], 'main time');
    const byo = readNumber(args[1], 'byo-yomi time');
    const stones = readNumber(args[2], 'byo-yomi stones');
    this.#time = { mainMs: main * 1000, byoMs: byo * 1000, byoStones: Math.floor(stones) };
    this.#clocks = { BLACK: null, WHITE: null };
    return '';
  }

  #timeLeft(args: string[]): string {
    const color = readColor(args[0]);
    const seconds = readNumber(args[1], 'the time left');
    const stones = Math.floor(readNumber(args[2], 'the stones left'));
    this.#time ??= { mainMs: seconds * 1000, byoMs: 0, byoStones: 0 };
    this.#clocks[color] = { ms: seconds * 1000, stones };
    return '';
  }

  #setLevel(word: string | undefined): string {
    const n = word !== undefined && /^\d+$/.test(word) ? Number(word) : Number.NaN;
    if (!(n >= 1 && n <= LEVELS)) refuse(`syntax error: the level is an integer from 1 to ${LEVELS}`);
    this.level = n;
    this.#time = null;
    return '';
  }

  #undo(): string {
    const before = this.#history.pop();
    if (before === undefined) refuse('cannot undo');
    while (this.game.ply > before) this.game.undo();
    return '';
  }

  /** The board as the console draws it, with its status line; no empty line (that would end the response). */
  #showboard(): string {
    const g = this.game;
    const last = g.moves().at(-1) ?? null;
    const board = renderOthello(g, { color: false, showMoves: false, lastMove: last })
      .split('\n')
      .filter((l) => l.trim() !== '');
    return `\n${board.join('\n')}`;
  }
}

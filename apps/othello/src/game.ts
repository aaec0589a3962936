/**
 * The Othello game on the shared console: main(args, io) sets up the match
 * from the command line and plays it to the end, with the I/O, the clock
 * and the seed injected, so tests script whole games.
 *
 * ```ts
 * import { main } from '@arcade/othello';
 * import { bufferSink, scriptedReader } from '@arcade/view-console/node';
 * const output = bufferSink();
 * main(['--seed', '1', '--level', '1'], { input: scriptedReader(['d3', 'quit']), output }); // 0
 * output.text(); // the board, "White (O) plays ...", the board again, "Transcript: d3..", "Result: quit"
 * ```
 */
import {
  Cell,
  makeBoard,
  makeSquare,
  makeTranscript,
  Othello,
  type Player,
  parseBoard,
  parseTranscript,
  type Square,
} from '@arcade/model-othello';
import {
  type ConsoleIO,
  GameConsole,
  playGames,
  quoteOptionValue,
  runConsoleGame,
  SEED_MAX,
  usageError,
} from '@arcade/view-console/console';
import { printableInput } from '@arcade/view-console/io';
import { renderOthello } from '@arcade/view-console/othello';
import { OthelloSession } from '@arcade/engine-othello/session';
import { LEVELS, type Progress } from './engine.js';
import { GtpEngine } from './gtp.js';
import { NboardEngine } from './nboard.js';
import { runProtocol } from './protocol.js';
import { fileName, GameSaver, isMissing, makeSavedGame, parseSavedGame, readSmallFile } from './files.js';
import { moveRefusal, NAME, names, playMoves, readMoves } from './moves.js';
import { type OthelloOptions, parseOptions, USAGE } from './options.js';

/** What main() needs beyond the shared console's I/O; the cli wires the real ones. */
export interface OthelloIO extends ConsoleIO {
  /** Milliseconds (cli: performance.now), for the computer's time budget and the progress line. */
  readonly clock?: () => number;
  /** A seed when --seed is not given (cli: from Date.now); 0 when missing. */
  readonly randomSeed?: () => number;
  /** Show the computer's progress line, rewritten in place (cli: only when stdout is a terminal). */
  readonly progress?: boolean;
}

/** How long the computer thinks before its progress line appears, in milliseconds. */
export const PROGRESS_DELAY_MS = 300;

/** The game's own commands, beside the shared help, board and quit. */
export const COMMANDS = Object.freeze([
  Object.freeze({ name: 'undo', summary: 'take back moves, back to your previous turn' }),
  Object.freeze({ name: 'redo', summary: 'play again the moves the last undo took back' }),
  Object.freeze({ name: 'hint', summary: "the engine's best move for you here (top level), and its score" }),
  Object.freeze({ name: 'moves', summary: 'list your legal moves (marked * on the board)' }),
  Object.freeze({ name: 'save', summary: 'save FILE: write the game to a new FILE (othello --load FILE reads it)' }),
]);

export const RULES = `Othello on an 8 x 8 board. Black (X) moves first. A move puts a disc of your
colour on a free square so that one or more straight lines (across, down or
diagonal) of your opponent's discs lie between it and another disc of yours;
all of those discs turn to your colour. If you have no such move you pass (the
game does it for you); when neither player can move, the game is over and the
one with more discs wins.

Type a move as a square, column letter then row digit, in either case: d3.
Several moves typed at once (f5d6c3) are played in turn, each by the side to
move, as a transcript; if one is not legal, none of them is played.
The board marks your legal moves with * and the last move in parentheses.`;

/** The transcript in groups of 10 moves, 3 groups a line, within 80 columns; --load reads it back. */
export function formatTranscript(moves: readonly Square[]): string {
  const groups: string[] = [];
  for (let k = 0; k < moves.length; k += 10)
    groups.push(
      moves
        .slice(k, k + 10)
        .map(makeSquare)
        .join(''),
    );
  const lines: string[] = [];
  for (let k = 0; k < groups.length; k += 3) lines.push(groups.slice(k, k + 3).join(' '));
  return `Transcript: ${lines.join(`\n${' '.repeat(12)}`)}`;
}

/** The Edax board string of the position a game started from, or null for the usual start position. */
function startBoard(game: Othello): string | null {
  const start = game.clone();
  while (start.ply > 0) start.undo();
  const board = makeBoard(start);
  return board === makeBoard(new Othello()) ? null : board;
}

/** A score in discs, rounded and signed: +4, -2, 0 (an estimate may come with a fraction). */
function signed(score: number): string {
  const n = Math.round(score) + 0; // + 0: no "-0"
  return n > 0 ? `+${n}` : String(n);
}

/**
 * One match on the console: the session (the position, who plays each
 * colour, the computer, undo and redo, from @arcade/engine-othello/session)
 * and the console it is played on. Only the words and the board are here.
 */
class Match {
  readonly #session: OthelloSession;
  readonly #console: GameConsole;
  readonly #io: OthelloIO;
  /** Whether the game started from --board (the transcript then starts there too). */
  readonly #fromBoard: boolean;
  /** Whether the board has changed since it was last drawn. */
  #fresh = true;
  readonly #saver = new GameSaver();

  constructor(game: Othello, options: OthelloOptions, seed: number, io: OthelloIO) {
    this.#session = new OthelloSession({
      black: options.black,
      white: options.white,
      level: options.level,
      seed,
      game,
      ...(io.clock ? { clock: io.clock } : {}),
    });
    this.#io = io;
    this.#fromBoard = startBoard(game) !== null;
    this.#console = new GameConsole(io, {
      program: 'othello',
      rules: RULES,
      commands: COMMANDS,
      example: 'type a square such as d3',
      board: () => this.render(),
    });
  }

  get console(): GameConsole {
    return this.#console;
  }

  /** The current position (the session's: read it, never change it). */
  get game(): Othello {
    return this.#session.game;
  }

  /**
   * The board as the console draws it. `brief`: only the grid, the last move in parentheses but
   * no status or "Last move" line (the board after your move, when the computer's reply follows).
   */
  render(options: { readonly brief?: boolean } = {}): string {
    const over = this.game.isGameOver();
    const brief = options.brief === true;
    return renderOthello(this.game, {
      color: this.#console.color,
      showMoves: !brief && !over && this.#session.players[this.game.getTurn()] === 'human',
      lastMove: this.#session.lastMove(),
      // At the end the game's own line gives the count and the winner, with who "you" are.
      status: !brief && !over,
    })
      .split('\n')
      .filter((line) => !(brief && line.startsWith('Last move: ')))
      .join('\n');
  }

  /** Plays to the end, a quit or the end of input; returns the exit status (0). */
  play(): number {
    const c = this.#console;
    const s = this.#session;
    for (;;) {
      const g = this.game;
      if (g.isGameOver()) return this.#gameOver();
      const passed = s.pass();
      if (passed !== null) {
        c.say(`${NAME[passed]} has no legal move and passes.`);
        continue;
      }
      const turn = g.getTurn();
      if (s.toMove() === 'computer') {
        this.#computerMove(turn);
        continue;
      }
      if (this.#fresh) {
        c.drawBoard();
        this.#fresh = false;
      }
      const reply = c.ask(`${NAME[turn]} to move: `);
      if (reply.kind === 'quit' || reply.kind === 'end') return this.#quit(reply.kind);
      if (reply.kind === 'command') this.#command(reply.name, turn);
      else this.#humanMove(reply.text, turn);
    }
  }

  /**
   * Runs `work` (a search of the session) with the progress line on a
   * terminal: shown once the search has taken PROGRESS_DELAY_MS, rewritten
   * in place, and wiped when the search ends.
   */
  #withProgress<T>(work: (onProgress?: (p: Progress) => void) => T): T {
    const clock = this.#io.clock;
    if (this.#io.progress !== true || clock === undefined) return work();
    const output = this.#io.output;
    const start = clock();
    let shown = 0;
    const onProgress = (p: Progress): void => {
      if (clock() - start < PROGRESS_DELAY_MS) return;
      const best = p.move === null ? 'none' : makeSquare(p.move);
      const line =
        p.exact === true
          ? `Thinking... solved to the end (${p.depth} empties): ${best} (${signed(p.score)})`
          : `Thinking... depth ${p.depth}, best so far ${best} (${signed(p.score)})`;
      // \r back to the start of the line; spaces cover a longer line written before.
      output.write(`\r${line.padEnd(shown)}`);
      shown = line.length;
    };
    const result = work(onProgress);
    if (shown > 0) output.write(`\r${' '.repeat(shown)}\r`);
    return result;
  }

  #computerMove(turn: Player): void {
    const played = this.#withProgress((onProgress) =>
      this.#session.computerPlay(onProgress === undefined ? {} : { onProgress }),
    );
    if (played === null) throw new Error('othello: the computer had no move in a game that goes on');
    this.#console.say(`${NAME[turn]} plays ${makeSquare(played.square)}.`);
    this.#fresh = true;
  }

  #humanMove(text: string, turn: Player): void {
    const c = this.#console;
    const typed = text.trim();
    const shown = `"${printableInput(typed, 20)}"`;
    const save = /^save\s+(.+)$/i.exec(typed);
    if (save !== null) {
      this.#save(save[1]!);
      return;
    }
    if (typed.toLowerCase() === 'pass') {
      c.refuse(`You have a legal move (${names(this.game.legalMoves()).join(' ')}), so you may not pass.`);
      return;
    }
    const moves = readMoves(typed);
    if (moves === null) {
      if (/^[1-8][a-h]$/i.test(typed)) {
        c.refuse(`${shown}: type the column letter first, then the row: ${typed[1]!.toLowerCase()}${typed[0]}.`);
      } else if (/^[a-z][0-9]{1,2}$/i.test(typed)) {
        c.refuse(`${shown} is off the board: columns go from a to h, rows from 1 to 8.`);
      } else {
        c.refuse(`${shown} is not a move: type a square such as d3, or help.`);
      }
      return;
    }
    if (moves.length === 1) {
      const sq = moves[0]!;
      const why = moveRefusal(this.game, sq, turn);
      if (why !== null) {
        c.refuse(
          this.game.getb(sq.i, sq.j) !== Cell.FREE
            ? `${why}: pick a free square marked *.`
            : `${why}; legal moves: ${names(this.game.legalMoves()).join(' ')}.`,
        );
        return;
      }
      this.#session.play(sq);
    } else {
      // The reason in a player's words comes from a trial on a copy; the session then plays the line.
      const why = playMoves(this.game.clone(), moves);
      if (why !== null) {
        c.refuse(`Nothing played: ${why}.`);
        return;
      }
      this.#session.playMoves(moves);
      c.say(`Played ${moves.map(makeSquare).join(' ')}.`);
    }
    // Issue 22: the board after your move too, not only after the computer's reply. When the
    // computer replies at once, this board goes without its status lines (whose turn, the counts,
    // "Last move"): the reply's board repeats them, and both boards then fit an 80x24 screen.
    if (this.#session.toMove() === 'computer' && !this.#session.mustPass()) {
      c.show(`${this.render({ brief: true })}\n`);
    } else {
      c.drawBoard();
    }
    this.#fresh = false;
  }

  /** `save FILE`: the start position (unless the usual one) and the moves, to a new file. */
  #save(name: string): void {
    const path = name.trim().replace(/^(["'])(.*)\1$/, '$2');
    const text = makeSavedGame({ board: startBoard(this.game), moves: makeTranscript(this.game.moves()) });
    const why = this.#saver.save(path, text);
    if (why === null) this.#console.say(`Saved to ${fileName(path, 60)}.\n(othello --load FILE plays on from here.)`);
    else this.#console.refuse(`Not saved: ${why}.`);
  }

  #command(name: string, turn: Player): void {
    if (name === 'moves') {
      this.#console.say(`Legal moves for ${NAME[turn]}: ${names(this.game.legalMoves()).join(' ')}.`);
    } else if (name === 'hint') {
      this.#hint();
    } else if (name === 'undo') {
      this.#undo();
    } else if (name === 'redo') {
      this.#redoMoves();
    } else if (name === 'save') {
      this.#console.refuse('save needs a file name: save FILE (a new file; othello --load FILE reads it).');
    }
  }

  /** The strongest level's move: a hint is worth the best the engine has, whatever the opponent's level. */
  #hint(): void {
    const r = this.#withProgress((onProgress) => this.#session.hint(onProgress));
    if (r === null) {
      this.#console.say('No hint: you have no move.');
      return;
    }
    const move = makeSquare(r.move);
    if (r.exact) {
      const outcome = r.score > 0 ? `you win by ${r.score}` : r.score < 0 ? `you lose by ${-r.score}` : 'a draw';
      this.#console.say(`Hint: ${move}. With perfect play from here: ${outcome}.`);
    } else {
      this.#console.say(
        `Hint: ${move}, worth about ${signed(r.score)} ${Math.abs(Math.round(r.score)) === 1 ? 'disc' : 'discs'} for you (looking ${r.depth} ${r.depth === 1 ? 'move' : 'moves'} ahead).`,
      );
    }
  }

  /** Back to the previous position where a person was to move and had a move. */
  #undo(): void {
    const taken = this.#session.undo();
    if (taken === null) {
      this.#console.refuse('Nothing to undo: there is no earlier turn of yours in this game.');
      return;
    }
    this.#fresh = true;
    this.#console.say(
      `Taken back: ${taken.map(makeSquare).join(' ')}; redo plays ${taken.length === 1 ? 'it' : 'them'} again.`,
    );
  }

  /** Plays again what the last undo took back (a move since then forgets it). */
  #redoMoves(): void {
    const played = this.#session.redo();
    if (played === null) {
      this.#console.refuse('Nothing to redo: redo plays again the moves an undo took back.');
      return;
    }
    this.#fresh = true;
    this.#console.say(`Played again: ${played.map((m) => makeSquare(m.square)).join(' ')}.`);
  }

  #gameOver(): number {
    const c = this.#console;
    const x = this.game.count(Cell.BLACK);
    const o = this.game.count(Cell.WHITE);
    c.drawBoard();
    const winner: Player | null = x > o ? Cell.BLACK : o > x ? Cell.WHITE : null;
    const humans = (['BLACK', 'WHITE'] as const).filter((p) => this.#session.players[p] === 'human');
    let line =
      winner === null
        ? `Game over: a draw, ${x} to ${o}.`
        : `Game over: ${NAME[winner]} wins, ${Math.max(x, o)} to ${Math.min(x, o)}.`;
    if (humans.length === 1 && winner !== null) line += winner === humans[0] ? ' You win!' : ' The computer wins.';
    c.say(line);
    const moves = this.game.moves();
    if (moves.length > 0) c.say(formatTranscript(moves));
    const result = winner === null ? 'draw' : `${winner === Cell.BLACK ? 'black' : 'white'} wins`;
    c.finish(`black ${x}, white ${o}: ${result}`);
    return 0;
  }

  #quit(_kind: 'quit' | 'end'): number {
    const c = this.#console;
    // At end of input GameConsole.finish says 'End of input.' itself, as in every game.
    const moves = this.game.moves();
    if (moves.length > 0) {
      c.say(formatTranscript(moves));
      c.say(
        this.#fromBoard
          ? '(othello with the same --board and --load with these moves plays on from here.)'
          : '(othello --load with these moves plays on from here.)',
      );
    }
    c.finish('quit');
    return 0;
  }
}

/** Whether a --load value is a transcript (only squares and spaces) rather than a file's name. */
function isTranscript(value: string): boolean {
  return /^[\sa-h1-8]*$/i.test(value);
}

/**
 * The position of an Edax board string, or a short reason (issue 23.16:
 * `othello: --board: ...` within 80 columns, whatever was given): the
 * model's own message names the whole string, so only its finding is kept.
 */
function boardPosition(text: string): Othello | string {
  try {
    return parseBoard(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    const square = /square ([a-h][1-8]) is '(.+)', not/u.exec(message);
    if (square !== null) return `square ${square[1]} is ${quoteOptionValue(square[2]!)}, not X, O or -`;
    const side = /the side to move is '(.+)', not/u.exec(message);
    if (side !== null) return `the side to move is ${quoteOptionValue(side[1]!)}, not X or O`;
    return `needs 64 squares and X or O to move, got ${quoteOptionValue(text)}`;
  }
}

/**
 * The start position: --board's, or the usual one; then --load's moves (a
 * transcript, or a file written by `save`). A string is a one-line reason
 * for the command line, within 80 columns with `othello: ` before it.
 */
export function startPosition(options: Pick<OthelloOptions, 'board' | 'load'>): Othello | string {
  let board = options.board;
  let boardLabel = '--board';
  let moves = options.load;
  let movesLabel = '--load';
  const load = options.load;
  if (load !== null && !isTranscript(load)) {
    const text = readSmallFile(load);
    if (typeof text === 'string') {
      const saved = parseSavedGame(text);
      const label = `--load ${fileName(load)}`;
      if (typeof saved === 'string') return `${label}: ${saved}`;
      if (saved.board !== null && board !== null) return `${label} has its own board: leave out --board`;
      if (saved.board !== null) {
        board = saved.board;
        boardLabel = `${label}: its board`;
      }
      moves = saved.moves;
      movesLabel = label;
    } else if (!isMissing(text.reason) || !/^[\sa-z0-9]+$/i.test(load)) {
      return `--load: ${text.reason}`;
    }
    // No such file, and letters and digits only: a mistyped transcript, whose reason says more.
  }
  const game = board === null ? new Othello() : boardPosition(board);
  if (typeof game === 'string') return `${boardLabel}${game.startsWith('needs ') ? ' ' : ': '}${game}`;
  if (moves !== null) {
    let squares: Square[];
    try {
      // playMoves supplies the passes a transcript leaves out; a written one (ps) adds nothing here.
      squares = parseTranscript(moves).filter((m): m is Square => m !== 'pass');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return `${movesLabel}: ${printableInput(message.replace(/^parseTranscript: /, ''), 50)}`;
    }
    const why = playMoves(game, squares);
    if (why !== null) return `${movesLabel}: ${why}`;
  }
  return game;
}

/** The opening line: who plays what, and the seed. */
function intro(options: OthelloOptions, seed: number): string {
  const { black, white, level } = options;
  const strength = `level ${level} of ${LEVELS}`;
  const who =
    black === 'human' && white === 'human'
      ? 'Two players: Black (X) and White (O) take turns.'
      : black === 'computer' && white === 'computer'
        ? `The computer plays both sides at ${strength}.`
        : `You play ${black === 'human' ? NAME.BLACK : NAME.WHITE} against the computer at ${strength}.`;
  return `Othello. ${who}\nSeed ${seed} (--seed ${seed} replays this game). Type help for the commands.`;
}

/**
 * main(args, io): plays one game (at a terminal, io.interactive, a rematch
 * after each finished game while the player says y) and returns the exit
 * status: 0 when it ends (game over, quit, end of input, or a closed
 * output), 1 when the input cannot be read, 2 for a bad command line (a reason and `Try 'othello
 * --help'.` on io.error).
 */
export function main(args: readonly string[], io: OthelloIO): number {
  return runConsoleGame('othello', io, () => {
    const options = parseOptions(args);
    if (typeof options === 'string') return usageError(io, 'othello', options);
    const start = startPosition(options);
    if (typeof start === 'string') return usageError(io, 'othello', start);
    if (options.help) {
      io.output.write(`${USAGE}\n`);
      return 0;
    }
    if (options.protocol !== null) {
      // An engine for a GUI: no board, no echo, no prompt; the protocol's answers only.
      const settings = {
        level: options.level,
        seed: options.seed ?? 0,
        ...(io.clock ? { clock: io.clock } : {}),
      };
      return runProtocol(io, options.protocol === 'gtp' ? new GtpEngine(settings) : new NboardEngine(settings));
    }
    let seed = options.seed ?? Math.trunc(Math.abs(io.randomSeed?.() ?? 0)) % (SEED_MAX + 1);
    let position = start;
    // At a terminal a finished game offers a rematch: the same sides and level, the next seed, from the
    // start (or --board's position; a game loaded with --load is not loaded again). Piped input plays one.
    playGames(io, 'othello', () => {
      const match = new Match(position, options, seed, io);
      match.console.say(intro(options, seed));
      match.play();
      seed = (seed + 1) % (SEED_MAX + 1);
      const fresh = startPosition({ board: options.board, load: null });
      position = typeof fresh === 'string' ? new Othello() : fresh;
      return match.game.isGameOver() ? 'Rematch?' : null;
    });
    return 0;
  });
}

/**
 * `othello --nboard`: the NBoard protocol (version 2; Chris Welty's NBoard
 * GUI, weltyc/ntest instructions/Protocol.htm), as Edax and NTest answer it.
 * Pure: a line in, its answer out, the clock passed in.
 *
 * ```ts
 * import { NboardEngine } from './nboard.js';
 * const nb = new NboardEngine({ level: 2 });
 * const output = { out: (s: string) => process.stdout.write(s), err: (s: string) => process.stderr.write(s) };
 * nb.handle('nboard 2', output);  // set myname Arcade2
 * nb.handle('set game (;GM[Othello]B[F5];)', output);
 * nb.handle('ping 1', output);    // pong 1
 * nb.handle('go', output);        // status ..., === D6/-1.00/0.0, status ...
 * ```
 */
import {
  Cell,
  type GgfMove,
  makeSquare,
  Othello,
  parseGgf,
  parseGgfMove,
  playGgf,
  type Square,
} from '@arcade/model-othello';
import { type AnalyzeResult, LEVELS } from './engine.js';
import { moveRefusal } from './moves.js';
import { discs, type LineProtocol, type ProtocolOutput, think } from './protocol.js';

/** The name NBoard shows (one word: NBoard reads `set myname` up to a space), with the level after it. */
export const NBOARD_NAME = 'Arcade';

/** What an NBoard session starts with. */
export interface NboardSettings {
  /** The level until `set depth` changes it (1..LEVELS). */
  readonly level: number;
  /** Milliseconds, for the time a move took (`=== F5/0.50/1.2`); 0 without it. */
  readonly clock?: () => number;
  /** The seed of level 1's random choices. */
  readonly seed?: number;
}

/** A move NBoard sends: `F5`, `PA`, with `/eval/time` or not; upper case as GGF writes it. */
function moveName(square: Square | null): string {
  return square === null ? 'PA' : makeSquare(square).toUpperCase();
}

/** A GGF clock value, `[[h:]mm:]ss`, in milliseconds; null when it is not one. */
function clockMs(text: string): number | null {
  if (!/^\d+(:\d+){0,2}(\.\d+)?$/.test(text)) return null;
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 1000;
}

/**
 * The clock of a GGF `TI` property: `15:00`, or GGF's `main/increment/extension`
 * (`05:00/00:02`; an empty field is 0). Null without a TI or with one this
 * engine cannot read, and then the engine plays at its level.
 */
export function readGgfClock(ti: string | undefined): { mainMs: number; incrementMs: number } | null {
  if (ti === undefined) return null;
  const [main = '', increment = ''] = ti.trim().split('/');
  const mainMs = clockMs(main);
  const incrementMs = increment === '' ? 0 : clockMs(increment);
  if (mainMs === null || incrementMs === null || (mainMs === 0 && incrementMs === 0)) return null;
  return { mainMs, incrementMs };
}

/** A principal variation as NBoard reads it: the moves run together, no spaces (`F5d6C3`). */
function pvText(pv: readonly Square[]): string {
  return pv.map((s) => makeSquare(s).toUpperCase()).join('');
}

/**
 * One NBoard session: the game, the level, the contempt. Answers go to
 * `out`; a line it cannot use is ignored, as the protocol asks, with a
 * one-line reason on `err` (Edax's way), and the session goes on.
 */
export class NboardEngine implements LineProtocol {
  game = new Othello();
  level: number;
  /** The contempt NBoard sends, in centidiscs; kept, not used (the engine scores draws as 0). */
  contempt = 0;
  readonly #clock: (() => number) | undefined;
  readonly #seed: number;
  /** The game's clock from `set game`'s TI, or null: then the engine plays at its level. */
  #time: { mainMs: number; incrementMs: number } | null = null;
  /** Milliseconds each side has used, from the moves' `/time` in `set game` and `move`. */
  #used = { BLACK: 0, WHITE: 0 };

  constructor(settings: NboardSettings) {
    this.level = settings.level;
    this.#clock = settings.clock;
    this.#seed = settings.seed ?? 0;
  }

  get name(): string {
    return `${NBOARD_NAME}${this.level}`;
  }

  handle(line: string, output: ProtocolOutput): boolean {
    const text = line.trim();
    if (text === '') return false;
    const [command = '', ...args] = text.split(/\s+/);
    const rest = text.slice(command.length).trim();
    const fail = (why: string): false => {
      output.err(`othello: nboard: ${why}; line ignored: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}\n`);
      return false;
    };
    switch (command) {
      case 'nboard':
        if (args[0] !== '1' && args[0] !== '2')
          fail(`protocol version ${args[0] ?? '(none)'}: this engine speaks 1 and 2`);
        output.out(`set myname ${this.name}\n`);
        return false;
      case 'set':
        return this.#set(args[0] ?? '', rest.slice((args[0] ?? '').length).trim(), output, fail);
      case 'move':
        return this.#move(rest, output, fail);
      case 'hint':
        return this.#hint(args[0], output, fail);
      case 'go':
        return this.#go(output, fail);
      case 'ping':
        output.out(args[0] === undefined ? 'pong\n' : `pong ${args[0]}\n`);
        return false;
      case 'learn':
        // No book to learn into: the answer NBoard waits for, and nothing stored.
        output.out('learned\n');
        return false;
      case 'quit':
        return true;
      default:
        // NBoard 1.1 sent a bare move ("F5") instead of "move F5".
        if (/^([a-h][1-8]|pa)(\/|$)/i.test(command) && args.length === 0) return this.#move(command, output, fail);
        return fail(`unknown command "${command.slice(0, 20)}"`);
    }
  }

  refuse(reason: string, output: ProtocolOutput): void {
    output.err(`othello: nboard: ${reason}; line ignored\n`);
  }

  #set(what: string, value: string, output: ProtocolOutput, fail: (why: string) => false): false {
    if (what === 'depth') {
      const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= 1)) return fail(`set depth needs a depth of 1 or more, got "${value.slice(0, 20)}"`);
      // Like Edax, whose depth is its level: depth N plays at level N, the top level above it.
      this.level = Math.min(n, LEVELS);
      output.out(`set myname ${this.name}\n`);
      return false;
    }
    if (what === 'game') {
      let game: Othello;
      try {
        game = playGgf(parseGgf(value));
      } catch (err) {
        return fail(`set game: ${err instanceof Error ? err.message : String(err)}`);
      }
      this.game = game;
      const ggf = parseGgf(value);
      this.#time = readGgfClock(ggf.properties.find(([tag]) => tag === 'TI')?.[1]);
      this.#used = { BLACK: 0, WHITE: 0 };
      for (const m of ggf.moves) this.#used[m.player] += (m.time ?? 0) * 1000;
      return false;
    }
    if (what === 'contempt') {
      const n = /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) return fail(`set contempt needs a number, got "${value.slice(0, 20)}"`);
      this.contempt = n;
      return false;
    }
    return fail(`unknown setting "${what.slice(0, 20)}"`);
  }

  /** `move F5[/eval/time]` or `move PA`: the move of the side to move (after its pass if it has none). */
  #move(text: string, _output: ProtocolOutput, fail: (why: string) => false): false {
    const g = this.game;
    let m: GgfMove;
    try {
      m = parseGgfMove(text, g.getTurn());
    } catch (err) {
      return fail(`move: ${err instanceof Error ? err.message.replace(/^parseGgfMove: /, '') : String(err)}`);
    }
    const before = g.ply;
    if (m.square === null) {
      if (g.isAnyValidMove()) return fail(`move PA: ${g.getTurn()} has a legal move`);
      g.switchTurn();
      return false;
    }
    if (!g.isAnyValidMove() && !g.isGameOver()) g.switchTurn();
    const why = moveRefusal(g, m.square, g.getTurn());
    if (why !== null) {
      while (g.ply > before) g.undo();
      return fail(`move ${moveName(m.square)}: ${why}`);
    }
    const mover = g.getTurn();
    g.move(m.square.i, m.square.j, mover);
    this.#used[mover] += (m.time ?? 0) * 1000;
    return false;
  }

  /**
   * The milliseconds the side to move may take for its next move, or null to
   * play at the level (no TI in the game, or no clock): the time left on its
   * GGF clock (TI less the times its moves took) over the moves left for it
   * (half the empty squares), plus one increment; 80% of that, for the reply
   * to reach NBoard, and at least 10 ms.
   */
  timeBudgetMs(): number | null {
    const t = this.#time;
    if (t === null || this.#clock === undefined) return null;
    const g = this.game;
    const left = Math.max(0, t.mainMs - this.#used[g.getTurn()]);
    const per = left / Math.max(1, Math.ceil(g.count(Cell.FREE) / 2)) + t.incrementMs;
    return Math.max(10, per * 0.8);
  }

  #search(game: Othello, output: ProtocolOutput | null): AnalyzeResult {
    const clock = this.#clock;
    const start = clock?.() ?? 0;
    const timeMs = game === this.game ? this.timeBudgetMs() : null;
    return think(game, {
      level: this.level,
      ...(timeMs !== null ? { timeMs } : {}),
      seed: this.#seed,
      ...(clock ? { clock } : {}),
      ...(output !== null
        ? {
            onProgress: (p) =>
              output.out(`nodestats ${p.nodes} ${(((clock?.() ?? start) - start) / 1000).toFixed(2)}\n`),
          }
        : {}),
    });
  }

  /** `go`: the move the engine would play, `=== F5/eval/time`; the board stays as it is (NBoard sends `move`). */
  #go(output: ProtocolOutput, fail: (why: string) => false): false {
    const g = this.game;
    if (g.isGameOver()) return fail('go: the game is over');
    if (!g.isAnyValidMove()) {
      output.out('=== PA\n');
      return false;
    }
    const clock = this.#clock;
    const start = clock?.() ?? 0;
    output.out(`status ${NBOARD_NAME} is thinking\n`);
    const r = this.#search(g, output);
    const seconds = ((clock?.() ?? start) - start) / 1000;
    const move = r.move ?? g.legalMoves()[0]!;
    output.out(`=== ${moveName(move)}/${discs(r.score)}/${seconds.toFixed(1)}\n`);
    output.out(`status ${NBOARD_NAME} is waiting\n`);
    return false;
  }

  /**
   * `hint N`: `search PV EVAL 0 DEPTH` for the best N moves. The best comes
   * from the search of the position; the others, when N > 1, from a search
   * of the position after each. Every line of one hint gives the same
   * depth (NBoard drops hints whose depth differs from the latest), `100%`
   * when all are exact.
   */
  #hint(count: string | undefined, output: ProtocolOutput, fail: (why: string) => false): false {
    const n = count !== undefined && /^\d+$/.test(count) ? Number(count) : Number.NaN;
    if (!(n >= 1)) return fail(`hint needs a number of moves, 1 or more, got "${(count ?? '').slice(0, 20)}"`);
    const g = this.game;
    if (!g.isAnyValidMove())
      return fail(g.isGameOver() ? 'hint: the game is over' : 'hint: the side to move must pass');
    output.out(`status ${NBOARD_NAME} is thinking\n`);
    const best = this.#search(g, output);
    const lines: { pv: readonly Square[]; score: number; exact: boolean }[] = [];
    if (best.move !== null)
      lines.push({ pv: best.pv.length > 0 ? best.pv : [best.move], score: best.score, exact: best.exact });
    if (n > 1) {
      for (const sq of g.legalMoves()) {
        if (best.move !== null && sq.i === best.move.i && sq.j === best.move.j) continue;
        const child = g.clone();
        child.move(sq.i, sq.j, g.getTurn());
        // The side that replies; when it must pass, the mover plays on (and the score stays its own).
        const passes = !child.isAnyValidMove() && !child.isGameOver();
        if (passes) child.switchTurn();
        const r = this.#search(child, null);
        const score = passes || (child.isGameOver() && child.getTurn() === g.getTurn()) ? r.score : -r.score;
        lines.push({ pv: [sq, ...r.pv], score, exact: r.exact });
      }
      lines.sort((a, b) => b.score - a.score);
    }
    const shown = lines.slice(0, n);
    const depth = shown.every((l) => l.exact) ? '100%' : String(best.depth);
    for (const l of shown) output.out(`search ${pvText(l.pv)} ${discs(l.score)} 0 ${depth}\n`);
    output.out(`status ${NBOARD_NAME} is waiting\n`);
    return false;
  }
}

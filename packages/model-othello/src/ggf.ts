/**
 * GGF, the Generic Game Format of the GGS game server (Buro's
 * https://www.skatgame.net/mburo/ggsa/ggf), for Othello, both ways: the
 * format NBoard sends an engine (`set game (;GM[Othello]...;)`). Pure: text
 * in, a record out; playGgf replays a record through the MIS.
 *
 * ```ts
 * import { parseGgf, makeGgf, playGgf } from '@arcade/model-othello';
 * const g = parseGgf('(;GM[Othello]PB[me]PW[you]TY[8]B[F5]W[F6//1.5];)');
 * g.moves[1]; // { player: 'WHITE', square: { i: 5, j: 5 }, evaluation: null, time: 1.5 }
 * playGgf(g).getTurn(); // 'BLACK'
 * makeGgf(g); // '(;GM[Othello]PB[me]PW[you]TY[8]BO[8 ---...--- *]B[F5]W[F6//1.5];)'
 * ```
 */
import { frozen, isArray, isRevoked } from './brand.js';
import { InvalidMoveException, OthelloException, show, wrongType } from './errors.js';
import { makeBoard, makeSquare, parseBoard, parseSquare } from './notation.js';
import { isOthello, Othello } from './othello.js';
import { Cell, type Player, type Square } from './vocabulary.js';

/**
 * The longest text parseGgf reads, in UTF-16 units (64 Ki): a whole game
 * with evaluations and times is under 2,000 characters. Checked first.
 */
export const MAX_GGF_TEXT = 65_536; // 64 Ki, a literal so that a bundle without it drops it

/** The most moves and passes a GGF game holds: 60 moves and room for a pass before each. */
export const MAX_GGF_MOVES = 120;

/** One move of a GGF game: `B[F5]`, `W[PA]` (a pass), `B[D3/-2.5/1.25]`. */
export interface GgfMove {
  /** BLACK for a `B` move, WHITE for a `W` move. */
  readonly player: Player;
  /** The square played; null for a pass (`PA`). */
  readonly square: Square | null;
  /** The evaluation written after the move (`/-2.5`), for its player, or null. */
  readonly evaluation: number | null;
  /** The time the move took in seconds (`//1.25`), or null. */
  readonly time: number | null;
}

/** A GGF game: its properties, the start position and the moves. */
export interface GgfGame {
  /**
   * Every property but BO, B and W, as [tag, value] in the order written
   * (GM, PC, DT, PB, PW, RE, TI, TY, ...); makeGgf writes them back in that order.
   */
  readonly properties: readonly (readonly [tag: string, value: string])[];
  /** The start position (BO) as an Edax board string; the usual start when the game has no BO. */
  readonly board: string;
  /** The moves in the order played (the B and W properties). */
  readonly moves: readonly GgfMove[];
}

/** GGF's disc letters: `*` black, `O` white, `-` empty. */
const TO_EDAX: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({ '*': 'X', O: 'O', o: 'O', '-': '-' });
const TO_GGF: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({ X: '*', O: 'O', '-': '-' });

/** A GGF number: an optional sign, digits, an optional fraction (and an exponent, which only a tiny or huge number has). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function syntax(routine: string, message: string): OthelloException<'SYNTAX'> {
  return new OthelloException('SYNTAX', `${routine}: ${message}`);
}

function readNumber(routine: string, text: string, what: string, move: string): number | null {
  if (text === '') return null;
  if (!NUMBER.test(text)) throw syntax(routine, `the ${what} of move ${show(move)} is not a number`);
  return Number(text) + 0;
}

/**
 * One move as GGF writes it inside B[...] or W[...] (and as NBoard's `move`
 * command sends it): a square in either case or `PA` for a pass, then an
 * optional `/evaluation` and `/time` (`F5`, `pa`, `D3/-2.5/1.25`, `F5//0.5`).
 */
export const parseGgfMove = /* @__PURE__ */ frozen(function parseGgfMove(text: string, player: Player): GgfMove {
  if (typeof text !== 'string') throw wrongType('parseGgfMove', 'the move must be a string such as "F5"', text);
  if (player !== Cell.BLACK && player !== Cell.WHITE) {
    throw new OthelloException('NOT_A_PLAYER', `parseGgfMove: the player must be BLACK or WHITE, got ${show(player)}`);
  }
  if (text.length > 100)
    throw new OthelloException('TOO_LARGE', `parseGgfMove: at most 100 characters, got ${text.length}`);
  const parts = text.trim().split('/');
  if (parts.length > 3) throw syntax('parseGgfMove', `${show(text)} has more than a move, an evaluation and a time`);
  const name = parts[0]!;
  let square: Square | null;
  if (/^pa(ss)?$/i.test(name)) square = null;
  else if (/^[a-h][1-8]$/i.test(name)) square = parseSquare(name);
  else throw syntax('parseGgfMove', `${show(name)} is not a square a1..h8 or PA (a pass)`);
  const evaluation = readNumber('parseGgfMove', parts[1] ?? '', 'evaluation', text);
  const time = readNumber('parseGgfMove', parts[2] ?? '', 'time', text);
  return Object.freeze({ player, square, evaluation, time });
});

/** The Edax board string of a BO value: `8`, then 64 squares of `*`, `O`, `-` and the side to move (spaces anywhere). */
function readBoard(value: string): string {
  const t = value.trim();
  if (!/^8\s/.test(t)) throw syntax('parseGgf', `BO[${show(value)}] is not an 8x8 board (it must start with 8)`);
  const cells = t.slice(1).replace(/\s+/g, '');
  if (cells.length !== 65) {
    throw syntax('parseGgf', `BO needs 64 squares and the side to move, got ${cells.length} characters`);
  }
  let edax = '';
  for (const ch of cells) {
    const c = TO_EDAX[ch];
    if (c === undefined) throw syntax('parseGgf', `BO holds ${show(ch)}, not *, O or -`);
    edax += c;
  }
  if (edax[64] === '-') throw syntax('parseGgf', 'BO: the side to move must be * or O');
  return makeBoard(parseBoard(`${edax.slice(0, 64)} ${edax[64]}`));
}

/**
 * The first game of a GGF text: `(;` properties `TAG[value]` and moves
 * `B[..]` / `W[..]` `;)`, whitespace allowed between them. The game must be
 * Othello (GM, when given, case-insensitive) on 8x8 (BO starting with 8);
 * without BO it starts from the usual position. SYNTAX for anything else,
 * naming what; TOO_LARGE past MAX_GGF_TEXT or MAX_GGF_MOVES. Whether the
 * moves are legal is playGgf's question.
 */
export const parseGgf = /* @__PURE__ */ frozen(function parseGgf(text: string): GgfGame {
  if (typeof text !== 'string') throw wrongType('parseGgf', 'text must be a string such as "(;GM[Othello];)"', text);
  if (text.length > MAX_GGF_TEXT) {
    throw new OthelloException('TOO_LARGE', `parseGgf: at most ${MAX_GGF_TEXT} characters, got ${text.length}`);
  }
  let at = text.search(/\S/);
  if (at < 0 || !text.startsWith('(;', at)) throw syntax('parseGgf', 'a game starts with "(;"');
  at += 2;
  const properties: [string, string][] = [];
  const moves: GgfMove[] = [];
  let board: string | null = null;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith(';)', at)) break;
    const tag = /^[A-Za-z]{1,8}/.exec(text.slice(at, at + 9))?.[0];
    if (tag === undefined || text[at + tag.length] !== '[') {
      throw syntax(
        'parseGgf',
        at >= text.length ? 'the game does not end with ";)"' : `${show(text.slice(at, at + 12))} is not TAG[value]`,
      );
    }
    const close = text.indexOf(']', at + tag.length + 1);
    if (close < 0) throw syntax('parseGgf', `${tag}[ has no closing "]"`);
    const value = text.slice(at + tag.length + 1, close);
    at = close + 1;
    const name = tag.toUpperCase();
    if (name === 'B' || name === 'W') {
      if (moves.length >= MAX_GGF_MOVES) {
        throw new OthelloException('TOO_LARGE', `parseGgf: a game has at most ${MAX_GGF_MOVES} moves and passes`);
      }
      moves.push(parseGgfMove(value, name === 'B' ? Cell.BLACK : Cell.WHITE));
    } else if (name === 'BO') {
      board = readBoard(value);
    } else {
      if (name === 'GM' && value.trim().toLowerCase() !== 'othello') {
        throw syntax('parseGgf', `GM[${show(value)}] is not Othello`);
      }
      properties.push([name, value]);
    }
  }
  if (/\S/.test(text.slice(at + 2))) throw syntax('parseGgf', 'text after the game\'s end ";)"');
  return Object.freeze({
    properties: Object.freeze(properties.map((p) => Object.freeze(p))),
    // No BO: the usual start position.
    board: board ?? makeBoard(new Othello()),
    moves: Object.freeze(moves),
  });
});

function checkNumber(routine: string, value: unknown, what: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw wrongType(routine, `${what} must be a finite number or null`, value);
  }
  // String: the shortest text that reads back as the same number (+ 0: no "-0").
  return String(value + 0);
}

/** One move as GGF writes it: `F5`, `PA`, `D3/-2.5/1.25`, `F5//0.5`. */
export const makeGgfMove = /* @__PURE__ */ frozen(function makeGgfMove(move: GgfMove): string {
  if (typeof move !== 'object' || move === null || isRevoked(move)) {
    throw wrongType('makeGgfMove', 'the move must be an object { player, square, evaluation, time }', move);
  }
  const name = move.square === null ? 'PA' : makeSquare(move.square).toUpperCase();
  const evaluation = checkNumber('makeGgfMove', move.evaluation, 'evaluation');
  const time = checkNumber('makeGgfMove', move.time, 'time');
  return time !== '' ? `${name}/${evaluation}/${time}` : evaluation !== '' ? `${name}/${evaluation}` : name;
});

/**
 * A game as GGF text, on one line: `(;` the properties in order, `BO[8 ...]`,
 * the moves `;)`. parseGgf reads it back to an equal record. A tag that is
 * not 1 to 8 letters, or a value holding `]` (GGF has no escape for it), is SYNTAX.
 */
export const makeGgf = /* @__PURE__ */ frozen(function makeGgf(game: GgfGame): string {
  if (typeof game !== 'object' || game === null || isRevoked(game)) {
    throw wrongType('makeGgf', 'the game must be an object { properties, board, moves }', game);
  }
  const { properties, moves } = game;
  if (!isArray(properties)) throw wrongType('makeGgf', 'properties must be an array of [tag, value]', properties);
  if (!isArray(moves)) throw wrongType('makeGgf', 'moves must be an array of moves', moves);
  let out = '(;';
  for (const p of properties) {
    const [tag, value] = isArray(p) ? p : [undefined, undefined];
    if (typeof tag !== 'string' || !/^[A-Za-z]{1,8}$/.test(tag) || ['B', 'W', 'BO'].includes(tag.toUpperCase())) {
      throw syntax('makeGgf', `${show(tag)} is not a property tag (1 to 8 letters, not B, W or BO)`);
    }
    if (typeof value !== 'string' || value.includes(']')) {
      throw syntax('makeGgf', `the value of ${tag} must be a string without "]", got ${show(value)}`);
    }
    out += `${tag.toUpperCase()}[${value}]`;
  }
  const position = parseBoard(game.board);
  const edax = makeBoard(position);
  let bo = '';
  for (const ch of edax.replace(' ', '')) bo += TO_GGF[ch]!;
  out += `BO[8 ${bo.slice(0, 64)} ${bo[64]}]`;
  for (const m of moves) {
    if (m.player !== Cell.BLACK && m.player !== Cell.WHITE) {
      throw new OthelloException(
        'NOT_A_PLAYER',
        `makeGgf: a move's player must be BLACK or WHITE, got ${show(m.player)}`,
      );
    }
    out += `${m.player === Cell.BLACK ? 'B' : 'W'}[${makeGgfMove(m)}]`;
  }
  return `${out};)`;
});

/**
 * The position at the end of a GGF game, played through the MIS from its
 * board (passes as switchTurn), or onto `game` when given. A move by the
 * side not to move is played after a pass when the side to move has none
 * (GGF writers differ on writing passes). InvalidMoveException naming the
 * move number for an illegal move or pass; a given `game` is then left as it was.
 */
export const playGgf = /* @__PURE__ */ frozen(function playGgf(ggf: GgfGame, game?: Othello): Othello {
  if (typeof ggf !== 'object' || ggf === null || isRevoked(ggf) || !isArray(ggf.moves)) {
    throw wrongType('playGgf', 'the game must be a GGF record { properties, board, moves }', ggf);
  }
  if (game !== undefined && !isOthello(game)) throw wrongType('playGgf', 'game must be an Othello', game);
  const g = game ?? parseBoard(ggf.board);
  const start = g.ply;
  try {
    ggf.moves.forEach((m, n) => {
      if (typeof m !== 'object' || m === null || isRevoked(m)) {
        throw wrongType('playGgf', `move ${n + 1} must be an object { player, square }`, m);
      }
      if (m.player !== g.getTurn() && !g.isAnyValidMove()) g.switchTurn();
      const who = m.player === Cell.BLACK ? 'B' : 'W';
      const name = m.square === null ? 'PA' : makeSquare(m.square);
      if (m.player !== g.getTurn()) {
        throw new InvalidMoveException(`playGgf: move ${n + 1} (${who}[${name}]): it is ${g.getTurn()}'s turn`);
      }
      if (m.square === null) {
        if (g.isAnyValidMove()) {
          throw new InvalidMoveException(`playGgf: move ${n + 1} (${who}[PA]): a pass while a move is legal`);
        }
        g.switchTurn();
      } else if (!g.isValidMove(m.square.i, m.square.j, m.player)) {
        throw new InvalidMoveException(`playGgf: move ${n + 1} (${who}[${name}]) is not legal`);
      } else {
        g.move(m.square.i, m.square.j, m.player);
      }
    });
  } catch (err) {
    while (g.ply > start) g.undo();
    throw err;
  }
  return g;
});

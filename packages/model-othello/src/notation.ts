/**
 * Othello notation, both ways: square names (a1..h8), transcripts as players
 * write them (f5d6c3d3c4..., passes implied) and Edax's board string.
 * The letter is the column j, the digit the row i + 1: a1 is b[0][0], the
 * top-left corner, and f5 is b[4][5].
 *
 * ```ts
 * import { parseTranscript, playTranscript, makeBoard } from '@arcade/model-othello';
 * parseTranscript('F5d6');           // [{ i: 4, j: 5 }, { i: 5, j: 3 }]
 * const g = playTranscript('f5d6c3');
 * makeBoard(g).slice(-1);            // 'O': white to move
 * ```
 */
import { frozen, isArray, isRevoked } from './brand.js';
import { OthelloException, show, wrongType } from './errors.js';
import { isOthello, Othello } from './othello.js';
import {
  Cell,
  checkTextLength,
  LETTERS,
  type Move,
  onBoard,
  parseSquare,
  SIZE,
  SQUARES,
  checkSquare,
  type Player,
  type Square,
} from './vocabulary.js';

export { MAX_SQUARE_TEXT, parseSquare } from './vocabulary.js';

/** The name of a square: `makeSquare({ i: 4, j: 5 })` is 'f5'. */
export const makeSquare = /* @__PURE__ */ frozen(function makeSquare(s: Square): string {
  if (typeof s !== 'object' || s === null || isRevoked(s))
    throw wrongType('makeSquare', 'the square must be an object { i, j }', s);
  const { i, j } = s;
  checkSquare(i, j);
  return LETTERS[j]! + (i + 1);
});

/**
 * The longest text parseTranscript reads, in UTF-16 units (64 Ki): 60 moves
 * are 120 characters, and the rest room for whitespace. Checked before the
 * text is scanned.
 */
export const MAX_TRANSCRIPT_TEXT = 65_536; // 64 Ki, a literal so that a bundle without it drops it

/** The longest text parseBoard reads: an Edax board string is 66 characters, with room for whitespace. */
export const MAX_BOARD_TEXT = 4096;

/** A square for a message, without throwing on one off the board. */
function label(s: Square): string {
  return onBoard(s.i, s.j) ? makeSquare(s) : `(${show(s.i)}, ${show(s.j)})`;
}

/** The most moves (squares) a transcript holds: a game has 60 empty squares to fill; passes come on top. */
export const MAX_TRANSCRIPT_MOVES = 60;

/**
 * The most entries a transcript holds with its passes written: a pass can
 * follow each move (passes do not count against MAX_TRANSCRIPT_MOVES).
 */
const MAX_ENTRIES = 120; // 2 * MAX_TRANSCRIPT_MOVES, a literal (a bundler keeps a product)

/** TOO_LARGE past MAX_TRANSCRIPT_MOVES moves, or past MAX_ENTRIES moves and passes. */
function checkMoveCount(routine: string, list: readonly unknown[]): void {
  let squares = 0;
  if (list.length <= MAX_ENTRIES) for (let n = 0; n < list.length; n++) if (list[n] !== 'pass') squares++;
  if (list.length > MAX_ENTRIES || squares > MAX_TRANSCRIPT_MOVES) {
    throw new OthelloException(
      'TOO_LARGE',
      `${routine}: a transcript has at most ${MAX_TRANSCRIPT_MOVES} moves, got ${list.length > MAX_ENTRIES ? list.length : squares}`,
    );
  }
}

/** How a transcript writes a pass: Edax's "PS" (either case when read). */
const PASS_TEXT = 'ps';

/**
 * The moves of a transcript such as 'f5d6C3d3', either case. Passes are
 * usually left out (playTranscript supplies them); one written `ps` (as
 * Edax writes it, either case) is read as `'pass'`, so a game that ends
 * on a pass round-trips. Whitespace between moves is allowed; anything
 * else is an error naming its position. Text past MAX_TRANSCRIPT_TEXT is
 * TOO_LARGE.
 */
export const parseTranscript = /* @__PURE__ */ frozen(function parseTranscript(text: string): Move[] {
  if (typeof text !== 'string') throw wrongType('parseTranscript', 'text must be a string such as "f5d6c3"', text);
  checkTextLength('parseTranscript', text, MAX_TRANSCRIPT_TEXT);
  const compact = text.replace(/\s+/g, '');
  if (compact.length > 2 * MAX_ENTRIES) {
    throw new OthelloException(
      'TOO_LARGE',
      `parseTranscript: a transcript has at most ${MAX_TRANSCRIPT_MOVES} moves, got ${Math.ceil(compact.length / 2)}`,
    );
  }
  const out: Move[] = [];
  for (let p = 0; p < compact.length; p += 2) {
    const pair = compact.slice(p, p + 2);
    if (pair.toLowerCase() === PASS_TEXT) {
      out.push('pass');
      continue;
    }
    if (!/^[a-h][1-8]$/i.test(pair)) {
      throw new OthelloException(
        'SYNTAX',
        `parseTranscript: move ${out.length + 1} ${show(pair)} is not a square a1..h8`,
      );
    }
    out.push(parseSquare(pair));
  }
  checkMoveCount('parseTranscript', out);
  return out;
});

/**
 * A transcript in lower case: `makeTranscript(game.moves())` leaves the
 * passes out, as players write transcripts; `makeTranscript(game.history())`
 * writes each pass as `ps`, so that a pass at the end of a game is kept.
 */
export const makeTranscript = /* @__PURE__ */ frozen(function makeTranscript(moves: readonly Move[]): string {
  if (!isArray(moves)) throw wrongType('makeTranscript', 'moves must be an array of squares', moves);
  checkMoveCount('makeTranscript', moves);
  let out = '';
  // An index loop: map would skip the holes of a sparse array.
  for (let n = 0; n < moves.length; n++) {
    const m = moves[n];
    out += m === 'pass' ? PASS_TEXT : makeSquare(m as Square);
  }
  return out;
});

/**
 * Plays a transcript (text or squares) from the start, or onto `game`,
 * through the MIS: before each move, if the player to move has no legal move
 * it passes (switchTurn), as transcripts leave passes out. Throws
 * InvalidMoveException (from `move`) naming the move number when a move is
 * illegal, OutOfBoundsException for a square off the board; `game` is then
 * left as it was before the call.
 *
 * An explicit `'pass'` (`ps` in text) is played as switchTurn()
 * (ValidMoveExistsException when the side to move has a move). An implied
 * pass is inserted only before a move, so a pass after the last move needs
 * writing: `playTranscript(makeTranscript(g.history()))` has `g`'s discs,
 * side to move and plies; with `g.moves()` a final pass is lost.
 */
export const playTranscript = /* @__PURE__ */ frozen(function playTranscript(
  moves: string | readonly Move[],
  game: Othello = new Othello(),
): Othello {
  if (typeof moves !== 'string' && !isArray(moves)) {
    throw wrongType('playTranscript', 'moves must be a transcript string or an array of squares', moves);
  }
  if (!isOthello(game)) throw wrongType('playTranscript', 'game must be an Othello', game);
  const list: readonly unknown[] = typeof moves === 'string' ? parseTranscript(moves) : moves;
  checkMoveCount('playTranscript', list);
  const start = game.ply;
  try {
    // An index loop: forEach would skip the holes of a sparse array.
    for (let n = 0; n < list.length; n++) {
      const item = list[n];
      if (item === 'pass') {
        try {
          game.switchTurn();
        } catch (e) {
          if (e instanceof Error) e.message = `move ${n + 1} (pass): ${e.message}`;
          throw e;
        }
        continue;
      }
      if (typeof item !== 'object' || item === null) {
        throw wrongType('playTranscript', `move ${n + 1} must be a square { i, j } or 'pass'`, item);
      }
      const s = item as Square;
      if (!game.isAnyValidMove() && !game.isGameOver()) game.switchTurn();
      try {
        game.move(s.i, s.j, game.getTurn());
      } catch (e) {
        // The label must not throw itself, or it would replace the real error.
        if (e instanceof Error) e.message = `move ${n + 1} (${label(s)}): ${e.message}`;
        throw e;
      }
    }
  } catch (e) {
    while (game.ply > start) game.undo();
    throw e;
  }
  return game;
});

/** The letters Edax's board_set reads (case-insensitive there too). */
// Literal values, not Cell.BLACK: a property read at the top level kept Cell in every bundle (issue 20.1).
const TO_CELL: Readonly<Record<string, Cell>> = /* @__PURE__ */ Object.freeze({
  __proto__: null,
  X: 'BLACK',
  x: 'BLACK',
  '*': 'BLACK',
  B: 'BLACK',
  b: 'BLACK',
  O: 'WHITE',
  o: 'WHITE',
  W: 'WHITE',
  w: 'WHITE',
  '-': 'FREE',
  '.': 'FREE',
} as unknown as Record<string, Cell>);

const FROM_CELL: Readonly<Record<Cell, string>> = { BLACK: 'X', WHITE: 'O', FREE: '-' };

/**
 * Edax's board string: 64 characters a1, b1, ..., h1, a2, ..., h8 of X
 * (black), O (white) and - (free), a space, then the side to move (X or O).
 */
export const makeBoard = /* @__PURE__ */ frozen(function makeBoard(game: Othello): string {
  if (!isOthello(game)) throw wrongType('makeBoard', 'game must be an Othello', game);
  let s = '';
  for (let i = 0; i < SIZE; i++) for (let j = 0; j < SIZE; j++) s += FROM_CELL[game.getb(i, j)];
  return `${s} ${FROM_CELL[game.getTurn()]}`;
});

/**
 * The position of an Edax board string. Also accepts the letters Edax's
 * board_set reads on input: x, *, b or B for black, o, w or W for white,
 * . for free (for the squares and the side to move), and no space before
 * the side to move. Unlike Edax, which skips any other character, it
 * rejects one, naming the square. Text past MAX_BOARD_TEXT is TOO_LARGE.
 */
export const parseBoard = /* @__PURE__ */ frozen(function parseBoard(text: string): Othello {
  if (typeof text !== 'string') throw wrongType('parseBoard', 'text must be an Edax board string', text);
  checkTextLength('parseBoard', text, MAX_BOARD_TEXT);
  const t = text.trim();
  const m = /^(\S{64})\s*(\S)$/.exec(t);
  if (m === null) {
    throw new OthelloException(
      'SYNTAX',
      `parseBoard: expected 64 squares a1..h8, a space and the side to move, got ${show(text)}`,
    );
  }
  const cells = Array.from(m[1]!, (ch, k) => {
    const c = TO_CELL[ch];
    if (c === undefined) {
      throw new OthelloException(
        'SYNTAX',
        `parseBoard: square ${makeSquare(SQUARES[k]!)} is '${ch}', not X, O or - (or x * b B, o w W, .)`,
      );
    }
    return c;
  });
  const turn = TO_CELL[m[2]!];
  if (turn !== Cell.BLACK && turn !== Cell.WHITE) {
    throw new OthelloException('SYNTAX', `parseBoard: the side to move is '${m[2]!}', not X or O (or x * b B, o w W)`);
  }
  return Othello.fromCells(cells, turn as Player);
});

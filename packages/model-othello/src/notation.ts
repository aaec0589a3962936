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
import { Cell, onBoard, SIZE, SQUARES, square, type Player, type Square } from './vocabulary.js';

const LETTERS = 'abcdefgh';

/** The name of a square: `makeSquare({ i: 4, j: 5 })` is 'f5'. */
export const makeSquare = /* @__PURE__ */ frozen(function makeSquare(s: Square): string {
  if (typeof s !== 'object' || s === null || isRevoked(s))
    throw wrongType('makeSquare', 'the square must be an object { i, j }', s);
  const { i, j } = square(s.i, s.j);
  return LETTERS[j]! + String(i + 1);
});

/** The longest text parseSquare reads: a name is 2 characters. */
export const MAX_SQUARE_TEXT = 100;

/**
 * The longest text parseTranscript reads, in UTF-16 units (64 Ki): 60 moves
 * are 120 characters, and the rest room for whitespace. Checked before the
 * text is scanned.
 */
export const MAX_TRANSCRIPT_TEXT = 64 * 1024;

/** The longest text parseBoard reads: an Edax board string is 66 characters, with room for whitespace. */
export const MAX_BOARD_TEXT = 4096;

/** TOO_LARGE unless `text` has at most `max` characters: checked before anything scans it. */
function checkTextLength(routine: string, text: string, max: number): void {
  if (text.length > max) {
    throw new OthelloException('TOO_LARGE', `${routine}: at most ${max} characters, got ${text.length}`);
  }
}

/** The square a name denotes, either case: `parseSquare('F5')` is { i: 4, j: 5 }; past MAX_SQUARE_TEXT TOO_LARGE. */
export const parseSquare = /* @__PURE__ */ frozen(function parseSquare(text: string): Square {
  if (typeof text !== 'string') throw wrongType('parseSquare', 'the name must be a string such as "f5"', text);
  checkTextLength('parseSquare', text, MAX_SQUARE_TEXT);
  const m = /^([a-h])([1-8])$/i.exec(text);
  if (m === null) {
    throw new OthelloException(
      'SYNTAX',
      `parseSquare: ${show(text)} is not a square a1..h8 (column letter, then row digit)`,
    );
  }
  return square(Number(m[2]) - 1, LETTERS.indexOf(m[1]!.toLowerCase()));
});

/** A square for a message, without throwing on one off the board. */
function label(s: Square): string {
  return onBoard(s.i, s.j) ? makeSquare(s) : `(${show(s.i)}, ${show(s.j)})`;
}

/** The most moves a transcript holds: a game has 60 empty squares to fill. */
export const MAX_TRANSCRIPT_MOVES = 60;

/**
 * The moves of a transcript such as 'f5d6C3d3', either case, passes left
 * out. Whitespace between moves is allowed; anything else is an error
 * naming its position. Text past MAX_TRANSCRIPT_TEXT is TOO_LARGE.
 */
export const parseTranscript = /* @__PURE__ */ frozen(function parseTranscript(text: string): Square[] {
  if (typeof text !== 'string') throw wrongType('parseTranscript', 'text must be a string such as "f5d6c3"', text);
  checkTextLength('parseTranscript', text, MAX_TRANSCRIPT_TEXT);
  const compact = text.replace(/\s+/g, '');
  if (compact.length > 2 * MAX_TRANSCRIPT_MOVES) {
    throw new OthelloException(
      'TOO_LARGE',
      `parseTranscript: a transcript has at most ${MAX_TRANSCRIPT_MOVES} moves, got ${Math.ceil(compact.length / 2)}`,
    );
  }
  const out: Square[] = [];
  for (let p = 0; p < compact.length; p += 2) {
    const pair = compact.slice(p, p + 2);
    if (!/^[a-h][1-8]$/i.test(pair)) {
      throw new OthelloException(
        'SYNTAX',
        `parseTranscript: move ${out.length + 1} ${show(pair)} is not a square a1..h8`,
      );
    }
    out.push(parseSquare(pair));
  }
  return out;
});

/** A transcript in lower case: `makeTranscript(game.moves())`. Passes are
 * not written, so a pass at the end of a game is lost (see playTranscript). */
export const makeTranscript = /* @__PURE__ */ frozen(function makeTranscript(moves: readonly Square[]): string {
  if (!isArray(moves)) throw wrongType('makeTranscript', 'moves must be an array of squares', moves);
  if (moves.length > MAX_TRANSCRIPT_MOVES) {
    throw new OthelloException(
      'TOO_LARGE',
      `makeTranscript: a transcript has at most ${MAX_TRANSCRIPT_MOVES} moves, got ${moves.length}`,
    );
  }
  let out = '';
  // An index loop: map would skip the holes of a sparse array.
  for (let n = 0; n < moves.length; n++) out += makeSquare(moves[n] as Square);
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
 * A pass is inserted only before a move, so a pass after the last move is
 * not replayed: when a game ended with an explicit switchTurn(),
 * `playTranscript(makeTranscript(g.moves()))` has the same discs as `g` but
 * the other side to move, and one ply fewer.
 */
export const playTranscript = /* @__PURE__ */ frozen(function playTranscript(
  moves: string | readonly Square[],
  game: Othello = new Othello(),
): Othello {
  if (typeof moves !== 'string' && !isArray(moves)) {
    throw wrongType('playTranscript', 'moves must be a transcript string or an array of squares', moves);
  }
  if (!isOthello(game)) throw wrongType('playTranscript', 'game must be an Othello', game);
  const list: readonly unknown[] = typeof moves === 'string' ? parseTranscript(moves) : moves;
  if (list.length > MAX_TRANSCRIPT_MOVES) {
    throw new OthelloException(
      'TOO_LARGE',
      `playTranscript: a transcript has at most ${MAX_TRANSCRIPT_MOVES} moves, got ${list.length}`,
    );
  }
  const start = game.ply;
  try {
    // An index loop: forEach would skip the holes of a sparse array.
    for (let n = 0; n < list.length; n++) {
      const item = list[n];
      if (typeof item !== 'object' || item === null) {
        throw wrongType('playTranscript', `move ${n + 1} must be a square { i, j }`, item);
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
const TO_CELL: Readonly<Record<string, Cell>> = /* @__PURE__ */ Object.freeze({
  __proto__: null,
  X: Cell.BLACK,
  x: Cell.BLACK,
  '*': Cell.BLACK,
  B: Cell.BLACK,
  b: Cell.BLACK,
  O: Cell.WHITE,
  o: Cell.WHITE,
  W: Cell.WHITE,
  w: Cell.WHITE,
  '-': Cell.FREE,
  '.': Cell.FREE,
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

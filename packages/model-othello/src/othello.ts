import { type OthelloJSON, othelloFromJSON, othelloToJSON } from './json.js';
import { genMoves, legalFlips, outHi, perftFrom, popcount } from './bitboard.js';
import { brandTest, frozen, isArray, isRevoked, sealStatefulClass } from './brand.js';
import {
  InvalidMoveException,
  OthelloException,
  OutOfBoundsException,
  ValidMoveExistsException,
  WrongPlayerException,
  show,
  wrongType,
} from './errors.js';
import {
  Cell,
  CELLS,
  isCell,
  type Move,
  onBoard,
  parseSquare,
  SIZE,
  SQUARES,
  type Player,
  type Square,
} from './vocabulary.js';

/** How a finished game ended: the winner (null for a draw) and the discs of each side. */
export interface Outcome {
  /** The side with more discs; null when the counts are equal. */
  readonly winner: Player | null;
  /** Black's discs on the board. */
  readonly black: number;
  /** White's discs on the board. */
  readonly white: number;
}

/** Words per history entry: black lo/hi, white lo/hi, then `info`
 * (bit 7: black was to move; bits 0..6: square + 1, 0 for a pass). */
const ENTRY = 5;
const PASS = 0;

/** The start position: d4 and e5 white, d5 and e4 black (bit k = 8i + j). */
const START_BL = 0x1000_0000; // e4, 1 << 28 (a literal: a bundler keeps a shift)
const START_BH = 1 << 3; // d5
const START_WL = 0x800_0000; // d4, 1 << 27
const START_WH = 1 << 4; // e5

/**
 * The deepest perft: a game has at most 60 moves, and every ply of a perft
 * tree below a finished game is the same leaf, so a deeper depth asks
 * nothing new. (Time still grows about eightfold per ply: perft(11) takes
 * seconds, perft(14) hours; the limit bounds what a depth can mean.)
 */
export const MAX_PERFT_DEPTH = 60;

function checkCell(routine: string, c: unknown): asserts c is Cell {
  if (!isCell(c)) {
    throw new OthelloException(
      'NOT_A_CELL',
      `${routine}: the colour must be one of ${CELLS.join(', ')} (Cell.*), got ${show(c)}`,
    );
  }
}

function checkPosition(routine: string, i: unknown, j: unknown): void {
  if (!onBoard(i, j)) {
    throw new OutOfBoundsException(`${routine}(${show(i)}, ${show(j)}): i and j must be integers in 0..${SIZE - 1}`);
  }
}

/** Square name for messages, e.g. f5 (the full notation lives in notation.ts). */
function name(k: number): string {
  return String.fromCharCode(97 + (k & 7)) + String((k >> 3) + 1);
}

/**
 * The Othello MIS (SFWR ENG 2AA4, 2008) as a class over the bitboard engine,
 * plus what search needs: legalMoves(), undo() and perft().
 *
 * ```ts
 * import { Othello, Cell } from '@arcade/model-othello';
 * const g = new Othello();          // init() already done
 * g.move(4, 5, Cell.BLACK);         // f5
 * g.getb(4, 4);                     // 'BLACK': e5 was flipped
 * g.getTurn();                      // 'WHITE'
 * g.undo();                         // back to the start
 * ```
 */
export class Othello {
  // The state variables b and blacksturn, as bitboards. #private, not
  // TypeScript's private: a caller could otherwise write them at run time
  // (both colours on one square), and every method would trust them. The
  // hot loops (perft, the engine) work on plain numbers passed in, so the
  // fields cost nothing there (perft and a move/undo walk measured the same).
  #bl = 0;
  #bh = 0;
  #wl = 0;
  #wh = 0;
  #blacksTurn = true;
  // Make/undo stack: preallocated, grown by doubling, never shrunk.
  #hist = new Int32Array(ENTRY * 64);
  #plies = 0;

  /** A new game, ready to play: the constructor runs init(). */
  constructor() {
    this.init();
  }

  /**
   * A position set up square by square: `cells` holds 64 values in the order
   * a1, b1, ..., h1, a2, ..., h8 (index 8 * i + j), `turn` is the side to move.
   * The history starts empty there.
   */
  static fromCells(cells: readonly Cell[], turn: Player): Othello {
    if (!isArray(cells)) {
      throw wrongType('Othello.fromCells', `cells must be an array of ${SIZE * SIZE} Cell values`, cells);
    }
    if (cells.length !== SIZE * SIZE) {
      throw new OthelloException(
        'OUT_OF_RANGE',
        `Othello.fromCells: expected ${SIZE * SIZE} cells, got ${cells.length}`,
      );
    }
    if (turn !== Cell.BLACK && turn !== Cell.WHITE) {
      throw new OthelloException(
        'NOT_A_PLAYER',
        `Othello.fromCells: the side to move must be BLACK or WHITE, got ${show(turn)}`,
      );
    }
    const g = new Othello();
    g.#bl = g.#bh = g.#wl = g.#wh = 0;
    // A for loop, not forEach: forEach skips the holes of a sparse array,
    // which would read as free squares.
    for (let k = 0; k < SIZE * SIZE; k++) {
      const c = cells[k];
      checkCell(`Othello.fromCells (cells[${k}])`, c);
      const bit = 1 << (k & 31);
      if (c === Cell.BLACK) {
        if (k < 32) g.#bl |= bit;
        else g.#bh |= bit;
      } else if (c === Cell.WHITE) {
        if (k < 32) g.#wl |= bit;
        else g.#wh |= bit;
      }
    }
    g.#blacksTurn = turn === Cell.BLACK;
    return g;
  }

  /** init(): the start position, BLACK to move, history cleared. */
  init(): void {
    this.#bl = START_BL;
    this.#bh = START_BH;
    this.#wl = START_WL;
    this.#wh = START_WH;
    this.#blacksTurn = true;
    this.#plies = 0;
  }

  /**
   * move(i, j, c): plays c on b[i][j] and flips every bracketed line; then
   * the other player is to move. Exceptions in the MIS order:
   * OutOfBoundsException, InvalidMoveException, WrongPlayerException.
   */
  move(i: number, j: number, c: Cell): void {
    checkPosition('move', i, j);
    checkCell('move', c);
    const k = 8 * i + j;
    // One flip computation serves the validity check and the move itself.
    const fl = c === Cell.FREE ? 0 : this.#flipsFor(k, c === Cell.BLACK);
    const fh = c === Cell.FREE ? 0 : outHi;
    if ((fl | fh) === 0) {
      const why =
        c === Cell.FREE
          ? 'FREE is not a player'
          : this.#at(k) !== Cell.FREE
            ? `${name(k)} is taken`
            : `${c} on ${name(k)} brackets no line`;
      throw new InvalidMoveException(`move(${i}, ${j}, ${c}): ${why}`);
    }
    if (c !== this.getTurn()) {
      throw new WrongPlayerException(`move(${i}, ${j}, ${c}): it is ${this.getTurn()}'s turn`);
    }
    this.#push(k + 1);
    const lo = k < 32 ? 1 << k : 0;
    const hi = k < 32 ? 0 : 1 << (k - 32);
    if (this.#blacksTurn) {
      this.#bl |= fl | lo;
      this.#bh |= fh | hi;
      this.#wl ^= fl;
      this.#wh ^= fh;
    } else {
      this.#wl |= fl | lo;
      this.#wh |= fh | hi;
      this.#bl ^= fl;
      this.#bh ^= fh;
    }
    this.#blacksTurn = !this.#blacksTurn;
  }

  /** switchTurn(): the pass. Throws ValidMoveExistsException when the
   * player to move has a legal move. */
  switchTurn(): void {
    if (this.isAnyValidMove()) {
      throw new ValidMoveExistsException(`switchTurn: ${this.getTurn()} has a legal move and may not pass`);
    }
    this.#push(PASS);
    this.#blacksTurn = !this.#blacksTurn;
  }

  /** getb(i, j): the content of b[i][j]. */
  getb(i: number, j: number): Cell {
    checkPosition('getb', i, j);
    return this.#at(8 * i + j);
  }

  /** getTurn(): the player to move. */
  getTurn(): Player {
    return this.#blacksTurn ? Cell.BLACK : Cell.WHITE;
  }

  /** count(c): the number of squares holding c. */
  count(c: Cell): number {
    checkCell('count', c);
    const black = popcount(this.#bl, this.#bh);
    const white = popcount(this.#wl, this.#wh);
    return c === Cell.BLACK ? black : c === Cell.WHITE ? white : SIZE * SIZE - black - white;
  }

  /** isValidMove(i, j, c): b[i][j] is free and c brackets at least one line from it. */
  isValidMove(i: number, j: number, c: Cell): boolean {
    checkPosition('isValidMove', i, j);
    checkCell('isValidMove', c);
    if (c === Cell.FREE) return false;
    return (this.#flipsFor(8 * i + j, c === Cell.BLACK) | outHi) !== 0;
  }

  /** isWinning(c): c has more discs than the other colour (never for FREE). */
  isWinning(c: Cell): boolean {
    checkCell('isWinning', c);
    if (c === Cell.FREE) return false;
    const black = this.count(Cell.BLACK);
    const white = this.count(Cell.WHITE);
    return c === Cell.BLACK ? black > white : white > black;
  }

  /**
   * isAnyValidMove(c?): the MIS's syntax table gives this routine a cellT
   * input while its semantics speak of the player to move. Without `c` it
   * answers for the player to move (the semantics); with `c` it answers for
   * that colour (the syntax; never for FREE).
   */
  isAnyValidMove(c?: Cell): boolean {
    if (c === undefined) return this.#moveSet(this.#blacksTurn) !== 0;
    checkCell('isAnyValidMove', c);
    if (c === Cell.FREE) return false;
    return this.#moveSet(c === Cell.BLACK) !== 0;
  }

  /** isGameOver(): neither player has a legal move. */
  isGameOver(): boolean {
    return this.#moveSet(true) === 0 && this.#moveSet(false) === 0;
  }

  // ---- beyond the MIS: what search and tools need ----

  /**
   * play(move): plays `move` for the side to move and returns the discs it
   * flipped, in square order a1..h8 (empty for a pass). `move` is a square
   * ({ i, j }), its name ('d3', either case, surrounding space ignored), or
   * 'pass' (see pass()). Throws as move() does (OutOfBoundsException,
   * InvalidMoveException), OthelloException SYNTAX for a name that is no
   * square, WRONG_TYPE for anything else; a call that throws changes nothing.
   */
  play(move: Square | string): Square[] {
    if (typeof move === 'string' && move.trim().toLowerCase() === 'pass') {
      this.pass();
      return [];
    }
    const s = typeof move === 'string' ? parseSquare(move) : move;
    if (typeof s !== 'object' || s === null || isRevoked(s)) {
      throw wrongType('play', "the move must be a square, a name such as 'd3' or 'pass'", s);
    }
    const { i, j } = s;
    checkPosition('play', i, j);
    const k = 8 * i + j;
    const fl = this.#flipsFor(k, this.#blacksTurn);
    const fh = outHi;
    this.move(i, j, this.getTurn());
    const out: Square[] = [];
    for (let b = 0; b < 32; b++) if (((fl >>> b) & 1) !== 0) out.push(SQUARES[b]!);
    for (let b = 0; b < 32; b++) if (((fh >>> b) & 1) !== 0) out.push(SQUARES[b + 32]!);
    return out;
  }

  /**
   * pass(): the side to move passes, as switchTurn() does, but only when it
   * must: ValidMoveExistsException when it has a legal move, OthelloException
   * GAME_OVER when neither side can move (the game is over, nobody passes).
   */
  pass(): void {
    if (this.isGameOver()) throw new OthelloException('GAME_OVER', 'pass: the game is over; neither side can move');
    this.switchTurn();
  }

  /**
   * The result once the game is over: the winner (null for a draw) and the
   * disc counts; null while either side can still move.
   */
  outcome(): Outcome | null {
    if (!this.isGameOver()) return null;
    const black = popcount(this.#bl, this.#bh);
    const white = popcount(this.#wl, this.#wh);
    return Object.freeze({ winner: black > white ? Cell.BLACK : white > black ? Cell.WHITE : null, black, white });
  }

  /**
   * The moves and passes played since init() or fromCells(), in order:
   * each a square or 'pass' (what undo() can take back, `ply` entries).
   * `makeTranscript(g.history())` writes it with the passes kept.
   */
  history(): Move[] {
    const out: Move[] = [];
    for (let p = 0; p < this.#plies; p++) {
      const sq = this.#hist[p * ENTRY + 4]! & 127;
      out.push(sq === PASS ? 'pass' : SQUARES[sq - 1]!);
    }
    return out;
  }

  /** The legal moves of the player to move, in square order a1..h8. */
  legalMoves(): Square[] {
    const ml = this.#blacksTurn
      ? genMoves(this.#bl, this.#bh, this.#wl, this.#wh)
      : genMoves(this.#wl, this.#wh, this.#bl, this.#bh);
    const mh = outHi;
    const out: Square[] = [];
    for (let k = 0; k < 32; k++) if (((ml >>> k) & 1) !== 0) out.push(SQUARES[k]!);
    for (let k = 0; k < 32; k++) if (((mh >>> k) & 1) !== 0) out.push(SQUARES[k + 32]!);
    return out;
  }

  /** Takes back the last move or pass (make/undo for search). Throws when
   * there is nothing to take back since init() or fromCells(). */
  undo(): void {
    if (this.#plies === 0) throw new OthelloException('NOTHING_TO_UNDO', 'undo: no move or pass to take back');
    this.#plies--;
    const h = this.#hist;
    const at = this.#plies * ENTRY;
    this.#bl = h[at]!;
    this.#bh = h[at + 1]!;
    this.#wl = h[at + 2]!;
    this.#wh = h[at + 3]!;
    this.#blacksTurn = (h[at + 4]! & 128) !== 0;
  }

  /** Moves and passes played since init() (what undo() can take back). */
  get ply(): number {
    return this.#plies;
  }

  /** The squares played since init(), in order, passes left out: what a
   * transcript records. */
  moves(): Square[] {
    const out: Square[] = [];
    for (let p = 0; p < this.#plies; p++) {
      const sq = this.#hist[p * ENTRY + 4]! & 127;
      if (sq !== PASS) out.push(SQUARES[sq - 1]!);
    }
    return out;
  }

  /**
   * The game as plain, versioned data, `{ v: 1, start, history }`: the
   * position the history starts from (Edax's board string) and every ply
   * since, a square's name (`"d3"`) or `"pass"`. What `JSON.stringify(game)`
   * writes; `Othello.fromJSON` restores the position and the history, so
   * `undo()` goes on working.
   */
  toJSON(): OthelloJSON {
    return othelloToJSON(this);
  }

  /**
   * The game `toJSON` saved, its plies replayed. Anything malformed (not an
   * object, another `v`, a missing or unknown field, a start that is not
   * `makeBoard`'s string, more than MAX_SAVED_PLIES plies, an illegal move
   * or pass) throws OthelloException BAD_DATA.
   */
  static fromJSON(data: unknown): Othello {
    return othelloFromJSON(data);
  }

  /** An independent copy, history included. */
  clone(): Othello {
    const g = new Othello();
    g.#bl = this.#bl;
    g.#bh = this.#bh;
    g.#wl = this.#wl;
    g.#wh = this.#wh;
    g.#blacksTurn = this.#blacksTurn;
    g.#hist = this.#hist.slice();
    g.#plies = this.#plies;
    return g;
  }

  /** Leaves of the game tree `depth` plies below this position (a forced
   * pass is one ply, a finished game one leaf). */
  perft(depth: number): number {
    checkDepth(depth);
    if (depth === 0) return 1;
    return this.#blacksTurn
      ? perftFrom(this.#bl, this.#bh, this.#wl, this.#wh, depth)
      : perftFrom(this.#wl, this.#wh, this.#bl, this.#bh, depth);
  }

  // ---- internals ----

  #at(k: number): Cell {
    const bit = 1 << (k & 31);
    const black = k < 32 ? this.#bl : this.#bh;
    const white = k < 32 ? this.#wl : this.#wh;
    return (black & bit) !== 0 ? Cell.BLACK : (white & bit) !== 0 ? Cell.WHITE : Cell.FREE;
  }

  /** Nonzero when the given side has a legal move. */
  #moveSet(black: boolean): number {
    return black
      ? genMoves(this.#bl, this.#bh, this.#wl, this.#wh) | outHi
      : genMoves(this.#wl, this.#wh, this.#bl, this.#bh) | outHi;
  }

  #push(sq: number): void {
    if ((this.#plies + 1) * ENTRY > this.#hist.length) {
      const grown = new Int32Array(this.#hist.length * 2);
      grown.set(this.#hist);
      this.#hist = grown;
    }
    const h = this.#hist;
    const at = this.#plies * ENTRY;
    h[at] = this.#bl;
    h[at + 1] = this.#bh;
    h[at + 2] = this.#wl;
    h[at + 3] = this.#wh;
    h[at + 4] = sq | (this.#blacksTurn ? 128 : 0);
    this.#plies++;
  }

  /** The discs `black` (or white) would flip by playing on k: low half
   * returned, high half in outHi; zero when k is taken or brackets nothing. */
  #flipsFor(k: number, black: boolean): number {
    return black
      ? legalFlips(k, this.#bl, this.#bh, this.#wl, this.#wh)
      : legalFlips(k, this.#wl, this.#wh, this.#bl, this.#bh);
  }

  // The brand test asks for the fields too: a Proxy of a game, or
  // Object.create(Othello.prototype), is not a game (its methods would throw).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'Othello', (x) => #bl in x);
}

/** Whether `x` is an Othello of any build of this package (ESM or CJS). */
export const isOthello = /* @__PURE__ */ brandTest<Othello>(Othello);

/** Refuses a perft depth that is not an integer in 0..MAX_PERFT_DEPTH. */
function checkDepth(depth: unknown): void {
  const why = `perft: depth must be an integer in 0..${MAX_PERFT_DEPTH}, got ${show(depth)}`;
  if (typeof depth !== 'number') throw new OthelloException('WRONG_TYPE', why);
  if (!Number.isInteger(depth)) throw new OthelloException('NOT_AN_INTEGER', why);
  if (depth < 0) throw new OthelloException('OUT_OF_RANGE', why);
  if (depth > MAX_PERFT_DEPTH) throw new OthelloException('TOO_LARGE', why);
}

/**
 * perft(depth) from the start position, or from `from` when given: an
 * Othello of either build (a brand check, not instanceof).
 */
export const perft = /* @__PURE__ */ frozen(function perft(depth: number, from: Othello = new Othello()): number {
  checkDepth(depth);
  if (!isOthello(from)) throw wrongType('perft', 'from must be an Othello', from);
  return from.perft(depth);
});

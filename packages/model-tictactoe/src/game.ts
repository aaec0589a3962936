/**
 * The GAME class of the spec as an applicative ADT: a `Game` is an immutable
 * value, and `putCross`/`putCircle` return the next game instead of changing
 * this one (`put_cross: GAME x INTEGER x INTEGER -> GAME`). The contracts are
 * checked on every call: a broken precondition throws a
 * `PreconditionViolation` whose `code` is the contract's tag, and since
 * nothing is ever mutated, a call that throws changes nothing.
 *
 * The seed leaves out who wins "for simplicity"; this class completes the
 * game: three in a row wins, a full board without one is a draw, and a game
 * that is over accepts no put (tag `not_over`).
 *
 * ```ts
 * import { Game, Cross, Circle } from '@arcade/model-tictactoe';
 * const g = Game.make().putCross(2, 2).putCircle(1, 1);
 * g.item(2, 2) === Cross; // true (A5, A8)
 * g.item(1, 1) === Circle; // true (A7)
 * g.nextTurn === Cross; // true (A3)
 * ```
 */
import { savedFields, savedString } from '@arcade/core';
import { brandKey, definePrivateState, describe, sealClass, stateBrandTest, stateKey } from './brand.js';
import { GameNotationError, PreconditionViolation, TicTacToeError } from './errors.js';
import {
  Circle,
  Cross,
  Empty,
  LINES,
  SIZE,
  cellName,
  cellSymbol,
  opponent,
  type CellValue,
  type ContractTag,
  type Line,
  type Move,
  type Player,
  type Routine,
} from './vocabulary.js';

/** Cell (i, j) is number 3(i-1) + (j-1): row by row from the top left. */
function indexOf(i: number, j: number): number {
  return (i - 1) * SIZE + (j - 1);
}

/** The nine cells as frozen moves, in row-major order, indexed like the board. */
const CELLS: readonly Move[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Array.from({ length: 9 }, (_, k) =>
    Object.freeze({ i: Math.floor(k / SIZE) + 1, j: (k % SIZE) + 1 }),
  ),
);

/**
 * The board is packed into one number, two bits per cell (cell k at bits
 * 2k, 2k+1; Empty 00, Cross 01, Circle 10): a game is then four small
 * immutable fields, a put is one OR, and the packed board doubles as the
 * position's key for memoisation.
 */
function cellAt(cells: number, k: number): CellValue {
  return ((cells >>> (2 * k)) & 3) as CellValue;
}

/**
 * Each line as a mask of the low bit of its three cells: cross holds the line
 * when `cells & mask === mask`, circle when the same holds for `mask << 1`
 * (a cell is 00, 01 or 10, so the two never overlap).
 */
const LINE_MASKS: readonly number[] = /* @__PURE__ */ LINES.map((line) =>
  line.reduce((mask, m) => mask | (1 << (2 * indexOf(m.i, m.j))), 0),
);

/** For each cell, the masks of the lines through it: a put can only complete one of those. */
const LINE_MASKS_THROUGH: readonly (readonly number[])[] = /* @__PURE__ */ CELLS.map((_, k) =>
  LINE_MASKS.filter((mask) => (mask & (1 << (2 * k))) !== 0),
);

function holdsLine(cells: number, masks: readonly number[], mark: Player): boolean {
  const shift = mark === Cross ? 0 : 1;
  for (const mask of masks) {
    const m = mask << shift;
    if ((cells & m) === m) return true;
  }
  return false;
}

function isCoordinate(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= SIZE;
}

const show = describe;

function boundsDetail(name: 'i' | 'j', x: unknown): string {
  return `${name} must be an integer from 1 to ${SIZE}, got ${show(x)}`;
}

/** Guards the constructor against `new Game()` from JavaScript. */
const TOKEN = /* @__PURE__ */ Symbol('Game');

let construct: (cells: number, nextTurn: Player, winner: CellValue, filled: number) => Game;

/** A game as saved data (see `Game.toJSON`). */
export interface GameJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The board in the compact notation, e.g. `'X.O/.X./..O'`; whose turn it is follows from it. */
  readonly board: string;
}

/**
 * Sets `construct` (written in Game's body, where the constructor is in
 * scope), puts the brand and the private-state test `has` (written there
 * too, where #cells is in scope) on the prototype before the first game is
 * made (added later, it changed the prototype's
 * shape under live games, and the tree walk ran a third slower), and returns
 * the empty game, and gives games their util.inspect form. Called from
 * Game's #empty field (issue 20.1).
 */
function initGame(cls: typeof Game, make: typeof construct, has: (value: object) => boolean): Game {
  construct = make;
  // Game.Empty, Game.Cross and Game.Circle are set here, not by static fields:
  // the CJS build's chunks (Sucrase) run public static fields after the
  // private ones, that is after the sealing froze the class.
  for (const [key, value] of [
    ['Empty', Empty],
    ['Cross', Cross],
    ['Circle', Circle],
  ] as const) {
    Object.defineProperty(cls, key, { value, writable: true, enumerable: true, configurable: true });
  }
  Object.defineProperty(cls.prototype, brandKey('Game'), { value: true });
  definePrivateState(cls, stateKey('Game'), has);
  // How Node's `util.inspect` (and so `console.log`) shows a game:
  // `Game(X../.../...)`. Put here, not as a method with a computed key in
  // the class body, which esbuild cannot drop with an unused class.
  Object.defineProperty(cls.prototype, Symbol.for('nodejs.util.inspect.custom'), {
    value: function inspect(this: Game): string {
      return `Game(${this.toString()})`;
    },
  });
  return construct(0, Cross, Empty, 0);
}

/** A tic-tac-toe game: the board and whose turn it is. Immutable. */
export class Game {
  // Declared, and set by initGame: the CJS build with shared chunks (sucrase)
  // runs public static fields after the private #sealed one, on a frozen class.
  /** A9: the value of an empty cell (the Eiffel constant `Empty`). */
  declare static readonly Empty: typeof Empty;
  /** A10: the first player and the value of a cell holding a cross. */
  declare static readonly Cross: typeof Cross;
  /** A11: the second player and the value of a cell holding a circle. */
  declare static readonly Circle: typeof Circle;

  // Set up by a field, not a static block, so that a bundle without Game
  // drops it (issue 20.1): see initGame.
  static #empty: Game = /* @__PURE__ */ initGame(
    this,
    (cells, nextTurn, winner, filled) => new Game(TOKEN, cells, nextTurn, winner, filled),
    (value) => #cells in value,
  );

  readonly #cells: number;
  readonly #nextTurn: Player;
  readonly #winner: CellValue;
  readonly #filled: number;

  private constructor(token: symbol, cells: number, nextTurn: Player, winner: CellValue, filled: number) {
    if (token !== TOKEN) {
      throw new TicTacToeError('NO_CONSTRUCTOR', 'Game has no public constructor: use Game.make() or parseGame()');
    }
    this.#cells = cells;
    this.#nextTurn = nextTurn;
    this.#winner = winner;
    this.#filled = filled;
    Object.freeze(this);
  }

  /** `make`: an empty 3-by-3 board, cross to move (A1, A4). */
  static make(): Game {
    return Game.#empty;
  }

  /** `next_turn`: the player who puts next, Cross or Circle (A1..A3). */
  get nextTurn(): Player {
    return this.#nextTurn;
  }

  /**
   * `item(i, j)`: the value of cell (i, j), row i from the top, column j from
   * the left (A4..A8). Requires `i_in_bounds` and `j_in_bounds`: integers 1..3.
   */
  item(i: number, j: number): CellValue {
    if (!isCoordinate(i)) throw new PreconditionViolation('item', 'i_in_bounds', boundsDetail('i', i));
    if (!isCoordinate(j)) throw new PreconditionViolation('item', 'j_in_bounds', boundsDetail('j', j));
    return cellAt(this.#cells, indexOf(i, j));
  }

  /**
   * `put_cross(i, j)`: the game after cross puts into the empty cell (i, j)
   * (A2, A5, A6). Requires `not_over`, `cross_turn`, `i_in_bounds`,
   * `j_in_bounds`, `empty`, checked in that order.
   */
  putCross(i: number, j: number): Game {
    return this.#put('put_cross', Cross, i, j);
  }

  /**
   * `put_circle(i, j)`: the game after circle puts into the empty cell (i, j)
   * (A3, A7, A8). Requires `not_over`, `circle_turn`, `i_in_bounds`,
   * `j_in_bounds`, `empty`, checked in that order.
   */
  putCircle(i: number, j: number): Game {
    return this.#put('put_circle', Circle, i, j);
  }

  /** The game after the player to move puts into (i, j): `putCross` or `putCircle`. */
  put(i: number, j: number): Game {
    return this.#put(this.#nextTurn === Cross ? 'put_cross' : 'put_circle', this.#nextTurn, i, j);
  }

  /** Whether the player to move may put into (i, j): `put(i, j)` would not throw. */
  isValidMove(i: number, j: number): boolean {
    return this.#broken(this.#nextTurn, i, j) === null;
  }

  /** Every cell the player to move may put into, row by row; none once the game is over. */
  legalMoves(): readonly Move[] {
    const moves: Move[] = [];
    if (this.isOver()) return moves;
    for (let k = 0; k < CELLS.length; k++) {
      if (cellAt(this.#cells, k) === Empty) moves.push(CELLS[k]!);
    }
    return moves;
  }

  /** The player with three in a row, or `Empty` while nobody has one. */
  winner(): CellValue {
    return this.#winner;
  }

  /**
   * The lines of three the winner holds, in `LINES` order: one, or two when
   * the last put closed two lines at once; none while nobody has won.
   */
  winningLines(): readonly Line[] {
    const winner = this.#winner;
    if (winner === Empty) return [];
    return LINES.filter((_, n) => holdsLine(this.#cells, [LINE_MASKS[n] ?? 0], winner));
  }

  /** Whether the game has ended: somebody won or the board is full. */
  isOver(): boolean {
    return this.#winner !== Empty || this.#filled === SIZE * SIZE;
  }

  /** Whether the game ended with a full board and nobody three in a row. */
  isDraw(): boolean {
    return this.#winner === Empty && this.#filled === SIZE * SIZE;
  }

  /** How many puts made this game: the number of non-empty cells, 0..9. */
  get moveCount(): number {
    return this.#filled;
  }

  /**
   * A number that identifies the position, for memoising: two games are
   * equal exactly when their keys are equal. It is the board with two bits
   * per cell (the cell's value), cell (i, j) at bit 2(3(i-1) + (j-1)).
   */
  get key(): number {
    return this.#cells;
  }

  /**
   * Value equality: the same board (and so the same player to move). A game
   * of the other build (ESM or CJS) compares too: through its public key,
   * since its private fields belong to the other class.
   */
  equals(other: Game): boolean {
    return isGame(other) && other.key === this.#cells;
  }

  /** The compact notation, e.g. `'X.O/.X./..O'`: rows from the top, `/` between them. */
  toString(): string {
    let out = '';
    for (let k = 0; k < SIZE * SIZE; k++) {
      if (k > 0 && k % SIZE === 0) out += '/';
      out += cellSymbol(cellAt(this.#cells, k));
    }
    return out;
  }

  /**
   * The game as plain, versioned data, `{ v: 1, board: 'X.O/.X./..O' }`
   * (the board in the compact notation, which also says whose turn it is):
   * what `JSON.stringify` writes and `Game.fromJSON` reads.
   */
  toJSON(): GameJSON {
    return { v: 1, board: this.toString() };
  }

  /**
   * The game `toJSON` saved. Anything else (not an object, another `v`, a
   * missing or unknown field, a board not in the notation `toJSON` writes
   * or one no game reaches) throws TicTacToeError `BAD_DATA`.
   */
  static fromJSON(data: unknown): Game {
    const fail = (message: string) => new TicTacToeError('BAD_DATA', message);
    const { board } = savedFields('Game.fromJSON', data, 1, ['board'], fail);
    const text = savedString('Game.fromJSON: board', board, 11, fail);
    if (!/^[XO.]{3}\/[XO.]{3}\/[XO.]{3}$/.test(text)) {
      throw fail(`Game.fromJSON: board must be three rows of X, O or . split by '/', got ${describe(text)}`);
    }
    const cells = [...text.replaceAll('/', '')].map((ch) => (ch === 'X' ? Cross : ch === 'O' ? Circle : Empty));
    try {
      return restoreGame(cells);
    } catch (e) {
      throw e instanceof GameNotationError ? fail(`Game.fromJSON: ${e.message}`) : e;
    }
  }

  /** The first broken precondition of putting `mark` into (i, j), or null. */
  #broken(mark: Player, i: unknown, j: unknown): ContractTag | null {
    if (this.isOver()) return 'not_over';
    if (this.#nextTurn !== mark) return mark === Cross ? 'cross_turn' : 'circle_turn';
    if (!isCoordinate(i)) return 'i_in_bounds';
    if (!isCoordinate(j)) return 'j_in_bounds';
    if (cellAt(this.#cells, indexOf(i, j)) !== Empty) return 'empty';
    return null;
  }

  #put(routine: Routine, mark: Player, i: number, j: number): Game {
    const tag = this.#broken(mark, i, j);
    if (tag !== null) throw new PreconditionViolation(routine, tag, this.#detail(tag, i, j));
    const k = indexOf(i, j);
    const cells = this.#cells | (mark << (2 * k));
    const winner = holdsLine(cells, LINE_MASKS_THROUGH[k] ?? [], mark) ? mark : Empty;
    return construct(cells, opponent(mark), winner, this.#filled + 1);
  }

  #detail(tag: ContractTag, i: number, j: number): string {
    switch (tag) {
      case 'not_over':
        return this.#winner === Empty
          ? 'the game is over: the board is full, a draw'
          : `the game is over: ${cellName(this.#winner)} has won`;
      case 'cross_turn':
      case 'circle_turn':
        return `it is ${cellName(this.#nextTurn)}'s turn`;
      case 'i_in_bounds':
        return boundsDetail('i', i);
      case 'j_in_bounds':
        return boundsDetail('j', j);
      case 'empty':
        return `cell (${i}, ${j}) already holds ${cellName(cellAt(this.#cells, indexOf(i, j)))}`;
    }
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'Game', false, (value) => isGame(value));
}

/**
 * Whether `value` is a Game of any build of this package: it carries the
 * brand (`Symbol.for('@arcade/model-tictactoe/Game')`, on the prototype: a
 * brand on each game made the tree walk three times slower) and its build's
 * private-state test, on the prototype too, finds the private state in it,
 * so `Object.create(Game.prototype)` or a Proxy of a game is no game.
 * `instanceof Game` asks the same. Built from the keys, not from the class:
 * a bundle of `value`, which only takes games, then leaves the Game class
 * out (issue 20.1). sealClass also freezes the class and its methods: they
 * are part of the value's contract, so no caller can patch putCross or
 * reassign Game.Cross.
 */
const isGame = /* @__PURE__ */ stateBrandTest<Game>('Game');

/**
 * Internal (not exported from the package): throws a TicTacToeError naming the
 * routine's argument unless `value` is a Game, for JavaScript callers that
 * the types do not stop (`makeGame({})` would otherwise print '[object Object]').
 */
export function checkGame(routine: string, value: unknown): asserts value is Game {
  if (!isGame(value)) {
    throw new TicTacToeError(
      'WRONG_TYPE',
      `${routine}: game must be a Game (from Game.make() or parseGame()), got ${describe(value)}`,
    );
  }
}

/**
 * Internal (not exported from the package): the game with the given board,
 * cell k = 3(i-1) + (j-1). Throws `GameNotationError` unless some sequence of
 * legal puts from `make` reaches the board. The test is exact: counts must
 * alternate (crosses = circles or circles + 1), at most one player has three
 * in a row, and a winner must have made the last put; any board meeting
 * that is reached by undoing the winner's put on a winning line (two lines
 * of one player always share a cell) and then any put at all.
 */
export function restoreGame(board: readonly CellValue[]): Game {
  if (board.length !== SIZE * SIZE) {
    throw new GameNotationError('INVALID_NOTATION', `a board has ${SIZE * SIZE} cells, got ${board.length}`);
  }
  let cells = 0;
  let crosses = 0;
  let circles = 0;
  board.forEach((value, k) => {
    cells |= value << (2 * k);
    if (value === Cross) crosses++;
    else if (value === Circle) circles++;
  });
  const unreachable = (why: string): GameNotationError =>
    new GameNotationError('UNREACHABLE_POSITION', `no game reaches this board: ${why}`);
  if (crosses !== circles && crosses !== circles + 1) {
    const crossText = `${crosses} ${crosses === 1 ? 'cross' : 'crosses'}`;
    const circleText = `${circles} ${circles === 1 ? 'circle' : 'circles'}`;
    throw unreachable(`it has ${crossText} and ${circleText}, but cross starts and the players alternate`);
  }
  const crossWins = holdsLine(cells, LINE_MASKS, Cross);
  const circleWins = holdsLine(cells, LINE_MASKS, Circle);
  if (crossWins && circleWins) throw unreachable('both players have three in a row');
  if (crossWins && crosses === circles) throw unreachable('circle put after cross had won');
  if (circleWins && crosses === circles + 1) throw unreachable('cross put after circle had won');
  const winner = crossWins ? Cross : circleWins ? Circle : Empty;
  return construct(cells, crosses === circles ? Cross : Circle, winner, crosses + circles);
}

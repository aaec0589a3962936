/**
 * Saved games: the plain, versioned data `Othello.toJSON` writes and
 * `Othello.fromJSON` reads. A game is its starting position (Edax's board
 * string, as `makeBoard` writes it) and the plies played since, each a
 * square's name (`"d3"`) or `"pass"`: replaying them restores the position
 * and the whole history, so `undo()` takes back what it would have.
 *
 * ```ts
 * import { Othello } from '@arcade/model-othello';
 * const g = new Othello();
 * g.move(2, 3, 'BLACK');
 * JSON.stringify(g); // {"v":1,"start":"---...--- X","history":["d3"]}
 * Othello.fromJSON(JSON.parse(JSON.stringify(g))).ply; // 1
 * ```
 */
import { savedArray, savedFields, savedString } from '@arcade/core';
import { OthelloException } from './errors.js';
import { makeBoard, makeSquare, parseBoard, parseSquare } from './notation.js';
import type { Othello } from './othello.js';
import { Cell, SIZE, SQUARES, type Square } from './vocabulary.js';

/** An Othello game as saved data (see `Othello.toJSON`). */
export interface OthelloJSON {
  /** The format's version, 1. */
  readonly v: 1;
  /** The position the history starts from, as Edax's board string (`makeBoard`). */
  readonly start: string;
  /** The plies played since, in order: a square's name (`"d3"`) or `"pass"`. */
  readonly history: readonly string[];
}

/**
 * The most plies `fromJSON` replays. A game has at most 60 moves, but
 * passes at a finished game are allowed without end; this bounds the work
 * and memory of reading untrusted data.
 */
export const MAX_SAVED_PLIES = 10_000;

/** Every refusal of malformed data: OthelloException BAD_DATA. */
const badData = (message: string): OthelloException => new OthelloException('BAD_DATA', message);

/**
 * The game's data: the history read back by undoing a copy ply by ply
 * (a pass is a ply that changed only the side to move; a move, the one
 * square that was free before it).
 */
export function othelloToJSON(game: Othello): OthelloJSON {
  const g = game.clone();
  const history: string[] = [];
  while (g.ply > 0) {
    const after = cellsOf(g);
    g.undo();
    const k = SQUARES.findIndex((s) => after[8 * s.i + s.j] !== Cell.FREE && g.getb(s.i, s.j) === Cell.FREE);
    history.push(k === -1 ? 'pass' : makeSquare(SQUARES[k] as Square));
  }
  return { v: 1, start: makeBoard(g), history: history.reverse() };
}

function cellsOf(g: Othello): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < SIZE; i++) for (let j = 0; j < SIZE; j++) out.push(g.getb(i, j));
  return out;
}

/**
 * The game `othelloToJSON` saved, its plies replayed through the MIS
 * (`move` for the side to move, `switchTurn` for a pass). Anything
 * malformed or illegal throws OthelloException BAD_DATA.
 */
export function othelloFromJSON(data: unknown): Othello {
  const f = savedFields('Othello.fromJSON', data, 1, ['start', 'history'], badData);
  const start = savedString('Othello.fromJSON: start', f.start, 66, badData);
  // Exactly what makeBoard writes: parseBoard's looser input letters are not saved data.
  if (!/^[XO-]{64} [XO]$/.test(start)) {
    throw badData(`Othello.fromJSON: start must be 64 of X, O, -, a space and X or O, got ${JSON.stringify(start)}`);
  }
  const plies = savedArray('Othello.fromJSON: history', f.history, MAX_SAVED_PLIES, badData);
  const game = parseBoard(start);
  plies.forEach((p, n) => {
    const what = `Othello.fromJSON: history[${n}]`;
    const text = savedString(what, p, 4, badData);
    try {
      if (text === 'pass') game.switchTurn();
      else {
        if (!/^[a-h][1-8]$/.test(text))
          throw badData(`${what} must be a square such as "d3" or "pass", got ${JSON.stringify(text)}`);
        const s = parseSquare(text);
        game.move(s.i, s.j, game.getTurn());
      }
    } catch (e) {
      if (e instanceof OthelloException && e.code !== 'BAD_DATA') throw badData(`${what}: ${e.message}`);
      throw e;
    }
  });
  return game;
}

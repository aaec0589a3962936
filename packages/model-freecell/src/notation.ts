/**
 * Standard FreeCell move notation: columns 1-8, cells a-d, `h` for the
 * foundation. '3a' column 3 to cell a, 'a1' cell a to column 1, '4h' column 4
 * home, '36' column 3 to column 6 (a sequence move when more cards fit), and
 * fc-solve's '36v3' for a sequence move of exactly 3 cards. 'ab' (cell to
 * cell) is accepted because the MIS allows that move.
 *
 * ```ts
 * import { parseMove, makeMove } from '@arcade/model-freecell';
 * parseMove('36v3'); // { from: { kind: 'column', index: 2 }, to: { kind: 'column', index: 5 }, count: 3 }
 * makeMove(parseMove('a1')); // 'a1'
 * ```
 */
import { frozen, isArray, isRevoked, ownValue } from './brand.js';
import { FreecellError, ParseError } from './errors.js';
import { shown } from './shown.js';
import { F_C_SIZE, T_SIZE } from './types.js';

/** Where a move takes cards from: a column (index 0-7) or a free cell (index 0-3). */
export type MoveSource = {
  /** A tableau column or a free cell. */
  readonly kind: 'column' | 'cell';
  /** Which one, from 0. */
  readonly index: number;
};
/** Where a move puts cards: a column, a free cell, or the foundations. */
export type MoveTarget =
  | MoveSource
  | {
      /** The foundations (the game picks the suit's). */
      readonly kind: 'foundation';
    };

/** One move; `count` is given only for an explicit sequence length ('36v3'). */
export interface Move {
  /** Where the cards come from. */
  readonly from: MoveSource;
  /** Where they go. */
  readonly to: MoveTarget;
  /** How many cards, for a sequence move named with its length (`36v3`); absent otherwise. */
  readonly count?: number;
}

const CELLS = 'abcd';

function place(ch: string): MoveTarget | null {
  if (ch >= '1' && ch <= '8') return { kind: 'column', index: ch.charCodeAt(0) - 49 };
  const c = CELLS.indexOf(ch);
  if (c >= 0 && ch !== '') return { kind: 'cell', index: c };
  if (ch === 'h') return { kind: 'foundation' };
  return null;
}

/**
 * A Move built by hand, read and checked (parseMove only makes good ones):
 * a fresh copy of it, or what is wrong with its shape. `from` is a column
 * 0..7 or a cell 0..3, `to` one of those or the foundation, `count` absent
 * or a whole number >= 1, and other than 1 only from a column to a column (a
 * cell or the foundation takes one card). Each field is read once, through
 * own properties only (a polluted Object.prototype.count is not a count),
 * and the copy is what the caller uses, so a getter cannot answer
 * differently later. A revoked Proxy is a bad shape; a getter's own
 * exception passes through.
 */
export function readMove(m: unknown): Move | string {
  if (typeof m !== 'object' || m === null || isRevoked(m)) return `not a move: ${shown(m)}`;
  const from = readPlace(ownValue(m, 'from'), 'from', false);
  if (typeof from === 'string') return from;
  const to = readPlace(ownValue(m, 'to'), 'to', true);
  if (typeof to === 'string') return to;
  const count = ownValue(m, 'count');
  if (count === undefined) return { from: from as MoveSource, to };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return `count must be a whole number >= 1, got ${shown(count)}`;
  }
  const between = from.kind === 'column' && to.kind === 'column';
  if (count !== 1 && !between) return `count ${count}: only a column-to-column move carries more than one card`;
  return { from: from as MoveSource, to, count };
}

/** A Move's `from` or `to`, built by hand, may name a column or cell that does not exist. */
function readPlace(p: unknown, role: 'from' | 'to', foundationOk: boolean): MoveTarget | string {
  if (typeof p !== 'object' || p === null || isRevoked(p)) return `not a move: ${role} is ${shown(p)}`;
  const kind = ownValue(p, 'kind');
  if (kind === 'foundation' && foundationOk) return { kind };
  if (kind !== 'column' && kind !== 'cell') {
    const kinds = foundationOk ? "'column', 'cell' or 'foundation'" : "'column' or 'cell'";
    return `not a place: ${role}.kind is ${shown(kind)}, expected ${kinds}`;
  }
  const index = ownValue(p, 'index');
  const n = kind === 'column' ? T_SIZE : F_C_SIZE;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < n
    ? { kind, index }
    : `no ${kind} ${typeof index === 'number' ? String(index) : shown(index)} (a Move's ${kind} index is 0..${n - 1})`;
}

/** The longest text parseMove reads: a move is at most 5 characters (`36v13`); spaces around it count. */
export const MAX_MOVE_TEXT = 100;

/**
 * The longest text parseMoves reads, in UTF-16 units (256 Ki): tens of
 * thousands of moves, far past any solution. Larger text throws
 * FreecellError `TOO_LARGE` before it is split (10 MB took 11.6 s and 748 MB).
 */
export const MAX_MOVES_TEXT = 262_144; // 256 Ki, a literal, so that a bundle without it drops it (a product or shift stays)

/** Parses one move; bad notation throws ParseError saying what is wrong, text past MAX_MOVE_TEXT `TOO_LARGE`. */
export const parseMove = /* @__PURE__ */ frozen(function parseMove(text: string, line = 1): Move {
  if (typeof text !== 'string')
    throw new FreecellError('WRONG_TYPE', `parseMove: text must be a string, got ${shown(text)}`);
  if (text.length > MAX_MOVE_TEXT) {
    throw new FreecellError('TOO_LARGE', `parseMove: at most ${MAX_MOVE_TEXT} characters, got ${text.length}`);
  }
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 1) {
    throw new FreecellError(
      typeof line !== 'number' ? 'WRONG_TYPE' : Number.isInteger(line) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
      `parseMove: line must be an integer >= 1, got ${shown(line)}`,
    );
  }
  const s = text.trim();
  const m = /^([^v]{2})(?:v(\d+))?$/.exec(s);
  if (m === null)
    throw new ParseError(
      line,
      `${shown(text)} is not a move: expected two places like '3a', 'a1', '4h', '36' or '36v3'`,
    );
  const pair = m[1] as string;
  const from = place(pair[0] as string);
  const to = place(pair[1] as string);
  if (from === null || from.kind === 'foundation')
    throw new ParseError(line, `'${text}': the source must be a column 1-8 or a cell a-d`);
  if (to === null) throw new ParseError(line, `'${text}': the target must be a column 1-8, a cell a-d or h`);
  if (m[2] === undefined) return { from, to };
  const count = Number(m[2]);
  if (from.kind !== 'column' || to.kind !== 'column' || count < 1 || count > 13) {
    throw new ParseError(line, `'${text}': 'vN' names 1..13 cards of a column-to-column move`);
  }
  return { from, to, count };
});

function placeName(p: MoveTarget): string {
  if (p.kind === 'foundation') return 'h';
  return p.kind === 'column' ? String(p.index + 1) : (CELLS[p.index] as string);
}

/**
 * Prints a move in standard notation; the inverse of parseMove. A count is
 * printed only between columns (`36v3`), the one place the notation has it:
 * a single-card move such as column to cell prints `1a` whatever its count.
 */
export const makeMove = /* @__PURE__ */ frozen(function makeMove(given: Move): string {
  const move = readMove(given);
  if (typeof move === 'string') throw new FreecellError('BAD_MOVE', `makeMove: ${move}`);
  const base = placeName(move.from) + placeName(move.to);
  const between = move.from.kind === 'column' && move.to.kind === 'column';
  return move.count === undefined || !between ? base : `${base}v${move.count}`;
});

/** Parses a solution: moves separated by spaces, commas or newlines; at most MAX_MOVES_TEXT characters. */
export const parseMoves = /* @__PURE__ */ frozen(function parseMoves(text: string): Move[] {
  if (typeof text !== 'string')
    throw new FreecellError('WRONG_TYPE', `parseMoves: text must be a string, got ${shown(text)}`);
  if (text.length > MAX_MOVES_TEXT) {
    throw new FreecellError('TOO_LARGE', `parseMoves: at most ${MAX_MOVES_TEXT} characters, got ${text.length}`);
  }
  const out: Move[] = [];
  text.split('\n').forEach((row, k) => {
    for (const tok of row.split(/[\s,]+/)) if (tok !== '') out.push(parseMove(tok, k + 1));
  });
  return out;
});

/** Prints moves separated by spaces; the inverse of parseMoves. */
export const makeMoves = /* @__PURE__ */ frozen(function makeMoves(moves: readonly Move[]): string {
  if (!isArray(moves)) {
    throw new FreecellError('WRONG_TYPE', `makeMoves: moves must be an array of moves, got ${shown(moves)}`);
  }
  // An index loop: map would skip (and join print as nothing) the holes of a sparse array.
  const out: string[] = [];
  for (let k = 0; k < moves.length; k++) out.push(makeMove(moves[k] as Move));
  return out.join(' ');
});

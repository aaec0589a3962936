/**
 * The WTHOR game database format of the Fédération Française d'Othello
 * (.wtb files), both ways. Pure: it takes and returns bytes, the caller reads
 * and writes files.
 *
 * ```ts
 * import { parseWthor, playTranscript } from '@arcade/model-othello';
 * // bytes: a Uint8Array holding a .wtb file, read by the caller
 * const { games } = parseWthor(bytes);
 * playTranscript(games[0]!.moves).count('BLACK');
 * ```
 */
import { frozen, isArray, isRevoked } from './brand.js';
import { OthelloException, show, wrongType } from './errors.js';
import { onBoard, SQUARES, type Square } from './vocabulary.js';

const HEADER = 16;
const RECORD = 68;
const MOVES = 60;

/**
 * The most games makeWthor writes and parseWthor reads (68 MB): a larger array, even a sparse
 * one, would be refused by the allocator or exhaust the heap.
 */
export const MAX_WTHOR_GAMES = 1_000_000;

/** One game record. */
export interface WthorGame {
  /** Index into the tournament name file (not included). */
  readonly tournament: number;
  /** Index of the black player in the player name file. */
  readonly black: number;
  /** Index of the white player. */
  readonly white: number;
  /** Black's final disc count as recorded, empty squares going to the winner. */
  readonly blackScore: number;
  /** The theoretical (perfect play) score recorded for black. */
  readonly theoreticalScore: number;
  /** The moves played, passes left out. */
  readonly moves: readonly Square[];
}

/** A whole .wtb file: the 16-byte header kept as is, and the games. */
export interface WthorFile {
  /** The header bytes (creation date, game count, year, board size, ...). */
  readonly header: Uint8Array;
  /** The year of the games, from the header. */
  readonly year: number;
  readonly games: readonly WthorGame[];
}

/** The square of a WTHOR move byte: 10 * row + column, 11 = a1, 88 = h8. */
export const wthorSquare = /* @__PURE__ */ frozen(function wthorSquare(byte: number): Square {
  if (typeof byte !== 'number') throw wrongType('wthorSquare', 'the move byte must be a number 11..88', byte);
  if (!Number.isInteger(byte)) {
    throw new OthelloException(
      'NOT_AN_INTEGER',
      `wthorSquare: the move byte must be an integer 11..88, got ${show(byte)}`,
    );
  }
  const row = Math.floor(byte / 10);
  const col = byte % 10;
  if (row < 1 || row > 8 || col < 1 || col > 8) {
    throw new OthelloException('OUT_OF_RANGE', `wthorSquare: ${byte} is not a move (10 * row + column, 11..88)`);
  }
  return SQUARES[8 * (row - 1) + col - 1]!;
});

/** Parses a .wtb file. Throws on a size that is not 16 + 68 * games, TOO_LARGE past MAX_WTHOR_GAMES games. */
export const parseWthor = /* @__PURE__ */ frozen(function parseWthor(bytes: Uint8Array): WthorFile {
  if (!ArrayBuffer.isView(bytes) || !(bytes instanceof Uint8Array))
    throw wrongType('parseWthor', 'bytes must be a Uint8Array (or Buffer)', bytes);
  // As many games as makeWthor writes, checked before any is read.
  if (bytes.length > HEADER + RECORD * MAX_WTHOR_GAMES) {
    throw new OthelloException(
      'TOO_LARGE',
      `parseWthor: a file holds at most ${MAX_WTHOR_GAMES} games (${HEADER + RECORD * MAX_WTHOR_GAMES} bytes), got ${bytes.length} bytes`,
    );
  }
  if (bytes.length < HEADER || (bytes.length - HEADER) % RECORD !== 0) {
    throw new OthelloException('OUT_OF_RANGE', `parseWthor: ${bytes.length} bytes is not 16 + 68 * games`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = (bytes.length - HEADER) / RECORD;
  const games: WthorGame[] = [];
  for (let g = 0; g < count; g++) {
    const at = HEADER + g * RECORD;
    const moves: Square[] = [];
    for (let m = 0; m < MOVES; m++) {
      const b = bytes[at + 8 + m]!;
      if (b === 0) break;
      moves.push(wthorSquare(b));
    }
    games.push({
      tournament: view.getUint16(at, true),
      black: view.getUint16(at + 2, true),
      white: view.getUint16(at + 4, true),
      blackScore: bytes[at + 6]!,
      theoreticalScore: bytes[at + 7]!,
      moves,
    });
  }
  return { header: bytes.slice(0, HEADER), year: view.getUint16(10, true), games };
});

/**
 * The integer fields of a record and their ranges: the indices are unsigned
 * 16-bit, the scores are disc counts 0..64 (the theoretical score too: it is
 * black's disc count with perfect play, 64 at most; the database's largest
 * value of either is 64).
 */
const FIELDS = [
  ['tournament', 0xffff],
  ['black', 0xffff],
  ['white', 0xffff],
  ['blackScore', 64],
  ['theoreticalScore', 64],
] as const;

/** Throws OthelloException naming the game, field and value unless `game` fits a record. */
function checkGame(game: WthorGame, g: number): void {
  if (typeof game !== 'object' || game === null)
    throw wrongType('makeWthor', `game ${g + 1} must be a WthorGame`, game);
  for (const [field, max] of FIELDS) {
    const v: unknown = game[field];
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > max) {
      throw new OthelloException(
        typeof v !== 'number' ? 'WRONG_TYPE' : Number.isInteger(v) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
        `makeWthor: game ${g + 1} ${field} is ${show(v)}, not an integer in 0..${max}`,
      );
    }
  }
  if (!isArray(game.moves)) throw wrongType('makeWthor', `game ${g + 1} moves must be an array of squares`, game.moves);
  if (game.moves.length > MOVES) {
    throw new OthelloException(
      'TOO_LARGE',
      `makeWthor: game ${g + 1} has ${game.moves.length} moves, at most ${MOVES}`,
    );
  }
  // Index loops here and below: forEach skips the holes of a sparse array.
  for (let m = 0; m < game.moves.length; m++) {
    const sq = game.moves[m] as Square | null | undefined;
    if (typeof sq !== 'object' || sq === null || !onBoard(sq.i, sq.j)) {
      const shown = typeof sq === 'object' && sq !== null ? `(${show(sq.i)}, ${show(sq.j)})` : show(sq);
      throw new OthelloException(
        'OUT_OF_RANGE',
        `makeWthor: game ${g + 1} move ${m + 1} is ${shown}, not a square (i, j integers in 0..7)`,
      );
    }
  }
}

/**
 * Writes a .wtb file: the header with its game count set, then the games.
 * Throws OthelloException naming the game, field and value for a field that does
 * not fit its bytes (an index outside 0..65535, a score outside 0..64, a
 * non-integer, a move off the board), rather than writing it truncated.
 */
export const makeWthor = /* @__PURE__ */ frozen(function makeWthor(file: WthorFile): Uint8Array {
  if (typeof file !== 'object' || file === null || isRevoked(file))
    throw wrongType('makeWthor', 'file must be a WthorFile', file);
  if (!ArrayBuffer.isView(file.header) || !(file.header instanceof Uint8Array))
    throw wrongType('makeWthor', 'header must be a Uint8Array', file.header);
  if (file.header.length !== HEADER) {
    throw new OthelloException(
      'OUT_OF_RANGE',
      `makeWthor: the header must be ${HEADER} bytes, got ${file.header.length}`,
    );
  }
  const games: readonly WthorGame[] = file.games;
  if (!isArray(games as unknown)) throw wrongType('makeWthor', 'games must be an array', games);
  if (games.length > MAX_WTHOR_GAMES) {
    throw new OthelloException(
      'TOO_LARGE',
      `makeWthor: a file holds at most ${MAX_WTHOR_GAMES} games, got ${games.length}`,
    );
  }
  for (let g = 0; g < games.length; g++) checkGame(games[g] as WthorGame, g);
  const out = new Uint8Array(HEADER + RECORD * games.length);
  const view = new DataView(out.buffer);
  out.set(file.header);
  view.setUint32(4, games.length, true);
  for (let g = 0; g < games.length; g++) {
    const game = games[g] as WthorGame;
    const at = HEADER + g * RECORD;
    view.setUint16(at, game.tournament, true);
    view.setUint16(at + 2, game.black, true);
    view.setUint16(at + 4, game.white, true);
    out[at + 6] = game.blackScore;
    out[at + 7] = game.theoreticalScore;
    for (let m = 0; m < game.moves.length; m++) {
      const s = game.moves[m] as Square;
      out[at + 8 + m] = 10 * (s.i + 1) + s.j + 1;
    }
  }
  return out;
});

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
import { SQUARES, square, type Square } from './vocabulary.js';

const HEADER = 16;
const RECORD = 68;
const MOVES = 60;

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
export function wthorSquare(byte: number): Square {
  const row = Math.floor(byte / 10);
  const col = byte % 10;
  if (row < 1 || row > 8 || col < 1 || col > 8) {
    throw new RangeError(`wthorSquare: ${byte} is not a move (10 * row + column, 11..88)`);
  }
  return SQUARES[8 * (row - 1) + col - 1]!;
}

/** Parses a .wtb file. Throws on a size that is not 16 + 68 * games. */
export function parseWthor(bytes: Uint8Array): WthorFile {
  if (bytes.length < HEADER || (bytes.length - HEADER) % RECORD !== 0) {
    throw new RangeError(`parseWthor: ${bytes.length} bytes is not 16 + 68 * games`);
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
}

/** Writes a .wtb file: the header with its game count set, then the games. */
export function makeWthor(file: WthorFile): Uint8Array {
  if (file.header.length !== HEADER) {
    throw new RangeError(`makeWthor: the header must be ${HEADER} bytes, got ${file.header.length}`);
  }
  const out = new Uint8Array(HEADER + RECORD * file.games.length);
  const view = new DataView(out.buffer);
  out.set(file.header);
  view.setUint32(4, file.games.length, true);
  file.games.forEach((game, g) => {
    const at = HEADER + g * RECORD;
    if (game.moves.length > MOVES) {
      throw new RangeError(`makeWthor: game ${g + 1} has ${game.moves.length} moves, at most ${MOVES}`);
    }
    view.setUint16(at, game.tournament, true);
    view.setUint16(at + 2, game.black, true);
    view.setUint16(at + 4, game.white, true);
    out[at + 6] = game.blackScore;
    out[at + 7] = game.theoreticalScore;
    game.moves.forEach((s, m) => {
      const { i, j } = square(s.i, s.j);
      out[at + 8 + m] = 10 * (i + 1) + j + 1;
    });
  });
  return out;
}

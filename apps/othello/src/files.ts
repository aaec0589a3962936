/**
 * Saved games: `save FILE` writes one, `--load FILE` reads it back. The
 * file is text a person can read and write by hand:
 *
 * ```text
 * # othello: a saved game; `othello --load FILE` plays on from here
 * board: ------------------XO-O----XXOO-----XOX-----OOX------O----------- X
 * moves: f5d6c3d3c4
 * ```
 *
 * `board:` (an Edax board string) only when the game did not start from the
 * start position; `#` lines and blank lines are skipped, and a line without a
 * key is more moves, so a file holding only a transcript (or the game's own
 * `Transcript:` lines) loads too.
 *
 * Why the care: the file name comes from the player, so a read must never
 * hang on a FIFO or read a device without end (opened non-blocking, a
 * regular file only, at most MAX_SAVE_BYTES read), and a save must never
 * replace a file it did not write (created with O_EXCL, which also refuses a
 * symbolic link; a file this game saved is replaced through a fresh
 * exclusive temporary file renamed over it).
 */
import { randomBytes } from 'node:crypto';
import {
  type BigIntStats,
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  lstatSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { printableInput, readBoundedSync } from '@arcade/view-console/io';

/** The largest file --load reads: a saved game is about 200 bytes. */
export const MAX_SAVE_BYTES = 16 * 1024;

/** What a saved game holds: the start position (null: the usual one) and the moves from there. */
export interface SavedGame {
  readonly board: string | null;
  readonly moves: string;
}

/** A file's name for a one-line reason: printable, at most `max` characters (24: a reason stays one line). */
export function fileName(path: string, max = 24): string {
  return `"${printableInput(path, max)}"`;
}

/** An error's code (ENOENT, EACCES, ...) in words, for a one-line reason. */
function why(err: unknown): string {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a folder on its path is a file';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    default:
      return typeof code === 'string' ? code : 'an error';
  }
}

/** Whether an error is a missing file (so --load can read the value as a mistyped transcript). */
export function isMissing(reason: string): boolean {
  return reason.endsWith(': no such file');
}

/**
 * The text of a small regular file, or a one-line reason. Opened
 * non-blocking, so a FIFO with no writer does not hang the open; anything
 * but a regular file (a FIFO, a device such as /dev/zero, a folder) is
 * refused after fstat without reading; at most `max` bytes are read.
 */
export function readSmallFile(path: string, max: number = MAX_SAVE_BYTES): string | { readonly reason: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (err) {
    return { reason: `cannot read ${fileName(path)}: ${why(err)}` };
  }
  try {
    if (!fstatSync(fd).isFile()) return { reason: `${fileName(path)} is not a regular file` };
    // The shared bounded reader: one byte past the cap tells a file at the cap from a longer one.
    const read = readBoundedSync(fd, max);
    if (read.truncated) return { reason: `${fileName(path)} is over ${max} bytes: not a saved game` };
    return new TextDecoder('utf-8').decode(read.bytes).replace(/^\uFEFF/, '');
  } catch (err) {
    return { reason: `cannot read ${fileName(path)}: ${why(err)}` };
  } finally {
    closeSync(fd);
  }
}

/** The text of a saved game (see the module's comment). */
export function makeSavedGame(game: SavedGame): string {
  const lines = ['# othello: a saved game; `othello --load FILE` plays on from here'];
  if (game.board !== null) lines.push(`board: ${game.board}`);
  lines.push(`moves: ${game.moves}`);
  return `${lines.join('\n')}\n`;
}

/** Reads a saved game's text: the board line (if any) and the moves; a string is a reason. */
export function parseSavedGame(text: string): SavedGame | string {
  let board: string | null = null;
  const moves: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^(board|moves|transcript):\s*(.*)$/i.exec(line);
    const key = m?.[1]?.toLowerCase();
    if (key === 'board') {
      if (board !== null) return `line ${n + 1}: a second board`;
      board = m![2]!;
    } else if (key === undefined && !/^[a-h1-8\s]*$/i.test(line)) {
      return `line ${n + 1} is not a saved game's (board:, moves: or #)`;
    } else {
      moves.push(m?.[2] ?? line);
    }
  }
  return { board, moves: moves.join(' ') };
}

/**
 * A file as this game left it: device, inode, size and change time (in
 * nanoseconds; an inode number alone can be reused by a file made after
 * ours was deleted).
 */
type Written = string;

function identity(st: BigIntStats): Written {
  return `${st.dev}:${st.ino}:${st.size}:${st.ctimeNs}`;
}

/**
 * Saves games to files the player names, and remembers which files it
 * wrote, so that a second `save` to the same name replaces only the file
 * this game wrote itself (atomically), and never anything else.
 */
export class GameSaver {
  readonly #written = new Map<string, Written>();

  /**
   * Writes `text` to `path`. Returns null when saved, or a one-line reason:
   * an existing file this game did not write is refused (delete it or pick
   * another name), so is a symbolic link; a write that fails leaves no
   * partial file behind.
   */
  save(path: string, text: string): string | null {
    const full = resolve(path);
    const mine = this.#written.get(full);
    let existing: Written | null = null;
    try {
      const st = lstatSync(full, { bigint: true });
      existing = identity(st);
      if (!st.isFile()) return `${fileName(path)} exists and is not a file`;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code !== 'ENOENT') return `cannot save to ${fileName(path)}: ${why(err)}`;
    }
    if (existing !== null && existing !== mine) {
      return `${fileName(path)} exists (othello writes new files only)`;
    }
    // A new file is written in place with O_EXCL; a file of ours is replaced by a renamed temporary.
    const target =
      existing === null ? full : join(dirname(full), `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
    let fd: number;
    try {
      fd = openSync(target, 'wx', 0o644);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'EEXIST') return `${fileName(path)} exists (othello writes new files only)`;
      // The file itself was checked missing above: here it is its folder.
      if (code === 'ENOENT') return `cannot save to ${fileName(path)}: no such folder`;
      return `cannot save to ${fileName(path)}: ${why(err)}`;
    }
    let open = true;
    try {
      const bytes = Buffer.from(text, 'utf8');
      let n = 0;
      while (n < bytes.length) n += writeSync(fd, bytes, n, bytes.length - n);
      fsyncSync(fd);
      open = false;
      closeSync(fd);
      if (target !== full) renameSync(target, full);
      // After the rename: a rename changes the file's ctime.
      this.#written.set(full, identity(lstatSync(full, { bigint: true })));
      return null;
    } catch (err) {
      if (open) closeSync(fd);
      try {
        unlinkSync(target);
      } catch {
        // Nothing left to remove.
      }
      return `cannot save to ${fileName(path)}: ${why(err)}`;
    }
  }
}

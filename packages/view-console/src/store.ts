/**
 * A durable JSON file for the games' saved data (Two Dots' progress,
 * FreeCell's statistics): Node only, kept out of the renderers' imports
 * (`@arcade/view-console/store`). The file system is injected, so tests use
 * temporary directories and file systems that fail.
 *
 * ```ts
 * import * as fs from 'node:fs';
 * import { configPath, jsonFileStore } from '@arcade/view-console/store';
 * const store = jsonFileStore({
 *   fs,
 *   path: configPath(process.env, 'counter.json') ?? '/tmp/counter.json',
 *   empty: 0,
 *   parse: (text) => (/^\d+\n$/.test(text) ? { value: Number(text) } : { reason: 'not a count' }),
 *   make: (n) => `${n}\n`,
 * });
 * store.load(); // { kind: 'missing', value: 0 } the first time
 * store.update((onDisk) => onDisk + 1); // { saved: 1, keptAs: null }
 * ```
 *
 * What it guarantees, and why (issues 22 and 23):
 * - A save is read, merge, write under an inter-process lock (the folder
 *   `<file>.lock`, made with mkdir), so two games saving at once never lose
 *   either's update.
 * - The new text goes to an exclusive, randomly named temporary file
 *   (`O_CREAT | O_EXCL | O_NOFOLLOW`: a planted file or link at that name is
 *   never written through), is fsynced, then renamed over the file: a crash
 *   leaves the old file or the new one, whole. Temporary files that a killed
 *   save left behind are removed by the next save.
 * - Only a regular file is read (fstat on the opened descriptor, opened
 *   non-blocking so a FIFO cannot hang the game), at most MAX_STORE_BYTES.
 * - Saved data is never lost: a file that cannot be read, is not a regular
 *   file, is too large, or is of another version is kept as it is, and this
 *   store saves nothing in this run. A corrupt file is kept beside the new
 *   one (`<file>.corrupt-<time>`) when a save replaces it.
 * - A file that is a symbolic link is updated through the link (the file it
 *   names is replaced, the link stays); a link to nothing is refused.
 * - A leading byte-order mark is accepted; text that is not UTF-8 is corrupt.
 *
 * write-file-atomic was not used: its temporary file is opened with `'w'`
 * (not exclusive, follows a link) under a name made from the process id, the
 * two faults of issue 23.4 and 23.5. proper-lockfile (lockSync) was tried
 * and dropped: it installs signal-exit's SIGINT/SIGTERM/SIGHUP listeners,
 * and a JavaScript listener never runs while a game blocks in a synchronous
 * read, so after the first save Ctrl-C no longer stopped the game (Node's
 * default death, status 130, is what the games rely on). The lock here is
 * its mkdir scheme without the handlers: a lock left by a killed game is
 * taken over once it is LOCK_STALE_MS old.
 */
import { randomBytes } from 'node:crypto';
import type * as nodeFs from 'node:fs';
import { constants } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { checkFunction, checkRecord, checkString, fail } from './errors.js';
import { describe, frozen } from '@arcade/core';

/** The file system calls a store makes (node:fs fits); the lock's are mkdirSync, statSync and rmdirSync. */
export type StoreFs = Pick<
  typeof nodeFs,
  | 'openSync'
  | 'fstatSync'
  | 'readSync'
  | 'writeSync'
  | 'fsyncSync'
  | 'closeSync'
  | 'renameSync'
  | 'unlinkSync'
  | 'mkdirSync'
  | 'lstatSync'
  | 'statSync'
  | 'realpathSync'
  | 'readdirSync'
  | 'rmdirSync'
>;

/** Why a file's text is not a store's value (`otherVersion`: keep the file, save nothing). */
export interface StoreParseFailure {
  readonly reason: string;
  readonly otherVersion?: boolean | undefined;
}

/** What `parse` makes of a file's text: the value, or why it is not one (`otherVersion`: keep it, save nothing). */
export type StoreParse<T> = { readonly value: T } | StoreParseFailure;

/** How a store reads and writes its value. */
export interface JsonFileStoreOptions<T> {
  readonly fs: StoreFs;
  /** The file's absolute path. */
  readonly path: string;
  /** The value when there is no file (or a corrupt one). */
  readonly empty: T;
  /** The value from the file's text (without a leading byte-order mark), or why not; must not throw. */
  readonly parse: (text: string) => StoreParse<T>;
  /** The file's text for a value. */
  readonly make: (value: T) => string;
  /** The largest file read, in bytes (MAX_STORE_BYTES by default). */
  readonly maxBytes?: number;
  /** The time a corrupt file's copy is named after (the clock by default). */
  readonly now?: () => Date;
  /** How long a save waits for another game's lock, in milliseconds (LOCK_WAIT_MS by default). */
  readonly lockWaitMs?: number;
}

/**
 * What load() found. `missing`: no file; `saved`: the file's value;
 * `corrupt`: not the store's format (the next save keeps it as
 * `<file>.corrupt-<time>`); `refused`: unreadable, not a regular file, too
 * large, or of another version, so it is kept and nothing is saved.
 * `reason` is a few words (`EACCES: permission denied`, `a FIFO`).
 */
export type StoreLoad<T> =
  | { readonly kind: 'missing'; readonly value: T }
  | { readonly kind: 'saved'; readonly value: T }
  | { readonly kind: 'corrupt'; readonly value: T; readonly reason: string }
  | { readonly kind: 'refused'; readonly value: T; readonly reason: string };

/**
 * What a save did: the value now in the file (`saved`, after the merge) and
 * the name a corrupt file was kept under (or null); or, when nothing was
 * saved, the reason in a few words, with `first` true only the first time
 * (a game says it once).
 */
export type StoreSave<T> =
  | { readonly saved: T; readonly keptAs: string | null }
  | { readonly saved: null; readonly reason: string; readonly first: boolean };

/** A durable JSON file: see the module's comment. */
export interface JsonFileStore<T> {
  /** The file's path. */
  readonly path: string;
  /** Reads the file (never throws; never writes). A `refused` file turns saving off for this store. */
  load(): StoreLoad<T>;
  /** Under the lock: reads the file, writes `change(what is saved)`. Never throws for the file system. */
  update(change: (onDisk: T) => T): StoreSave<T>;
  /**
   * Whether a save can be made: makes the folder and takes and releases the
   * lock (writes no file). Null, or the reason in a few words, which turns
   * saving off (and counts as said: a game tells it before play, not after).
   */
  check(): string | null;
  /** Why saving is off (a few words), or null while it is on. */
  readonly off: string | null;
}

/** The largest file a store reads: saved game data is a few hundred bytes. */
export const MAX_STORE_BYTES = 1024 * 1024;

/** How long a save waits for another game's lock before it gives up (a crashed game's lock is stale after LOCK_STALE_MS). */
export const LOCK_WAIT_MS = 6000;

/** A lock older than this is a crashed game's: a save holds it for milliseconds. */
export const LOCK_STALE_MS = 4000;

/**
 * The path of a game's file in the user's config directory:
 * $XDG_CONFIG_HOME/arcade/NAME when that is absolute (the XDG rule: a
 * relative one is ignored), else $HOME/.config/arcade/NAME; null when
 * neither is set.
 */
export const configPath = /* @__PURE__ */ frozen(function configPath(
  env: { readonly XDG_CONFIG_HOME?: string | undefined; readonly HOME?: string | undefined },
  name: string,
): string | null {
  const xdg = env.XDG_CONFIG_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'arcade', name);
  const home = env.HOME;
  if (home !== undefined && isAbsolute(home)) return join(home, '.config', 'arcade', name);
  return null;
});

/** `path` as messages show it: the home directory as `~`. */
export const shownPath = /* @__PURE__ */ frozen(function shownPath(path: string, home: string | undefined): string {
  const h = home?.replace(/\/+$/, '');
  return h !== undefined && h !== '' && path.startsWith(`${h}/`) ? `~${path.slice(h.length)}` : path;
});

/** The first of `lines` within 80 columns (the console's width), else the last. */
export const oneLine = /* @__PURE__ */ frozen(function oneLine(...lines: readonly string[]): string {
  return lines.find((l) => l.length <= 80) ?? lines[lines.length - 1] ?? '';
});

/**
 * The start of every game's `parse`: the text as a JSON object whose
 * `version` is `version`, given as `own(key)` (the object's own property, or
 * undefined: a polluted Object.prototype never leaks in, issue 23.13); or why
 * not, with `otherVersion` for a file another version of the game wrote
 * (kept, not overwritten). A leading byte-order mark is accepted. Never throws.
 *
 * ```ts
 * const r = parseVersionedJson('{"version":1,"n":3}', 1);
 * 'own' in r ? r.own('n') : r.reason; // 3
 * ```
 */
export const parseVersionedJson = /* @__PURE__ */ frozen(function parseVersionedJson(
  text: string,
  version: number,
): { readonly own: (key: string) => unknown } | StoreParseFailure {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    return { reason: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { reason: 'not a JSON object' };
  const obj = data as Record<string, unknown>;
  const own = (key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : undefined);
  const found = own('version');
  // A positive whole number that is not ours is a newer (or older) game's file: keep it, do not call it corrupt.
  if (typeof found === 'number' && Number.isSafeInteger(found) && found > 0 && found !== version) {
    return { reason: `version ${found}, not ${version}`, otherVersion: true };
  }
  if (found !== version) return { reason: `unknown version ${String(found).slice(0, 12)}` };
  return { own };
});

/** An error in a few words: `EACCES: permission denied`, or its code. */
export const fileReason = /* @__PURE__ */ frozen(function fileReason(err: unknown): string {
  const c = (err as { code?: unknown } | null)?.code;
  if (typeof c !== 'string') return 'unknown error';
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'not a directory',
    EISDIR: 'a directory',
    ENOSPC: 'no space left',
    ELOOP: 'too many links',
    ELOCKED: 'another game holds the lock',
  };
  const code = c.slice(0, 12);
  return Object.hasOwn(words, code) ? `${code}: ${words[code]}` : code;
});

const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;

/** Why a file that is not a regular file is refused. */
function kindOf(st: nodeFs.Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** A file's text, or why it has none: missing, or refused (not regular, too large, unreadable). */
type Read =
  | { readonly kind: 'text'; readonly text: string; readonly mode: number }
  | { readonly kind: 'missing' }
  | { readonly kind: 'refused'; readonly reason: string };

const decoder = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Reads a regular file of at most `max` bytes; opened non-blocking, so a FIFO answers at once. */
function readBounded(fs: StoreFs, path: string, max: number): Read | { readonly kind: 'bad-utf8' } {
  let fd: number;
  try {
    fd = fs.openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (err) {
    return codeOf(err) === 'ENOENT' ? { kind: 'missing' } : { kind: 'refused', reason: fileReason(err) };
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return { kind: 'refused', reason: kindOf(st) };
    // One byte more than the cap tells a file at the cap from a larger one; fstat's size is only a start
    // (the file may grow while it is read).
    let buf = new Uint8Array(Math.min(max, Math.max(st.size, 4095)) + 1);
    let got = 0;
    for (;;) {
      if (got === buf.length) {
        if (buf.length > max) return { kind: 'refused', reason: `larger than ${max} bytes` };
        const bigger = new Uint8Array(Math.min(max, buf.length * 2) + 1);
        bigger.set(buf);
        buf = bigger;
      }
      const n = fs.readSync(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
    }
    return decode(buf.subarray(0, got), st.mode);
  } catch (err) {
    return { kind: 'refused', reason: fileReason(err) };
  } finally {
    fs.closeSync(fd);
  }
}

function decode(bytes: Uint8Array, mode: number): Read | { readonly kind: 'bad-utf8' } {
  try {
    // The decoder drops a leading byte-order mark (ignoreBOM: false), which editors may add.
    return { kind: 'text', text: decoder.decode(bytes), mode };
  } catch {
    return { kind: 'bad-utf8' };
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** `20261125T134502Z`: a corrupt file's copy is named after the time it was kept. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** A durable JSON file store (see the module comment). Throws ViewConsoleError for bad options only. */
export const jsonFileStore = /* @__PURE__ */ frozen(function jsonFileStore<T>(
  options: JsonFileStoreOptions<T>,
): JsonFileStore<T> {
  checkRecord('jsonFileStore', 'options', options);
  const fs = checkRecord('jsonFileStore', 'options.fs', options.fs) as unknown as StoreFs;
  const path = checkString('jsonFileStore', 'options.path', options.path);
  if (!isAbsolute(path)) fail('BAD_VALUE', `jsonFileStore: options.path must be absolute, got ${describe(path)}`);
  const parse = checkFunction<(text: string) => StoreParse<T>>('jsonFileStore', 'options.parse', options.parse);
  const make = checkFunction<(value: T) => string>('jsonFileStore', 'options.make', options.make);
  const empty = options.empty;
  const max = options.maxBytes ?? MAX_STORE_BYTES;
  const now = options.now ?? (() => new Date());
  const wait = options.lockWaitMs ?? LOCK_WAIT_MS;
  let off: string | null = null;
  let told = false;

  /** The file as read: the same four kinds as load(), with the text's mode for the rewrite. */
  const read = (file: string): StoreLoad<T> & { readonly mode?: number } => {
    const r = readBounded(fs, file, max);
    if (r.kind === 'missing') return { kind: 'missing', value: empty };
    if (r.kind === 'refused') return { kind: 'refused', value: empty, reason: r.reason };
    if (r.kind === 'bad-utf8') return { kind: 'corrupt', value: empty, reason: 'not UTF-8 text' };
    const parsed = parse(r.text);
    if ('value' in parsed) return { kind: 'saved', value: parsed.value, mode: r.mode };
    if (parsed.otherVersion === true) return { kind: 'refused', value: empty, reason: parsed.reason };
    return { kind: 'corrupt', value: empty, reason: parsed.reason };
  };

  /** The file a save replaces: `path`, or the file its link names (a link to nothing is refused). */
  const target = (): string => {
    let st: nodeFs.Stats;
    try {
      st = fs.lstatSync(path);
    } catch (err) {
      if (codeOf(err) !== 'ENOENT') throw err;
      fs.mkdirSync(dirname(path), { recursive: true });
      return path;
    }
    if (!st.isSymbolicLink()) return path;
    try {
      return fs.realpathSync(path);
    } catch (err) {
      if (codeOf(err) === 'ENOENT') throw Object.assign(new Error('link to nothing'), { code: 'EDANGLING' });
      throw err;
    }
  };

  /**
   * Takes the lock on `file` (the folder `<file>.lock`: mkdir is atomic, and
   * fails for all but one), waiting while another game holds it; a lock
   * older than LOCK_STALE_MS is a crashed game's and is taken over. Returns
   * the release. No exit or signal handler is installed (see the module
   * comment: a killed game's lock goes stale instead).
   */
  const lock = (file: string): (() => void) => {
    const dir = `${file}.lock`;
    const deadline = Date.now() + wait;
    for (let tries = 0; ; tries++) {
      try {
        fs.mkdirSync(dir, { mode: 0o700 });
        return () => {
          try {
            fs.rmdirSync(dir);
          } catch {
            // Gone already (taken over as stale): the file was still written whole.
          }
        };
      } catch (err) {
        if (codeOf(err) !== 'EEXIST') throw err;
      }
      let age: number;
      try {
        age = Date.now() - fs.statSync(dir).mtimeMs;
      } catch (err) {
        if (codeOf(err) === 'ENOENT') continue; // released meanwhile: try again at once
        throw err;
      }
      if (age > LOCK_STALE_MS) {
        try {
          fs.rmdirSync(dir);
        } catch (err) {
          if (codeOf(err) !== 'ENOENT') throw err;
        }
        continue;
      }
      if (Date.now() >= deadline) throw Object.assign(new Error('lock held'), { code: 'ELOCKED' });
      // A save holds the lock for a few milliseconds: short pauses, spread so two waiting games alternate.
      pause(1 + ((tries * 7 + (process.pid % 5)) % 10));
    }
  };

  /** Removes temporary files a killed save left in `dir` (under the lock, no live save has one). */
  const sweep = (dir: string, base: string, mine: string | null) => {
    const prefix = `${base}.`;
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return; // the save itself will say what is wrong with the folder
    }
    for (const name of names) {
      if (name === mine || !name.startsWith(prefix) || !/^[0-9a-f]+\.tmp$/.test(name.slice(prefix.length))) continue;
      try {
        fs.unlinkSync(join(dir, name));
      } catch {
        // Another user's file, or gone already: not this save's business.
      }
    }
  };

  /** Writes `text` to `file` through an exclusive temporary file, fsynced, then renamed. */
  const write = (file: string, text: string, mode: number) => {
    const dir = dirname(file);
    const base = basename(file);
    let fd = -1;
    let tmp = '';
    for (let attempt = 0; fd < 0; attempt++) {
      tmp = join(dir, `${base}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        fd = fs.openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode);
      } catch (err) {
        // EEXIST: something (planted, or a collision) has that name; another random name is safe.
        if (codeOf(err) !== 'EEXIST' || attempt >= 4) throw err;
      }
    }
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fd = -1;
      fs.renameSync(tmp, file);
    } catch (err) {
      if (fd >= 0) fs.closeSync(fd);
      try {
        fs.unlinkSync(tmp);
      } catch {
        // Renamed already, or the folder refuses: the save's own error is the one to tell.
      }
      throw err;
    }
    // The rename is durable once the folder is synced; a folder that cannot be synced still has the file.
    try {
      const dfd = fs.openSync(dir, constants.O_RDONLY);
      try {
        fs.fsyncSync(dfd);
      } finally {
        fs.closeSync(dfd);
      }
    } catch {
      // Some file systems refuse fsync on a folder.
    }
  };

  /** Keeps a corrupt `file` as `<file>.corrupt-<time>` (a number added if that is taken); the name kept. */
  const keep = (file: string): string => {
    const first = `${file}.corrupt-${stamp(now())}`;
    for (let n = 1; ; n++) {
      const name = n === 1 ? first : `${first}-${n}`;
      try {
        fs.lstatSync(name);
      } catch (err) {
        if (codeOf(err) !== 'ENOENT') throw err;
        fs.renameSync(file, name);
        return name;
      }
    }
  };

  const refuse = (reason: string): StoreSave<T> => {
    off ??= reason;
    const first = !told;
    told = true;
    return { saved: null, reason: off, first };
  };

  return {
    path,
    get off() {
      return off;
    },
    load(): StoreLoad<T> {
      const r = read(path);
      if (r.kind === 'refused') {
        off ??= r.reason;
        // load's warning is the one the player sees: a save after it says nothing more.
        told = true;
      }
      const { mode: _mode, ...loaded } = r as StoreLoad<T> & { mode?: number };
      return loaded as StoreLoad<T>;
    },
    check(): string | null {
      if (off !== null) return off;
      try {
        lock(target())();
        return null;
      } catch (err) {
        off = codeOf(err) === 'EDANGLING' ? 'a link to a missing file' : fileReason(err);
        told = true;
        return off;
      }
    },
    update(change: (onDisk: T) => T): StoreSave<T> {
      if (off !== null) return refuse(off);
      let release: (() => void) | null = null;
      try {
        const file = target();
        release = lock(file);
        const disk = read(file);
        if (disk.kind === 'refused') return refuse(disk.reason);
        const value = change(disk.value);
        const text = make(value);
        sweep(dirname(file), basename(file), null);
        const keptAs = disk.kind === 'corrupt' ? keep(file) : null;
        write(file, text, disk.kind === 'saved' && disk.mode !== undefined ? disk.mode & 0o777 : 0o644);
        return { saved: value, keptAs };
      } catch (err) {
        if (codeOf(err) === 'EDANGLING') return refuse('a link to a missing file');
        return refuse(fileReason(err));
      } finally {
        try {
          release?.();
        } catch {
          // The lock went stale and was taken: the file was still written whole.
        }
      }
    },
  };
});

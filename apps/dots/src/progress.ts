/**
 * Saved progress of mode L: the highest level won, in a small JSON file in
 * the user's config directory ($XDG_CONFIG_HOME/arcade/dots.json, else
 * ~/.config/arcade/dots.json). The file system and the environment are
 * injected, so tests use temporary directories and failing file systems.
 *
 * ```ts
 * import * as fs from 'node:fs';
 * import { fileProgress } from '@arcade/dots';
 * const progress = fileProgress({ fs, env: { XDG_CONFIG_HOME: '/tmp/cfg' } });
 * progress.load(); // { highestWon: 0, warning: 'No progress saved yet ...' } the first time
 * progress.save(3); // null: saved atomically (a temporary file, then rename)
 * progress.load().highestWon; // 3
 * ```
 *
 * Why this shape: a missing, unreadable or corrupt file is a one-line
 * warning and a fresh start, never a crash; a save after that still
 * writes (the current run's win is never lost to an old bad file); a
 * directory that cannot be written is said once, and the game plays on.
 */
import { dirname, isAbsolute, join } from 'node:path';

/** The file system calls progress needs (node:fs fits). */
export interface ProgressFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string, options: { readonly mode?: number; readonly flag?: string }): void;
  renameSync(from: string, to: string): void;
  mkdirSync(path: string, options: { readonly recursive: true }): unknown;
  unlinkSync(path: string): void;
}

/** The environment variables progress reads. */
export interface ProgressEnv {
  readonly XDG_CONFIG_HOME?: string | undefined;
  readonly HOME?: string | undefined;
}

/** What load() found: the highest level won (0 for none) and a one-line warning, or null. */
export interface LoadedProgress {
  readonly highestWon: number;
  readonly warning: string | null;
}

/** Where progress is kept: load it, save a new highest level, forget it. */
export interface ProgressStore {
  /** Where it is kept (the full path), or null when nowhere. */
  readonly where: string | null;
  /** The highest level won; never throws (a bad file is a warning and 0). */
  load(): LoadedProgress;
  /**
   * Records `highestWon` (kept if higher than what is saved). Returns null
   * when saved, else a one-line warning the first time saving fails (an
   * empty string after that: the player has been told once).
   */
  save(highestWon: number): string | null;
  /**
   * Forgets the progress; returns null, or a one-line warning when it cannot
   * (the caller then saves nothing more in this run, lest an old level be kept).
   */
  reset(): string | null;
}

/** The file's format version. */
export const PROGRESS_VERSION = 1;
/** The most levels a progress file may claim (anything more is corrupt). */
export const MAX_SAVED_LEVEL = 1000;

/** The progress file's text for `highestWon`. */
export function makeProgress(highestWon: number): string {
  return `${JSON.stringify({ version: PROGRESS_VERSION, highestWon })}\n`;
}

/** The highest level won from the file's text, or a reason it is not progress. Paired with makeProgress. */
export function parseProgress(text: string): { readonly highestWon: number } | { readonly reason: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { reason: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { reason: 'not a JSON object' };
  const { version, highestWon } = data as Record<string, unknown>;
  if (version !== PROGRESS_VERSION) return { reason: `unknown version ${String(version).slice(0, 12)}` };
  if (typeof highestWon !== 'number' || !Number.isSafeInteger(highestWon)) {
    return { reason: 'highestWon not a whole number' };
  }
  if (highestWon < 0 || highestWon > MAX_SAVED_LEVEL) return { reason: `highestWon ${highestWon} out of range` };
  return { highestWon };
}

/**
 * The progress file's path: $XDG_CONFIG_HOME/arcade/dots.json when that is
 * an absolute path (the XDG rule: a relative one is ignored), else
 * $HOME/.config/arcade/dots.json; null when neither is set.
 */
export function progressPath(env: ProgressEnv): string | null {
  const xdg = env.XDG_CONFIG_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'arcade', 'dots.json');
  const home = env.HOME;
  if (home !== undefined && isAbsolute(home)) return join(home, '.config', 'arcade', 'dots.json');
  return null;
}

/** An error's code (`EACCES`), for a message that also names the file. */
function code(err: unknown): string {
  const c = (err as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c.slice(0, 12) : 'unknown error';
}

/** An error in a few words: `EACCES: permission denied`. */
function why(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code.slice(0, 12) : null;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'not a directory',
    EISDIR: 'is a directory',
    ENOSPC: 'no space left',
    EEXIST: 'a file is in the way',
  };
  if (code !== null) return words[code] === undefined ? code : `${code}: ${words[code]}`;
  return 'unknown error';
}

const isMissing = (err: unknown) => (err as { code?: unknown } | null)?.code === 'ENOENT';

/** The widest a warning may be: the console's 80 columns. */
const WIDTH = 80;

/** The warning naming the file when it fits in one line, else the one without it (both one line). */
const oneLine = (withPath: string, without: string) => (withPath.length <= WIDTH ? withPath : without);

export interface FileProgressOptions {
  readonly fs: ProgressFs;
  readonly env: ProgressEnv;
  /** Makes the temporary file's name unique to this process (process.pid by default). */
  readonly pid?: number;
}

/** Progress in the JSON file progressPath(env) names, written atomically. */
export function fileProgress(options: FileProgressOptions): ProgressStore {
  const { fs, env } = options;
  const path = progressPath(env);
  // The file as messages show it: the home directory as ~.
  const home = env.HOME?.replace(/\/+$/, '');
  const shown =
    path !== null && home !== undefined && home !== '' && path.startsWith(`${home}/`)
      ? `~${path.slice(home.length)}`
      : path;
  const pid = options.pid ?? process.pid;
  let saveFailed = false;

  const read = (): LoadedProgress => {
    if (path === null) {
      return { highestWon: 0, warning: 'No HOME or XDG_CONFIG_HOME: progress will not be saved.' };
    }
    let text: string;
    try {
      text = fs.readFileSync(path, 'utf8');
    } catch (err) {
      const warning = isMissing(err)
        ? oneLine(
            `No progress saved yet (${shown}): starting at level 1.`,
            'No progress saved yet: starting at level 1.',
          )
        : oneLine(
            `Cannot read ${shown} (${code(err)}): starting at level 1.`,
            `Cannot read the progress file (${why(err)}): starting at level 1.`,
          );
      return { highestWon: 0, warning };
    }
    const parsed = parseProgress(text);
    if ('reason' in parsed) {
      const warning = oneLine(
        `${shown} is corrupt (${parsed.reason}): starting at level 1.`,
        `Corrupt progress file (${parsed.reason}): starting at level 1.`,
      );
      return { highestWon: 0, warning };
    }
    return { highestWon: parsed.highestWon, warning: null };
  };

  /** Writes the file atomically: a temporary file beside it, then rename (a crash leaves the old file whole). */
  const write = (highestWon: number): void => {
    if (path === null) throw Object.assign(new Error('no config directory'), { code: 'NOHOME' });
    const dir = dirname(path);
    const tmp = `${path}.${pid}.tmp`;
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(tmp, makeProgress(highestWon), { mode: 0o644 });
      fs.renameSync(tmp, path);
    } catch (err) {
      try {
        fs.unlinkSync(tmp);
      } catch {
        // Nothing was written, or it cannot be removed either: the save's own error is the one to tell.
      }
      throw err;
    }
  };

  return {
    where: path,
    load: read,
    save(highestWon: number): string | null {
      if (!Number.isSafeInteger(highestWon) || highestWon < 0 || highestWon > MAX_SAVED_LEVEL) {
        throw new RangeError(`save: highestWon must be a whole number from 0 to ${MAX_SAVED_LEVEL}`);
      }
      if (saveFailed) return '';
      // Another game may have saved a higher level since this one loaded: keep the higher.
      const best = Math.max(highestWon, read().highestWon);
      try {
        write(best);
        return null;
      } catch (err) {
        saveFailed = true;
        if (path === null) return 'No HOME or XDG_CONFIG_HOME: playing on without saving progress.';
        return oneLine(
          `Cannot save ${shown} (${code(err)}): playing on without saving.`,
          `Cannot save progress (${why(err)}): playing on without saving.`,
        );
      }
    },
    reset(): string | null {
      if (path === null) return null;
      try {
        fs.unlinkSync(path);
        return null;
      } catch (err) {
        if (isMissing(err)) return null;
        return oneLine(
          `Cannot forget ${shown} (${code(err)}): playing on without saving.`,
          `Cannot forget the progress (${why(err)}): playing on without saving.`,
        );
      }
    },
  };
}

/** Progress kept in memory only (main's default when none is wired, so tests never touch a real home). */
export function memoryProgress(highestWon = 0): ProgressStore & { highestWon(): number } {
  let saved = highestWon;
  return {
    where: null,
    load: () => ({ highestWon: saved, warning: null }),
    save(n: number) {
      saved = Math.max(saved, n);
      return null;
    },
    reset() {
      saved = 0;
      return null;
    },
    highestWon: () => saved,
  };
}

/**
 * Saved progress of mode L: the highest level won, in a small JSON file in
 * the user's config directory ($XDG_CONFIG_HOME/arcade/dots.json, else
 * ~/.config/arcade/dots.json), through the shared durable store
 * (`@arcade/view-console/store`: a lock around read, merge and write, an
 * exclusive temporary file, fsync, rename). The file system and the
 * environment are injected, so tests use temporary directories and
 * failing file systems.
 *
 * ```ts
 * import * as fs from 'node:fs';
 * import { fileProgress } from '@arcade/dots';
 * const progress = fileProgress({ fs, env: { XDG_CONFIG_HOME: '/tmp/cfg' } });
 * progress.load(); // { highestWon: 0, warning: 'No progress saved yet ...' } the first time
 * progress.save(3); // { highestWon: 3, keptAs: null }: what the file now holds
 * progress.load().highestWon; // 3
 * ```
 *
 * Why this shape (issue 22.1): saved progress is never lost. A missing file
 * is a fresh start; a corrupt one is kept as `dots.json.corrupt-<time>` when
 * the next save replaces it; a file that cannot be read, is not a regular
 * file, or is of another version is kept untouched and this run saves
 * nothing, said once when it is loaded. A save keeps the higher of what is
 * on disk and what this game won, so two games at once never lower it.
 */
import {
  configPath,
  type JsonFileStore,
  jsonFileStore,
  oneLine,
  parseVersionedJson,
  type StoreFs,
  type StoreParseFailure,
  shownPath,
} from '@arcade/view-console/store';

/** The file system calls progress needs (node:fs fits): the shared store's. */
export type ProgressFs = StoreFs;

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

/**
 * What save() did: the highest level won that the file now holds (at least
 * the one saved: another game may have won more) and the name a corrupt
 * file was kept under (or null); or a one-line warning, the empty string
 * when the player has been told already (saving is off for this run).
 */
export type SavedProgress =
  | { readonly highestWon: number; readonly keptAs: string | null }
  | { readonly highestWon: null; readonly warning: string };

/** Where progress is kept: load it, save a new highest level, forget it. */
export interface ProgressStore {
  /** Where it is kept (the full path), or null when nowhere. */
  readonly where: string | null;
  /** The highest level won; never throws (a bad file is a warning and 0). */
  load(): LoadedProgress;
  /** Records `highestWon`, kept if higher than what is saved; never throws for the file system. */
  save(highestWon: number): SavedProgress;
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

/**
 * The highest level won from the file's text, or a reason it is not progress
 * (`otherVersion` for a file of another version, which is kept: a newer game
 * wrote it). Paired with makeProgress. Only the object's own properties are
 * read (issue 23.13), and a leading byte-order mark is accepted.
 */
export function parseProgress(text: string): { readonly highestWon: number } | StoreParseFailure {
  const file = parseVersionedJson(text, PROGRESS_VERSION);
  if (!('own' in file)) return file;
  const highestWon = file.own('highestWon');
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
  return configPath(env, 'dots.json');
}

/** How fileProgress is made: the file system and the environment (tests pass their own). */
export interface FileProgressOptions {
  readonly fs: ProgressFs;
  readonly env: ProgressEnv;
  /** How long a save waits for another game's lock (the store's default otherwise). */
  readonly lockWaitMs?: number;
}

const NO_HOME_LOAD = 'No HOME or XDG_CONFIG_HOME: progress will not be saved.';
const NO_HOME_SAVE = 'No HOME or XDG_CONFIG_HOME: playing on without saving progress.';

/** Progress in the JSON file progressPath(env) names, through the shared durable store. */
export function fileProgress(options: FileProgressOptions): ProgressStore {
  const { fs, env } = options;
  const path = progressPath(env);
  const shown = path === null ? '' : shownPath(path, env.HOME);
  const store: JsonFileStore<number> | null =
    path === null
      ? null
      : jsonFileStore<number>({
          fs,
          path,
          empty: 0,
          parse: (text) => {
            const p = parseProgress(text);
            return 'highestWon' in p ? { value: p.highestWon } : p;
          },
          make: makeProgress,
          ...(options.lockWaitMs === undefined ? {} : { lockWaitMs: options.lockWaitMs }),
        });
  // With the path, the reason's code alone (`EACCES`), so more paths fit in 80 columns.
  const code = (reason: string) => reason.replace(/:.*/, '');
  const cannotSave = (reason: string) =>
    oneLine(
      `Cannot save ${shown} (${code(reason)}): playing on without saving.`,
      `Cannot save progress (${reason}): playing on without saving.`,
      'Cannot save progress: playing on without saving.',
    );
  let noHomeTold = false;

  return {
    where: path,
    load(): LoadedProgress {
      if (store === null) {
        noHomeTold = true; // said once: a save after it says nothing more
        return { highestWon: 0, warning: NO_HOME_LOAD };
      }
      const r = store.load();
      if (r.kind === 'refused') {
        // Kept untouched: this run saves nothing, and says so here, once.
        return {
          highestWon: 0,
          warning: oneLine(
            `Cannot use ${shown} (${code(r.reason)}): level 1, not saving.`,
            `Cannot use the progress file (${r.reason}): level 1, not saving.`,
            'Cannot use the progress file: starting at level 1, not saving.',
          ),
        };
      }
      // A folder that cannot be written is said before play, not after a win (issue 22.1).
      const blocked = store.check();
      if (blocked !== null) {
        return { highestWon: r.value, warning: cannotSave(blocked) };
      }
      switch (r.kind) {
        case 'saved':
          return { highestWon: r.value, warning: null };
        case 'missing':
          return {
            highestWon: 0,
            warning: oneLine(
              `No progress saved yet (${shown}): starting at level 1.`,
              'No progress saved yet: starting at level 1.',
            ),
          };
        case 'corrupt':
          return {
            highestWon: 0,
            warning: oneLine(
              `${shown} is corrupt (${r.reason}): starting at level 1.`,
              `Corrupt progress file (${r.reason}): starting at level 1.`,
              'Corrupt progress file: starting at level 1.',
            ),
          };
      }
    },
    save(highestWon: number): SavedProgress {
      if (!Number.isSafeInteger(highestWon) || highestWon < 0 || highestWon > MAX_SAVED_LEVEL) {
        throw new RangeError(`save: highestWon must be a whole number from 0 to ${MAX_SAVED_LEVEL}`);
      }
      if (store === null) {
        const warning = noHomeTold ? '' : NO_HOME_SAVE;
        noHomeTold = true;
        return { highestWon: null, warning };
      }
      // Another game may have saved a higher level since this one loaded: keep the higher.
      const r = store.update((onDisk) => Math.max(onDisk, highestWon));
      if (r.saved === null) return { highestWon: null, warning: r.first ? cannotSave(r.reason) : '' };
      return { highestWon: r.saved, keptAs: r.keptAs };
    },
    reset(): string | null {
      if (store === null) return null;
      const r = store.update(() => 0);
      if (r.saved !== null) return null;
      return oneLine(
        `Cannot forget ${shown} (${code(r.reason)}): playing on without saving.`,
        `Cannot forget the progress (${r.reason}): playing on without saving.`,
        'Cannot forget the progress: playing on without saving.',
      );
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
      return { highestWon: saved, keptAs: null };
    },
    reset() {
      saved = 0;
      return null;
    },
    highestWon: () => saved,
  };
}

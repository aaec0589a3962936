/**
 * Saved games in localStorage, versioned. Each game kind has one key
 * (`arcade.<game>`) holding `{ "v": STORAGE_VERSION, "data": ... }`. Data
 * that cannot be read, or that another version wrote, is reported once in the
 * status line and replaced by a fresh start; when storage is unavailable
 * (private mode, a full quota, storage blocked) the site keeps working
 * without saving and says so once.
 */

/** The version of the saved data this site writes and reads. */
export const STORAGE_VERSION = 1;

/** Where the site reports what went wrong with storage (the status line's `note`). */
export type Report = (message: string) => void;

/** The storage a page may use, or null when there is none. */
export function openStorage(): Storage | null {
  try {
    const s = window.localStorage;
    // Safari's private mode and a full quota both let you read but not write.
    const probe = 'arcade.probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

/** A game's saved state, kept under one key. */
export class Store {
  readonly #storage: Storage | null;
  readonly #report: Report;
  #warnedUnavailable = false;
  readonly #warnedKeys = new Set<string>();

  constructor(storage: Storage | null, report: Report) {
    this.#storage = storage;
    this.#report = report;
    if (storage === null) this.#unavailable();
  }

  #unavailable(): void {
    if (this.#warnedUnavailable) return;
    this.#warnedUnavailable = true;
    this.#report('Storage is unavailable here, so games are not saved.');
  }

  /**
   * The data saved under `key`, checked by `read` (which throws or returns
   * null on data it does not understand); null when nothing usable is saved.
   * Unusable data is reported once and removed, so the next save replaces it.
   */
  load<T>(key: string, what: string, read: (data: unknown) => T | null): T | null {
    if (this.#storage === null) return null;
    let text: string | null;
    try {
      text = this.#storage.getItem(`arcade.${key}`);
    } catch {
      this.#unavailable();
      return null;
    }
    if (text === null) return null;
    let reason: string | null = null;
    let result: T | null = null;
    try {
      const env: unknown = JSON.parse(text);
      if (typeof env !== 'object' || env === null || !('v' in env)) reason = 'it could not be read';
      else if (env.v !== STORAGE_VERSION) reason = `it is from another version (${String(env.v).slice(0, 20)})`;
      else {
        result = read((env as { data?: unknown }).data);
        if (result === null) reason = 'it could not be read';
      }
    } catch {
      reason = 'it could not be read';
    }
    if (reason !== null) {
      if (!this.#warnedKeys.has(key)) {
        this.#warnedKeys.add(key);
        this.#report(`The saved ${what} was replaced by a new one: ${reason}.`);
      }
      this.remove(key);
      return null;
    }
    return result;
  }

  /** Whether something is saved under `key` (read or not: the home page's "Continue"). */
  has(key: string): boolean {
    try {
      return this.#storage?.getItem(`arcade.${key}`) != null;
    } catch {
      return false;
    }
  }

  /** Saves `data` under `key`; on failure, says once that storage is unavailable. */
  save(key: string, data: unknown): void {
    if (this.#storage === null) return;
    try {
      this.#storage.setItem(`arcade.${key}`, JSON.stringify({ v: STORAGE_VERSION, data }));
    } catch {
      this.#unavailable();
    }
  }

  /** Forgets what is saved under `key`. */
  remove(key: string): void {
    try {
      this.#storage?.removeItem(`arcade.${key}`);
    } catch {
      this.#unavailable();
    }
  }
}

/**
 * Saved games in localStorage, versioned. Each game kind has one key
 * (`arcade.<game>`) holding `{ "v": STORAGE_VERSION, "data": ... }`. Data
 * that cannot be read, or that another version wrote, is reported once in the
 * status line and replaced by a fresh start (or, with `keepAside`, moved to a
 * key of its own and never overwritten); when storage is unavailable
 * (private mode, a full quota, storage blocked) the site keeps working
 * without saving and says so once.
 */

/** How many copies of unreadable data one key may keep aside (`arcade.<key>.unread-1` ...). */
export const ASIDE_SLOTS = 5;

/** Options of `Store.load`. */
export interface LoadOptions {
  /**
   * Keep unreadable data: move it to `arcade.<key>.unread-<n>` before a fresh
   * start. When it cannot be moved (every slot taken, storage failing), it
   * stays where it is, and `save` and `remove` leave that key alone from then on.
   */
  readonly keepAside?: boolean;
}

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
  /** Keys holding unreadable data that could not be kept aside: never written over. */
  readonly #held = new Set<string>();

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
  load<T>(key: string, what: string, read: (data: unknown) => T | null, options: LoadOptions = {}): T | null {
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
      if (options.keepAside === true) {
        this.#keepAside(key, what, reason, text);
        return null;
      }
      this.#warnOnce(key, `The saved ${what} was replaced by a new one: ${reason}.`);
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

  #warnOnce(key: string, message: string): void {
    if (this.#warnedKeys.has(key)) return;
    this.#warnedKeys.add(key);
    this.#report(message);
  }

  /** Moves unreadable `text` from `key` to the first free `.unread-<n>` slot, or holds the key. */
  #keepAside(key: string, what: string, reason: string, text: string): void {
    const storage = this.#storage;
    if (storage === null) return;
    try {
      for (let n = 1; n <= ASIDE_SLOTS; n++) {
        const aside = `arcade.${key}.unread-${n}`;
        const there = storage.getItem(aside);
        if (there !== null && there !== text) continue;
        storage.setItem(aside, text);
        storage.removeItem(`arcade.${key}`);
        this.#warnOnce(
          key,
          `The saved ${what} could not be used (${reason}): kept aside as "${aside}", and begun anew.`,
        );
        return;
      }
    } catch {
      // Storage failed while moving it: the data stays where it was.
    }
    this.#held.add(key);
    this.#warnOnce(key, `The saved ${what} could not be used (${reason}): it is left as it is, and not saved over.`);
  }

  /** Saves `data` under `key`; on failure, says once that storage is unavailable. */
  save(key: string, data: unknown): void {
    if (this.#storage === null || this.#held.has(key)) return;
    try {
      this.#storage.setItem(`arcade.${key}`, JSON.stringify({ v: STORAGE_VERSION, data }));
    } catch {
      this.#unavailable();
    }
  }

  /** Forgets what is saved under `key` (not unreadable data that is held, nor what was kept aside). */
  remove(key: string): void {
    if (this.#held.has(key)) return;
    try {
      this.#storage?.removeItem(`arcade.${key}`);
    } catch {
      this.#unavailable();
    }
  }
}

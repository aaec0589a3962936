/**
 * The Store the shell keeps its settings and records in: the site's own
 * (main.ts hands it over with `useShellStore`, so that what goes wrong is said
 * in the status line), else one of its own that reports nowhere.
 *
 * @example
 * useShellStore(new Store(openStorage(), (m) => status.note(m)));
 * shellStore().save('settings', { theme: 'dark' });
 */
import { openStorage, Store } from '../storage.js';

let store: Store | null = null;

/** Makes `s` the store of the shell's settings and records. */
export function useShellStore(s: Store): void {
  store = s;
}

/** The store of the shell's settings and records. */
export function shellStore(): Store {
  store ??= new Store(openStorage(), () => undefined);
  return store;
}

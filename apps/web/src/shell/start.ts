/**
 * Starts the shell once, from main.ts: the settings and records use the
 * site's Store, the theme and the motion setting go on the root element
 * (`data-theme`, `data-motion`, which styles.css reads), and the one input
 * listener that finishes animations is installed.
 *
 * @example
 * startShell(new Store(openStorage(), (m) => status.note(m)));
 */
import type { Store } from '../storage.js';
import { getMotion } from './motion.js';
import { followOtherTabs, getSettings, onSettings, type Settings } from './settings.js';
import { useShellStore } from './store.js';

/** Puts the theme and motion settings on the root element; 'system' leaves them to the media queries. */
export function applySettings(s: Settings): void {
  const root = document.documentElement;
  if (s.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = s.theme;
  if (s.motion === 'system') delete root.dataset.motion;
  else root.dataset.motion = s.motion;
}

let started = false;

/** Starts the shell (once; later calls do nothing). */
export function startShell(store: Store): void {
  if (started) return;
  started = true;
  useShellStore(store);
  applySettings(getSettings());
  onSettings(applySettings);
  followOtherTabs();
  getMotion();
}

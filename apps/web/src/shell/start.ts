/**
 * Starts the shell once, from main.ts: the settings and records use the
 * site's Store, the theme and the motion setting go on the root element
 * (`data-theme`, `data-motion`, which styles/*.css read), the one input
 * listener that finishes animations is installed, and the header marks the
 * page open now.
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

/** Marks the header's link to the page open now (aria-current), so it is announced and styled as such. */
function markCurrentLink(): void {
  const path = location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.site-nav a')) {
    if (a.getAttribute('href') === `#/${path}`) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
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
  markCurrentLink();
  window.addEventListener('hashchange', markCurrentLink);
}

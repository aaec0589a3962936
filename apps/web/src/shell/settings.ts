/**
 * The player's settings, kept on this device (`arcade.settings`, through the
 * site's Store; unreadable settings are kept aside and the defaults used).
 * Sound is off by default; motion and theme follow the system by default.
 *
 * @example
 * getSettings().theme; // 'system'
 * const stop = onSettings((s) => console.log(s.speed));
 * setSettings({ speed: 'fast' }); // logs 'fast', saved for the next visit
 * stop();
 */
import { ShellError } from './error.js';
import { shellStore } from './store.js';

/** Motion choices: follow the system's prefers-reduced-motion, or say. */
export const MOTIONS = ['system', 'full', 'reduced'] as const;
/** Theme choices: follow the system's colour scheme, or say. */
export const THEMES = ['system', 'light', 'dark'] as const;
/** How fast the computer's moves and the solver's play are shown. */
export const SPEEDS = ['slow', 'normal', 'fast'] as const;

/** The player's settings. */
export type Settings = Readonly<{
  /** Sound effects on (off by default; no AudioContext exists until it is on). */
  sound: boolean;
  motion: (typeof MOTIONS)[number];
  theme: (typeof THEMES)[number];
  speed: (typeof SPEEDS)[number];
}>;

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  sound: false,
  motion: 'system',
  theme: 'system',
  speed: 'normal',
});

/** The key of the settings in the site's Store. */
export const SETTINGS_KEY = 'settings';

const CHOICES = { motion: MOTIONS, theme: THEMES, speed: SPEEDS } as const;

let current: Settings | null = null;
const listeners = new Set<(s: Settings) => void>();

function isChoice<K extends keyof typeof CHOICES>(key: K, v: unknown): v is Settings[K] {
  return (CHOICES[key] as readonly unknown[]).includes(v);
}

/** Settings from saved data; null when it is not settings at all. A field it lacks gets its default. */
function readSettings(data: unknown): Settings | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const sound = d.sound ?? DEFAULT_SETTINGS.sound;
  const motion = d.motion ?? DEFAULT_SETTINGS.motion;
  const theme = d.theme ?? DEFAULT_SETTINGS.theme;
  const speed = d.speed ?? DEFAULT_SETTINGS.speed;
  if (typeof sound !== 'boolean' || !isChoice('motion', motion) || !isChoice('theme', theme)) return null;
  if (!isChoice('speed', speed)) return null;
  return Object.freeze({ sound, motion, theme, speed });
}

function load(): Settings {
  return shellStore().load(SETTINGS_KEY, 'settings', readSettings, { keepAside: true }) ?? DEFAULT_SETTINGS;
}

/** The settings now (read from storage once, then kept). */
export function getSettings(): Settings {
  current ??= load();
  return current;
}

/**
 * Changes some settings, saves them and tells every `onSettings` listener.
 * Throws a ShellError (code BAD_SETTING) naming the first bad field, and then changes nothing.
 */
export function setSettings(patch: Partial<Settings>): Settings {
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'sound') {
      if (typeof value !== 'boolean')
        throw new ShellError('BAD_SETTING', `Bad sound ${String(value)}: use true or false.`);
    } else if (key === 'motion' || key === 'theme' || key === 'speed') {
      if (!isChoice(key, value)) {
        throw new ShellError(
          'BAD_SETTING',
          `Bad ${key} "${String(value).slice(0, 30)}": use ${CHOICES[key].join(', ')}.`,
        );
      }
    } else {
      throw new ShellError('BAD_SETTING', `Unknown setting "${key.slice(0, 30)}": use sound, motion, theme, speed.`);
    }
  }
  const next: Settings = Object.freeze({ ...getSettings(), ...patch });
  current = next;
  shellStore().save(SETTINGS_KEY, next);
  for (const fn of [...listeners]) fn(next);
  return next;
}

/** Calls `fn` with the new settings after each change (here or in another tab); returns the way to stop. */
export function onSettings(fn: (s: Settings) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/**
 * Follows changes made in another tab of the site (the storage event): called once by the shell.
 */
export function followOtherTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== `arcade.${SETTINGS_KEY}`) return;
    const next = load();
    current = next;
    for (const fn of [...listeners]) fn(next);
  });
}

/** Forgets the settings read so far (tests: the next `getSettings` reads storage again). */
export function forgetSettings(): void {
  current = null;
}

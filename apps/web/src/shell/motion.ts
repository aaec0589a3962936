/**
 * The app's one Motion: it follows the motion setting and the system's
 * prefers-reduced-motion, and the speed setting sets its pace. The first
 * `getMotion()` installs one capturing pointerdown and keydown listener on
 * the document that finishes every animation before the game's own handler
 * sees the input: input never waits on an animation.
 *
 * @example
 * const motion = getMotion();
 * motion.animate(disc, [{ transform: 'scale(0)' }, { transform: 'none' }], { duration: 180 });
 * await motion.idle();
 * await new Promise((ok) => setTimeout(ok, computerDelay())); // then show the computer's move
 */
import { createMotion, type Motion } from '@arcade/view-web';
import { getSettings, type Settings } from './settings.js';

/** Duration multiplier for each speed setting. */
export const PACE: Readonly<Record<Settings['speed'], number>> = Object.freeze({ slow: 1.6, normal: 1, fast: 0.5 });

/** Milliseconds to wait before showing a computer move (or a solver's step), for each speed. */
export const COMPUTER_DELAY_MS: Readonly<Record<Settings['speed'], number>> = Object.freeze({
  slow: 900,
  normal: 450,
  fast: 150,
});

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

let motion: Motion | null = null;
let reduceMedia: MediaQueryList | null = null;

/** True when movement is off: the setting says reduced, or it follows a system that asks for less motion. */
export function motionReduced(settings: Settings = getSettings()): boolean {
  if (settings.motion !== 'system') return settings.motion === 'reduced';
  if (typeof matchMedia !== 'function') return false;
  reduceMedia ??= matchMedia(REDUCE_QUERY);
  return reduceMedia.matches;
}

/** The one Motion of the app (made, and its input listener installed, on the first call). */
export function getMotion(): Motion {
  if (motion !== null) return motion;
  const m = createMotion({ reduced: () => motionReduced(), pace: () => PACE[getSettings().speed] });
  motion = m;
  if (typeof document !== 'undefined') {
    // Capturing, on the document: runs before any handler on the board's elements.
    const finish = (): void => m.finishAll();
    document.addEventListener('pointerdown', finish, { capture: true });
    document.addEventListener('keydown', finish, { capture: true });
  }
  return m;
}

/**
 * Milliseconds to wait before showing a computer move or a solver's step, from the speed setting.
 * Also under reduced motion: a pause is not movement, and the person still needs to see each move.
 */
export function computerDelay(): number {
  return COMPUTER_DELAY_MS[getSettings().speed];
}

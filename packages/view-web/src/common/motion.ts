/**
 * Motion for the views: Web Animations that are tracked, so that an input can
 * finish every one of them at once (input never waits on an animation), and
 * that turn into at most a short fade when movement is off
 * (prefers-reduced-motion, or the player's setting).
 *
 * Only the app makes a Motion (it knows the settings); a view receives one in
 * its options and, without one, changes the page at once.
 *
 * @example
 * const motion = createMotion({ reduced: () => matchMedia('(prefers-reduced-motion: reduce)').matches });
 * motion.animate(disc, [{ transform: 'scale(0)' }, { transform: 'none' }], { duration: 200 });
 * flip(motion, cards, () => column.append(card)); // cards travel from their old places
 * document.addEventListener('pointerdown', () => motion.finishAll(), { capture: true });
 */

/** Runs and tracks Web Animations so input can finish them at once. */
export interface Motion {
  /** True when movement is off (prefers-reduced-motion or the setting). */
  readonly reduced: boolean;
  /** Multiplier for durations (settings' speed): 1 normal, <1 faster. */
  readonly pace: number;
  /**
   * Element.animate with tracking; when reduced: no movement, at most a 100 ms fade (or instant).
   * Returns the Animation or null when nothing runs.
   */
  animate(
    el: Element,
    keyframes: Keyframe[] | PropertyIndexedKeyframes,
    options: KeyframeAnimationOptions,
  ): Animation | null;
  /**
   * When something timed with the animations (a sound, a step) should happen, `ms` after now at
   * the normal speed: `ms` times the pace, as `animate` scales a delay, and 0 when reduced (a
   * reduced animation starts at once).
   */
  delay(ms: number): number;
  /** Finishes every running animation at once (called on any input). */
  finishAll(): void;
  /** Number of running animations. */
  readonly running: number;
  /** Resolves when all running animations are finished (immediately when none). */
  idle(): Promise<void>;
}

/** What `createMotion` reads each time an animation starts. */
export interface MotionOptions {
  /** True when movement is off. */
  readonly reduced: () => boolean;
  /** Multiplier for durations and delays (default 1). */
  readonly pace?: () => number;
}

/** The longest fade, in milliseconds, that runs when movement is off. */
export const REDUCED_FADE_MS = 100;

/** The most animations tracked at once; past it, a new one finishes the oldest first. */
export const MAX_ANIMATIONS = 512;

/** Properties that change without anything moving: kept, as a short fade, when movement is off. */
const STILL_PROPERTIES: ReadonlySet<string> = new Set([
  'opacity',
  'color',
  'backgroundColor',
  'fill',
  'stroke',
  'borderColor',
  'outlineColor',
  // Keyframe bookkeeping, not properties.
  'offset',
  'easing',
  'composite',
]);

/** The slowest and fastest pace accepted (a bad pace must not make animations endless or negative). */
const PACE_MIN = 0.05;
const PACE_MAX = 10;

function clampPace(p: number): number {
  return Number.isFinite(p) ? Math.min(PACE_MAX, Math.max(PACE_MIN, p)) : 1;
}

/** Keyframes with the moving properties left out; null when nothing but bookkeeping is left. */
function stillKeyframes(
  keyframes: Keyframe[] | PropertyIndexedKeyframes,
): Keyframe[] | PropertyIndexedKeyframes | null {
  const keep = (k: Keyframe | PropertyIndexedKeyframes): Record<string, unknown> =>
    Object.fromEntries(Object.entries(k).filter(([p]) => STILL_PROPERTIES.has(p)));
  const changes = (k: Record<string, unknown>): boolean =>
    Object.keys(k).some((p) => p !== 'offset' && p !== 'easing' && p !== 'composite');
  if (Array.isArray(keyframes)) {
    const kept = keyframes.map(keep);
    return kept.some(changes) ? (kept as Keyframe[]) : null;
  }
  const kept = keep(keyframes);
  return changes(kept) ? (kept as PropertyIndexedKeyframes) : null;
}

function isLive(a: Animation): boolean {
  return a.playState === 'running' || a.playState === 'paused';
}

/**
 * The app's Motion: `reduced` and `pace` are read when each animation starts,
 * so a change of setting applies from the next animation on.
 *
 * @example
 * const motion = createMotion({ reduced: () => false, pace: () => 0.5 });
 * const a = motion.animate(el, { opacity: [0, 1] }, { duration: 200 }); // runs 100 ms
 * motion.finishAll(); // a.playState === 'finished'
 */
export function createMotion(options: MotionOptions): Motion {
  const tracked = new Set<Animation>();
  const prune = (): void => {
    for (const a of tracked) if (!isLive(a)) tracked.delete(a);
  };
  const finish = (a: Animation): void => {
    try {
      a.finish();
    } catch {
      // An endless animation cannot finish: it stops instead.
      a.cancel();
    }
  };
  /** A duration or delay as given, or 0 when it is not a finite number (animate and delay read them alike). */
  const finite = (ms: unknown): number => (typeof ms === 'number' && Number.isFinite(ms) ? ms : 0);
  const motion: Motion = {
    get reduced() {
      return options.reduced();
    },
    get pace() {
      return clampPace(options.pace?.() ?? 1);
    },
    animate(el, keyframes, opts) {
      if (typeof el.animate !== 'function') return null;
      const pace = motion.pace;
      const duration = finite(opts.duration);
      let frames: Keyframe[] | PropertyIndexedKeyframes | null = keyframes;
      let timing: KeyframeAnimationOptions;
      if (motion.reduced) {
        frames = stillKeyframes(keyframes);
        const fade = Math.min(REDUCED_FADE_MS, duration * pace);
        if (frames === null || fade <= 0) return null;
        timing = { ...opts, duration: fade, delay: 0, endDelay: 0, iterations: 1 };
      } else {
        timing = { ...opts, duration: Math.max(0, duration * pace), delay: finite(opts.delay) * pace };
      }
      prune();
      if (tracked.size >= MAX_ANIMATIONS) {
        const oldest = tracked.values().next().value;
        if (oldest !== undefined) {
          finish(oldest);
          tracked.delete(oldest);
        }
      }
      const a = el.animate(frames, timing);
      tracked.add(a);
      const forget = (): void => void tracked.delete(a);
      a.addEventListener('finish', forget, { once: true });
      a.addEventListener('cancel', forget, { once: true });
      return a;
    },
    delay(ms) {
      // As animate times a delay by the pace, and a reduced animation starts at once; never negative.
      return motion.reduced ? 0 : Math.max(0, finite(ms) * motion.pace);
    },
    finishAll() {
      const all = [...tracked];
      tracked.clear();
      for (const a of all) if (isLive(a)) finish(a);
    },
    get running() {
      prune();
      return tracked.size;
    },
    async idle() {
      // Animations may start while others end (a reply after a move): wait until none is left.
      for (;;) {
        prune();
        if (tracked.size === 0) return;
        await Promise.all(
          [...tracked].map((a) =>
            a.finished.then(
              () => undefined,
              () => undefined,
            ),
          ),
        );
      }
    },
  };
  return motion;
}

/** Options of `flip`: an animation's timing, and how to find an element's new self. */
export interface FlipOptions extends KeyframeAnimationOptions {
  /**
   * The element that stands for `old` after the change, when the change
   * replaces elements rather than moving them (default: `old` itself, if it
   * is still in the document). Return null for one that is gone.
   */
  readonly match?: (old: Element) => Element | null;
}

/** A move shorter than this, in CSS pixels, is not animated. */
const FLIP_MIN_PX = 0.5;

/** The default duration of a FLIP move, in milliseconds (before the pace). */
export const FLIP_DURATION_MS = 200;

/**
 * FLIP helper: measure rects before a DOM change, then animate elements from their old to new place.
 * When movement is off, `change` runs and nothing is measured. Returns what it set travelling (so a
 * caller need not ask each element for its animations, which makes the browser update style).
 *
 * @example
 * flip(motion, table.querySelectorAll('.card'), () => table.update(state), { duration: 180 });
 */
export function flip(
  motion: Motion,
  elements: Iterable<Element>,
  change: () => void,
  options: FlipOptions = {},
): FlipMove[] {
  if (motion.reduced) {
    change();
    return [];
  }
  const before = [...elements].map((el) => ({ el, rect: el.getBoundingClientRect() }));
  change();
  const { match, ...timing } = options;
  const moves: { el: Element; dx: number; dy: number }[] = [];
  // Measure every new place before the first animation starts, so layout is read once.
  for (const { el, rect } of before) {
    const now = match !== undefined ? match(el) : el.isConnected ? el : null;
    if (now === null || !now.isConnected) continue;
    const after = now.getBoundingClientRect();
    const dx = rect.left - after.left;
    const dy = rect.top - after.top;
    if (Math.abs(dx) >= FLIP_MIN_PX || Math.abs(dy) >= FLIP_MIN_PX) moves.push({ el: now, dx, dy });
  }
  const started: FlipMove[] = [];
  for (const { el, dx, dy } of moves) {
    const animation = motion.animate(el, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
      duration: FLIP_DURATION_MS,
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
      ...timing,
    });
    if (animation !== null) started.push({ element: el, animation });
  }
  return started;
}

/** An element that `flip` set travelling, and its animation. */
export interface FlipMove {
  /** The element that travels (its new self, see FlipOptions.match). */
  readonly element: Element;
  /** Its travel. */
  readonly animation: Animation;
}

/**
 * Sound effects, synthesized with WebAudio: no files to download. Sound is
 * off by default, and no AudioContext is made until the person turns it on
 * (browsers let a page start sound only after an input, and a context made
 * earlier would sit suspended for nothing).
 *
 * @example
 * playSound('place'); // nothing while sound is off
 * setSettings({ sound: true }); primeSound(); // from the click that turned it on
 * playSound('win');
 */
import { getSettings } from './settings.js';

/** The sounds a game may play. */
export const SOUNDS = ['place', 'flip', 'card', 'clear', 'win', 'lose'] as const;

/** A sound's name. */
export type SoundName = (typeof SOUNDS)[number];

/** One tone of a sound: when it starts (s), how long (s), its pitch (Hz) and wave. */
interface Tone {
  readonly at: number;
  readonly len: number;
  readonly hz: number;
  readonly wave: OscillatorType;
  /** Pitch at the end (Hz), for a glide. */
  readonly to?: number;
}

/** The recipes: short, soft, and distinct enough to tell apart without looking. */
const RECIPES: Readonly<Record<SoundName, readonly Tone[]>> = Object.freeze({
  place: [{ at: 0, len: 0.07, hz: 660, wave: 'sine' }],
  flip: [{ at: 0, len: 0.06, hz: 420, to: 560, wave: 'triangle' }],
  card: [{ at: 0, len: 0.04, hz: 1200, to: 900, wave: 'triangle' }],
  clear: [
    { at: 0, len: 0.07, hz: 523, wave: 'sine' },
    { at: 0.06, len: 0.07, hz: 659, wave: 'sine' },
    { at: 0.12, len: 0.09, hz: 784, wave: 'sine' },
  ],
  win: [
    { at: 0, len: 0.12, hz: 523, wave: 'triangle' },
    { at: 0.11, len: 0.12, hz: 659, wave: 'triangle' },
    { at: 0.22, len: 0.12, hz: 784, wave: 'triangle' },
    { at: 0.33, len: 0.3, hz: 1047, wave: 'triangle' },
  ],
  lose: [
    { at: 0, len: 0.16, hz: 392, wave: 'triangle' },
    { at: 0.15, len: 0.16, hz: 330, wave: 'triangle' },
    { at: 0.3, len: 0.3, hz: 262, to: 220, wave: 'triangle' },
  ],
});

/** The loudest a tone gets (of 1): effects sit under whatever else the person listens to. */
const PEAK = 0.12;

/** The most tones sounding at once; more are dropped (a burst of moves must not pile up voices). */
export const MAX_VOICES = 24;

let context: AudioContext | null = null;
let voices = 0;

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/**
 * Makes the AudioContext now, if sound is on and there is none: call it from
 * the input that turned sound on, where the browser lets sound start.
 * Returns the context, or null (sound off, or no WebAudio).
 */
export function primeSound(): AudioContext | null {
  if (!getSettings().sound) return null;
  if (context === null) {
    const Ctx = audioContextClass();
    if (Ctx === null) return null;
    try {
      context = new Ctx();
    } catch {
      return null;
    }
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** True once an AudioContext has been made (tests, and the settings page). */
export function soundStarted(): boolean {
  return context !== null;
}

/** Plays `name` when sound is on; does nothing (and makes no AudioContext) when it is off. */
export function playSound(name: SoundName): void {
  const ctx = primeSound();
  const recipe = RECIPES[name];
  if (ctx === null || recipe === undefined) return;
  const t0 = ctx.currentTime + 0.005;
  for (const tone of recipe) {
    if (voices >= MAX_VOICES) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = t0 + tone.at;
    const end = start + tone.len;
    osc.type = tone.wave;
    osc.frequency.setValueAtTime(tone.hz, start);
    if (tone.to !== undefined) osc.frequency.exponentialRampToValueAtTime(tone.to, end);
    // A quick rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK, start + Math.min(0.01, tone.len / 4));
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain).connect(ctx.destination);
    voices++;
    osc.addEventListener('ended', () => {
      voices--;
      osc.disconnect();
      gain.disconnect();
    });
    osc.start(start);
    osc.stop(end + 0.02);
  }
}

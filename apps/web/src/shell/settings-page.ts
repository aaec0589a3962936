/**
 * `#/settings`: sound, motion, theme and speed, as groups of radio buttons
 * (sound a checkbox). A change applies at once and is kept on this device.
 */
import { h } from '@arcade/view-web';
import type { GameContext } from '../page.js';
import { motionReduced } from './motion.js';
import { getSettings, MOTIONS, type Settings, SPEEDS, setSettings, THEMES } from './settings.js';
import { playSound, primeSound } from './sound.js';

type Choice = 'motion' | 'theme' | 'speed';

const LABELS: Readonly<Record<Choice, Readonly<Record<string, string>>>> = {
  motion: { system: 'As the system asks', full: 'Full', reduced: 'Reduced' },
  theme: { system: 'As the system', light: 'Light', dark: 'Dark' },
  speed: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
};

const LEGENDS: Readonly<Record<Choice, string>> = {
  motion: 'Motion',
  theme: 'Theme',
  speed: 'Speed',
};

const HELP: Readonly<Record<Choice, string>> = {
  motion: 'Reduced: pieces and cards change place at once, or fade in a tenth of a second.',
  theme: 'Light or dark colours.',
  speed: 'How fast the computer’s moves and the solver’s play are shown.',
};

const VALUES: Readonly<Record<Choice, readonly string[]>> = { motion: MOTIONS, theme: THEMES, speed: SPEEDS };

function said(s: Settings, key: keyof Settings): string {
  if (key === 'sound') return s.sound ? 'Sound on.' : 'Sound off.';
  const value = LABELS[key][s[key]] ?? s[key];
  if (key === 'motion' && s.motion === 'system') {
    return `Motion as the system asks (${motionReduced(s) ? 'reduced' : 'full'} now).`;
  }
  return `${LEGENDS[key]}: ${value.toLowerCase()}.`;
}

/** Builds the settings page into `ctx.root`. */
export function mount(ctx: GameContext): void {
  document.title = 'Settings - Arcade';
  const s = getSettings();
  const change = (patch: Partial<Settings>, key: keyof Settings): void => {
    const next = setSettings(patch);
    ctx.status.say(`${said(next, key)} Saved on this device.`);
  };

  const sound = h('input', { type: 'checkbox', id: 'setting-sound', checked: s.sound });
  sound.addEventListener('change', () => {
    change({ sound: sound.checked }, 'sound');
    // This click may start sound: make the AudioContext here, and let the person hear one.
    if (sound.checked) {
      primeSound();
      playSound('place');
    }
  });
  const soundBox = h('fieldset', { class: 'setting' }, [
    h('legend', {}, ['Sound']),
    h('label', { class: 'check', for: 'setting-sound' }, [sound, 'Sound effects']),
    h('p', { class: 'setting-help' }, ['Short tones for moves, flips, cards and the end of a game. Off at first.']),
  ]);

  const group = (key: Choice): HTMLFieldSetElement => {
    const radios = VALUES[key].map((v) => {
      const input = h('input', { type: 'radio', name: `setting-${key}`, value: v, checked: s[key] === v });
      input.addEventListener('change', () => {
        if (input.checked) change({ [key]: v } as Partial<Settings>, key);
      });
      return h('label', { class: 'check' }, [input, LABELS[key][v] ?? v]);
    });
    return h('fieldset', { class: 'setting' }, [
      h('legend', {}, [LEGENDS[key]]),
      h('div', { class: 'choices' }, radios),
      h('p', { class: 'setting-help' }, [HELP[key]]),
    ]);
  };

  const form = h('form', { class: 'settings', 'aria-label': 'Settings' }, [
    soundBox,
    group('motion'),
    group('theme'),
    group('speed'),
  ]);
  form.addEventListener('submit', (e) => e.preventDefault());
  ctx.root.append(h('h1', {}, ['Settings']), ctx.status.element, form);
  ctx.status.say('Changes apply at once and are kept on this device.');
}

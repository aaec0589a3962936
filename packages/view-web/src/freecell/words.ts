/**
 * FreeCell's status line in words: what the model and the solver say in
 * the console's notation (`58v1: 7D onto 8C in column 8.`, `Hint: 6b`) as a
 * person reads it (`7♦ onto 8♣ in column 8.`, `Hint: move 6♠ to a free
 * cell`). The session's messages are kept (the console prints them); only
 * what the page shows is rewritten.
 *
 * ```ts
 * import { moveWords, saidInWords } from '@arcade/view-web';
 * saidInWords('58v1: only 1 cards fit on 8C'); // 'Only 1 card fits on 8♣'
 * moveWords({ card: '6S', count: 1, to: { kind: 'cell', index: 1 }, onto: null }); // 'move 6♠ to a free cell'
 * ```
 */
import type { MoveTarget } from '@arcade/model-freecell';
import { cardFace } from './cards.js';

/** A move's notation at the start of a message (`36: `, `58v1: `, `ah: `). */
const NOTATION_LEAD = /^[1-8a-d][1-8a-dh](?:v\d+)?: /;
/** A card in the notation (`TH`, `7D`), as a word of its own. */
const CARD = /\b([A2-9TJQK])([SHDC])\b/g;

/** `n` and the noun, singular or plural (`1 card`, `3 cards`). */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/**
 * A message of the model's (a turn's text, a refusal's reason) as the page says it: without the
 * move's notation in front, each card as its face shows it (`8♣`), `1 card fits` rather than
 * `1 cards fit`, and a capital letter first.
 */
export function saidInWords(text: string): string {
  const words = text
    .replace(NOTATION_LEAD, '')
    .replace(CARD, (_m, rank: string, suit: string) => cardFace(`${rank}${suit}`))
    .replace(/\b1 cards fit\b/g, '1 card fits')
    .replace(/\b1 cards\b/g, '1 card');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A move to be made, as the hint says it: the card it takes, how many, where, onto what. */
export interface MoveToSay {
  /** The lowest card moved (`6S`). */
  readonly card: string;
  /** How many cards move (the card and those on it). */
  readonly count: number;
  /** Where they go. */
  readonly to: MoveTarget;
  /** The card they go onto in a column, or null (an empty column, a cell, home). */
  readonly onto: string | null;
}

/** A move in words, without a capital (`move 6♠ to a free cell`, `move 7♦ and the card on it onto 8♠`). */
export function moveWords(m: MoveToSay): string {
  const rest = m.count - 1;
  const what = `${cardFace(m.card)}${rest > 0 ? ` and the ${rest === 1 ? 'card' : `${rest} cards`} on it` : ''}`;
  if (m.to.kind === 'foundation') return `move ${what} home`;
  if (m.to.kind === 'cell') return `move ${what} to a free cell`;
  return m.onto === null
    ? `move ${what} to the empty column ${m.to.index + 1}`
    : `move ${what} onto ${cardFace(m.onto)}`;
}

/** A time in play as a clock shows it: `0:07`, `12:34`, `1:02:03`. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** A time in play in words, for the result (`2 minutes 5 seconds`, `45 seconds`). */
export function durationWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(s / 60);
  const parts = [
    ...(m > 0 ? [counted(m, 'minute')] : []),
    ...(s % 60 > 0 || m === 0 ? [counted(s % 60, 'second')] : []),
  ];
  return parts.join(' ');
}

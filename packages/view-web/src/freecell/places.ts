/**
 * The FreeCell table's small DOM helpers: a card's face, a place's key in
 * `data-target` (`column:3`, `cell:0`, `foundation`) and back, what focus is
 * remembered by, and attribute writes that skip unchanged values.
 *
 * ```ts
 * decode(encode({ kind: 'cell', index: 2 })); // { kind: 'cell', index: 2 }
 * ```
 */
import type { MoveTarget } from '@arcade/model-freecell';
import { cardFace, SUIT_SYMBOLS } from './cards.js';

/**
 * Fills `el` with a card's face: the rank and suit in the corner (its text, what the name
 * contains) and the large suit drawn by CSS from `data-pip` (generated content, not text).
 */
export function paintFace(el: HTMLElement, name: string | null, suit: string): void {
  const face = name === null ? (SUIT_SYMBOLS[suit as 'S'] ?? '') : cardFace(name);
  if (el.textContent !== face) el.textContent = face;
  el.dataset.pip = SUIT_SYMBOLS[suit as 'S'] ?? '';
  el.classList.toggle('red', suit === 'H' || suit === 'D');
}

/** A place as its `data-target` value (`column:3`, `cell:0`, `foundation`). */
export function encode(t: MoveTarget): string {
  return t.kind === 'foundation' ? 'foundation' : `${t.kind}:${t.index}`;
}

/** The place a `data-target` value names, or null. */
export function decode(s: string | undefined): MoveTarget | null {
  if (s === 'foundation') return { kind: 'foundation' };
  const m = /^(column|cell):(\d)$/.exec(s ?? '');
  return m === null ? null : { kind: m[1] as 'column' | 'cell', index: Number(m[2]) };
}

/** What focus is remembered by across updates: a card's name, a foundation pile's suit, or a place. */
export function focusKey(el: HTMLElement): string | null {
  return el.dataset.card ?? (el.dataset.suit === undefined ? el.dataset.target : `home:${el.dataset.suit}`) ?? null;
}

/** Sets an attribute only when its value changes (an unchanged write still costs a style check). */
export function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

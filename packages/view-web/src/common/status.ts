/**
 * The status line: one element in an ARIA live region, so a screen reader
 * reads out whose turn it is, what just happened and the result, as a
 * sighted player reads them.
 */
import { h } from './dom.js';

/** The status line of a page: `say` replaces its text, `note` adds a one-off remark before it. */
export class StatusLine {
  /** The live region. */
  readonly element: HTMLParagraphElement;
  #notes: string[] = [];

  constructor() {
    this.element = h('p', { role: 'status', 'aria-live': 'polite', class: 'status' });
  }

  /** Shows `text`, after any notes waiting to be shown once. */
  say(text: string): void {
    const notes = this.#notes;
    this.#notes = [];
    this.element.textContent = [...notes, text].filter((t) => t !== '').join(' ');
  }

  /** A remark shown once, with the next `say` (e.g. "Saved data was unreadable and was replaced."). */
  note(text: string): void {
    this.#notes.push(text);
  }

  /** The text shown now. */
  get text(): string {
    return this.element.textContent ?? '';
  }
}

/**
 * PileT: a stack of cards, top last.
 *
 * ```ts
 * import { PileT, CardT } from '@arcade/model-freecell';
 * const p = new PileT();
 * p.add(new CardT('ace', 'spades'));
 * p.top().toString(); // 'AS'
 * p.rm(); p.size(); // 0
 * ```
 */
import type { CardT } from './card.js';
import { InvalidAvailability } from './errors.js';

export class PileT {
  #s: CardT[] = [];

  /** Puts `card` on top. */
  add(card: CardT): void {
    this.#s.push(card);
  }

  /** The top card; an empty pile throws InvalidAvailability (an MIS assumption, checked). */
  top(): CardT {
    const c = this.#s[this.#s.length - 1];
    if (c === undefined) throw new InvalidAvailability('PileT.top: the pile is empty');
    return c;
  }

  /** Removes and returns the top card; an empty pile throws InvalidAvailability. */
  rm(): CardT {
    const c = this.#s.pop();
    if (c === undefined) throw new InvalidAvailability('PileT.rm: the pile is empty');
    return c;
  }

  /** Number of cards. */
  size(): number {
    return this.#s.length;
  }

  /** The card at position i from the bottom (0 = bottom), for views and formats. */
  at(i: number): CardT | undefined {
    return this.#s[i];
  }

  /** A copy of the cards, bottom first. */
  cards(): CardT[] {
    return this.#s.slice();
  }
}

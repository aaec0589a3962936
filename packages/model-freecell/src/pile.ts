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
import { sealStatefulClass } from './brand.js';
import { type CardT, checkCard } from './card.js';
import { FreecellError, InvalidAvailability } from './errors.js';
import { shown } from './shown.js';

/** The most cards a pile holds: the deck, so `add` cannot grow a pile without end. */
export const MAX_PILE_SIZE = 52;

export class PileT {
  #s: CardT[] = [];

  /** Puts `card` on top. */
  add(card: CardT): void {
    checkCard('PileT.add', card);
    if (this.#s.length >= MAX_PILE_SIZE) {
      throw new FreecellError('TOO_LARGE', `PileT.add: a pile holds at most ${MAX_PILE_SIZE} cards`);
    }
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
    if (typeof i !== 'number' || !Number.isInteger(i)) {
      throw new FreecellError(
        typeof i === 'number' ? 'NOT_AN_INTEGER' : 'WRONG_TYPE',
        `PileT.at: the position must be an integer, got ${shown(i)}`,
      );
    }
    return this.#s[i];
  }

  /** A copy of the cards, bottom first. */
  cards(): CardT[] {
    return this.#s.slice();
  }

  /** The cards in notation, bottom first, so `JSON.stringify` of a pile writes `["6S","9H"]`. */
  toJSON(): string[] {
    return this.#s.map((c) => c.toString());
  }

  // The brand test asks for the fields too: a Proxy of a PileT, or
  // Object.create(PileT.prototype), is refused with a FreecellError
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(this, 'PileT', (x) => #s in x);
}

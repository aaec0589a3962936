/**
 * The FreeCell table: four free cells, four foundation piles and eight
 * columns, each a named target (`free cell a`, `foundation hearts, 5H`,
 * `column 1`), holding cards named as the console prints them, then as their
 * faces show them (`9H, 9♥`, `TD, 10♦`), the test contract of issues 19 and
 * 36. A card dropped on any foundation pile goes to its own suit's. A tap on a card asks for its smart move, a drag to a target asks
 * for exactly that move, a double-click sends a card home; with the
 * keyboard, Enter on a card picks it up and Enter on a target puts it down.
 * The view only reports what the player asked for: the session decides.
 */
import type { MoveSource, MoveTarget, Position } from '@arcade/model-freecell';
import { h } from '../common/dom.js';
import type { Motion } from '../common/motion.js';
import { isActivateKey } from '../common/grid.js';
import { cardLabel, foundationLabel, isRedCard, isSuit, SUIT_ORDER, targetName } from './cards.js';
import { decode, encode, focusKey, paintFace, setAttr } from './places.js';
import { hintTrip, travel } from './travel.js';

export { cardFace, cardLabel, foundationLabel, targetName } from './cards.js';

/** How the table is made. */
export interface FreecellTableOptions {
  /** Cards travel to their new places with it (the app's Motion); without one, they jump. */
  readonly motion?: Motion;
}

/** Where a card is taken from: a column or a free cell (0-based); the model's `MoveSource`. */
export type FreecellSource = MoveSource;
/** Where a card goes: a column, a free cell, or the foundation; the model's `MoveTarget`. */
export type FreecellTarget = MoveTarget;

/** What the player asked for. */
export interface FreecellHandlers {
  /** A tap or click on a card (`count` cards from the top of its pile: the card and those on it). */
  tap(from: FreecellSource, count: number): void;
  /** A drag, or a keyboard pick-up and drop: exactly this move. */
  drop(from: FreecellSource, count: number, to: FreecellTarget): void;
  /** A double-click: the card home. */
  home(from: FreecellSource): void;
  /** A keyboard pick-up (or null when it is put back), for the status line. */
  picked?(card: string | null): void;
}

/** What the table shows besides the cards. */
export interface FreecellShow {
  /** A hint's source and target. */
  readonly hint?: {
    /** Where the hinted move takes cards from. */
    readonly from: FreecellSource;
    /** Where it puts them. */
    readonly to: FreecellTarget;
  } | null;
  /** Moves are not taken (the solver is playing). */
  readonly locked?: boolean;
  /**
   * Drawn at once, nothing travelling: for a jump of many moves (the solver's play skipped to its
   * end), where measuring every card before and after and moving each was a long task for one click.
   */
  readonly still?: boolean;
}

/** The table. */
export class FreecellTable {
  /** The table element to put on the page. */
  readonly element: HTMLDivElement;
  readonly #handlers: FreecellHandlers;
  readonly #cells: HTMLDivElement[] = [];
  /** The four foundation piles, in SUIT_ORDER. */
  readonly #piles: HTMLDivElement[] = [];
  readonly #columns: HTMLDivElement[] = [];
  #picked: { from: FreecellSource; count: number; name: string } | null = null;
  #locked = false;
  #drag: {
    from: FreecellSource;
    count: number;
    x: number;
    y: number;
    ghost: HTMLElement | null;
    cards: HTMLElement[];
  } | null = null;
  #suppressClick = false;
  /** The card the last single click was on. */
  #lastTap: string | null = null;
  /** Focus to restore after a re-render: a card's name, or a target's. */
  #focusKey: string | null = null;
  /** Each card's button, made once and moved between piles, with where it lies now (its handlers read this). */
  readonly #cardEls = new Map<string, { el: HTMLButtonElement; from: FreecellSource; count: number }>();
  /** The four foundation piles' faces. */
  readonly #homes: HTMLSpanElement[] = [];
  /** After a keyboard move: focus goes to the card moved (or its pile at home) at the next update. */
  #refocus = false;
  #hintFrom: Element | null = null;
  readonly #cols: HTMLDivElement;
  /** The most cards a column has held since the deal (resetHeight): the columns keep that height. */
  #tallest = 0;

  readonly #motion: Motion | undefined;
  /** Cards left where a drag dropped them (a transform), until the next draw brings them home. */
  #dropped: HTMLElement[] = [];
  /** The hint shown last (its move as text), so that a new hint's card makes its trip once. */
  #hintShown: string | null = null;

  constructor(handlers: FreecellHandlers, options: FreecellTableOptions = {}) {
    this.#handlers = handlers;
    this.#motion = options.motion;
    this.element = h('div', { class: 'fc-table', role: 'group', 'aria-label': 'FreeCell table' });
    const top = h('div', { class: 'fc-top' });
    for (let k = 0; k < 4; k++) {
      const cell = this.#target({ kind: 'cell', index: k }, 'fc-cell');
      this.#cells.push(cell);
      top.append(cell);
    }
    for (const suit of SUIT_ORDER) {
      const pile = this.#target({ kind: 'foundation' }, 'fc-foundation');
      pile.dataset.suit = suit;
      pile.setAttribute('aria-label', foundationLabel(suit, null));
      const face = h('span', { class: 'fc-home empty', 'aria-hidden': 'true' });
      paintFace(face, null, suit);
      pile.append(face);
      this.#homes.push(face);
      this.#piles.push(pile);
      top.append(pile);
    }
    const cols = h('div', { class: 'fc-columns' });
    this.#cols = cols;
    for (let k = 0; k < 8; k++) {
      const col = this.#target({ kind: 'column', index: k }, 'fc-column');
      this.#columns.push(col);
      cols.append(col);
    }
    this.element.append(top, cols);
    // No native drag of a card or of text selected by a double-click: the browser would take the
    // pointer over (dragstart, then pointercancel), and the next drags did nothing (issue 36).
    this.element.addEventListener('dragstart', (e) => e.preventDefault());
    this.element.addEventListener('keydown', (e) => this.#onKey(e));
    this.element.addEventListener('focusin', (e) => {
      this.#focusKey = focusKey(e.target as HTMLElement);
    });
  }

  #target(t: FreecellTarget, cls: string): HTMLDivElement {
    const el = h('div', { role: 'group', 'aria-label': targetName(t), class: cls, 'data-target': encode(t) });
    el.addEventListener('click', (e) => {
      // A click on the target itself (not on a card): the drop of a card picked up with the keyboard.
      if (e.target === el && this.#picked !== null) this.#dropPicked(t);
    });
    return el;
  }

  /** Draws `position`; the cards that moved travel there (with a Motion). */
  update(position: Position, show: FreecellShow = {}): void {
    travel(
      show.still === true ? undefined : this.#motion,
      this.element,
      (card) => {
        const suit = card[1];
        return isSuit(suit) ? (this.#homes[SUIT_ORDER.indexOf(suit)] ?? null) : null;
      },
      () => {
        for (const c of this.#dropped) c.style.removeProperty('transform');
        this.#dropped = [];
        this.#draw(position, show);
      },
    );
    const hint = show.hint ?? null;
    const key = hint === null ? null : `${encode(hint.from)}>${encode(hint.to)}`;
    if (key !== this.#hintShown && hint !== null && this.#hintFrom !== null) {
      const to = this.#landing(hint.to, this.#hintFrom as HTMLElement);
      if (to !== null) hintTrip(this.#motion, this.#hintFrom as HTMLElement, to);
    }
    this.#hintShown = key;
  }

  /** Where a card would land on `to`: below a column's last card, on a cell, on its suit's pile. */
  #landing(to: FreecellTarget, card: HTMLElement): DOMRect | null {
    if (to.kind === 'foundation') {
      const suit = card.dataset.card?.[1];
      return isSuit(suit) ? (this.#piles[SUIT_ORDER.indexOf(suit)]?.getBoundingClientRect() ?? null) : null;
    }
    const pile = to.kind === 'cell' ? this.#cells[to.index] : this.#columns[to.index];
    if (pile === undefined) return null;
    const last = pile.lastElementChild as HTMLElement | null;
    if (last === null) return pile.getBoundingClientRect();
    const r = last.getBoundingClientRect();
    const prev = last.previousElementSibling?.getBoundingClientRect();
    const fan = prev === undefined ? r.height / 3 : r.top - prev.top;
    return new DOMRect(r.left, r.top + fan, r.width, r.height);
  }

  #draw(position: Position, show: FreecellShow): void {
    const hadFocus = this.element.contains(document.activeElement);
    this.#locked = show.locked === true;
    this.element.setAttribute('aria-busy', String(this.#locked));
    const hintFrom = show.hint?.from;
    const hintTo = show.hint === null || show.hint === undefined ? null : encode(show.hint.to);
    position.cells.forEach((pile, k) => {
      const el = this.#cells[k]!;
      this.#lay(
        el,
        pile.map((c) => this.#card(c.toString(), { kind: 'cell', index: k }, 1)),
      );
      el.classList.toggle('hint-to', hintTo === `cell:${k}`);
    });
    // The model keeps its foundations in the order they were started; the page, one pile per suit.
    const hintCard = hintTo === 'foundation' && hintFrom !== undefined ? this.#topOf(position, hintFrom) : null;
    SUIT_ORDER.forEach((suit, k) => {
      const pile = position.foundations.find((f) => f[0]?.toString()[1] === suit) ?? [];
      const top = pile[pile.length - 1]?.toString() ?? null;
      const el = this.#piles[k]!;
      setAttr(el, 'aria-label', foundationLabel(suit, top));
      paintFace(this.#homes[k]!, top, suit);
      this.#homes[k]!.classList.toggle('empty', top === null);
      el.classList.toggle('hint-to', hintCard?.[1] === suit);
    });
    position.tableau.forEach((pile, k) => {
      const el = this.#columns[k]!;
      const n = pile.length;
      this.#lay(
        el,
        pile.map((c, i) => this.#card(c.toString(), { kind: 'column', index: k }, n - i)),
      );
      el.classList.toggle('hint-to', hintTo === `column:${k}`);
    });
    // The columns never get shorter within a deal. When the longest column lost a card, everything
    // under the table moved up, and the whole page below was repainted and rasterised with the move.
    const tallest = Math.max(this.#tallest, ...position.tableau.map((pile) => pile.length));
    if (tallest !== this.#tallest) {
      this.#tallest = tallest;
      this.#cols.style.setProperty('--fc-tallest', String(tallest));
    }
    this.#hintFrom?.classList.remove('hint-from');
    this.#hintFrom = null;
    if (hintFrom !== undefined) {
      const pile = hintFrom.kind === 'cell' ? this.#cells[hintFrom.index] : this.#columns[hintFrom.index];
      this.#hintFrom = pile?.lastElementChild ?? null;
      this.#hintFrom?.classList.add('hint-from');
    }
    // Empty targets are focusable (a place to put a card down); filled ones hand focus to their cards.
    for (const el of [...this.#cells, ...this.#columns]) {
      if (el.childElementCount === 0) setAttr(el, 'tabindex', '-1');
      else el.removeAttribute('tabindex');
    }
    for (const el of this.#piles) setAttr(el, 'tabindex', '-1');
    this.#markPicked();
    this.#rove(hadFocus);
  }

  /** The name of the card on top of `from` in `position`, or null. */
  #topOf(position: Position, from: FreecellSource): string | null {
    const pile = from.kind === 'cell' ? position.cells[from.index] : position.tableau[from.index];
    return pile?.[pile.length - 1]?.toString() ?? null;
  }

  /**
   * Lets the columns shrink to their cards at the next update (a new deal). Until then
   * they keep the height of the most cards a column has held, so that a move never pulls what is
   * under the table up.
   */
  resetHeight(): void {
    this.#tallest = 0;
  }

  /**
   * Puts `cards` in `pile`, touching only what differs: a move takes cards off the end of one pile
   * and puts them on another, and rebuilding all 52 buttons for it (as this did) made every card's
   * style, layout and paint be redone and rasterised, a few ms a move and far more in a solve.
   */
  #lay(pile: HTMLElement, cards: readonly HTMLButtonElement[]): void {
    const now = pile.children;
    let same = 0;
    while (same < cards.length && same < now.length && now[same] === cards[same]) same++;
    while (now.length > same) now[now.length - 1]!.remove();
    if (same < cards.length) pile.append(...cards.slice(same));
  }

  /** The button of card `name`, lying at `from` with `count` cards from it to the top of its pile. */
  #card(name: string, from: FreecellSource, count: number): HTMLButtonElement {
    const made = this.#cardEls.get(name);
    if (made !== undefined) {
      made.from = from;
      made.count = count;
      setAttr(made.el, 'data-count', String(count));
      return made.el;
    }
    const b = h('button', {
      type: 'button',
      class: `fc-card${isRedCard(name) ? ' red' : ''}`,
      'aria-label': cardLabel(name),
      draggable: 'false',
    });
    paintFace(b, name, name[1] ?? '');
    b.dataset.card = name;
    b.dataset.count = String(count);
    const at = { el: b, from, count };
    this.#cardEls.set(name, at);
    b.addEventListener('click', (e) => {
      const { from, count } = at;
      // The second click of a double-click is not a second tap: the first one may have moved the
      // card away, and this click would land on the card it uncovered.
      if (this.#suppressClick || this.#locked || e.detail > 1) return;
      this.#lastTap = name;
      if (this.#picked !== null && this.#picked.name !== name) {
        // A card picked up with the keyboard, put down on this card's pile.
        this.#dropPicked(from);
        return;
      }
      this.#picked = null;
      this.#handlers.tap(from, count);
    });
    b.addEventListener('dblclick', () => {
      // Only for the card the double-click began on (not one its first click uncovered).
      if (!this.#locked && at.count === 1 && this.#lastTap === name) this.#handlers.home(at.from);
    });
    b.addEventListener('pointerdown', (e) => this.#pointerDown(e, at.from, at.count));
    return b;
  }

  // ---- dragging ----

  #pointerDown(e: PointerEvent, from: FreecellSource, count: number): void {
    if (this.#locked || e.button !== 0) return;
    const pile = from.kind === 'cell' ? this.#cells[from.index]! : this.#columns[from.index]!;
    const cards = [...pile.children].slice(-count) as HTMLElement[];
    this.#drag = { from, count, x: e.clientX, y: e.clientY, ghost: null, cards };
    const move = (ev: PointerEvent): void => this.#pointerMove(ev);
    const up = (ev: PointerEvent): void => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      this.#pointerUp(ev);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }

  #pointerMove(e: PointerEvent): void {
    const d = this.#drag;
    if (d === null) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (d.ghost === null) {
      // A few pixels of wobble is still a tap.
      if (Math.hypot(dx, dy) < 6) return;
      const first = d.cards[0]!.getBoundingClientRect();
      const ghost = h('div', { class: 'fc-ghost', 'aria-hidden': 'true' });
      for (const c of d.cards) ghost.append(c.cloneNode(true));
      ghost.style.left = `${first.left}px`;
      ghost.style.top = `${first.top}px`;
      ghost.style.width = `${first.width}px`;
      // The ghost is outside the table, whose width sizes the cards: it carries their sizes in pixels.
      const second = d.cards[1]?.getBoundingClientRect();
      ghost.style.setProperty('--fc-w', `${first.width}px`);
      ghost.style.setProperty('--fc-h', `${first.height}px`);
      ghost.style.setProperty('--fc-fan', `${second === undefined ? first.height : second.top - first.top}px`);
      ghost.style.setProperty('--fc-font', getComputedStyle(d.cards[0]!).fontSize);
      document.body.append(ghost);
      for (const c of d.cards) c.classList.add('dragging');
      d.ghost = ghost;
    }
    d.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  #pointerUp(e: PointerEvent): void {
    const d = this.#drag;
    this.#drag = null;
    if (d === null || d.ghost === null) return;
    // What is under the pointer, before the cards are put there.
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const target = decode((under?.closest('[data-target]') as HTMLElement | null)?.dataset.target);
    // The cards stand where they were dropped until the next draw: from there they travel to their
    // new place, or back to where they were (a drag dropped short, or a move refused).
    const first = d.cards[0]!.getBoundingClientRect();
    const ghost = d.ghost.getBoundingClientRect();
    d.ghost.remove();
    for (const c of d.cards) {
      c.classList.remove('dragging');
      if (this.#motion !== undefined && !this.#motion.reduced) {
        c.style.transform = `translate(${ghost.left - first.left}px, ${ghost.top - first.top}px)`;
        this.#dropped.push(c);
      }
    }
    // The click that ends a drag is not a tap.
    this.#suppressClick = true;
    setTimeout(() => {
      this.#suppressClick = false;
    }, 0);
    const back =
      target === null ||
      e.type === 'pointercancel' ||
      // Dropped back where it came from: no move.
      (target.kind !== 'foundation' && target.kind === d.from.kind && target.index === d.from.index);
    if (!back) this.#handlers.drop(d.from, d.count, target);
    // No draw followed (no move asked, or the page took none): the cards travel back home.
    if (this.#dropped.length > 0) this.#settle();
  }

  /** Cards left where a drag dropped them travel back to their places. */
  #settle(): void {
    travel(
      this.#motion,
      this.element,
      () => null,
      () => {
        for (const c of this.#dropped) c.style.removeProperty('transform');
        this.#dropped = [];
      },
    );
  }

  // ---- keyboard ----

  #dropPicked(to: FreecellTarget): void {
    const p = this.#picked;
    this.#picked = null;
    this.#handlers.picked?.(null);
    if (p === null) return;
    this.#followFocus(p.name);
    this.#handlers.drop(p.from, p.count, to);
  }

  /** A keyboard move of `card` follows: focus goes with it (issue 36: it dropped to the page's body). */
  #followFocus(card: string): void {
    if (!this.element.contains(document.activeElement)) return;
    this.#focusKey = card;
    this.#refocus = true;
  }

  #markPicked(): void {
    const p = this.#picked;
    for (const el of this.element.querySelectorAll('.fc-card')) {
      const b = el as HTMLElement;
      b.classList.remove('picked');
      b.removeAttribute('aria-pressed');
    }
    if (p === null) return;
    const pile = p.from.kind === 'cell' ? this.#cells[p.from.index]! : this.#columns[p.from.index]!;
    const cards = [...pile.children].slice(-p.count) as HTMLElement[];
    if (cards[0]?.dataset.card !== p.name) {
      this.#picked = null;
      return;
    }
    for (const c of cards) c.classList.add('picked');
    cards[0]?.setAttribute('aria-pressed', 'true');
  }

  /** The focusable places as a grid: row 0 the free cells and the foundation, rows 1.. the columns' cards. */
  #grid(): HTMLElement[][] {
    const top = [...this.#cells.map((el) => (el.firstElementChild as HTMLElement | null) ?? el), ...this.#piles];
    const cols = this.#columns.map((col) =>
      col.childElementCount === 0 ? [col] : ([...col.children] as HTMLElement[]),
    );
    return [top, ...cols];
  }

  /**
   * One tab stop: the element focused last (a card, wherever it lies now; a card gone home, its
   * foundation pile), or the last card of column 1. When focus was on the table before the update
   * and a move took it away (a card moved is taken out and put back, which drops focus to the
   * page's body), or a keyboard move was just made, it goes to that tab stop.
   */
  #rove(hadFocus: boolean): void {
    const all = this.#grid().flat();
    const key = this.#focusKey;
    let current = all.find((el) => focusKey(el) === key) ?? null;
    if (current === null && key !== null && /^[A2-9TJQK][SHDC]$/.test(key)) {
      const suit = key[1];
      const home = isSuit(suit) ? this.#piles[SUIT_ORDER.indexOf(suit)] : undefined;
      // Home when the pile's top is this card or above it: the pile's name says which.
      if (home !== undefined && !this.element.querySelector(`[data-card="${key}"]`)) current = home;
    }
    if (current === null) current = this.#grid()[1]?.at(-1) ?? all[0] ?? null;
    for (const el of all) setAttr(el, 'tabindex', el === current ? '0' : '-1');
    const active = document.activeElement;
    const lost = active === null || active === document.body || !this.element.contains(active);
    if (this.#refocus || (hadFocus && lost)) current?.focus();
    this.#refocus = false;
  }

  #onKey(e: KeyboardEvent): void {
    const active = document.activeElement as HTMLElement | null;
    if (active === null || !this.element.contains(active)) return;
    const grid = this.#grid();
    let row = -1;
    let col = -1;
    // In the grid, row 0 is the top area; columns are grid rows 1..8 (a column's cards top to bottom).
    grid.forEach((items, r) => {
      const k = items.indexOf(active);
      if (k >= 0) {
        row = r;
        col = k;
      }
    });
    if (row < 0) return;
    if (e.key === 'Escape' && this.#picked !== null) {
      this.#picked = null;
      this.#handlers.picked?.(null);
      this.#markPicked();
      return;
    }
    if (isActivateKey(e.key)) {
      e.preventDefault();
      const card = active.dataset.card;
      const target = decode(active.dataset.target ?? active.parentElement?.dataset.target);
      if (this.#picked !== null) {
        if (card === this.#picked.name) {
          // Enter again on the card picked up: its smart move, as a tap.
          const p = this.#picked;
          this.#picked = null;
          this.#handlers.picked?.(null);
          this.#followFocus(p.name);
          this.#handlers.tap(p.from, p.count);
        } else if (target !== null) this.#dropPicked(target);
        return;
      }
      if (card !== undefined && target !== null && target.kind !== 'foundation' && !this.#locked) {
        this.#picked = { from: target, count: Number(active.dataset.count ?? '1'), name: card };
        this.#handlers.picked?.(card);
        this.#markPicked();
      }
      return;
    }
    let next: HTMLElement | undefined;
    // Columns are grid rows: up and down move within a column, left and right across columns.
    if (row === 0) {
      if (e.key === 'ArrowLeft') next = grid[0]![Math.max(0, col - 1)];
      else if (e.key === 'ArrowRight') next = grid[0]![Math.min(7, col + 1)];
      else if (e.key === 'ArrowDown') next = grid[1 + Math.min(7, col)]?.[0];
    } else {
      const pile = grid[row]!;
      if (e.key === 'ArrowUp') next = col === 0 ? grid[0]![row - 1] : pile[col - 1];
      else if (e.key === 'ArrowDown') next = pile[Math.min(pile.length - 1, col + 1)];
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const r = e.key === 'ArrowLeft' ? Math.max(1, row - 1) : Math.min(8, row + 1);
        const other = grid[r]!;
        next = other[Math.min(other.length - 1, col)];
      }
    }
    if (next === undefined) return;
    e.preventDefault();
    for (const el of grid.flat()) el.setAttribute('tabindex', el === next ? '0' : '-1');
    next.focus();
  }
}

/**
 * The Othello board as 64 buttons, each named in the game's notation
 * (`d3, black`, `d3, empty, legal`), the test contract of issue 19. The last
 * move, the discs it flipped, the legal moves and a hint are marked.
 */
import { Cell, makeSquare, type Othello, SIZE, type Square } from '@arcade/model-othello';
import { h } from '../common/dom.js';
import { RovingGrid } from '../common/grid.js';
import type { Motion } from '../common/motion.js';

/** A legal move's value as the board shows it: in discs for the side to move. */
export interface OthelloValue {
  /** In discs for the side to move (rounded to a whole disc when shown). */
  readonly value: number;
  /** Perfect play's final margin (the engine solved it), not an estimate. */
  readonly exact: boolean;
}

/** A value as shown on its square and at the end of its name: `+4`, `0`, `-2`. */
export function valueText(v: OthelloValue): string {
  const n = Math.round(v.value) + 0;
  return n > 0 ? `+${n}` : String(n);
}

/**
 * The accessible name of a square: `d3, black`, `d3, white`, `d3, empty` or `d3, empty, legal`;
 * with its move's value, `d3, empty, legal, exact +4` (solved) or `d3, empty, legal, estimated +4`.
 */
export function squareLabel(sq: Square, cell: Cell, legal: boolean, value?: OthelloValue): string {
  const what = cell === Cell.BLACK ? 'black' : cell === Cell.WHITE ? 'white' : 'empty';
  const worth = legal && value !== undefined ? `, ${value.exact ? 'exact' : 'estimated'} ${valueText(value)}` : '';
  return `${makeSquare(sq)}, ${what}${legal ? ', legal' : ''}${worth}`;
}

/** What the board shows besides the discs. */
export interface OthelloShow {
  /** The last move played. */
  readonly last?: Square | null;
  /** The discs the last move flipped. */
  readonly flipped?: readonly Square[];
  /** The square a hint points at. */
  readonly hint?: Square | null;
  /** Clicks are ignored (the computer thinks, or it is not a person's turn). */
  readonly locked?: boolean;
  /** The legal moves' values, by square name (`d3`), shown on their squares and in their names. */
  readonly values?: ReadonlyMap<string, OthelloValue>;
}

const key = (s: Square): number => 8 * s.i + s.j;

/** How long the new disc takes to appear, and each flipped disc to turn, in ms (before the speed setting). */
export const PLACE_MS = 160;
/** The wait between two flipped discs one step further out from the new disc, in ms. */
export const FLIP_STEP_MS = 70;
/** How long one disc takes to turn, in ms. */
export const FLIP_MS = 220;

/** The board: 64 buttons, row 8 at the top as printed boards have it; `onPick(square)` on a legal square. */
export class OthelloBoard {
  /** The board element to put on the page. */
  readonly element: HTMLDivElement;
  readonly #cells = new Map<number, HTMLButtonElement>();
  /** What each square shows now (its label, flags and classes as one key), so update() touches only the squares that change. */
  readonly #drawn = new Map<number, string>();
  #locked: boolean | null = null;

  constructor(onPick: (sq: Square) => void) {
    this.element = h('div', { role: 'group', 'aria-label': 'Othello board', class: 'oth-board' });
    const grid = new RovingGrid(this.element);
    const rows: HTMLButtonElement[][] = [];
    // The files and ranks around the board, for the eye (the squares' names carry them for the ear).
    const label = (text: string): HTMLSpanElement => h('span', { class: 'oth-label', 'aria-hidden': 'true' }, [text]);
    this.element.append(label(''), ...'abcdefgh'.split('').map(label));
    // Row i = 0 is rank 1; printed boards (and the console's) put rank 1 at the top.
    for (let i = 0; i < SIZE; i++) {
      this.element.append(label(String(i + 1)));
      const row: HTMLButtonElement[] = [];
      for (let j = 0; j < SIZE; j++) {
        const sq = { i, j };
        const b = h('button', { type: 'button', class: 'oth-cell' }, [
          h('span', { class: 'disc' }),
          h('span', { class: 'oth-value' }),
        ]);
        b.addEventListener('click', () => {
          if (this.#locked !== true && b.dataset.legal === 'true') onPick(sq);
        });
        this.element.append(b);
        this.#cells.set(key(sq), b);
        row.push(b);
      }
      rows.push(row);
    }
    grid.setCells(rows);
  }

  /**
   * The motion of a move already drawn by update(): the new disc on `square` grows in, then the
   * discs it flipped turn one after another outward from it (one step further, FLIP_STEP_MS later),
   * each showing its old colour until it turns. Nothing moves under reduced motion (Motion's rule).
   * `_player` is the side that moved (the discs' colours come from the board drawn by update()).
   */
  animateMove(motion: Motion, square: Square, _player: 'BLACK' | 'WHITE', flipped: readonly Square[]): void {
    const placed = this.#cells.get(key(square))?.firstElementChild;
    if (placed === null || placed === undefined) return;
    motion.animate(
      placed,
      [
        { transform: 'scale(0.2)', opacity: 0.4 },
        { transform: 'scale(1)', opacity: 1 },
      ],
      {
        duration: PLACE_MS,
        easing: 'ease-out',
      },
    );
    // A flipped disc is drawn in its new colour; its old face (the disc's ::before, styled in the old
    // colour by othello.css) covers it until the disc is edge-on. Transform and opacity only: the
    // compositor runs the turn, so its frames need no main-thread paint or raster of the board
    // (a background-colour animation repainted and rasterised the board every frame).
    for (const sq of flipped) {
      const disc = this.#cells.get(key(sq))?.firstElementChild;
      if (disc === null || disc === undefined) continue;
      // Distance in steps along the line from the new disc (a line is straight, so either axis).
      const steps = Math.max(Math.abs(sq.i - square.i), Math.abs(sq.j - square.j));
      const timing: KeyframeAnimationOptions = {
        duration: FLIP_MS,
        delay: PLACE_MS / 2 + (steps - 1) * FLIP_STEP_MS,
        fill: 'backwards',
        easing: 'linear',
      };
      motion.animate(
        disc,
        [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)', offset: 0.5 }, { transform: 'scaleX(1)' }],
        timing,
      );
      // Under reduced motion the turn above is dropped and this is the change: a short step or fade.
      motion.animate(disc, [{ opacity: 1 }, { opacity: 1, offset: 0.5 }, { opacity: 0, offset: 0.5 }, { opacity: 0 }], {
        ...timing,
        pseudoElement: '::before',
      });
    }
  }

  /** Draws `game` (legal moves for the side to move) with the extras in `show`. */
  update(game: Othello, show: OthelloShow = {}): void {
    const locked = show.locked === true;
    if (locked !== this.#locked) this.element.setAttribute('aria-busy', String(locked));
    this.#locked = locked;
    const legal = new Set(game.legalMoves().map(key));
    const flipped = new Set((show.flipped ?? []).map(key));
    const last = show.last === undefined || show.last === null ? -1 : key(show.last);
    const hint = show.hint === undefined || show.hint === null ? -1 : key(show.hint);
    for (let i = 0; i < SIZE; i++) {
      for (let j = 0; j < SIZE; j++) {
        const sq = { i, j };
        const k = key(sq);
        const cell = game.getb(i, j);
        const isLegal = legal.has(k);
        const value = isLegal ? show.values?.get(makeSquare(sq)) : undefined;
        const label = squareLabel(sq, cell, isLegal, value);
        const isLast = last === k;
        const isFlipped = flipped.has(k);
        const isHint = hint === k;
        // Locking the board (the computer's turn) changes only the squares a click could play.
        const open = isLegal && !locked;
        // A move changes a handful of the 64 squares: rewriting all of them (attributes, classes)
        // cost the click its processing time and made the browser re-check every square's style.
        const drawn = `${label}|${open}|${isLast}|${isFlipped}|${isHint}`;
        if (this.#drawn.get(k) === drawn) continue;
        this.#drawn.set(k, drawn);
        const b = this.#cells.get(k)!;
        b.dataset.cell = cell.toLowerCase();
        b.dataset.legal = String(isLegal);
        b.setAttribute('aria-label', label);
        b.setAttribute('aria-disabled', String(!open));
        b.classList.toggle('legal', open);
        b.classList.toggle('last', isLast);
        b.classList.toggle('flipped', isFlipped);
        b.classList.toggle('hint', isHint);
        const shown = b.lastElementChild as HTMLSpanElement;
        shown.textContent = value === undefined ? '' : valueText(value);
        if (value === undefined) delete b.dataset.value;
        else b.dataset.value = value.exact ? 'exact' : 'estimate';
      }
    }
  }
}

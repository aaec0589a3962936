/**
 * The Two Dots board: one button a dot, named `row 1, column 2, red` (rows
 * and columns from 1, as the console numbers them), the test contract of
 * issue 19. Press on a dot and drag through neighbours of its colour: the
 * path is drawn as it grows, going back over the last dot takes it off,
 * reaching the first dot again closes a square; releasing plays it. With the
 * keyboard, Enter starts a path on the focused dot, extends it to the
 * focused neighbour, and ends it on its last dot; Escape drops it.
 */
import { COLOR_NAMES, type Color } from '@arcade/model-twodots';
import { h, s } from '../common/dom.js';
import { isActivateKey, RovingGrid } from '../common/grid.js';
import type { Motion } from '../common/motion.js';

/** The motion's durations in ms (before the pace): cleared dots shrink, then the rest fall. */
const SHRINK_MS = 160;
const FALL_MS = 220;

/** A dot's place: row and column from 0, row 0 at the top. */
export interface DotPos {
  /** Row, 0 at the top. */
  readonly row: number;
  /** Column, 0 at the left. */
  readonly col: number;
}

/** The accessible name of the dot at (row, col) (from 0): `row 1, column 2, red`. */
export function dotLabel(row: number, col: number, color: Color): string {
  return `row ${row + 1}, column ${col + 1}, ${COLOR_NAMES[color]}`;
}

const same = (a: DotPos, b: DotPos): boolean => a.row === b.row && a.col === b.col;
const adjacent = (a: DotPos, b: DotPos): boolean => Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;

/**
 * The path after the pointer (or the keyboard) reaches `to`, as the real
 * game draws it: the last dot again, or the one before it, takes the last
 * off; a neighbour of the same colour not yet on the path is added; the
 * first dot, from a path of 4 or more, closes a square (the first dot is
 * then repeated at the end, and nothing more can be added); anything else
 * leaves the path as it is. Pure, so it is tested without a browser.
 */
export function extendPath(path: readonly DotPos[], to: DotPos, colorAt: (p: DotPos) => Color): DotPos[] {
  const out = [...path];
  const last = out[out.length - 1];
  if (last === undefined) return [to];
  if (same(last, to)) return out;
  const closed = out.length > 1 && same(out[0]!, last);
  if (out.length > 1 && same(out[out.length - 2]!, to)) {
    out.pop();
    return out;
  }
  if (closed || !adjacent(last, to) || colorAt(to) !== colorAt(last)) return out;
  if (same(out[0]!, to) && out.length >= 4) return [...out, to];
  if (out.some((p) => same(p, to))) return out;
  return [...out, to];
}

/** What the board shows besides the dots. */
export interface DotsShow {
  /** The dots of a hint, to mark. */
  readonly hint?: readonly DotPos[] | null;
  /** No paths are taken (the game is over). */
  readonly locked?: boolean;
  /**
   * The dots the move just played removed (a square: every dot of its colour), on the board as
   * it was: with a Motion, they shrink away, the dots above fall and new ones drop in.
   */
  readonly cleared?: readonly DotPos[] | null;
}

/** The board: `onPath(path)` when a path is released or ended with Enter (2 dots or more). */
export class DotsBoard {
  /** The board element to put on the page. */
  readonly element: HTMLDivElement;
  readonly #grid: HTMLDivElement;
  readonly #line: SVGPolylineElement;
  readonly #svg: SVGSVGElement;
  readonly #roving: RovingGrid;
  readonly #onPath: (path: DotPos[]) => void;
  #dots: HTMLButtonElement[][] = [];
  #colors: readonly (readonly Color[])[] = [];
  #path: DotPos[] = [];
  #dragging = false;
  #locked = false;
  #onChange: ((path: readonly DotPos[]) => void) | null = null;
  readonly #motion: Motion | null;
  /** Where the pointer is while a path is drawn: the path's line follows it. */
  #pointer: { x: number; y: number } | null = null;

  /**
   * `onChange` hears of every step of a path being drawn; `signal` removes
   * the board's window listeners (for the drag) when the page is left.
   */
  constructor(
    onPath: (path: DotPos[]) => void,
    options: {
      readonly onChange?: (path: readonly DotPos[]) => void;
      readonly signal?: AbortSignal;
      /** Clearing, falling and the path following the finger move with it; none: at once. */
      readonly motion?: Motion;
    } = {},
  ) {
    this.#motion = options.motion ?? null;
    const onChange = options.onChange;
    const listen = options.signal === undefined ? {} : { signal: options.signal };
    this.#onPath = onPath;
    this.#onChange = onChange ?? null;
    this.#grid = h('div', { class: 'dots-grid' });
    this.#line = s('polyline', { class: 'dots-path', fill: 'none' });
    this.#svg = s('svg', { class: 'dots-overlay', 'aria-hidden': 'true' }, [this.#line]);
    this.element = h('div', { role: 'group', 'aria-label': 'Two Dots board', class: 'dots-board' }, [
      this.#grid,
      this.#svg,
    ]);
    this.#roving = new RovingGrid(this.#grid);
    this.#grid.addEventListener('pointerdown', (e) => this.#down(e));
    window.addEventListener('pointermove', (e) => this.#move(e), listen);
    window.addEventListener('pointerup', () => this.#up(), listen);
    window.addEventListener('pointercancel', () => this.#cancel(), listen);
    this.#grid.addEventListener('keydown', (e) => this.#key(e));
  }

  /** The path being drawn. */
  get path(): readonly DotPos[] {
    return this.#path;
  }

  /** Draws the dots (`rows[r][c]`, row 0 at the top). */
  update(rows: readonly (readonly Color[])[], show: DotsShow = {}): void {
    this.#locked = show.locked === true;
    this.element.setAttribute('aria-disabled', String(this.#locked));
    const nRows = rows.length;
    const nCols = rows[0]?.length ?? 0;
    if (this.#dots.length !== nRows || this.#dots[0]?.length !== nCols) {
      this.#grid.replaceChildren();
      this.#grid.style.gridTemplateColumns = `repeat(${nCols}, 1fr)`;
      this.#dots = rows.map((row, r) =>
        row.map((_, c) => {
          const b = h('button', { type: 'button', class: 'dot' }, [h('span', { class: 'dot-face' })]);
          b.dataset.row = String(r);
          b.dataset.col = String(c);
          // Enter and Space are handled as path steps (keydown), not as a click.
          b.addEventListener('click', (e) => e.preventDefault());
          this.#grid.append(b);
          return b;
        }),
      );
      this.#roving.setCells(this.#dots);
    }
    const before = this.#colors;
    this.#colors = rows;
    const hint = show.hint ?? [];
    rows.forEach((row, r) => {
      row.forEach((color, c) => {
        const b = this.#dots[r]![c]!;
        // Only the dots whose colour changed (a move changes a few of the 36): each attribute written
        // has the browser check that dot's style again, in the move's frame.
        if (b.dataset.color !== color) {
          b.dataset.color = color;
          b.setAttribute('aria-label', dotLabel(r, c, color));
        }
        b.classList.toggle(
          'hint',
          hint.some((p) => p.row === r && p.col === c),
        );
      });
    });
    this.#path = [];
    this.#draw();
    if (this.#motion !== null && show.cleared && show.cleared.length > 0 && before.length === nRows) {
      this.#animateMove(this.#motion, before, show.cleared);
    }
  }

  /**
   * The move as the real game shows it: ghosts of the cleared dots shrink away where they were,
   * each column's dots fall from their old rows, and new dots drop in from above the board.
   */
  #animateMove(motion: Motion, before: readonly (readonly Color[])[], cleared: readonly DotPos[]): void {
    const top = this.#dots[0]?.[0]?.getBoundingClientRect();
    const next = this.#dots[1]?.[0]?.getBoundingClientRect();
    if (top === undefined || next === undefined) return;
    const pitch = next.top - top.top;
    const box = this.element.getBoundingClientRect();
    const gone = new Set(cleared.map((p) => `${p.row},${p.col}`));
    // Every place is read before the first ghost is added: a ghost added between two reads made the
    // browser lay the board out again for the next one (a layout for each cleared dot, in the move's task).
    const ghosts: { ghost: HTMLSpanElement; r: DOMRect }[] = [];
    for (const p of cleared) {
      const face = this.#dots[p.row]?.[p.col]?.firstElementChild;
      const color = before[p.row]?.[p.col];
      if (face === undefined || face === null || color === undefined) continue;
      const ghost = h('span', { class: 'dot-ghost', 'data-color': color, 'aria-hidden': 'true' });
      ghosts.push({ ghost, r: face.getBoundingClientRect() });
    }
    for (const { ghost, r } of ghosts) {
      ghost.style.left = `${r.left - box.left}px`;
      ghost.style.top = `${r.top - box.top}px`;
      ghost.style.width = `${r.width}px`;
      ghost.style.height = `${r.height}px`;
    }
    this.element.append(...ghosts.map((g) => g.ghost));
    for (const { ghost } of ghosts) {
      const a = motion.animate(
        ghost,
        [
          { transform: 'scale(1)', opacity: 1 },
          { transform: 'scale(0)', opacity: 0 },
        ],
        { duration: SHRINK_MS, easing: 'ease-in', fill: 'forwards' },
      );
      const remove = (): void => ghost.remove();
      if (a === null) remove();
      else a.finished.then(remove, remove);
    }
    const nCols = before[0]?.length ?? 0;
    for (let c = 0; c < nCols; c++) {
      // The column's survivors, top to bottom, land in its bottom rows; k new dots fill the top.
      const survivors: number[] = [];
      for (let r = 0; r < before.length; r++) if (!gone.has(`${r},${c}`)) survivors.push(r);
      const k = before.length - survivors.length;
      if (k === 0) continue;
      for (let r = 0; r < before.length; r++) {
        const from = r < k ? r - k : survivors[r - k]!;
        if (from === r) continue;
        const face = this.#dots[r]?.[c]?.firstElementChild;
        if (face === undefined || face === null) continue;
        const lift = (r - from) * pitch;
        motion.animate(
          face,
          [
            { transform: `translateY(${-lift}px)`, opacity: r < k ? 0 : 1 },
            { transform: 'translateY(0)', opacity: 1 },
          ],
          { duration: FALL_MS, delay: SHRINK_MS / 2, easing: 'cubic-bezier(0.3, 0, 0.6, 1)', fill: 'backwards' },
        );
      }
    }
  }

  #colorAt = (p: DotPos): Color => this.#colors[p.row]![p.col]!;

  #at(target: EventTarget | null): DotPos | null {
    const b = (target as Element | null)?.closest?.('.dot') as HTMLElement | null;
    if (b === null || b === undefined || !this.#grid.contains(b)) return null;
    return { row: Number(b.dataset.row), col: Number(b.dataset.col) };
  }

  #set(path: DotPos[]): void {
    this.#path = path;
    this.#draw();
    this.#onChange?.(path);
  }

  #down(e: PointerEvent): void {
    if (this.#locked || e.button !== 0) return;
    const p = this.#at(e.target);
    if (p === null) return;
    e.preventDefault();
    this.#dragging = true;
    this.#set([p]);
  }

  #move(e: PointerEvent): void {
    if (!this.#dragging) return;
    this.#pointer = this.#motion === null ? null : { x: e.clientX, y: e.clientY };
    const p = this.#at(document.elementFromPoint(e.clientX, e.clientY));
    if (p !== null) this.#set(extendPath(this.#path, p, this.#colorAt));
    else this.#draw();
  }

  #up(): void {
    if (!this.#dragging) return;
    this.#dragging = false;
    this.#pointer = null;
    this.#finish();
  }

  #cancel(): void {
    this.#dragging = false;
    this.#pointer = null;
    this.#set([]);
  }

  #finish(): void {
    const path = this.#path;
    this.#set([]);
    if (path.length >= 2) this.#onPath(path);
  }

  #key(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      this.#set([]);
      return;
    }
    if (!isActivateKey(e.key) || this.#locked) return;
    const p = this.#at(e.target);
    if (p === null) return;
    e.preventDefault();
    const path = this.#path;
    const last = path[path.length - 1];
    if (last === undefined) this.#set([p]);
    else if (same(last, p)) this.#finish();
    else {
      const next = extendPath(path, p, this.#colorAt);
      // A closed square ends the path at once: nothing can be added to it.
      if (next.length > 1 && same(next[0]!, next[next.length - 1]!)) {
        this.#path = next;
        this.#finish();
      } else this.#set(next);
    }
  }

  #draw(): void {
    const marks = new Set(this.#path.map((p) => `${p.row},${p.col}`));
    this.#dots.forEach((row, r) => {
      row.forEach((b, c) => {
        b.classList.toggle('on-path', marks.has(`${r},${c}`));
      });
    });
    const box = this.element.getBoundingClientRect();
    const pts = this.#path.map((p) => {
      const rect = this.#dots[p.row]![p.col]!.getBoundingClientRect();
      return `${(rect.left + rect.width / 2 - box.left).toFixed(0)},${(rect.top + rect.height / 2 - box.top).toFixed(0)}`;
    });
    // While a finger draws, the line runs on from the last dot to it (not past a closed square).
    const closed = this.#path.length > 1 && same(this.#path[0]!, this.#path[this.#path.length - 1]!);
    if (this.#dragging && this.#pointer !== null && pts.length > 0 && !closed) {
      pts.push(`${(this.#pointer.x - box.left).toFixed(0)},${(this.#pointer.y - box.top).toFixed(0)}`);
    }
    this.#line.setAttribute('points', pts.join(' '));
    const first = this.#path[0];
    this.#line.dataset.color = first === undefined ? '' : this.#colorAt(first);
  }
}

/**
 * Keyboard focus in a grid of cells (the WAI-ARIA "roving tabindex"): one cell
 * of the grid is in the tab order at a time, the arrow keys move focus, Home
 * and End go to the ends of the row. The move itself is a pure function, so
 * it is tested without a browser.
 */

/** A cell position, 0-based. */
export interface GridPos {
  readonly row: number;
  readonly col: number;
}

/**
 * Where `key` moves focus from `at` in a rows x cols grid: the arrow keys one
 * step (stopping at the edges), Home and End to the first or last cell of the
 * row. Null for any other key (the caller leaves the event alone).
 */
export function gridStep(key: string, at: GridPos, rows: number, cols: number): GridPos | null {
  const clamp = (v: number, n: number): number => Math.max(0, Math.min(n - 1, v));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'Home':
      return { row: at.row, col: 0 };
    case 'End':
      return { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

/** Whether a key selects or drops (Enter, or Space). */
export function isActivateKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

/**
 * A roving tabindex over `cells` (row-major, rows x cols; a missing cell is
 * null and skipped by focus). Arrow keys on the container move focus; the
 * focused cell keeps tabindex 0 across re-renders, so Tab leaves and
 * re-enters the grid where the player was.
 */
export class RovingGrid {
  #at: GridPos = { row: 0, col: 0 };
  #cells: readonly (readonly (HTMLElement | SVGElement | null)[])[] = [];

  /** Listens for arrow keys on `container`, whose cells are set with `setCells`. */
  constructor(container: HTMLElement | SVGElement) {
    container.addEventListener('keydown', (e) => this.#onKey(e as KeyboardEvent));
    container.addEventListener('focusin', (e) => {
      const pos = this.#find(e.target);
      if (pos !== null) this.#at = pos;
      this.#sync();
    });
  }

  /** The cells, rows of elements (null where there is none), after each render. */
  setCells(cells: readonly (readonly (HTMLElement | SVGElement | null)[])[]): void {
    this.#cells = cells;
    this.#sync();
  }

  /** The position that has (or would have) focus. */
  get position(): GridPos {
    return this.#at;
  }

  #find(target: EventTarget | null): GridPos | null {
    for (let r = 0; r < this.#cells.length; r++) {
      const row = this.#cells[r]!;
      for (let c = 0; c < row.length; c++) if (row[c] === target) return { row: r, col: c };
    }
    return null;
  }

  #cell(p: GridPos): HTMLElement | SVGElement | null {
    return this.#cells[p.row]?.[p.col] ?? null;
  }

  // Exactly one cell in the tab order: the current one, or the first there is.
  #sync(): void {
    let current = this.#cell(this.#at);
    if (current === null) {
      outer: for (let r = 0; r < this.#cells.length; r++) {
        const row = this.#cells[r]!;
        for (let c = 0; c < row.length; c++) {
          if (row[c]) {
            this.#at = { row: r, col: c };
            current = row[c]!;
            break outer;
          }
        }
      }
    }
    for (const row of this.#cells) for (const el of row) el?.setAttribute('tabindex', el === current ? '0' : '-1');
  }

  #onKey(e: KeyboardEvent): void {
    const rows = this.#cells.length;
    const cols = Math.max(0, ...this.#cells.map((r) => r.length));
    const step = gridStep(e.key, this.#at, rows, cols);
    if (step === null) return;
    let next: GridPos = step;
    e.preventDefault();
    // Skip holes (a hex grid's missing tiles) in the direction of travel.
    const dr = next.row - this.#at.row;
    const dc = next.col - this.#at.col;
    while (this.#cell(next) === null && (dr !== 0 || dc !== 0)) {
      const further: GridPos = { row: next.row + dr, col: next.col + dc };
      if (further.row < 0 || further.row >= rows || further.col < 0 || further.col >= cols) return;
      next = further;
    }
    const el = this.#cell(next);
    if (el === null) return;
    this.#at = next;
    this.#sync();
    el.focus();
  }
}

/**
 * The Tic-tac-toe board as nine buttons in a grid, each named by its row,
 * column and mark (`row 2, column 2, X`), the test contract of issue 19.
 */
import { type CellValue, Circle, Cross, type Game, type Move, SIZE } from '@arcade/model-tictactoe';
import { h, s } from '../common/dom.js';
import { RovingGrid } from '../common/grid.js';
import type { Motion } from '../common/motion.js';

/** How long a mark takes to be drawn, and the winning line to be struck, in ms (before the pace). */
const DRAW_MS = 180;
const STRIKE_MS = 260;

/** The mark in a cell as the page says it: `X`, `O` or `empty`. */
export function markWord(v: CellValue): string {
  return v === Cross ? 'X' : v === Circle ? 'O' : 'empty';
}

/** The accessible name of cell (i, j) (1-based): `row 2, column 2, X`. */
export function cellLabel(i: number, j: number, v: CellValue): string {
  return `row ${i}, column ${j}, ${markWord(v)}`;
}

/** What the board shows besides the marks. */
export interface TicTacToeShow {
  /** The cell a hint points at. */
  readonly hint?: Move | null;
  /** The cells of a winning line. */
  readonly line?: readonly Move[];
  /** Clicks are ignored (the computer's turn, or the game is over). */
  readonly locked?: boolean;
}

/** Why a press on a cell did nothing: the cell is taken, or the board is locked. */
export type TicTacToeRefusal = 'taken' | 'locked';

/** Options of a TicTacToeBoard. */
export interface TicTacToeBoardOptions {
  /**
   * Called when a cell is pressed (click, Enter, Space) and nothing is played: the cell is
   * taken, or the board is locked. The page says why, so a press is never silently dropped.
   */
  readonly onRefused?: (i: number, j: number, why: TicTacToeRefusal) => void;
  /** Draws each new mark and strikes the winning line through (the app's Motion); none: at once. */
  readonly motion?: Motion;
}

/**
 * The board: nine buttons; `onPick(i, j)` when the player chooses an empty cell.
 *
 * @example
 * const board = new TicTacToeBoard((i, j) => play(i, j), { onRefused: (i, j, why) => say(why) });
 */
export class TicTacToeBoard {
  /** The board element to put on the page. */
  readonly element: HTMLDivElement;
  readonly #cells: HTMLButtonElement[][] = [];
  readonly #grid: RovingGrid;
  readonly #motion: Motion | null;
  /** The line struck through a win (over the cells, hidden from assistive technology). */
  readonly #strike: SVGLineElement;
  readonly #overlay: SVGSVGElement;
  #struck = '';
  #locked = false;

  constructor(onPick: (i: number, j: number) => void, options: TicTacToeBoardOptions = {}) {
    this.element = h('div', { role: 'group', 'aria-label': 'Tic-tac-toe board', class: 'ttt-board' });
    this.#grid = new RovingGrid(this.element);
    this.#motion = options.motion ?? null;
    this.#strike = s('line', { class: 'ttt-strike' });
    this.#overlay = s('svg', { class: 'ttt-overlay', 'aria-hidden': 'true' }, [this.#strike]);
    this.#overlay.style.display = 'none';
    for (let i = 1; i <= SIZE; i++) {
      const row = h('div', { class: 'ttt-row' });
      const cells: HTMLButtonElement[] = [];
      for (let j = 1; j <= SIZE; j++) {
        const b = h('button', { type: 'button', class: 'ttt-cell' });
        const pick = (): void => {
          if (!this.#locked && b.dataset.mark === 'empty') onPick(i, j);
          else options.onRefused?.(i, j, b.dataset.mark === 'empty' ? 'locked' : 'taken');
        };
        b.addEventListener('click', pick);
        row.append(b);
        cells.push(b);
      }
      this.element.append(row);
      this.#cells.push(cells);
    }
    this.#grid.setCells(this.#cells);
    this.element.append(this.#overlay);
  }

  /** Draws `game` with the extras in `show`. */
  update(game: Game, show: TicTacToeShow = {}): void {
    this.#locked = show.locked === true;
    this.element.setAttribute('aria-busy', String(this.#locked && !game.isOver()));
    for (let i = 1; i <= SIZE; i++) {
      for (let j = 1; j <= SIZE; j++) {
        const b = this.#cells[i - 1]![j - 1]!;
        const v = game.item(i, j);
        const word = markWord(v);
        // A new mark is drawn, left to right, as a pen would.
        if (b.dataset.mark === 'empty' && word !== 'empty' && this.#motion !== null) {
          this.#motion.animate(b, [{ clipPath: 'inset(0 100% 0 0)' }, { clipPath: 'inset(0 0 0 0)' }], {
            duration: DRAW_MS,
            easing: 'ease-out',
          });
        }
        b.dataset.mark = word;
        b.textContent = v === Cross ? 'X' : v === Circle ? 'O' : '';
        b.setAttribute('aria-label', cellLabel(i, j, v));
        b.classList.toggle('hint', show.hint?.i === i && show.hint?.j === j);
        b.classList.toggle('win', show.line?.some((m) => m.i === i && m.j === j) === true);
        b.setAttribute('aria-disabled', String(word !== 'empty' || this.#locked));
      }
    }
    this.#strikeThrough(show.line ?? []);
  }

  /** Strikes a line through the first and last cells of a win (a line of three), or hides it. */
  #strikeThrough(line: readonly Move[]): void {
    const key = line.map((m) => `${m.i},${m.j}`).join(' ');
    if (key === this.#struck) return;
    this.#struck = key;
    const first = line[0];
    const last = line[2];
    if (first === undefined || last === undefined) {
      this.#overlay.style.display = 'none';
      return;
    }
    const box = this.element.getBoundingClientRect();
    const centre = (m: Move): [number, number] => {
      const r = this.#cells[m.i - 1]![m.j - 1]!.getBoundingClientRect();
      return [r.left + r.width / 2 - box.left, r.top + r.height / 2 - box.top];
    };
    const [x1, y1] = centre(first);
    const [x2, y2] = centre(last);
    // Past the outer cells' centres by a third of a cell, as a pen strikes through.
    const dx = (x2 - x1) / 6;
    const dy = (y2 - y1) / 6;
    this.#strike.setAttribute('x1', (x1 - dx).toFixed(1));
    this.#strike.setAttribute('y1', (y1 - dy).toFixed(1));
    this.#strike.setAttribute('x2', (x2 + dx).toFixed(1));
    this.#strike.setAttribute('y2', (y2 + dy).toFixed(1));
    this.#overlay.style.display = '';
    const length = Math.hypot(x2 - x1 + 2 * dx, y2 - y1 + 2 * dy);
    this.#strike.style.strokeDasharray = `${length.toFixed(1)}`;
    this.#motion?.animate(this.#strike, [{ strokeDashoffset: `${length.toFixed(1)}` }, { strokeDashoffset: '0' }], {
      duration: STRIKE_MS,
      delay: DRAW_MS,
      easing: 'ease-in-out',
      fill: 'backwards',
    });
  }
}

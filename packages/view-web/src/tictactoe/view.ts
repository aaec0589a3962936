/**
 * The Tic-tac-toe board as nine buttons in a grid, each named by its row,
 * column and mark (`row 2, column 2, X`), the test contract of issue 19.
 */
import { type CellValue, Circle, Cross, type Game, type Move, SIZE } from '@arcade/model-tictactoe';
import { h } from '../common/dom.js';
import { RovingGrid } from '../common/grid.js';

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
  #locked = false;

  constructor(onPick: (i: number, j: number) => void, options: TicTacToeBoardOptions = {}) {
    this.element = h('div', { role: 'group', 'aria-label': 'Tic-tac-toe board', class: 'ttt-board' });
    this.#grid = new RovingGrid(this.element);
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
        b.dataset.mark = word;
        b.textContent = v === Cross ? 'X' : v === Circle ? 'O' : '';
        b.setAttribute('aria-label', cellLabel(i, j, v));
        b.classList.toggle('hint', show.hint?.i === i && show.hint?.j === j);
        b.classList.toggle('win', show.line?.some((m) => m.i === i && m.j === j) === true);
        b.setAttribute('aria-disabled', String(word !== 'empty' || this.#locked));
      }
    }
  }
}

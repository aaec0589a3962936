/**
 * The review of a finished Othello game: a score graph (the engine's
 * evaluation after each move, from Black's side, an SVG image with a text
 * equivalent), the moves as a list of buttons that show their position, the
 * three moves that lost the most marked with the best move in their place,
 * and the arrow keys stepping through the game.
 *
 * ```ts
 * const review = new OthelloReview((ply) => showPosition(ply));
 * review.set([{ square: 'f5', player: 'BLACK', black: 0, exact: false, best: 'f5', loss: 0 }]);
 * document.body.append(review.element);
 * ```
 */
import { h, s } from '../common/dom.js';

/** One move of a reviewed game. */
export interface ReviewPoint {
  /** The square played, as `d3`. */
  readonly square: string;
  /** Who played it. */
  readonly player: 'BLACK' | 'WHITE';
  /** The evaluation after the move, in discs from Black's side. */
  readonly black: number;
  /** The best move in the position before it. */
  readonly best: string;
  /** What the move lost against the best one, in discs. */
  readonly loss: number;
}

/** How many of the costliest moves are marked. */
export const MARKED = 3;

const signed = (v: number): string => {
  const n = Math.round(v) + 0;
  return n > 0 ? `+${n}` : String(n);
};
const NAME = { BLACK: 'Black', WHITE: 'White' } as const;

/** The indexes (0-based moves) of the `MARKED` moves that lost the most, each losing something, costliest first. */
export function costliest(points: readonly ReviewPoint[]): number[] {
  return points
    .map((p, k) => ({ k, loss: p.loss }))
    .filter((p) => Math.round(p.loss) > 0)
    .sort((a, b) => b.loss - a.loss || a.k - b.k)
    .slice(0, MARKED)
    .map((p) => p.k);
}

/** The graph's size in its own units (it scales to its box). */
const W = 320;
const H = 120;
/** The evaluations drawn, in discs either way: beyond is clipped to the edge. */
const RANGE = 64;

/** The review section: `onShow(ply)` when a move (ply 1..n) or the start (ply 0) is picked. */
export class OthelloReview {
  /** The section to put on the page. */
  readonly element: HTMLElement;
  readonly #onShow: (ply: number) => void;
  readonly #graph: SVGSVGElement;
  readonly #summary: HTMLParagraphElement;
  readonly #list: HTMLOListElement;
  #buttons: HTMLButtonElement[] = [];
  #dots: SVGCircleElement[] = [];
  #at = 0;

  constructor(onShow: (ply: number) => void) {
    this.#onShow = onShow;
    this.#summary = h('p', { id: 'oth-review-summary', class: 'oth-review-summary' });
    this.#graph = s('svg', {
      class: 'oth-graph',
      role: 'img',
      viewBox: `0 0 ${W} ${H}`,
      'aria-describedby': 'oth-review-summary',
    });
    this.#list = h('ol', { class: 'oth-moves', 'aria-label': 'Moves of the game' });
    this.element = h('section', { class: 'oth-review', 'aria-labelledby': 'oth-review-heading', hidden: true }, [
      h('h2', { id: 'oth-review-heading' }, ['Review']),
      this.#graph,
      this.#summary,
      this.#list,
    ]);
    // The arrow keys step through the game from any move of the list.
    this.#list.addEventListener('keydown', (e) => {
      const last = this.#buttons.length - 1;
      const to =
        e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? this.#at - 1
          : e.key === 'ArrowRight' || e.key === 'ArrowDown'
            ? this.#at + 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : null;
      if (to === null) return;
      e.preventDefault();
      this.show(Math.max(0, Math.min(last, to)), true);
    });
  }

  /** Draws the review of a game of `points.length` moves, showing its end. */
  set(points: readonly ReviewPoint[]): void {
    const n = points.length;
    const marked = costliest(points);
    const x = (ply: number): number => (n === 0 ? 0 : (ply / n) * (W - 8) + 4);
    const y = (v: number): number => H / 2 - (Math.max(-RANGE, Math.min(RANGE, v)) / RANGE) * (H / 2 - 4);
    const values = [0, ...points.map((p) => p.black)];
    this.#dots = values.map((v, ply) => {
      const worst = ply > 0 && marked.includes(ply - 1);
      const dot = s('circle', {
        cx: x(ply).toFixed(1),
        cy: y(v).toFixed(1),
        r: worst ? 5 : 3,
        class: worst ? 'oth-dot oth-dot-worst' : 'oth-dot',
        'data-ply': ply,
      });
      dot.addEventListener('click', () => this.show(ply, false));
      return dot;
    });
    const line = values.map((v, ply) => `${ply === 0 ? 'M' : 'L'}${x(ply).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
    this.#graph.replaceChildren(
      s('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'oth-axis' }),
      s('path', { d: line, class: 'oth-curve' }),
      s('line', { x1: 0, x2: 0, y1: 0, y2: H, class: 'oth-cursor' }),
      ...this.#dots,
    );
    let lo = 0;
    let hi = 0;
    values.forEach((v, ply) => {
      if (v < values[lo]!) lo = ply;
      if (v > values[hi]!) hi = ply;
    });
    const end = values[n] ?? 0;
    this.#graph.setAttribute(
      'aria-label',
      `Score graph: the engine's evaluation after each of the ${n} moves, in discs from Black's side, ending at ${signed(end)}; lowest ${signed(values[lo]!)} after move ${lo}, highest ${signed(values[hi]!)} after move ${hi}.`,
    );
    const worstText = marked.map((k) => {
      const p = points[k]!;
      return `${k + 1}. ${NAME[p.player]} ${p.square} lost ${Math.round(p.loss)} (best ${p.best})`;
    });
    this.#summary.textContent =
      marked.length === 0
        ? 'No move lost anything by the engine’s measure.'
        : `The costliest moves: ${worstText.join('; ')}.`;
    const start = h('button', { type: 'button', class: 'oth-move' }, ['Start']);
    this.#buttons = [
      start,
      ...points.map((p, k) => {
        const worst = marked.includes(k);
        const text = `${k + 1}. ${NAME[p.player]} ${p.square}: ${signed(p.black)}${worst ? `, lost ${Math.round(p.loss)}; best ${p.best}` : ''}`;
        return h('button', { type: 'button', class: worst ? 'oth-move oth-move-worst' : 'oth-move' }, [text]);
      }),
    ];
    for (const [ply, b] of this.#buttons.entries()) b.addEventListener('click', () => this.show(ply, false));
    this.#list.replaceChildren(...this.#buttons.map((b) => h('li', {}, [b])));
    this.element.hidden = false;
    // The end is what the board shows already: marked, not announced.
    this.show(n, false, false);
  }

  /** Hides the review (a new game). */
  clear(): void {
    this.element.hidden = true;
    this.#list.replaceChildren();
    this.#graph.replaceChildren();
    this.#buttons = [];
    this.#dots = [];
  }

  /** The position shown: 0 the start, k after move k. */
  get at(): number {
    return this.#at;
  }

  /** Shows position `ply`: marks it in the list and the graph, focuses its button when `focus`, and tells `onShow` unless `notify` is false. */
  show(ply: number, focus: boolean, notify = true): void {
    const b = this.#buttons[ply];
    if (b === undefined) return;
    this.#buttons[this.#at]?.removeAttribute('aria-current');
    this.#at = ply;
    b.setAttribute('aria-current', 'step');
    // One move of the list in the tab order: the one shown (Tab leaves the list, the arrows step).
    for (const other of this.#buttons) other.tabIndex = other === b ? 0 : -1;
    if (focus) b.focus();
    const dot = this.#dots[ply];
    const cursor = this.#graph.querySelector('.oth-cursor');
    if (dot !== undefined && cursor !== null) {
      cursor.setAttribute('x1', dot.getAttribute('cx') ?? '0');
      cursor.setAttribute('x2', dot.getAttribute('cx') ?? '0');
    }
    if (notify) this.#onShow(ply);
  }
}

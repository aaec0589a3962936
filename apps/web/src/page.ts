/**
 * What every game page shares: the context a game is mounted with, and the
 * page frame (title, status line, toolbar, board, rules).
 */
import { h, type StatusLine } from '@arcade/view-web';
import type { Store } from './storage.js';

/** What a game's module is given when its route opens. */
export interface GameContext {
  /** The page's main element, empty. */
  readonly root: HTMLElement;
  /** The route's query parameters. */
  readonly query: URLSearchParams;
  /** The status line (an ARIA live region). */
  readonly status: StatusLine;
  /** Saved games. */
  readonly store: Store;
  /** Aborted when the player leaves the route: stop timers and workers then. */
  readonly signal: AbortSignal;
}

/** A game module: `mount` builds the page into `ctx.root`. */
export interface GameModule {
  mount(ctx: GameContext): void;
}

/** The parts of a game page a game fills in. */
export interface GamePage {
  readonly toolbar: HTMLDivElement;
  readonly board: HTMLDivElement;
  readonly side: HTMLDivElement;
}

/** A button with a visible label. */
export function button(label: string, onClick: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = h('button', { type: 'button', ...attrs }, [label]);
  b.addEventListener('click', onClick);
  return b;
}

/** Builds the frame of a game page: title, status line, toolbar, board, side panel, rules (paragraphs). */
export function gamePage(ctx: GameContext, title: string, rules: readonly string[]): GamePage {
  document.title = `${title} - Arcade`;
  const toolbar = h('div', { class: 'toolbar', role: 'toolbar', 'aria-label': `${title} controls` });
  const board = h('div', { class: 'board-area' });
  const side = h('div', { class: 'side' });
  const rulesBox = h('section', { class: 'rules', 'aria-labelledby': 'rules-heading' }, [
    h('h2', { id: 'rules-heading' }, ['Rules']),
    ...rules.map((r) => h('p', {}, [r])),
  ]);
  ctx.root.append(h('h1', {}, [title]), ctx.status.element, toolbar, board, side, rulesBox);
  return { toolbar, board, side };
}

/** Reports the route's bad parameters in the status line (they are shown with the next message). */
export function reportProblems(ctx: GameContext, problems: readonly string[]): void {
  for (const p of problems) ctx.status.note(p);
}

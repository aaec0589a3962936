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

/**
 * A game module: `mount` builds the page into `ctx.root`, at once or over a few tasks (a promise
 * that settles once the page is built, rejected if it could not be).
 */
export interface GameModule {
  mount(ctx: GameContext): void | Promise<void>;
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

/**
 * Puts `hash` (such as `#/freecell?deal=1`) in the address bar, so that a copied link replays the
 * game; replaceState fires no hashchange, so the route is not opened again. Only when it differs:
 * each call is a same-document navigation for the browser's own process to record, and made the
 * frame of a click that saved (and so set the address) late.
 *
 * @example
 * showAddress(`#/freecell?deal=${deal}`);
 */
export function showAddress(hash: string): void {
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/**
 * Work that can wait until the browser has painted an input's answer on the
 * board: the page's text (the status line, the buttons, a side panel) and
 * the save.
 *
 * Why: under Chromium's software compositing (the 2-core test machine), all
 * that an input changes is rasterised and drawn in its frame, text most of
 * all. A move that also rewrote the status line, the buttons and the
 * transcript took about 4 ms more of that work than the move alone, and an
 * input landing late in a frame interval then painted after 16 ms. So an
 * input's frame carries the board; this runs in a task after that frame, a
 * frame later on screen.
 *
 * `later(fn)` keeps only the newest `fn` (each redraws from the current
 * state, so the last one is enough). It runs after the next frame, at once
 * when the page is hidden (no frames come), and when the page is left or the
 * route changes, so that a save is never lost. `later.flush()` runs it now:
 * a page's first frame shows everything.
 *
 * @example
 * const later = afterPaint(ctx.signal);
 * later(() => { renderText(); save(); });
 */
export function afterPaint(signal: AbortSignal, options: { readonly shown?: boolean } = {}): Later {
  const after = options.shown === true ? afterFrameShown : afterNextFrame;
  let pending: (() => void) | null = null;
  const flush = (): void => {
    const fn = pending;
    pending = null;
    fn?.();
  };
  signal.addEventListener('abort', flush, { once: true });
  window.addEventListener('pagehide', flush, { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { signal },
  );
  const later = (fn: () => void): void => {
    const scheduled = pending !== null;
    pending = fn;
    if (signal.aborted || document.visibilityState === 'hidden') flush();
    else if (!scheduled) after(flush);
  };
  return Object.assign(later, { flush });
}

/** What `afterPaint` returns: `later(fn)` to run `fn` after the next frame, `later.flush()` to run it now. */
export interface Later {
  (fn: () => void): void;
  /** Runs what waits, now. */
  flush(): void;
}

/**
 * Runs `fn` in a task after the next frame: requestAnimationFrame runs just
 * before the frame's paint, and a task queued from it runs after that frame.
 *
 * @example
 * afterNextFrame(() => playComputerTurn());
 */
export function afterNextFrame(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * Runs `fn` in a task after the frame after next begins: by then the next frame (an input's) has
 * been rasterised and drawn, so `fn` does not share the machine's cores with that frame's raster,
 * as a task just after its commit does (afterNextFrame). For work a frame later costs nothing:
 * text beside a board, a save, a question to a worker whose answer is shown after an animation.
 *
 * @example
 * afterFrameShown(() => engine.ask(position));
 */
export function afterFrameShown(fn: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fn, 0)));
}

/**
 * Resolves in a new task, so that the work after it is a task of its own: a long piece of work
 * split at its seams (a game's module evaluated, then its page built) leaves the browser free to
 * handle input and paint between the pieces, and no piece is a long task (over 50 ms). Uses
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place ahead of
 * other tasks), else a zero-delay timer.
 *
 * @example
 * const mod = await load();
 * await nextTask();
 * mod.mount(ctx);
 */
export function nextTask(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((done) => setTimeout(done, 0));
}

/**
 * Runs `fn` once when the page is next idle (within 2 s), unless the route is left first.
 *
 * @example
 * whenIdle(ctx.signal, () => warmUp());
 */
export function whenIdle(signal: AbortSignal, fn: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: 2000 });
    signal.addEventListener('abort', () => cancelIdleCallback(id), { once: true });
  } else {
    const id = setTimeout(fn, 0);
    signal.addEventListener('abort', () => clearTimeout(id), { once: true });
  }
}

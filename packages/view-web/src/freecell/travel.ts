/**
 * FreeCell's motion (issue 35 §1): each card travels from where it was to
 * where it lands, whatever moved it (a tap, a drag, a move home by itself,
 * undo, redo, the solver), with the shared FLIP helper; a card gone home
 * travels as its suit's foundation face. A hint shows its card going to the
 * target and back. Under reduced motion nothing moves (the Motion's rule).
 *
 * ```ts
 * travel(motion, table, (card) => pileFace(card), () => drawNewPosition());
 * ```
 */
import { flip, type Motion } from '../common/motion.js';

/** How long a card's travel takes, in ms (before the speed setting's pace). */
export const TRAVEL_MS = 220;
/** How long the hint's trip to its target and back takes, in ms. */
export const HINT_TRIP_MS = 900;

/**
 * Runs `change` (which redraws the table), and makes each card of `table` that changed place
 * travel from its old place to its new one. A card no longer on the table (gone home) is followed
 * by `homeOf(card)`, the face of its foundation pile. While a card travels it is drawn above the
 * others (class `fc-moving`).
 */
export function travel(
  motion: Motion | undefined,
  table: HTMLElement,
  homeOf: (card: string) => HTMLElement | null,
  change: () => void,
): void {
  if (motion === undefined || motion.reduced) {
    change();
    return;
  }
  const cards = [...table.querySelectorAll<HTMLElement>('.fc-card')];
  const moves = flip(motion, cards, change, {
    duration: TRAVEL_MS,
    match: (old) => {
      const el = old as HTMLElement;
      return el.isConnected ? el : homeOf(el.dataset.card ?? '');
    },
  });
  // The travels flip started, not each card's getAnimations(): that call updates the page's style
  // first, once for every card of the table, within the tap's handler.
  for (const { element, animation } of moves) raiseWhileMoving(element as HTMLElement, [animation]);
}

/** Draws `el` above the others until `running` (its animations) end. */
function raiseWhileMoving(el: HTMLElement, running: readonly Animation[]): void {
  if (running.length === 0) return;
  el.classList.add('fc-moving');
  void Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(() => {
    if (el.getAnimations().length === 0) el.classList.remove('fc-moving');
  });
}

/** The hint's card goes to `to` (the place it would land on) and back, so the eye follows it. */
export function hintTrip(motion: Motion | undefined, card: HTMLElement, to: DOMRect): void {
  if (motion === undefined) return;
  const from = card.getBoundingClientRect();
  const dx = to.left - from.left;
  const dy = to.top - from.top;
  const there = `translate(${dx}px, ${dy}px)`;
  motion.animate(
    card,
    [
      { transform: 'none' },
      { transform: there, offset: 0.4 },
      { transform: there, offset: 0.6 },
      { transform: 'none' },
    ],
    { duration: HINT_TRIP_MS, easing: 'ease-in-out' },
  );
  raiseWhileMoving(card, card.getAnimations());
}

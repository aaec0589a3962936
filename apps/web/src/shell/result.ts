/**
 * The result of a game, in a modal dialog: the result in words, the game's
 * figures, this game's records, and the next step (Play again, Next level,
 * New deal). Focus moves into it (to the primary action), Escape closes it,
 * and focus goes back where it was. The game's status line still says the
 * result: the dialog adds to it.
 *
 * @example
 * const records = recordGame('othello', { outcome: 'won', level: 3 });
 * showResult({
 *   title: 'You won',
 *   summary: 'Black 40, White 24.',
 *   figures: [['Discs', '40 to 24'], ['Level', '3']],
 *   records: recordLines('othello', records),
 *   actions: [{ label: 'Play again', run: newGame, primary: true }],
 * });
 */
import { h } from '@arcade/view-web';
import { openDialog } from './dialog.js';

/** What the result dialog shows. */
export interface ResultOptions {
  /** The result in words (the dialog's name): "You won", "Draw". */
  readonly title: string;
  /** One sentence more: "Black 40, White 24." */
  readonly summary: string;
  /** The game's figures, label and value: discs, moves, time, level. */
  readonly figures: readonly (readonly [label: string, value: string])[];
  /** This game's records, label and value (`recordLines`). */
  readonly records: readonly (readonly [string, string])[];
  /** The next steps; the dialog closes before one runs. A Close button is always there. */
  readonly actions: readonly { readonly label: string; readonly run: () => void; readonly primary?: boolean }[];
}

/** The open result dialog. */
export interface ResultDialog {
  readonly element: HTMLDialogElement;
  /** Closes it (running no action). */
  close(): void;
}

let lists = 0;

function list(label: string, pairs: readonly (readonly [string, string])[]): HTMLElement[] {
  if (pairs.length === 0) return [];
  const id = `result-list-${++lists}`;
  return [
    h('h3', { id }, [label]),
    h(
      'dl',
      { class: 'result-list', 'aria-labelledby': id },
      pairs.flatMap(([k, v]) => [h('dt', {}, [k]), h('dd', {}, [v])]),
    ),
  ];
}

/** Opens the result dialog (closing any other dialog of the shell). */
export function showResult(opts: ResultOptions): ResultDialog {
  const actions = opts.actions.map((a, i) => ({ label: a.label, value: String(i), primary: a.primary }));
  const d = openDialog({
    title: opts.title,
    className: 'result',
    body: [
      h('p', { class: 'result-summary' }, [opts.summary]),
      ...list('This game', opts.figures),
      ...list('Records', opts.records),
    ],
    buttons: [...actions, { label: 'Close', value: 'close' }],
    onClose: (v) => {
      if (v === '' || v === 'close') return;
      opts.actions[Number(v)]?.run();
    },
  });
  return { element: d.element, close: () => d.close('') };
}

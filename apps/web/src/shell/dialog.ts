/**
 * The shell's modal dialogs (the result of a game, a question before a reset):
 * a native <dialog> opened with showModal, so it has the dialog role, traps
 * focus and closes on Escape. Named by its heading (aria-labelledby) and
 * described by its first paragraph; focus moves into it (to the button marked
 * `autofocus`), and goes back to where it was when it closes. One at a time:
 * opening one closes the one before, and leaving the page closes it.
 *
 * @example
 * const d = openDialog({ title: 'Reset?', body: [h('p', {}, ['Sure?'])], buttons: [...], onClose: (v) => {} });
 * d.close('no');
 */
import { h } from '@arcade/view-web';
import { getMotion } from './motion.js';

/** A button of a dialog: its label, the value the dialog closes with, and whether it takes focus. */
export interface DialogButton {
  readonly label: string;
  readonly value: string;
  readonly primary?: boolean;
  /** Takes focus when the dialog opens (default: the primary button, else the first). */
  readonly focus?: boolean;
}

/** What a dialog shows and what it says when it closes. */
export interface DialogSpec {
  readonly title: string;
  /** Extra class for the dialog element. */
  readonly className?: string;
  /** The content between the heading and the buttons; a first <p> describes the dialog. */
  readonly body: readonly Node[];
  readonly buttons: readonly DialogButton[];
  /** Called once when it closes: with the button's value, or '' for Escape or the page being left. */
  readonly onClose: (value: string) => void;
}

/** An open dialog. */
export interface OpenDialog {
  /** The <dialog> element. */
  readonly element: HTMLDialogElement;
  /** Closes it with `value` (default ''), as a button would. */
  close(value?: string): void;
}

let openOne: OpenDialog | null = null;
let ids = 0;

/** Opens a modal dialog (closing any other one first). */
export function openDialog(spec: DialogSpec): OpenDialog {
  openOne?.close();
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id = `shell-dialog-${++ids}`;
  const first = spec.body.find((n): n is HTMLParagraphElement => n instanceof HTMLParagraphElement);
  if (first !== undefined && first.id === '') first.id = `${id}-desc`;
  const focusIndex = Math.max(
    0,
    spec.buttons.findIndex((b) => b.focus === true) >= 0
      ? spec.buttons.findIndex((b) => b.focus === true)
      : spec.buttons.findIndex((b) => b.primary === true),
  );
  const buttons = spec.buttons.map((b, i) =>
    h('button', { type: 'button', class: b.primary === true ? 'primary' : undefined, autofocus: i === focusIndex }, [
      b.label,
    ]),
  );
  const dialog = h(
    'dialog',
    {
      class: ['shell-dialog', spec.className].filter(Boolean).join(' '),
      'aria-labelledby': `${id}-title`,
      'aria-describedby': first?.id,
    },
    [h('h2', { id: `${id}-title` }, [spec.title]), ...spec.body, h('div', { class: 'dialog-actions' }, buttons)],
  );
  let closed = false;
  const finish = (value: string): void => {
    if (closed) return;
    closed = true;
    if (openOne === handle) openOne = null;
    window.removeEventListener('hashchange', leave);
    if (dialog.open) dialog.close();
    dialog.remove();
    // Back where it was, if it is still on the page (a new game may have redrawn it).
    if (back?.isConnected === true) back.focus();
    spec.onClose(value);
  };
  const leave = (): void => finish('');
  const handle: OpenDialog = { element: dialog, close: (value = '') => finish(value) };
  buttons.forEach((b, i) => {
    b.addEventListener('click', () => finish(spec.buttons[i]?.value ?? ''));
  });
  // Escape (the dialog's cancel), or the browser closing it some other way.
  dialog.addEventListener('close', () => finish(''));
  window.addEventListener('hashchange', leave);
  document.body.append(dialog);
  dialog.showModal();
  buttons[focusIndex]?.focus();
  openOne = handle;
  getMotion().animate(
    dialog,
    [
      { opacity: 0, transform: 'translateY(12px) scale(0.97)' },
      { opacity: 1, transform: 'none' },
    ],
    { duration: 180, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  );
  return handle;
}

/**
 * Asks a yes-or-no question in a modal dialog; resolves true for `confirm`, false for `cancel` or
 * Escape. Focus starts on `cancel`: a slip of the Enter key changes nothing.
 *
 * @example
 * if (await askConfirm({ title: 'Reset all records?', message: '...', confirm: 'Reset', cancel: 'Keep them' })) reset();
 */
export function askConfirm(q: { title: string; message: string; confirm: string; cancel: string }): Promise<boolean> {
  return new Promise((answer) => {
    openDialog({
      title: q.title,
      className: 'confirm',
      body: [h('p', {}, [q.message])],
      buttons: [
        { label: q.cancel, value: 'cancel', focus: true },
        { label: q.confirm, value: 'confirm', primary: true },
      ],
      onClose: (v) => answer(v === 'confirm'),
    });
  });
}

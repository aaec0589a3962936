/**
 * The one error class of the site's shell (settings, records): a bad value
 * given to one of its calls. A call that throws it has changed nothing.
 *
 * @example
 * try { setSettings({ speed: 'warp' as never }); }
 * catch (e) { if (isShellError(e)) console.log(e.code); } // 'BAD_SETTING'
 */

/** What went wrong. */
export type ShellErrorCode = 'BAD_SETTING' | 'BAD_RECORD';

const BRAND = Symbol.for('arcade.web.ShellError');

/** A bad value given to the shell; `code` says which kind. */
export class ShellError extends Error {
  readonly code: ShellErrorCode;
  readonly [BRAND] = true;
  constructor(code: ShellErrorCode, message: string) {
    super(message);
    this.name = 'ShellError';
    this.code = code;
  }
}

/** True for a ShellError, from any copy of this module (a brand check, not instanceof). */
export function isShellError(e: unknown): e is ShellError {
  return typeof e === 'object' && e !== null && (e as { [BRAND]?: unknown })[BRAND] === true;
}

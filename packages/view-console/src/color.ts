/**
 * ANSI colour, on only where a person will see it: NO_COLOR (https://no-color.org)
 * turns it off, FORCE_COLOR turns it on, TERM=dumb turns it off, and
 * otherwise it follows whether the output is a terminal. Every renderer also
 * prints a letter or symbol, so a log or a colour-blind player reads the
 * same information without colour.
 *
 * ```ts
 * import { paint } from '@arcade/view-console';
 * paint('R', 'red', true); // '\u001b[31mR\u001b[39m'
 * paint('R', 'red', false); // 'R'
 * ```
 *
 * The escape codes come from Node's util.styleText, not from a table kept
 * here; the decision whether to colour is colorEnabled's alone (styleText's
 * own look at the environment is switched off), so `paint(..., true)`
 * colours whatever the environment of a test says.
 */
import { styleText } from 'node:util';
import { checkBoolean, checkRecord, checkString, deepFreeze, describe, fail } from './errors.js';

/** The colours and styles the renderers use (names of util.styleText formats). */
export const ANSI_COLOR_NAMES = Object.freeze([
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'gray',
  'bold',
  'dim',
  'bgBlue',
  'bgYellow',
  'bgGreen',
] as const);

export type AnsiColor = (typeof ANSI_COLOR_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ANSI_COLOR_NAMES);

/** Wraps text in an ANSI colour when `enabled`. A bad argument (an unknown colour name) throws a ViewConsoleError naming it. */
export function paint(text: string, color: AnsiColor, enabled: boolean): string {
  checkString('paint', 'text', text);
  if (typeof color !== 'string' || !NAMES.has(color)) {
    fail(
      typeof color === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `paint: color must be one of ${ANSI_COLOR_NAMES.join(', ')}, got ${describe(color)}`,
    );
  }
  if (!checkBoolean('paint', 'enabled', enabled)) return text;
  return styleText(color, text, { validateStream: false });
}

/**
 * Whether to colour output for a stream, in this order: NO_COLOR set and
 * non-empty turns it off; FORCE_COLOR turns it on (off when '0' or
 * 'false'); TERM=dumb turns it off (a dumb terminal prints escape codes as
 * garbage); else colour only on a TTY.
 */
export function colorEnabled(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const record = checkRecord('colorEnabled', 'env', env);
  checkBoolean('colorEnabled', 'isTTY', isTTY);
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'TERM']) {
    const v = record[name];
    if (v !== undefined && typeof v !== 'string') {
      fail('WRONG_TYPE', `colorEnabled: env.${name} must be a string or undefined, got ${describe(v)}`);
    }
  }
  const noColor = env.NO_COLOR;
  if (noColor !== undefined && noColor !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.TERM === 'dumb') return false;
  return isTTY;
}

/** Removes ANSI escape sequences, for measuring and for tests. */
export function stripAnsi(text: string): string {
  checkString('stripAnsi', 'text', text);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matches the ANSI colour codes this module writes
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

deepFreeze(ANSI_COLOR_NAMES, paint, colorEnabled, stripAnsi);

/**
 * ANSI colour, on only where a person will see it: NO_COLOR (https://no-color.org)
 * turns it off, FORCE_COLOR turns it on, TERM=dumb turns it off, and
 * otherwise it follows whether the output is a terminal. Every renderer also
 * prints a letter or symbol, so a log or a colour-blind player reads the
 * same information without colour.
 *
 * ```ts
 * import { paint } from '@arcade/view-console/node';
 * paint('R', 'red', true); // '\u001b[31mR\u001b[39m'
 * paint('R', 'red', false); // 'R'
 * ```
 *
 * The escape codes are the SGR codes Node's util.styleText writes for the
 * same names (open and close pairs from util.inspect.colors), kept here in
 * a table so that the renderers run in a browser with no Node built-in
 * (issue 20.2); a test compares the table with styleText. The decision
 * whether to colour is colorEnabled's alone, so `paint(..., true)` colours
 * whatever the environment of a test says.
 */
import { checkBoolean, checkRecord, checkString, fail } from './errors.js';
import { describe, frozen } from '@arcade/core';

/** The colours and styles the renderers use (names of util.styleText formats). */
export const ANSI_COLOR_NAMES = /* @__PURE__ */ Object.freeze([
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

/** Each name's SGR open and close codes, as util.styleText writes them. */
const SGR: Readonly<Record<AnsiColor, readonly [number, number]>> = {
  black: [30, 39],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  white: [37, 39],
  gray: [90, 39],
  bold: [1, 22],
  dim: [2, 22],
  bgBlue: [44, 49],
  bgYellow: [43, 49],
  bgGreen: [42, 49],
};

const NAMES: ReadonlySet<string> = /* @__PURE__ */ new Set(ANSI_COLOR_NAMES);

/** Wraps text in an ANSI colour when `enabled`. A bad argument (an unknown colour name) throws a ViewConsoleError naming it. */
export const paint = /* @__PURE__ */ frozen(function paint(text: string, color: AnsiColor, enabled: boolean): string {
  checkString('paint', 'text', text);
  if (typeof color !== 'string' || !NAMES.has(color)) {
    fail(
      typeof color === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `paint: color must be one of ${ANSI_COLOR_NAMES.join(', ')}, got ${describe(color)}`,
    );
  }
  if (!checkBoolean('paint', 'enabled', enabled)) return text;
  const [open, close] = SGR[color];
  return `\u001b[${open}m${text}\u001b[${close}m`;
});

/**
 * Whether to colour output for a stream, in this order: NO_COLOR set and
 * non-empty turns it off; FORCE_COLOR turns it on (off when '0' or
 * 'false'); TERM=dumb turns it off (a dumb terminal prints escape codes as
 * garbage); else colour only on a TTY.
 */
export const colorEnabled = /* @__PURE__ */ frozen(function colorEnabled(
  env: Readonly<Record<string, string | undefined>>,
  isTTY: boolean,
): boolean {
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
});

/** Removes ANSI escape sequences, for measuring and for tests. */
export const stripAnsi = /* @__PURE__ */ frozen(function stripAnsi(text: string): string {
  checkString('stripAnsi', 'text', text);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matches the ANSI colour codes this module writes
  return text.replace(/\u001b\[[0-9;]*m/g, '');
});

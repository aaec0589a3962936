/**
 * ANSI colour, on only where a person will see it: NO_COLOR (https://no-color.org)
 * turns it off, FORCE_COLOR turns it on, and otherwise it follows whether the
 * output is a terminal. Every renderer also prints a letter or symbol, so a
 * log or a colour-blind player reads the same information without colour.
 *
 * ```ts
 * import { paint } from '@arcade/view-console';
 * paint('R', 'red', true); // '\u001b[31mR\u001b[39m'
 * paint('R', 'red', false); // 'R'
 * ```
 */

export const ANSI_COLORS = {
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
} as const;

export type AnsiColor = keyof typeof ANSI_COLORS;

/** Wraps text in an ANSI colour when `enabled`. */
export function paint(text: string, color: AnsiColor, enabled: boolean): string {
  if (!enabled) return text;
  const [on, off] = ANSI_COLORS[color];
  return `\u001b[${on}m${text}\u001b[${off}m`;
}

/**
 * Whether to colour output for a stream: NO_COLOR set and non-empty turns it
 * off, FORCE_COLOR (other than '0') turns it on, else only on a TTY.
 */
export function colorEnabled(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const noColor = env.NO_COLOR;
  if (noColor !== undefined && noColor !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0';
  return isTTY;
}

/** Removes ANSI escape sequences, for measuring and for tests. */
export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matches the ANSI colour codes this module writes
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

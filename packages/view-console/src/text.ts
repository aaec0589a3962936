/**
 * The console's text helpers that need no terminal (issue 20.2): wrapping at
 * 80 columns, the shared commands and the blank-line reminder, and quoting
 * what a player typed. Pure strings in, strings out, so they run in a
 * browser; console.ts and io.ts export them too, as before.
 *
 * ```ts
 * import { wrapText, quoteInput } from '@arcade/view-console/node';
 * wrapText('a long line ...', 40);
 * quoteInput('d9\u202e'); // '"d9U+202E"'
 * ```
 */
import { checkInteger, checkRecord, checkString, fail } from './errors.js';
import { describe, frozen } from '@arcade/core';

/** The width every message fits in. */
export const CONSOLE_WIDTH = 80;

/** A command a game adds beside the shared help/board/quit. */
export interface GameCommand {
  /** The word typed, lower-case, e.g. 'undo' (matching is case-insensitive, surrounding spaces ignored). */
  readonly name: string;
  /** One line for `help`, e.g. 'take back your last move'. */
  readonly summary: string;
}

/** The shared commands, answered (help, board) or returned (quit) by every prompt. */
export const SHARED_COMMANDS: readonly GameCommand[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ name: 'help', summary: 'these commands; help rules: the rules of the game' }),
  /* @__PURE__ */ Object.freeze({ name: 'board', summary: 'draw the board again' }),
  /* @__PURE__ */ Object.freeze({ name: 'quit', summary: 'end the game' }),
]);

/** The narrowest width messages wrap at (a narrower terminal gets lines of this width). */
export const MIN_WIDTH = 20;

/** The example of a blank line's reminder when the game gives none. */
export const DEFAULT_EXAMPLE = 'type a move';

/**
 * What every prompt answers to a blank line, the same in every game (the
 * prompt is then asked again): `Nothing typed: type a square such as d3 (or help).`
 */
export const nothingTyped = /* @__PURE__ */ frozen(function nothingTyped(example: string = DEFAULT_EXAMPLE): string {
  return `Nothing typed: ${checkString('nothingTyped', 'example', example)} (or help).`;
});

/** The width messages wrap at for this io: its columns, within MIN_WIDTH..80 (80 when unknown or 0). */
export const consoleWidth = /* @__PURE__ */ frozen(function consoleWidth(io: {
  readonly columns?: number | undefined;
}): number {
  const columns = checkRecord('consoleWidth', 'io', io).columns;
  // 0: a terminal that does not know its size (some say 0x0).
  if (columns === undefined || columns === 0) return CONSOLE_WIDTH;
  checkInteger('consoleWidth', 'io.columns', columns, 0, Number.MAX_SAFE_INTEGER);
  return Math.min(CONSOLE_WIDTH, Math.max(MIN_WIDTH, columns as number));
});

/** Length in terminal columns, as far as this console cares: code points, colour codes not counted. */
export const columns = /* @__PURE__ */ frozen(function columns(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no column
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
});

/**
 * Wraps text at word boundaries to `width` columns (default 80); existing
 * newlines are kept. A wrapped line keeps the indentation of the line it
 * came from, so a hanging list stays aligned; a word longer than the width
 * is cut. Trailing spaces of a broken line are dropped.
 */
export const wrapText = /* @__PURE__ */ frozen(function wrapText(text: string, width: number = CONSOLE_WIDTH): string {
  checkString('wrapText', 'text', text);
  checkInteger('wrapText', 'width', width, 10, 1000);
  return text
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
});

function wrapLine(line: string, width: number): string {
  if (columns(line) <= width) return line;
  const indent = /^ */.exec(line)?.[0] ?? '';
  // An indent that leaves too little room is dropped for the continuation lines.
  const hang = indent.length <= width / 2 ? indent : '';
  const words = line.slice(indent.length).split(/ +/);
  const out: string[] = [];
  // The line being built, and its width kept as it grows: measuring it again
  // for every word, or cutting a long word again for every piece, made one
  // word of 100,000 characters take 13 s (issue 23.8).
  let current = indent;
  let used = indent.length;
  let empty = true;
  const startLine = (text: string, size: number) => {
    current = text;
    used = size;
  };
  for (const word of words) {
    if (word === '') continue;
    const size = columns(word);
    if (!empty && used + 1 + size <= width) {
      current += ` ${word}`;
      used += 1 + size;
      continue;
    }
    if (!empty) {
      out.push(current);
      startLine(hang, hang.length);
      empty = true;
    }
    if (used + size <= width) {
      current += word;
      used += size;
      empty = false;
      continue;
    }
    // A word longer than a line is cut into pieces that fit: its characters split once.
    const chars = wordCharacters(word);
    let at = 0;
    while (used + (chars.length - at) > width) {
      const n = Math.max(1, width - used);
      out.push(current + chars.slice(at, at + n).join(''));
      at += n;
      startLine(hang, hang.length);
    }
    current += chars.slice(at).join('');
    used += chars.length - at;
    empty = at === chars.length;
  }
  if (!empty || out.length === 0) out.push(current);
  return out.join('\n');
}

/**
 * A word's characters as columns() counts them: code points, each with the
 * colour codes that come before it (they take no column, and are never cut).
 */
function wordCharacters(word: string): string[] {
  const chars: string[] = [];
  let pending = '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes take no column
  for (const [, code, ch] of word.matchAll(/(\u001b\[[0-9;]*m)|([\s\S])/gu)) {
    if (code !== undefined) pending += code;
    else {
      chars.push(pending + ch);
      pending = '';
    }
  }
  if (pending !== '') {
    if (chars.length === 0) chars.push(pending);
    else chars[chars.length - 1] += pending;
  }
  return chars;
}

/**
 * Characters never written to the terminal as they are: \p{C} (controls,
 * C0 and C1, which can move the cursor, clear the screen or start an escape
 * sequence such as U+009B; format characters, among them the bidi marks and
 * overrides such as U+202E that reorder what follows; private use,
 * unassigned and lone surrogates), and the line and paragraph separators
 * (U+2028, U+2029), which some terminals and logs treat as line breaks.
 */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

/** `U+XXXX` for one code point. */
function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The largest `max` printableInput takes: more than any line worth showing. */
const MAX_PRINTABLE = 1_000_000;

/**
 * What a player typed, fit to echo or quote on a terminal: C0 and C1
 * controls shown as '?', a tab as a space, every other unprintable character
 * (above) as `U+XXXX`, and at most `max` characters in all, then '...'.
 * Every game's echo and refusal messages go through it.
 */
export const printableInput = /* @__PURE__ */ frozen(function printableInput(line: string, max: number): string {
  checkString('printableInput', 'line', line);
  checkInteger('printableInput', 'max', max, 0, MAX_PRINTABLE);
  let out = '';
  let length = 0; // in code points
  for (const ch of line) {
    // A tab separates pairs like a space does, so it is shown as one.
    const shown = ch === '\t' ? ' ' : !UNPRINTABLE.test(ch) ? ch : /\p{Cc}/u.test(ch) ? '?' : codePoint(ch);
    const size = shown === ch ? 1 : shown.length;
    if (length + size > max) return `${out}...`;
    out += shown;
    length += size;
  }
  return out;
});

/** A short quotation of what a player typed, for a one-line reason. */
export const quoteInput = /* @__PURE__ */ frozen(function quoteInput(text: string): string {
  checkString('quoteInput', 'text', text);
  return `"${printableInput(text, 20)}"`;
});

/** One character named for a reason: `"é"` when it prints, `U+202E` when it does not. */
export const showCharacter = /* @__PURE__ */ frozen(function showCharacter(ch: string): string {
  if (typeof ch !== 'string' || [...ch].length !== 1) {
    fail(
      typeof ch === 'string' ? 'BAD_VALUE' : 'WRONG_TYPE',
      `showCharacter: ch must be one character, got ${describe(ch)}`,
    );
  }
  return UNPRINTABLE.test(ch) ? codePoint(ch) : `"${ch}"`;
});

/**
 * What the freecell console adds to a session, as text: the `moves` list,
 * the words that take an argument (`deal N`, `auto on|off`), and whether the
 * terminal can show suit symbols. No I/O: `freecell.ts` prints the answers
 * and cli.ts passes the environment in.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * import { listMoves, utf8Locale } from '@arcade/freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * listMoves(g); // 'Into free cell a (b c d alike): 1a 2a 3a 4a 5a 6a 7a 8a.'
 * utf8Locale({ LANG: 'en_US.UTF-8' }); // true
 * ```
 */
import { type CardT, type FreecellGame, makeBoard, parseBoard, parseMove } from '@arcade/model-freecell';
import { intOption, type OptionValue } from '@arcade/view-console/console';
import { cardText } from './session.js';

/**
 * Whether the locale says the terminal takes UTF-8: the first of LC_ALL,
 * LC_CTYPE and LANG that is set (POSIX's order) names UTF-8 (`en_US.UTF-8`,
 * `C.utf8`). Anything else, or none, means letters.
 */
export function utf8Locale(env: Readonly<Record<string, string | undefined>>): boolean {
  for (const name of ['LC_ALL', 'LC_CTYPE', 'LANG']) {
    const value = Object.hasOwn(env, name) ? env[name] : undefined;
    if (typeof value === 'string' && value !== '') return /utf-?8/i.test(value);
  }
  return false;
}

/** A command typed with its argument, as the game reads it. */
export type WordCommand =
  | { readonly name: 'deal'; readonly deal: number }
  | { readonly name: 'auto'; readonly on: boolean | null }
  | { readonly name: 'error'; readonly reason: string };

/**
 * Reads `deal N`, `auto`, `auto on` and `auto off` (either case, spaces
 * around); null when the line is none of them (a move, then). `maxDeal` is
 * the highest deal number.
 */
export function readWordCommand(line: string, maxDeal: number): WordCommand | null {
  const m = /^\s*(deal|auto)(?:\s+(.*?))?\s*$/i.exec(line);
  if (m === null) return null;
  const word = (m[1] as string).toLowerCase();
  const arg = m[2] ?? '';
  if (word === 'auto') {
    const v = arg.toLowerCase();
    if (v === '') return { name: 'auto', on: null };
    if (v === 'on' || v === 'off') return { name: 'auto', on: v === 'on' };
    return { name: 'error', reason: 'Type auto on or auto off (auto alone says which it is).' };
  }
  if (arg === '') return { name: 'error', reason: `deal needs a number: deal 617 plays deal 617 (1 to ${maxDeal}).` };
  const n: OptionValue<number> = intOption('--deal', arg, 1, maxDeal);
  if (!n.ok) return { name: 'error', reason: `${n.reason.replace(/^--deal/, 'deal')}.` };
  return { name: 'deal', deal: n.value };
}

/**
 * The `moves` command's answer: every legal move now, by kind, in one
 * paragraph. Moves into a free cell are listed for the first free cell only
 * (the others are alike), into an empty column for the first empty column
 * only, and moves between cells (legal, but they change nothing) not at all.
 */
export function listMoves(game: FreecellGame, options: { readonly symbols?: boolean } = {}): string {
  const symbols = options.symbols === true;
  const name = (c: CardT): string => cardText(c.toString(), symbols);
  // A copy from the position alone (a clone would copy the undo history): each move is tried and taken back.
  const g = parseBoard(makeBoard(game));
  const p = g.position();
  const firstCell = p.cells.findIndex((c) => c.length === 0);
  const firstEmpty = p.tableau.findIndex((t) => t.length === 0);
  const home: string[] = [];
  const onto: string[] = [];
  const empty: string[] = [];
  const cells: string[] = [];
  for (const text of g.legalMoves()) {
    const m = parseMove(text);
    if (m.to.kind === 'foundation') {
      home.push(text);
      continue;
    }
    if (m.to.kind === 'cell') {
      if (m.from.kind === 'column' && m.to.index === firstCell) cells.push(text);
      continue;
    }
    const to = m.to.index;
    if (to !== firstEmpty && (p.tableau[to] ?? []).length === 0) continue;
    const source = m.from.kind === 'column' ? (p.tableau[m.from.index] ?? []) : (p.cells[m.from.index] ?? []);
    const before = source.length;
    g.play(m);
    const after = g.position();
    const moved = before - (m.from.kind === 'column' ? (after.tableau[m.from.index] ?? []) : []).length;
    const cards = source.slice(before - (m.from.kind === 'cell' ? 1 : moved)).map(name);
    g.undo(1);
    const shown = cards.length <= 2 ? cards.join(' ') : `${cards[0]}..${cards[cards.length - 1]}`;
    const target = p.tableau[to] ?? [];
    const top = target[target.length - 1];
    if (top === undefined) empty.push(`${text} (${shown})`);
    else onto.push(`${text} (${shown} on ${name(top)})`);
  }
  const parts: string[] = [];
  if (home.length > 0) parts.push(`Home: ${home.join(' ')}.`);
  if (onto.length > 0) parts.push(`Onto a card: ${onto.join(', ')}.`);
  if (empty.length > 0) {
    const others = p.tableau.filter((t) => t.length === 0).length > 1 ? ' (the other empty columns alike)' : '';
    parts.push(`Into empty column ${firstEmpty + 1}${others}: ${empty.join(', ')}.`);
  }
  if (cells.length > 0) {
    const free = p.cells.flatMap((c, k) => (c.length === 0 && k !== firstCell ? ['abcd'[k]] : []));
    const others = free.length > 0 ? ` (${free.join(' ')} alike)` : '';
    parts.push(`Into free cell ${'abcd'[firstCell]}${others}: ${cells.join(' ')}.`);
  }
  return parts.length === 0 ? 'No move is possible.' : parts.join(' ');
}

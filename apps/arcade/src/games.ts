/**
 * The games the launcher knows: their ids (the app folder, the package
 * `@arcade/<id>` and its bin), titles, one-line descriptions and the names a
 * player may type for them.
 *
 * ```ts
 * import { findGame, GAMES } from '@arcade/arcade';
 * GAMES.map((g) => g.id); // ['dots', 'othello', 'freecell', 'tictactoe', 'foxdolphin']
 * findGame('4')?.id; // 'tictactoe'
 * findGame('Tic-Tac-Toe')?.id; // 'tictactoe'
 * findGame('chess'); // null
 * ```
 */

/** The game ids, in menu order: each is an app folder, the package `@arcade/<id>` and its bin's name. */
export const GAME_IDS = Object.freeze(['dots', 'othello', 'freecell', 'tictactoe', 'foxdolphin'] as const);
export type GameId = (typeof GAME_IDS)[number];

export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  readonly description: string;
  /** More names a player may type (lower case, compared without spaces, dashes and underscores). */
  readonly aliases: readonly string[];
}

function game(id: GameId, title: string, description: string, aliases: string[]): GameInfo {
  return Object.freeze({ id, title, description, aliases: Object.freeze(aliases) });
}

/** The five games, in menu order (numbered from 1). */
export const GAMES: readonly GameInfo[] = Object.freeze([
  game('dots', 'Two Dots', 'join 5 dots of one colour in a single move', ['twodots', '2dots']),
  game('othello', 'Othello', "outflank and flip the computer's discs", ['reversi']),
  game('freecell', 'FreeCell', 'patience: bring every card home, with 4 free cells', ['solitaire']),
  game('tictactoe', 'Tic-tac-toe', 'three in a row, against a computer that never loses', ['noughtsandcrosses', 'ttt']),
  game('foxdolphin', 'Foxes and Dolphins', 'foxes hunt dolphins on an island the tide floods', [
    'foxesanddolphins',
    'foxes',
    'dolphins',
  ]),
]);

/** A typed name folded for comparison: lower case, no spaces, dashes, underscores or dots. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[\s\-_.]+/g, '');
}

/**
 * The game a player named: its number in the menu (1..5), its id, its title
 * or an alias, in any case and with or without spaces and dashes
 * ('tic-tac-toe', 'Two Dots'). Null when nothing matches.
 */
export function findGame(name: string): GameInfo | null {
  const typed = fold(String(name));
  if (typed === '') return null;
  if (/^\d+$/.test(typed)) return GAMES[Number(typed) - 1] ?? null;
  return GAMES.find((g) => fold(g.id) === typed || fold(g.title) === typed || g.aliases.includes(typed)) ?? null;
}

/** The menu: one numbered line a game, within 80 columns. */
export function renderMenu(): string {
  const width = Math.max(...GAMES.map((g) => g.title.length));
  return `${GAMES.map((g, n) => `  ${n + 1}  ${g.title.padEnd(width)}  ${g.description}`).join('\n')}\n`;
}

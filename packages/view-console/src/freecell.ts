/**
 * FreeCell in the console: a renderer that returns the layout as a string,
 * named as players name places in standard notation (cells a-d, columns
 * 1-8, `h` for the foundations). Cards are rank and suit letters (`TH`,
 * `QS`); with colour on, red suits are red, so colour is never the only
 * signal. Nothing here writes to the terminal.
 *
 * ```ts
 * import { renderFreecell } from '@arcade/view-console/node';
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * renderFreecell(g);
 * //  a    b    c    d      h: foundations
 * // [  ] [  ] [  ] [  ]    [  ] [  ] [  ] [  ]
 * //
 * //   1    2    3    4    5    6    7    8
 * //  JD   2D   9H   JC   5D   7H   7C   5H
 * //  ...
 * // 0 of 52 cards home.
 * ```
 */
import { CardT, F_C_SIZE, FreecellGame, isRed, T_SIZE } from '@arcade/model-freecell';
import { paint } from './color.js';
import { checkInstance, checkOptions } from './errors.js';
import { frozen } from '@arcade/core';

export interface FreecellRenderOptions {
  /** ANSI colours (default off): red suits in red. The app decides with colorEnabled(). */
  readonly color?: boolean;
  /** Suit symbols ♥ ♦ ♠ ♣ instead of the letters H D S C (default letters). */
  readonly symbols?: boolean;
  /** Adds the status line: cards home, won, or no move left. Default on. */
  readonly status?: boolean;
  /**
   * The moves made so far, for the move counter the apps show at the end of
   * the status line (`Moves: 12.`); left out when not given.
   */
  readonly moves?: number;
}

const SYMBOLS: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({ H: '♥', D: '♦', S: '♠', C: '♣' });

/** One card as two characters, rank then suit ('TH'), red in red when colour is on. */
export const renderFreecellCard = /* @__PURE__ */ frozen(function renderFreecellCard(
  card: CardT,
  options: FreecellRenderOptions = {},
): string {
  checkInstance('renderFreecellCard', 'a CardT', CardT, card);
  options = checkOptions('renderFreecellCard', options, ['color', 'symbols', 'status']);
  const text = card.toString();
  const shown = options.symbols === true ? text[0]! + SYMBOLS[text[1]!]! : text;
  return isRed(card.S()) ? paint(shown, 'red', options.color === true) : shown;
});

/** The status line: how many cards are home, or that the game is won or stuck. */
export const freecellStatus = /* @__PURE__ */ frozen(function freecellStatus(game: FreecellGame): string {
  checkInstance('freecellStatus', 'a FreecellGame', FreecellGame, game);
  if (game.gameWon()) return 'All 52 cards home: won!';
  let home = 0;
  for (let i = 0; i < F_C_SIZE; i++) home += game.size('foundation', i);
  const base = `${home} of 52 cards home.`;
  return game.noValidMoves() ? `${base} No move is possible.` : base;
});

/**
 * The whole layout: a header naming each cell (a-d) and the foundations (h),
 * the cells and the foundations' top cards under it, then the columns 1-8
 * (numbered as the notation numbers them), deepest card first, and the
 * status line.
 */
export const renderFreecell = /* @__PURE__ */ frozen(function renderFreecell(
  game: FreecellGame,
  options: FreecellRenderOptions = {},
): string {
  checkInstance('renderFreecell', 'a FreecellGame', FreecellGame, game);
  options = checkOptions('renderFreecell', options, ['color', 'symbols', 'status'], ['moves']);
  const p = game.position();
  const slot = (cards: readonly CardT[]): string => {
    const top = cards[cards.length - 1];
    return top === undefined ? '[  ]' : `[${renderFreecellCard(top, options)}]`;
  };
  const lines: string[] = [];
  // Each cell's letter over its slot, as moves name them ('3a', 'a1').
  lines.push(`${['a', 'b', 'c', 'd'].map((c) => ` ${c}  `).join(' ')}    h: foundations`);
  lines.push(`${p.cells.map(slot).join(' ')}    ${p.foundations.map(slot).join(' ')}`);
  lines.push('');
  lines.push(
    Array.from({ length: T_SIZE }, (_, c) => `  ${c + 1}  `)
      .join('')
      .trimEnd(),
  );
  const height = Math.max(0, ...p.tableau.map((t) => t.length));
  for (let r = 0; r < height; r++) {
    const row = p.tableau.map((t) => {
      const c = t[r];
      return c === undefined ? '     ' : ` ${renderFreecellCard(c, options)}  `;
    });
    lines.push(row.join('').trimEnd());
  }
  if (options.status !== false) lines.push(withMoveCount(freecellStatus(game), options.moves));
  return `${lines.join('\n')}\n`;
});

/** The status line with the move counter after it, when the app counts moves. */
function withMoveCount(status: string, moves: number | undefined): string {
  return moves === undefined ? status : `${status} Moves: ${moves}.`;
}

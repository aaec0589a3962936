/**
 * The fc-solve board text, both ways. An optional `Foundations: H-6 C-9 D-2
 * S-0` line (the number of cards home per suit), an optional `Freecells: QS -
 * - KD` line (cells a-d, `-` for empty), then one line per column, deepest
 * card first, optionally after a `:` as fc-solve prints it (a line holding
 * only `:` is an empty column; a blank line inside the board is an error).
 * Ranks A 2-9 T J Q K (10 is read as T), suits H S D C (or ♥ ♠ ♦ ♣).
 *
 * ```ts
 * import { FreecellGame, msDeal, makeBoard, parseBoard } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const text = makeBoard(g);
 * makeBoard(parseBoard(text)) === text; // true
 * ```
 */
import { CardT, checkCard } from './card.js';
import { FreecellError, InvalidDeck, ParseError } from './errors.js';
import { FreecellGame, isGame } from './game.js';
import { shown } from './shown.js';
import { F_C_SIZE, numVal, RANK_LETTERS, SUIT_LETTERS, suitIndex, T_SIZE } from './types.js';
import { frozen } from './brand.js';

/** fc-solve's order of suits in the Foundations line. */
const FOUNDATION_ORDER = 'HCDS';

/** The longest token parseCard reads: a card is 2 or 3 characters (`10H`, `7♠`). */
export const MAX_CARD_TEXT = 100;

/**
 * The longest text parseBoard reads, in UTF-16 units (64 Ki): a board is
 * about 200 characters. Larger text throws FreecellError `TOO_LARGE` before
 * it is split (30 MB took 7.4 s and 646 MB).
 */
export const MAX_BOARD_TEXT = 65_536; // 64 Ki, a literal, so that a bundle without it drops it (a product or shift stays)

/** The suit symbols, filled and outlined, and the suit letter each stands for. */
const SYMBOL_SUITS: Readonly<Record<string, string>> = {
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♠': 'S',
  '♤': 'S',
  '♣': 'C',
  '♧': 'C',
};

/**
 * Parses a card like 'TH', '10h', 'AS', '7♠' (suit symbols read as their
 * letters, surrounding whitespace ignored). Throws like the other parsers:
 * ParseError (code PARSE_ERROR, line 1) naming what is wrong with a token
 * that is no card, FreecellError WRONG_TYPE for a non-string, TOO_LARGE past
 * MAX_CARD_TEXT characters.
 */
export const parseCard = /* @__PURE__ */ frozen(function parseCard(token: string): CardT {
  if (typeof token !== 'string')
    throw new FreecellError('WRONG_TYPE', `parseCard: expected a string, got ${shown(token)}`);
  if (token.length > MAX_CARD_TEXT) {
    throw new FreecellError('TOO_LARGE', `parseCard: at most ${MAX_CARD_TEXT} characters, got ${token.length}`);
  }
  const card = cardOrReason(token.trim());
  if (typeof card === 'string') throw new ParseError(1, card);
  return card;
});

/** The card a token names, or the reason it names none (the board parser adds its line). */
function cardOrReason(token: string): CardT | string {
  // Suit symbols, as a UTF-8 console prints cards ('7♠'), read as their letters.
  const t = token
    .replace(/[♥♡♦♢♠♤♣♧]/gu, (ch) => SYMBOL_SUITS[ch] ?? ch)
    .toUpperCase()
    .replace(/^10/, 'T');
  if (t.length !== 2) return `${shown(token)} is not a card (rank A 2-9 T J Q K, then suit H S D C)`;
  const r = RANK_LETTERS.indexOf(t[0] as string);
  const s = SUIT_LETTERS.indexOf(t[1] as string);
  if (r < 0) return `'${token}' has no rank: use A 2-9 T J Q K`;
  if (s < 0) return `'${token}' has no suit: use H S D C`;
  return CardT.fromId(r * 4 + s);
}

/** The inverse of parseCard. */
export const makeCard = /* @__PURE__ */ frozen(function makeCard(card: CardT): string {
  checkCard('makeCard', card);
  return card.toString();
});

/**
 * A card of a board, or the reason: one past MAX_CARD_TEXT is no card either,
 * and is refused as one (a ParseError naming its line), not as TOO_LARGE.
 */
function boardCard(token: string): CardT | string {
  return cardOrReason(token.length > MAX_CARD_TEXT ? token.slice(0, MAX_CARD_TEXT) : token);
}

/** Parses fc-solve board text into a started game; bad text throws ParseError naming the line. */
export const parseBoard = /* @__PURE__ */ frozen(function parseBoard(text: string): FreecellGame {
  if (typeof text !== 'string')
    throw new FreecellError('WRONG_TYPE', `parseBoard: expected a string, got ${shown(text)}`);
  if (text.length > MAX_BOARD_TEXT) {
    throw new FreecellError('TOO_LARGE', `parseBoard: at most ${MAX_BOARD_TEXT} characters, got ${text.length}`);
  }
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  let k = 0;
  while (k < lines.length && (lines[k] as string).trim() === '') k++;
  const foundations: CardT[][] = [[], [], [], []];
  const cells: CardT[][] = [[], [], [], []];
  const tableau: CardT[][] = [];
  const where = new Map<number, number>(); // card id -> line where it was seen
  const see = (card: CardT, line: number): void => {
    const before = where.get(card.id);
    if (before !== undefined) throw new ParseError(line, `${card.toString()} is already on line ${before}`);
    where.set(card.id, line);
  };
  let sawFoundations = false;
  let sawCells = false;
  for (; k < lines.length; k++) {
    const line = lines[k] as string;
    const n = k + 1;
    const header = /^\s*(Foundations|Freecells)\s*:(.*)$/i.exec(line);
    if (header === null) break;
    const body = (header[2] as string).trim();
    const tokens = body === '' ? [] : body.split(/\s+/);
    if ((header[1] as string).toLowerCase() === 'foundations') {
      if (sawFoundations) throw new ParseError(n, 'a second Foundations line');
      sawFoundations = true;
      let pile = 0;
      const seenSuits = new Set<string>();
      for (const tok of tokens) {
        const m = /^([HSDC])-([0-9TJQKA]|1[0-3])$/i.exec(tok);
        if (m === null)
          throw new ParseError(n, `'${tok}' is not a foundation: expected like H-6 (suit, dash, cards home 0-13)`);
        const suit = (m[1] as string).toUpperCase();
        if (seenSuits.has(suit)) throw new ParseError(n, `suit ${suit} appears twice`);
        seenSuits.add(suit);
        const raw = (m[2] as string).toUpperCase();
        const count = /^\d+$/.test(raw) ? Number(raw) : RANK_LETTERS.indexOf(raw) + 1;
        if (count > 13) throw new ParseError(n, `'${tok}': at most 13 cards per suit`);
        if (count === 0) continue;
        const target = foundations[pile++] as CardT[];
        for (let r = 0; r < count; r++) {
          const card = CardT.fromId(r * 4 + SUIT_LETTERS.indexOf(suit));
          see(card, n);
          target.push(card);
        }
      }
    } else {
      if (sawCells) throw new ParseError(n, 'a second Freecells line');
      sawCells = true;
      if (tokens.length > F_C_SIZE) throw new ParseError(n, `${tokens.length} free cells, at most ${F_C_SIZE}`);
      tokens.forEach((tok, c) => {
        if (tok === '-') return;
        const card = boardCard(tok);
        if (typeof card === 'string') throw new ParseError(n, card);
        see(card, n);
        (cells[c] as CardT[]).push(card);
      });
    }
  }
  const firstColumnLine = k + 1;
  for (; k < lines.length; k++) {
    const n = k + 1;
    // A blank line inside the board is refused rather than guessed at: it
    // could be an empty column or a separator, and reading it as a column
    // shifted every later line ("more than 8 column lines" at the end).
    if ((lines[k] as string).trim() === '') {
      throw new ParseError(
        n,
        "the line is blank: an empty column is written ':', and blank lines may come only before or after the board",
      );
    }
    const body = (lines[k] as string).trim().replace(/^:/, '').trim();
    if (/^(Foundations|Freecells)\s*:/i.test(body))
      throw new ParseError(n, 'Foundations and Freecells lines come before the columns');
    if (tableau.length === T_SIZE) throw new ParseError(n, `more than ${T_SIZE} column lines`);
    const column: CardT[] = [];
    for (const tok of body === '' ? [] : body.split(/\s+/)) {
      const card = boardCard(tok);
      if (typeof card === 'string') throw new ParseError(n, card);
      see(card, n);
      column.push(card);
    }
    tableau.push(column);
  }
  if (tableau.length !== T_SIZE) {
    throw new ParseError(Math.max(firstColumnLine, lines.length), `${tableau.length} column lines, expected ${T_SIZE}`);
  }
  if (where.size !== 52) {
    const missing = Array.from({ length: 52 }, (_, i) => i)
      .filter((i) => !where.has(i))
      .map((i) => CardT.fromId(i).toString());
    // No line is to blame: the cards are simply nowhere in the text.
    throw new ParseError(
      lines.length,
      `missing cards: ${missing.join(' ')} (the text holds ${where.size} of the 52)`,
      true,
    );
  }
  const g = new FreecellGame();
  try {
    g.setPosition({ foundations, cells, tableau });
  } catch (e) {
    if (e instanceof InvalidDeck) throw new ParseError(lines.length, e.message, true);
    throw e;
  }
  return g;
});

/**
 * Prints a game as fc-solve board text. Foundations are listed in pile order
 * (then the missing suits as 0), so parseBoard puts every suit back on its pile.
 */
export const makeBoard = /* @__PURE__ */ frozen(function makeBoard(game: FreecellGame): string {
  if (!isGame(game)) throw new FreecellError('WRONG_TYPE', `makeBoard: expected a FreecellGame, got ${shown(game)}`);
  const p = game.position();
  const listed: string[] = [];
  const used = new Set<string>();
  for (const f of p.foundations) {
    const top = f[f.length - 1];
    if (top === undefined) continue;
    const s = SUIT_LETTERS[suitIndex(top.S())] as string;
    used.add(s);
    listed.push(`${s}-${numVal(top.V()) + 1}`);
  }
  for (const s of FOUNDATION_ORDER) if (!used.has(s)) listed.push(`${s}-0`);
  const cellText = p.cells.map((c) => (c[0] === undefined ? '-' : makeCard(c[0])));
  const rows = [`Foundations: ${listed.join(' ')}`, `Freecells: ${cellText.join(' ')}`];
  for (const col of p.tableau) rows.push(col.length === 0 ? ':' : `: ${col.map(makeCard).join(' ')}`);
  return `${rows.join('\n')}\n`;
});

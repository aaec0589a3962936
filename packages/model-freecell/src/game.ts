/**
 * FreecellGame: the MIS's game ADT, plus what players expect of it: moves in
 * standard notation (`play('36')`, sequence moves included), undo, and safe
 * automatic moves to the foundations as an explicit call.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * g.getCard('tableau', 0).toString(); // '6S' (Microsoft deal 1, column 1, top card)
 * g.play('1a'); // column 1 to cell a
 * g.undo();
 * ```
 */
import { CardT } from './card.js';
import { brandTest, isArray, isRevoked, ownValue, sealStatefulClass } from './brand.js';
import {
  FreecellError,
  GameNotStarted,
  InvalidAvailability,
  InvalidDeck,
  InvalidIndex,
  InvalidMove,
} from './errors.js';
import { badData, type FreecellGameJSON, gameFromJSON, positionToJSON } from './json.js';
import { makeMove, parseMove, readMove, type Move } from './notation.js';
import { PileT } from './pile.js';
import { shown } from './shown.js';
import { F_C_SIZE, isRed, numVal, PILE_TYPES, PileType, T_SIZE } from './types.js';

/** A whole layout, bottom card first in every pile (cells hold 0 or 1 card). */
export interface Position {
  readonly foundations: readonly (readonly CardT[])[];
  readonly cells: readonly (readonly CardT[])[];
  readonly tableau: readonly (readonly CardT[])[];
}

interface Piles {
  foundation: PileT[];
  cell: PileT[];
  tableau: PileT[];
}

const COUNT: Record<PileType, number> = { foundation: F_C_SIZE, cell: F_C_SIZE, tableau: T_SIZE };

function pilesFrom(p: Position): Piles {
  const mk = (list: readonly (readonly CardT[])[]): PileT[] =>
    list.map((cards) => {
      const pile = new PileT();
      for (const c of cards) pile.add(c);
      return pile;
    });
  return { foundation: mk(p.foundations), cell: mk(p.cells), tableau: mk(p.tableau) };
}

function checkPileType(pile: PileType, routine: string): void {
  if (!PILE_TYPES.includes(pile))
    throw new FreecellError('NOT_A_PILE_TYPE', `${routine}: not a PileType: ${shown(pile)}`);
}

/** `newGame`'s check: exactly 52 CardT, all distinct. Returns what is wrong, or null. */
function deckProblem(cards: readonly unknown[]): string | null {
  if (cards.length !== 52) return `the deck has ${cards.length} cards, not 52`;
  const seen = new Set<number>();
  for (const [k, c] of cards.entries()) {
    if (!(c instanceof CardT)) return `deck[${k}] is not a CardT`;
    if (seen.has(c.id)) return `${c.toString()} appears twice`;
    seen.add(c.id);
  }
  return null;
}

/**
 * Reads and checks a whole position: 52 distinct cards, pile counts, cells
 * of at most one card, foundations built up by suit. Returns what is wrong,
 * or the position as read: its three lists read once, through own
 * properties only (a polluted Object.prototype.cells is not a list).
 */
function readPosition(given: unknown): Position | string {
  if (typeof given !== 'object' || given === null || isRevoked(given))
    return `the position must be an object, got ${shown(given)}`;
  const parts: Record<string, unknown> = {};
  let total = 0;
  for (const part of ['foundations', 'cells', 'tableau'] as const) {
    const piles = ownValue(given, part);
    if (!isArray(piles)) return `${part} must be an array of piles, got ${shown(piles)}`;
    if (piles.length > T_SIZE) return `${piles.length} ${part}, at most ${T_SIZE}`;
    for (let k = 0; k < piles.length; k++) {
      const pile: unknown = piles[k];
      if (!isArray(pile)) return `${part}[${k}] must be an array of cards, got ${shown(pile)}`;
      total += pile.length;
    }
    parts[part] = piles;
  }
  const p = parts as unknown as Position;
  if (p.foundations.length !== F_C_SIZE) return `${p.foundations.length} foundations, not ${F_C_SIZE}`;
  if (p.cells.length !== F_C_SIZE) return `${p.cells.length} cells, not ${F_C_SIZE}`;
  if (p.tableau.length !== T_SIZE) return `${p.tableau.length} tableau piles, not ${T_SIZE}`;
  // Before flattening: a pile of a billion holes must not be copied.
  if (total !== 52) return `the position holds ${total} cards, not 52`;
  for (const [k, cell] of p.cells.entries()) if (cell.length > 1) return `cell ${k} holds ${cell.length} cards`;
  for (const [k, f] of p.foundations.entries()) {
    for (const [r, c] of f.entries()) {
      if (!(c instanceof CardT)) return `foundation ${k} holds something that is not a CardT`;
      const first = f[0] as CardT;
      if (numVal(c.V()) !== r || c.S() !== first.S()) return `foundation ${k} is not built up from the ace in one suit`;
    }
  }
  return deckProblem([...p.foundations.flat(), ...p.cells.flat(), ...p.tableau.flat()]) ?? p;
}

/** Set by FreecellGame's static block: it alone can read #p (see readLayout). */
let layoutOf: ((game: FreecellGame, rec: Uint8Array) => boolean) | null = null;

/**
 * Sets layoutOf (written in FreecellGame's body, where #p is in scope) and
 * returns the class: called from the class's sealing field, not from a static
 * block, so that a bundle without FreecellGame drops it (issue 20.1).
 */
function withLayout(cls: typeof FreecellGame, f: NonNullable<typeof layoutOf>): typeof FreecellGame {
  layoutOf = f;
  return cls;
}

/**
 * The solver's read of a started game of this build: each cell's card id
 * (255 for none) at rec[0..3], each column's length at rec[4..11], then
 * the columns' card ids, bottom first (Work.load's layout), without the
 * copies position() makes. False for a game of the other build (ESM or
 * CJS) or one not started: the solver then reads position().
 */
export function readLayout(game: FreecellGame, rec: Uint8Array): boolean {
  return layoutOf?.(game, rec) === true;
}

/** A pile's name in the move notation: a column 1-8, a cell a-d, the foundations h. */
function pileName(type: PileType, index: number): string {
  return type === 'tableau' ? String(index + 1) : type === 'cell' ? 'abcd'[index]! : 'h';
}

/**
 * The move that turned `before` into `after` (two consecutive entries of a
 * game's undo history), read from the one pile that lost cards and the one
 * that gained them; so history() needs nothing stored beside the positions.
 */
function moveBetween(before: Piles, after: Piles): string {
  let from = '';
  let to = '';
  let count = 0;
  let ontoEmpty = false;
  for (const type of PILE_TYPES) {
    for (let k = 0; k < before[type].length; k++) {
      const d = (after[type][k] as PileT).size() - (before[type][k] as PileT).size();
      if (d < 0) {
        from = pileName(type, k);
        count = -d;
      } else if (d > 0) {
        to = pileName(type, k);
        ontoEmpty = type === 'tableau' && (before[type][k] as PileT).size() === 0;
      }
    }
  }
  return from !== 'h' && ontoEmpty && from >= '1' && from <= '8' ? `${from}${to}v${count}` : `${from}${to}`;
}

export class FreecellGame {
  #p: Piles | null = null;
  readonly #history: Piles[] = [];

  /** MIS newGame(deck): deals deck[0..6] to tableau 0 (deck[6] on top), ..., deck[46..51] to tableau 7. */
  newGame(deck: readonly CardT[]): void {
    if (!isArray(deck)) throw new InvalidDeck('newGame: the deck must be an array of CardT');
    const problem = deckProblem(deck);
    if (problem !== null) throw new InvalidDeck(`newGame: ${problem}`);
    const tableau: CardT[][] = [];
    let k = 0;
    for (let t = 0; t < T_SIZE; t++) {
      const n = t < 4 ? 7 : 6;
      tableau.push(deck.slice(k, k + n));
      k += n;
    }
    this.#p = pilesFrom({ foundations: [[], [], [], []], cells: [[], [], [], []], tableau });
    this.#history.length = 0;
  }

  /** Starts from any legal layout (the board parser uses this); clears the undo history. */
  setPosition(position: Position): void {
    const p = readPosition(position);
    if (typeof p === 'string') throw new InvalidDeck(`setPosition: ${p}`);
    // Copied before use: a caller's arrays may change after the check.
    this.#p = pilesFrom(p);
    this.#history.length = 0;
  }

  /** A copy of the layout, bottom card first in every pile. */
  position(): Position {
    const p = this.#piles('position');
    const out = (list: PileT[]): CardT[][] => list.map((pile) => pile.cards());
    return { foundations: out(p.foundation), cells: out(p.cell), tableau: out(p.tableau) };
  }

  /** MIS getCard(pile, i): the top card of pile i. */
  getCard(pile: PileType, i: number): CardT {
    const p = this.#pile(pile, i, 'getCard');
    if (p.size() === 0) throw new InvalidAvailability(`getCard: ${pile} ${i} is empty`);
    return p.top();
  }

  /** MIS size(pile, i): the number of cards in pile i. */
  size(pile: PileType, i: number): number {
    return this.#pile(pile, i, 'size').size();
  }

  /** The legality query behind moveCard: may the top card of `from` i go onto `to` j? */
  isValidMove(from: PileType, to: PileType, i: number, j: number): boolean {
    return this.#moveCardProblem(from, to, i, j, 'isValidMove') === null;
  }

  /** Why moveCard(from, to, i, j) would be refused, in a few words, or null when it is legal. */
  #moveCardProblem(from: PileType, to: PileType, i: number, j: number, routine: string): string | null {
    const p = this.#piles(routine);
    checkPileType(from, routine);
    checkPileType(to, routine);
    for (const [pile, k] of [
      [from, i],
      [to, j],
    ] as const) {
      if (!validIndex(pile, k)) return `there is no ${pile} ${shown(k)} (${pile} piles are 0..${COUNT[pile] - 1})`;
    }
    const src = p[from][i] as PileT;
    const dst = p[to][j] as PileT;
    if (src.size() === 0) return `${from} ${i} is empty`;
    if (src === dst) return 'source and target are the same pile';
    const card = src.top();
    const onto = dst.size() === 0 ? `the empty ${to} ${j}` : `${dst.top().toString()} on ${to} ${j}`;
    if (from === PileType.foundation && to === PileType.foundation) {
      // The MIS lets a card leave a foundation: FtoF only for a lone ace.
      return dst.size() === 0 && src.size() === 1
        ? null
        : `${card.toString()} cannot move onto ${onto}: only a lone ace moves between foundations`;
    }
    return accepts(to, dst, card) ? null : `${card.toString()} cannot go onto ${onto}`;
  }

  /** MIS moveCard(from, to, i, j): moves the top card of `from` pile i onto `to` pile j. */
  moveCard(from: PileType, to: PileType, i: number, j: number): void {
    const problem = this.#moveCardProblem(from, to, i, j, 'moveCard');
    if (problem !== null) throw new InvalidMove(`moveCard(${from} ${shown(i)} -> ${to} ${shown(j)}): ${problem}`);
    const p = this.#piles('moveCard');
    this.#push();
    (p[to][j] as PileT).add((p[from][i] as PileT).rm());
  }

  /** MIS gameWon(): all 52 cards are on the foundations. */
  gameWon(): boolean {
    return this.#piles('gameWon').foundation.every((f) => f.size() === 13);
  }

  /** MIS noValidMoves(): no single moveCard call would succeed. */
  noValidMoves(): boolean {
    this.#piles('noValidMoves');
    for (const from of PILE_TYPES)
      for (const to of PILE_TYPES)
        for (let i = 0; i < COUNT[from]; i++)
          for (let j = 0; j < COUNT[to]; j++) if (this.isValidMove(from, to, i, j)) return false;
    return true;
  }

  /**
   * The most cards a sequence move may carry now: (1 + empty cells) *
   * 2^(empty columns). With `toEmptyColumn` the move's target is one of the
   * empty columns, which then cannot hold cards in transit, so it is not
   * counted (the limit halves); when no column is empty there is no such
   * move and the answer is 0.
   */
  maxSequenceMove(toEmptyColumn: boolean): number {
    const p = this.#piles('maxSequenceMove');
    if (typeof toEmptyColumn !== 'boolean') {
      throw new FreecellError(
        'WRONG_TYPE',
        `maxSequenceMove: toEmptyColumn must be true or false, got ${shown(toEmptyColumn)}`,
      );
    }
    const cells = p.cell.filter((c) => c.size() === 0).length;
    let cols = p.tableau.filter((t) => t.size() === 0).length;
    if (toEmptyColumn) {
      if (cols === 0) return 0;
      cols -= 1;
    }
    return (1 + cells) * 2 ** cols;
  }

  /** Length of the ordered run (alternating colours, descending by one) on top of column i. */
  runLength(i: number): number {
    const t = this.#pile(PileType.tableau, i, 'runLength');
    const n = t.size();
    if (n === 0) return 0;
    let k = 1;
    while (k < n) {
      const upper = t.at(n - k) as CardT;
      const lower = t.at(n - k - 1) as CardT;
      if (!(upper.isOneLess(lower) && upper.isOppositeColour(lower))) break;
      k++;
    }
    return k;
  }

  /**
   * Checks a move in standard notation without playing it: null when legal,
   * else the reason. A Move built by hand is checked for shape first (kinds,
   * 0-based indices, and `count`: absent, or a whole number >= 1, other than
   * 1 only between columns).
   */
  whyInvalid(move: string | Move): string | null {
    const p = this.#piles('whyInvalid');
    const m = typeof move === 'string' ? parseMove(move) : readMove(move);
    if (typeof m === 'string') return m;
    const src = m.from.kind === 'column' ? p.tableau[m.from.index] : p.cell[m.from.index];
    if (src === undefined || src.size() === 0) return `${makeMove(m)}: the source is empty`;
    if (m.to.kind === 'foundation') {
      return this.#foundationFor(src.top()) === -1
        ? `${makeMove(m)}: ${src.top().toString()} cannot go home yet`
        : null;
    }
    if (m.to.kind === 'cell') {
      return (p.cell[m.to.index] as PileT).size() === 0
        ? null
        : `${makeMove(m)}: cell ${'abcd'[m.to.index]} is occupied`;
    }
    const dst = p.tableau[m.to.index] as PileT;
    if (m.from.kind === 'cell') {
      return accepts(PileType.tableau, dst, src.top())
        ? null
        : `${makeMove(m)}: ${src.top().toString()} does not go there`;
    }
    if (m.from.index === m.to.index) return `${makeMove(m)}: source and target are the same column`;
    const seq = this.#sequenceCount(m.from.index, m.to.index, m.count);
    return seq.ok ? null : `${makeMove(m)}: ${seq.reason}`;
  }

  /**
   * Plays one move in standard notation: '3a' (column 3 to cell a), 'a1',
   * '4h' (to the foundation), '36' (column 3 to column 6, as a sequence move
   * when that is what fits; onto an empty column, the longest run allowed),
   * '36v3' (exactly 3 cards). An illegal move throws InvalidMove and changes nothing.
   */
  play(move: string | Move): void {
    const p = this.#piles('play');
    const m = typeof move === 'string' ? parseMove(move) : readMove(move);
    if (typeof m === 'string') throw new InvalidMove(`play: ${m}`);
    const why = this.whyInvalid(m);
    if (why !== null) throw new InvalidMove(`play ${why}`);
    const src = (m.from.kind === 'column' ? p.tableau[m.from.index] : p.cell[m.from.index]) as PileT;
    if (m.to.kind === 'foundation') {
      this.#push();
      (p.foundation[this.#foundationFor(src.top())] as PileT).add(src.rm());
    } else if (m.to.kind === 'cell') {
      this.#push();
      (p.cell[m.to.index] as PileT).add(src.rm());
    } else if (m.from.kind === 'cell') {
      this.#push();
      (p.tableau[m.to.index] as PileT).add(src.rm());
    } else {
      const seq = this.#sequenceCount(m.from.index, m.to.index, m.count);
      // whyInvalid said yes, so this cannot fail; checked anyway so a count is never a reason.
      if (!seq.ok) throw new InvalidMove(`play ${makeMove(m)}: ${seq.reason}`);
      const count = seq.count;
      this.#push();
      const dst = p.tableau[m.to.index] as PileT;
      const moved: CardT[] = [];
      for (let k = 0; k < count; k++) moved.push(src.rm());
      for (let k = moved.length - 1; k >= 0; k--) dst.add(moved[k] as CardT);
    }
  }

  /** Whether `play(move)` would succeed. */
  canPlay(move: string | Move): boolean {
    try {
      return this.whyInvalid(move) === null;
    } catch {
      return false;
    }
  }

  /** Every move `play` accepts now, in standard notation (moves off a foundation are moveCard-only). */
  legalMoves(): string[] {
    const p = this.#piles('legalMoves');
    const out: string[] = [];
    const sources: Move['from'][] = [
      ...p.tableau.map((_, index) => ({ kind: 'column' as const, index })),
      ...p.cell.map((_, index) => ({ kind: 'cell' as const, index })),
    ];
    for (const from of sources) {
      const targets: Move['to'][] = [
        { kind: 'foundation' },
        ...p.cell.map((_, index) => ({ kind: 'cell' as const, index })),
        ...p.tableau.map((_, index) => ({ kind: 'column' as const, index })),
      ];
      for (const to of targets) {
        const m: Move = { from, to };
        if (this.whyInvalid(m) !== null) continue;
        out.push(makeMove(m));
        if (from.kind === 'column' && to.kind === 'column' && (p.tableau[to.index] as PileT).size() === 0) {
          const seq = this.#sequenceCount(from.index, to.index, undefined);
          const max = seq.ok ? seq.count : 0;
          for (let c = max - 1; c >= 1; c--) out.push(makeMove({ from, to, count: c }));
        }
      }
    }
    return out;
  }

  /**
   * Plays every safe move to the foundations, repeatedly, and returns them in
   * standard notation. A card is safe to send home when no card that could
   * still need it as a base remains: its rank is ace or two, or both
   * opposite-colour foundations already hold the rank below it.
   */
  autoMoveToFoundations(): string[] {
    const p = this.#piles('autoMoveToFoundations');
    const moves: string[] = [];
    let moved = true;
    while (moved) {
      moved = false;
      const sources: Move['from'][] = [
        ...p.tableau.map((_, index) => ({ kind: 'column' as const, index })),
        ...p.cell.map((_, index) => ({ kind: 'cell' as const, index })),
      ];
      for (const from of sources) {
        const src = (from.kind === 'column' ? p.tableau[from.index] : p.cell[from.index]) as PileT;
        if (src.size() === 0 || !this.#isSafeHome(src.top())) continue;
        const m: Move = { from, to: { kind: 'foundation' } };
        if (this.whyInvalid(m) !== null) continue;
        this.play(m);
        moves.push(makeMove(m));
        moved = true;
      }
    }
    return moves;
  }

  /**
   * The moves played since newGame (or setPosition), oldest first, in
   * standard notation: what undo can take back, one entry per undo step
   * (automatic foundation moves included, each its own entry). A move onto
   * an empty column carries its count (`36v3`), so `play` replays every
   * entry exactly; a card taken off a foundation (moveCard only) is written
   * `h` then its target (`ha`, `h3`), which `play` does not accept.
   */
  history(): string[] {
    this.#piles('history');
    const out: string[] = [];
    const h = this.#history;
    for (let k = 0; k < h.length; k++)
      out.push(moveBetween(h[k] as Piles, (k + 1 < h.length ? h[k + 1] : this.#p) as Piles));
    return out;
  }

  /** Number of moves that undo can take back. */
  undoDepth(): number {
    return this.#history.length;
  }

  /** Takes back the last `count` moves (moveCard, play, and each automatic move count one each). */
  undo(count = 1): void {
    this.#piles('undo');
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > this.#history.length) {
      throw new FreecellError(
        typeof count !== 'number' ? 'WRONG_TYPE' : Number.isInteger(count) ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER',
        `undo: count must be an integer in 0..${this.#history.length}, got ${shown(count)}`,
      );
    }
    for (let k = 0; k < count; k++) this.#p = this.#history.pop() as Piles;
  }

  /**
   * The game as plain, versioned data: `{ v: 1, position, history }`, the
   * layout (each pile's cards in notation, bottom first: `["6S", "9H"]`)
   * and the layouts undo goes back to, oldest first; `position` is null for
   * a game not started. What `JSON.stringify(game)` writes and
   * `FreecellGame.fromJSON` restores, undo history included.
   */
  toJSON(): FreecellGameJSON {
    if (this.#p === null) return { v: 1, position: null, history: [] };
    return {
      v: 1,
      position: positionToJSON(this.position()),
      history: this.#history.map((h) => positionToJSON(positionOf(h))),
    };
  }

  /**
   * The game `toJSON` saved. Anything malformed (not an object, another
   * `v`, a missing or unknown field, a card not in notation, a layout that
   * is not one of 52 distinct cards in legal piles, more than
   * MAX_SAVED_HISTORY undo steps) throws FreecellError BAD_DATA.
   */
  static fromJSON(data: unknown): FreecellGame {
    const { position, history } = gameFromJSON(data);
    const g = new FreecellGame();
    if (position === null) return g;
    const piles = (p: Position, what: string): Piles => {
      const checked = readPosition(p);
      if (typeof checked === 'string') throw badData(`FreecellGame.fromJSON: ${what}: ${checked}`);
      return pilesFrom(checked);
    };
    const past = history.map((h, i) => piles(h, `history[${i}]`));
    g.#p = piles(position, 'position');
    g.#history.push(...past);
    return g;
  }

  /** An independent copy, undo history included. */
  clone(): FreecellGame {
    const g = new FreecellGame();
    if (this.#p !== null) {
      g.#p = pilesFrom(this.position());
      for (const h of this.#history) g.#history.push(pilesFrom(positionOf(h)));
    }
    return g;
  }

  /** Whether newGame (or setPosition) has been called. */
  isStarted(): boolean {
    return this.#p !== null;
  }

  #piles(routine: string): Piles {
    if (this.#p === null) throw new GameNotStarted(routine);
    return this.#p;
  }

  #pile(pile: PileType, i: number, routine: string): PileT {
    const p = this.#piles(routine);
    checkPileType(pile, routine);
    if (!validIndex(pile, i))
      throw new InvalidIndex(`${routine}: ${pile} index must be 0..${COUNT[pile] - 1}, got ${shown(i)}`);
    return p[pile][i] as PileT;
  }

  #push(): void {
    this.#history.push(pilesFrom(this.position()));
  }

  /** The foundation `card` may go onto (its suit's, or an empty one for an ace), or -1. */
  #foundationFor(card: CardT): number {
    const f = (this.#p as Piles).foundation;
    let empty = -1;
    for (let k = 0; k < f.length; k++) {
      const pile = f[k] as PileT;
      if (pile.size() === 0) {
        if (empty === -1) empty = k;
      } else if (pile.top().S() === card.S() && pile.top().isOneLess(card)) return k;
    }
    return card.V() === 'ace' ? empty : -1;
  }

  #homeCount(suitRed: boolean): number[] {
    const counts: number[] = [];
    for (const f of (this.#p as Piles).foundation)
      if (f.size() > 0 && isRed(f.top().S()) === suitRed) counts.push(f.size());
    while (counts.length < 2) counts.push(0);
    return counts;
  }

  #isSafeHome(card: CardT): boolean {
    const r = numVal(card.V());
    if (this.#foundationFor(card) === -1) return false;
    if (r <= 1) return true;
    return this.#homeCount(!isRed(card.S())).every((n) => n >= r);
  }

  /**
   * How many cards a column-to-column move carries, or the reason it is
   * illegal: a tagged result, so a reason can never be read as a count.
   * `count` has passed readMove (undefined or a whole number >= 1).
   */
  #sequenceCount(from: number, to: number, count: number | undefined): SequenceCount {
    const p = this.#p as Piles;
    const src = p.tableau[from] as PileT;
    const dst = p.tableau[to] as PileT;
    const no = (reason: string): SequenceCount => ({ ok: false, reason });
    if (src.size() === 0) return no('the source column is empty');
    const run = this.runLength(from);
    const max = this.maxSequenceMove(dst.size() === 0);
    if (dst.size() === 0) {
      const n = count ?? Math.min(run, max);
      if (n > run) return no(`column ${from + 1} has an ordered run of ${run}, not ${n}`);
      if (n > max) return no(`${n} cards need more free cells or empty columns (at most ${max})`);
      return { ok: true, count: n };
    }
    const target = dst.top();
    for (let n = 1; n <= run; n++) {
      const c = src.at(src.size() - n) as CardT;
      if (c.isOneLess(target) && c.isOppositeColour(target)) {
        if (count !== undefined && count !== n) return no(`only ${n} cards fit on ${target.toString()}`);
        if (n > max) return no(`${n} cards need more free cells or empty columns (at most ${max})`);
        return { ok: true, count: n };
      }
    }
    return no(`no card of the run fits on ${target.toString()}`);
  }

  // The brand test asks for the fields too: a Proxy of a FreecellGame, or
  // Object.create(FreecellGame.prototype), is refused with a FreecellError
  // where one is expected (its methods would throw a raw TypeError).
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealStatefulClass(
    /* @__PURE__ */ withLayout(this, (game, rec) => {
      if (!(#p in game) || game.#p === null) return false;
      const p = game.#p;
      for (let k = 0; k < 4; k++) {
        const cell = p.cell[k] as PileT;
        rec[k] = cell.size() === 0 ? 255 : cell.top().id;
      }
      let q = 12;
      for (let c = 0; c < 8; c++) {
        const t = p.tableau[c] as PileT;
        const n = t.size();
        rec[4 + c] = n;
        for (let i = 0; i < n; i++) rec[q++] = (t.at(i) as CardT).id;
      }
      return true;
    }),
    'FreecellGame',
    (x) => #p in x,
  );
}

type SequenceCount = { readonly ok: true; readonly count: number } | { readonly ok: false; readonly reason: string };

/** Whether `x` is a FreecellGame of any build of this package (ESM or CJS): a brand check. */
export const isGame = /* @__PURE__ */ brandTest<FreecellGame>(FreecellGame);

function validIndex(pile: PileType, i: number): boolean {
  return Number.isInteger(i) && i >= 0 && i < COUNT[pile];
}

/** Whether pile `dst` of type `to` takes `card` on top, by the rules of FreeCell. */
function accepts(to: PileType, dst: PileT, card: CardT): boolean {
  if (to === PileType.cell) return dst.size() === 0;
  if (to === PileType.tableau) {
    if (dst.size() === 0) return true;
    const t = dst.top();
    return card.isOneLess(t) && card.isOppositeColour(t);
  }
  if (dst.size() === 0) return card.V() === 'ace';
  const t = dst.top();
  return t.S() === card.S() && t.isOneLess(card);
}

function positionOf(p: Piles): Position {
  const out = (list: PileT[]): CardT[][] => list.map((pile) => pile.cards());
  return { foundations: out(p.foundation), cells: out(p.cell), tableau: out(p.tableau) };
}

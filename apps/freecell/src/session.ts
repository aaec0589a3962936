/**
 * One game of FreeCell as a player sees it: moves typed in standard
 * notation (either case, spaces allowed), a one-line reason for every move
 * refused, the safe cards sent home after each move (unless automatic moves
 * are off), undo and redo of whole turns (a move and the automatic moves it
 * caused), restart, and a solution from the position in hand. No I/O: the
 * console layer in `freecell.ts` prints what this returns.
 *
 * ```ts
 * import { FreecellGame, msDeal } from '@arcade/model-freecell';
 * import { FreecellSession } from '@arcade/freecell';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const s = new FreecellSession(g, { auto: true });
 * s.play('6 A'); // { ok: true, turn: { move: '6a', text: '6a: 3D to cell a.', ... } }
 * s.play('6a'); // { ok: false, reason: 'Cell a already holds 3D.' }
 * s.undo(); // the turn taken back; s.moves is 0 again
 * ```
 */
import {
  type CardT,
  type FreecellGame,
  InvalidMove,
  isRed,
  type Move,
  makeMove,
  numVal,
  parseMove,
  type SolveOptions,
  solve,
} from '@arcade/model-freecell';
import { quoteInput } from '@arcade/view-console/io';

/** One turn: the move typed and the automatic moves to the foundations that followed it. */
export interface Turn {
  /** The move in standard notation, as played ('36', 'a4'). */
  readonly move: string;
  /** What the move did: '36: 3 cards (7H 6S 5D) onto 8C in column 6.' */
  readonly summary: string;
  /** The summary, then the cards that went home by themselves after it, in one line. */
  readonly text: string;
  /** The automatic moves after it, in standard notation ('1h', 'ah'). */
  readonly auto: readonly string[];
  /** The cards those automatic moves sent home, in order ('AH', '2H'). */
  readonly autoCards: readonly string[];
}

export type PlayResult = { readonly ok: true; readonly turn: Turn } | { readonly ok: false; readonly reason: string };

/** What `solution` returns: the moves to type from here (one turn each), or why there are none. */
export type Solution =
  | { readonly status: 'solved'; readonly moves: readonly string[] }
  | { readonly status: 'unsolvable' }
  | { readonly status: 'gave-up'; readonly nodes: number };

export interface SessionOptions {
  /** Safe cards go to the foundations by themselves after each move (default true). */
  readonly auto?: boolean;
}

/** The longest line read as a move: anything longer is refused before it is parsed. */
const MAX_MOVE_TEXT = 40;

const SUIT_NAMES: Readonly<Record<string, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
const RANKS = 'A23456789TJQK';

function cardName(card: CardT): string {
  return card.toString();
}

/** Where a move starts or ends, as a player names it: 'column 3', 'cell a', 'the foundations'. */
function placeName(p: Move['from'] | Move['to']): string {
  if (p.kind === 'foundation') return 'the foundations';
  return p.kind === 'column' ? `column ${p.index + 1}` : `cell ${'abcd'[p.index]}`;
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The card a card goes onto in a column: one rank higher, the other colour ('a black 6'). */
function wantedUnder(card: CardT): string {
  const r = numVal(card.V());
  return r === 12
    ? 'nothing (a king goes only to an empty column)'
    : `a ${isRed(card.S()) ? 'black' : 'red'} ${RANKS[r + 1]}`;
}

/** The card that may go onto `card` in a column ('a red 8'), or null under an ace. */
function wantedOn(card: CardT): string | null {
  const r = numVal(card.V());
  return r === 0 ? null : `a ${isRed(card.S()) ? 'black' : 'red'} ${RANKS[r - 1]}`;
}

/**
 * Reads what a player typed as a move: spaces ignored, either case. Returns
 * the move, or the one-line reason it is not one.
 */
export function readMove(text: string): Move | string {
  if (typeof text !== 'string') throw new TypeError(`readMove: the move must be a string, got ${typeof text}`);
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (compact.length > MAX_MOVE_TEXT) {
    return `That line is too long (${text.length} characters) to be a move such as 3a.`;
  }
  const shape = /^(.)(.)(?:v(\d{1,2}))?$/u.exec(compact);
  if (shape === null) {
    return `${quoteInput(text)} is not a move: type a source and a target, e.g. 3a, a4, 4h or 36.`;
  }
  for (const [role, ch] of [
    ['source', shape[1] as string],
    ['target', shape[2] as string],
  ] as const) {
    if (!/^[1-8a-dh]$/.test(ch)) {
      return `${quoteInput(ch)} is not a place: columns are 1-8, cells a-d, and h is the foundations.`;
    }
    if (role === 'source' && ch === 'h')
      return 'Cards stay on the foundations: a move starts at a column 1-8 or a cell a-d.';
  }
  try {
    return parseMove(compact);
  } catch (e) {
    // '36v20', '3av2': the notation's own reason.
    const reason = (e as { reason?: unknown }).reason;
    return typeof reason === 'string' ? `${capitalized(reason)}.` : `${quoteInput(text)} is not a move.`;
  }
}

export class FreecellSession {
  readonly #game: FreecellGame;
  readonly #auto: boolean;
  readonly #done: Turn[] = [];
  readonly #undone: Turn[] = [];
  /** The cards sent home by themselves before the first turn (aces on top of the deal). */
  readonly startAuto: readonly string[];

  /** Takes over `game` (started) and, with automatic moves on, sends its safe cards home at once. */
  constructor(game: FreecellGame, options: SessionOptions = {}) {
    if (!game.isStarted()) throw new TypeError('FreecellSession: the game must be started (newGame or setPosition)');
    this.#game = game;
    this.#auto = options.auto !== false;
    this.startAuto = this.#auto ? sendHome(game).cards : [];
  }

  /** The game being played (for the renderer); change it only through this session. */
  get game(): FreecellGame {
    return this.#game;
  }

  /** Whether safe cards go home by themselves. */
  get auto(): boolean {
    return this.#auto;
  }

  /** The move counter: turns played and not taken back. */
  get moves(): number {
    return this.#done.length;
  }

  /** How many turns `redo` can play again. */
  get redoable(): number {
    return this.#undone.length;
  }

  /** Plays a typed move; a refused move changes nothing and says why in one line. */
  play(text: string): PlayResult {
    if (typeof text !== 'string')
      throw new TypeError(`FreecellSession.play: the move must be a string, got ${typeof text}`);
    const move = readMove(text);
    if (typeof move === 'string') return { ok: false, reason: move };
    const why = this.whyNot(move);
    if (why !== null) return { ok: false, reason: why };
    const turn = this.#apply(move);
    this.#undone.length = 0;
    return { ok: true, turn };
  }

  /** Why `move` cannot be played now, in one line, or null when it can. */
  whyNot(move: Move): string | null {
    const g = this.#game;
    const p = g.position();
    const src = move.from.kind === 'column' ? p.tableau[move.from.index] : p.cells[move.from.index];
    const card = src?.[src.length - 1];
    if (card === undefined) return `${capitalized(placeName(move.from))} is empty.`;
    const to = move.to;
    if (to.kind !== 'foundation' && to.kind === move.from.kind && to.index === move.from.index) {
      return `${makeMove(move)}: the source and the target are the same ${to.kind}.`;
    }
    if (to.kind === 'foundation') {
      const suit = card.toString()[1] as string;
      const home = p.foundations.find((f) => f[0]?.toString()[1] === suit)?.length ?? 0;
      const r = numVal(card.V());
      if (home !== r)
        return `${cardName(card)} cannot go home yet: the ${SUIT_NAMES[suit]} need ${RANKS[home]}${suit} first.`;
    } else if (to.kind === 'cell') {
      const there = p.cells[to.index]?.[0];
      if (there !== undefined) return `Cell ${'abcd'[to.index]} already holds ${cardName(there)}.`;
    } else {
      const column = p.tableau[to.index] as readonly CardT[];
      const top = column[column.length - 1];
      if (move.from.kind === 'cell' && top !== undefined && !(card.isOneLess(top) && card.isOppositeColour(top))) {
        return `${cardName(card)} does not go on ${cardName(top)}: it goes on ${wantedUnder(card)}.`;
      }
      if (move.from.kind === 'column' && move.count === undefined) {
        const reason = this.#sequenceProblem(move.from.index, to.index);
        if (reason !== null) return reason;
      }
    }
    const model = g.whyInvalid(move);
    return model === null ? null : `${capitalized(model)}.`;
  }

  /** A column-to-column move's problem in a player's words, or null (the model has the last word). */
  #sequenceProblem(from: number, to: number): string | null {
    const g = this.#game;
    const column = g.position().tableau[from] as readonly CardT[];
    const target = g.position().tableau[to] as readonly CardT[];
    const run = g.runLength(from);
    const runCards = column.slice(column.length - run);
    const top = target[target.length - 1];
    const toEmpty = top === undefined;
    let need: number;
    if (top === undefined)
      need = 1; // onto an empty column: the longest run that fits, at least one card
    else {
      const k = runCards.findIndex((c) => c.isOneLess(top) && c.isOppositeColour(top));
      if (k < 0) {
        const wanted = wantedOn(top);
        if (wanted === null) return `Nothing goes on ${cardName(top)} in a column (an ace goes home).`;
        const first = runCards[0] as CardT;
        if (run === 1) return `${cardName(first)} does not go on ${cardName(top)}: it goes on ${wantedUnder(first)}.`;
        const last = runCards[run - 1] as CardT;
        return `No card of column ${from + 1}'s run (${cardName(first)}..${cardName(last)}) goes on ${cardName(top)}, which takes ${wanted}.`;
      }
      need = run - k;
    }
    const max = g.maxSequenceMove(toEmpty);
    if (need > max) {
      const cells = g.position().cells.filter((c) => c.length === 0).length;
      const cols = g.position().tableau.filter((c) => c.length === 0).length - (toEmpty ? 1 : 0);
      const other = toEmpty ? ' other' : '';
      return `${need} cards, but ${cells} free cell${cells === 1 ? '' : 's'} and ${cols}${other} empty column${cols === 1 ? '' : 's'} move at most ${max} at once.`;
    }
    return null;
  }

  /** Plays a legal move and the automatic moves after it; records the turn. */
  #apply(move: Move): Turn {
    const g = this.#game;
    const before = g.position();
    const src = move.from.kind === 'column' ? before.tableau[move.from.index] : before.cells[move.from.index];
    const sizeBefore = src?.length ?? 0;
    g.play(move);
    const after = g.position();
    const srcAfter = move.from.kind === 'column' ? after.tableau[move.from.index] : after.cells[move.from.index];
    const count = sizeBefore - (srcAfter?.length ?? 0);
    const moved = (src ?? []).slice(sizeBefore - count).map(cardName);
    const notation = makeMove(move);
    let text: string;
    if (move.to.kind === 'foundation') text = `${notation}: ${moved[0]} home.`;
    else {
      const to = move.to;
      const dest = after.tableau[to.index];
      const under = to.kind === 'column' ? dest?.[dest.length - count - 1] : undefined;
      const where = under === undefined ? `to ${placeName(to)}` : `onto ${cardName(under)} in ${placeName(to)}`;
      text =
        count === 1
          ? `${notation}: ${moved[0]} ${where}.`
          : `${notation}: ${count} cards (${moved.join(' ')}) ${where}.`;
    }
    const { moves: auto, cards: autoCards } = this.#auto ? sendHome(g) : { moves: [], cards: [] };
    const summary = text;
    if (auto.length > 0) text += ` Home by themselves: ${autoCards.join(' ')}.`;
    const turn: Turn = { move: notation, summary, text, auto, autoCards };
    this.#done.push(turn);
    return turn;
  }

  /** Takes back the last turn (its automatic moves with it); null when there is none. */
  undo(): Turn | null {
    const turn = this.#done.pop();
    if (turn === undefined) return null;
    this.#game.undo(1 + turn.auto.length);
    this.#undone.push(turn);
    return turn;
  }

  /** Plays again the last turn taken back; null when there is none. */
  redo(): Turn | null {
    const turn = this.#undone.pop();
    if (turn === undefined) return null;
    // The same position as when it was first played, so the same moves do the same.
    this.#game.play(turn.move);
    for (const m of turn.auto) this.#game.play(m);
    this.#done.push(turn);
    return turn;
  }

  /** Takes back every turn (redo plays them again); returns how many. */
  restart(): number {
    let n = 0;
    while (this.undo() !== null) n++;
    return n;
  }

  /**
   * A solution from here, as the moves to type one turn at a time: with
   * automatic moves on, the solver's foundation moves that the game makes by
   * itself are left out. The game is not changed.
   */
  solution(options: SolveOptions = {}): Solution {
    const r = solve(this.#game, options);
    if (r.status === 'unsolvable') return { status: 'unsolvable' };
    if (r.status === 'gave-up') return { status: 'gave-up', nodes: r.nodes };
    return { status: 'solved', moves: turnsOf(this.#game, r.moves, this.#auto) };
  }

  /** Plays one move of a solution (the next of `solution().moves`) as a turn. */
  playSolutionMove(move: string): Turn {
    const m = parseMove(move);
    const why = this.#game.whyInvalid(m);
    if (why !== null) throw new InvalidMove(`playSolutionMove: ${why}`);
    const turn = this.#apply(m);
    this.#undone.length = 0;
    return turn;
  }
}

/** Plays the automatic moves to the foundations; returns them and the cards they sent home. */
function sendHome(g: FreecellGame): { moves: string[]; cards: string[] } {
  // The notation names only places: read each card off a copy before it leaves.
  const replay = g.clone();
  const moves = g.autoMoveToFoundations();
  const cards: string[] = [];
  for (const m of moves) {
    const from = parseMove(m).from;
    const p = replay.position();
    const pile = from.kind === 'column' ? p.tableau[from.index] : p.cells[from.index];
    cards.push(cardName(pile?.[pile.length - 1] as CardT));
    replay.play(m);
  }
  return { moves, cards };
}

/**
 * The solver's moves (automatic foundation moves included) as the turns a
 * player makes: all of them without automatic moves; with them, all but
 * the foundation moves of cards the game has already sent home by itself.
 */
export function turnsOf(game: FreecellGame, solution: readonly string[], auto: boolean): string[] {
  if (!auto) return [...solution];
  const solver = game.clone(); // follows the solution exactly
  const player = game.clone(); // plays the turns, with automatic moves
  const home = (g: FreecellGame, card: string): boolean =>
    g.position().foundations.some((f) => f.some((c) => c.toString() === card));
  const turns: string[] = [];
  for (const m of solution) {
    const move = parseMove(m);
    const pile =
      move.from.kind === 'column'
        ? solver.position().tableau[move.from.index]
        : solver.position().cells[move.from.index];
    const card = pile?.[pile.length - 1]?.toString() ?? '';
    solver.play(m);
    if (move.to.kind === 'foundation' && home(player, card)) continue;
    // The game's automatic moves and the solver's follow the same rule, so this
    // does not happen; should it, the turns so far are still good (the caller
    // asks the solver again from where they lead).
    if (!player.canPlay(m)) break;
    player.play(m);
    player.autoMoveToFoundations();
    turns.push(m);
  }
  return turns;
}

/**
 * One game of FreeCell as a player sees it: moves typed in standard
 * notation (either case, spaces allowed), a one-line reason for every move
 * refused, the safe cards sent home after each move (unless automatic moves
 * are off), undo and redo of whole turns (a move and the automatic moves it
 * caused), restart, a lone source (`3`, `a`) played as the smart move of
 * @arcade/model-freecell, and a solution from the position in hand, kept so
 * that the next hints cost no new search. No I/O: the console layer in
 * `freecell.ts` prints what this returns.
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
  makeBoard,
  makeMove,
  type MoveSource,
  numVal,
  parseBoard,
  parseMove,
  type SolveOptions,
  smartMove,
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
  /** Whether the solver played it (the `solve` command), not the player. */
  readonly bySolver: boolean;
}

export type PlayResult = { readonly ok: true; readonly turn: Turn } | { readonly ok: false; readonly reason: string };

/**
 * What `solution` returns: the moves to type from here (one turn each), or
 * why there are none. An unsolvable position says whether the game's start
 * (the deal, or the board) has no solution either (`fromStart`): then no
 * play could have won it, and undo cannot help.
 */
export type Solution =
  | { readonly status: 'solved'; readonly moves: readonly string[] }
  | { readonly status: 'unsolvable'; readonly fromStart: boolean }
  | { readonly status: 'gave-up'; readonly nodes: number };

export interface SessionOptions {
  /** Safe cards go to the foundations by themselves after each move (default true). */
  readonly auto?: boolean;
  /** Cards in messages with suit symbols ('3♦'), as the board shows them on a UTF-8 terminal (default letters). */
  readonly symbols?: boolean;
}

/** The longest line read as a move: anything longer is refused before it is parsed. */
const MAX_MOVE_TEXT = 40;

const SUIT_NAMES: Readonly<Record<string, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { H: '♥', D: '♦', S: '♠', C: '♣' };
const RANKS = 'A23456789TJQK';

/** A card's text ('TH') as messages name it: as it is, or 'T♥' with symbols (the renderer's choice). */
export function cardText(text: string, symbols: boolean): string {
  return symbols ? `${text[0]}${SUIT_SYMBOLS[text[1] as string] ?? text[1]}` : text;
}

/** How many positions the session remembers as unsolvable or given up (each hint or solve adds one). */
const MAX_VERDICTS = 64;

/** The solution being followed: the turns, and the position before each (its board text) to find where we are. */
interface Plan {
  readonly auto: boolean;
  readonly moves: readonly string[];
  readonly at: ReadonlyMap<string, number>;
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
 * the move; a lone place (`3`, `a`), the source of a smart move; or the
 * one-line reason it is neither.
 */
export function readMove(text: string): Move | MoveSource | string {
  if (typeof text !== 'string') throw new TypeError(`readMove: the move must be a string, got ${typeof text}`);
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (compact.length > MAX_MOVE_TEXT) {
    return `That line is too long (${text.length} characters) to be a move such as 3a.`;
  }
  const shape = /^(.)(.)(?:v(\d{1,2}))?$/u.exec(compact);
  if (shape === null && /^[1-8a-d]$/.test(compact)) return sourceOf(compact);
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

/** A lone place typed ('3', 'a'): the source of a smart move. */
function sourceOf(ch: string): MoveSource {
  return ch >= '1' && ch <= '8'
    ? { kind: 'column', index: Number(ch) - 1 }
    : { kind: 'cell', index: 'abcd'.indexOf(ch) };
}

/** Whether readMove's answer is a lone source (a smart move) rather than a whole move. */
function isSource(m: Move | MoveSource): m is MoveSource {
  return !('from' in m);
}

export class FreecellSession {
  readonly #game: FreecellGame;
  #auto: boolean;
  readonly #symbols: boolean;
  readonly #done: Turn[] = [];
  readonly #undone: Turn[] = [];
  /** The board text of the start (after the first automatic moves): where `restart` leads. */
  readonly #startKey: string;
  #plan: Plan | null = null;
  /** Positions found unsolvable (null), or given up after so many positions (the maxNodes asked). */
  readonly #verdicts = new Map<string, { readonly nodes: number; readonly maxNodes: number } | null>();
  /** Whether the start has a solution: null until asked. */
  #startSolvable: boolean | null = null;
  /** The cards sent home by themselves before the first turn (aces on top of the deal). */
  readonly startAuto: readonly string[];

  /** Takes over `game` (started) and, with automatic moves on, sends its safe cards home at once. */
  constructor(game: FreecellGame, options: SessionOptions = {}) {
    if (!game.isStarted()) throw new TypeError('FreecellSession: the game must be started (newGame or setPosition)');
    this.#game = game;
    this.#auto = options.auto !== false;
    this.#symbols = options.symbols === true;
    this.startAuto = this.#auto ? sendHome(game, this.#symbols).cards : [];
    this.#startKey = makeBoard(game);
  }

  /** The game being played (for the renderer); change it only through this session. */
  get game(): FreecellGame {
    return this.#game;
  }

  /** Whether safe cards go home by themselves. */
  get auto(): boolean {
    return this.#auto;
  }

  /**
   * Turns automatic moves on or off from the next move on (the game's
   * `auto on|off`). Turns already played keep their automatic moves, so
   * undo and redo still take back and play again exactly what happened.
   */
  set auto(on: boolean) {
    if (typeof on !== 'boolean') throw new TypeError(`FreecellSession.auto: expected true or false, got ${typeof on}`);
    this.#auto = on;
  }

  /**
   * Whether the solver finished the game: it is won, and the turn that won
   * it was played by `playSolutionMove` (the `solve` command), not typed.
   */
  get finishedBySolver(): boolean {
    return this.#game.gameWon() && this.#done[this.#done.length - 1]?.bySolver === true;
  }

  /** How many of the turns played (and not taken back) the player typed, the solver's left out. */
  get playerMoves(): number {
    return this.#done.filter((t) => !t.bySolver).length;
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
    const typed = readMove(text);
    if (typeof typed === 'string') return { ok: false, reason: typed };
    let move: Move;
    if (isSource(typed)) {
      const smart = smartMove(this.#game, typed);
      if (smart === null) return { ok: false, reason: this.#noSmartMove(typed) };
      move = smart;
    } else move = typed;
    const why = this.whyNot(move);
    if (why !== null) return { ok: false, reason: why };
    const turn = this.#apply(move, false);
    this.#undone.length = 0;
    return { ok: true, turn };
  }

  /** Why a lone source has no smart move, in one line. */
  #noSmartMove(from: MoveSource): string {
    const p = this.#game.position();
    const pile = from.kind === 'column' ? p.tableau[from.index] : p.cells[from.index];
    const card = pile?.[pile.length - 1];
    if (card === undefined) return `${capitalized(placeName(from))} is empty.`;
    const where = from.kind === 'cell' ? 'nor onto a column' : 'nor onto a column, nor into a free cell';
    return `${this.#name(card)} in ${placeName(from)} has no move: it goes neither home, ${where}.`;
  }

  /** A card as this session's messages name it. */
  #name(card: CardT): string {
    return cardText(card.toString(), this.#symbols);
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
        return `${this.#name(card)} cannot go home yet: the ${SUIT_NAMES[suit]} need ${cardText(`${RANKS[home]}${suit}`, this.#symbols)} first.`;
    } else if (to.kind === 'cell') {
      const there = p.cells[to.index]?.[0];
      if (there !== undefined) return `Cell ${'abcd'[to.index]} already holds ${this.#name(there)}.`;
    } else {
      const column = p.tableau[to.index] as readonly CardT[];
      const top = column[column.length - 1];
      if (move.from.kind === 'cell' && top !== undefined && !(card.isOneLess(top) && card.isOppositeColour(top))) {
        return `${this.#name(card)} does not go on ${this.#name(top)}: it goes on ${wantedUnder(card)}.`;
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
        if (wanted === null) return `Nothing goes on ${this.#name(top)} in a column (an ace goes home).`;
        const first = runCards[0] as CardT;
        if (run === 1)
          return `${this.#name(first)} does not go on ${this.#name(top)}: it goes on ${wantedUnder(first)}.`;
        const last = runCards[run - 1] as CardT;
        return `No card of column ${from + 1}'s run (${this.#name(first)}..${this.#name(last)}) goes on ${this.#name(top)}, which takes ${wanted}.`;
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
  #apply(move: Move, bySolver: boolean): Turn {
    const g = this.#game;
    const before = g.position();
    const src = move.from.kind === 'column' ? before.tableau[move.from.index] : before.cells[move.from.index];
    const sizeBefore = src?.length ?? 0;
    g.play(move);
    const after = g.position();
    const srcAfter = move.from.kind === 'column' ? after.tableau[move.from.index] : after.cells[move.from.index];
    const count = sizeBefore - (srcAfter?.length ?? 0);
    const moved = (src ?? []).slice(sizeBefore - count).map((c) => this.#name(c));
    const notation = makeMove(move);
    let text: string;
    if (move.to.kind === 'foundation') text = `${notation}: ${moved[0]} home.`;
    else {
      const to = move.to;
      const dest = after.tableau[to.index];
      const under = to.kind === 'column' ? dest?.[dest.length - count - 1] : undefined;
      const where = under === undefined ? `to ${placeName(to)}` : `onto ${this.#name(under)} in ${placeName(to)}`;
      text =
        count === 1
          ? `${notation}: ${moved[0]} ${where}.`
          : `${notation}: ${count} cards (${moved.join(' ')}) ${where}.`;
    }
    const { moves: auto, cards: autoCards } = this.#auto ? sendHome(g, this.#symbols) : { moves: [], cards: [] };
    const summary = text;
    if (auto.length > 0) text += ` Home by themselves: ${autoCards.join(' ')}.`;
    const turn: Turn = { move: notation, summary, text, auto, autoCards, bySolver };
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
   *
   * Issue 23.12: a search on a hard deal takes seconds, so the answer is
   * kept. While the player follows the solution (or comes back to a
   * position on it, by undo), the rest of it is returned without a new
   * search; a position found unsolvable, or given up with the same
   * `maxNodes`, is answered at once too.
   */
  solution(options: SolveOptions = {}): Solution {
    const key = makeBoard(this.#game);
    const plan = this.#plan;
    const k = plan !== null && plan.auto === this.#auto ? plan.at.get(key) : undefined;
    if (plan !== null && k !== undefined) return { status: 'solved', moves: plan.moves.slice(k) };
    const maxNodes = Object.hasOwn(options, 'maxNodes') ? options.maxNodes : undefined;
    const known = this.#verdicts.get(key);
    if (known === null) return { status: 'unsolvable', fromStart: this.#startHasNoSolution(key, options) };
    if (known !== undefined && known.maxNodes === (maxNodes ?? -1)) return { status: 'gave-up', nodes: known.nodes };
    const r = solve(this.#game, options);
    if (r.status === 'unsolvable') {
      this.#remember(key, null);
      return { status: 'unsolvable', fromStart: this.#startHasNoSolution(key, options) };
    }
    if (r.status === 'gave-up') {
      this.#remember(key, { nodes: r.nodes, maxNodes: maxNodes ?? -1 });
      return { status: 'gave-up', nodes: r.nodes };
    }
    const moves = turnsOf(this.#game, r.moves, this.#auto);
    this.#plan = { auto: this.#auto, moves, at: positionsAlong(this.#game, moves, this.#auto) };
    return { status: 'solved', moves };
  }

  #remember(key: string, verdict: { readonly nodes: number; readonly maxNodes: number } | null): void {
    if (this.#verdicts.size >= MAX_VERDICTS) this.#verdicts.delete(this.#verdicts.keys().next().value as string);
    this.#verdicts.set(key, verdict);
  }

  /**
   * Whether the start is unsolvable too, the position `key` being
   * unsolvable: at the start, yes; elsewhere one search of the start
   * (kept), since a lost position of a winnable deal calls for undo, and a
   * deal that has no solution does not.
   */
  #startHasNoSolution(key: string, options: SolveOptions): boolean {
    if (key === this.#startKey) return true;
    if (this.#startSolvable === null) {
      if (this.#verdicts.get(this.#startKey) === null) this.#startSolvable = false;
      else {
        const r = solve(parseBoard(this.#startKey), options);
        // Gave up: not known to have no solution, so the player is told to undo.
        this.#startSolvable = r.status !== 'unsolvable';
        if (r.status === 'unsolvable') this.#remember(this.#startKey, null);
      }
    }
    return !this.#startSolvable;
  }

  /** Plays one move of a solution (the next of `solution().moves`) as a turn. */
  playSolutionMove(move: string): Turn {
    const m = parseMove(move);
    const why = this.#game.whyInvalid(m);
    if (why !== null) throw new InvalidMove(`playSolutionMove: ${why}`);
    const turn = this.#apply(m, true);
    this.#undone.length = 0;
    return turn;
  }
}

/** The board text before each turn of `turns` played from `game` (with automatic moves when `auto`), by turn index. */
function positionsAlong(game: FreecellGame, turns: readonly string[], auto: boolean): Map<string, number> {
  // From the position alone: a clone would copy the whole undo history.
  const g = parseBoard(makeBoard(game));
  const at = new Map<string, number>();
  for (const [k, m] of turns.entries()) {
    at.set(makeBoard(g), k);
    if (!g.canPlay(m)) break;
    g.play(m);
    if (auto) g.autoMoveToFoundations();
  }
  return at;
}

/** Plays the automatic moves to the foundations; returns them and the cards they sent home. */
function sendHome(g: FreecellGame, symbols: boolean): { moves: string[]; cards: string[] } {
  // The notation names only places: read each card off a copy before it leaves.
  const replay = g.clone();
  const moves = g.autoMoveToFoundations();
  const cards: string[] = [];
  for (const m of moves) {
    const from = parseMove(m).from;
    const p = replay.position();
    const pile = from.kind === 'column' ? p.tableau[from.index] : p.cells[from.index];
    const top = (pile as readonly CardT[])[(pile as readonly CardT[]).length - 1] as CardT;
    cards.push(cardText(top.toString(), symbols));
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

/**
 * One game of FreeCell as a player sees it, with no I/O: moves given as the
 * notation's places, a one-line reason for every move refused, the safe
 * cards sent home after each move (unless automatic moves are off), undo and
 * redo of whole turns (a move and the automatic moves it caused), restart, a
 * lone source (column 3, cell a) played as the smart move, and a solution
 * from the position in hand, kept so that the next hints cost no new search.
 * The console app and the web view both drive this one object.
 *
 * The solver blocks while it runs. A web view runs `solveTurns({ board,
 * auto })` in a Web Worker instead, a pure function of plain data, and
 * hands the answer to `session.learn(board, answer)`.
 *
 * ```ts
 * import { FreecellGame, msDeal, parseMove } from '@arcade/model-freecell';
 * import { FreecellSession } from '@arcade/model-freecell/session';
 * const g = new FreecellGame();
 * g.newGame(msDeal(1));
 * const s = new FreecellSession(g, { auto: true });
 * s.play(parseMove('6a')); // { ok: true, turn: { move: '6a', text: '6a: 3D to cell a.', ... } }
 * s.play(parseMove('6a')); // { ok: false, reason: 'Cell a already holds 3D.' }
 * s.undo(); // the turn taken back; s.moves is 0 again
 * ```
 */
import { savedArray, savedFields, savedString } from '@arcade/core';
import { MAX_BOARD_TEXT, makeBoard, parseBoard } from './board.js';
import type { CardT } from './card.js';
import { FreecellError, InvalidMove } from './errors.js';
import { MAX_SAVED_HISTORY } from './json.js';
import type { FreecellGame } from './game.js';
import { MAX_MOVE_TEXT, type Move, type MoveSource, makeMove, parseMove } from './notation.js';
import { type SmartMoveOptions, smartMove } from './smart.js';
import { type SolveOptions, type SolveResult, solve } from './solver.js';
import { isRed, numVal } from './types.js';
import { frozen, sealClass } from './brand.js';

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

/** What a move typed by the player did: the turn it made, or why it was refused (one line). */
export type PlayResult =
  | {
      /** The move was made. */
      readonly ok: true;
      /** The turn it made, with the automatic moves that followed. */
      readonly turn: Turn;
    }
  | {
      /** The move was refused; nothing changed. */
      readonly ok: false;
      /** Why, in one line. */
      readonly reason: string;
    };

/**
 * What `solution` returns: the moves to type from here (one turn each), or
 * why there are none. An unsolvable position says whether the game's start
 * (the deal, or the board) has no solution either (`fromStart`): then no
 * play could have won it, and undo cannot help.
 */
export type Solution =
  | {
      /** A solution from here. */
      readonly status: 'solved';
      /** The moves to type, one turn each, in standard notation. */
      readonly moves: readonly string[];
    }
  | {
      /** No solution from here. */
      readonly status: 'unsolvable';
      /** Whether the game's start has none either (undo cannot help). */
      readonly fromStart: boolean;
    }
  | {
      /** The search's budget ran out first. */
      readonly status: 'gave-up';
      /** Positions expanded. */
      readonly nodes: number;
    };

/** How a FreecellSession plays; every field has a default. */
export interface SessionOptions {
  /** Safe cards go to the foundations by themselves after each move (default true). */
  readonly auto?: boolean;
  /** Cards in messages with suit symbols ('3♦'), as the board shows them on a UTF-8 terminal (default letters). */
  readonly symbols?: boolean;
  /**
   * The search behind `solution()` (default the model's `solve`): a caller
   * may wrap it, to count searches in a test or to log them.
   */
  readonly solve?: (game: FreecellGame, options: SolveOptions) => SolveResult;
}

const SUIT_NAMES: Readonly<Record<string, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { H: '♥', D: '♦', S: '♠', C: '♣' };
const RANKS = 'A23456789TJQK';

/** A card's text ('TH') as messages name it: as it is, or 'T♥' with symbols (the renderer's choice). */
export const cardText = /* @__PURE__ */ frozen(function cardText(text: string, symbols: boolean): string {
  return symbols ? `${text[0]}${SUIT_SYMBOLS[text[1] as string] ?? text[1]}` : text;
});

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

/** Whether `m` is a lone source (a smart move) rather than a whole move. */
export const isSource = /* @__PURE__ */ frozen(function isSource(m: Move | MoveSource): m is MoveSource {
  return !('from' in m);
});

/** Saved data the session cannot read: FreecellError BAD_DATA. */
const badData = (message: string): FreecellError => new FreecellError('BAD_DATA', message);

/**
 * A game of FreeCell with undo, redo, restart, smart moves, automatic moves
 * home and a kept solution. It takes over a started FreecellGame: change
 * that game only through the session.
 */
export class FreecellSession {
  readonly #game: FreecellGame;
  #auto: boolean;
  readonly #symbols: boolean;
  readonly #solve: (game: FreecellGame, options: SolveOptions) => SolveResult;
  readonly #done: Turn[] = [];
  readonly #undone: Turn[] = [];
  /** The board text the session was given, before the first automatic moves: what `toJSON` saves. */
  readonly #origin: string;
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
    if (!game.isStarted())
      throw new FreecellError('GAME_NOT_STARTED', 'FreecellSession: the game must be started (newGame or setPosition)');
    this.#game = game;
    this.#auto = options.auto !== false;
    this.#symbols = options.symbols === true;
    this.#solve = options.solve ?? solve;
    this.#origin = makeBoard(game);
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
    if (typeof on !== 'boolean')
      throw new FreecellError('WRONG_TYPE', `FreecellSession.auto: expected true or false, got ${typeof on}`);
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

  /** The turns played and not taken back, in order (each with its automatic moves home). */
  turns(): readonly Turn[] {
    return [...this.#done];
  }

  /**
   * The session as plain, versioned data: the board it was given (board
   * text, before the first automatic moves), whether those were made,
   * whether automatic moves are on now, and the turns played and those redo
   * would play again, each its move, its automatic moves home and whether
   * the solver played it.
   */
  toJSON(): FreecellSessionData {
    const turn = (t: Turn): SavedTurn => ({ move: t.move, auto: [...t.auto], bySolver: t.bySolver });
    return {
      v: 1,
      start: this.#origin,
      startAuto: this.startAuto.length > 0,
      auto: this.#auto,
      turns: this.#done.map(turn),
      redo: [...this.#undone].reverse().map(turn),
    };
  }

  /**
   * The session `toJSON` saved: the turns are played again from the board
   * it was given (each with exactly the automatic moves it had), then those
   * redo would play are played and taken back. `options` as for the
   * constructor (`auto` comes from the data). Anything malformed (read with
   * core's `savedFields`, `savedArray`, `savedString`: not an object,
   * another `v`, a missing or unknown field, more than MAX_SAVED_HISTORY
   * turns) or inconsistent (board text or a move the model cannot read or
   * play, automatic moves that differ) throws FreecellError `BAD_DATA`.
   */
  static fromJSON(data: unknown, options: Omit<SessionOptions, 'auto'> = {}): FreecellSession {
    const routine = 'FreecellSession.fromJSON';
    const f = savedFields(routine, data, 1, ['start', 'startAuto', 'auto', 'turns', 'redo'], badData);
    const start = savedString(`${routine}: start`, f.start, MAX_BOARD_TEXT, badData);
    const flag = (k: string): boolean => {
      if (typeof f[k] === 'boolean') return f[k];
      throw badData(`${routine}: ${k} must be true or false, got ${JSON.stringify(f[k]) ?? String(f[k])}`);
    };
    const startAuto = flag('startAuto');
    const auto = flag('auto');
    const turns = (name: 'turns' | 'redo'): SavedTurn[] =>
      savedArray(`${routine}: ${name}`, f[name], MAX_SAVED_HISTORY, badData).map((t, n) => {
        const what = `${routine}: ${name}[${n}]`;
        const turn = savedFields(what, t, null, ['move', 'auto', 'bySolver'], badData);
        if (typeof turn.bySolver !== 'boolean') throw badData(`${what}.bySolver must be true or false`);
        return {
          move: savedString(`${what}.move`, turn.move, MAX_MOVE_TEXT, badData),
          auto: savedArray(`${what}.auto`, turn.auto, 52, badData).map((m, k) =>
            savedString(`${what}.auto[${k}]`, m, MAX_MOVE_TEXT, badData),
          ),
          bySolver: turn.bySolver,
        };
      });
    const done = turns('turns');
    const redo = turns('redo');
    try {
      const session = new FreecellSession(parseBoard(start), { ...options, auto: startAuto });
      for (const t of [...done, ...redo]) {
        const move = parseMove(t.move);
        const why = session.#game.whyInvalid(move);
        if (why !== null) throw badData(`${routine}: turn ${t.move}: ${why}`);
        // Automatic moves as the turn had them: on when it sent cards home (off would have sent none).
        session.#auto = t.auto.length > 0;
        const played = session.#apply(move, t.bySolver);
        if (played.auto.join(' ') !== t.auto.join(' ')) {
          throw badData(`${routine}: turn ${t.move}: its automatic moves differ`);
        }
      }
      for (let k = 0; k < redo.length; k++) session.undo();
      session.#auto = auto;
      return session;
    } catch (e) {
      // The model's refusal of the board text or a move is bad data here.
      if (e instanceof FreecellError && e.code !== 'BAD_DATA') throw badData(`${routine}: ${e.message}`);
      throw e;
    }
  }

  /** A snapshot for a view: plain data. */
  get state(): FreecellSessionState {
    const won = this.#game.gameWon();
    return {
      board: makeBoard(this.#game),
      moves: this.#done.length,
      playerMoves: this.playerMoves,
      canUndo: this.#done.length > 0,
      canRedo: this.#undone.length > 0,
      auto: this.#auto,
      won,
      finishedBySolver: this.finishedBySolver,
    };
  }

  /**
   * Plays `given`: a whole move (`parseMove('36')`), or a lone source
   * (`{ kind: 'column', index: 2 }`), which plays the smart move of that
   * card (`smart.count`: that many cards from the top, for a tap inside a
   * column's run). A refused move changes nothing and says why in one line; a
   * played one returns the turn, automatic moves home included. Clears what
   * redo would have played.
   */
  play(given: Move | MoveSource, smart: SmartMoveOptions = {}): PlayResult {
    if (typeof given !== 'object' || given === null) {
      throw new FreecellError('WRONG_TYPE', `FreecellSession.play: expected a move or a source, got ${typeof given}`);
    }
    // A whole move goes through its notation, which checks every field (and throws the model's error).
    const typed = isSource(given) ? given : parseMove(makeMove(given));
    let move: Move;
    if (isSource(typed)) {
      const found = smartMove(this.#game, typed, smart);
      if (found === null) return { ok: false, reason: this.#noSmartMove(typed) };
      move = found;
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
    const r = this.#solve(this.#game, options);
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
        const r = this.#solve(parseBoard(this.#startKey), options);
        // Gave up: not known to have no solution, so the player is told to undo.
        this.#startSolvable = r.status !== 'unsolvable';
        if (r.status === 'unsolvable') this.#remember(this.#startKey, null);
      }
    }
    return !this.#startSolvable;
  }

  /**
   * Takes in a solution found elsewhere (`solveTurns` in a Web Worker) for
   * the position `board` (its board text), so that `solution()` from there
   * answers at once, as after a search of its own. An answer for another
   * position than the current one is kept all the same (the player may
   * come back to it by undo). A solution computed with other automatic
   * moves than the session's now is ignored.
   */
  learn(board: string, answer: SolveTurnsResult): void {
    if (typeof board !== 'string')
      throw new FreecellError('WRONG_TYPE', 'FreecellSession.learn: board must be a string');
    if (answer.status === 'unsolvable') this.#remember(board, null);
    else if (answer.status === 'gave-up') this.#remember(board, { nodes: answer.nodes, maxNodes: -1 });
    else if (answer.auto === this.#auto) {
      this.#plan = {
        auto: answer.auto,
        moves: answer.moves,
        at: positionsAlong(parseBoard(board), answer.moves, answer.auto),
      };
    }
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

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealClass in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealClass(this, 'FreecellSession');
}

/** A snapshot of a FreecellSession for a view. */
export interface FreecellSessionState {
  /** The position as board text (`makeBoard`). */
  readonly board: string;
  /** Turns played and not taken back. */
  readonly moves: number;
  /** Of those, the turns the player made (the solver's left out). */
  readonly playerMoves: number;
  /** Whether undo() would take something back. */
  readonly canUndo: boolean;
  /** Whether redo() would play something again. */
  readonly canRedo: boolean;
  /** Whether safe cards go home by themselves. */
  readonly auto: boolean;
  /** Every card is home. */
  readonly won: boolean;
  /** Won, and the winning turn was the solver's (see `finishedBySolver`). */
  readonly finishedBySolver: boolean;
}

/** A turn as FreecellSession.toJSON saves it. */
export interface SavedTurn {
  /** The move in standard notation, as played. */
  readonly move: string;
  /** The foundation moves the game made by itself after it. */
  readonly auto: readonly string[];
  /** Whether the solver played it (not the player). */
  readonly bySolver: boolean;
}

/** What FreecellSession.toJSON saves: plain data, version 1. */
export interface FreecellSessionData {
  /** The format's version, 1. */
  readonly v: 1;
  /** The board the session was given, as board text, before its first automatic moves. */
  readonly start: string;
  /** Whether the safe cards were sent home at the start. */
  readonly startAuto: boolean;
  /** Whether automatic moves are on now. */
  readonly auto: boolean;
  /** The turns played, in order. */
  readonly turns: readonly SavedTurn[];
  /** The turns redo would play again, in order. */
  readonly redo: readonly SavedTurn[];
}

/** What `solveTurns` answers: plain data, for a Web Worker's message. */
export type SolveTurnsResult =
  | {
      /** A solution of the position. */
      readonly status: 'solved';
      /** The moves to type, one turn each, in standard notation. */
      readonly moves: readonly string[];
      /** Whether the foundation moves the game makes by itself are left out. */
      readonly auto: boolean;
    }
  | {
      /** The position has no solution. */
      readonly status: 'unsolvable';
    }
  | {
      /** The search's budget ran out first. */
      readonly status: 'gave-up';
      /** Positions expanded. */
      readonly nodes: number;
    };

/**
 * A solution of the position `board` (board text, `makeBoard(game)` or
 * `session.state.board`) as the moves a player types one turn at a time
 * (with `auto`, the foundation moves the game makes by itself are left
 * out): the session's own search as a pure function of plain data, for a
 * Web Worker. `options` are the solver's (a node budget, a clock). Throws
 * the model's ParseError for board text it cannot read.
 */
export const solveTurns = /* @__PURE__ */ frozen(function solveTurns(
  board: string,
  auto: boolean,
  options: SolveOptions = {},
): SolveTurnsResult {
  const game = parseBoard(board);
  const r = solve(game, options);
  if (r.status === 'unsolvable') return { status: 'unsolvable' };
  if (r.status === 'gave-up') return { status: 'gave-up', nodes: r.nodes };
  return { status: 'solved', moves: turnsOf(game, r.moves, auto), auto };
});

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
export const turnsOf = /* @__PURE__ */ frozen(function turnsOf(
  game: FreecellGame,
  solution: readonly string[],
  auto: boolean,
): string[] {
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
});

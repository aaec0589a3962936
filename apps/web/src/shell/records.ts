/**
 * Records kept on this device, one key a game (`arcade.records.<game>`,
 * through the site's Store, so versioned as saved games are). Data that
 * cannot be read is kept aside (`arcade.records.<game>.unread-1`), never
 * overwritten, and the game's records begin anew. Without storage, records
 * last as long as the page.
 *
 * For every game: played, won, lost, drawn, the current streak (wins in a row;
 * a loss or a draw ends it) and the best. Per game, from what the game passes:
 * a win percentage; fewest moves for each deal won (FreeCell, `deal` and
 * `moves`); the best level won and the best score (Two Dots, `level` and
 * `score`); results by level (Othello's levels, Tic-tac-toe's computer); the
 * fastest win (`timeMs`).
 *
 * @example
 * const r = recordGame('freecell', { outcome: 'won', deal: 1, moves: 87, timeMs: 200_000 });
 * r.played; // 1
 * recordLines('freecell', r, { deal: 1 }); // [['Played', '1'], ..., ['Fewest moves, deal 1', '87']]
 */
import { ShellError } from './error.js';
import { shellStore } from './store.js';

/** The games that keep records, in the home page's order. */
export const GAME_IDS = ['dots', 'othello', 'freecell', 'tictactoe', 'foxdolphin'] as const;
/** A game's id (its route). */
export type GameId = (typeof GAME_IDS)[number];

/** The games' names, for the records page. */
export const GAME_NAMES: Readonly<Record<GameId, string>> = Object.freeze({
  dots: 'Two Dots',
  othello: 'Othello',
  freecell: 'FreeCell',
  tictactoe: 'Tic-tac-toe',
  foxdolphin: 'Foxes and Dolphins',
});

/** How a game ended, for the person. */
export const OUTCOMES = ['won', 'lost', 'drawn'] as const;
/** How a game ended, for the person. */
export type Outcome = (typeof OUTCOMES)[number];

/** What a game tells the records at its end. */
export interface GameEntry {
  readonly outcome: Outcome;
  /** The level played: a number (Othello 1-8, Two Dots' level) or a word (Tic-tac-toe's computer). */
  readonly level?: number | string;
  readonly score?: number;
  readonly moves?: number;
  readonly timeMs?: number;
  /** The deal's number (FreeCell). */
  readonly deal?: number;
}

/** Games played, won, lost and drawn. */
export interface Tally {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
}

/** A game's records. */
export interface GameRecords extends Tally {
  readonly game: GameId;
  /** Wins in a row, now (a loss or a draw ends it). */
  readonly streak: number;
  /** The longest streak of wins. */
  readonly bestStreak: number;
  /** Games won of games played, in percent (0-100, not rounded); null before the first game. */
  readonly winPercent: number | null;
  /** Results by level (Othello's levels, Tic-tac-toe's computer), keyed by the level as text. */
  readonly byLevel: Readonly<Record<string, Tally>>;
  /** The fewest moves of each deal won, by deal number (FreeCell). */
  readonly fewestMoves: readonly { readonly deal: number; readonly moves: number }[];
  /** The highest number level won (Two Dots); null when none. */
  readonly bestLevel: number | null;
  /** The best score (Two Dots); null when none was given. */
  readonly bestScore: number | null;
  /** The fastest win, in milliseconds; null when none was timed. */
  readonly bestTimeMs: number | null;
}

/** The most levels one game keeps results for, and the most deals it keeps fewest moves for. */
export const MAX_LEVELS = 32;
/** The most deals kept with their fewest moves (about 20 bytes each); a new deal past it is not kept. */
export const MAX_DEALS = 2000;
/** The longest level word kept. */
const MAX_LEVEL_TEXT = 24;
/** The largest count, score, move count or time kept (well within exact integers). */
const MAX_COUNT = 1e12;

const memory = new Map<GameId, GameRecords>();

/** Records of a game never played. */
export function emptyRecords(game: GameId): GameRecords {
  return Object.freeze({
    game,
    played: 0,
    won: 0,
    lost: 0,
    drawn: 0,
    streak: 0,
    bestStreak: 0,
    winPercent: null,
    byLevel: Object.freeze({}),
    fewestMoves: Object.freeze([]),
    bestLevel: null,
    bestScore: null,
    bestTimeMs: null,
  });
}

function key(game: GameId): string {
  return `records.${game}`;
}

function checkGame(game: unknown): GameId {
  if (!(GAME_IDS as readonly unknown[]).includes(game)) {
    throw new ShellError('BAD_RECORD', `Unknown game "${String(game).slice(0, 30)}": use ${GAME_IDS.join(', ')}.`);
  }
  return game as GameId;
}

const isCount = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_COUNT;

function tally(won: number, lost: number, drawn: number): Tally {
  return Object.freeze({ played: won + lost + drawn, won, lost, drawn });
}

function readTally(v: unknown): Tally | null {
  if (typeof v !== 'object' || v === null) return null;
  const t = v as Record<string, unknown>;
  return isCount(t.won) && isCount(t.lost) && isCount(t.drawn) ? tally(t.won, t.lost, t.drawn) : null;
}

function withDerived(game: GameId, r: Omit<GameRecords, 'game' | 'played' | 'winPercent'>): GameRecords {
  const played = r.won + r.lost + r.drawn;
  return Object.freeze({ ...r, game, played, winPercent: played === 0 ? null : (100 * r.won) / played });
}

/** A game's records from saved data; null when the data is not records (kept aside then). */
function readRecords(game: GameId, data: unknown): GameRecords | null {
  const base = readTally(data);
  if (base === null) return null;
  const d = data as Record<string, unknown>;
  const streak = d.streak ?? 0;
  const bestStreak = d.bestStreak ?? 0;
  if (!isCount(streak) || !isCount(bestStreak) || streak > bestStreak || bestStreak > base.won) return null;
  const byLevelData = d.byLevel ?? {};
  if (typeof byLevelData !== 'object' || byLevelData === null || Array.isArray(byLevelData)) return null;
  const levels = Object.entries(byLevelData);
  if (levels.length > MAX_LEVELS) return null;
  const byLevel: Record<string, Tally> = {};
  for (const [k, v] of levels) {
    const t = readTally(v);
    if (t === null || k.length > MAX_LEVEL_TEXT) return null;
    byLevel[k] = t;
  }
  const dealsData = d.fewestMoves ?? [];
  if (!Array.isArray(dealsData) || dealsData.length > MAX_DEALS) return null;
  const fewestMoves: { deal: number; moves: number }[] = [];
  for (const pair of dealsData) {
    if (!Array.isArray(pair) || pair.length !== 2 || !isCount(pair[0]) || !isCount(pair[1])) return null;
    fewestMoves.push(Object.freeze({ deal: pair[0], moves: pair[1] }));
  }
  const best = (v: unknown): number | null | undefined =>
    v === undefined || v === null ? null : isAmount(v) ? v : undefined;
  const bestLevel = best(d.bestLevel);
  const bestScore = best(d.bestScore);
  const bestTimeMs = best(d.bestTimeMs);
  if (bestLevel === undefined || bestScore === undefined || bestTimeMs === undefined) return null;
  return withDerived(game, {
    won: base.won,
    lost: base.lost,
    drawn: base.drawn,
    streak,
    bestStreak,
    byLevel: Object.freeze(byLevel),
    fewestMoves: Object.freeze(fewestMoves.sort((a, b) => a.deal - b.deal)),
    bestLevel,
    bestScore,
    bestTimeMs,
  });
}

/** What is saved: the records less what is derived from them. */
function toSaved(r: GameRecords): unknown {
  return {
    won: r.won,
    lost: r.lost,
    drawn: r.drawn,
    streak: r.streak,
    bestStreak: r.bestStreak,
    byLevel: Object.fromEntries(
      Object.entries(r.byLevel).map(([k, t]) => [k, { won: t.won, lost: t.lost, drawn: t.drawn }]),
    ),
    fewestMoves: r.fewestMoves.map((f) => [f.deal, f.moves]),
    bestLevel: r.bestLevel,
    bestScore: r.bestScore,
    bestTimeMs: r.bestTimeMs,
  };
}

/** A game's records (storage first, else what this page recorded, else none). */
export function getRecords(game: GameId): GameRecords {
  const g = checkGame(game);
  const saved = shellStore().load(key(g), `${GAME_NAMES[g]} records`, (d) => readRecords(g, d), { keepAside: true });
  if (saved !== null) memory.set(g, saved);
  return saved ?? memory.get(g) ?? emptyRecords(g);
}

function checkEntry(entry: GameEntry): void {
  const bad = (what: string, v: unknown, use: string): never => {
    throw new ShellError('BAD_RECORD', `Bad ${what} "${String(v).slice(0, 30)}": use ${use}.`);
  };
  if (typeof entry !== 'object' || entry === null) bad('entry', entry, 'an object with an outcome');
  if (!(OUTCOMES as readonly unknown[]).includes(entry.outcome)) bad('outcome', entry.outcome, OUTCOMES.join(', '));
  const { level, score, moves, timeMs, deal } = entry;
  if (level !== undefined) {
    const ok =
      (typeof level === 'number' && Number.isSafeInteger(level) && level >= 0 && level <= 1e6) ||
      (typeof level === 'string' && level.length > 0 && level.length <= MAX_LEVEL_TEXT);
    if (!ok) bad('level', level, `a whole number or a word of at most ${MAX_LEVEL_TEXT} letters`);
  }
  if (score !== undefined && !isAmount(score)) bad('score', score, 'a number from 0');
  if (timeMs !== undefined && !isAmount(timeMs)) bad('time', timeMs, 'milliseconds from 0');
  if (moves !== undefined && !isCount(moves)) bad('moves', moves, 'a whole number from 0');
  if (deal !== undefined && !isCount(deal)) bad('deal', deal, 'a whole number from 0');
}

/**
 * Adds a finished game to `game`'s records, saves them and returns them.
 * Throws a ShellError (code BAD_RECORD) on a bad game or entry, and then records nothing.
 */
export function recordGame(game: GameId, entry: GameEntry): GameRecords {
  const g = checkGame(game);
  checkEntry(entry);
  const r = getRecords(g);
  const { outcome, level, score, moves, timeMs, deal } = entry;
  const won = outcome === 'won';
  const streak = won ? r.streak + 1 : 0;
  const byLevel: Record<string, Tally> = { ...r.byLevel };
  if (level !== undefined) {
    const k = String(level);
    const t = byLevel[k];
    if (t !== undefined || Object.keys(byLevel).length < MAX_LEVELS) {
      const add = (o: Outcome): number => (outcome === o ? 1 : 0);
      byLevel[k] = tally((t?.won ?? 0) + add('won'), (t?.lost ?? 0) + add('lost'), (t?.drawn ?? 0) + add('drawn'));
    }
  }
  let fewestMoves = r.fewestMoves;
  if (won && deal !== undefined && moves !== undefined) {
    const i = fewestMoves.findIndex((f) => f.deal === deal);
    const old = fewestMoves[i];
    if (old === undefined && fewestMoves.length < MAX_DEALS) {
      fewestMoves = [...fewestMoves, Object.freeze({ deal, moves })].sort((a, b) => a.deal - b.deal);
    } else if (old !== undefined && moves < old.moves) {
      fewestMoves = fewestMoves.map((f) => (f.deal === deal ? Object.freeze({ deal, moves }) : f));
    }
  }
  const better = (now: number | null, v: number | undefined, more: boolean): number | null =>
    v === undefined ? now : now === null ? v : more ? Math.max(now, v) : Math.min(now, v);
  const next = withDerived(g, {
    won: r.won + (won ? 1 : 0),
    lost: r.lost + (outcome === 'lost' ? 1 : 0),
    drawn: r.drawn + (outcome === 'drawn' ? 1 : 0),
    streak,
    bestStreak: Math.max(r.bestStreak, streak),
    byLevel: Object.freeze(byLevel),
    fewestMoves: Object.freeze(fewestMoves),
    bestLevel: won && typeof level === 'number' ? better(r.bestLevel, level, true) : r.bestLevel,
    bestScore: better(r.bestScore, score, true),
    bestTimeMs: won ? better(r.bestTimeMs, timeMs, false) : r.bestTimeMs,
  });
  memory.set(g, next);
  shellStore().save(key(g), toSaved(next));
  return next;
}

/** Forgets the records of `game`, or of every game (what was kept aside as unreadable stays). */
export function resetRecords(game?: GameId): void {
  const games = game === undefined ? GAME_IDS : [checkGame(game)];
  for (const g of games) {
    memory.delete(g);
    shellStore().remove(key(g));
  }
}

function levelName(k: string): string {
  return /^\d+$/.test(k) ? `Level ${k}` : `Against ${k}`;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** What `recordLines` may add for the game just played. */
export interface LineOptions {
  /** The deal just played (FreeCell): its fewest moves are shown. */
  readonly deal?: number;
  /** Show every deal's fewest moves (the records page), up to this many. */
  readonly allDeals?: number;
}

/**
 * A game's records as label and value pairs, in words: for the result dialog (`showResult`'s
 * `records`) and the records page.
 */
export function recordLines(
  game: GameId,
  r: GameRecords = getRecords(game),
  options: LineOptions = {},
): [string, string][] {
  const lines: [string, string][] = [
    ['Played', String(r.played)],
    ['Won', String(r.won)],
    ['Lost', String(r.lost)],
  ];
  if (r.drawn > 0 || game === 'othello' || game === 'tictactoe') lines.push(['Drawn', String(r.drawn)]);
  if (r.winPercent !== null) lines.push(['Won of played', `${Math.round(r.winPercent)}%`]);
  lines.push(['Win streak', String(r.streak)], ['Best win streak', String(r.bestStreak)]);
  if (r.bestLevel !== null) lines.push(['Best level', String(r.bestLevel)]);
  if (r.bestScore !== null) lines.push(['Best score', String(r.bestScore)]);
  if (r.bestTimeMs !== null) lines.push(['Fastest win', duration(r.bestTimeMs)]);
  for (const [k, t] of Object.entries(r.byLevel)) {
    const drawn = game === 'othello' || game === 'tictactoe' || t.drawn > 0 ? `, drawn ${t.drawn}` : '';
    lines.push([levelName(k), `won ${t.won}, lost ${t.lost}${drawn}`]);
  }
  if (options.deal !== undefined) {
    const f = r.fewestMoves.find((x) => x.deal === options.deal);
    if (f !== undefined) lines.push([`Fewest moves, deal ${f.deal}`, String(f.moves)]);
  }
  if (options.allDeals !== undefined) {
    for (const f of r.fewestMoves.slice(0, options.allDeals))
      lines.push([`Fewest moves, deal ${f.deal}`, String(f.moves)]);
    const more = r.fewestMoves.length - options.allDeals;
    if (more > 0) lines.push(['Other deals won', String(more)]);
  }
  return lines;
}

/** Forgets the records this page holds in memory (tests). */
export function forgetRecords(): void {
  memory.clear();
}

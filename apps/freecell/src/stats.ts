/**
 * FreeCell statistics (issue 22): games played, won by hand, finished by
 * the solver, the current and best streak of wins by hand, and each deal's
 * fewest moves, saved like Two Dots' progress in
 * $XDG_CONFIG_HOME/arcade/freecell.json (else ~/.config/arcade/freecell.json)
 * through the shared durable store (a lock around read, record and write; a
 * file that cannot be read or is of another version is kept and nothing is
 * saved; a corrupt one is kept as `freecell.json.corrupt-<time>`).
 *
 * The record and text functions are pure (no model, no I/O), so tests check
 * them directly; fileStats wires them to the file, memoryStats keeps them in
 * memory (main's default, so a test never touches a real home).
 *
 * ```ts
 * import * as fs from 'node:fs';
 * import { fileStats, recordResult, EMPTY_STATS } from '@arcade/freecell';
 * recordResult(EMPTY_STATS, { kind: 'won', deal: 617, moves: 93 }).best.get(617); // 93
 * const stats = fileStats({ fs, env: process.env });
 * stats.record({ kind: 'solved', deal: 1 }); // { stats, warning: null }
 * ```
 *
 * Why a game's result is applied to what is on disk, under the lock, and
 * not two snapshots merged: counts add up, so a merge (the larger of two
 * counts) would lose the game that one of two games running at once played.
 */
import {
  configPath,
  type JsonFileStore,
  jsonFileStore,
  oneLine,
  parseVersionedJson,
  type StoreFs,
  type StoreParseFailure,
  shownPath,
} from '@arcade/view-console/store';

/** The statistics: how many games, wins, the streaks, each deal's fewest moves won by hand. */
export interface FreecellStats {
  /** Games that ended after at least one move: won, finished by the solver, or given up. */
  readonly played: number;
  /** Won by hand (the solver played none of the last moves). */
  readonly won: number;
  /** Finished by the solver (`solve`): played, not won; the streak starts again. */
  readonly solved: number;
  /** Wins by hand in a row, up to the last game. */
  readonly streak: number;
  readonly bestStreak: number;
  /** Deal number to the fewest moves it was won in by hand. */
  readonly best: ReadonlyMap<number, number>;
}

/** How a game ended: won by hand, finished by the solver, or given up after a move (quit, end of input, a new deal). */
export type GameOutcome =
  | { readonly kind: 'won'; readonly deal: number; readonly moves: number }
  | { readonly kind: 'solved'; readonly deal: number }
  | { readonly kind: 'lost'; readonly deal: number };

/** The statistics before any game. */
export const EMPTY_STATS: FreecellStats = Object.freeze({
  played: 0,
  won: 0,
  solved: 0,
  streak: 0,
  bestStreak: 0,
  best: new Map<number, number>(),
});

/** The file's format version. */
export const STATS_VERSION = 1;

/** The highest deal number kept (Microsoft deals go to 2^31 - 1). */
const MAX_DEAL = 2 ** 31 - 1;
/** The most a count may be (more is corrupt; a count stops there): 7 digits keep `stats` within 80 columns. */
export const MAX_COUNT = 9_999_999;
/** The most deals a file keeps a best for (a file stays well under the store's 1 MiB cap). */
export const MAX_BEST_DEALS = 20_000;

/** The statistics after one more game. */
export function recordResult(stats: FreecellStats, outcome: GameOutcome): FreecellStats {
  // Counts stop at MAX_COUNT (a lifetime of games is far below it), so a file always parses again.
  const up = (n: number) => Math.min(n + 1, MAX_COUNT);
  const played = up(stats.played);
  if (outcome.kind !== 'won') {
    return {
      ...stats,
      played,
      solved: outcome.kind === 'solved' ? up(stats.solved) : stats.solved,
      streak: 0,
    };
  }
  const streak = up(stats.streak);
  const best = new Map(stats.best);
  const old = best.get(outcome.deal);
  // A full table keeps its deals: a new deal's best is then not recorded (its win still counts).
  if ((old === undefined && best.size < MAX_BEST_DEALS) || (old !== undefined && outcome.moves < old)) {
    best.set(outcome.deal, outcome.moves);
  }
  return {
    played,
    won: up(stats.won),
    solved: stats.solved,
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    best,
  };
}

/** The file's text for `stats` (deals in increasing order). */
export function makeStats(stats: FreecellStats): string {
  const best: Record<string, number> = {};
  for (const [deal, moves] of [...stats.best].sort((a, b) => a[0] - b[0])) best[String(deal)] = moves;
  const { played, won, solved, streak, bestStreak } = stats;
  return `${JSON.stringify({ version: STATS_VERSION, played, won, solved, streak, bestStreak, best })}\n`;
}

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= MAX_COUNT;

/**
 * The statistics from the file's text, or why it is not statistics
 * (`otherVersion` for another version's file, which is kept). Paired with
 * makeStats. Reads own properties only (issue 23.13: a polluted
 * Object.prototype does not leak in); a leading byte-order mark is accepted.
 */
export function parseStats(text: string): { readonly stats: FreecellStats } | StoreParseFailure {
  const file = parseVersionedJson(text, STATS_VERSION);
  if (!('own' in file)) return file;
  const { own } = file;
  const counts = {
    played: own('played'),
    won: own('won'),
    solved: own('solved'),
    streak: own('streak'),
    bestStreak: own('bestStreak'),
  };
  for (const [name, v] of Object.entries(counts)) {
    if (!isCount(v)) return { reason: `${name} not a count` };
  }
  const { played, won, solved, streak, bestStreak } = counts as Record<keyof typeof counts, number>;
  if (won + solved > played || streak > won || streak > bestStreak || bestStreak > won) {
    return { reason: 'counts that do not add up' };
  }
  const rawBest = own('best');
  if (typeof rawBest !== 'object' || rawBest === null || Array.isArray(rawBest))
    return { reason: 'best not an object' };
  const keys = Object.keys(rawBest);
  // The length before the elements (issue 23.8): a huge table is refused without walking it.
  if (keys.length > MAX_BEST_DEALS) return { reason: `best for more than ${MAX_BEST_DEALS} deals` };
  const best = new Map<number, number>();
  for (const key of keys) {
    const deal = Number(key);
    const moves = (rawBest as Record<string, unknown>)[key];
    if (!/^[1-9]\d{0,9}$/.test(key) || deal > MAX_DEAL) return { reason: `best: ${key.slice(0, 12)} not a deal` };
    if (!isCount(moves) || moves === 0) return { reason: `best: deal ${deal} not a move count` };
    best.set(deal, moves);
  }
  return { stats: { played, won, solved, streak, bestStreak, best } };
}

/** The `stats` command's lines (each within 80 columns): the counts, the streaks, this deal's best. */
export function formatStats(stats: FreecellStats, deal: number | null): string {
  const { played, won, solved, streak, bestStreak } = stats;
  const lost = played - won - solved;
  const pct = played === 0 ? '' : ` (${Math.round((100 * won) / played)}%)`;
  const wins = (n: number) => `${n} win${n === 1 ? '' : 's'}`;
  const lines = [
    `Played ${played}: won ${won}${pct}, solved by the solver ${solved}, lost ${lost}.`,
    `Streak: ${wins(streak)} in a row (best ${wins(bestStreak)}).`,
  ];
  if (deal !== null) {
    const b = stats.best.get(deal);
    lines.push(b === undefined ? `Deal ${deal}: not won by hand yet.` : `Deal ${deal}: best ${b} moves.`);
  }
  return lines.join('\n');
}

/** Where statistics are kept: loaded once, then a game's result recorded. */
export interface StatsStore {
  /** The statistics, and a one-line warning about the file (or null); never throws. */
  load(): { readonly stats: FreecellStats; readonly warning: string | null };
  /**
   * Adds a game: the statistics now (as saved, with other games' results
   * that reached the file meanwhile), and a one-line warning the first time
   * saving fails (null otherwise: the player is told once).
   */
  record(outcome: GameOutcome): { readonly stats: FreecellStats; readonly warning: string | null };
  /** Why the statistics are not saved (a few words), or null. */
  readonly off: string | null;
}

/** Statistics in memory only (main's default, so tests never touch a real home). */
export function memoryStats(start: FreecellStats = EMPTY_STATS): StatsStore {
  let stats = start;
  return {
    load: () => ({ stats, warning: null }),
    record(outcome) {
      stats = recordResult(stats, outcome);
      return { stats, warning: null };
    },
    off: null,
  };
}

/** How fileStats is made: the file system and the environment (tests pass their own). */
export interface FileStatsOptions {
  readonly fs: StoreFs;
  readonly env: { readonly XDG_CONFIG_HOME?: string | undefined; readonly HOME?: string | undefined };
}

/**
 * Statistics in `freecell.json` in the config directory. Without a home
 * they are kept in memory, silently (statistics are a convenience: a game
 * without them says nothing about them until `stats`).
 */
export function fileStats(options: FileStatsOptions): StatsStore {
  const path = configPath(options.env, 'freecell.json');
  if (path === null) return { ...memoryStats(), off: 'no HOME or XDG_CONFIG_HOME' };
  const shown = shownPath(path, options.env.HOME);
  const store: JsonFileStore<FreecellStats> = jsonFileStore<FreecellStats>({
    fs: options.fs,
    path,
    empty: EMPTY_STATS,
    parse: (text) => {
      const p = parseStats(text);
      return 'stats' in p ? { value: p.stats } : p;
    },
    make: makeStats,
  });
  const code = (reason: string) => reason.replace(/:.*/, '');
  let stats: FreecellStats | null = null;
  return {
    get off() {
      return store.off;
    },
    load() {
      const r = store.load();
      stats = r.value;
      if (r.kind === 'refused') {
        return {
          stats,
          warning: oneLine(
            `Cannot use ${shown} (${code(r.reason)}): statistics not saved.`,
            `Cannot use the statistics file (${r.reason}): statistics not saved.`,
            'Cannot use the statistics file: statistics not saved.',
          ),
        };
      }
      // A folder that cannot be written is said before play, not when the game ends.
      const blocked = store.check();
      if (blocked !== null) {
        return {
          stats,
          warning: oneLine(
            `Cannot save ${shown} (${code(blocked)}): statistics not saved.`,
            `Cannot save the statistics (${blocked}): statistics not saved.`,
            'Cannot save the statistics: statistics not saved.',
          ),
        };
      }
      if (r.kind === 'corrupt') {
        return {
          stats,
          warning: oneLine(
            `${shown} is corrupt (${r.reason}): statistics start again.`,
            `Corrupt statistics file (${r.reason}): statistics start again.`,
            'Corrupt statistics file: statistics start again.',
          ),
        };
      }
      return { stats, warning: null };
    },
    record(outcome) {
      const r = store.update((onDisk) => recordResult(onDisk, outcome));
      if (r.saved !== null) {
        stats = r.saved;
        const kept = r.keptAs === null ? null : `The corrupt statistics were kept as ${r.keptAs.replace(/.*\//, '')}.`;
        return { stats, warning: kept };
      }
      // Not saved: kept in memory for `stats` in this run.
      stats = recordResult(stats ?? EMPTY_STATS, outcome);
      return {
        stats,
        warning: r.first
          ? oneLine(
              `Cannot save ${shown} (${code(r.reason)}): statistics not saved.`,
              `Cannot save the statistics (${r.reason}): statistics not saved.`,
              'Cannot save the statistics: statistics not saved.',
            )
          : null,
      };
    },
  };
}

/** A game's statistics on the console: loaded at the start (a warning said then), a result recorded at the end. */
export interface StatsKeeper {
  /** Records how the game ended (nothing for a board from a file, which has no deal number). */
  end(outcome: 'won' | 'solved' | 'lost', moves: number): void;
  /** The `stats` command's text. */
  show(): string;
}

/**
 * The statistics of the game of `deal` (null: a board from a file, which is
 * shown but never recorded); `say` tells the player about the file. Loads at
 * once, so a file that cannot be used is said before play.
 */
export function statsKeeper(store: StatsStore, deal: number | null, say: (line: string) => void): StatsKeeper {
  const loaded = store.load();
  let stats = loaded.stats;
  if (loaded.warning !== null) say(loaded.warning);
  return {
    end(outcome, moves) {
      if (deal === null) return;
      const r = store.record(outcome === 'won' ? { kind: 'won', deal, moves } : { kind: outcome, deal });
      stats = r.stats;
      if (r.warning !== null) say(r.warning);
    },
    show() {
      const off = store.off === null ? '' : `\nNot saved (${store.off}): kept for this run only.`;
      return `${formatStats(stats, deal)}${off}`;
    },
  };
}

/**
 * What the two engine protocols (`othello --gtp`, `othello --nboard`) share:
 * the engine's search for a level or a time budget, the disc-count wording,
 * and the loop that feeds the lines of the shared console's reader to a
 * protocol and writes its answers. The protocols themselves (gtp.ts,
 * nboard.ts) are pure: a line in, text out, the clock passed in.
 *
 * ```ts
 * import { runProtocol } from './protocol.js';
 * import { GtpEngine } from './gtp.js';
 * runProtocol(io, new GtpEngine({ level: 4 })); // 0 at quit or the end of input
 * ```
 */
import { positionRandom } from '@arcade/engine-othello/session';
import { makeBoard, type Othello } from '@arcade/model-othello';
import type { ConsoleIO } from '@arcade/view-console/console';
import { isLineTooLongError } from '@arcade/view-console/io';
import { type AnalyzeResult, analyze, MAX_TIME_MS, type Progress } from './engine.js';

/** Where a protocol writes: `out` to the controller (stdout), `err` for a person reading the log (stderr). */
export interface ProtocolOutput {
  out(text: string): void;
  err(text: string): void;
}

/** A line protocol: one line in, its answer written; true when the line ends the session (quit). */
export interface LineProtocol {
  handle(line: string, output: ProtocolOutput): boolean;
  /** A line that could not be read whole (past the reader's cap): the protocol's own error form. */
  refuse(reason: string, output: ProtocolOutput): void;
}

/** What a search is given: the level, or a time budget with the clock to measure it by. */
export interface SearchSettings {
  /** 1..LEVELS: the strength when there is no time budget. */
  readonly level: number;
  /** A time budget in milliseconds (needs `clock`); null: play at `level`. */
  readonly timeMs?: number | null;
  /** Milliseconds (the cli passes performance.now); the protocols read no clock of their own. */
  readonly clock?: () => number;
  /** The seed of level 1's random choices (positionRandom). */
  readonly seed?: number;
  readonly onProgress?: (progress: Progress) => void;
}

/**
 * The engine's answer for the side to move: within the time budget when
 * there is one (and a clock), else at the level. The one place the
 * protocols call the engine.
 */
export function think(game: Othello, settings: SearchSettings): AnalyzeResult {
  const { clock, onProgress } = settings;
  const timeMs = settings.timeMs ?? null;
  if (timeMs !== null && clock !== undefined) {
    // Within what the engine takes: a clock of years (Edax's default GTP time is ten) is a long think, not an error.
    const ms = Math.min(MAX_TIME_MS, Math.max(1, Math.round(timeMs)));
    return analyze(game, { timeMs: ms, clock, ...(onProgress ? { onProgress } : {}) });
  }
  return analyze(game, {
    level: settings.level,
    rng: positionRandom(settings.seed ?? 0, makeBoard(game)),
    // A level of fixed depth ignores a clock without timeMs; a level that plays on a budget reads it.
    ...(clock ? { clock } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}

/**
 * Reads lines from the shared console's reader until `quit` or the end of
 * input and hands each to the protocol; returns 0. A line past the reader's
 * cap gets the protocol's error and the session goes on. main() runs it
 * inside runConsoleGame, which makes a closed output 0 and an unreadable
 * input 1, as in every game.
 */
export function runProtocol(io: ConsoleIO, protocol: LineProtocol): number {
  const output: ProtocolOutput = {
    out: (text) => io.output.write(text),
    err: (text) => (io.error ?? io.output).write(text),
  };
  for (;;) {
    let line: string | null;
    try {
      line = io.input.readLine();
    } catch (err) {
      if (!isLineTooLongError(err)) throw err;
      protocol.refuse(err instanceof Error ? err.message : 'the line is too long', output);
      continue;
    }
    if (line === null) return 0;
    if (protocol.handle(line, output)) return 0;
  }
}

/** A score in discs as NBoard reads it: two decimals, no plus sign, never `-0.00` (`2.00`, `-0.50`). */
export function discs(score: number): string {
  return (Math.round(score * 100) / 100 + 0).toFixed(2);
}

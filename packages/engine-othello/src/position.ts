/**
 * From the model's game to the search's four int32 words, and checks of the
 * public calls' arguments.
 *
 * ```ts
 * const p = readGame(new Othello()); // { pl, ph, ol, oh, black: true }
 * ```
 */
import type { Othello } from '@arcade/model-othello';
import { isRevoked } from '@arcade/core';
import { describe, EngineError } from './errors.js';

/** The position from the side to move's view. */
export interface Position {
  pl: number;
  ph: number;
  ol: number;
  oh: number;
  /** BLACK is to move. */
  black: boolean;
}

/** Reads a game through its MIS accessors (getb, getTurn), so any build of
 * the model (ESM or CJS) is accepted. */
export function readGame(routine: string, game: Othello): Position {
  const g = game as unknown as { getb?: unknown; getTurn?: unknown };
  if (typeof game !== 'object' || game === null || typeof g.getb !== 'function' || typeof g.getTurn !== 'function') {
    throw new EngineError(
      'INVALID_GAME',
      `${routine}: game must be an Othello game from @arcade/model-othello, got ${describe(game)}`,
    );
  }
  let bl = 0;
  let bh = 0;
  let wl = 0;
  let wh = 0;
  let turn: unknown;
  try {
    for (let k = 0; k < 64; k++) {
      const c = game.getb(k >> 3, k & 7);
      const bit = 1 << (k & 31);
      if (c === 'BLACK') {
        if (k < 32) bl |= bit;
        else bh |= bit;
      } else if (c === 'WHITE') {
        if (k < 32) wl |= bit;
        else wh |= bit;
      }
    }
    turn = game.getTurn();
  } catch {
    throw new EngineError('INVALID_GAME', `${routine}: game must be an Othello game; reading its board threw`);
  }
  if (turn !== 'BLACK' && turn !== 'WHITE') {
    throw new EngineError('INVALID_GAME', `${routine}: game.getTurn() must be BLACK or WHITE, got ${describe(turn)}`);
  }
  return turn === 'BLACK'
    ? { pl: bl, ph: bh, ol: wl, oh: wh, black: true }
    : { pl: wl, ph: wh, ol: bl, oh: bh, black: false };
}

/** An optional option that must be an integer in [min, max]. */
export function intOption(routine: string, name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new EngineError(
      'INVALID_OPTION',
      `${routine}: ${name} must be an integer from ${min} to ${max}, got ${describe(value)}`,
    );
  }
  return value;
}

/** An optional option that must be a function. */
export function fnOption<T>(routine: string, name: string, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if (typeof value !== 'function' || isRevoked(value)) {
    throw new EngineError('INVALID_OPTION', `${routine}: ${name} must be a function, got ${describe(value)}`);
  }
  return value as T;
}

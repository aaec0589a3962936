/**
 * The engine's one error class. Every refusal carries a `code` from
 * ENGINE_ERROR_CODES, and the message names the argument and what was wrong.
 * Messages are built from `describe`, which never throws (a Symbol, an object
 * with no prototype or a throwing `toString` are all described safely).
 *
 * ```ts
 * import { solve, isEngineError } from '@arcade/engine-othello';
 * try { solve(null as never); } catch (e) { isEngineError(e) && e.code; } // 'INVALID_GAME'
 * ```
 */

/** The error codes, one for each way a call can be refused. */
export const ENGINE_ERROR_CODES = Object.freeze([
  /** `game` is not an Othello game (an object with getb and getTurn). */
  'INVALID_GAME',
  /** An option has the wrong type or is out of range; the message names it. */
  'INVALID_OPTION',
  /** `timeMs` was given without a `clock` to measure it. */
  'CLOCK_REQUIRED',
  /** The node or time budget ran out before `solve` had a proven answer. */
  'BUDGET_EXCEEDED',
] as const);

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

const BRAND: unique symbol = Symbol.for('@arcade/engine-othello/EngineError');

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly [BRAND] = true;
  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'EngineError';
  }
}

/** True for an EngineError from any copy of this package (ESM or CJS build):
 * a brand check, not `instanceof`. */
export function isEngineError(e: unknown): e is EngineError {
  return typeof e === 'object' && e !== null && (e as { [BRAND]?: unknown })[BRAND] === true;
}

/** A value for a message; never throws. */
export function describe(value: unknown): string {
  try {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    switch (typeof value) {
      case 'string':
        return value.length > 40 ? `'${value.slice(0, 40)}...'` : `'${value}'`;
      case 'number':
      case 'boolean':
      case 'bigint':
      case 'undefined':
        return String(value);
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        return 'an object';
    }
  } catch {
    return 'a value';
  }
}

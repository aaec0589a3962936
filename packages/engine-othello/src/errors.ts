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
  /** solve or analyze was called from inside a running solve or analyze
   * (from its clock, rng or onProgress): the search state is shared. */
  'REENTRANT_CALL',
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
 * a brand check, not `instanceof`. Never throws (a Proxy whose get trap
 * throws is simply not an EngineError). */
export function isEngineError(e: unknown): e is EngineError {
  if (typeof e !== 'object' || e === null) return false;
  try {
    return (e as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    return false;
  }
}

// `instanceof EngineError` asks the brand too, so an error of the other build
// (ESM or CJS) is an EngineError of this one; a caller's subclass keeps the
// ordinary check.
const ordinaryHasInstance = Function.prototype[Symbol.hasInstance];
Object.defineProperty(EngineError, Symbol.hasInstance, {
  value: function hasInstance(this: unknown, x: unknown): boolean {
    return this === EngineError ? isEngineError(x) : ordinaryHasInstance.call(this, x);
  },
});

/**
 * A value as a message shows it, built so that it cannot throw: it never
 * calls a caller's toString, valueOf or Symbol.toPrimitive (a Symbol, an
 * object with no prototype or a throwing toString would throw while the
 * message was being built).
 */
export function describe(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
      case 'number':
        return Object.is(value, -0) ? '-0' : String(value);
      case 'bigint':
        return `${String(value)}n`;
      case 'boolean':
      case 'undefined':
        return String(value);
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
    }
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (Object.getPrototypeOf(value) === null) return 'an object with no prototype';
    return 'an object';
  } catch {
    // A revoked Proxy throws from Array.isArray and getPrototypeOf.
    return 'an object';
  }
}

/**
 * Freezes a value and everything reachable from it through own properties
 * (values, getters and setters; no getter is called), classes' prototypes
 * and methods included, so a caller can patch nothing the package exports.
 */
export function deepFreeze<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined) continue;
    if ('value' in d) deepFreeze(d.value, seen);
    if (d.get) deepFreeze(d.get, seen);
    if (d.set) deepFreeze(d.set, seen);
  }
  return value;
}

import { deepFreeze, frozen, messageText } from '@arcade/core';

/** The error codes, one for each way a call can be refused. */
export const ENGINE_ERROR_CODES = /* @__PURE__ */ Object.freeze([
  /** `game` is not an Othello game (an object with getb and getTurn). */
  'INVALID_GAME',
  /** An option has the wrong type or is out of range; the message names it. */
  'INVALID_OPTION',
  /** `timeMs` was given without a `clock` to measure it. */
  'CLOCK_REQUIRED',
  /** solve or analyze was called from inside a running solve or analyze
   * (from its clock, rng or onProgress): the search state is shared. */
  'REENTRANT_CALL',
  /** Weights handed to `loadWeights` or `decodeWeights` are not a weights
   * file this engine reads (format, version, shape, checksum, range). */
  'INVALID_WEIGHTS',
  /** The learned evaluation was asked for through the `lite` entry before
   * `loadWeights` gave it weights (`evaluation: 'classic'` needs none). */
  'WEIGHTS_REQUIRED',
  /** An OthelloSessionCore made without an `engine` was asked to think
   * (its computer's moves come from `computerPlay({ move })`). */
  'ENGINE_REQUIRED',
  /** Saved data (`OthelloSession.fromJSON`) that is malformed or does not replay. */
  'BAD_DATA',
] as const);

/** One of ENGINE_ERROR_CODES: why a call was refused. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

const BRAND: unique symbol = /* @__PURE__ */ Symbol.for('@arcade/engine-othello/EngineError');

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
export class EngineError extends Error {
  /** Why the call was refused: one of ENGINE_ERROR_CODES. */
  readonly code: EngineErrorCode;
  /** The brand isEngineError reads, so an error of the other build (ESM or CJS) is recognised too. */
  declare readonly [BRAND]: true;
  constructor(code: EngineErrorCode, message: string) {
    super(messageText(message));
    // Set here rather than as a field: a computed field key makes esbuild keep the class (and
    // Symbol.for) in a bundle that never uses it, code run at load (issue 20.1).
    (this as { [BRAND]: boolean })[BRAND] = true;
    this.code = code;
    this.name = 'EngineError';
  }

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: sealed in the last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ sealEngineError(this);
}

/** True for an EngineError from any copy of this package (ESM or CJS build):
 * a brand check, not `instanceof`. Never throws (a Proxy whose get trap
 * throws is simply not an EngineError). */
export const isEngineError = /* @__PURE__ */ frozen(function isEngineError(e: unknown): e is EngineError {
  if (typeof e !== 'object' || e === null) return false;
  try {
    return (e as { [BRAND]?: unknown })[BRAND] === true;
  } catch {
    return false;
  }
});

// `instanceof EngineError` asks the brand too, so an error of the other build
// (ESM or CJS) is an EngineError of this one; a caller's subclass keeps the
// ordinary check. Then the class is frozen, deeply (issue 12).
function sealEngineError(cls: typeof EngineError): typeof EngineError {
  const ordinaryHasInstance = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(cls, Symbol.hasInstance, {
    value: function hasInstance(this: unknown, x: unknown): boolean {
      return this === cls ? isEngineError(x) : ordinaryHasInstance.call(this, x);
    },
  });
  return deepFreeze(cls);
}

// describe (messages that cannot throw) and deepFreeze are the shared ones of @arcade/core.
export { deepFreeze, describe } from '@arcade/core';

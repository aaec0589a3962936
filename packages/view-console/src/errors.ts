/**
 * The package's one error type, ViewConsoleError, for bad arguments to the
 * renderers and to sleepSync, with a `code`, and `describe`, which shows a
 * value in a message without ever calling the caller's toString (a Symbol,
 * an object with no prototype or with a throwing toString would otherwise
 * make the message itself throw). `instanceof` is a brand check
 * (`Symbol.for('@arcade/view-console/ViewConsoleError')`), so the ESM and
 * CJS builds recognise each other's errors.
 *
 * ```ts
 * import { renderOthello, ViewConsoleError } from '@arcade/view-console/node';
 * try {
 *   renderOthello(null as never);
 * } catch (e) {
 *   (e as ViewConsoleError).code; // 'WRONG_TYPE'
 * }
 * ```
 */

import { brands, deepFreeze, describe, isArray, isRevoked, messageText, ownOptions } from '@arcade/core';

// describe (messages that cannot throw) and deepFreeze are the shared ones of @arcade/core.
// Re-exported straight from there (not the imported bindings): the .d.ts bundle drops this
// re-export, no entry needing it, and would otherwise warn that the imports are unused.
export { deepFreeze, describe } from '@arcade/core';

/** Why a call was refused (see the README's table). */
export type ViewConsoleErrorCode = 'WRONG_TYPE' | 'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'TOO_LARGE' | 'BAD_VALUE';

const BRAND = Symbol.for('@arcade/view-console/ViewConsoleError');

export class ViewConsoleError extends Error {
  readonly code: ViewConsoleErrorCode;
  constructor(code: ViewConsoleErrorCode, message: string) {
    super(messageText(message));
    this.code = code;
    this.name = 'ViewConsoleError';
  }

  static override [Symbol.hasInstance](x: unknown): boolean {
    return typeof x === 'object' && x !== null && (x as Record<symbol, unknown>)[BRAND] === true;
  }
}
Object.defineProperty(ViewConsoleError.prototype, BRAND, { value: true });
Object.freeze(ViewConsoleError.prototype);
Object.freeze(ViewConsoleError);

/** Internal: `value` if it is an instance of `cls` (a model's brand check), else WRONG_TYPE naming it. */
export function checkInstance<T>(routine: string, what: string, cls: object, value: unknown): T {
  if (!(value instanceof (cls as new () => T))) {
    throw new ViewConsoleError('WRONG_TYPE', `${routine}: expected ${what}, got ${describe(value)}`);
  }
  return value as T;
}

/**
 * Internal: the options object of a renderer (undefined for the defaults),
 * with each boolean field a boolean or undefined: a copy holding `booleans`
 * and `others` read through own properties only, each once (a polluted
 * Object.prototype.color is not an option). A revoked Proxy is WRONG_TYPE.
 */
export function checkOptions<T extends object>(
  routine: string,
  options: unknown,
  booleans: readonly string[],
  others: readonly string[] = [],
): T {
  const o = ownOptions(
    routine,
    options,
    [...booleans, ...others],
    (_, message) => new ViewConsoleError('WRONG_TYPE', message),
    true,
  );
  for (const k of booleans) {
    const v = o[k];
    if (v !== undefined && typeof v !== 'boolean') {
      throw new ViewConsoleError('WRONG_TYPE', `${routine}: options.${k} must be true or false, got ${describe(v)}`);
    }
  }
  return o as T;
}

/** Internal: throws ViewConsoleError. */
export function fail(code: ViewConsoleErrorCode, message: string): never {
  throw new ViewConsoleError(code, message);
}

/** Internal: `value` if it is a string, else WRONG_TYPE naming it. */
export function checkString(routine: string, name: string, value: unknown): string {
  if (typeof value !== 'string') fail('WRONG_TYPE', `${routine}: ${name} must be a string, got ${describe(value)}`);
  return value;
}

/** Internal: `value` if it is true or false (or undefined when `optional`), else WRONG_TYPE naming it. */
export function checkBoolean(routine: string, name: string, value: unknown, optional = false): boolean | undefined {
  if (typeof value === 'boolean' || (optional && value === undefined)) return value;
  return fail('WRONG_TYPE', `${routine}: ${name} must be true or false, got ${describe(value)}`);
}

/** Internal: `value` if it is a function (or undefined when `optional`), else WRONG_TYPE naming it. */
export function checkFunction<T>(routine: string, name: string, value: unknown, optional = false): T {
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if ((typeof value === 'function' && !isRevoked(value)) || (optional && value === undefined)) return value as T;
  return fail('WRONG_TYPE', `${routine}: ${name} must be a function, got ${describe(value)}`);
}

/**
 * Internal: `value` if it is an integer from `min` to `max`: WRONG_TYPE for
 * a non-number, NOT_A_NUMBER for NaN, OUT_OF_RANGE for a fraction or a
 * number below `min`, TOO_LARGE above `max`.
 */
export function checkInteger(routine: string, name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number') fail('WRONG_TYPE', `${routine}: ${name} must be an integer, got ${describe(value)}`);
  if (Number.isNaN(value)) fail('NOT_A_NUMBER', `${routine}: ${name} must be an integer, got NaN`);
  if (value > max) fail('TOO_LARGE', `${routine}: ${name} must be at most ${max}, got ${describe(value)}`);
  if (!Number.isInteger(value) || value < min) {
    fail('OUT_OF_RANGE', `${routine}: ${name} must be an integer from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
}

/** Internal: `value` if it is a plain object (not null, not an array), else WRONG_TYPE naming it. */
export function checkRecord(routine: string, name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || isRevoked(value) || isArray(value)) {
    fail('WRONG_TYPE', `${routine}: ${name} must be an object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

/**
 * Internal: brands `cls` with `Symbol.for('@arcade/view-console/<name>')`
 * on its prototype, makes `instanceof cls` a brand check (so the ESM and
 * CJS builds accept each other's objects; a caller's subclass keeps the
 * ordinary check), and freezes the class, its prototype and its methods.
 */
const brand = brands('@arcade/view-console/');

// biome-ignore lint/complexity/noBannedTypes: any class, whatever its constructor takes.
export function sealClass(cls: Function, name: string): (x: unknown) => boolean {
  const has = brand.sealClass(cls, name);
  deepFreeze(cls);
  return has;
}

deepFreeze(
  ViewConsoleError,
  describe,
  checkInstance,
  checkOptions,
  deepFreeze,
  fail,
  checkString,
  checkBoolean,
  checkFunction,
  checkInteger,
  checkRecord,
  sealClass,
);

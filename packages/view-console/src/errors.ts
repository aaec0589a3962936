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

import { describe, frozen, isArray, isRevoked, messageText, ownOptions, sealBrandedClass } from '@arcade/core';

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

  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: branded and frozen by its last static field, not at the top level, so that a bundler drops an unused class (issue 20.1).
  static #sealed = /* @__PURE__ */ brandAndFreeze(this);
}

/** Puts the brand on ViewConsoleError's prototype and freezes the class deeply. */
function brandAndFreeze(cls: typeof ViewConsoleError): typeof ViewConsoleError {
  Object.defineProperty(cls.prototype, BRAND, { value: true });
  return frozen(cls);
}

/** Internal: `value` if it is an instance of `cls` (a model's brand check), else WRONG_TYPE naming it. */
export const checkInstance = /* @__PURE__ */ frozen(function checkInstance<T>(
  routine: string,
  what: string,
  cls: object,
  value: unknown,
): T {
  if (!(value instanceof (cls as new () => T))) {
    throw new ViewConsoleError('WRONG_TYPE', `${routine}: expected ${what}, got ${describe(value)}`);
  }
  return value as T;
});

/**
 * Internal: the options object of a renderer (undefined for the defaults),
 * with each boolean field a boolean or undefined: a copy holding `booleans`
 * and `others` read through own properties only, each once (a polluted
 * Object.prototype.color is not an option). A revoked Proxy is WRONG_TYPE.
 */
export const checkOptions = /* @__PURE__ */ frozen(function checkOptions<T extends object>(
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
});

/** Internal: throws ViewConsoleError. */
// Typed explicitly: TypeScript narrows after a call to a `never` function
// only when the function's type is written out.
export const fail: (code: ViewConsoleErrorCode, message: string) => never = /* @__PURE__ */ frozen(function fail(
  code: ViewConsoleErrorCode,
  message: string,
): never {
  throw new ViewConsoleError(code, message);
});

/** Internal: `value` if it is a string, else WRONG_TYPE naming it. */
export const checkString = /* @__PURE__ */ frozen(function checkString(
  routine: string,
  name: string,
  value: unknown,
): string {
  if (typeof value !== 'string') fail('WRONG_TYPE', `${routine}: ${name} must be a string, got ${describe(value)}`);
  return value;
});

/** Internal: `value` if it is true or false (or undefined when `optional`), else WRONG_TYPE naming it. */
export const checkBoolean = /* @__PURE__ */ frozen(function checkBoolean(
  routine: string,
  name: string,
  value: unknown,
  optional = false,
): boolean | undefined {
  if (typeof value === 'boolean' || (optional && value === undefined)) return value;
  return fail('WRONG_TYPE', `${routine}: ${name} must be true or false, got ${describe(value)}`);
});

/** Internal: `value` if it is a function (or undefined when `optional`), else WRONG_TYPE naming it. */
export const checkFunction = /* @__PURE__ */ frozen(function checkFunction<T>(
  routine: string,
  name: string,
  value: unknown,
  optional = false,
): T {
  // A revoked Proxy of a function is typeof 'function' but throws when called.
  if ((typeof value === 'function' && !isRevoked(value)) || (optional && value === undefined)) return value as T;
  return fail('WRONG_TYPE', `${routine}: ${name} must be a function, got ${describe(value)}`);
});

/**
 * Internal: `value` if it is an integer from `min` to `max`: WRONG_TYPE for
 * a non-number, NOT_A_NUMBER for NaN, OUT_OF_RANGE for a fraction or a
 * number below `min`, TOO_LARGE above `max`.
 */
export const checkInteger = /* @__PURE__ */ frozen(function checkInteger(
  routine: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number') fail('WRONG_TYPE', `${routine}: ${name} must be an integer, got ${describe(value)}`);
  if (Number.isNaN(value)) fail('NOT_A_NUMBER', `${routine}: ${name} must be an integer, got NaN`);
  if (value > max) fail('TOO_LARGE', `${routine}: ${name} must be at most ${max}, got ${describe(value)}`);
  if (!Number.isInteger(value) || value < min) {
    fail('OUT_OF_RANGE', `${routine}: ${name} must be an integer from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
});

/** Internal: `value` if it is a plain object (not null, not an array), else WRONG_TYPE naming it. */
export const checkRecord = /* @__PURE__ */ frozen(function checkRecord(
  routine: string,
  name: string,
  value: unknown,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || isRevoked(value) || isArray(value)) {
    fail('WRONG_TYPE', `${routine}: ${name} must be an object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
});

/**
 * Internal: brands `cls` with `Symbol.for('@arcade/view-console/<name>')`
 * on its prototype, makes `instanceof cls` a brand check (so the ESM and
 * CJS builds accept each other's objects; a caller's subclass keeps the
 * ordinary check), and freezes the class, its prototype and its methods.
 */
export const sealClass = /* @__PURE__ */ frozen(function sealClass(
  // biome-ignore lint/complexity/noBannedTypes: any class, whatever its constructor takes.
  cls: Function,
  name: string,
): (x: unknown) => boolean {
  return sealBrandedClass('@arcade/view-console/', cls, name);
});

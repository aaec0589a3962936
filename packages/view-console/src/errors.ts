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
 * import { renderOthello, ViewConsoleError } from '@arcade/view-console';
 * try {
 *   renderOthello(null as never);
 * } catch (e) {
 *   (e as ViewConsoleError).code; // 'WRONG_TYPE'
 * }
 * ```
 */

/** Why a call was refused (see the README's table). */
export type ViewConsoleErrorCode = 'WRONG_TYPE' | 'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'TOO_LARGE';

const BRAND = Symbol.for('@arcade/view-console/ViewConsoleError');

export class ViewConsoleError extends Error {
  readonly code: ViewConsoleErrorCode;
  constructor(code: ViewConsoleErrorCode, message: string) {
    super(message);
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

/** A value as a message shows it, never throwing. */
export function describe(value: unknown): string {
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
  try {
    if (Array.isArray(value)) return `an array of length ${value.length}`;
    if (Object.getPrototypeOf(value) === null) return 'an object with no prototype';
  } catch {
    // A revoked proxy: the generic answer.
  }
  return 'an object';
}

/** Internal: `value` if it is an instance of `cls` (a model's brand check), else WRONG_TYPE naming it. */
export function checkInstance<T>(routine: string, what: string, cls: object, value: unknown): T {
  if (!(value instanceof (cls as new () => T))) {
    throw new ViewConsoleError('WRONG_TYPE', `${routine}: expected ${what}, got ${describe(value)}`);
  }
  return value as T;
}

/**
 * Internal: the options object of a renderer (undefined for the defaults),
 * with each boolean field a boolean or undefined.
 */
export function checkOptions<T extends object>(routine: string, options: unknown, booleans: readonly string[]): T {
  if (options === undefined) return {} as T;
  if (typeof options !== 'object' || options === null) {
    throw new ViewConsoleError('WRONG_TYPE', `${routine}: options must be an object, got ${describe(options)}`);
  }
  for (const k of booleans) {
    const v = (options as Record<string, unknown>)[k];
    if (v !== undefined && typeof v !== 'boolean') {
      throw new ViewConsoleError('WRONG_TYPE', `${routine}: options.${k} must be true or false, got ${describe(v)}`);
    }
  }
  return options as T;
}

/** Internal: freezes each value and everything reachable from it (no getter is called), so no caller can patch it. */
export function deepFreeze(...values: unknown[]): void {
  const seen = new WeakSet<object>();
  const visit = (v: unknown): void => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) return;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d === undefined) continue;
      if ('value' in d) visit(d.value);
      if (d.get) visit(d.get);
      if (d.set) visit(d.set);
    }
  };
  for (const v of values) visit(v);
}

deepFreeze(ViewConsoleError, describe, checkInstance, checkOptions, deepFreeze);

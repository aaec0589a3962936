/**
 * Reading saved game data (`fromJSON`) the same way in every package: the
 * data is versioned (`{ "v": 1, ... }`), read through own properties only
 * (a polluted `Object.prototype` is never read), with no unknown field, and
 * every array's length is checked against a limit before anything is
 * allocated for it. Each refusal goes through the package's `fail`, so the
 * package throws its own error class with its own code.
 *
 * ```ts
 * import { savedFields } from '@arcade/core';
 * const fail = (message: string) => new Error(message); // the package's own error, in a package
 * const { rows } = savedFields('Thing.fromJSON', { v: 1, rows: [] }, 1, ['rows'], fail);
 * ```
 */

import { describe, isArray, isRevoked } from './index.js';

/**
 * The fields of saved data `data`, checked: a plain object (not null, an
 * array or a revoked Proxy) whose own `v` is `version` and whose other own
 * keys are exactly `fields`. With `version` null (a part of saved data,
 * versioned by the whole) there must be no `v` at all. Returns their values
 * in an object with no prototype. Anything else throws `fail(message)`. A
 * getter's own exception passes through.
 */
export function savedFields(
  routine: string,
  data: unknown,
  version: number | null,
  fields: readonly string[],
  fail: (message: string) => Error,
): Readonly<Record<string, unknown>> {
  if (typeof data !== 'object' || data === null || isRevoked(data) || isArray(data)) {
    throw fail(`${routine}: saved data must be an object, got ${describe(data)}`);
  }
  if (version !== null) {
    const v: unknown = Object.hasOwn(data, 'v') ? (data as Record<string, unknown>).v : undefined;
    if (v !== version) throw fail(`${routine}: saved data must have "v": ${version}, got ${describe(v)}`);
  }
  const keys = Object.keys(data);
  for (const k of keys) {
    if ((version === null || k !== 'v') && !fields.includes(k)) {
      throw fail(`${routine}: unknown field ${describe(k)} in saved data`);
    }
  }
  const out: Record<string, unknown> = Object.create(null);
  for (const f of fields) {
    if (!Object.hasOwn(data, f)) throw fail(`${routine}: saved data lacks the field ${describe(f)}`);
    out[f] = (data as Record<string, unknown>)[f];
  }
  return out;
}

/**
 * `x` as an array of at most `max` elements, checked before anything is
 * read from it; anything else (not an array, too long) throws
 * `fail(message)` naming `what`.
 */
export function savedArray(
  what: string,
  x: unknown,
  max: number,
  fail: (message: string) => Error,
): readonly unknown[] {
  if (!isArray(x)) throw fail(`${what} must be an array, got ${describe(x)}`);
  if (x.length > max) throw fail(`${what} has ${x.length} elements, at most ${max} allowed`);
  // A copy, index by index: holes read as undefined and are refused by the element checks.
  return Array.from({ length: x.length }, (_, i) => x[i]);
}

/**
 * `x` as an integer in lo..hi; anything else throws `fail(message)`
 * naming `what`.
 */
export function savedInt(what: string, x: unknown, lo: number, hi: number, fail: (message: string) => Error): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi) {
    throw fail(`${what} must be an integer in ${lo}..${hi}, got ${describe(x)}`);
  }
  return x;
}

/**
 * `x` as a string of at most `max` UTF-16 units; anything else throws
 * `fail(message)` naming `what`.
 */
export function savedString(what: string, x: unknown, max: number, fail: (message: string) => Error): string {
  if (typeof x !== 'string') throw fail(`${what} must be a string, got ${describe(x)}`);
  if (x.length > max) throw fail(`${what} has ${x.length} characters, at most ${max} allowed`);
  return x;
}

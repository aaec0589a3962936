import { isArray } from './brand.js';

/**
 * A value as an error message shows it, with its type when that is not what
 * the caller meant to pass: a string that looks like a number must not read
 * as one. It never throws (long strings are cut).
 *
 * ```ts
 * shown(5); // '5'
 * shown('5'); // '"5" (a string)'
 * shown({}); // 'an object'
 * ```
 */
export function shown(v: unknown): string {
  if (typeof v === 'string') return `${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v)} (a string)`;
  if (typeof v === 'number' || v === null || v === undefined) return String(v);
  if (typeof v === 'bigint') return `${String(v)}n (a bigint)`;
  // Never a caller's toString: a Symbol, Object.create(null) or a throwing
  // toString would make the message itself throw.
  return isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

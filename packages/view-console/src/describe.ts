/**
 * What the argument checks of the console modules share (not an entry of
 * the package: console.ts and twodots.ts import it, and the build puts it in
 * a shared chunk).
 *
 * ```ts
 * describeValue('x'); // 'the string "x"'
 * hasMethods({ write() {} }, ['write']); // true
 * ```
 */
import { frozen, isArray, isRevoked } from '@arcade/core';
import { printableInput } from './text.js';

/** A short description of a wrong value for a TypeError, built so that it cannot throw. */
export const describeValue = /* @__PURE__ */ frozen(function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'string') return `the string "${printableInput(v, 20)}"`;
  if (typeof v === 'symbol') return 'a symbol';
  return `${typeof v} ${String(v)}`;
});

/** Whether `v` is an object (or function) with a function under each of `names`. */
export const hasMethods = /* @__PURE__ */ frozen(function hasMethods(v: unknown, names: readonly string[]): boolean {
  return (
    (typeof v === 'object' || typeof v === 'function') &&
    v !== null &&
    !isRevoked(v) &&
    names.every((name) => typeof (v as Record<string, unknown>)[name] === 'function')
  );
});

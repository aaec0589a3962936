/**
 * Mutations of saved data, for the `fromJSON` tests of every package: the
 * same damage is done to every kind of saved game, so each reader is held
 * to the same rule (refused with the package's `BAD_DATA`, never another
 * error, and the data handed in left as it was).
 *
 * ```ts
 * import { mustRefuse, mutationsOf } from '../../../test-support/saved.js';
 * const data = JSON.parse(JSON.stringify(session));
 * for (const bad of mustRefuse(data)) expect(codeOf(() => Session.fromJSON(bad))).toBe('BAD_DATA');
 * ```
 *
 * Tests only, never published; it imports nothing, so it resolves from any package.
 */

/** Values of the wrong kind, put in place of a field or an element. */
const WRONG: readonly unknown[] = Object.freeze([null, -1, 1.5, 2 ** 40, 'x', '', true, [], {}, ['x']]);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const copy = <T>(x: T): T => structuredClone(x);

/**
 * Changes that any saved data of version 1 must be refused for: not an
 * object at all, another version, a top-level field missing, an unknown
 * field beside the others.
 */
export function mustRefuse(data: Record<string, unknown>): unknown[] {
  const out: unknown[] = [null, undefined, 1, 'x', [], [copy(data)]];
  for (const v of [2, 0, '1', null, undefined]) out.push({ ...copy(data), v });
  for (const k of Object.keys(data)) {
    const { [k]: _, ...rest } = copy(data);
    out.push(rest);
  }
  out.push({ ...copy(data), extra: 1 });
  return out;
}

/**
 * Many damaged copies of `data` (a JSON value): each field or element
 * (the first three of an array, and its last) replaced by a value of the
 * wrong kind or damaged in turn, down to `depth` levels; an array shortened
 * or lengthened; a string cut or extended. Some of them are still valid
 * data (an empty redo list is); a reader must refuse the rest with its
 * `BAD_DATA`, and must never throw anything else.
 */
export function mutationsOf(data: unknown, depth = 4): unknown[] {
  const out: unknown[] = [...WRONG];
  const x = data as Json;
  if (typeof x === 'string') out.push(x.slice(1), `${x}x`, ` ${x}`, x.toUpperCase(), x.replace(/\d/, '9'));
  if (typeof x === 'number') out.push(x + 1, x - 1, -x, x + 0.5, String(x));
  if (depth === 0 || x === null || typeof x !== 'object') return out;
  if (Array.isArray(x)) {
    if (x.length > 0) out.push(x.slice(1), x.slice(0, -1));
    out.push([...copy(x), copy(x[x.length - 1] ?? 'x')], [...copy(x), 'x']);
    const at = [...new Set([0, 1, 2, x.length - 1])].filter((i) => i >= 0 && i < x.length);
    for (const i of at) {
      for (const m of mutationsOf(x[i], depth - 1)) {
        const y = copy(x);
        y[i] = m as Json;
        out.push(y);
      }
    }
    return out;
  }
  for (const k of Object.keys(x)) {
    const { [k]: _, ...rest } = copy(x);
    out.push(rest);
    for (const m of mutationsOf(x[k], depth - 1)) out.push({ ...copy(x), [k]: m });
  }
  out.push({ ...copy(x), extra: 1 });
  return out;
}

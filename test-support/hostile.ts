/**
 * What the hardening tests of every package share (issue 12): the hostile
 * values a caller can pass, a walk that finds anything mutable reachable from
 * a package's exports, a loader for a package's two builds, and a counted,
 * timed call that tells the package's own error from a foreign one.
 *
 * ```ts
 * import { HOSTILE, mutableReachable } from '../../../test-support/hostile.js';
 * import * as lib from '../src/index.js';
 * expect(mutableReachable(lib)).toEqual([]);
 * ```
 *
 * Tests only, never published; it imports nothing but Node built-ins (the
 * fuzz tests bring their own fast-check), so it resolves from any package.
 */
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';

/** An object whose every coercion to a string or number throws. */
export function throwingObject(): object {
  const fail = (): never => {
    throw new Error('hostile toString called');
  };
  return { toString: fail, valueOf: fail, [Symbol.toPrimitive]: fail };
}

/** A Proxy of `target`, already revoked: every operation on it throws a TypeError (issue 23.15). */
export function revokedProxy(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/**
 * The hostile values of issue 12: wrong types, a Symbol, an object with no
 * prototype, one whose toString throws, NaN, the infinities, fractions,
 * negative and huge numbers, and strings where numbers are expected; and
 * (issue 23.15) revoked Proxies of an object, an array and a function.
 */
export const HOSTILE: readonly unknown[] = Object.freeze([
  null,
  undefined,
  Symbol('hostile'),
  Object.create(null),
  throwingObject(),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  0.5,
  1.5,
  -1,
  -0,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  1e9,
  10n,
  true,
  '',
  'abc',
  '3',
  '\u0000',
  'x'.repeat(10_000),
  [],
  [null],
  {},
  () => 0,
  revokedProxy({}),
  revokedProxy([]),
  revokedProxy(() => 0),
]);

/**
 * The paths of every object or function reachable from `root` through own
 * properties (values, getters and setters, symbol keys included) that is not
 * frozen, or that is a Map, Set, WeakMap, WeakSet or typed array (which
 * freezing does not protect). Prototype chains are not followed (they lead
 * to the built-ins), but a class's own `prototype` property is.
 */
export function mutableReachable(root: object): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const visit = (v: unknown, path: string): void => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) return;
    seen.add(v);
    if (!Object.isFrozen(v)) found.push(path);
    if (v instanceof Map || v instanceof Set || v instanceof WeakMap || v instanceof WeakSet || ArrayBuffer.isView(v)) {
      found.push(`${path} (a ${Object.prototype.toString.call(v)})`);
    }
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d === undefined) continue;
      const name = `${path}.${typeof key === 'symbol' ? `[${key.description ?? ''}]` : key}`;
      if ('value' in d) visit(d.value, name);
      if (d.get) visit(d.get, `${name}<get>`);
      if (d.set) visit(d.set, `${name}<set>`);
    }
  };
  for (const key of Reflect.ownKeys(root)) {
    if (key === Symbol.toStringTag || key === '__esModule') continue;
    // A module namespace's bindings (getters under vitest and in a CJS
    // build) are not writable from outside; what matters is the values
    // they hold, so read them.
    visit((root as Record<PropertyKey, unknown>)[key], String(key));
  }
  return found;
}

/** The package's ESM build (dist/<entry>.js) and CJS build (dist/<entry>.cjs), loaded side by side. */
export async function loadBuilds<T>(packageDir: URL, entry = 'index'): Promise<{ esm: T; cjs: T }> {
  const esm = (await import(new URL(`dist/${entry}.js`, packageDir).href)) as T;
  const cjs = createRequire(new URL('package.json', packageDir))(
    new URL(`dist/${entry}.cjs`, packageDir).pathname,
  ) as T;
  return { esm, cjs };
}

/** The outcome of one hostile call. */
export type Outcome =
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'own'; readonly code: string; readonly message: string }
  | { readonly kind: 'foreign'; readonly error: unknown }
  | { readonly kind: 'slow'; readonly ms: number };

/**
 * Counts hostile calls and sorts their outcomes. `isOwn` says whether an
 * error is the package's own error type; it must also carry a non-empty
 * string `code` and a string message. Synchronous calls cannot be
 * interrupted, so "no hang" is a per-call limit on elapsed time (every loop
 * bound is validated, so a call past it means a missing limit).
 */
export class HostileCalls {
  count = 0;
  /** How many calls failed (the messages of the first 20 are in `failures`). */
  failed = 0;
  readonly failures: string[] = [];

  constructor(
    private readonly isOwn: (e: unknown) => boolean,
    private readonly limitMs = 2000,
  ) {}

  /** Calls `fn`; records a failure for a foreign error or a slow call. */
  call(label: string, fn: () => unknown): Outcome {
    this.count++;
    const t0 = performance.now();
    let outcome: Outcome;
    try {
      outcome = { kind: 'ok', value: fn() };
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code;
      if (this.isOwn(e) && typeof code === 'string' && code !== '' && typeof (e as Error).message === 'string') {
        outcome = { kind: 'own', code, message: (e as Error).message };
      } else {
        outcome = { kind: 'foreign', error: e };
      }
    }
    const ms = performance.now() - t0;
    if (ms > this.limitMs) outcome = { kind: 'slow', ms };
    if (outcome.kind === 'foreign' || outcome.kind === 'slow') {
      this.failed++;
      if (this.failures.length < 20) this.failures.push(`${label}: ${show(outcome)}`);
    }
    return outcome;
  }
}

function show(o: Outcome): string {
  if (o.kind === 'slow') return `took ${o.ms.toFixed(0)} ms`;
  if (o.kind !== 'foreign') return o.kind;
  try {
    return String((o.error as Error)?.stack ?? o.error);
  } catch {
    return 'an unprintable error';
  }
}

/** A label for a value in a failure message, never throwing. */
export function label(v: unknown): string {
  try {
    if (typeof v === 'string') return JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}...` : v);
    if (typeof v === 'symbol' || typeof v === 'function') return typeof v;
    if (typeof v === 'bigint') return `${v}n`;
    if (v === null || typeof v !== 'object') return String(v);
    return Object.prototype.toString.call(v);
  } catch {
    return typeof v;
  }
}

/**
 * One public entry point to fuzz: `valid[i]` holds valid sample values for
 * parameter i, `call` makes the call, and `state` (for a method) snapshots
 * the instance so a call that throws can be shown to change nothing.
 */
export interface FuzzTarget {
  readonly name: string;
  readonly valid: readonly (readonly unknown[])[];
  readonly call: (args: unknown[]) => unknown;
  readonly state?: () => unknown;
}

/** `t.state()`, or a recorded failure (and a marker) when it throws. */
function readState(calls: HostileCalls, t: FuzzTarget): unknown {
  try {
    return t.state?.();
  } catch (e) {
    calls.failed++;
    if (calls.failures.length < 20)
      calls.failures.push(`${t.name}: reading the state after the call threw: ${String(e)}`);
    return 'state unreadable';
  }
}

/**
 * Calls `t` with the arguments `picks` chooses: for parameter i, pick p
 * means HOSTILE[p] when `hostile[i]` is set, else valid[i][p] (both modulo
 * their length). A call that throws must leave `state()` deep-equal.
 */
export function fuzzCall(
  calls: HostileCalls,
  t: FuzzTarget,
  picks: readonly number[],
  hostile: readonly boolean[],
): void {
  const args = t.valid.map((vals, i) => {
    const p = picks[i] ?? 0;
    return hostile[i] || vals.length === 0 ? HOSTILE[p % HOSTILE.length] : vals[p % vals.length];
  });
  const before = readState(calls, t);
  const out = calls.call(`${t.name}(${args.map(label).join(', ')})`, () => t.call(args));
  if (t.state !== undefined) {
    // A call that stored a value its instance cannot use (a Proxy of a card
    // on a pile) shows up here: reading the state afterwards throws.
    const after = readState(calls, t);
    if (out.kind !== 'ok' && !isDeepStrictEqual(before, after)) {
      calls.failed++;
      calls.failures.push(`${t.name}: state changed by a call that threw`);
    }
  }
}

/**
 * Every target with each single parameter replaced by each hostile value, the
 * others valid; and (issue 23.15) each valid object argument replaced by a
 * transparent Proxy of it (`new Proxy(v, {})`), which may be accepted or
 * refused with the package's error, but not fail on a private field.
 */
export function sweep(calls: HostileCalls, targets: readonly FuzzTarget[]): void {
  for (const t of targets) {
    for (let i = 0; i < t.valid.length; i++) {
      const v = t.valid[i]?.[0];
      if ((typeof v === 'object' && v !== null) || typeof v === 'function') {
        const args = t.valid.map((vals, j) => (j === i ? new Proxy(v, {}) : vals[0]));
        const before = readState(calls, t);
        const out = calls.call(`${t.name}(a Proxy as argument ${i})`, () => t.call(args));
        const after = t.state === undefined ? undefined : readState(calls, t);
        if (out.kind !== 'ok' && t.state !== undefined && !isDeepStrictEqual(before, after)) {
          calls.failed++;
          calls.failures.push(`${t.name}: state changed by a call that threw`);
        }
      }
      for (let h = 0; h < HOSTILE.length; h++) {
        const picks = t.valid.map((_, j) => (j === i ? h : 0));
        fuzzCall(
          calls,
          t,
          picks,
          t.valid.map((_, j) => j === i),
        );
      }
    }
  }
}

/**
 * One random fuzz call as fast-check draws it (`ti` a target index, `picks`
 * and `hostile` at least as long as the largest arity): at least one
 * argument is hostile.
 */
export function randomCall(
  calls: HostileCalls,
  targets: readonly FuzzTarget[],
  ti: number,
  picks: readonly number[],
  hostile: readonly boolean[],
): void {
  const t = targets[ti % targets.length] as FuzzTarget;
  const h = hostile.slice(0, t.valid.length);
  if (t.valid.length > 0 && !h.includes(true)) h[(picks[0] ?? 0) % t.valid.length] = true;
  fuzzCall(calls, t, picks, h);
}

/** The names a package exports as functions or classes that no target's name mentions. */
export function uncovered(lib: object, targets: readonly FuzzTarget[], alsoCovered: readonly string[] = []): string[] {
  const names = new Set(alsoCovered);
  for (const t of targets) for (const w of t.name.split(/[^A-Za-z0-9_$]+/)) names.add(w);
  return Object.entries(lib)
    .filter(([k, v]) => typeof v === 'function' && !names.has(k))
    .map(([k]) => k);
}

/**
 * `codeOf(f)`: the `code` of the package's own error that `f` throws, any
 * other error itself, or 'no error'. `isOwn` tells the package's error.
 */
export function codeOfFor(isOwn: (e: unknown) => boolean): (f: () => unknown) => unknown {
  return (f) => {
    try {
      f();
    } catch (e) {
      return isOwn(e) ? (e as { code: unknown }).code : e;
    }
    return 'no error';
  };
}

/** The message of the error `f` throws (any thrown value as a string), or 'none'. */
export function messageOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return 'none';
}

/**
 * The part of fast-check `fuzz` uses, passed in by each test (this file
 * imports nothing but Node built-ins, so it resolves from any package).
 */
export interface FastCheckLike {
  assert(property: unknown, options: { numRuns: number; seed: number }): unknown;
  property(...args: never[]): unknown;
  nat(): unknown;
  boolean(): unknown;
  array(arb: never, options: { minLength: number; maxLength: number }): unknown;
}

/**
 * The fuzz of every hardening test: the sweep of each target with each
 * hostile value, then `numRuns` random calls (seed 12) with at least one
 * hostile argument each.
 */
export function fuzz(fc: FastCheckLike, calls: HostileCalls, targets: readonly FuzzTarget[], numRuns: number): void {
  sweep(calls, targets);
  const arity = Math.max(...targets.map((t) => t.valid.length));
  const f = fc as unknown as {
    assert(p: unknown, o: object): unknown;
    property(...a: unknown[]): unknown;
    nat(): unknown;
    boolean(): unknown;
    array(a: unknown, o: object): unknown;
  };
  f.assert(
    f.property(
      f.nat(),
      f.array(f.nat(), { minLength: arity, maxLength: arity }),
      f.array(f.boolean(), { minLength: arity, maxLength: arity }),
      (ti: number, picks: number[], hostile: boolean[]) => randomCall(calls, targets, ti, picks, hostile),
    ),
    { numRuns, seed: 12 },
  );
}

/**
 * The hardening every Arcade package shares (issue 12), in one place: brand
 * checks by `Symbol.for` keys, a `describe` for error messages that cannot
 * throw, and `deepFreeze` for exported values. No I/O and no dependency: the
 * models, engines and views all sit above it.
 *
 * A class is recognised by a `Symbol.for` key on its prototype, not by
 * `instanceof` on one class object: the ESM and the CJS build of a package
 * each define their own classes, and `Symbol.for` gives both builds the same
 * key, so each accepts the other's objects.
 *
 * ```ts
 * import { brands } from '@arcade/core';
 * const { sealClass } = brands('@arcade/model-othello/');
 * class Thing {}
 * const isThing = sealClass(Thing, 'Thing'); // key Symbol.for('@arcade/model-othello/Thing')
 * isThing(new Thing()); // true, and for a Thing of the other build too
 * ```
 */

/** Whether `x` is an object carrying the brand `key` (own or inherited), never throwing on odd values. */
export function hasBrand(x: unknown, key: symbol): boolean {
  try {
    // Object(x) === x: an object or a function, the shortest test (issue 20.1).
    return Object(x) === x && (x as Record<symbol, unknown>)[key] === true;
  } catch {
    return false;
  }
}

/** The brand helpers of one package, every key `Symbol.for(prefix + name)`. */
export interface Brands {
  /** Whether `x` carries the brand `key` (own or inherited); never throws. */
  hasBrand(x: unknown, key: symbol): boolean;
  /** The brand key of the class `name`: one symbol for every build of the package. */
  brandKey(name: string): symbol;
  /**
   * The key under which the class `name` may put, on its prototype, a
   * method telling whether its receiver holds the class's private state
   * (`function () { return #field in this; }`). When it does, sealClass's
   * test calls it too (see `hasPrivateState`): a Proxy of an instance, or
   * `Object.create(cls.prototype)`, which carry the brand but none of the
   * `#private` fields, are then not instances, so a method can never fail
   * on them with "Cannot read private member".
   */
  stateKey(name: string): symbol;
  /**
   * Brands `cls` as `Symbol.for(prefix + name)`, makes `instanceof cls` a
   * brand check (a subclass defined by a caller keeps the ordinary check),
   * freezes the class and its prototype, and returns the brand test. With
   * `onPrototype` false the constructor must put the brand on each instance
   * (`brandKey(name)`, non-enumerable), so that `Object.create(cls.prototype)`,
   * which has none of the private state, is not taken for an instance;
   * `refine` is a further test a branded value must pass; `has`, written in
   * the class body, is its private-state test (`(x) => #field in x`, see
   * `definePrivateState`). Also names the class `name` (a bundler may rename
   * it) and freezes it deeply, methods included.
   *
   * Call it from the class's last static field, so that a bundler can drop
   * an unused class with its sealing (issue 20.1: no top-level side effect):
   * `static #sealed = /* @__PURE__ *\/ sealClass(this, 'Thing');`.
   */
  sealClass(
    // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
    cls: Function,
    name: string,
    onPrototype?: boolean,
    refine?: (x: unknown) => boolean,
    has?: (x: object) => boolean,
  ): (x: unknown) => boolean;
}

/**
 * The brand helpers for the package whose keys start with `prefix`
 * (e.g. `'@arcade/model-othello/'`). Refuses a prefix that is not a string.
 */
export function brands(prefix: string): Brands {
  if (typeof prefix !== 'string')
    throw new CoreError('WRONG_TYPE', `brands: prefix must be a string, got ${describe(prefix)}`);
  const brandKey = (name: string): symbol => Symbol.for(prefix + name);
  const stateKey = (name: string): symbol => Symbol.for(`${prefix + name}#state`);
  const sealClass: Brands['sealClass'] = (cls, name, onPrototype, refine, has) => {
    const sKey = stateKey(name);
    if (has !== undefined) definePrivateState(cls, sKey, has);
    // A class that put its private-state test on its prototype (here or in a
    // static block) is tested for its private state too.
    const state = Object.hasOwn(cls.prototype, sKey)
      ? (x: unknown): boolean => hasPrivateState(x, sKey) && (refine === undefined || refine(x))
      : refine;
    return Object.freeze(sealBrandedClass(prefix, cls, name, onPrototype, state));
  };
  return Object.freeze({ hasBrand, brandKey, stateKey, sealClass });
}

/**
 * `brands(prefix).sealClass(cls, name, onPrototype, refine)` for a class
 * with no private-state test, without building the helpers object: a
 * package's brand module calls it from a function of its own, so that
 * nothing runs when the module is loaded (issue 20.1). Brands `cls` as
 * `Symbol.for(prefix + name)`, makes `instanceof cls` the brand test (and
 * `refine`), names the class `name`, freezes it deeply and returns the test.
 */
export function sealBrandedClass(
  prefix: string,
  // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
  cls: Function,
  name: string,
  onPrototype = true,
  refine?: (x: unknown) => boolean,
): (x: unknown) => boolean {
  // Short local names: this code is in every bundle that uses a class (issue 20.1).
  const define = Object.defineProperty;
  const hasInstance: typeof Symbol.hasInstance = Symbol.hasInstance;
  const key = Symbol.for(prefix + name);
  if (onPrototype) define(cls.prototype, key, { value: true });
  // Without esbuild's keepNames (whose __name calls kept every export alive)
  // a bundle may rename a class (Thing -> _Thing); users see the real name.
  // (A class's name is configurable; the freeze below fixes it.)
  define(cls, 'name', { value: name });
  const test = (x: unknown): boolean => hasBrand(x, key) && (!refine || refine(x));
  define(cls, hasInstance, {
    value(this: unknown, x: unknown): boolean {
      return this === cls ? test(x) : Function.prototype[hasInstance].call(this, x);
    },
  });
  freezeReachable(cls);
  // The test is private to the class (its #sealed field) or frozen by
  // brandTest or brands().sealClass when exported: not frozen here.
  return test;
}

/**
 * sealBrandedClass for a class whose instances hold private state: `has`,
 * written in the class body (`(x) => #field in x`), goes on the prototype
 * under the state key (see `definePrivateState`), and the brand test asks
 * it too, so a Proxy of an instance or `Object.create(cls.prototype)` is
 * not an instance. Kept apart from sealBrandedClass so that a bundle whose
 * classes have no private-state test leaves this code out (issue 20.1).
 */
export function sealPrivateStateClass(
  prefix: string,
  // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
  cls: Function,
  name: string,
  has: (x: object) => boolean,
): (x: unknown) => boolean {
  const sKey = Symbol.for(`${prefix + name}#state`);
  definePrivateState(cls, sKey, has);
  return sealBrandedClass(prefix, cls, name, true, (x) => hasPrivateState(x, sKey));
}

/**
 * Freezes `v` and everything reachable from it through own properties, like
 * deepFreeze but without its all-or-nothing check and CoreError: for a
 * package's own classes and functions, which are freezable, it keeps a
 * bundle of one small import small (issue 20.1).
 */
function freezeReachable(v: unknown, seen = new Set<unknown>()): void {
  if (Object(v) !== v || seen.has(v)) return;
  seen.add(v);
  for (const key of Reflect.ownKeys(v as object)) {
    const d = Object.getOwnPropertyDescriptor(v, key) as PropertyDescriptor;
    freezeReachable(d.value, seen);
    freezeReachable(d.get, seen);
    freezeReachable(d.set, seen);
  }
  Object.freeze(v);
}

/**
 * The brand test of a class sealed by sealClass (`x instanceof cls`, which
 * sealClass made a brand check), as a frozen function: what a package
 * exports as `isThing`, with no call to sealClass at the top level.
 */
export function brandTest<T>(
  // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
  cls: Function,
): (x: unknown) => x is T {
  return Object.freeze((x: unknown): x is T => x instanceof cls);
}

/**
 * The brand test of the class `name` sealed by sealPrivateStateClass (or
 * sealClass with a private-state test), built from the keys alone, without
 * the class: `x` carries the brand `Symbol.for(prefix + name)` and the
 * class's private-state method answers true for it. The same answer as
 * `x instanceof cls`, for a function that must not keep the class in a
 * bundle that only takes its instances as arguments (issue 20.1: a bundle
 * of tic-tac-toe's `value` needs no Game class, only games).
 */
export function stateBrandTest<T>(prefix: string, name: string): (x: unknown) => x is T {
  const key = Symbol.for(prefix + name);
  const sKey = Symbol.for(`${prefix + name}#state`);
  return Object.freeze((x: unknown): x is T => hasBrand(x, key) && hasPrivateState(x, sKey));
}

/**
 * `fn`, deeply frozen (itself and its `prototype`), for a package's exported
 * functions: `export const f = /* @__PURE__ *\/ frozen(function f() {...})`
 * freezes `f` where it is defined, so a bundler drops it with its freezing
 * when it is not imported (issue 20.1), and a caller can patch nothing.
 */
// biome-ignore lint/complexity/noBannedTypes: any function, whatever it takes and returns.
export function frozen<F extends Function>(fn: F): F {
  freezeReachable(fn);
  return fn;
}

/**
 * Puts on `cls.prototype`, under `key` (a `stateKey`), the method by which
 * sealClass's test asks whether an object holds the class's private state.
 * `has` is written in the class body, where the `#private` names are in
 * scope, e.g. in a static block:
 * `static { definePrivateState(Thing, stateKey('Thing'), (x) => #field in x); }`.
 * Call it before sealClass (which freezes the prototype).
 */
// biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
export function definePrivateState(cls: Function, key: symbol, has: (x: object) => boolean): void {
  Object.defineProperty(cls.prototype, key, {
    value: function hasState(this: unknown): boolean {
      return typeof this === 'object' && this !== null && has(this);
    },
  });
}

/**
 * Whether `x` holds the private state of its class, asked of the class
 * itself: `x[key]` must be the method the class put on its prototype
 * (`stateKey`), and calling it with `x` as receiver must answer true. The
 * method of either build (ESM or CJS) answers for its own objects; a Proxy
 * forwards the method but is not the receiver that has the fields, so it
 * answers false. Never throws (a revoked or throwing Proxy is simply false).
 */
export function hasPrivateState(x: unknown, key: symbol): boolean {
  if (Object(x) !== x) return false;
  try {
    const check: unknown = (x as Record<symbol, unknown>)[key];
    return typeof check === 'function' && Reflect.apply(check, x, []) === true;
  } catch {
    return false;
  }
}

/** The codes of CoreError: what a core routine refused. */
export type CoreErrorCode = 'NOT_FREEZABLE' | 'WRONG_TYPE' | 'NOT_AN_INTEGER' | 'OUT_OF_RANGE';

/**
 * The one error class of @arcade/core, with a `code`. Where it wraps an
 * error the runtime raised (a revoked Proxy's TypeError), that error is its
 * `cause`.
 */
export class CoreError extends Error {
  /** What was refused: `NOT_FREEZABLE` or `WRONG_TYPE`. */
  readonly code: CoreErrorCode;
  constructor(code: CoreErrorCode, message: string, options?: { cause?: unknown }) {
    // A revoked Proxy as the options would make Error's own read of `cause` throw.
    super(
      messageText(message),
      typeof options === 'object' && options !== null && !isRevoked(options) ? options : undefined,
    );
    this.code = code;
    this.name = 'CoreError';
  }
}

/**
 * Freezes each value and everything reachable from it through own properties
 * (values, getters and setters; no getter is called), classes' prototypes and
 * methods included, so a caller can patch nothing a package exports. Returns
 * the first value. The walk uses its own stack, not recursion, so any depth
 * of nesting is fine; and it looks at everything before freezing anything,
 * so a value it cannot freeze (a typed array with elements, which
 * `Object.freeze` refuses, or a revoked Proxy) throws CoreError
 * NOT_FREEZABLE with nothing frozen.
 */
export function deepFreeze<T>(first: T, ...rest: unknown[]): T {
  const found = new Set<object>();
  const stack: unknown[] = [...rest].reverse();
  stack.push(first);
  try {
    while (stack.length > 0) {
      const v = stack.pop();
      if ((typeof v !== 'object' && typeof v !== 'function') || v === null || found.has(v)) continue;
      if (ArrayBuffer.isView(v) && !(v instanceof DataView) && (v as Uint8Array).length > 0) {
        throw new CoreError('NOT_FREEZABLE', 'deepFreeze: a typed array with elements cannot be frozen');
      }
      found.add(v);
      for (const key of Reflect.ownKeys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, key);
        if (d === undefined) continue;
        if ('value' in d) stack.push(d.value);
        if (d.get) stack.push(d.get);
        if (d.set) stack.push(d.set);
      }
    }
    for (const v of found) Object.freeze(v);
  } catch (e) {
    if (e instanceof CoreError) throw e;
    throw new CoreError('NOT_FREEZABLE', 'deepFreeze: a value could not be read or frozen (a revoked Proxy?)', {
      cause: e,
    });
  }
  return first;
}

/**
 * `Array.isArray(x)`, but false for a revoked Proxy (where Array.isArray
 * throws a TypeError): an argument check then refuses it with the package's
 * own error, as for any other value that is not an array.
 */
export function isArray(x: unknown): x is unknown[] {
  try {
    return Array.isArray(x);
  } catch {
    return false;
  }
}

/**
 * Whether `x` is a revoked Proxy (or a Proxy of one), on which every
 * operation throws a TypeError: `Array.isArray` throws for it and for
 * nothing else. Lets a package refuse one with its own error, up front.
 */
export function isRevoked(x: unknown): boolean {
  try {
    Array.isArray(x);
    return false;
  } catch {
    return true;
  }
}

/**
 * An error message from any value, never throwing: a string is itself, and
 * anything else (which the types forbid) a short kind ('a symbol', 'an
 * object') or its String ('42', 'null'), never the caller's toString, so an
 * error class given a hostile message (a Symbol, an object whose toString
 * throws) still builds its error. Not `describe`: every error class calls
 * this, and describe would then be in every bundle that can throw, though
 * only messages that show a caller's value need it (issue 20.1).
 */
export function messageText(message: unknown): string {
  const t = typeof message;
  // String(x) of a string is x itself.
  return t === 'symbol' || t === 'function'
    ? `a ${t}`
    : t === 'object' && message !== null
      ? 'an object'
      : String(message);
}

/**
 * `obj[key]` when it is an own property of `obj`, else undefined: a value
 * never comes from a prototype, so a polluted `Object.prototype` (say
 * `Object.prototype.maxNodes = 1`) is never read as an option or as parsed
 * data. A getter's or Proxy trap's own exception passes through.
 */
export function ownValue(obj: object, key: PropertyKey): unknown {
  return Object.hasOwn(obj, key) ? (obj as Record<PropertyKey, unknown>)[key] : undefined;
}

/** How an options object was wrong, for `ownOptions`'s `fail`. */
export type OptionsProblem = 'not-an-object' | 'unknown-option' | 'unreadable';

/**
 * The options a routine knows, read through own properties only, each
 * exactly once, into an object with no prototype: a polluted
 * `Object.prototype` is never read, and a misspelt or unknown own
 * (enumerable) option is refused rather than ignored. `options` undefined
 * reads as no options. `fail(problem, message)` builds the package's own
 * error for a value that is not a plain object (null, an array, a function),
 * an unknown option, or an object whose keys cannot be listed (a revoked
 * Proxy: the runtime's TypeError is passed as `cause`). The caller's own
 * exception from a getter of a known option passes through unchanged.
 * With `unknownOk`, other own options are left unread instead of refused
 * (for a routine whose callers may pass more than it reads).
 */
export function ownOptions(
  routine: string,
  options: unknown,
  known: readonly string[],
  fail: (problem: OptionsProblem, message: string, cause?: unknown) => Error,
  unknownOk = false,
): Readonly<Record<string, unknown>> {
  const out: Record<string, unknown> = Object.create(null);
  if (options === undefined) return out;
  let array = false;
  let keys: string[] = [];
  if (typeof options === 'object' && options !== null) {
    try {
      array = Array.isArray(options);
      if (!array) keys = Object.keys(options);
    } catch (e) {
      throw fail('unreadable', `${routine}: the options cannot be read (a revoked Proxy?)`, e);
    }
  }
  if (typeof options !== 'object' || options === null || array) {
    throw fail('not-an-object', `${routine}: options must be an object, got ${describe(options)}`);
  }
  for (const k of keys) {
    if (!unknownOk && !known.includes(k)) {
      throw fail('unknown-option', `${routine}: unknown option ${describe(k)} (the options are ${known.join(', ')})`);
    }
  }
  for (const k of known) {
    let has: boolean;
    try {
      has = Object.hasOwn(options, k);
    } catch (e) {
      throw fail('unreadable', `${routine}: the options cannot be read (a revoked Proxy?)`, e);
    }
    if (has) out[k] = (options as Record<string, unknown>)[k];
  }
  return out;
}

/**
 * A value as an error message shows it, built so that it cannot throw: it
 * never calls a caller's toString, valueOf or Symbol.toPrimitive (a Symbol,
 * an object with no prototype or with a throwing toString would throw while
 * the message was being built), and a Proxy whose traps throw, or a revoked
 * one, is simply 'an object'.
 */
export function describe(value: unknown): string {
  // Ifs over a switch, and messageText for the rest: the same answers in a
  // third less code in every bundle that shows a value in a message.
  const t = typeof value;
  if (t === 'string')
    return JSON.stringify((value as string).length > 40 ? `${(value as string).slice(0, 40)}...` : value);
  if (t === 'bigint') return `${value as bigint}n`;
  if (Object.is(value, -0)) return '-0';
  if (t === 'object' && value !== null) {
    try {
      if (Array.isArray(value)) {
        // A Proxy of an array could answer length with an object whose toString throws.
        const n: unknown = value.length;
        return typeof n === 'number' ? `an array of length ${n}` : 'an array';
      }
      if (Object.getPrototypeOf(value) === null) return 'an object with no prototype';
    } catch {
      // A revoked proxy, or one whose traps throw: the generic answer.
    }
  }
  return messageText(value);
}

export { isSeededRandom, SEED_MAX, SEED_MIN, SeededRandom, seededRandom } from './random.js';
export { savedArray, savedFields, savedInt, savedString } from './saved.js';
export {
  type AbortSignalLike,
  type Budget,
  type BudgetOptions,
  type BudgetProblem,
  type Progress,
  readClockAndSignal,
  type StopReason,
  startBudget,
} from './budget.js';

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
  if ((typeof x !== 'object' && typeof x !== 'function') || x === null) return false;
  try {
    return (x as Record<symbol, unknown>)[key] === true;
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
   * Brands `cls` as `Symbol.for(prefix + name)`, makes `instanceof cls` a
   * brand check (a subclass defined by a caller keeps the ordinary check),
   * freezes the class and its prototype, and returns the brand test. With
   * `onPrototype` false the constructor must put the brand on each instance
   * (`brandKey(name)`, non-enumerable), so that `Object.create(cls.prototype)`,
   * which has none of the private state, is not taken for an instance;
   * `refine` is a further test a branded value must pass.
   */
  sealClass(
    // biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
    cls: Function,
    name: string,
    onPrototype?: boolean,
    refine?: (x: unknown) => boolean,
  ): (x: unknown) => boolean;
}

/**
 * The brand helpers for the package whose keys start with `prefix`
 * (e.g. `'@arcade/model-othello/'`). Refuses a prefix that is not a string.
 */
export function brands(prefix: string): Brands {
  if (typeof prefix !== 'string') throw new TypeError(`brands: prefix must be a string, got ${describe(prefix)}`);
  const brandKey = (name: string): symbol => Symbol.for(prefix + name);
  const sealClass: Brands['sealClass'] = (cls, name, onPrototype = true, refine) => {
    const key = brandKey(name);
    if (onPrototype) Object.defineProperty(cls.prototype, key, { value: true });
    const ordinary = Function.prototype[Symbol.hasInstance];
    const test =
      refine === undefined
        ? (x: unknown): boolean => hasBrand(x, key)
        : (x: unknown): boolean => hasBrand(x, key) && refine(x);
    Object.defineProperty(cls, Symbol.hasInstance, {
      value: function hasInstance(this: unknown, x: unknown): boolean {
        return this === cls ? test(x) : ordinary.call(this, x);
      },
    });
    Object.freeze(cls.prototype);
    Object.freeze(cls);
    return test;
  };
  return Object.freeze({ hasBrand, brandKey, sealClass });
}

/**
 * Freezes each value and everything reachable from it through own properties
 * (values, getters and setters; no getter is called), classes' prototypes and
 * methods included, so a caller can patch nothing a package exports. Returns
 * the first value.
 */
export function deepFreeze<T>(first: T, ...rest: unknown[]): T {
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
  visit(first);
  for (const v of rest) visit(v);
  return first;
}

/**
 * A value as an error message shows it, built so that it cannot throw: it
 * never calls a caller's toString, valueOf or Symbol.toPrimitive (a Symbol,
 * an object with no prototype or with a throwing toString would throw while
 * the message was being built), and a Proxy whose traps throw, or a revoked
 * one, is simply 'an object'.
 */
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
    if (Array.isArray(value)) {
      // A Proxy of an array could answer length with an object whose toString throws.
      const n: unknown = value.length;
      return typeof n === 'number' ? `an array of length ${n}` : 'an array';
    }
    if (Object.getPrototypeOf(value) === null) return 'an object with no prototype';
  } catch {
    // A revoked proxy, or one whose traps throw: the generic answer.
  }
  return 'an object';
}

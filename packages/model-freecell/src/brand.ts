/**
 * Brands and a message-safe describe (issue 12), internal to the package.
 * A class is recognised by a `Symbol.for` key on its prototype, not by
 * `instanceof` on one class object: the ESM and the CJS build each define
 * their own classes, and `Symbol.for` gives both builds the same key, so each
 * accepts the other's objects. `sealClass` also makes `instanceof` ask the
 * brand and freezes the class and its prototype, so no caller can patch a
 * method for every game in the process.
 *
 * ```ts
 * class Thing {}
 * const isThing = sealClass(Thing, 'Thing'); // key Symbol.for('@arcade/model-freecell/Thing')
 * isThing(new Thing()); // true, and for a Thing of the other build too
 * ```
 */

const PREFIX = '@arcade/model-freecell/';

/** Whether `x` is an object carrying the brand `key` (own or inherited), never throwing on odd values. */
export function hasBrand(x: unknown, key: symbol): boolean {
  if ((typeof x !== 'object' && typeof x !== 'function') || x === null) return false;
  try {
    return (x as Record<symbol, unknown>)[key] === true;
  } catch {
    return false;
  }
}

/** The brand key of the class `name`: one symbol for every build of the package. */
export function brandKey(name: string): symbol {
  return Symbol.for(PREFIX + name);
}

/**
 * Brands `cls` as `Symbol.for('@arcade/model-freecell/<name>')`, makes `instanceof cls`
 * a brand check (a subclass defined by a caller keeps the ordinary check),
 * freezes the class and its prototype, and returns the brand test. With
 * `onPrototype` false the constructor must put the brand on each instance
 * (`brandKey(name)`, non-enumerable), so that `Object.create(cls.prototype)`,
 * which has none of the private state, is not taken for an instance.
 */
// biome-ignore lint/complexity/noBannedTypes: any class, abstract or not, whatever its constructor takes.
export function sealClass(cls: Function, name: string, onPrototype = true): (x: unknown) => boolean {
  const key = brandKey(name);
  if (onPrototype) Object.defineProperty(cls.prototype, key, { value: true });
  const ordinary = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(cls, Symbol.hasInstance, {
    value: function hasInstance(this: unknown, x: unknown): boolean {
      return this === cls ? hasBrand(x, key) : ordinary.call(this, x);
    },
  });
  Object.freeze(cls.prototype);
  Object.freeze(cls);
  return (x: unknown) => hasBrand(x, key);
}

/**
 * Freezes a value and everything reachable from it through own properties
 * (values, getters and setters; no getter is called), classes' prototypes
 * and methods included, so a caller can patch nothing the package exports.
 */
export function deepFreeze<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined) continue;
    if ('value' in d) deepFreeze(d.value, seen);
    if (d.get) deepFreeze(d.get, seen);
    if (d.set) deepFreeze(d.set, seen);
  }
  return value;
}

/**
 * A value as an error message shows it, built so that it cannot throw: it
 * never calls a caller's toString, valueOf or Symbol.toPrimitive (a Symbol,
 * an object with no prototype or with a throwing toString would throw while
 * the message was being built).
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
    if (Array.isArray(value)) return `an array of length ${value.length}`;
    if (Object.getPrototypeOf(value) === null) return 'an object with no prototype';
  } catch {
    // A revoked proxy: fall through to the generic answer.
  }
  return 'an object';
}

import { createRequire } from 'node:module';
import { describe as group, expect, it } from 'vitest';
import {
  brands,
  CoreError,
  deepFreeze,
  describe,
  hasBrand,
  hasPrivateState,
  messageText,
  ownOptions,
  ownValue,
  sealPrivateStateClass,
  stateBrandTest,
} from '../src/index.js';

const hostile = (): object =>
  new Proxy(
    {},
    new Proxy(
      {},
      {
        get() {
          return () => {
            throw new Error('hostile trap');
          };
        },
      },
    ),
  );

group('describe', () => {
  it('names primitives without coercing them', () => {
    expect(describe(Symbol('s'))).toBe('a symbol');
    expect(describe(-0)).toBe('-0');
    expect(describe(3n)).toBe('3n');
    expect(describe(undefined)).toBe('undefined');
    expect(describe(null)).toBe('null');
    expect(describe(() => 1)).toBe('a function');
    expect(describe('ab')).toBe('"ab"');
    expect(describe('y'.repeat(41))).toBe(`"${'y'.repeat(40)}..."`);
  });
  it('never calls toString, valueOf or Symbol.toPrimitive', () => {
    const boom = (): never => {
      throw new Error('called');
    };
    const o = { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom };
    expect(describe(o)).toBe('an object');
    expect(describe(Object.create(null))).toBe('an object with no prototype');
  });
  it('never throws on a Proxy whose every trap throws, nor on a revoked Proxy', () => {
    expect(describe(hostile())).toBe('an object');
    const r = Proxy.revocable({}, {});
    r.revoke();
    expect(describe(r.proxy)).toBe('an object');
    const arr = new Proxy([1], {
      get: () => ({
        toString() {
          throw new Error('called');
        },
      }),
    });
    expect(describe(arr)).toBe('an array');
    expect(describe([1, 2, 3])).toBe('an array of length 3');
  });
});

group('deepFreeze', () => {
  it('freezes everything reachable, including accessors, without calling a getter', () => {
    let calls = 0;
    const inner = { n: 1 };
    const setter = (): void => {};
    const o = {
      inner,
      get g() {
        calls++;
        return { fresh: true };
      },
    };
    Object.defineProperty(o, 's', { set: setter });
    const second = { list: [[1]] };
    expect(deepFreeze(o, second)).toBe(o);
    expect(calls).toBe(0);
    expect(Object.isFrozen(o)).toBe(true);
    expect(Object.isFrozen(inner)).toBe(true);
    expect(Object.isFrozen(setter)).toBe(true);
    expect(Object.isFrozen(second.list[0])).toBe(true);
  });
  it('handles cycles and primitives', () => {
    const a: { self?: unknown } = {};
    a.self = a;
    expect(deepFreeze(a)).toBe(a);
    expect(deepFreeze(3, null, 'x')).toBe(3);
  });
});

group('brands', () => {
  it('keys are Symbol.for(prefix + name), and sealClass makes instanceof a brand check', () => {
    const b = brands('@arcade/core-test/');
    expect(b.brandKey('A')).toBe(Symbol.for('@arcade/core-test/A'));
    class A {}
    const isA = b.sealClass(A, 'A');
    expect(isA(new A())).toBe(true);
    expect({ [b.brandKey('A')]: true } instanceof A).toBe(true);
    expect(isA({})).toBe(false);
    expect(isA(hostile())).toBe(false);
    expect(hasBrand(hostile(), b.brandKey('A'))).toBe(false);
    expect(Object.isFrozen(A)).toBe(true);
    expect(Object.isFrozen(A.prototype)).toBe(true);
    class Sub extends A {}
    expect(new A() instanceof Sub).toBe(false);
    expect(new Sub() instanceof Sub).toBe(true);
  });
  it('onPrototype false leaves Object.create(prototype) unbranded; refine is a further test', () => {
    const b = brands('@arcade/core-test/');
    class B {
      readonly ok: boolean;
      constructor(ok: boolean) {
        this.ok = ok;
        Object.defineProperty(this, b.brandKey('B'), { value: true });
      }
    }
    const isB = b.sealClass(B, 'B', false, (x) => (x as B).ok);
    expect(isB(new B(true))).toBe(true);
    expect(isB(new B(false))).toBe(false);
    expect(Object.create(B.prototype) instanceof B).toBe(false);
  });
  it('refuses a prefix that is not a string', () => {
    expect(() => brands(Symbol('p') as never)).toThrow('prefix must be a string, got a symbol');
    expect(codeOf(() => brands(Symbol('p') as never))).toBe('WRONG_TYPE');
  });
  it('the ESM and the CJS build accept each other’s objects', async () => {
    const esm = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../src/index.js');
    const cjs = createRequire(import.meta.url)('../dist/index.cjs') as typeof import('../src/index.js');
    expect(esm.brands).not.toBe(cjs.brands);
    class E {}
    class C {}
    esm.brands('@arcade/core-test/').sealClass(E, 'X');
    const isC = cjs.brands('@arcade/core-test/').sealClass(C, 'X');
    expect(isC(new E())).toBe(true);
    expect(new C() instanceof E).toBe(true);
    expect(cjs.describe(Symbol())).toBe(esm.describe(Symbol()));
  });
});

/** The code of the CoreError `f` throws, the error itself for any other, or 'no error'. */
const codeOf = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e instanceof CoreError ? e.code : e;
  }
  return 'no error';
};
const revoked = (): object => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
};

group('issue 23.13: a polluted Object.prototype is not read as options', () => {
  const fail = (problem: string, message: string, cause?: unknown) =>
    Object.assign(new Error(message, { cause }), { problem });
  const proto = Object.prototype as Record<string, unknown>;
  it('ownOptions and ownValue read own properties only', () => {
    proto.maxNodes = 1;
    try {
      const o = ownOptions('solve', { timeMs: 5 }, ['maxNodes', 'timeMs'], fail);
      expect(o.maxNodes).toBeUndefined();
      expect(o.timeMs).toBe(5);
      expect(Object.getPrototypeOf(o)).toBeNull();
      expect('maxNodes' in ownOptions('solve', undefined, ['maxNodes'], fail)).toBe(false);
      expect(ownValue({}, 'maxNodes')).toBeUndefined();
      expect(ownValue({ maxNodes: 2 }, 'maxNodes')).toBe(2);
    } finally {
      delete proto.maxNodes;
    }
  });
  it('ownOptions refuses unknown options, non-objects and revoked Proxies through fail', () => {
    const problem = (o: unknown) => {
      try {
        ownOptions('solve', o, ['maxNodes'], fail);
      } catch (e) {
        return [(e as { problem: string }).problem, (e as Error).message];
      }
      return 'no error';
    };
    expect(problem({ maxnodes: 1 })).toEqual([
      'unknown-option',
      'solve: unknown option "maxnodes" (the options are maxNodes)',
    ]);
    expect(problem(null)).toEqual(['not-an-object', 'solve: options must be an object, got null']);
    expect(problem([1])).toEqual(['not-an-object', 'solve: options must be an object, got an array of length 1']);
    expect(problem(revoked())?.[0]).toBe('unreadable');
  });
  it("a getter's own exception passes through unchanged", () => {
    const mine = new Error('mine');
    const o = Object.defineProperty({}, 'maxNodes', {
      enumerable: true,
      get() {
        throw mine;
      },
    });
    expect(() => ownOptions('solve', o, ['maxNodes'], fail)).toThrow(mine);
  });
});

group('issue 23.15: core errors are CoreError with a code', () => {
  it('deepFreeze on nesting 100,000 deep freezes it all (no RangeError)', () => {
    let deep: { next?: unknown } = {};
    const root = deep;
    for (let k = 0; k < 100_000; k++) {
      const next = {};
      deep.next = next;
      deep = next;
    }
    expect(deepFreeze(root)).toBe(root);
    expect(Object.isFrozen(deep)).toBe(true);
  });
  it('deepFreeze on a typed array with elements, or a revoked Proxy, is NOT_FREEZABLE, nothing frozen', () => {
    const holder = { inner: {}, bytes: new Uint8Array(4) };
    expect(codeOf(() => deepFreeze(holder))).toBe('NOT_FREEZABLE');
    expect(Object.isFrozen(holder)).toBe(false);
    expect(Object.isFrozen(holder.inner)).toBe(false);
    expect(codeOf(() => deepFreeze(revoked()))).toBe('NOT_FREEZABLE');
    expect(Object.isFrozen(deepFreeze({ empty: new Uint8Array(0), view: new DataView(new ArrayBuffer(2)) }))).toBe(
      true,
    );
  });
  it('messageText and CoreError never throw on a hostile message', () => {
    const fail = (): never => {
      throw new Error('hostile toString called');
    };
    const boom = { toString: fail, valueOf: fail, [Symbol.toPrimitive]: fail };
    expect(() => new Error(boom as never)).toThrow('hostile toString called');
    expect(messageText(Symbol('s'))).toBe('a symbol');
    expect(new CoreError('WRONG_TYPE', boom as never).message).toBe('an object');
    expect(new CoreError('WRONG_TYPE', 'm', revoked() as never).message).toBe('m');
  });
  it('hasPrivateState refuses a Proxy of an instance and Object.create(prototype)', () => {
    const { sealClass, stateKey } = brands('@arcade/core-test/');
    class Held {
      #x = 1;
      static {
        Object.defineProperty(Held.prototype, stateKey('Held'), {
          value: function (this: object) {
            return #x in this;
          },
        });
      }
      x(): number {
        return this.#x;
      }
    }
    const isHeld = sealClass(Held, 'Held');
    const h = new Held();
    expect(isHeld(h)).toBe(true);
    expect(isHeld(new Proxy(h, {}))).toBe(false);
    expect(isHeld(Object.create(Held.prototype))).toBe(false);
    expect(isHeld(revoked())).toBe(false);
    expect(hasPrivateState(h, stateKey('Held'))).toBe(true);
  });
  it('issue 20.1: stateBrandTest answers as instanceof, from the keys alone', () => {
    const prefix = '@arcade/core-test/';
    class Kept {
      #x = 1;
      x(): number {
        return this.#x;
      }
      // biome-ignore lint/correctness/noUnusedPrivateClassMembers: the sealing runs in the last static field, as in the packages.
      static #sealed = sealPrivateStateClass(prefix, this, 'Kept', (v) => #x in v);
    }
    const isKept = stateBrandTest<Kept>(prefix, 'Kept');
    const k = new Kept();
    const samples: unknown[] = [k, new Proxy(k, {}), Object.create(Kept.prototype), {}, null, 1, revoked()];
    for (const v of samples) expect(isKept(v)).toBe(v instanceof Kept);
    expect(isKept(k)).toBe(true);
    expect(isKept(new Proxy(k, {}))).toBe(false);
    // A brand alone, without the class's private-state method, is not enough.
    expect(isKept({ [Symbol.for(`${prefix}Kept`)]: true })).toBe(false);
    expect(Object.isFrozen(isKept)).toBe(true);
  });
  it('issue 20.1: messageText gives a short kind, describe the details', () => {
    expect(messageText('m')).toBe('m');
    expect(messageText([1, 2])).toBe('an object');
    expect(messageText(null)).toBe('null');
    expect(messageText(42)).toBe('42');
    expect(messageText(() => 1)).toBe('a function');
    expect(describe([1, 2])).toBe('an array of length 2');
    expect(describe(-0)).toBe('-0');
    expect(describe(10n)).toBe('10n');
    expect(describe(true)).toBe('true');
    expect(describe(undefined)).toBe('undefined');
  });
});

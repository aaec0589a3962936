import { createRequire } from 'node:module';
import { describe as group, expect, it } from 'vitest';
import { brands, deepFreeze, describe, hasBrand } from '../src/index.js';

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

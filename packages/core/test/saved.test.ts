import { expect, it } from 'vitest';
import { savedArray, savedFields, savedInt, savedString } from '../src/index.js';

class MyError extends Error {}
const fail = (m: string) => new MyError(m);

it('issue 20.3: savedFields reads exactly the versioned fields, through own properties only', () => {
  const f = savedFields('T.fromJSON', { v: 1, a: 2, b: [3] }, 1, ['a', 'b'], fail);
  expect({ ...f }).toEqual({ a: 2, b: [3] });
  expect(Object.getPrototypeOf(f)).toBe(null);
  const bad: unknown[] = [
    null,
    [],
    'x',
    { a: 2, b: 3 },
    { v: 2, a: 2, b: 3 },
    { v: '1', a: 2, b: 3 },
    { v: 1, a: 2 },
    { v: 1, a: 2, b: 3, c: 4 },
    Object.assign(Object.create({ v: 1, a: 2 }), { b: 3 }),
  ];
  for (const d of bad) expect(() => savedFields('T.fromJSON', d, 1, ['a', 'b'], fail)).toThrow(MyError);
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  expect(() => savedFields('T.fromJSON', proxy, 1, ['a'], fail)).toThrow(MyError);
});

it('issue 20.3: savedFields with version null reads a part of saved data, which has no v', () => {
  expect({ ...savedFields('part', { a: 1 }, null, ['a'], fail) }).toEqual({ a: 1 });
  expect(() => savedFields('part', { v: 1, a: 1 }, null, ['a'], fail)).toThrow(MyError);
  expect(() => savedFields('part', [], null, ['a'], fail)).toThrow(MyError);
});

it('issue 20.3: savedArray, savedInt and savedString refuse wrong types and sizes with the caller’s error', () => {
  expect(savedArray('xs', [1, 2], 2, fail)).toEqual([1, 2]);
  expect(() => savedArray('xs', [1, 2, 3], 2, fail)).toThrow(/at most 2/);
  expect(() => savedArray('xs', { length: 1 }, 2, fail)).toThrow(MyError);
  expect(savedInt('n', 3, 0, 3, fail)).toBe(3);
  for (const x of [4, -1, 1.5, '1', null, Number.NaN]) expect(() => savedInt('n', x, 0, 3, fail)).toThrow(MyError);
  expect(savedString('s', 'ab', 2, fail)).toBe('ab');
  expect(() => savedString('s', 'abc', 2, fail)).toThrow(MyError);
  expect(() => savedString('s', 1, 2, fail)).toThrow(MyError);
});

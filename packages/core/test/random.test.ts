import { describe, expect, it } from 'vitest';
import { CoreError, isSeededRandom, SEED_MAX, SEED_MIN, SeededRandom, seededRandom } from '../src/index.js';

/** The first five draws (times 2^32) of the mulberry32 copies the packages had before issue 20.4
 * (model-twodots, model-tictactoe, model-foxdolphin, engine-othello, apps/othello, apps/freecell: all
 * the same function), computed with the old model-foxdolphin `mulberry32`. */
const GOLDEN: readonly (readonly [number, readonly number[]])[] = [
  [0, [1144304738, 1416247, 958946056, 627933444, 2007157716]],
  [1, [2693262067, 11749833, 2265367787, 4213581821, 4159151403]],
  [42, [2581720956, 1925393290, 3661312704, 2876485805, 750819978]],
  [-7, [1860010037, 1397564179, 2337619704, 2062400319, 209248909]],
  [4294967295, [3850105811, 813802916, 3073704848, 4054706436, 3630262831]],
];

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CoreError);
    return (e as CoreError).code;
  }
  return undefined;
}

describe('seededRandom', () => {
  it('issue 20.4: draws the sequences the packages drew before (mulberry32)', () => {
    for (const [seed, draws] of GOLDEN) {
      const rng = seededRandom(seed);
      expect(draws.map(() => rng.next() * 2 ** 32)).toEqual(draws);
    }
  });

  it('issue 20.4: the state is plain data that restores the generator exactly', () => {
    const rng = seededRandom(42);
    rng.next();
    const saved = JSON.parse(JSON.stringify({ rng }));
    expect(typeof saved.rng).toBe('number');
    const again = SeededRandom.fromState(saved.rng);
    expect(again.state).toBe(rng.state);
    for (let i = 0; i < 100; i++) expect(again.next()).toBe(rng.next());
    // A new seed s starts in state s >>> 0.
    expect(seededRandom(-1).state).toBe(2 ** 32 - 1);
    expect(seededRandom(7).state).toBe(7);
  });

  it('issue 20.4: a clone draws the same sequence and never moves the original', () => {
    const rng = seededRandom(9);
    const copy = rng.clone();
    const ahead = Array.from({ length: 10 }, () => copy.next());
    expect(copy.state).not.toBe(rng.state);
    expect(Array.from({ length: 10 }, () => rng.next())).toEqual(ahead);
  });

  it('issue 20.4: int(n) is floor(next() * n) in 0..n-1, and a bad n throws before drawing', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    for (let n = 1; n < 50; n++) {
      const v = a.int(n);
      expect(v).toBe(Math.floor(b.next() * n));
      expect(v >= 0 && v < n).toBe(true);
    }
    const before = a.state;
    expect(codeOf(() => a.int(0))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => a.int(2.5))).toBe('NOT_AN_INTEGER');
    expect(codeOf(() => a.int('3' as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => a.int(2 ** 32 + 1))).toBe('OUT_OF_RANGE');
    expect(a.state).toBe(before);
  });

  it('issue 20.4: seeds and states outside their ranges are refused with CoreError', () => {
    expect(codeOf(() => seededRandom(SEED_MAX + 1))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => seededRandom(SEED_MIN - 1))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => seededRandom(Number.NaN))).toBe('NOT_AN_INTEGER');
    expect(codeOf(() => seededRandom(null as never))).toBe('WRONG_TYPE');
    expect(codeOf(() => SeededRandom.fromState(-1))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => SeededRandom.fromState('1'))).toBe('WRONG_TYPE');
    expect(codeOf(() => SeededRandom.fromState({}))).toBe('WRONG_TYPE');
  });

  it('issue 20.4: isSeededRandom knows a generator and nothing else, never throwing', () => {
    expect(isSeededRandom(seededRandom(1))).toBe(true);
    expect(isSeededRandom(() => 0.5)).toBe(false);
    expect(isSeededRandom({ next: () => 0.5, int: () => 0 })).toBe(false);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(isSeededRandom(proxy)).toBe(false);
  });
});

it('issue 20.4: the ESM and the CJS build each recognise and restore the other build’s generator', async () => {
  const { createRequire } = await import('node:module');
  const esm = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../src/index.js');
  const cjs = createRequire(import.meta.url)('../dist/index.cjs') as typeof import('../src/index.js');
  const a = esm.seededRandom(5);
  const b = cjs.seededRandom(5);
  expect(cjs.isSeededRandom(a)).toBe(true);
  expect(esm.isSeededRandom(b)).toBe(true);
  expect(cjs.SeededRandom.fromState(a.state).next()).toBe(b.next());
});

import { describe, expect, it } from 'vitest';
import { SeenSet } from '../src/solver/tables.js';

describe('SeenSet', () => {
  it('has() finds what add() put in, through growth, and nothing after reset()', () => {
    // Regression: used before its first reset(), a new set took every slot for taken (its
    // generation started at 0, the value of a fresh slot) and has() never returned.
    const s = new SeenSet();
    // More keys than the first table's 2,048 slots hold at half load, so it grows four times.
    const keys = Array.from({ length: 20_000 }, (_, k) => [Math.imul(k + 1, 0x9e3779b1), k & 7] as const);
    for (const [h1, h2] of keys) {
      expect(s.has(h1, h2)).toBe(false);
      expect(s.add(h1, h2)).toBe(true);
    }
    for (const [h1, h2] of keys) expect(s.has(h1, h2)).toBe(true);
    // Same h1, other h2: a different key.
    expect(s.has(keys[0]![0], 99)).toBe(false);
    expect(s.add(keys[0]![0], keys[0]![1])).toBe(false);
    s.reset();
    expect(keys.some(([h1, h2]) => s.has(h1, h2))).toBe(false);
  });

  it('takes a key whose h1 is 0 (0 marks a free slot, so it is stored as another value)', () => {
    const s = new SeenSet();
    s.reset();
    expect(s.has(0, 5)).toBe(false);
    expect(s.add(0, 5)).toBe(true);
    expect(s.has(0, 5)).toBe(true);
    expect(s.has(0, 6)).toBe(false);
    expect(s.add(0, 5)).toBe(false);
    expect(s.add(0, 6)).toBe(true);
    expect(s.add(1, 5)).toBe(true);
    s.reset();
    expect(s.has(0, 5)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readClockAndSignal, startBudget } from '../src/index.js';

const fail = (problem: string, message: string) => Object.assign(new Error(message), { problem });

describe('issue 20.5: the budget every long search shares', () => {
  it('issue 20.5: stoppedBy names the option that ran out: signal first, then nodes, then time', () => {
    let now = 0;
    const c = new AbortController();
    const b = startBudget({ maxNodes: 100, timeMs: 50, clock: () => now, signal: c.signal });
    expect(b.stoppedBy(10)).toBeNull();
    expect(b.stoppedBy(100)).toBe('maxNodes');
    now = 50;
    expect(b.stoppedBy(10)).toBe('timeMs');
    expect(b.elapsedMs()).toBe(50);
    c.abort();
    expect(b.stoppedBy(10)).toBe('signal');
    expect(startBudget({}).stoppedBy(1e12)).toBeNull();
    expect(startBudget({}).elapsedMs()).toBeNull();
  });

  it('issue 20.5: readClockAndSignal refuses a non-function clock, a clock reading NaN, and a signal without aborted', () => {
    expect(() => readClockAndSignal('r', 5, undefined, fail)).toThrow('r: clock must be a function, got 5');
    const { clock } = readClockAndSignal('r', () => Number.NaN, undefined, fail, 'now');
    expect(() => clock!()).toThrow('r: now() must return a finite number of milliseconds, got NaN');
    expect(() => readClockAndSignal('r', undefined, {}, fail)).toThrow(/signal must be an AbortSignal/);
    expect(readClockAndSignal('r', undefined, new AbortController().signal, fail).signal?.aborted).toBe(false);
  });
});

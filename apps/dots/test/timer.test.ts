import { IllegalArgumentException } from '@arcade/model-twodots';
import { describe, expect, it } from 'vitest';
import { CountDownTimer } from '../src/index.js';

function fakeClock(start = 1000) {
  let now = start;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}

describe('CountDownTimer', () => {
  it('newTimer returns true and isCancelled turns true after time * 1000 ms', () => {
    const { clock, advance } = fakeClock();
    const t = new CountDownTimer(clock);
    expect(t.multiplier).toBe(1000);
    expect(t.newTimer(60)).toBe(true);
    expect(t.isCancelled()).toBe(false);
    expect(t.secondsLeft()).toBe(60);
    advance(1);
    expect(t.secondsLeft()).toBe(59); // rounded down: 59.999 s are not 60 whole seconds
    advance(59_998);
    expect(t.isCancelled()).toBe(false);
    expect(t.secondsLeft()).toBe(0);
    advance(1);
    expect(t.isCancelled()).toBe(true);
    expect(t.secondsLeft()).toBe(0);
    advance(10_000);
    expect(t.secondsLeft()).toBe(0);
  });

  it('regression: "60 seconds to spare" after time had passed (secondsLeft rounded up)', () => {
    const { clock, advance } = fakeClock();
    const t = new CountDownTimer(clock);
    t.newTimer(60);
    advance(400);
    expect(t.secondsLeft()).toBe(59);
    advance(1000);
    expect(t.secondsLeft()).toBe(58);
  });

  it('newTimer(0) is cancelled at once', () => {
    const t = new CountDownTimer(fakeClock().clock);
    expect(t.newTimer(0)).toBe(true);
    expect(t.isCancelled()).toBe(true);
  });

  it('newTimer restarts the count', () => {
    const { clock, advance } = fakeClock();
    const t = new CountDownTimer(clock);
    t.newTimer(1);
    advance(5000);
    expect(t.isCancelled()).toBe(true);
    t.newTimer(1);
    expect(t.isCancelled()).toBe(false);
  });

  it('newTimer(t < 0) throws IllegalArgumentException and changes nothing', () => {
    const { clock, advance } = fakeClock();
    const t = new CountDownTimer(clock);
    t.newTimer(10);
    advance(4000);
    for (const bad of [-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => t.newTimer(bad)).toThrow(IllegalArgumentException);
    }
    expect(() => t.newTimer(-1)).toThrow(expect.objectContaining({ code: 'IllegalArgumentException' }));
    expect(t.secondsLeft()).toBe(6);
  });

  it('isCancelled before newTimer throws a clear error', () => {
    expect(() => new CountDownTimer(fakeClock().clock).isCancelled()).toThrow(/newTimer/);
  });

  it('runs on the system clock by default', () => {
    const t = new CountDownTimer();
    t.newTimer(3600);
    expect(t.isCancelled()).toBe(false);
  });
});

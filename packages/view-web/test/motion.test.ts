import { describe, expect, it } from 'vitest';
import { createMotion, flip, MAX_ANIMATIONS, type Motion, REDUCED_FADE_MS } from '../src/index.js';

/**
 * A stand-in for Web Animations in Node: an animation runs until `tick` passes its end, or until
 * `finish`/`cancel`; an endless one throws on `finish`, as the API does.
 */
class FakeAnimation extends EventTarget {
  playState: AnimationPlayState = 'running';
  readonly finished: Promise<FakeAnimation>;
  #done!: (a: FakeAnimation) => void;
  #fail!: (e: unknown) => void;
  constructor(
    readonly keyframes: unknown,
    readonly timing: KeyframeAnimationOptions,
  ) {
    super();
    this.finished = new Promise((ok, fail) => {
      this.#done = ok;
      this.#fail = fail;
    });
    // As in browsers, a cancelled animation's rejected promise is not an unhandled rejection.
    this.finished.catch(() => undefined);
  }
  finish(): void {
    if (this.timing.iterations === Number.POSITIVE_INFINITY) throw new DOMException('endless', 'InvalidStateError');
    this.playState = 'finished';
    this.#done(this);
    this.dispatchEvent(new Event('finish'));
  }
  cancel(): void {
    this.playState = 'idle';
    this.#fail(new DOMException('cancelled', 'AbortError'));
    this.dispatchEvent(new Event('cancel'));
  }
}

/** An element with a place on the page (moved by `moveTo`) and the animations started on it. */
class FakeElement {
  readonly animations: FakeAnimation[] = [];
  isConnected = true;
  constructor(
    public left = 0,
    public top = 0,
  ) {}
  getBoundingClientRect(): DOMRect {
    return { left: this.left, top: this.top, width: 10, height: 10 } as DOMRect;
  }
  animate(keyframes: unknown, timing: KeyframeAnimationOptions): FakeAnimation {
    const a = new FakeAnimation(keyframes, timing);
    this.animations.push(a);
    return a;
  }
}

const el = (left = 0, top = 0): FakeElement & Element => new FakeElement(left, top) as FakeElement & Element;

function motionWith(reduced: boolean, pace = 1): Motion {
  return createMotion({ reduced: () => reduced, pace: () => pace });
}

describe('issue 35.1: motion (createMotion)', () => {
  it('issue 35.1: an animation runs with its duration and delay times the pace, and is counted until it ends', async () => {
    const m = motionWith(false, 0.5);
    const e = el();
    const a = m.animate(e, [{ transform: 'scale(0)' }, { transform: 'none' }], { duration: 300, delay: 40 });
    expect(a).not.toBeNull();
    expect(e.animations[0]?.timing).toMatchObject({ duration: 150, delay: 20 });
    expect(m.running).toBe(1);
    e.animations[0]?.finish();
    expect(m.running).toBe(0);
    await m.idle();
  });

  it('issue 35.1: finishAll ends every running animation at once, an endless one by cancelling it', () => {
    const m = motionWith(false);
    const e = el();
    m.animate(e, { opacity: [0, 1] }, { duration: 1000 });
    m.animate(e, { opacity: [1, 0.5] }, { duration: 1000, iterations: Number.POSITIVE_INFINITY });
    expect(m.running).toBe(2);
    m.finishAll();
    expect(e.animations.map((a) => a.playState)).toEqual(['finished', 'idle']);
    expect(m.running).toBe(0);
  });

  it('issue 35.1: idle waits for every animation, including one started while it waits', async () => {
    const m = motionWith(false);
    const e = el();
    m.animate(e, { opacity: [0, 1] }, { duration: 100 });
    let resolved = false;
    const done = m.idle().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    m.animate(e, { opacity: [0, 1] }, { duration: 100 });
    e.animations[0]?.finish();
    await new Promise((ok) => setTimeout(ok, 0));
    expect(resolved).toBe(false);
    e.animations[1]?.cancel();
    await done;
    expect(resolved).toBe(true);
  });

  it('issue 35.1: reduced motion drops movement and keeps at most a 100 ms fade', () => {
    const m = motionWith(true, 2);
    const e = el();
    // Movement alone: nothing runs, the change is instant.
    expect(m.animate(e, [{ transform: 'translate(40px, 0)' }, { transform: 'none' }], { duration: 300 })).toBeNull();
    // Movement and a fade: the fade alone, shortened to the limit, with no delay and one iteration.
    const a = m.animate(
      e,
      [
        { transform: 'scale(0)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 400, delay: 200, iterations: 3 },
    );
    expect(a).not.toBeNull();
    expect(e.animations).toHaveLength(1);
    expect(e.animations[0]?.keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(e.animations[0]?.timing).toMatchObject({ duration: REDUCED_FADE_MS, delay: 0, iterations: 1 });
    // Property-indexed keyframes, and colour changes (a tide flooding a tile) are kept too.
    m.animate(e, { fill: ['#0a0', '#00a'], transform: ['scale(1.2)', 'none'] }, { duration: 30 });
    expect(e.animations[1]?.keyframes).toEqual({ fill: ['#0a0', '#00a'] });
    expect(e.animations[1]?.timing.duration).toBe(60);
    // A zero duration stays instant.
    expect(m.animate(e, { opacity: [0, 1] }, { duration: 0 })).toBeNull();
  });

  it('issue 35.1: reduced and pace are read when each animation starts', () => {
    let reduced = false;
    const m = createMotion({ reduced: () => reduced });
    const e = el();
    expect(m.pace).toBe(1);
    m.animate(e, [{ transform: 'scale(0)' }, { transform: 'none' }], { duration: 200 });
    reduced = true;
    expect(m.reduced).toBe(true);
    expect(m.animate(e, [{ transform: 'scale(0)' }, { transform: 'none' }], { duration: 200 })).toBeNull();
    expect(e.animations).toHaveLength(1);
  });

  it('issue 35.1: delay(ms) is when something timed with the animations happens: ms times the pace, 0 when reduced', () => {
    expect(motionWith(false).delay(80)).toBe(80);
    expect(motionWith(false, 1.6).delay(80)).toBeCloseTo(128);
    expect(motionWith(false, 0.5).delay(80)).toBe(40);
    expect(motionWith(true, 1.6).delay(80)).toBe(0);
    // A bad delay is no wait at all, never a negative or endless one.
    expect(motionWith(false).delay(-5)).toBe(0);
    expect(motionWith(false).delay(Number.NaN)).toBe(0);
    expect(motionWith(false).delay(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('issue 35.1: a bad pace is held to a sane range; no Web Animations means nothing runs', () => {
    expect(motionWith(false, Number.NaN).pace).toBe(1);
    expect(motionWith(false, -3).pace).toBeGreaterThan(0);
    expect(motionWith(false, 1e9).pace).toBeLessThanOrEqual(10);
    const bare = { getBoundingClientRect: () => ({}) } as unknown as Element;
    expect(motionWith(false).animate(bare, { opacity: [0, 1] }, { duration: 10 })).toBeNull();
  });

  it('issue 35.1: the number of tracked animations is limited; past it the oldest finishes', () => {
    const m = motionWith(false);
    const e = el();
    for (let i = 0; i <= MAX_ANIMATIONS; i++) m.animate(e, { opacity: [0, 1] }, { duration: 1000 });
    expect(m.running).toBe(MAX_ANIMATIONS);
    expect(e.animations[0]?.playState).toBe('finished');
    expect(e.animations[1]?.playState).toBe('running');
  });
});

describe('issue 35.1: flip', () => {
  it('issue 35.1: each element that moved is animated from its old place to its new one', () => {
    const m = motionWith(false);
    const a = el(0, 0);
    const b = el(50, 50);
    const c = el(5, 5);
    const moves = flip(m, [a, b, c], () => {
      a.left = 100;
      a.top = 20;
      c.isConnected = false; // removed by the change
    });
    expect(a.animations).toHaveLength(1);
    // What it set travelling is returned: the moved element and its animation, no other.
    expect(moves).toHaveLength(1);
    expect(moves[0]?.element).toBe(a);
    expect(moves[0]?.animation).toBe(a.animations[0]);
    expect(a.animations[0]?.keyframes).toEqual([{ transform: 'translate(-100px, -20px)' }, { transform: 'none' }]);
    expect(b.animations).toHaveLength(0); // did not move
    expect(c.animations).toHaveLength(0);
    expect(m.running).toBe(1);
  });

  it('issue 35.1: match finds the element that replaced an old one; options set the timing', () => {
    const m = motionWith(false);
    const old = el(10, 10);
    const replacement = el(10, 90);
    flip(m, [old], () => undefined, { match: () => replacement, duration: 120 });
    expect(replacement.animations[0]?.keyframes).toEqual([
      { transform: 'translate(0px, -80px)' },
      { transform: 'none' },
    ]);
    expect(replacement.animations[0]?.timing.duration).toBe(120);
  });

  it('issue 35.1: under reduced motion the change runs and nothing is measured or animated', () => {
    const m = motionWith(true);
    let measured = 0;
    const e = el();
    const spy = Object.assign(e, {
      getBoundingClientRect: () => {
        measured++;
        return {} as DOMRect;
      },
    });
    let changed = false;
    const moves = flip(m, [spy], () => {
      changed = true;
    });
    expect(changed).toBe(true);
    expect(measured).toBe(0);
    expect(moves).toEqual([]);
    expect(e.animations).toHaveLength(0);
  });
});

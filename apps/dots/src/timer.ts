/**
 * The CountDownTimer module. Input is read synchronously, so the timer is a
 * clock comparison, not a callback: isCancelled() is true once `time`
 * seconds have passed on the clock since newTimer(time).
 *
 * ```ts
 * import { CountDownTimer } from '@arcade/dots';
 * let now = 0;
 * const timer = new CountDownTimer(() => now); // a clock in milliseconds
 * timer.newTimer(60); // true: running
 * now = 59_999;
 * timer.isCancelled(); // false
 * now = 60_000;
 * timer.isCancelled(); // true
 * ```
 */
import { IllegalArgumentException } from '@arcade/model-twodots';

/** A clock in milliseconds that never goes backwards. */
export type Clock = () => number;

/** The process's monotonic clock. */
export const systemClock: Clock = () => performance.now();

export class CountDownTimer {
  /** The MIS's multiplier: seconds to clock milliseconds. */
  readonly multiplier = 1000;
  readonly #clock: Clock;
  #start: number | null = null;
  #time = 0;

  /** A clock that is not a function throws IllegalArgumentException. */
  constructor(clock: Clock = systemClock) {
    if (typeof clock !== 'function') {
      throw new IllegalArgumentException(
        `CountDownTimer: the clock must be a function returning milliseconds, got ${typeof clock}`,
      );
    }
    this.#clock = clock;
  }

  /**
   * newTimer(time): starts counting down `time` seconds from now; returns
   * ¬cancelled (true). A negative or non-finite time, or a clock reading
   * that is not a finite number, throws IllegalArgumentException and leaves
   * the timer as it was.
   */
  newTimer(time: number): boolean {
    if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) {
      throw new IllegalArgumentException(`newTimer: time must be a number of seconds >= 0, got ${String(time)}`);
    }
    const start = this.#now();
    this.#start = start;
    this.#time = time;
    return true;
  }

  /** isCancelled(): whether `time` seconds have passed. Throws before newTimer. */
  isCancelled(): boolean {
    return this.#elapsed() >= this.#time * this.multiplier;
  }

  /**
   * Whole seconds left, rounded down (59.9 s left is 59): a prompt or a
   * "to spare" never promises a second that is not all there; 0 once
   * cancelled.
   */
  secondsLeft(): number {
    return Math.max(0, Math.floor((this.#time * this.multiplier - this.#elapsed()) / this.multiplier));
  }

  /**
   * Whole seconds left, rounded up (59.1 s left is 60): TimedStrategy's
   * first prompt, written a few milliseconds after newTimer, says the
   * seconds the game was given; 0 once cancelled. Throws before newTimer.
   */
  secondsLeftRoundedUp(): number {
    return Math.max(0, Math.ceil((this.#time * this.multiplier - this.#elapsed()) / this.multiplier));
  }

  #elapsed(): number {
    if (this.#start === null) throw new Error('CountDownTimer: call newTimer(time) first');
    return this.#now() - this.#start;
  }

  /**
   * One clock reading, checked: NaN would make every comparison false and
   * the timed game endless, so anything but a finite number throws.
   */
  #now(): number {
    const t: unknown = this.#clock();
    if (typeof t !== 'number' || !Number.isFinite(t)) {
      throw new IllegalArgumentException(
        `CountDownTimer: the clock must return a finite number of milliseconds, got ${typeof t === 'number' ? String(t) : typeof t}`,
      );
    }
    return t;
  }
}

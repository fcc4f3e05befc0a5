import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDelay, rateGate, throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle (scroll handling, 500 ms)', () => {
  it('runs at once, then once at the end of the window however many calls came in it', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let t = 0; t < 10; t++) {
      vi.advanceTimersByTime(40);
      throttled();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // 500 ms after the first run: the trailing run measures the last state
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('runs at once again after a quiet 500 ms', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('rateGate (click throttle, 500 ms)', () => {
  it('lets the first click through and refuses the next ones for 500 ms', () => {
    const allow = rateGate(500);
    expect(allow()).toBe(true);
    vi.advanceTimersByTime(499);
    expect(allow()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allow()).toBe(true);
  });
});

describe('afterDelay (link re-decoration, 1000 ms)', () => {
  it('runs once, 1000 ms after the first call of a burst, and later bursts do not postpone it', () => {
    const fn = vi.fn();
    const later = afterDelay(fn, 1000);
    later();
    vi.advanceTimersByTime(600);
    later();
    vi.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    later();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

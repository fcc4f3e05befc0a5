import { describe, expect, it } from 'vitest';
import { laidOutLate } from './late-layout';

describe('laidOutLate', () => {
  it('lays out the first and the last screens at once, the middle late', () => {
    const late = Array.from({ length: 12 }, (_, i) =>
      laidOutLate(i, 12, { firstScreen: 3, lastScreen: 4 }),
    );
    expect(late.map((l) => (l ? 'L' : '-')).join('')).toBe('---LLLLL----');
  });

  it('without a pager after the list, only the first screen is at once', () => {
    expect([0, 2, 3, 5].map((i) => laidOutLate(i, 6, { firstScreen: 3 }))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('a list shorter than both screens is laid out at once', () => {
    expect(
      [0, 1, 2, 3, 4].map((i) => laidOutLate(i, 5, { firstScreen: 3, lastScreen: 6 })),
    ).toEqual([false, false, false, false, false]);
  });
});

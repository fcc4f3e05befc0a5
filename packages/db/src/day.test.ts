import { describe, expect, it } from 'vitest';
import { dayAtOffset, dayOf, tokyoDayOf, tokyoTime } from './day';

const at = (day: (d: Date) => string, iso: string) => day(new Date(iso));

describe('the day of a moment', () => {
  it('is the UTC day the daily tables store', () => {
    expect(at(dayOf, '2030-03-09T23:59:59.999Z')).toBe('2030-03-09');
    expect(at(dayOf, '2030-03-10T00:00:00.000Z')).toBe('2030-03-10');
    expect(at(dayOf, '1969-12-31T23:59:59.999Z')).toBe('1969-12-31');
  });

  it('turns at 15:00 UTC nine hours ahead (Asia/Tokyo), whichever day was asked before', () => {
    const tokyo = dayAtOffset(9 * 3_600_000);
    expect(at(tokyo, '2030-03-09T14:59:59.999Z')).toBe('2030-03-09');
    expect(at(tokyo, '2030-03-09T15:00:00.000Z')).toBe('2030-03-10');
    // Back across the turn, then forward again, then far away: each answer is its own day's.
    expect(at(tokyo, '2030-03-09T14:59:59.999Z')).toBe('2030-03-09');
    expect(at(tokyo, '2030-03-10T14:59:59.999Z')).toBe('2030-03-10');
    expect(at(tokyo, '2030-03-10T15:00:00.000Z')).toBe('2030-03-11');
    expect(at(tokyo, '1969-12-31T14:00:00.000Z')).toBe('1969-12-31');
    expect(at(tokyo, '1969-12-31T15:00:00.000Z')).toBe('1970-01-01');
    expect(at(tokyo, '2030-12-31T15:00:00.000Z')).toBe('2031-01-01');
  });

  it('refuses an invalid date, and answers the next valid one', () => {
    expect(() => dayOf(new Date(Number.NaN))).toThrow(RangeError);
    expect(at(dayOf, '2030-03-09T00:00:00Z')).toBe('2030-03-09');
  });
});

describe('a moment as the operators read it', () => {
  it('is Japan wall-clock time, never the UTC instant cut short', () => {
    expect(tokyoTime('2026-12-01T02:51:09.000Z')).toBe('2026-12-01 11:51');
    expect(tokyoTime('2026-12-01T15:00:00.000Z')).toBe('2026-12-02 00:00');
    expect(tokyoDayOf(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
  });
});

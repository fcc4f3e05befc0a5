import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../tokyo';
import { periodPair } from './period';

describe('a period at the ends of the calendar', () => {
  // Year 0000's previous period begins in year -1, whose ISO text ('-000001-12-31') addDays
  // turned back into the same day: the dashboard's day loop never ended, and one GET ran a
  // render worker out of memory.
  it.each([
    ['0000-01-01', '0000-01-02'],
    ['0000-01-01', '0000-01-01'],
    ['9999-12-30', '9999-12-31'],
  ])('refuses %s to %s as a bad day, rather than loop', (from, to) => {
    expect(periodPair({ from, to })).toEqual({ ok: false, error: 'bad-day' });
  });

  it('still takes any day the analytics can hold', () => {
    expect(periodPair({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({ ok: true });
  });

  it('never steps outside four-digit years', () => {
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => daysBetween('9999-12-30', '9999-12-31')).not.toThrow();
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

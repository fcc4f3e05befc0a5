import { describe, expect, it } from 'vitest';
import { formatTokyo, formatTokyoDate, isoToTokyoInput, tokyoInputToIso } from './tokyo-time';

describe('Tokyo time for scheduling', () => {
  it('reads an entered time as Japan time, whatever the machine zone', () => {
    expect(tokyoInputToIso('2026-11-26T10:00')).toBe('2026-11-26T01:00:00.000Z');
    expect(tokyoInputToIso('2026-01-01T08:30:15')).toBe('2025-12-31T23:30:15.000Z');
  });

  it('refuses what is not a time on the calendar', () => {
    expect(tokyoInputToIso('2026-02-30T10:00')).toBeNull();
    expect(tokyoInputToIso('tomorrow')).toBeNull();
    expect(tokyoInputToIso('')).toBeNull();
  });

  it('shows an instant in Japan time, both for the input and for people', () => {
    expect(isoToTokyoInput('2026-11-26T01:00:00.000Z')).toBe('2026-11-26T10:00');
    expect(formatTokyo('2026-11-26T01:00:00.000Z', 'ja')).toContain('10:00');
    expect(formatTokyo('2026-11-26T01:00:00.000Z', 'ja')).toContain('日本時間');
    expect(formatTokyo('2026-11-25T15:30:00.000Z', 'en')).toMatch(/Nov 26, 2026.*00:30 JST/);
  });

  it('dates an instant by its day in Japan, not in UTC', () => {
    // 01:30 on the 26th in Tokyo is still the 25th in UTC.
    expect(formatTokyoDate('2026-11-25T16:30:00.000Z', 'ja')).toBe('2026/11/26');
    expect(formatTokyoDate('2026-11-25T16:30:00.000Z', 'en')).toBe('Nov 26, 2026');
    expect(formatTokyoDate('2026-11-25T14:59:00.000Z', 'ja')).toBe('2026/11/25');
  });
});

import { z } from 'zod';
import { addDays, tokyoDayOf, tokyoDayStart } from '../tokyo';

/** The longest period the console shows at once. */
export const MAX_PERIOD_DAYS = 366;

const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  });

/** A day that exists, written YYYY-MM-DD (Date.parse takes 2026-02-30 as March 2). */
export const isCalendarDay = (day: string): boolean => DAY.safeParse(day).success;

/** Tokyo days, inclusive; `previous` is the same number of days just before. */
export type Period = { from: string; to: string; days: number };
export type PeriodPair = { current: Period; previous: Period };

export type PeriodError = 'bad-day' | 'reversed' | 'too-long';

/**
 * The period an operator picked (query parameters): days in Asia/Tokyo, `to` defaults to today,
 * `from` to 27 days before `to` (four weeks); the previous period is as long and ends the day
 * before `from`, so the two are compared day for day.
 */
export function periodPair(
  input: { from?: string | null; to?: string | null },
  now = new Date(),
): { ok: true; value: PeriodPair } | { ok: false; error: PeriodError } {
  const to = input.to || tokyoDayOf(now);
  const from = input.from || addDays(to, -27);
  if (!isCalendarDay(to) || !isCalendarDay(from)) return { ok: false, error: 'bad-day' };
  if (from > to) return { ok: false, error: 'reversed' };
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > MAX_PERIOD_DAYS) return { ok: false, error: 'too-long' };
  let previous: Period;
  try {
    previous = { from: addDays(from, -days), to: addDays(from, -1), days };
    addDays(to, 1); // the period's end (instantsOf): a day after `to` must exist too
  } catch {
    return { ok: false, error: 'bad-day' }; // at the calendar's ends: no previous period
  }
  return { ok: true, value: { current: { from, to, days }, previous } };
}

/** The default period (the last four weeks to today), for when what was asked is unusable. */
export function defaultPeriod(now = new Date()): PeriodPair {
  const pair = periodPair({}, now);
  if (!pair.ok) throw new Error('the default period is always valid');
  return pair.value;
}

/** The period's bounds as UTC instants: [start of `from`, start of the day after `to`). */
export const instantsOf = (p: { from: string; to: string }) => ({
  since: tokyoDayStart(p.from),
  until: tokyoDayStart(addDays(p.to, 1)),
});

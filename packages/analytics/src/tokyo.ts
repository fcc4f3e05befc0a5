import { TOKYO_OFFSET_MS, tokyoDayOf, tokyoTime } from '@tsuzuri/db/day';

/**
 * The console's days are Asia/Tokyo days (docs/analytics.md#tokyo-days): a fixed offset
 * (@tsuzuri/db/day, where the day and the wall-clock time of a moment are made for every package).
 */
export { tokyoDayOf, tokyoTime };

const DAY_MS = 86_400_000;

/** The first moment of a Tokyo day, as an ISO string in UTC (2030-03-10 → 2030-03-09T15:00:00.000Z). */
export const tokyoDayStart = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS).toISOString();

/**
 * The Tokyo day `n` days after `day` (n may be negative). Outside four-digit years ISO writes
 * '-000001-12-31' or '+010000-01-01', whose first ten characters read back as the same day: a
 * RangeError instead, so no loop over days can stall there.
 */
export function addDays(day: string, n: number): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString();
  if (!/^\d{4}-/.test(next)) throw new RangeError(`no four-digit day ${n} days after ${day}`);
  return next.slice(0, 10);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

/** The Tokyo day of a UTC hour "YYYY-MM-DDTHH" (what conversions are grouped by in SQL). */
export const tokyoDayOfUtcHour = (hour: string): string => tokyoDayOf(new Date(`${hour}:00:00Z`));

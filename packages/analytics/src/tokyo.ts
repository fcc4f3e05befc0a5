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

/** The Tokyo day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The Tokyo day of a UTC hour "YYYY-MM-DDTHH" (what conversions are grouped by in SQL). */
export const tokyoDayOfUtcHour = (hour: string): string => tokyoDayOf(new Date(`${hour}:00:00Z`));

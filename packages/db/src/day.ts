const DAY_MS = 86_400_000;

/**
 * The calendar day (YYYY-MM-DD) of a moment at a fixed offset from UTC: 0 for the days the
 * daily tables store, nine hours for Asia/Tokyo (the console's). The analytics batch asks
 * several times per event, and events come in time order: the last day computed answers nearly
 * every call without formatting a Date. An invalid date throws RangeError, as toISOString does.
 * Imports nothing: the console's browser code uses it too.
 */
export function dayAtOffset(offsetMs: number): (d: Date) => string {
  let start = 0;
  let end = 0;
  let day = '';
  return (d) => {
    const t = d.getTime() + offsetMs;
    if (!(t >= start && t < end)) {
      const first = Math.floor(t / DAY_MS) * DAY_MS;
      day = new Date(first).toISOString().slice(0, 10);
      start = first;
      end = first + DAY_MS;
    }
    return day;
  };
}

/** The UTC day of a moment, as the daily tables store it: YYYY-MM-DD. */
export const dayOf = dayAtOffset(0);

/**
 * Japan's offset: the console's and the operators' days and times are Asia/Tokyo's. Japan has
 * kept UTC+9 without daylight saving since 1951, so a fixed offset is exact.
 */
export const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** YYYY-MM-DD of the moment in Asia/Tokyo. */
export const tokyoDayOf = dayAtOffset(TOKYO_OFFSET_MS);

/**
 * An ISO time as Tokyo wall-clock "YYYY-MM-DD HH:mm" (CSV, screens, the command-line tools), or
 * "YYYY-MM-DD HH:mm:ss" to the second (the audit log): never the UTC instant cut short, which
 * reads as a local time nine hours off.
 */
export const tokyoTime = (iso: string, to: 'minute' | 'second' = 'minute'): string =>
  new Date(Date.parse(iso) + TOKYO_OFFSET_MS)
    .toISOString()
    .slice(0, to === 'second' ? 19 : 16)
    .replace('T', ' ');

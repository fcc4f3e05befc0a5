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

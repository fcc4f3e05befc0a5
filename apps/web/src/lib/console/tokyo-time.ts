/**
 * Scheduled times are shown and entered in Asia/Tokyo whatever the editor's computer says
 * (docs/product.md): the site's readers and its editors work in Japan time. Japan has no
 * daylight saving time, so the offset is a constant +09:00.
 */
const OFFSET = '+09:00';
const OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `<input type="datetime-local">` value read as Tokyo time → an ISO instant, or null. */
export function tokyoInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  // new Date() rolls 2026-02-30 over to March: refuse a date that is not on the calendar.
  if (isoToTokyoInput(date.toISOString()).slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return date.toISOString();
}

/** An ISO instant → the `datetime-local` value showing it in Tokyo time (to the minute). */
export function isoToTokyoInput(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * An instant as people read it: `2026/11/26 10:00 (日本時間)` or `Nov 26, 2026, 10:00 JST`;
 * `withZone: false` where a column header already says the time is Japan time.
 */
export function formatTokyo(iso: string, locale: 'ja' | 'en', withZone = true): string {
  const text = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
  if (!withZone) return text;
  return locale === 'ja' ? `${text} (日本時間)` : `${text} JST`;
}

/**
 * The day of an instant in Japan, as people read it: `2026/11/26` or `Nov 26, 2026`. Never the
 * first ten characters of the ISO string: that is the UTC day, a day early before 09:00 in Japan.
 */
export function formatTokyoDate(iso: string, locale: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
  }).format(new Date(iso));
}

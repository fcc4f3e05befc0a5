/**
 * One formatter per locale, made once: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a listing page formats dozens of dates (it showed in render profiles).
 * Locales are the site's configured few, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : locale, {
      year: 'numeric',
      month: locale === 'ja' ? 'numeric' : 'short',
      day: 'numeric',
      timeZone: 'Asia/Tokyo',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A date as readers of the locale write it, in Japan's time zone (the site's home). */
export function FormattedDate({ iso, locale }: { iso: string; locale: string }) {
  return <time dateTime={iso}>{formatterFor(locale).format(new Date(iso))}</time>;
}

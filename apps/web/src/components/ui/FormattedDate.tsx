/** A date as readers of the locale write it, in Japan's time zone (the site's home). */
export function FormattedDate({ iso, locale }: { iso: string; locale: string }) {
  const text = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : locale, {
    year: 'numeric',
    month: locale === 'ja' ? 'numeric' : 'short',
    day: 'numeric',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

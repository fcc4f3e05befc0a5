import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // One bundle per area, so the forms' texts live beside, not inside, the site's.
    messages: {
      ...(await import(`../../messages/${locale}.json`)).default,
      ...(await import(`../../messages/${locale}.comments.json`)).default,
      ...(await import(`../../messages/${locale}.contact.json`)).default,
    },
    timeZone: 'Asia/Tokyo',
  };
});

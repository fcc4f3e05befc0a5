import { defineRouting } from 'next-intl/routing';

/**
 * Every locale the app has messages for. Which of them are served is configuration
 * (SITE_LOCALES, default "ja"), enforced at run time by proxy.ts and the locale layout: the
 * browser bundle cannot read server configuration, so routing itself knows all of them.
 */
export const routing = defineRouting({
  locales: ['ja', 'en'],
  defaultLocale: 'ja',
  // The default locale has no prefix; cached HTML must never depend on a cookie or a header.
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // We write hreflang alternates ourselves (only for locales that have the page).
  alternateLinks: false,
});

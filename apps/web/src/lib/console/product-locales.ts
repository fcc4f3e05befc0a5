import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';

/**
 * The languages the product form edits, the default first: every language the site can have,
 * not only the ones it serves now, so the shipped English texts are kept (and editable) on a
 * Japanese-only site and are ready when English is switched on.
 */
export function productLocales(): string[] {
  const main = siteConfig().defaultLocale;
  return [main, ...SUPPORTED_LOCALES.filter((l) => l !== main)];
}

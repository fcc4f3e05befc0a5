import { siteConfig } from '@tsuzuri/config';

/** An article's public path: /{slug} in the default locale, /{locale}/{slug} in the others. */
export function articlePath(slug: string, locale: string): string {
  return locale === siteConfig().defaultLocale ? `/${slug}` : `/${locale}/${slug}`;
}

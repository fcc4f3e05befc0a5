/**
 * The locale rule for the first path segment (docs/product.md#locales): it is a locale only if configured, and
 * digits are stripped from it first ("/en2/x" means "/en/x"). Pure, so the proxy and the tests
 * share it.
 */
export type LocaleDecision =
  | { kind: 'pass' }
  /** A configured locale written with digits: send the visitor to the clean URL. */
  | { kind: 'redirect'; location: string }
  /** Looks like a locale the site does not serve: treat it as an ordinary (unknown) slug. */
  | { kind: 'not-a-locale' };

export function decideLocaleSegment(
  pathname: string,
  opts: { configured: readonly string[]; supported: readonly string[]; defaultLocale: string },
): LocaleDecision {
  const [, first = '', ...rest] = pathname.split('/');
  const stripped = first.replace(/\d+/g, '');
  if (stripped !== first && /^[a-z]{2}$/.test(stripped) && opts.configured.includes(stripped)) {
    // One leading slash, whatever the request had ("/ja2//evil.example"): "//host" or "/\\host"
    // in Location is another site.
    const tail = rest.length ? `/${rest.join('/')}`.replace(/^[/\\]+/, '/') : '';
    const prefix = stripped === opts.defaultLocale ? '' : `/${stripped}`;
    return { kind: 'redirect', location: `${prefix}${tail}` || '/' };
  }
  if (opts.supported.includes(first) && !opts.configured.includes(first))
    return { kind: 'not-a-locale' };
  return { kind: 'pass' };
}

/** "/en" prefix for a non-default locale, "" for the default one. */
export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

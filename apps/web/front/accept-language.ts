import { preferredLanguages } from '@/lib/http/quality-list';

/**
 * The home-page redirect (docs/product.md#locales): the first Accept-Language entry, unless it is Simplified
 * Chinese, cut to its first two letters, when it is a served locale other than the default.
 * "First" in the visitor's order of preference: the most weighted entry (browsers list them that
 * way); a language refused with q=0 is never chosen. Returns the locale to send the visitor to,
 * or null to serve the default home.
 */
const SIMPLIFIED_CHINESE = /^zh(-(cn|sg|my|hans)(-.*)?)?$/i;

export function homeRedirectLocale(
  acceptLanguage: string | undefined,
  opts: { configured: readonly string[]; defaultLocale: string },
): string | null {
  const first = preferredLanguages(acceptLanguage)[0] ?? '';
  if (first.length < 2 || SIMPLIFIED_CHINESE.test(first)) return null;
  const code = first.slice(0, 2).toLowerCase();
  if (!/^[a-z]{2}$/.test(code) || code === opts.defaultLocale || !opts.configured.includes(code))
    return null;
  return code;
}

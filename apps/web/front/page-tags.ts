import { tags } from '@tsuzuri/content/cache-tags';

/**
 * The cache tags of a page, derived from its URL (pages cannot set response headers from a
 * Server Component, and the URL says everything that decides what a page shows). Every page
 * carries its locale's navigation and sidebar lists.
 */
export function pageTags(url: string, opts: { configured: readonly string[]; defaultLocale: string }): string[] {
  const parsed = new URL(url, 'http://front.invalid');
  const segments = parsed.pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const locale = segments[0] && segments[0] !== opts.defaultLocale && opts.configured.includes(segments[0]) ? segments.shift()! : opts.defaultLocale;
  const out = new Set([tags.locale(locale), tags.latest(locale), tags.popular(locale)]);
  const [first, ...rest] = segments;
  const category = parsed.searchParams.get('category');

  if (first === 'blog') {
    out.add(tags.blog(locale));
    out.add(tags.category('blog'));
  } else if ((first === 'by-latest' || first === 'by-popularity') && category) {
    out.add(tags.category(category));
  } else if (first === 'privacy-policy' || first === 'resource') {
    out.add(tags.article(first));
  } else if (first && !['by-latest', 'by-popularity', 'search-result', 'contact', 'pagelink', 'ping', 'error-404'].includes(first) && rest.length <= 1) {
    // "/{slug}" is a category or an article: tag both, a write to either refreshes it.
    out.add(tags.article(first));
    out.add(tags.category(first));
  }
  return [...out];
}

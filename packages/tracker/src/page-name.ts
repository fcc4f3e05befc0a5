/**
 * The tracking page name of a path, as the browser tracker reports it. The site's own rule is
 * apps/web/src/lib/site-routes.ts (`pageName`); this is its tiny copy for the tracker bundle, and
 * apps/web/src/lib/site-routes.test.ts proves both agree for every route. Blog pages
 * collapse to "blog", by-latest and by-popularity pages to "index", a trailing "-new" plus one or
 * two digits is removed from article names, and hyphens become underscores.
 */
export function trackingPageName(pathname: string, locales: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length && locales.includes(segments[0])) segments.shift();
  const [first] = segments;
  if (!first) return 'index';
  if (first === 'blog') return 'blog';
  if (first === 'by-latest' || first === 'by-popularity') return 'index';
  return first.replace(/-new\d{1,2}$/, '').replace(/-/g, '_');
}

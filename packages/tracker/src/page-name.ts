/**
 * The tracking page name of a path, shared by the browser tracker and the server (route guard,
 * analytics rollups; apps/web/src/lib/page-name.ts re-exports it): blog pages
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

/**
 * The site's robots.txt (docs/routes.md). Crawlers stay off what is not content — the JSON and
 * form endpoints, the consoles, /cookie_set, the download and buy links (a crawler following
 * them would only be redirected, and bots are not counted) — and find every page through the
 * sitemap. Search
 * result pages are not blocked here: the first page of a query with results may be indexed, and
 * the rest say noindex themselves, which a crawler can only read if it may fetch them (a blocked
 * URL can still be indexed from links, without its noindex).
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/cookie_set',
  '/index.php/',
  '/category/list',
  '/article/recently_top_article',
  // With and without a locale prefix (`*` is understood by the major crawlers).
  '/mlink/',
  '/checkout.htm',
  '/order/subscribe.php',
  '/*/mlink/',
  '/*/checkout.htm',
  '/*/order/subscribe.php',
];

export function renderRobots(siteUrl: string): string {
  const lines = [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl)}`,
  ];
  return `${lines.join('\n')}\n`;
}

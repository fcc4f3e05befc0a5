/**
 * Cache tags: the one list of names a stored page can carry and a content write can purge.
 * The front server (apps/web/server.ts) tags pages from their URL with these; write paths
 * return the tags they touched. Listing tags are per locale: a Japanese article never
 * purges English pages.
 */
export const tags = {
  article: (slug: string) => `article:${slug}`,
  category: (uid: string) => `category:${uid}`,
  /** Every page of a locale: the header navigation and sidebars appear on all of them. */
  locale: (locale: string) => `locale:${locale}`,
  /** Pages that show "the latest" articles (home, sidebars, by-latest, search, link page). */
  latest: (locale: string) => `list:latest:${locale}`,
  /** Pages that show "the most popular" articles (home, sidebars, by-popularity). */
  popular: (locale: string) => `list:popular:${locale}`,
  blog: (locale: string) => `list:blog:${locale}`,
  sitemap: 'sitemap',
} as const;

/**
 * The tags an article write touches: its own pages, its category pages, the listings of its
 * locale and the sitemap. (Every page of the locale carries the latest/popular sidebars, so in
 * practice a write refreshes that locale; the tags still say exactly why.)
 */
export function articleWriteTags(a: { slug: string; locale: string; categoryUids: string[] }): string[] {
  return [
    tags.article(a.slug),
    ...a.categoryUids.map(tags.category),
    tags.latest(a.locale),
    tags.popular(a.locale),
    tags.blog(a.locale),
    tags.sitemap,
  ];
}

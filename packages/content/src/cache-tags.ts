/**
 * Cache tags: the one list of names a stored page can carry and a content write can purge.
 * The front page cache (apps/web/server.ts) stores pages with these; write paths return them.
 */
export const tags = {
  article: (slug: string) => `article:${slug}`,
  category: (uid: string) => `category:${uid}`,
  locale: (locale: string) => `locale:${locale}`,
  /** Listing kinds: every page that shows "the latest" or "the most popular" articles. */
  latest: 'list:latest',
  popular: 'list:popular',
  blog: 'list:blog',
  navigation: 'navigation',
  sitemap: 'sitemap',
} as const;

/** The tags an article write touches: its own pages, its category pages and every listing. */
export function articleWriteTags(a: { slug: string; locale: string; categoryUids: string[] }): string[] {
  return [
    tags.article(a.slug),
    ...a.categoryUids.map(tags.category),
    tags.locale(a.locale),
    tags.latest,
    tags.popular,
    tags.blog,
    tags.sitemap,
  ];
}

import { sitemapPartOf } from './sitemap-parts';

/**
 * Cache tags: the one list of names a stored page can carry and a content write can purge.
 * Read methods of the repositories report the tags of what they read (a ReadTagSink), and the
 * page is stored under those (docs/caching.md#how-a-page-gets-its-tags); write paths return the
 * tags they touched. Listing tags are per locale: a Japanese article never purges English pages.
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
  /**
   * The sitemap index and the children that list pages, categories and products: they summarise
   * every article (each part's newest date, each category's), so any article write touches them.
   */
  sitemap: 'sitemap',
  /** Every part of the articles' sitemap: a write of the whole site's content. */
  sitemapArticles: 'sitemap:articles',
  /** One part of the articles' sitemap (sitemap-parts.ts): the writes of the articles it lists. */
  sitemapPart: (part: number) => `sitemap:articles-${part}`,
  /** The category tree (navigation, the category list API). */
  categories: 'categories',
  /** One product's page. */
  product: (slug: string) => `product:${slug}`,
  /** Pages that show any product: the product list and every page with a promo box. */
  products: 'products',
  /** The redirects table: every front reloads its in-memory map (apps/web/front/redirects.ts). */
  redirects: 'redirects',
} as const;

/** The tags a product write touches: its page, every page showing products, the sitemap. */
export function productWriteTags(slug: string): string[] {
  return [tags.product(slug), tags.products, tags.sitemap];
}

/**
 * The tags an article write touches: its own pages, its category pages, the listings of its
 * locale, the sitemap index and the sitemap parts that list its slug. (Every page of the locale
 * carries the latest/popular sidebars, so in practice a write refreshes that locale; the tags
 * still say exactly why.)
 *
 * `slugIds`: the ids of every row with the article's slug (slugRowIds). Each locale's row is
 * listed in its own part with the others as its alternates, so publishing, unpublishing or
 * renaming one changes the parts of all of them.
 */
export function articleWriteTags(a: {
  slug: string;
  locale: string;
  categoryUids: string[];
  slugIds: number[];
}): string[] {
  const parts = new Set(a.slugIds.map(sitemapPartOf));
  return [
    tags.article(a.slug),
    ...a.categoryUids.map(tags.category),
    tags.latest(a.locale),
    tags.popular(a.locale),
    tags.blog(a.locale),
    tags.sitemap,
    ...[...parts].map(tags.sitemapPart),
  ];
}

/**
 * The tags a write of a whole site's content touches (a database import): every page of those
 * locales (each reads the locale's navigation), their listings, the category tree, the products
 * (every promo box) and the sitemap.
 */
export function siteWriteTags(locales: string[]): string[] {
  return [
    ...locales.flatMap((l) => [tags.locale(l), tags.latest(l), tags.popular(l), tags.blog(l)]),
    tags.categories,
    tags.products,
    tags.sitemap,
    tags.sitemapArticles,
  ];
}

/**
 * Where a repository reports the tags of what it read. The web app passes one that adds to the
 * running render's collection (apps/web/src/lib/read-tags.ts); elsewhere (a CLI, a test) reads
 * report to nobody.
 */
export type ReadTagSink = (tags: string[]) => void;
export const ignoreReadTags: ReadTagSink = () => {};

/** The tags an article read stands for: its own pages and its category's. */
export function articleReadTags(a: { slug: string; category: { uid: string } | null }): string[] {
  return a.category
    ? [tags.article(a.slug), tags.category(a.category.uid)]
    : [tags.article(a.slug)];
}

/**
 * The site's routes as data (docs/routes.md): every page, API, conversion, file, feed and card
 * route, and the types of what reading a URL gives. site-routes.ts reads URLs against this table;
 * adding a route means adding it here (site-routes.folders.test.ts fails until you do).
 */

/**
 * How a page route reads the segments after its name; a catalog is "/{name}" (the list) and
 * "/{name}/{slug}" (one item of it).
 */
type Shape = 'fixed' | 'listing' | 'entry' | 'token' | 'catalog';
export type PageSpec = {
  folder: string;
  shape: Shape;
  sitemap?: boolean;
  pageName?: string;
  /** An authored page (an article without category) whose slug is the route's name. */
  standalone?: true;
  /**
   * The query parameters the page reads. The page cache keys and renders it on these alone;
   * every other parameter makes no variant (front/cache-key.ts; the edge keeps the same list in
   * deploy/varnish/tsuzuri.vcl).
   */
  query?: readonly string[];
};

/** Pages under `app/[locale]/`, by route name (the name is the URL's first segment). */
export const PAGE_ROUTES = {
  home: { folder: '', shape: 'fixed', sitemap: true, pageName: 'index' },
  blog: { folder: 'blog/[[...page]]', shape: 'listing', sitemap: true, pageName: 'blog' },
  'by-latest': {
    folder: 'by-latest/[[...page]]',
    shape: 'listing',
    sitemap: true,
    pageName: 'index',
    query: ['category'],
  },
  'by-popularity': {
    folder: 'by-popularity/[[...page]]',
    shape: 'listing',
    sitemap: true,
    pageName: 'index',
    query: ['category'],
  },
  contact: { folder: 'contact', shape: 'fixed', sitemap: true },
  /** The vendor's products: the list and "/products/{slug}". */
  products: { folder: 'products/[[...slug]]', shape: 'catalog', sitemap: true },
  pagelink: { folder: 'pagelink', shape: 'fixed', sitemap: true },
  'search-result': { folder: 'search-result', shape: 'fixed', query: ['q', 'page'] },
  ping: { folder: 'ping', shape: 'fixed' },
  'error-404': { folder: 'error-404', shape: 'fixed' },
  'not-found-page': { folder: 'not-found-page', shape: 'fixed' },
  // Standalone pages: authored articles with a route of their own (the sitemap lists them as articles).
  'privacy-policy': { folder: 'privacy-policy', shape: 'fixed', standalone: true },
  resource: { folder: 'resource', shape: 'fixed', standalone: true },
  'terms-of-use': { folder: 'terms-of-use', shape: 'fixed', standalone: true },
  'cookies-policy': { folder: 'cookies-policy', shape: 'fixed', standalone: true },
  tokushoho: { folder: 'tokushoho', shape: 'fixed', standalone: true },
  // Generated from the transmissions registry (lib/transmissions), not authored.
  'external-transmission': { folder: 'external-transmission', shape: 'fixed', sitemap: true },
  /** After a download link, when the product has no download URL for the reader's OS (`?pid=&os=`). */
  'download-thanks': { folder: 'download-thanks', shape: 'fixed', query: ['pid', 'os'] },
  // A mailed one-time token in the query: rendered for each request, never stored.
  'subscription/confirm': { folder: 'subscription/confirm', shape: 'token' },
  'subscription/unsubscribe': { folder: 'subscription/unsubscribe', shape: 'token' },
  /** "/{slug}" (a category, an article or a standalone page) and "/{slug}/{id}" (an article). */
  entry: { folder: '[slug]/[[...id]]', shape: 'entry' },
} as const satisfies Record<string, PageSpec>;

/** Route handlers outside `app/[locale]/`, by path (`[id]` is one segment). */
export const API_ROUTES = {
  'category/list': { cache: 'api' },
  'article/recently_top_article': { cache: 'api' },
  'api/comments': {},
  'api/contact': {},
  'api/admin/comments': {},
  'api/admin/comments/[id]': {},
  'api/admin/media': {},
  'api/admin/messages': {},
  'api/admin/stats': {},
  'index.php/sub/register': {},
  'index.php/sub/unregister': {},
} as const satisfies Record<string, { cache?: 'api' }>;

/**
 * The download and buy links, with or without a locale prefix: answered by the front
 * (front/conversion: record, then 302), never cached, no route folder. docs/routes.md.
 */
export const CONVERSION_ROUTES = {
  'mlink/download.php': 'download',
  'checkout.htm': 'purchase',
  'order/subscribe.php': 'purchase',
} as const satisfies Record<string, 'download' | 'purchase'>;
export type ConversionRouteName = keyof typeof CONVERSION_ROUTES;

/**
 * Files answered by a route handler outside `app/[locale]/` and stored by the page cache like a
 * page (`[file]` is one segment: the sitemap index's children, docs/routes.md#sitemaps).
 */
export const FILE_ROUTES = [
  'sitemap.xml',
  'sitemaps/[file]',
  'robots.txt',
  'manifest.webmanifest',
] as const;

/**
 * The RSS feeds, route handlers under `app/[locale]/`, so each locale has its own (`/feed.xml`,
 * `/en/feed.xml`): the site's, the blog's and each category's (`/{uid}/feed.xml`). "feed.xml"
 * has a dot, which no slug may have (SLUG), so a feed path never takes an article's place.
 */
export const FEED_FILE = 'feed.xml';
export const FEED_ROUTES = [FEED_FILE, `blog/${FEED_FILE}`, `[slug]/${FEED_FILE}`] as const;

/**
 * The social card images (docs/routes.md): `/og/{locale}/{slug}.png` for an article and
 * `/og/{locale}/_site.png` for the pages without a card of their own (`_` is never in a slug).
 * Stored by the page cache like a file, under the tags of what the render read.
 */
export const CARD_ROUTE = { folder: 'og/[locale]/[card]', siteCard: '_site' } as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;
export type ApiRouteName = keyof typeof API_ROUTES;
export type RouteName =
  | PageRouteName
  | ApiRouteName
  | ConversionRouteName
  | (typeof FILE_ROUTES)[number]
  | 'og'
  | 'feed'
  | 'file'
  | 'static'
  | 'next'
  | 'unknown';
export type SiteLocales = { configured: readonly string[]; defaultLocale: string };
export type RouteParams = {
  slug?: string;
  id?: number;
  page?: number;
  category?: string;
  q?: string;
  token?: string;
  /** download-thanks: the product, and the reader's OS when it was known. */
  pid?: string;
  os?: string;
};

export type SiteUrl = {
  pathname: string;
  locale: string;
  /** The locale segment the URL starts with (a configured locale, the default one included), or null. */
  prefix: string | null;
  route: RouteName;
  params: RouteParams;
  kind: 'page' | 'api' | 'asset' | 'internal';
  /** Which cache may store the answer: the page cache, the API-response cache, or none. */
  cache: 'page' | 'api' | null;
  /**
   * The URL's guess at its cache tags, used only when a render does not say what it read (its
   * read tags come from the repositories: docs/caching.md#how-a-page-gets-its-tags), so that
   * nothing is stored untagged.
   */
  tags: readonly string[];
  /** The analytics page name (docs/analytics.md); packages/tracker/src/page-name.ts is the browser's copy. */
  pageName: string;
};

/** The page route of that name, or undefined: own keys only ("/constructor" is a slug). */
export function pageRouteSpec(name: string): PageSpec | undefined {
  return Object.hasOwn(PAGE_ROUTES, name)
    ? (PAGE_ROUTES as Record<string, PageSpec>)[name]
    : undefined;
}

/** A listing's page number, as paging.ts takes it: no leading zeros, at most six digits. */
export const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
/** An article or category slug, as the import accepts it. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Other names of a page, each answered with a 301 to the page's one URL: the product names both
 * `term_of_use` and `terms_of_use`, and only `/terms-of-use` serves the page.
 */
export const MOVED_PAGES: Readonly<Record<string, PageRouteName>> = {
  'term-of-use': 'terms-of-use',
};

/** The pages the sitemap always lists (articles and categories come from the database). */
export const SITEMAP_PAGES = (Object.keys(PAGE_ROUTES) as PageRouteName[]).filter(
  (r) => (PAGE_ROUTES[r] as PageSpec).sitemap,
);

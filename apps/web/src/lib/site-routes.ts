import { tags } from '@tsuzuri/content/cache-tags';
import { localePrefix } from './locale-path';

/**
 * The one reader of the site's URLs (docs/routes.md): what a path is — its locale, route, params,
 * kind, whether a cache may store it, its cache tags and its tracking page name — decided once,
 * here, for the front, proxy.ts, the not-found path, the sitemap and the analytics rollups. Pure
 * (no I/O), so the front, Next's code and the tests all import it. Adding a route means adding it
 * to PAGE_ROUTES or API_ROUTES below; site-routes.folders.test.ts fails until you do.
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
  },
  'by-popularity': {
    folder: 'by-popularity/[[...page]]',
    shape: 'listing',
    sitemap: true,
    pageName: 'index',
  },
  contact: { folder: 'contact', shape: 'fixed', sitemap: true },
  /** The vendor's products: the list and "/products/{slug}". */
  products: { folder: 'products/[[...slug]]', shape: 'catalog', sitemap: true },
  pagelink: { folder: 'pagelink', shape: 'fixed', sitemap: true },
  'search-result': { folder: 'search-result', shape: 'fixed' },
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
  'download-thanks': { folder: 'download-thanks', shape: 'fixed' },
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
const CARD_PATH = /^\/og\/([a-z]{2})\/(_site|[a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

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
  tags: string[];
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
const ARTICLE_ID = /^\d{1,9}$/;
const FILE_LIKE = /\.[a-z0-9]+$/i;
/** A route name as a pattern of paths: dots are literal, `[id]` is one segment. */
const routePattern = (name: string) =>
  new RegExp(`^/${name.replace(/\./g, '\\.').replace(/\[[a-z]+\]/g, '[^/]+')}$`);
const API_PATTERNS = Object.keys(API_ROUTES).map((name) => ({
  name: name as ApiRouteName,
  pattern: routePattern(name),
}));
const FILE_PATTERNS = FILE_ROUTES.map((name) => ({ name, pattern: routePattern(name) }));

/** Reads a path (and its query) once: see SiteUrl. */
export function readSiteUrl(pathname: string, search: string, site: SiteLocales): SiteUrl {
  const query = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean);
  const prefix =
    segments.length && site.configured.includes(segments[0]) ? (segments.shift() as string) : null;
  const locale = prefix ?? site.defaultLocale;
  const other = (
    route: RouteName,
    kind: SiteUrl['kind'],
    cache: SiteUrl['cache'] = null,
    tagList: string[] = [],
  ): SiteUrl => ({
    pathname,
    locale: site.defaultLocale,
    prefix: null,
    route,
    params: {},
    kind,
    cache,
    tags: tagList,
    pageName: nameOf(segments),
  });

  if (pathname.startsWith('/api/') || API_PATTERNS.some((a) => a.pattern.test(pathname))) {
    const api = API_PATTERNS.find((a) => a.pattern.test(pathname))?.name ?? 'unknown';
    const cache = api !== 'unknown' && 'cache' in API_ROUTES[api] ? 'api' : null;
    const language = query.get('language') ?? site.defaultLocale;
    const apiTags =
      api === 'category/list'
        ? [tags.categories, tags.locale(language)]
        : [tags.latest(language), tags.popular(language)];
    return { ...other(api, 'api', cache, cache ? apiTags : []), locale: language };
  }
  if (pathname.startsWith('/_next/')) return other('next', 'internal');
  const conversion = segments.join('/');
  if (Object.hasOwn(CONVERSION_ROUTES, conversion))
    return { ...other(conversion as ConversionRouteName, 'api'), locale, prefix };
  const file = FILE_PATTERNS.find((f) => f.pattern.test(pathname))?.name;
  // The sitemaps list every locale's pages: a write that changes the list purges "sitemap".
  if (file)
    return other(file, 'asset', 'page', [
      ...baseTags(site.defaultLocale),
      ...(file.startsWith('sitemap') ? [tags.sitemap] : []),
    ]);
  const feed = feedOf(segments);
  if (feed) {
    const feedTags = [
      ...baseTags(locale),
      ...(feed.category ? [tags.category(feed.category)] : []),
    ];
    const params = feed.category ? { category: feed.category } : {};
    return { ...other('feed', 'page', 'page', feedTags), locale, prefix, params, pageName: 'feed' };
  }
  const card = CARD_PATH.exec(pathname);
  if (card && site.configured.includes(card[1])) {
    const slug = card[2];
    const fallback = slug === CARD_ROUTE.siteCard ? [] : [tags.article(slug)];
    return { ...other('og', 'asset', 'page', fallback), locale: card[1], params: { slug } };
  }
  // A file-like path keeps its locale prefix: "/en/old.php" is missing in English.
  if (FILE_LIKE.test(pathname)) return { ...other('file', 'asset'), locale, prefix };
  if (pathname.startsWith('/_vercel/')) return other('next', 'internal');
  if (/^\/(images|webpush)\//.test(pathname)) return other('static', 'asset');

  const { route, params } = pageRouteOf(segments, query);
  const token = pageRouteSpec(route)?.shape === 'token';
  return {
    pathname,
    locale,
    prefix,
    route,
    params,
    kind: 'page',
    cache: token ? null : 'page',
    tags: pageTags(route, params, locale),
    pageName: nameOf(segments),
  };
}

/** A feed path (after the locale prefix): the site's, or a category's (the blog is one). */
function feedOf(segments: string[]): { category?: string } | null {
  if (segments.at(-1) !== FEED_FILE || segments.length > 2) return null;
  if (segments.length === 1) return {};
  const [uid] = segments;
  // A fixed page's folder ("/contact/feed.xml") has no feed; "home" and "entry" are slugs here too.
  const fixed = uid !== 'blog' && uid !== 'home' && uid !== 'entry' && pageRouteSpec(uid);
  return SLUG.test(uid) && !fixed ? { category: uid } : null;
}

/** The path of a feed: the site's, or a category's (`blog` for the blog), in a locale. */
export function feedPath(
  category: string | undefined,
  locale: { locale: string; defaultLocale: string },
): string {
  const prefix = localePrefix(locale.locale, locale.defaultLocale);
  return `${prefix}${category ? `/${category}` : ''}/${FEED_FILE}`;
}

function pageRouteOf(
  [first, second, ...rest]: string[],
  query: URLSearchParams,
): { route: RouteName; params: RouteParams } {
  if (first === undefined) return { route: 'home', params: {} };
  if (rest.length) return { route: 'unknown', params: {} };
  const twoSegments = second === undefined ? undefined : `${first}/${second}`;
  if (twoSegments && pageRouteSpec(twoSegments)?.shape === 'token')
    return { route: twoSegments as PageRouteName, params: {} };
  // "home" and "entry" are names, not path segments: "/home" is a slug like any other.
  const spec = first !== 'entry' && first !== 'home' ? pageRouteSpec(first) : undefined;
  if (spec?.shape === 'fixed') {
    if (second !== undefined) return { route: 'unknown', params: {} };
    return {
      route: first as PageRouteName,
      params: first === 'search-result' ? { q: query.get('q') ?? '' } : {},
    };
  }
  if (spec?.shape === 'listing') {
    if (second !== undefined && !PAGE_NUMBER.test(second)) return { route: 'unknown', params: {} };
    const category = query.get('category');
    return {
      route: first as PageRouteName,
      params: {
        page: second ? Number(second) : 1,
        ...(category && first !== 'blog' ? { category } : {}),
      },
    };
  }
  if (spec?.shape === 'catalog') {
    if (second === undefined) return { route: first as PageRouteName, params: {} };
    return SLUG.test(second)
      ? { route: first as PageRouteName, params: { slug: second } }
      : { route: 'unknown', params: {} };
  }
  if (spec || !SLUG.test(first)) return { route: 'unknown', params: {} };
  if (second === undefined) return { route: 'entry', params: { slug: first } };
  return ARTICLE_ID.test(second)
    ? { route: 'entry', params: { slug: first, id: Number(second) } }
    : { route: 'unknown', params: {} };
}

/** Every page carries its locale's navigation and sidebar lists. */
const baseTags = (locale: string) => [
  tags.locale(locale),
  tags.latest(locale),
  tags.popular(locale),
];

/**
 * A page's tags guessed from its URL: the fallback for a render that does not say what it read
 * (docs/routes.md#cache-tags lists both).
 */
function pageTags(route: RouteName, params: RouteParams, locale: string): string[] {
  const out = baseTags(locale);
  if (route === 'blog') out.push(tags.blog(locale), tags.category('blog'));
  if ((route === 'by-latest' || route === 'by-popularity') && params.category)
    out.push(tags.category(params.category));
  if (route !== 'home' && route !== 'entry' && pageRouteSpec(route)?.standalone)
    out.push(tags.article(route));
  if (route === 'products')
    out.push(tags.products, ...(params.slug ? [tags.product(params.slug)] : []));
  // "/{slug}" is a category or an article: tag both, a write to either refreshes it.
  if (route === 'entry' && params.slug)
    out.push(tags.article(params.slug), tags.category(params.slug));
  return out;
}

/**
 * The tracking page name: listings collapse ("blog", "index" for the rankings), a trailing
 * "-new" plus one or two digits is removed from article names, hyphens become underscores.
 */
function nameOf([first]: string[]): string {
  if (!first) return 'index';
  const spec = first !== 'home' ? pageRouteSpec(first) : undefined;
  if (spec?.pageName) return spec.pageName;
  return first.replace(/-new\d{1,2}$/, '').replace(/-/g, '_');
}

/**
 * Other names of a page, each answered with a 301 to the page's one URL: the product names both
 * `term_of_use` and `terms_of_use`, and only `/terms-of-use` serves the page.
 */
export const MOVED_PAGES: Readonly<Record<string, PageRouteName>> = {
  'term-of-use': 'terms-of-use',
};

/** Where a page read as "/{slug}" has moved (locale prefix kept, query not included), or null. */
export function movedPageTarget(url: SiteUrl, site: SiteLocales): string | null {
  const slug = url.route === 'entry' && url.params.id === undefined ? url.params.slug : undefined;
  if (!slug || !Object.hasOwn(MOVED_PAGES, slug)) return null;
  return pathFor(MOVED_PAGES[slug], {}, { locale: url.locale, defaultLocale: site.defaultLocale });
}

/** The path of a page route (the inverse of readSiteUrl), with the locale's prefix when given. */
export function pathFor(
  route: PageRouteName,
  params: RouteParams = {},
  locale?: { locale: string; defaultLocale: string },
): string {
  const prefix = locale ? localePrefix(locale.locale, locale.defaultLocale) : '';
  let path = route === 'home' ? '' : `/${route}`;
  if (route === 'entry') path = `/${params.slug}${params.id !== undefined ? `/${params.id}` : ''}`;
  else if (PAGE_ROUTES[route].shape === 'catalog' && params.slug) path += `/${params.slug}`;
  else if (PAGE_ROUTES[route].shape === 'listing' && params.page && params.page > 1)
    path += `/${params.page}`;
  const query = new URLSearchParams();
  for (const key of ['category', 'q', 'token', 'pid', 'os'] as const)
    if (params[key] !== undefined) query.set(key, String(params[key]));
  const search = query.toString() ? `?${query}` : '';
  return `${prefix}${path}` ? `${prefix}${path}${search}` : `/${search}`;
}

/** The pages the sitemap always lists (articles and categories come from the database). */
export const SITEMAP_PAGES = (Object.keys(PAGE_ROUTES) as PageRouteName[]).filter(
  (r) => (PAGE_ROUTES[r] as PageSpec).sitemap,
);

/** The path of a social card image: an article's, or the site's when no slug is given. */
export function cardPath(locale: string, slug?: string): string {
  return `/og/${locale}/${slug ?? CARD_ROUTE.siteCard}.png`;
}

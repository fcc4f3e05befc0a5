import { tags } from '@tsuzuri/content/cache-tags';
import { localePrefix } from './locale-path';
import { remembered } from './remembered';
import {
  API_ROUTES,
  CARD_ROUTE,
  CONVERSION_ROUTES,
  FEED_FILE,
  FILE_ROUTES,
  MOVED_PAGES,
  PAGE_NUMBER,
  PAGE_ROUTES,
  SLUG,
  pageRouteSpec,
  type ApiRouteName,
  type ConversionRouteName,
  type PageRouteName,
  type RouteName,
  type RouteParams,
  type SiteLocales,
  type SiteUrl,
} from './site-route-table';

export * from './site-route-table';

/**
 * The one reader of the site's URLs (docs/routes.md): what a path is — its locale, route, params,
 * kind, whether a cache may store it, its cache tags and its tracking page name — decided once,
 * here, for the front, proxy.ts, the not-found path, the sitemap and the analytics rollups. Pure
 * (no I/O), so the front, Next's code and the tests all import it. The routes themselves are data
 * in site-route-table.ts (re-exported here): adding a route means adding it there.
 */
const CARD_PATH = /^\/og\/([a-z]{2})\/(_site|[a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
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

/** Readings kept: far more than the pages readers ask for in a while, bounded for a flood of made-up paths. */
export const SITE_URL_READINGS_KEPT = 2_000;
/** Longer paths and queries are read each time (a real page's URL is far shorter): bounded memory. */
const KEPT_KEY_MAX = 512;

/**
 * Reads a path (and its query): see SiteUrl. The same URLs come back over and over (every cached
 * hit, every beacon, the access log's line), and a reading, a dozen patterns tried, is the
 * largest step of a cached hit of our own: the last readings are kept, frozen, since each
 * caller shares the one object.
 */
export const readSiteUrl: (pathname: string, search: string, site: SiteLocales) => SiteUrl =
  remembered(
    SITE_URL_READINGS_KEPT,
    (pathname, search, site) => {
      const key = `${site.defaultLocale}|${site.configured.join(',')}|${pathname}?${search}`;
      return key.length > KEPT_KEY_MAX ? null : key;
    },
    (pathname, search, site) => frozen(readPath(pathname, search, site)),
  );

function frozen(reading: SiteUrl): SiteUrl {
  Object.freeze(reading.params);
  Object.freeze(reading.tags);
  return Object.freeze(reading);
}

function readPath(pathname: string, search: string, site: SiteLocales): SiteUrl {
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

/** The path of a social card image: an article's, or the site's when no slug is given. */
export function cardPath(locale: string, slug?: string): string {
  return `/og/${locale}/${slug ?? CARD_ROUTE.siteCard}.png`;
}

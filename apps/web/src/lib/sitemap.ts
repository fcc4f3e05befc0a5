import { SITEMAP_PART_SIZE } from '@tsuzuri/content/sitemap-parts';
import { localePrefix } from './locale-path';
import { escapeXml, xmlElement } from './xml';

/** One URL of a sitemap with its language alternates and images (absolute URLs). */
export type SitemapUrl = {
  loc: string;
  /** The content's own last change (ISO 8601); written as its day. */
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
  /** The page's images: an article's thumbnail and the images in its body. */
  images?: string[];
};

/**
 * The sitemap index's children, by type (docs/routes.md#sitemaps): `/sitemaps/{type}-{n}.xml`.
 * A new kind of page (products, …) is a new type here and in sitemap-source.ts.
 */
export const SITEMAP_TYPES = ['pages', 'categories', 'products', 'articles'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/**
 * A child sitemap's size: the protocol allows 50,000 URLs and 50 MB (uncompressed) per file.
 * Each child lists at most SITEMAP_PART_SIZE (2,000) URLs, far under the first; the bytes are
 * kept under 45 MB by renderSitemap, so a URL or two more never makes a file invalid.
 */
export const SITEMAP_MAX_BYTES = 45 * 1024 * 1024;
/** Search engines read at most 1,000 images per page. */
const MAX_IMAGES_PER_URL = 1_000;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = '\n</urlset>\n';

const day = (iso: string | undefined) => iso?.slice(0, 10);
const bytes = (s: string) => Buffer.byteLength(s);

/** A URL's element without its images, and its images' elements. */
function urlParts(u: SitemapUrl): { head: string; images: string } {
  const alt = u.alternates
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    )
    .join('');
  const images = [...new Set(u.images ?? [])]
    .slice(0, MAX_IMAGES_PER_URL)
    .map((src) => `<image:image>${xmlElement('image:loc', src)}</image:image>`)
    .join('');
  return {
    head: `${xmlElement('loc', u.loc)}${xmlElement('lastmod', day(u.lastmod))}${alt}`,
    images,
  };
}

/**
 * One child sitemap, each URL rendered once. Every URL is always listed; should their images
 * not all fit under `maxBytes` (thousands of images on one part's pages), the URLs at the end
 * are listed without theirs — a page left out would never be found, an image left out is found
 * on its page.
 */
export function renderSitemap(urls: SitemapUrl[], maxBytes = SITEMAP_MAX_BYTES): string {
  const parts = urls.map(urlParts);
  const frame = bytes(URLSET_OPEN + URLSET_CLOSE);
  // What the URLs need without images: '<url></url>' each, and the newlines between them.
  const newlines = Math.max(0, parts.length - 1);
  let room = parts.reduce((left, p) => left - bytes(p.head) - 11, maxBytes - frame - newlines);
  const body = parts.map((p) => {
    const cost = bytes(p.images);
    if (cost > room) return `<url>${p.head}</url>`;
    room -= cost;
    return `<url>${p.head}${p.images}</url>`;
  });
  return `${URLSET_OPEN}${body.join('\n')}${URLSET_CLOSE}`;
}

/** The index: one `<sitemap>` per child, its lastmod the newest of its URLs'. */
export function renderSitemapIndex(children: { loc: string; lastmod?: string }[]): string {
  const body = children
    .map(
      (c) =>
        `<sitemap>${xmlElement('loc', c.loc)}${xmlElement('lastmod', day(c.lastmod))}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/**
 * The URLs of a type listed from a short list (pages, categories, products) cut into parts of
 * SITEMAP_PART_SIZE, like the articles' parts; always at least one part, maybe empty.
 */
export function partsOf(urls: SitemapUrl[], size = SITEMAP_PART_SIZE): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += size) parts.push(urls.slice(i, i + size));
  return parts.length ? parts : [[]];
}

/** The newest lastmod of some URLs, or undefined when none has one. */
export const newestLastmod = (urls: SitemapUrl[]): string | undefined =>
  urls
    .map((u) => u.lastmod)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);

/** A child's file name, and back: `articles-2.xml` ↔ { type: 'articles', page: 2 }. */
export const sitemapFileName = (type: SitemapType, page: number) => `${type}-${page}.xml`;
export function readSitemapFileName(name: string): { type: SitemapType; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const type = SITEMAP_TYPES.find((t) => t === match?.[1]);
  return match && type ? { type, page: Number(match[2]) } : null;
}

/**
 * The URLs of one page in every locale that has it: each locale's URL is a <url> whose
 * alternates list all of them plus x-default (the default locale's, else the first).
 */
export function pageUrls(
  path: string,
  locales: string[],
  opts: { defaultLocale: string; origin: string; lastmod?: string; images?: string[] },
): SitemapUrl[] {
  const href = (l: string) => {
    const prefix = localePrefix(l, opts.defaultLocale);
    return new URL(path === '/' ? prefix || '/' : `${prefix}${path}`, opts.origin).toString();
  };
  const xDefault = locales.includes(opts.defaultLocale) ? opts.defaultLocale : locales[0];
  const alternates = [
    ...locales.map((l) => ({ hreflang: l, href: href(l) })),
    ...(xDefault ? [{ hreflang: 'x-default', href: href(xDefault) }] : []),
  ];
  return locales.map((l) => ({
    loc: href(l),
    lastmod: opts.lastmod,
    alternates,
    images: opts.images,
  }));
}

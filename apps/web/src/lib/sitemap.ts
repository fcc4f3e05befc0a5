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
 * Where a child sitemap is split: the protocol allows 50,000 URLs and 50 MB (uncompressed) per
 * file; a child is cut well before either, so a URL or two more never makes a file invalid.
 */
export const SITEMAP_LIMITS = { urls: 45_000, bytes: 45 * 1024 * 1024 };
/** Search engines read at most 1,000 images per page. */
const MAX_IMAGES_PER_URL = 1_000;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
const URLSET_CLOSE = '\n</urlset>\n';

const day = (iso: string | undefined) => iso?.slice(0, 10);

function renderUrl(u: SitemapUrl): string {
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
  return `<url>${xmlElement('loc', u.loc)}${xmlElement('lastmod', day(u.lastmod))}${alt}${images}</url>`;
}

export function renderSitemap(urls: SitemapUrl[]): string {
  return `${URLSET_OPEN}${urls.map(renderUrl).join('\n')}${URLSET_CLOSE}`;
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

/** The URLs of one type cut into files under the limits (always at least one file). */
export function splitSitemap(urls: SitemapUrl[], limits = SITEMAP_LIMITS): SitemapUrl[][] {
  const files: SitemapUrl[][] = [[]];
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  let bytes = frame;
  for (const url of urls) {
    const size = Buffer.byteLength(renderUrl(url)) + 1;
    const current = files[files.length - 1];
    if (current.length && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([url]);
      bytes = frame + size;
    } else {
      current.push(url);
      bytes += size;
    }
  }
  return files;
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

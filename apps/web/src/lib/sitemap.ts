import { localePrefix } from './locale-path';

/** One URL of the sitemap with its language alternates (absolute URLs). */
export type SitemapUrl = {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function renderSitemap(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const alt = u.alternates
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join('');
      const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod.slice(0, 10))}</lastmod>` : '';
      return `<url><loc>${escapeXml(u.loc)}</loc>${lastmod}${alt}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/**
 * The URLs of one page in every locale that has it: each locale's URL is a <url> whose
 * alternates list all of them plus x-default (the default locale's, else the first).
 */
export function pageUrls(
  path: string,
  locales: string[],
  opts: { defaultLocale: string; origin: string; lastmod?: string },
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
  return locales.map((l) => ({ loc: href(l), lastmod: opts.lastmod, alternates }));
}

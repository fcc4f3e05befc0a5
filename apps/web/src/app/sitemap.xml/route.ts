import { siteConfig } from '@tsuzuri/config';
import { SITEMAP_PAGES, pathFor } from '@/lib/site-routes';
import { repositories } from '@/repositories';
import { pageUrls, renderSitemap, type SitemapUrl } from '@/lib/sitemap';

export const dynamic = 'force-dynamic';

/** Every published page, product and article (adult-listed ones excepted), with language alternates. */
export async function GET(): Promise<Response> {
  const config = siteConfig();
  const opts = { defaultLocale: config.defaultLocale, origin: config.siteUrl };
  const { articles, categories, products } = await repositories();
  const [entries, uids, items] = await Promise.all([
    articles.sitemapEntries(),
    categories.allUids(),
    products.list(config.defaultLocale),
  ]);

  const urls: SitemapUrl[] = [];
  for (const route of SITEMAP_PAGES) urls.push(...pageUrls(pathFor(route), config.locales, opts));
  for (const uid of uids)
    urls.push(...pageUrls(pathFor('entry', { slug: uid }), config.locales, opts));
  // A product page exists in every locale (texts fall back to the default locale's).
  for (const p of items)
    urls.push(
      ...pageUrls(pathFor('products', { slug: p.slug }), config.locales, {
        ...opts,
        lastmod: p.updatedAt,
      }),
    );

  const bySlug = new Map<string, { locales: string[]; lastmod: string }>();
  for (const e of entries) {
    if (!(config.locales as string[]).includes(e.locale) || config.adultUrls.includes(e.slug))
      continue;
    const seen = bySlug.get(e.slug) ?? { locales: [], lastmod: e.updatedAt };
    seen.locales.push(e.locale);
    if (e.updatedAt > seen.lastmod) seen.lastmod = e.updatedAt;
    bySlug.set(e.slug, seen);
  }
  for (const [slug, { locales, lastmod }] of bySlug)
    urls.push(...pageUrls(pathFor('entry', { slug }), locales, { ...opts, lastmod }));

  return new Response(renderSitemap(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

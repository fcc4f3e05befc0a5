import { siteConfig } from '@tsuzuri/config';
import { renderSitemapIndex, sitemapFileName } from '@/lib/sitemap';
import { sitemapIndex } from '@/lib/sitemap-source';

export const dynamic = 'force-dynamic';

/**
 * The sitemap index (docs/product.md#feeds-and-sitemaps): one child per type and part — pages,
 * categories, products, articles — each dated by the newest content it lists.
 */
export async function GET(): Promise<Response> {
  const origin = siteConfig().siteUrl;
  const children = (await sitemapIndex()).map((c) => ({
    loc: new URL(`/sitemaps/${sitemapFileName(c.type, c.page)}`, origin).toString(),
    lastmod: c.lastmod,
  }));
  return new Response(renderSitemapIndex(children), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

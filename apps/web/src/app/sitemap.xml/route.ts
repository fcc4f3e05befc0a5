import { siteConfig } from '@tsuzuri/config';
import { newestLastmod, renderSitemapIndex, sitemapFileName } from '@/lib/sitemap';
import { sitemapFiles } from '@/lib/sitemap-source';

export const dynamic = 'force-dynamic';

/**
 * The sitemap index (docs/routes.md#sitemaps): one child per type and part — pages,
 * categories, articles — each dated by the newest content it lists.
 */
export async function GET(): Promise<Response> {
  const origin = siteConfig().siteUrl;
  const children = (await sitemapFiles()).map((f) => ({
    loc: new URL(`/sitemaps/${sitemapFileName(f.type, f.page)}`, origin).toString(),
    lastmod: newestLastmod(f.urls),
  }));
  return new Response(renderSitemapIndex(children), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

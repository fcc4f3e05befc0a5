import { readSitemapFileName, renderSitemap } from '@/lib/sitemap';
import { sitemapPart } from '@/lib/sitemap-source';

export const dynamic = 'force-dynamic';

/** One child of the sitemap index: `/sitemaps/{type}-{n}.xml`; 404 for a part that lists nothing. */
export async function GET(
  _: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const wanted = readSitemapFileName((await params).file);
  const urls = wanted ? await sitemapPart(wanted.type, wanted.page) : null;
  if (!urls)
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(renderSitemap(urls), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

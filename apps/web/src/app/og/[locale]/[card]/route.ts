import { isConfiguredLocale, siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { CARD_ROUTE } from '@/lib/site-routes';
import { renderCard } from '@/lib/social-card/card';
import { repositories } from '@/repositories';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string; card: string }> };

/**
 * GET /og/{locale}/{slug}.png: the article's social card; /og/{locale}/_site.png: the site's.
 * Rendered once and stored by the front's page cache under the tags the article read reports, so
 * an edit of the article purges its card with its page (docs/caching.md#social-card-images).
 */
export async function GET(_req: Request, { params }: Params): Promise<Response> {
  const { locale, card } = await params;
  const slug = card.endsWith('.png') ? card.slice(0, -4) : '';
  if (!isConfiguredLocale(locale) || !slug) return notFound();
  const siteName = siteConfig().siteName;
  if (slug === CARD_ROUTE.siteCard) {
    const t = await getTranslations({ locale, namespace: 'nav' });
    return png(renderCard({ title: t('tagline'), siteName }));
  }
  const article = await (await repositories()).articles.bySlug(slug, locale);
  if (!article) return notFound();
  return png(renderCard({ title: article.title, label: article.category?.name, siteName }));
}

async function png(image: Response): Promise<Response> {
  // Buffered: the front stores the whole answer, and a failed drawing must be a 500, not a cut PNG.
  const body = await image.arrayBuffer();
  return new Response(body, { headers: { 'content-type': 'image/png' } });
}

function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

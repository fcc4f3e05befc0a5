import { repositories } from '@/repositories';
import { siteConfig } from '@tsuzuri/config';
import { localizedApi, ok } from '@/lib/api/envelope';

export const dynamic = 'force-dynamic';

/**
 * GET /article/recently_top_article?language=ja: the newest and the most read articles (five
 * each, adult-listed ones left out) — what the sidebars show. Cached by the front (type=1).
 */
export const GET = localizedApi(async (locale) => {
  const { articles } = await repositories();
  const common = { locale, page: 1, perPage: 5, excludeSlugs: siteConfig().adultUrls };
  const [recent, top] = await Promise.all([
    articles.list({ ...common, order: 'latest' }),
    articles.list({ ...common, order: 'popular' }),
  ]);
  return ok({ recent: recent.items, top: top.items });
});

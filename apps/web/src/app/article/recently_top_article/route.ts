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
  const common = { locale, perPage: 5, excludeSlugs: siteConfig().adultUrls };
  const [recent, top] = await Promise.all([
    articles.top({ ...common, order: 'latest' }),
    articles.top({ ...common, order: 'popular' }),
  ]);
  return ok({ recent, top });
});

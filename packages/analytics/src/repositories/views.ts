import { type Kysely, sql } from 'kysely';
import { type Database, type Db, dayOf } from '@tsuzuri/db';

export type ArticleViewCount = { slug: string; locale: string; day: string; views: number };

/**
 * Adds counted page views to the per-article rollup the popularity ranking reads (the day's
 * bucket and the lifetime total). Only published articles listed in a category count: a slug
 * that is a category, a standalone page or nothing at all is skipped. Runs inside the caller's
 * transaction (analytics.insertBatch, the one writer); returns how many views were counted.
 */
export async function addArticleViews(
  trx: Kysely<Database>,
  counts: ArticleViewCount[],
): Promise<number> {
  if (!counts.length) return 0;
  const articles = await trx
    .selectFrom('articles')
    .select(['id', 'slug', 'locale'])
    .where('slug', 'in', [...new Set(counts.map((c) => c.slug))])
    .where('locale', 'in', [...new Set(counts.map((c) => c.locale))])
    .where('status', '=', 'published')
    .where('category_id', 'is not', null)
    .execute();
  const idOf = new Map(articles.map((a) => [`${a.locale}|${a.slug}`, a.id]));
  const perDay = new Map<string, { article_id: number; day: string; views: number }>();
  const perArticle = new Map<number, number>();
  for (const c of counts) {
    const id = idOf.get(`${c.locale}|${c.slug}`);
    if (id === undefined) continue;
    const key = `${id}|${c.day}`;
    const row = perDay.get(key) ?? { article_id: id, day: c.day, views: 0 };
    row.views += c.views;
    perDay.set(key, row);
    perArticle.set(id, (perArticle.get(id) ?? 0) + c.views);
  }
  if (!perDay.size) return 0;
  await trx
    .insertInto('article_views_daily')
    .values([...perDay.values()])
    .onConflict((oc) =>
      oc
        .columns(['article_id', 'day'])
        .doUpdateSet({ views: sql`article_views_daily.views + excluded.views` }),
    )
    .execute();
  // In id order: two writers touching the same articles lock them in the same order (no deadlock).
  for (const [id, n] of [...perArticle].sort(([a], [b]) => a - b)) {
    await trx
      .updateTable('articles')
      .set({ view_count: sql`view_count + ${n}` })
      .where('id', '=', id)
      .execute();
  }
  return [...perArticle.values()].reduce((a, b) => a + b, 0);
}

export function viewsRepository(db: Db) {
  return {
    /** Views of an article within the window ending today. */
    async inWindow(slug: string, locale: string, days: number, now = new Date()): Promise<number> {
      const row = await db
        .selectFrom('article_views_daily as v')
        .innerJoin('articles as a', 'a.id', 'v.article_id')
        .select((eb) => eb.fn.sum<number>('v.views').as('n'))
        .where('a.slug', '=', slug)
        .where('a.locale', '=', locale)
        .where('v.day', '>', dayOf(new Date(now.getTime() - days * 86_400_000)))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The UTC day of a moment, as stored: YYYY-MM-DD. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function viewsRepository(db: Db) {
  return {
    /**
     * Counts one page view of a published article: today's bucket and the lifetime total, in
     * one transaction. Returns false when there is no such published article.
     */
    async record(slug: string, locale: string, now = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const article = await trx
          .selectFrom('articles')
          .select('id')
          .where('slug', '=', slug)
          .where('locale', '=', locale)
          .where('status', '=', 'published')
          .executeTakeFirst();
        if (!article) return false;
        await trx
          .insertInto('article_views_daily')
          .values({ article_id: article.id, day: dayOf(now), views: 1 })
          .onConflict((oc) => oc.columns(['article_id', 'day']).doUpdateSet({ views: sql`article_views_daily.views + 1` }))
          .execute();
        await trx.updateTable('articles').set({ view_count: sql`view_count + 1` }).where('id', '=', article.id).execute();
        return true;
      });
    },

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

import { sql } from 'kysely';
import { type Db, dayOf, dialectOf } from '@tsuzuri/db';

/**
 * Writes the popularity ranking as of `now` (docs/product.md#ranking-and-view-counting): every
 * article read within the window, most read first, then by lifetime views, date and id. The
 * popular lists read it in rank order (listing.ts), so a render costs what its list shows; this
 * sum of the window's daily views runs here instead, once per refresh (docs/database.md, "The
 * popularity ranking"). Every article is ranked whatever its state, with its listing columns
 * (locale, state, category), which a trigger keeps equal to the article's from then on: a list
 * walks the ranked articles of its own listing alone (listing.ts).
 */
export async function refreshPopularity(
  db: Db,
  windowDays: number,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute((trx) => writePopularity(trx, windowDays, now));
}

/**
 * The refresh's writes, inside the caller's transaction (refreshPopularity's own, or a
 * migration's: 0031 ranks the views a site already has, content/src/site.ts).
 */
export async function writePopularity(
  trx: Db,
  windowDays: number,
  now = new Date(),
): Promise<void> {
  const since = dayOf(new Date(now.getTime() - windowDays * 86_400_000));
  // PostgreSQL: an article changed by a transaction still open when this one reads `articles`
  // would keep its old columns here (its trigger wrote to the rows this refresh replaces). The
  // lock closes that gap: a writer's trigger takes this table too, so the refresh waits for the
  // writers that hold it and they wait for the refresh, and each then reads what the other
  // committed. Two web servers' refreshes take turns on it as well; the lists read on meanwhile.
  // SQLite has one writer at a time anyway. Holding it, the refresh waits for nothing but the
  // key locks its insert's foreign key takes on the ranked articles: a writer that held such an
  // article's key lock (a delete, a new slug or locale) and then needed this table would
  // deadlock with it. None does today: nothing deletes articles, and a slug is renamed in its
  // own statement after the trigger's (write-article.ts).
  if (dialectOf(trx) === 'postgres')
    await sql`lock table article_popularity in exclusive mode`.execute(trx);
  await trx.deleteFrom('article_popularity').execute();
  await sql`insert into article_popularity
      (article_id, views, rank, locale, status, category_id)
    select a.id, r.views, row_number() over (
      order by r.views desc, a.view_count desc, a.published_at desc, a.id desc),
      a.locale, a.status, a.category_id
    from (
      select article_id, sum(views) as views from article_views_daily
      where day > ${since} group by article_id having sum(views) > 0
    ) as r
    join articles as a on a.id = r.article_id`.execute(trx);
}

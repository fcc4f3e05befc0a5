import { sql } from 'kysely';
import { type Db, dayOf, dialectOf } from '@tsuzuri/db';

/** Two web servers on one PostgreSQL database refresh one at a time (their rows would collide). */
const POSTGRES_LOCK_KEY = 7_301_425_027;

/**
 * Writes the popularity ranking as of `now` (docs/product.md#ranking-and-view-counting): every
 * article read within the window, most read first, then by lifetime views, date and id. The
 * popular lists read it in rank order (listing.ts), so a render costs what its list shows; this
 * sum of the window's daily views runs here instead, once per refresh (docs/database.md, "The
 * popularity ranking"). Every article is ranked whatever its state: a list keeps the published.
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
 * migration's: 0027 ranks the views a site already has, content/src/site.ts).
 */
export async function writePopularity(
  trx: Db,
  windowDays: number,
  now = new Date(),
): Promise<void> {
  const since = dayOf(new Date(now.getTime() - windowDays * 86_400_000));
  if (dialectOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(${POSTGRES_LOCK_KEY})`.execute(trx);
  await trx.deleteFrom('article_popularity').execute();
  await sql`insert into article_popularity (article_id, views, rank)
    select a.id, r.views, row_number() over (
      order by r.views desc, a.view_count desc, a.published_at desc, a.id desc)
    from (
      select article_id, sum(views) as views from article_views_daily
      where day > ${since} group by article_id having sum(views) > 0
    ) as r
    join articles as a on a.id = r.article_id`.execute(trx);
}

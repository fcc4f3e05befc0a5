import type { Kysely } from 'kysely';

/**
 * Downloads and purchase clicks recorded by the server (docs/analytics.md, "Conversions"): one
 * row per reader's click on a download or buy link, written before the redirect is sent, so it
 * counts even when the tracker is blocked. Bots are not recorded.
 *
 * - `kind`: download or purchase; `pid`: the product; `plan`: monthly, yearly or perpetual
 *   (purchases only); `os`: windows, mac or other (from the user agent).
 * - `page_path`, `page_name`, `locale`: the page that sent the reader (same-site Referer or the
 *   link's own parameter), named as the analytics rollups name pages; `(other)` when the site
 *   has no such page.
 * - `ad_channel`, `order_tag`, `traffic_type`: the attribution carried to the payment page.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('conversions')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('pid', 'text', (c) => c.notNull())
    .addColumn('plan', 'text')
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('ad_channel', 'text')
    .addColumn('order_tag', 'text')
    .addColumn('traffic_type', 'text')
    .execute();
  await db.schema.createIndex('conversions_day_idx').on('conversions').columns(['day', 'page_path']).execute();
}

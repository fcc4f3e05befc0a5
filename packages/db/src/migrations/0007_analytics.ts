import type { Kysely } from 'kysely';

/**
 * First-party analytics (docs/analytics.md, "Ingestion and stats"): the raw events the front
 * accepted, and the daily rollups every report reads.
 *
 * - `analytics_events`: one row per accepted event, bots included but flagged. `upload_id` is
 *   UNIQUE: inserts use ON CONFLICT DO NOTHING, the last guard against a replayed beacon that
 *   reached another instance (each front also keeps an in-process list of recent ids).
 * - `analytics_daily`: per UTC day and page path, the counts of readers' (non-bot) events.
 * - `analytics_daily_readers`: which reader was already counted for a page on a day, so
 *   `analytics_daily.readers` counts each reader once across batches and instances.
 * Article views for the popularity ranking stay in `article_views_daily` (0006).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('upload_id', 'text', (c) => c.notNull().unique())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    /** token or fingerprint id, else a salted hash of the address: never the address itself. */
    .addColumn('reader', 'text', (c) => c.notNull())
    .addColumn('bot', 'integer', (c) => c.notNull().defaultTo(0))
    /** The cleaned payload as JSON, with the ids the server issued. */
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_events_day_idx').on('analytics_events').columns(['day', 'page_path']).execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('readers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_20', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_40', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_60', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_80', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_100', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purchases', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outbound', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'page_path'])
    .execute();
  await db.schema.createIndex('analytics_daily_name_idx').on('analytics_daily').columns(['page_name', 'day']).execute();

  await db.schema
    .createTable('analytics_daily_readers')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('reader', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_readers_pk', ['day', 'page_path', 'reader'])
    .execute();
}

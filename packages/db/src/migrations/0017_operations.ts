import type { Kysely } from 'kysely';

/**
 * The operators' console (issue 16; docs/product.md#operators-console).
 *
 * - `analytics_daily_jst` / `analytics_daily_jst_readers`: the same rollup as analytics_daily
 *   (0007), per Asia/Tokyo day instead of per UTC day, so the console's days are the operators'
 *   days (docs/analytics.md#tokyo-days). Filled from here on; earlier days stay in the UTC rollup.
 * - `analytics_sources_jst`: page views per Tokyo day by referrer host and by campaign
 *   (medium / source of the landing URL); a bounded number of values per day, the rest `(other)`.
 * - `search_queries`: what readers searched for per Tokyo day and locale (normalised query,
 *   count, results of the last render); no reader id, no address. Bounded per day like sources.
 * - `comment_ng_words`: the NG words the editors keep (beside the coded list).
 * - `comments.author_kind` (reader | staff) and `comments.reply_to`: the editorial team's replies.
 * - `messages.handled_at`, `handled_by`, `note`: the contact inbox's state.
 * - `push_sends`: composed pushes, now or at a time; claimed atomically by one instance.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('analytics_daily_jst')
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
    .addPrimaryKeyConstraint('analytics_daily_jst_pk', ['day', 'page_path'])
    .execute();
  await db.schema
    .createTable('analytics_daily_jst_readers')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('reader', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_jst_readers_pk', ['day', 'page_path', 'reader'])
    .execute();
  await db.schema.createIndex('analytics_daily_jst_readers_reader_idx').on('analytics_daily_jst_readers').columns(['day', 'reader']).execute();
  await db.schema
    .createTable('analytics_sources_jst')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_sources_jst_pk', ['day', 'kind', 'value'])
    .execute();
  await db.schema
    .createTable('search_queries')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_queries_pk', ['day', 'locale', 'query'])
    .execute();
  await db.schema
    .createTable('comment_ng_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.alterTable('comments').addColumn('author_kind', 'text', (c) => c.notNull().defaultTo('reader')).execute();
  await db.schema.alterTable('comments').addColumn('reply_to', 'integer').execute();
  await db.schema.alterTable('messages').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('messages').addColumn('handled_by', 'text').execute();
  await db.schema.alterTable('messages').addColumn('note', 'text').execute();
  await db.schema
    .createTable('push_sends')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    /** A locale ("ja", "en"), or "" for every subscriber. */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('send_at', 'text', (c) => c.notNull())
    /** scheduled → sending (claimed by one instance) → sent | failed; or cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('push_sends_due_idx').on('push_sends').columns(['status', 'send_at']).execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * The console's article list (newest change first, filtered by state, locale, category or
 * author) read from an index (docs/database.md, "The console's article list"). Without one, each
 * page sorted every article with its category, author and pending change: 207 ms at 10,000
 * articles for the first page. `articles_console_idx` holds the order (`updated_at`, `id`) and
 * the filters' columns, so the count and a page's ids never read a row; the page's own 30 rows
 * are read by key. It leads with `updated_at`, which no public listing asks first, so no
 * listing's plan changes.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createIndex('articles_console_idx')
    .on('articles')
    .columns(['updated_at', 'id', 'editorial_state', 'locale', 'category_id', 'author_id'])
    .execute();
  if (dialect === 'sqlite') {
    await sql`pragma analysis_limit = 0`.execute(db);
    await sql`analyze articles`.execute(db);
  }
}

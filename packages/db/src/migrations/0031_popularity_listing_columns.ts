import { type Kysely, sql } from 'kysely';

/**
 * The ranking carries each ranked article's listing columns (docs/database.md, "The popular
 * list's walk"). A popular page walked the whole ranking up to its offset, asking which of the
 * ranked articles its listing holds (0030): the last page of `/by-popularity` took 47 ms at
 * 100,000 articles with 10,000 ranked, and grew with them. With `locale`, `status` and
 * `category_id` beside the rank, a page is one walk along `article_popularity_listing_idx` to
 * its offset, entries of other locales and states never read.
 *
 * Triggers keep the copies equal to the article's own columns, so no writer of `articles` can
 * leave a list showing an article it should not, or hiding one it should (as 0023's counters).
 * The refresh writes them with the ranks; this migration's data step ranks again
 * (@tsuzuri/content's site.ts), so the rows it finds are written in full. The indexes the old
 * walk used go: 0030's probe of `articles` and 0027's index on the rank alone.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  // Each step may find itself done: on SQLite a migration is not one transaction, so a data step
  // that failed (a full disk) leaves the columns behind, and the next run must go on from there.
  const columns = await columnsOf(db, dialect);
  if (!columns.has('locale'))
    await db.schema
      .alterTable('article_popularity')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  if (!columns.has('status'))
    await db.schema
      .alterTable('article_popularity')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  if (!columns.has('category_id'))
    await db.schema.alterTable('article_popularity').addColumn('category_id', 'integer').execute();
  // `article_id` last: PostgreSQL answers a page from the index alone; in SQLite it is the rowid,
  // in every index already.
  await db.schema
    .createIndex('article_popularity_listing_idx')
    .ifNotExists()
    .on('article_popularity')
    .columns(['locale', 'status', 'rank', 'category_id', 'article_id'])
    .execute();
  await db.schema.dropIndex('article_popularity_rank_idx').ifExists().execute();
  await db.schema.dropIndex('articles_ranked_probe_idx').ifExists().execute();
  if (dialect === 'postgres') await postgresTrigger(db);
  else await sqliteTrigger(db);
}

async function columnsOf(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'article_popularity'`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info('article_popularity')`.execute(
          db,
        );
  return new Set(rows.map((r) => r.name));
}

const COPY = 'locale = new.locale, status = new.status, category_id = new.category_id';

// Only when one of them changes: a save that sets them to what they were (the console's save
// sends the category every time) writes nothing here and, on PostgreSQL, never waits for a
// refresh's lock on the ranking (popularity.ts).
async function sqliteTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger if not exists articles_popularity_listing
    after update of status, category_id, locale on articles
    when old.status is not new.status or old.category_id is not new.category_id
      or old.locale is not new.locale
    begin
      update article_popularity set ${sql.raw(COPY)} where article_id = new.id;
    end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function articles_popularity_listing() returns trigger
    language plpgsql as $$
    begin
      update article_popularity set ${sql.raw(COPY)} where article_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create or replace trigger articles_popularity_listing
    after update of status, category_id, locale on articles
    for each row
    when (old.status is distinct from new.status or old.category_id is distinct from new.category_id
      or old.locale is distinct from new.locale)
    execute function articles_popularity_listing()`.execute(db);
}

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
  await db.schema
    .alterTable('article_popularity')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('article_popularity')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('article_popularity').addColumn('category_id', 'integer').execute();
  // `article_id` last: PostgreSQL answers a page from the index alone; in SQLite it is the rowid,
  // in every index already.
  await db.schema
    .createIndex('article_popularity_listing_idx')
    .on('article_popularity')
    .columns(['locale', 'status', 'rank', 'category_id', 'article_id'])
    .execute();
  await db.schema.dropIndex('article_popularity_rank_idx').ifExists().execute();
  await db.schema.dropIndex('articles_ranked_probe_idx').ifExists().execute();
  if (dialect === 'postgres') await postgresTrigger(db);
  else await sqliteTrigger(db);
}

const COPY = 'locale = new.locale, status = new.status, category_id = new.category_id';

async function sqliteTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger articles_popularity_listing
    after update of status, category_id, locale on articles
    begin
      update article_popularity set ${sql.raw(COPY)} where article_id = new.id;
    end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`create function articles_popularity_listing() returns trigger language plpgsql as $$
    begin
      update article_popularity set ${sql.raw(COPY)} where article_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger articles_popularity_listing
    after update of status, category_id, locale on articles
    for each row execute function articles_popularity_listing()`.execute(db);
}

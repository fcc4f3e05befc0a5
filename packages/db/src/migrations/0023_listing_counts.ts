import { type Kysely, sql } from 'kysely';

/**
 * How many published articles each category holds per locale, kept by the database itself
 * (docs/database.md, "Listing counts"). A listing page shows its size ("N articles, page 2 of
 * 9"); counting the category's rows grew with the corpus (0.8 ms at 10,000 articles, ~8 ms at
 * 100,000 — docs/benchmarks.md, "How cost grows"), the sum of a few counter rows does not.
 *
 * Triggers keep the rows, so no writer of `articles` (the editors' console, the import, the
 * scheduler, a category's deletion setting `category_id` to null, `db:import`) can forget them.
 * A row counts the articles with `status = 'published'` and a category; counters that fall to
 * zero stay as rows of 0. Derived data: not exported (`db:export`), rebuilt by the triggers as
 * `db:import` inserts the articles.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('listing_counts')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_counts_pk', ['locale', 'category_id'])
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into listing_counts (locale, category_id, published)
    select locale, category_id, count(*) from articles
    where status = 'published' and category_id is not null
    group by locale, category_id`.execute(db);
}

// An update counts the old row out and the new one in: a net zero when neither moved.
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const countIn = (row: 'new') => sql.raw(`
    insert into listing_counts (locale, category_id, published)
      select ${row}.locale, ${row}.category_id, 1
      where ${row}.status = 'published' and ${row}.category_id is not null
      on conflict (locale, category_id) do update set published = published + 1;`);
  const countOut = (row: 'old') => sql.raw(`
    update listing_counts set published = published - 1
      where ${row}.status = 'published' and ${row}.category_id is not null
        and locale = ${row}.locale and category_id = ${row}.category_id;`);
  await sql`create trigger articles_listing_count_insert after insert on articles
    begin ${countIn('new')} end`.execute(db);
  await sql`create trigger articles_listing_count_delete after delete on articles
    begin ${countOut('old')} end`.execute(db);
  await sql`create trigger articles_listing_count_update
    after update of status, category_id, locale on articles
    begin ${countOut('old')} ${countIn('new')} end`.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create function articles_listing_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        if old.status = 'published' and old.category_id is not null then
          update listing_counts set published = published - 1
            where locale = old.locale and category_id = old.category_id;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        if new.status = 'published' and new.category_id is not null then
          insert into listing_counts (locale, category_id, published)
            values (new.locale, new.category_id, 1)
            on conflict (locale, category_id)
            do update set published = listing_counts.published + 1;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger articles_listing_count
    after insert or delete or update of status, category_id, locale on articles
    for each row execute function articles_listing_count()`.execute(db);
}

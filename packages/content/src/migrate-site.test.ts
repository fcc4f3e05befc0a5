import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from './seed/seed-db';
import { migrateSite } from './site';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { runScript } from '@tsuzuri/test-support/run-script';
import { schemaSnapshot } from '@tsuzuri/test-support/schema-snapshot';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { exportDatabase } from '@tsuzuri/db/transfer';
import { appliedMigrations } from '@tsuzuri/db/catalog';
import { type Dialect, dayOf } from '@tsuzuri/db';

/** Schema, migration records, every row (as the export writes them) and the search index size. */
async function snapshot(ctx: TempDb, dialect: Dialect) {
  const rows: string[] = [];
  await exportDatabase(
    ctx.db,
    async (line) => void rows.push(line.replace(/"exportedAt":"[^"]+",/, '')),
  );
  const migrations = (await sql`select * from kysely_migration order by name`.execute(ctx.db)).rows;
  const indexed = (
    await sql<{ n: number }>`select count(*) as n from article_search`.execute(ctx.db)
  ).rows[0].n;
  return {
    schema: await schemaSnapshot(ctx.db, dialect),
    migrations,
    rows,
    indexed: Number(indexed),
  };
}

forEachDialect((dialect) => {
  describe('npm run db:migrate', () => {
    let ctx: TempDb;
    beforeAll(async () => {
      ctx = await tempDb(dialect, { migrated: false });
    });
    afterAll(() => ctx.cleanup());

    it('brings an empty database up to date', async () => {
      const first = await runScript('migrate.ts', [], ctx.url);
      expect(first.code, first.stderr).toBe(0);
      const applied = await appliedMigrations(ctx.db);
      expect(applied.length).toBeGreaterThanOrEqual(8);
      expect(first.stdout.trim()).toBe(`${dialect}: applied ${applied.join(', ')}`);
    }, 30_000);

    it('applies nothing and changes nothing when run again on a site with content', async () => {
      await seedDatabase(ctx.db);
      const before = await snapshot(ctx, dialect);
      expect(before.indexed).toBeGreaterThan(60);
      const again = await runScript('migrate.ts', [], ctx.url);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout.trim()).toBe(`${dialect}: schema up to date`);
      expect(await snapshot(ctx, dialect)).toEqual(before);
    }, 30_000);
  });
});

describe('a migration on SQLite', () => {
  it('leaves the indexes it adds with planner statistics (SQLite would guess without)', async () => {
    const ctx = await tempDb('sqlite', { seeded: true });
    try {
      // The site as it was before migration 0025, its statistics written since.
      for (const index of [
        'articles_sitemap_parts_idx',
        'articles_category_newest_idx',
        'articles_slug_status_idx',
      ])
        await sql`drop index ${sql.id(index)}`.execute(ctx.db);
      await sql`delete from kysely_migration where name = '0025_sitemap_index'`.execute(ctx.db);
      await sql`analyze`.execute(ctx.db);
      const statsOf = async (index: string) =>
        (await sql`select stat from sqlite_stat1 where idx = ${index}`.execute(ctx.db)).rows;
      expect(await statsOf('articles_listing_idx')).toHaveLength(1);
      expect(await statsOf('articles_sitemap_parts_idx')).toHaveLength(0);

      expect(await migrateSite(ctx.db, 'sqlite')).toEqual(['0025_sitemap_index']);
      expect(await statsOf('articles_sitemap_parts_idx')).toHaveLength(1);
    } finally {
      await ctx.cleanup();
    }
  }, 30_000);
});

forEachDialect((dialect) => {
  describe('migration 0027 on a site with readers', () => {
    it('ranks the views the site already has, so its lists keep their order', async () => {
      const ctx = await tempDb(dialect, { seeded: true });
      try {
        // The site as it was before 0027 (and 0031, which gives the ranking its listing
        // columns), two of its articles read today.
        if (dialect === 'postgres')
          await sql`drop function articles_popularity_listing cascade`.execute(ctx.db);
        else await sql`drop trigger articles_popularity_listing`.execute(ctx.db);
        await sql`drop table article_popularity`.execute(ctx.db);
        await sql`delete from kysely_migration where name in
          ('0027_popularity_ranking', '0031_popularity_listing_columns')`.execute(ctx.db);
        const [a, b] = await ctx.db
          .selectFrom('articles')
          .select('id')
          .where('status', '=', 'published')
          .where('category_id', 'is not', null)
          .orderBy('id')
          .limit(2)
          .execute();
        const day = dayOf(new Date());
        await ctx.db
          .insertInto('article_views_daily')
          .values([
            { article_id: a.id, day, views: 2 },
            { article_id: b.id, day, views: 5 },
          ])
          .execute();
        expect(await migrateSite(ctx.db, dialect)).toEqual([
          '0027_popularity_ranking',
          '0031_popularity_listing_columns',
        ]);
        const ranked = await ctx.db
          .selectFrom('article_popularity')
          .select(['article_id', 'views', 'rank', 'locale', 'status'])
          .orderBy('rank')
          .execute();
        expect(
          ranked.map((r) => [r.article_id, Number(r.views), Number(r.rank), r.locale, r.status]),
        ).toEqual([
          [b.id, 5, 1, 'ja', 'published'],
          [a.id, 2, 2, 'ja', 'published'],
        ]);
      } finally {
        await ctx.cleanup();
      }
    }, 30_000);
  });
});

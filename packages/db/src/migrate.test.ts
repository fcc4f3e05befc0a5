import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from './connection';
import { type DataSteps, migrateToLatest } from './migrate';

describe('migrations', () => {
  it('import no code of ours: each is frozen as written (kysely only)', () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const specifiers = [
        ...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^']+)'/g),
      ].map((m) => m[1]);
      expect(
        specifiers.filter((s) => s !== 'kysely'),
        file,
      ).toEqual([]);
    }
  });
});

describe('migrateToLatest with data steps', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-migrate-'));
    db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'db.sqlite') });
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const recording = (ran: string[]): DataSteps => ({
    // Runs after its migration's schema part: the search table is there to fill.
    '0003_search': async (k: Kysely<unknown>) => {
      await sql`select count(*) from search_index_entries`.execute(k);
      ran.push('0003_search');
    },
    '0010_rerender_article_html': async () => {
      ran.push('0010_rerender_article_html');
    },
    '0013_search_readings': async (k: Kysely<unknown>) => {
      await sql`select count(*) from article_search where readings = ''`.execute(k);
      ran.push('0013_search_readings');
    },
    '0021_article_body_images': async (k: Kysely<unknown>) => {
      await sql`select count(*) from articles where body_images = '[]'`.execute(k);
      ran.push('0021_article_body_images');
    },
    '0024_search_spans': async (k: Kysely<unknown>) => {
      await sql`select count(*) from search_index_entries`.execute(k);
      ran.push('0024_search_spans');
    },
    '0027_popularity_ranking': async (k: Kysely<unknown>) => {
      await sql`select count(*) from article_popularity`.execute(k);
      ran.push('0027_popularity_ranking');
    },
    '0031_popularity_listing_columns': async (k: Kysely<unknown>) => {
      await sql`select count(*) from article_popularity where locale = ''`.execute(k);
      ran.push('0031_popularity_listing_columns');
    },
  });

  it('runs each data step once, right after its migration, and none when nothing is applied', async () => {
    const ran: string[] = [];
    const applied = await migrateToLatest(db, 'sqlite', recording(ran));
    expect(applied).toContain('0003_search');
    expect(ran).toEqual([
      '0003_search',
      '0010_rerender_article_html',
      '0013_search_readings',
      '0021_article_body_images',
      '0024_search_spans',
      '0027_popularity_ranking',
      '0031_popularity_listing_columns',
    ]);
    expect(await migrateToLatest(db, 'sqlite', recording(ran))).toEqual([]);
    expect(ran).toHaveLength(7);
  });

  it('0023 counts the published articles a site already has into its listing counters', async () => {
    const steps: DataSteps = {
      ...recording([]),
      // Runs before 0023: a site's articles from before the counters existed.
      '0021_article_body_images': async (k: Kysely<unknown>) => {
        await sql`insert into categories (cid, uid) values (7, 'dvd'), (8, 'ai')`.execute(k);
        const article = (slug: string, locale: string, category: number | null, status: string) =>
          sql`insert into articles (slug, locale, title, body_source, body_html, category_id,
            status, published_at, updated_at, content_hash)
            values (${slug}, ${locale}, 't', '', '', ${category}, ${status}, '', '', '')`.execute(
            k,
          );
        await article('a', 'ja', 7, 'published');
        await article('b', 'ja', 7, 'published');
        await article('c', 'ja', 7, 'draft');
        await article('d', 'en', 7, 'published');
        await article('e', 'ja', 8, 'published');
        await article('f', 'ja', null, 'published');
      },
    };
    await migrateToLatest(db, 'sqlite', steps);
    const { rows } = await sql<{
      locale: string;
      category_id: number;
      published: number;
    }>`select locale, category_id, published from listing_counts order by locale, category_id`.execute(
      db,
    );
    expect(rows).toEqual([
      { locale: 'en', category_id: 7, published: 1 },
      { locale: 'ja', category_id: 7, published: 2 },
      { locale: 'ja', category_id: 8, published: 1 },
    ]);
  });

  it('leaves an index a migration made, on a table analysed before, with statistics read in full', async () => {
    // SQLite's `pragma optimize` passes over a table it analysed and that changed little, so an
    // index made again on it had no statistics and the planner guessed (docs/database.md,
    // "Planner statistics"). A migration is where indexes change: migrateToLatest analyses.
    await migrateToLatest(db, 'sqlite', recording([]));
    for (let i = 0; i < 50; i++)
      await sql`insert into articles (slug, locale, title, body_source, body_html, status,
        published_at, updated_at, content_hash)
        values (${`a${i}`}, 'ja', 't', '', '', 'published', '', '', '')`.execute(db);
    await sql`insert into article_popularity (article_id, views, rank)
      select id, 1, id from articles`.execute(db);
    await sql`analyze`.execute(db);
    // The site as it was before 0031, whose index is the one to look at.
    await sql`drop trigger articles_popularity_listing`.execute(db);
    await sql`drop index article_popularity_listing_idx`.execute(db);
    for (const column of ['locale', 'status', 'category_id'])
      await sql`alter table article_popularity drop column ${sql.ref(column)}`.execute(db);
    await sql`delete from kysely_migration where name = '0031_popularity_listing_columns'`.execute(
      db,
    );
    expect(await migrateToLatest(db, 'sqlite', recording([]))).toEqual([
      '0031_popularity_listing_columns',
    ]);
    const { rows } = await sql<{
      stat: string;
    }>`select stat from sqlite_stat1 where idx = 'article_popularity_listing_idx'`.execute(db);
    expect(rows).toEqual([{ stat: '50 50 50 1 1 1' }]);
  });

  it('0031 goes on from where a failed run left it (SQLite runs a migration outside a transaction)', async () => {
    await migrateToLatest(db, 'sqlite', recording([]));
    // A run whose data step failed: the columns are there, the index and trigger too, no record.
    await sql`delete from kysely_migration where name = '0031_popularity_listing_columns'`.execute(
      db,
    );
    expect(await migrateToLatest(db, 'sqlite', recording([]))).toEqual([
      '0031_popularity_listing_columns',
    ]);
  });

  it('records no migration whose data step failed, so the next run tries it again', async () => {
    const failing: DataSteps = {
      ...recording([]),
      '0010_rerender_article_html': () => Promise.reject(new Error('render failed')),
    };
    await expect(migrateToLatest(db, 'sqlite', failing)).rejects.toThrow('render failed');
    const ran: string[] = [];
    await migrateToLatest(db, 'sqlite', recording(ran));
    expect(ran).toContain('0010_rerender_article_html');
  });
});

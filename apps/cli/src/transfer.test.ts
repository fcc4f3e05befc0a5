import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { describeWithPostgres } from '@tsuzuri/test-support/dialects';
import { runScript } from '@tsuzuri/test-support/run-script';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { fillWholeSite } from '@tsuzuri/test-support/whole-site';
import { importSiteFromFile } from '@tsuzuri/content/site';
import { exportToFile } from '@tsuzuri/db/transfer';
import { TransferError } from '@tsuzuri/db/transfer';

/** An export as comparable parts: the header without when/where it was made, then every other line. */
function readExport(file: string) {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const { exportedAt: _at, source: _source, ...schema } = JSON.parse(header);
  const tables = lines.filter((l) => l.startsWith('{"table"')).map((l) => JSON.parse(l));
  return { schema, lines, tables };
}

const count = async (ctx: TempDb, table: 'articles' | 'comments') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeWithPostgres(
  'moving a site between SQLite and PostgreSQL (npm run db:export / db:import)',
  () => {
    let sqlite: TempDb;
    let postgres: TempDb;
    let fromSqlite: string;
    let fromPostgres: string;

    beforeAll(async () => {
      sqlite = await tempDb('sqlite', { seeded: true });
      await fillWholeSite(sqlite.db);
      // Read within the ranking's window (the whole site's views are of a fixed past day).
      await createRepositories(sqlite.db, 'ja').analytics.insertBatch([
        {
          uploadId: 'transfer-recent-view',
          receivedAt: new Date(),
          event: 'page_view',
          pagePath: '/dvd-backup-iso-basics',
          pageName: 'dvd_backup_iso_basics',
          locale: 'ja',
          reader: 'recent-reader',
          bot: false,
          fields: {},
          articleSlug: 'dvd-backup-iso-basics',
        },
      ]);
      postgres = await tempDb('postgres');
      fromSqlite = path.join(sqlite.dir, 'site.ndjson');
      fromPostgres = path.join(sqlite.dir, 'site-from-postgres.ndjson');
    }, 60_000);
    afterAll(async () => {
      await sqlite?.cleanup();
      await postgres?.cleanup();
    });

    it('exports the SQLite site and imports it into PostgreSQL, which exports the same data back', async () => {
      const exported = await runScript('db-export.ts', [fromSqlite], sqlite.url);
      expect(exported.stderr).toMatch(/db:export: \d+ rows of \d+ tables from sqlite/);
      expect(exported.code).toBe(0);
      const imported = await runScript('db-import.ts', [fromSqlite], postgres.url);
      expect(imported.stdout).toMatch(
        /from a sqlite export → postgres; \d+ articles indexed for search/,
      );
      expect(imported.code).toBe(0);

      await exportToFile(postgres.db, fromPostgres);
      const before = readExport(fromSqlite);
      const after = readExport(fromPostgres);
      for (const t of before.tables)
        expect(
          t.rows,
          `${t.table} has no rows in packages/test-support/src/whole-site.ts, so its export is untested`,
        ).toBeGreaterThan(0);
      expect(before.tables.map((t) => t.table)).toEqual(
        expect.arrayContaining([
          'articles',
          'comments',
          'analytics_events',
          'push_subscriptions',
          'products',
          'product_plans',
          'product_texts',
        ]),
      );
      expect(after.schema).toEqual(before.schema);
      expect(after.lines.length).toBe(before.lines.length);
      for (const [i, line] of before.lines.entries())
        expect(after.lines[i], `line ${i + 2}`).toBe(line);
    }, 60_000);

    it('finds the same articles for Japanese queries on both databases', async () => {
      const [a, b] = [createRepositories(sqlite.db, 'ja'), createRepositories(postgres.db, 'ja')];
      for (const q of [
        '画質',
        'ダウンロード',
        '字幕',
        '画',
        '変換 スマホ',
        'ＤＶＤ　だびんぐ',
        'ブルーレイ',
      ]) {
        const [x, y] = [
          await a.articles.search(q, 'ja', 1, 500),
          await b.articles.search(q, 'ja', 1, 500),
        ];
        expect(y.total, q).toBe(x.total);
        expect(y.items.map((i) => i.id).sort(), q).toEqual(x.items.map((i) => i.id).sort());
        expect(y.items[0]?.snippetHtml, q).toBe(
          y.items.find((i) => i.id === y.items[0]?.id)?.snippetHtml,
        );
      }
      expect((await b.articles.search('画質', 'ja', 1, 10)).total).toBeGreaterThan(10);
    });

    it('ranks the imported views at once, as the exported site ranks them', async () => {
      const ranking = async (ctx: TempDb) =>
        (
          await ctx.db
            .selectFrom('article_popularity as p')
            .innerJoin('articles as a', 'a.id', 'p.article_id')
            .select(['a.slug', 'p.views', 'p.rank'])
            .orderBy('p.rank')
            .execute()
        ).map((r) => [r.slug, Number(r.views), Number(r.rank)]);
      await createRepositories(sqlite.db, 'ja').articles.refreshPopularity();
      expect(await ranking(sqlite)).toEqual([['dvd-backup-iso-basics', 1, 1]]);
      expect(await ranking(postgres)).toEqual(await ranking(sqlite));
    });

    it('continues ids after the imported ones, never reusing the id of a deleted comment', async () => {
      const { lastId } = readExport(fromSqlite).tables.find((t) => t.table === 'comments');
      const repos = createRepositories(postgres.db, 'ja');
      const id = await repos.comments.create({
        articleSlug: 'best-free-dvd-software',
        locale: 'ja',
        name: '新しい読者',
        email: 'new@example.jp',
        body: '参考になりました。',
        status: 'pending',
        holdReason: null,
        ipHash: 'x',
        userAgent: 'test',
      });
      expect(id).toBe(lastId + 1);
    });

    it('moves the site back from PostgreSQL to SQLite unchanged', async () => {
      const back = await tempDb('sqlite');
      try {
        const { tags } = await importSiteFromFile(back.db, fromPostgres);
        // What a running site must purge: every page of the locales the export brought.
        expect(tags).toEqual(
          expect.arrayContaining([
            'locale:ja',
            'list:latest:ja',
            'categories',
            'products',
            'sitemap',
          ]),
        );
        const again = path.join(back.dir, 'again.ndjson');
        await exportToFile(back.db, again);
        expect(readExport(again).lines).toEqual(readExport(fromSqlite).lines);
      } finally {
        await back.cleanup();
      }
    }, 60_000);

    it('refuses a database that already has content, and a file cut short, leaving the database as it was', async () => {
      const articles = await count(postgres, 'articles');
      await expect(importSiteFromFile(postgres.db, fromSqlite)).rejects.toThrow(/not empty/);
      expect(await count(postgres, 'articles')).toBe(articles);

      const fresh = await tempDb('postgres');
      try {
        const cut = path.join(sqlite.dir, 'cut.ndjson');
        const lines = fs.readFileSync(fromSqlite, 'utf8').trimEnd().split('\n');
        fs.writeFileSync(cut, lines.slice(0, -5).join('\n'));
        await expect(importSiteFromFile(fresh.db, cut)).rejects.toThrow(TransferError);
        expect(await count(fresh, 'articles')).toBe(0);
        expect(await count(fresh, 'comments')).toBe(0);
      } finally {
        await fresh.cleanup();
      }
    }, 30_000);
  },
);

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateSite } from '../site';
import { importDirectories } from '../import/import-dir';
import { frontMatter, writeFiles } from '@tsuzuri/test-support/temp-db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { checkSearchIndex } from '@tsuzuri/test-support/search-index';
import type { Db } from '@tsuzuri/db';
import { isSearchable, searchDocument } from './index';
import * as postgresIndex from './postgres-index';
import { loadAnalyser } from './readings/analyser';
import * as sqliteIndex from './sqlite-index';

/** A span token (tokenize.ts, withSpans): a Latin word with the Japanese character after it. */
const isSpan = (token: string) =>
  /^[\p{L}\p{N}]/u.test(token) &&
  !/^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(token) &&
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u.test(token);

/** Writes the index as it was before migration 0024: every entry without its span tokens. */
async function writeIndexWithoutSpans(db: Db, dialect: string) {
  const analyser = await loadAnalyser();
  const rows = await db.selectFrom('articles').selectAll().execute();
  await (dialect === 'postgres' ? postgresIndex.clearDocuments(db) : sqliteIndex.clearEntries(db));
  for (const row of rows.filter(isSearchable)) {
    const doc = searchDocument(row, analyser);
    const old = {
      title: doc.title.filter((t) => !isSpan(t)),
      body: doc.body.filter((t) => !isSpan(t)),
      readings: (doc.readings ?? []).filter((t) => !isSpan(t)),
    };
    await (dialect === 'postgres'
      ? postgresIndex.upsertDocument(db, row.id, row.locale, old)
      : sqliteIndex.insertEntry(db, { id: row.id, locale: row.locale, doc: old }));
  }
}

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  const search = (q: string, locale = 'ja') => site().repos.articles.search(q, locale, 1, 50);

  /** Imports one article file (front matter + Markdown body) as an editor would. */
  async function importArticle(fields: Record<string, string>, body: string) {
    const dir = writeFiles(site().dir, {
      'a.md': frontMatter(
        {
          locale: 'ja',
          author: 'editorial',
          category: 'dvd-copy',
          published_at: '2026-01-05',
          status: 'published',
          ...fields,
        },
        body,
      ),
    });
    const report = await importDirectories(site().db, [dir]);
    expect(report.files.filter((f) => f.status === 'error')).toEqual([]);
  }

  /** Throws when the index is damaged or holds other tokens than the articles' current text. */
  const checkIndex = () => checkSearchIndex(site().db);

  describe('the index follows content writes', () => {
    it('finds a re-imported, edited article by its new words and no longer by its old ones', async () => {
      await importArticle(
        { slug: 'search-edit', title: '撮影メモ' },
        '## 見出し\n\nミジンコの撮影について。',
      );
      expect((await search('ミジンコ')).items.map((a) => a.slug)).toEqual(['search-edit']);
      await importArticle(
        { slug: 'search-edit', title: '観察メモ' },
        '## 見出し\n\nクマムシの観察について。',
      );
      expect((await search('ミジンコ')).total).toBe(0);
      expect((await search('撮影メモ')).total).toBe(0);
      expect((await search('クマムシ')).items.map((a) => a.slug)).toEqual(['search-edit']);
      await checkIndex();
    });

    it('never finds drafts, and drops an article that goes back to draft', async () => {
      await importArticle(
        { slug: 'search-draft', title: '下書き', status: 'draft' },
        'ゾウリムシの話。',
      );
      expect((await search('ゾウリムシ')).total).toBe(0);
      await importArticle(
        { slug: 'search-draft', title: '公開', status: 'published' },
        'ゾウリムシの話。',
      );
      expect((await search('ゾウリムシ')).total).toBe(1);
      await importArticle(
        { slug: 'search-draft', title: '非公開', status: 'draft' },
        'ゾウリムシの話。',
      );
      expect((await search('ゾウリムシ')).total).toBe(0);
    });

    it('finds an English article only in English', async () => {
      await importArticle(
        { slug: 'search-en', title: 'Notes', locale: 'en' },
        'About the zyxwvut format.',
      );
      expect((await search('zyxwvut', 'en')).total).toBe(1);
      expect((await search('zyxwvut', 'ja')).total).toBe(0);
    });

    it('escapes article text in the snippet, so text that looks like markup stays text', async () => {
      await importArticle(
        { slug: 'search-escape', title: 'タグの話' },
        '本文の `<i>ハリネズミ</i>` と & 記号。',
      );
      const [hit] = (await search('ハリネズミ')).items;
      expect(hit.snippetHtml).toContain('&lt;i&gt;<mark>ハリネズミ</mark>&lt;/i&gt;');
      expect(hit.snippetHtml).toContain('&amp;');
      expect(hit.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    });

    it("stays correct when an article's text was changed behind the import's back", async () => {
      await importArticle({ slug: 'search-direct', title: '記録' }, 'ミーアキャットの記録。');
      // An operator fixes the text in SQL: the index still holds the old tokens.
      const edited = { plain_text: 'ハリモグラの記録。', description: 'ハリモグラの記録。' };
      await site()
        .db.updateTable('articles')
        .set(edited)
        .where('slug', '=', 'search-direct')
        .execute();
      await importArticle({ slug: 'search-direct', title: '記録' }, 'アルマジロの記録。');
      expect((await search('ミーアキャット')).total).toBe(0);
      expect((await search('ハリモグラ')).total).toBe(0);
      expect((await search('アルマジロ')).items.map((a) => a.slug)).toEqual(['search-direct']);
      await checkIndex();
    });

    it('indexes the articles of an existing site when its migration first runs', async () => {
      const before = (await search('画質')).total;
      expect(before).toBeGreaterThan(0);
      // A site that imported its articles before search existed: no index, migration not applied.
      await sql`drop table article_search`.execute(site().db);
      if (dialect === 'sqlite') await sql`drop table search_index_entries`.execute(site().db);
      await sql`delete from kysely_migration where name in ('0003_search', '0013_search_readings')`.execute(
        site().db,
      );
      expect(await migrateSite(site().db, dialect)).toEqual([
        '0003_search',
        '0013_search_readings',
      ]);
      expect((await search('画質')).total).toBe(before);
      expect((await search('アルマジロ')).items.map((a) => a.slug)).toEqual(['search-direct']);
    });

    it('writes every entry again with its spans when migration 0024 first runs', async () => {
      const slugs = async (q: string) => (await search(q)).items.map((a) => a.slug);
      await importArticle({ slug: 'search-span', title: '手順' }, 'ＺＸ８１変換の手順。');
      expect(await slugs('ZX81変換')).toEqual(['search-span']);
      // A site indexed before 0024: its queries ask for a span the entries lack.
      await writeIndexWithoutSpans(site().db, dialect);
      expect(await slugs('ZX81変換')).toEqual([]);
      await sql`delete from kysely_migration where name = '0024_search_spans'`.execute(site().db);
      expect(await migrateSite(site().db, dialect)).toEqual(['0024_search_spans']);
      expect(await slugs('ZX81変換')).toEqual(['search-span']);
      expect(await slugs('ZX81 変換')).toEqual(['search-span']);
      await checkIndex();
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { frontMatter, type TempDb, tempDb, writeFiles } from '@tsuzuri/test-support/temp-db';
import { EditConflictError } from '../editorial/errors';
import { saveArticle } from '../editorial/save-article';
import { importDirectories } from './import-dir';

const file = (author: string) =>
  frontMatter({
    slug: 'author-test',
    title: '著者のテスト',
    category: 'dvd-copy',
    locale: 'ja',
    author,
    published_at: '2026-03-14',
    status: 'published',
  });

forEachDialect((dialect) => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb(dialect, { seeded: true });
  });
  afterEach(() => ctx.cleanup());

  const authorOf = (slug: string) =>
    ctx.db
      .selectFrom('articles')
      .innerJoin('authors', 'authors.id', 'articles.author_id')
      .select('authors.slug')
      .where('articles.slug', '=', slug)
      .executeTakeFirst();

  describe('the import names an author by slug or display name', () => {
    it('creates an unknown author (編集部) and says so, instead of failing', async () => {
      const report = await importDirectories(ctx.db, [
        writeFiles(ctx.dir, { 'a.md': file('編集部') }),
      ]);
      expect(report.files[0]).toMatchObject({ status: 'created' });
      expect(report.files[0]).toMatchObject({ notes: [expect.stringContaining('編集部')] });
      const row = await authorOf('author-test');
      const names = await ctx.db
        .selectFrom('author_translations')
        .innerJoin('authors', 'authors.id', 'author_translations.author_id')
        .select(['name', 'locale'])
        .where('authors.slug', '=', row?.slug ?? '')
        .execute();
      expect(names).toEqual([{ name: '編集部', locale: 'ja' }]);
      // A second import finds the author it made, by the same display name.
      const again = await importDirectories(ctx.db, [
        writeFiles(ctx.dir, { 'b.md': file('編集部').replace('author-test', 'author-test-2') }),
      ]);
      expect(again.files[0]).not.toHaveProperty('notes');
      expect((await authorOf('author-test-2'))?.slug).toBe(row?.slug);
    });

    it('keeps a revision per import, so an editor’s stale save names the import', async () => {
      await importDirectories(ctx.db, [writeFiles(ctx.dir, { 'a.md': file('editorial') })]);
      const row = await ctx.db
        .selectFrom('articles')
        .select(['id', 'version'])
        .where('slug', '=', 'author-test')
        .executeTakeFirstOrThrow();
      await importDirectories(ctx.db, [
        writeFiles(ctx.dir, { 'a.md': file('editorial').replace('著者のテスト', '改題') }),
      ]);
      const e = await saveArticle(
        ctx.db,
        {
          id: row.id,
          baseVersion: row.version,
          title: '編集',
          slug: 'author-test',
          locale: 'ja',
          body: '<p>x</p>',
        },
        { id: 'u1', name: '花子' },
      ).catch((x) => x);
      expect(e).toBeInstanceOf(EditConflictError);
      expect(e.message).toContain('content:import');
    });

    it('finds a known author by any locale’s display name, and still by slug', async () => {
      await importDirectories(ctx.db, [writeFiles(ctx.dir, { 'a.md': file('Kenji Ito') })]);
      expect((await authorOf('author-test'))?.slug).toBe('kenji-ito');
      await importDirectories(ctx.db, [
        writeFiles(ctx.dir, { 'a.md': file('editorial').replace('著者のテスト', '改題') }),
      ]);
      expect((await authorOf('author-test'))?.slug).toBe('editorial');
    });
  });
});

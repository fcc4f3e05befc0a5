import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { frontMatter, type TempDb, tempDb, writeFiles } from '@tsuzuri/test-support/temp-db';
import { draftInput, HANAKO } from '@tsuzuri/test-support/editorial';
import { getArticleForEditing } from '../editorial/console-list';
import { discardArticleChanges } from '../editorial/publish-changes';
import { saveArticle } from '../editorial/save-article';
import { importDirectories } from './import-dir';

const good = (slug: string, extra: Record<string, string> = {}) =>
  frontMatter({
    slug,
    title: `記事 ${slug}`,
    description: '説明文',
    keywords: 'DVD, コピー',
    category: 'dvd-copy',
    locale: 'ja',
    author: 'editorial',
    published_at: '2026-03-14',
    status: 'published',
    ...extra,
  });

forEachDialect((dialect) => {
  let ctx: TempDb;
  let db: Db;

  beforeEach(async () => {
    ctx = await tempDb(dialect, { seeded: true });
    db = ctx.db;
    // Categories and authors come from the seed; its articles are removed so each test starts clean.
    await db.deleteFrom('articles').execute();
  });
  afterEach(() => ctx.cleanup());

  describe('importDirectories', () => {
    it('imports Markdown and HTML files and reports each one', async () => {
      const dir = writeFiles(ctx.dir, {
        'a.md': good('import-md'),
        'b.html': good('import-html').replace(
          '## 見出し\n\n本文です。',
          '<h2>HTML見出し</h2><p>段落<script>alert(1)</script></p>',
        ),
      });
      const report = await importDirectories(db, [dir]);
      expect(report.files.map((f) => f.status)).toEqual(['created', 'created']);
      const repos = createRepositories(db, 'ja');
      const html = await repos.articles.bySlug('import-html', 'ja');
      expect(html?.bodyHtml).toContain('HTML見出し');
      expect(html?.bodyHtml).not.toContain('<script');
      const md = await repos.articles.bySlug('import-md', 'ja');
      expect(md?.keywords).toEqual(['DVD', 'コピー']);
      expect(md?.category?.uid).toBe('dvd-copy');
      expect(md?.toc.map((t) => t.text)).toEqual(['見出し']);
    });

    it('reports a bad file by name and reason and still imports the others', async () => {
      const dir = writeFiles(ctx.dir, {
        'ok.md': good('still-imported'),
        'no-title.md': good('no-title').replace(/^title:.*\n/m, ''),
        'bad-category.md': good('bad-category', { category: 'no-such-category' }),
        'bad-yaml.md': '---\nslug: [unclosed\n---\n本文',
        'bad-status.md': good('bad-status', { status: 'live' }),
        'extra-key.md': good('extra-key', { colour: 'blue' }),
        'takes-category.md': good('dvd'),
        'notes.txt': 'ignored',
      });
      const report = await importDirectories(db, [dir]);
      const byName = Object.fromEntries(report.files.map((f) => [path.basename(f.file), f]));
      expect(byName['ok.md'].status).toBe('created');
      const reasons = Object.fromEntries(
        report.files.flatMap((f) =>
          f.status === 'error' ? [[path.basename(f.file), f.reason]] : [],
        ),
      );
      expect(reasons).toEqual({
        'no-title.md': expect.stringContaining('title'),
        'bad-category.md': "unknown category 'no-such-category'",
        'bad-yaml.md': expect.stringContaining('YAML'),
        'bad-status.md': expect.stringContaining('draft or published'),
        'extra-key.md': expect.stringContaining('colour'),
        'takes-category.md': expect.stringContaining('category'),
      });
      expect(byName['notes.txt']).toBeUndefined();
      const count = await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('changes nothing when the same files are imported again', async () => {
      const dir = writeFiles(ctx.dir, { 'a.md': good('same-again'), 'b.md': good('same-again-2') });
      const first = await importDirectories(db, [dir]);
      expect(first.tags).toContain('article:same-again');
      const before = await db.selectFrom('articles').selectAll().orderBy('id').execute();
      const second = await importDirectories(db, [dir]);
      expect(second.files.map((f) => f.status)).toEqual(['unchanged', 'unchanged']);
      expect(second.tags).toEqual([]);
      expect(await db.selectFrom('articles').selectAll().orderBy('id').execute()).toEqual(before);
    });

    it('updates an edited file in place and returns the tags it touched', async () => {
      const dir = writeFiles(ctx.dir, { 'a.md': good('edited') });
      await importDirectories(db, [dir]);
      fs.writeFileSync(
        path.join(dir, 'a.md'),
        good('edited', { title: '新しいタイトル', category: 'blu-ray-copy' }),
      );
      const report = await importDirectories(db, [dir]);
      expect(report.files[0].status).toBe('updated');
      expect(report.tags).toEqual(
        expect.arrayContaining([
          'article:edited',
          'category:blu-ray-copy',
          'category:blu-ray',
          'list:latest:ja',
        ]),
      );
      const article = await createRepositories(db, 'ja').articles.bySlug('edited', 'ja');
      expect(article?.title).toBe('新しいタイトル');
      expect(
        await db.selectFrom('articles').select('id').where('slug', '=', 'edited').execute(),
      ).toHaveLength(1);
    });

    it("leaves an article alone while an editor's unpublished change waits, and says so", async () => {
      const dir = writeFiles(ctx.dir, { 'a.md': good('waiting') });
      await importDirectories(db, [dir]);
      const row = await db
        .selectFrom('articles')
        .select(['id', 'version'])
        .where('slug', '=', 'waiting')
        .executeTakeFirstOrThrow();
      const draft = { id: row.id, slug: 'waiting', title: '編集中の題', baseVersion: row.version };
      const saved = await saveArticle(db, draftInput(draft), HANAKO);
      const before = await db.selectFrom('articles').selectAll().where('id', '=', row.id).execute();
      fs.writeFileSync(path.join(dir, 'a.md'), good('waiting', { title: 'ファイルの新しい題' }));

      const refused = await importDirectories(db, [dir]);
      expect(refused.files[0]).toMatchObject({
        status: 'error',
        reason: expect.stringContaining(`unpublished change by ${HANAKO.name} is waiting`),
      });
      expect(refused.tags).toEqual([]);
      expect(
        await db.selectFrom('articles').selectAll().where('id', '=', row.id).execute(),
      ).toEqual(before);
      expect((await getArticleForEditing(db, row.id))?.title).toBe('編集中の題');

      // Once the editor has published or discarded it, the file imports.
      await discardArticleChanges(db, { id: row.id, baseVersion: saved.version }, HANAKO);
      expect((await importDirectories(db, [dir])).files[0].status).toBe('updated');
      const article = await createRepositories(db, 'ja').articles.bySlug('waiting', 'ja');
      expect(article?.title).toBe('ファイルの新しい題');
    });

    it('rejects two files that claim the same slug and locale', async () => {
      const dir = writeFiles(ctx.dir, { '1.md': good('twin'), '2.md': good('twin') });
      const report = await importDirectories(db, [dir]);
      expect(report.files[0].status).toBe('created');
      expect(report.files[1]).toMatchObject({
        status: 'error',
        reason: expect.stringContaining("'twin'"),
      });
    });

    it('keeps drafts off the site', async () => {
      const dir = writeFiles(ctx.dir, { 'd.md': good('a-draft', { status: 'draft' }) });
      await importDirectories(db, [dir]);
      expect(await createRepositories(db, 'ja').articles.bySlug('a-draft', 'ja')).toBeNull();
    });

    it('reports the articles that became published in this import, and only those (web push announces them)', async () => {
      const first = writeFiles(ctx.dir, {
        'new.md': good('fresh'),
        'd.md': good('later', { status: 'draft' }),
        'old.md': good('kept'),
      });
      expect((await importDirectories(db, [first])).published).toEqual([
        { slug: 'fresh', locale: 'ja', title: '記事 fresh', description: '説明文' },
        { slug: 'kept', locale: 'ja', title: '記事 kept', description: '説明文' },
      ]);
      // Re-import: unchanged, edited while published, draft turned published.
      const second = writeFiles(ctx.dir, {
        'new.md': good('fresh'),
        'old.md': good('kept', { title: '直した題' }),
        'd.md': good('later', { status: 'published' }),
      });
      expect((await importDirectories(db, [second])).published.map((a) => a.slug)).toEqual([
        'later',
      ]);
    });
  });
});

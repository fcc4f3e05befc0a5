import { describe, expect, it, vi } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO, TARO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { contentRepositories } from '../repositories';
import { getArticleForEditing } from './console-list';
import { MAX_BODY_BYTES } from './body-limit';
import { loadAnalyser } from '../search/readings/analyser';
import { EditConflictError, EditorialError } from './errors';
import { publishArticleChanges } from './publish-changes';
import { listRevisions } from './revisions';
import { saveArticle } from './save-article';
import { changeArticleState } from './states';

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);
  const setup = async () => {
    await editorialFixture(ctx().db);
    return ctx().db;
  };

  describe('saveArticle', () => {
    it('creates a draft through the import pipeline, invisible to the public', async () => {
      const db = await setup();
      const saved = await saveArticle(db, draftInput(), HANAKO);
      expect(saved).toMatchObject({ version: 1, created: true, tags: [] });
      const row = await db
        .selectFrom('articles')
        .selectAll()
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'draft',
        editorial_state: 'draft',
        keywords: 'DVD, 画質',
      });
      expect(row.body_html).not.toContain('<script');
      expect(row.body_html).toContain('<ruby>');
      expect(row.body_html).toMatch(/<h2 id="[^"]+"/);
      expect(row.body_html).toContain('data-img="/images/a.png"');
      expect(row.thumbnail).toBe('/images/a.png');
      // Kept beside the HTML for the image sitemaps (migration 0021).
      expect(JSON.parse(row.body_images)).toEqual(['/images/a.png']);
      expect(await contentRepositories(db).articles.bySlug('better-picture', 'ja')).toBeNull();
    });

    // A draft is not searchable: its saves (autosave every few seconds while an editor types)
    // must not run the reading analyser, ~40 ms of a usual article, inside the write.
    it('leaves an empty description and thumbnail empty: they follow the body, and the editor sees what was typed', async () => {
      // Stored as the body's first words and first image, they came back into the editor's
      // fields as if typed, and froze there: a rewritten body kept the old description.
      const db = ctx().db;
      await editorialFixture(db);
      const first = {
        description: '',
        thumbnail: undefined,
        body: '<p>最初の本文。古い内容です。</p><img src="/images/a.png" alt="図">',
      };
      const { id, version } = await saveArticle(db, draftInput(first), HANAKO);
      expect(await getArticleForEditing(db, id)).toMatchObject({
        description: '',
        thumbnail: null,
      });
      await saveArticle(
        db,
        draftInput({
          ...first,
          id,
          baseVersion: version,
          body: '<p>書き直した新しい本文。</p><img src="/images/b.png" alt="図">',
        }),
        HANAKO,
      );
      const row = await db
        .selectFrom('articles')
        .select(['description', 'thumbnail'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ description: '書き直した新しい本文。', thumbnail: '/images/b.png' });
      expect(await getArticleForEditing(db, id)).toMatchObject({
        description: '',
        thumbnail: null,
      });
      // One typed is kept as typed.
      const typed = await saveArticle(
        db,
        draftInput({ ...first, id, baseVersion: version + 1, description: '手で書いた説明' }),
        HANAKO,
      );
      expect(typed.version).toBe(version + 2);
      expect(await getArticleForEditing(db, id)).toMatchObject({ description: '手で書いた説明' });
    });

    it('reads a draft with the reading analyser only once it is published', async () => {
      const db = await setup();
      const analyser = await loadAnalyser();
      const analyse = vi.spyOn(analyser, 'analyse');
      try {
        const { id } = await saveArticle(db, draftInput(), HANAKO);
        // A text of its own on each dialect: the analyser remembers the last few it read.
        await saveArticle(
          db,
          draftInput({ id, baseVersion: 1, body: `<p>二度目 ${dialect}</p>` }),
          HANAKO,
        );
        expect(analyse).not.toHaveBeenCalled();
        await changeArticleState(db, { id, baseVersion: 2, to: 'published' }, HANAKO);
        expect(analyse).toHaveBeenCalled();
      } finally {
        analyse.mockRestore();
      }
    });

    it('accepts Markdown, and a published article’s change, once published, returns its tags and updates search', async () => {
      const db = await setup();
      const { id } = await saveArticle(
        db,
        draftInput({ body: '## 見出し\n\n本文です。', format: 'markdown' }),
        HANAKO,
      );
      const pub = await changeArticleState(db, { id, baseVersion: 1, to: 'published' }, HANAKO);
      expect(pub.tags).toContain('article:better-picture');
      const repos = contentRepositories(db);
      expect((await repos.articles.bySlug('better-picture', 'ja'))?.toc.map((t) => t.text)).toEqual(
        ['見出し'],
      );
      // A live article's save waits as its change (article-changes.test.ts) until published.
      const change = await saveArticle(
        db,
        draftInput({ id, baseVersion: pub.version, body: '<p>焼き付けの手順</p>' }),
        TARO,
      );
      expect(change.tags).toEqual([]);
      const saved = await publishArticleChanges(db, { id, baseVersion: change.version }, TARO);
      expect(saved.tags).toEqual(
        expect.arrayContaining([
          'article:better-picture',
          'category:dvd-copy',
          'category:video',
          'list:latest:ja',
          'sitemap',
        ]),
      );
      expect((await repos.articles.search('焼きつけ', 'ja', 1, 10)).items.map((a) => a.id)).toEqual(
        [id],
      );
    });

    it('refuses a slug that is a route, a category, malformed or taken, in Japanese and English', async () => {
      const db = await setup();
      await saveArticle(db, draftInput(), HANAKO);
      for (const [slug, code] of [
        ['search-result', 'slug_reserved'],
        ['dvd-copy', 'slug_reserved'],
        ['better-picture', 'slug_taken'],
      ] as const) {
        const e = await saveArticle(db, draftInput({ slug }), HANAKO).catch((x) => x);
        expect(e).toBeInstanceOf(EditorialError);
        expect(e.code).toBe(code);
        expect(e.message).toMatch(/[ぁ-んァ-ン]/);
        expect(e.message).toMatch(/\(.*[a-z].*\)/);
      }
      await expect(saveArticle(db, draftInput({ slug: 'Bad Slug' }), HANAKO)).rejects.toThrow(
        /slug/,
      );
      // A translation is the same slug in another locale: allowed.
      await expect(
        saveArticle(db, draftInput({ locale: 'en', title: 'Better picture' }), HANAKO),
      ).resolves.toMatchObject({ created: true });
    });

    it('refuses a save based on an older version, naming who saved in between', async () => {
      const db = await setup();
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      await saveArticle(db, draftInput({ id, baseVersion: 1, title: '太郎の題' }), TARO);
      const e = await saveArticle(
        db,
        draftInput({ id, baseVersion: 1, title: '花子の題' }),
        HANAKO,
      ).catch((x) => x);
      expect(e).toBeInstanceOf(EditConflictError);
      expect(e.currentVersion).toBe(2);
      expect(e.savedSince).toEqual([expect.objectContaining({ version: 2, byName: TARO.name })]);
      expect(e.message).toContain(TARO.name);
      const row = await db
        .selectFrom('articles')
        .select(['title', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: '太郎の題', version: 2 });
      expect((await listRevisions(db, id)).map((r) => [r.version, r.by.name])).toEqual([
        [2, TARO.name],
        [1, HANAKO.name],
      ]);
    });

    it('lets exactly one of two saves based on the same version through', async () => {
      const db = await setup();
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      const results = await Promise.allSettled([
        saveArticle(db, draftInput({ id, baseVersion: 1, title: 'A' }), HANAKO),
        saveArticle(db, draftInput({ id, baseVersion: 1, title: 'B' }), TARO),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toBeInstanceOf(EditConflictError);
    });

    it('lets a preview read (by the article’s own id) see a draft, and nothing else', async () => {
      const db = await setup();
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      const other = await saveArticle(db, draftInput({ slug: 'other' }), HANAKO);
      const articles = contentRepositories(db).articles;
      expect((await articles.bySlug('better-picture', 'ja', id))?.id).toBe(id);
      expect(await articles.bySlug('better-picture', 'ja', other.id)).toBeNull();
      expect(await articles.bySlug('better-picture', 'en', id)).toBeNull();
      expect(await articles.bySlug('better-picture', 'ja')).toBeNull();
    });

    it('refuses hostile input: unknown fields, a huge body, an unknown category', async () => {
      const db = await setup();
      await expect(
        saveArticle(db, { ...draftInput(), status: 'published' } as never, HANAKO),
      ).rejects.toThrow();
      await expect(
        saveArticle(db, draftInput({ body: 'x'.repeat(MAX_BODY_BYTES + 1) }), HANAKO),
      ).rejects.toThrow();
      await expect(saveArticle(db, draftInput({ category: 'nope' }), HANAKO)).rejects.toThrow(
        /カテゴリ「nope」がありません/,
      );
      await expect(
        saveArticle(db, draftInput({ thumbnail: 'javascript:alert(1)' }), HANAKO),
      ).rejects.toThrow();
    });
  });
});

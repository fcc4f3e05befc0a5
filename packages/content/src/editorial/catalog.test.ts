import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { contentRepositories } from '../repositories';
import { createAuthor, listAuthors, updateAuthor } from './authors';
import { categoryTree, createCategory, reorderCategories, updateCategory } from './categories';
import { deleteCategory } from './delete-category';
import { listConsoleArticles } from './console-list';
import { discardArticleChanges } from './publish-changes';
import { heartbeat, leaveArticle } from './presence';
import { saveArticle } from './save-article';
import { changeArticleState } from './states';

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);

  describe('authors', () => {
    it('are listed, created and updated with a name and bio per locale', async () => {
      const db = ctx().db;
      const id = await createAuthor(db, {
        slug: 'hanako',
        avatar: '/images/h.png',
        profiles: { ja: { name: '花子', bio: '記者' }, en: { name: 'Hanako' } },
      });
      await expect(
        createAuthor(db, { slug: 'hanako', profiles: { ja: { name: '別人' } } }),
      ).rejects.toMatchObject({ code: 'slug_taken' });
      await expect(createAuthor(db, { slug: 'x', profiles: {} })).rejects.toThrow();
      await expect(
        createAuthor(db, { slug: 'x', avatar: 'javascript:1', profiles: { ja: { name: 'x' } } }),
      ).rejects.toThrow();
      await updateAuthor(db, id, {
        slug: 'hanako-sato',
        profiles: { ja: { name: '佐藤 花子', bio: '' } },
      });
      expect(await listAuthors(db)).toEqual([
        { id, slug: 'hanako-sato', avatar: null, profiles: { ja: { name: '佐藤 花子', bio: '' } } },
      ]);
    });
  });

  describe('categories', () => {
    it('form a two-level tree with names per locale, a navigation order, moves and renames', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const { cid: ai, tags } = await createCategory(db, {
        uid: 'ai',
        names: { ja: { name: 'AI' } },
      });
      expect(tags).toEqual(expect.arrayContaining(['categories', 'category:ai']));
      const video = (await categoryTree(db))[0].cid;
      await reorderCategories(db, 0, [ai, video]);
      let tree = await categoryTree(db);
      expect(tree.map((c) => c.uid)).toEqual(['ai', 'video']);
      expect(tree[1].children.map((c) => c.uid)).toEqual(['dvd-copy']);
      await expect(reorderCategories(db, 0, [ai])).rejects.toMatchObject({ code: 'invalid' });
      const dvd = tree[1].children[0].cid;
      await updateCategory(db, dvd, {
        uid: 'dvd-copy',
        parent: ai,
        names: { ja: { name: 'DVDコピー' } },
      });
      // Two levels: a category with children cannot go under another, nor under a child.
      await expect(
        updateCategory(db, ai, { uid: 'ai', parent: video, names: { ja: { name: 'AI' } } }),
      ).rejects.toMatchObject({ code: 'invalid' });
      await expect(
        updateCategory(db, video, { uid: 'video', parent: dvd, names: { ja: { name: '動画' } } }),
      ).rejects.toMatchObject({ code: 'invalid' });
      const t = await updateCategory(db, ai, {
        uid: 'ai-video',
        names: { ja: { name: 'AI' }, en: { name: 'AI' } },
      });
      expect(t).toEqual(
        expect.arrayContaining(['categories', 'category:ai', 'category:ai-video', 'redirects']),
      );
      tree = await categoryTree(db);
      expect(tree[0]).toMatchObject({
        uid: 'ai-video',
        names: { en: { name: 'AI' } },
        children: [{ uid: 'dvd-copy' }],
      });
      const nav = await contentRepositories(db).categories.navigation('ja');
      expect(nav.map((c) => c.uid)).toEqual(['ai-video', 'video']);
    });

    it('deletes one nobody uses; refuses one with sub-categories or articles, drafts included', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const tree = await categoryTree(db);
      const [video, dvd] = [tree[0].cid, tree[0].children[0].cid];
      await saveArticle(db, draftInput(), HANAKO); // a draft in dvd-copy
      await expect(deleteCategory(db, video)).rejects.toMatchObject({
        code: 'in_use',
        texts: { ja: expect.stringContaining('子カテゴリが 1 件') },
      });
      await expect(deleteCategory(db, dvd)).rejects.toMatchObject({
        code: 'in_use',
        texts: { ja: expect.stringContaining('記事が 1 件あります（下書きを含む）') },
      });
      const { cid: empty } = await createCategory(db, {
        uid: 'empty-one',
        names: { ja: { name: '空' }, en: { name: 'Empty' } },
      });
      expect(await deleteCategory(db, empty)).toMatchObject({
        uid: 'empty-one',
        tags: expect.arrayContaining(['categories', 'category:empty-one', 'sitemap']),
      });
      expect((await categoryTree(db)).map((c) => c.uid)).toEqual(['video']);
      const nav = await contentRepositories(db).categories.navigation('en');
      expect(nav.map((c) => c.uid)).not.toContain('empty-one');
      await expect(deleteCategory(db, empty)).rejects.toMatchObject({ code: 'not_found' });
    });

    it('keeps a category an unpublished change names until the change is published or discarded', async () => {
      // Deleted under it, the change could never be published: 「カテゴリ「…」がありません」.
      const db = ctx().db;
      await editorialFixture(db);
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      const live = await changeArticleState(db, { id, baseVersion: 1, to: 'published' }, HANAKO);
      const { cid } = await createCategory(db, {
        uid: 'moving-in',
        names: { ja: { name: '移転先' } },
      });
      const changed = await saveArticle(
        db,
        draftInput({ id, baseVersion: live.version, category: 'moving-in' }),
        HANAKO,
      );
      expect(changed.change).toBeTruthy(); // kept as the change: the article is still in dvd-copy
      await expect(deleteCategory(db, cid)).rejects.toMatchObject({
        code: 'in_use',
        texts: {
          ja: expect.stringContaining('まだ公開していない変更 1 件'),
          en: expect.stringContaining('1 unpublished change'),
        },
      });
      await discardArticleChanges(db, { id, baseVersion: changed.version }, HANAKO);
      expect(await deleteCategory(db, cid)).toMatchObject({ uid: 'moving-in' });
    });

    it('refuses a category or author name with a bidi override or a control character (it would turn a menu line around)', async () => {
      const db = ctx().db;
      for (const name of ['新カテ\u202e', 'a\u2066b', '改\n行', 'ヌル\u0000'])
        await expect(
          createCategory(db, { uid: 'odd-name', names: { ja: { name } } }),
          JSON.stringify(name),
        ).rejects.toThrow(/使えない文字/);
      await expect(
        createAuthor(db, { slug: 'odd', profiles: { ja: { name: '著者\u202e' } } }),
      ).rejects.toThrow(/使えない文字/);
      // Emoji and their joiners are names as written.
      await createCategory(db, { uid: 'emoji-name', names: { ja: { name: '家族👨‍👩‍👧' } } });
    });

    it('validates a uid against the routes, other categories and article slugs', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      await saveArticle(db, draftInput(), HANAKO);
      for (const uid of ['search-result', 'video', 'better-picture', 'en', 'Bad'])
        await expect(createCategory(db, { uid, names: { ja: { name: 'x' } } })).rejects.toThrow();
    });
  });

  describe('the console list and presence', () => {
    it('filters by status, category, author and locale, searches, and pages', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const a = await saveArticle(db, draftInput(), HANAKO);
      await saveArticle(
        db,
        draftInput({
          slug: 'other',
          title: 'ブルーレイの話',
          category: 'video',
          body: '<p>別の話</p>',
        }),
        HANAKO,
      );
      await saveArticle(
        db,
        draftInput({ locale: 'en', title: 'Better picture', author: null }),
        HANAKO,
      );
      await changeArticleState(db, { id: a.id, baseVersion: 1, to: 'published' }, HANAKO);
      const slugs = async (f: Parameters<typeof listConsoleArticles>[1]) =>
        (await listConsoleArticles(db, f)).items.map((i) => `${i.locale}/${i.slug}`).sort();
      expect(await slugs({})).toEqual(['en/better-picture', 'ja/better-picture', 'ja/other']);
      expect(await slugs({ status: 'published' })).toEqual(['ja/better-picture']);
      expect(await slugs({ status: 'draft', locale: 'ja' })).toEqual(['ja/other']);
      expect(await slugs({ category: 'video' })).toEqual(['ja/other']);
      expect(await slugs({ author: 'editorial' })).toEqual(['ja/better-picture', 'ja/other']);
      // Published: through the search index (body words too); drafts: title or slug.
      expect(await slugs({ q: 'ルビ' })).toEqual([]);
      expect(await slugs({ q: '本文' })).toEqual(['ja/better-picture']);
      expect(await slugs({ q: 'ブルーレイ' })).toEqual(['ja/other']);
      // A wildcard is a character, not "everything"; half-width katakana finds the full-width.
      expect(await slugs({ q: '%' })).toEqual([]);
      expect(await slugs({ q: '_' })).toEqual([]);
      expect(await slugs({ q: 'ﾌﾞﾙｰﾚｲ' })).toEqual(['ja/other']);
      const page = await listConsoleArticles(db, { perPage: 2, page: 2 });
      expect(page).toMatchObject({ total: 3, pageCount: 2, page: 2 });
      expect(page.items).toHaveLength(1);
      await expect(listConsoleArticles(db, { perPage: 1000 })).rejects.toThrow();
    });

    it('warns of another editor while their heartbeat is fresh', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      const t = new Date('2026-11-25T00:00:00Z');
      expect(await heartbeat(db, id, HANAKO, t)).toEqual([]);
      expect(
        await heartbeat(
          db,
          id,
          { id: 'user-taro', name: '山田 太郎' },
          new Date(t.getTime() + 10_000),
        ),
      ).toEqual([{ id: HANAKO.id, name: HANAKO.name, seenAt: t.toISOString() }]);
      expect(
        await heartbeat(
          db,
          id,
          { id: 'user-taro', name: '山田 太郎' },
          new Date(t.getTime() + 60_000),
        ),
      ).toEqual([]);
      await leaveArticle(db, id, 'user-taro');
      expect(await heartbeat(db, id, HANAKO, new Date(t.getTime() + 61_000))).toEqual([]);
    });
  });
});

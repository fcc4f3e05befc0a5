import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO, TARO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import type { Db } from '@tsuzuri/db';
import { contentRepositories } from '../repositories';
import { getArticleForEditing, listConsoleArticles } from './console-list';
import { EditConflictError, EditorialError } from './errors';
import { discardArticleChanges, publishArticleChanges } from './publish-changes';
import { loadRedirectMap } from './redirects';
import { restoreRevision } from './restore';
import { listRevisions } from './revisions';
import { saveArticle } from './save-article';
import { changeArticleState } from './states';

const NEW_BODY = '<h2>新しい見出し</h2><p>焼き付けの新しい手順です。</p>';

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);
  /** A published article (version 2) and what the public sees of it. */
  const published = async () => {
    const db: Db = ctx().db;
    await editorialFixture(db);
    const { id } = await saveArticle(db, draftInput(), HANAKO);
    const p = await changeArticleState(db, { id, baseVersion: 1, to: 'published' }, HANAKO);
    const articles = contentRepositories(db).articles;
    const live = await articles.bySlug('better-picture', 'ja');
    return { db, id, version: p.version, articles, live };
  };
  const change = (id: number, baseVersion: number, over = {}) =>
    draftInput({ id, baseVersion, title: '新しい題', body: NEW_BODY, category: 'video', ...over });

  describe('unpublished changes to a published article', () => {
    it('a save is kept as the change: the public article stays byte for byte, search too', async () => {
      const { db, id, version, articles, live } = await published();
      const rowBefore = await db
        .selectFrom('articles')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const saved = await saveArticle(db, change(id, version), TARO);
      expect(saved).toMatchObject({ id, version: version + 1, created: false, tags: [] });
      expect(saved.change).toMatchObject({ byId: TARO.id, byName: TARO.name });
      expect(await articles.bySlug('better-picture', 'ja')).toEqual(live);
      const rowAfter = await db
        .selectFrom('articles')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(rowAfter).toEqual({ ...rowBefore, version: version + 1 });
      expect((await articles.search('焼き付け', 'ja', 1, 10)).total).toBe(0);
      // The editor goes on from the change, and is told whose it is.
      const editing = await getArticleForEditing(db, id);
      expect(editing).toMatchObject({
        title: '新しい題',
        body: NEW_BODY,
        category: 'video',
        live: true,
        version: version + 1,
      });
      expect(editing?.change).toMatchObject({ byName: TARO.name, since: saved.change?.since });
      const list = await listConsoleArticles(db, {});
      expect(list.items.map((a) => [a.id, a.hasChange])).toEqual([[id, true]]);
      expect((await listRevisions(db, id))[0]).toMatchObject({
        action: 'change',
        version: version + 1,
      });
      // Autosave continues the same change: one row, first save kept as `since`.
      const again = await saveArticle(
        db,
        change(id, version + 1, { title: '更に新しい題' }),
        HANAKO,
      );
      expect(again.change).toMatchObject({ since: saved.change?.since, byName: HANAKO.name });
      expect(await articles.bySlug('better-picture', 'ja')).toEqual(live);
    });

    it('the preview read shows the change at the live address; other reads do not', async () => {
      const { db, id, version, articles, live } = await published();
      expect(await articles.bySlug('better-picture', 'ja', id)).toEqual(live);
      await saveArticle(db, change(id, version, { slug: 'renamed-later' }), TARO);
      // The screen edits the renamed slug; the public page is still at the live one.
      expect(await getArticleForEditing(db, id)).toMatchObject({
        slug: 'renamed-later',
        liveSlug: 'better-picture',
      });
      const preview = await articles.bySlug('better-picture', 'ja', id);
      expect(preview).toMatchObject({ id, slug: 'better-picture', title: '新しい題' });
      expect(preview?.bodyHtml).toContain('焼き付けの新しい手順');
      expect(preview?.bodyHtml).toMatch(/<h2 id="[^"]+">新しい見出し/);
      expect(preview?.toc.map((t) => t.text)).toEqual(['新しい見出し']);
      expect(preview?.category?.uid).toBe('video');
      expect(preview?.author?.name).toBe('編集部');
      expect(preview?.thumbnail).toBeNull();
      expect(await articles.bySlug('better-picture', 'ja')).toEqual(live);
      expect(await articles.bySlug('better-picture', 'ja', id + 100)).toEqual(live);
      expect(await articles.bySlug('renamed-later', 'ja', id)).toBeNull();
    });

    it('publishing the change goes through the save: pipeline, search, revision, tags, redirects', async () => {
      const { db, id, version, articles } = await published();
      const saved = await saveArticle(db, change(id, version, { slug: 'new-picture' }), TARO);
      const done = await publishArticleChanges(db, { id, baseVersion: saved.version }, HANAKO);
      expect(done).toMatchObject({ id, version: saved.version + 1, change: null });
      expect(done.tags).toEqual(
        expect.arrayContaining([
          'article:better-picture',
          'article:new-picture',
          'category:video',
          'redirects',
        ]),
      );
      const now = await articles.bySlug('new-picture', 'ja');
      expect(now?.title).toBe('新しい題');
      expect(now?.bodyHtml).not.toContain('<script');
      expect((await articles.search('焼き付け', 'ja', 1, 10)).items.map((a) => a.id)).toEqual([id]);
      expect(Object.fromEntries(await loadRedirectMap(db))).toMatchObject({
        '/better-picture': '/new-picture',
      });
      expect((await getArticleForEditing(db, id))?.change).toBeNull();
      expect((await listRevisions(db, id))[0]).toMatchObject({
        action: 'publish_changes',
        by: { name: HANAKO.name },
      });
      // Nothing left to publish; the next save is a new change.
      await expect(
        publishArticleChanges(db, { id, baseVersion: done.version }, HANAKO),
      ).rejects.toThrow(/未公開の変更はありません/);
      expect(
        (await saveArticle(db, change(id, done.version, { slug: 'new-picture' }), TARO)).change,
      ).not.toBeNull();
    });

    it('a translation’s change follows a rename of its group (publishing it never renames back)', async () => {
      const { db, id, version } = await published();
      const en = await saveArticle(
        db,
        draftInput({ locale: 'en', title: 'Better picture' }),
        HANAKO,
      );
      const enLive = await changeArticleState(
        db,
        { id: en.id, baseVersion: 1, to: 'published' },
        HANAKO,
      );
      await saveArticle(
        db,
        draftInput({ id: en.id, baseVersion: enLive.version, locale: 'en', title: 'Sharper' }),
        TARO,
      );
      const c = await saveArticle(db, change(id, version, { slug: 'renamed' }), HANAKO);
      await publishArticleChanges(db, { id, baseVersion: c.version }, HANAKO);
      expect(await getArticleForEditing(db, en.id)).toMatchObject({
        slug: 'renamed',
        title: 'Sharper',
      });
    });

    it('discarding keeps the public article and tells an editor still holding the change', async () => {
      const { db, id, version, articles, live } = await published();
      const saved = await saveArticle(db, change(id, version), TARO);
      const d = await discardArticleChanges(db, { id, baseVersion: saved.version }, HANAKO);
      expect(d.version).toBe(saved.version + 1);
      expect(await articles.bySlug('better-picture', 'ja', id)).toEqual(live);
      const editing = await getArticleForEditing(db, id);
      expect(editing).toMatchObject({ title: '画質を上げる方法', change: null });
      const e = await saveArticle(db, change(id, saved.version), TARO).catch((x) => x);
      expect(e).toBeInstanceOf(EditConflictError);
      expect(e.message).toContain(HANAKO.name);
      expect((await listRevisions(db, id))[0]).toMatchObject({ action: 'discard_changes' });
      await expect(
        discardArticleChanges(db, { id, baseVersion: d.version }, HANAKO),
      ).rejects.toBeInstanceOf(EditorialError);
    });

    it('two editors: a stale save, publish or discard is refused, naming who saved', async () => {
      const { db, id, version, articles, live } = await published();
      await saveArticle(db, change(id, version, { title: '太郎の題' }), TARO);
      const stale = await saveArticle(db, change(id, version, { title: '花子の題' }), HANAKO).catch(
        (x) => x,
      );
      expect(stale).toBeInstanceOf(EditConflictError);
      expect(stale.savedSince).toEqual([expect.objectContaining({ byName: TARO.name })]);
      for (const decide of [publishArticleChanges, discardArticleChanges])
        await expect(decide(db, { id, baseVersion: version }, HANAKO)).rejects.toBeInstanceOf(
          EditConflictError,
        );
      expect((await getArticleForEditing(db, id))?.title).toBe('太郎の題');
      expect(await articles.bySlug('better-picture', 'ja')).toEqual(live);
      const both = await Promise.allSettled([
        saveArticle(db, change(id, version + 1, { title: 'A' }), HANAKO),
        saveArticle(db, change(id, version + 1, { title: 'B' }), TARO),
      ]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });

    it('a change is checked like a save; a draft’s save is still the article itself', async () => {
      const { db, id, version } = await published();
      await saveArticle(db, draftInput({ slug: 'other' }), HANAKO);
      for (const over of [{ slug: 'other' }, { slug: 'search-result' }, { category: 'nope' }])
        await expect(saveArticle(db, change(id, version, over), TARO)).rejects.toBeInstanceOf(
          EditorialError,
        );
      const other = await db
        .selectFrom('articles')
        .select(['id', 'version'])
        .where('slug', '=', 'other')
        .executeTakeFirstOrThrow();
      const draft = await saveArticle(
        db,
        draftInput({ id: other.id, baseVersion: other.version, slug: 'other', title: '下書き' }),
        HANAKO,
      );
      expect(draft.change).toBeNull();
      expect((await getArticleForEditing(db, other.id))?.title).toBe('下書き');
    });

    it('restoring an old revision of a published article becomes its change', async () => {
      const { db, id, version, articles, live } = await published();
      const r = await restoreRevision(
        db,
        { articleId: id, version: 1, baseVersion: version },
        TARO,
      );
      expect(r.change).not.toBeNull();
      expect((await listRevisions(db, id))[0]).toMatchObject({ action: 'restore' });
      expect(await articles.bySlug('better-picture', 'ja')).toEqual(live);
    });

    it('a change outlives an unpublish (a takedown is never blocked) and the next save continues it', async () => {
      const { db, id, version } = await published();
      const saved = await saveArticle(db, change(id, version), TARO);
      const u = await changeArticleState(
        db,
        { id, baseVersion: saved.version, to: 'unpublished' },
        HANAKO,
      );
      expect((await getArticleForEditing(db, id))?.change).not.toBeNull();
      const next = await saveArticle(db, change(id, u.version, { title: '続き' }), TARO);
      expect(next.change).not.toBeNull();
      const done = await publishArticleChanges(db, { id, baseVersion: next.version }, TARO);
      expect(done.tags).toEqual([]);
      expect(
        await db.selectFrom('articles').select('title').where('id', '=', id).executeTakeFirst(),
      ).toEqual({ title: '続き' });
    });
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { contentRepositories } from '../repositories';
import { EditorialError } from './errors';
import { saveArticle } from './save-article';
import { changeArticleState, TRANSITIONS } from './states';

const NOW = new Date('2026-11-25T00:00:00Z');

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);

  const draft = async () => {
    await editorialFixture(ctx().db);
    return saveArticle(ctx().db, draftInput(), HANAKO, NOW);
  };
  const visible = () => contentRepositories(ctx().db).articles.bySlug('better-picture', 'ja');

  describe('article states', () => {
    it('goes draft → scheduled → published → unpublished, public only while published', async () => {
      const { id } = await draft();
      const db = ctx().db;
      const s = await changeArticleState(
        db,
        { id, baseVersion: 1, to: 'scheduled', publishAt: '2026-11-26T09:00:00+09:00' },
        HANAKO,
        NOW,
      );
      expect(s.tags).toEqual([]);
      expect(
        await db
          .selectFrom('articles')
          .select(['editorial_state', 'publish_at', 'status'])
          .where('id', '=', id)
          .executeTakeFirst(),
      ).toEqual({
        editorial_state: 'scheduled',
        publish_at: '2026-11-26T00:00:00.000Z',
        status: 'draft',
      });
      expect(await visible()).toBeNull();
      const p = await changeArticleState(
        db,
        { id, baseVersion: s.version, to: 'published' },
        HANAKO,
        NOW,
      );
      expect(p.tags).toContain('article:better-picture');
      expect((await visible())?.publishedAt).toBe(NOW.toISOString());
      const u = await changeArticleState(
        db,
        { id, baseVersion: p.version, to: 'unpublished' },
        HANAKO,
        NOW,
      );
      expect(u.tags).toContain('article:better-picture');
      expect(await visible()).toBeNull();
      expect((await contentRepositories(db).articles.search('画質', 'ja', 1, 10)).total).toBe(0);
    });

    it('refuses every illegal transition with a clear error', async () => {
      const { id } = await draft();
      const db = ctx().db;
      const illegal = Object.entries(TRANSITIONS).flatMap(([from, tos]) =>
        (['draft', 'published', 'unpublished'] as const)
          .filter((to) => !tos.includes(to))
          .map((to) => [from, to]),
      );
      expect(illegal).toContainEqual(['draft', 'unpublished']);
      expect(illegal).toContainEqual(['published', 'draft']);
      const e = await changeArticleState(
        db,
        { id, baseVersion: 1, to: 'unpublished' },
        HANAKO,
        NOW,
      ).catch((x) => x);
      expect(e).toBeInstanceOf(EditorialError);
      expect(e.code).toBe('illegal_transition');
      expect(e.message).toContain('cannot go from draft to unpublished');
      const p = await changeArticleState(db, { id, baseVersion: 1, to: 'published' }, HANAKO, NOW);
      for (const to of ['draft', 'published'] as const)
        await expect(
          changeArticleState(db, { id, baseVersion: p.version, to }, HANAKO, NOW),
        ).rejects.toMatchObject({ code: 'illegal_transition' });
      await expect(
        changeArticleState(
          db,
          { id, baseVersion: p.version, to: 'scheduled', publishAt: '2027-01-01T00:00:00Z' },
          HANAKO,
          NOW,
        ),
      ).rejects.toMatchObject({ code: 'illegal_transition' });
    });

    it('refuses a schedule in the past and a stale version', async () => {
      const { id } = await draft();
      await expect(
        changeArticleState(
          ctx().db,
          { id, baseVersion: 1, to: 'scheduled', publishAt: '2026-11-24T00:00:00Z' },
          HANAKO,
          NOW,
        ),
      ).rejects.toMatchObject({ code: 'invalid' });
      await expect(
        changeArticleState(ctx().db, { id, baseVersion: 7, to: 'published' }, HANAKO, NOW),
      ).rejects.toMatchObject({ code: 'conflict' });
    });

    it('publishing a translation purges the sitemap parts of every locale of its slug', async () => {
      const { id } = await draft();
      const db = ctx().db;
      await changeArticleState(db, { id, baseVersion: 1, to: 'published' }, HANAKO, NOW);
      // The English translation's id in the next part (ids 2,001–4,000): each row has its own
      // part, and both list the other as an alternate.
      if (dialect === 'postgres')
        await sql`select setval(pg_get_serial_sequence('articles', 'id'), 2000)`.execute(db);
      else await sql`update sqlite_sequence set seq = 2000 where name = 'articles'`.execute(db);
      const en = await saveArticle(db, draftInput({ locale: 'en', title: 'Better' }), HANAKO, NOW);
      expect(en.id).toBe(2001);
      const p = await changeArticleState(
        db,
        { id: en.id, baseVersion: 1, to: 'published' },
        HANAKO,
        NOW,
      );
      // The index, and those two parts only: no other part lists the slug.
      const sitemapTags = (tags: string[]) => tags.filter((t) => t.startsWith('sitemap')).sort();
      expect(sitemapTags(p.tags)).toEqual(['sitemap', 'sitemap:articles-1', 'sitemap:articles-2']);
      const u = await changeArticleState(
        db,
        { id, baseVersion: 2, to: 'unpublished' },
        HANAKO,
        NOW,
      );
      expect(sitemapTags(u.tags)).toEqual(['sitemap', 'sitemap:articles-1', 'sitemap:articles-2']);
    });
  });
});

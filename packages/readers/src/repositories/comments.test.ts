import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import type { NewComment } from './comments';

const comment = (over: Partial<NewComment> = {}): NewComment => ({
  articleSlug: TEST_ARTICLES.ja,
  locale: 'ja',
  name: '山田太郎',
  email: 'taro@example.jp',
  body: 'とても参考になりました。',
  status: 'pending',
  holdReason: null,
  ipHash: 'h'.repeat(64),
  userAgent: 'test',
  ...over,
});

forEachDialect((dialect) => {
  let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
  beforeEach(async () => {
    ctx = await commentsTestDb(dialect);
  });
  afterEach(() => ctx.cleanup());

  describe('comments repository', () => {
    it('stores a new comment as pending and keeps it off the article until approved', async () => {
      const id = await ctx.comments.create(comment());
      expect(id).toBeGreaterThan(0);
      expect(await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).toEqual([]);
      expect((await ctx.comments.list({ status: 'pending' })).map((c) => c.id)).toEqual([id]);
    });

    it('counts the comments of every status, for the queue’s tabs', async () => {
      await ctx.comments.create(comment({ body: '一つ目' }));
      await ctx.comments.create(comment({ body: '二つ目' }));
      await ctx.comments.create(comment({ body: '宣伝', status: 'spam' }));
      const approved = await ctx.comments.create(comment({ body: '四つ目' }));
      await ctx.comments.setStatus(approved ?? 0, 'approved');
      expect(await ctx.comments.countByStatus()).toEqual({
        pending: 2,
        approved: 1,
        rejected: 0,
        spam: 1,
      });
    });

    it('stores the same comment sent twice at once or in a row by one sender once (a double click)', async () => {
      const now = new Date('2030-03-10T00:00:00Z');
      const ids = await Promise.all([1, 2, 3, 4].map(() => ctx.comments.create(comment(), now)));
      expect(new Set(ids).size).toBe(1);
      const later = new Date(now.getTime() + 5_000);
      expect(await ctx.comments.create(comment(), later)).toBe(ids[0]);
      expect(await ctx.comments.list()).toHaveLength(1);
      // Another sender, other words, or the same words after the window: a comment of its own.
      await ctx.comments.create(comment({ ipHash: 'i'.repeat(64) }), later);
      await ctx.comments.create(comment({ body: '追記です。' }), later);
      await ctx.comments.create(comment(), new Date(now.getTime() + 31_000));
      expect(await ctx.comments.list()).toHaveLength(4);
    });

    it('refuses comments on an article that does not exist or is not published', async () => {
      expect(await ctx.comments.create(comment({ articleSlug: 'no-such-article' }))).toBeNull();
      expect(await ctx.comments.create(comment({ articleSlug: TEST_ARTICLES.draft }))).toBeNull();
      expect(await ctx.comments.list()).toEqual([]);
    });

    it('shows approved comments of that article and locale only, oldest first, without the email', async () => {
      const first = await ctx.comments.create(comment({ name: '一番目' }));
      const second = await ctx.comments.create(comment({ name: '二番目', body: '一行目\n二行目' }));
      const english = await ctx.comments.create(comment({ locale: 'en', name: 'Ann' }));
      const rejected = await ctx.comments.create(comment({ name: '却下' }));
      for (const id of [second, first, english]) await ctx.comments.setStatus(id!, 'approved');
      await ctx.comments.setStatus(rejected!, 'rejected');

      const shown = await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja');
      expect(shown.map((c) => c.name)).toEqual(['一番目', '二番目']);
      expect(shown[1].body).toBe('一行目\n二行目');
      expect(JSON.stringify(shown)).not.toContain('taro@example.jp');
      expect((await ctx.comments.approvedFor(TEST_ARTICLES.en, 'en')).map((c) => c.name)).toEqual([
        'Ann',
      ]);
    });

    it("returns the article's cache tags only when the visible comments change", async () => {
      const id = (await ctx.comments.create(comment()))!;
      const approve = await ctx.comments.setStatus(id, 'approved');
      expect(approve).toMatchObject({
        previous: 'pending',
        status: 'approved',
        tags: [`article:${TEST_ARTICLES.ja}`],
      });
      expect((await ctx.comments.setStatus(id, 'approved'))?.tags).toEqual([]);
      expect((await ctx.comments.setStatus(id, 'spam'))?.tags).toEqual([
        `article:${TEST_ARTICLES.ja}`,
      ]);
      expect((await ctx.comments.setStatus(id, 'rejected'))?.tags).toEqual([]);
      expect((await ctx.comments.list({ status: 'rejected' }))[0].moderatedAt).toMatch(
        /^\d{4}-\d\d-\d\dT/,
      );
    });

    it('answers null for an unknown id', async () => {
      expect(await ctx.comments.setStatus(999, 'approved')).toBeNull();
    });
  });
});

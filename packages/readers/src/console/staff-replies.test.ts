import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import type { CommentStatus } from '../repositories/comments';
import { replyAsStaff } from './staff-replies';

forEachDialect((dialect) => {
  let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
  beforeEach(async () => {
    ctx = await commentsTestDb(dialect);
  });
  afterEach(() => ctx.cleanup());

  const readerComment = async (status: CommentStatus) =>
    (await ctx.comments.create({
      articleSlug: TEST_ARTICLES.ja,
      locale: 'ja',
      name: '山田太郎',
      email: 'taro@example.jp',
      body: 'とても参考になりました。',
      status,
      holdReason: null,
      ipHash: 'h'.repeat(64),
      userAgent: 'test',
    })) as number;
  const shown = async () =>
    (await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).map((c) => c.body);
  const reply = (replyTo: number) =>
    replyAsStaff(ctx.db, { replyTo, body: 'ありがとうございます。', staffEmail: 'ed@example.jp' });

  describe('a staff reply', () => {
    it('to a shown comment is published beside it', async () => {
      const id = await readerComment('approved');
      expect(await reply(id)).toMatchObject({ ok: true, approvedParent: false });
      expect(await shown()).toEqual(['とても参考になりました。', 'ありがとうございます。']);
    });

    it('to a comment waiting for moderation approves it with the reply: a reply to what readers cannot see made no sense on the page', async () => {
      const id = await readerComment('pending');
      expect(await reply(id)).toMatchObject({ ok: true, approvedParent: true });
      expect(await shown()).toEqual(['とても参考になりました。', 'ありがとうございます。']);
    });

    it('to spam or a rejected comment is refused, and nothing is published', async () => {
      for (const status of ['spam', 'rejected'] as const) {
        const id = await readerComment(status);
        expect(await reply(id), status).toEqual({ ok: false, refused: 'hidden' });
      }
      expect(await shown()).toEqual([]);
      expect(await reply(999_999)).toEqual({ ok: false, refused: 'missing' });
    });
  });
});

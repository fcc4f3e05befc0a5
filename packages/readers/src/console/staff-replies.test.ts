import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import type { CommentStatus } from '../repositories/comments';
import { replyAsStaff, SAME_REPLY_WINDOW_MS } from './staff-replies';

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

    it('sent several times at once (a double click) is published once, each answer the same success', async () => {
      const id = await readerComment('pending');
      const body = 'ご指摘ありがとうございます。記事を直しました。';
      const send = () => replyAsStaff(ctx.db, { replyTo: id, body, staffEmail: 'ed@example.jp' });
      const answers = await Promise.all([send(), send(), send(), send()]);
      for (const answer of answers)
        expect(answer).toMatchObject({
          ok: true,
          approvedParent: true,
          id: answers[0].ok && answers[0].id,
        });
      expect(answers.filter((r) => r.ok && !r.repeated)).toHaveLength(1);
      expect(await shown()).toEqual(['とても参考になりました。', body]);
    });

    it('that differs, comes from someone else, or comes after the window is published again', async () => {
      const id = await readerComment('approved');
      const t0 = new Date('2030-03-10T00:00:00Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);
      const send = (body: string, staffEmail: string, when: Date) =>
        replyAsStaff(ctx.db, { replyTo: id, body, staffEmail }, when);
      await send('ありがとうございます。', 'ed@example.jp', t0);
      await send('ありがとうございます！', 'ed@example.jp', at(1_000));
      await send('ありがとうございます。', 'mod@example.jp', at(2_000));
      expect(await send('ありがとうございます。', 'ed@example.jp', at(3_000))).toMatchObject({
        repeated: true,
      });
      expect(
        await send('ありがとうございます。', 'ed@example.jp', at(SAME_REPLY_WINDOW_MS + 1)),
      ).toMatchObject({ repeated: false });
      expect(await shown()).toHaveLength(5);
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

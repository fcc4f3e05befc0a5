import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { messagesRepository, type NewMessage } from './messages';

const message = (over: Partial<NewMessage> = {}): NewMessage => ({
  reason: 'review',
  name: '山田 太郎',
  email: 'taro@example.jp',
  subject: 'レビューのお願い',
  body: '新しい動画変換ソフトのレビュー記事をお願いできますか。',
  locale: 'ja',
  ipHash: 'a'.repeat(64),
  userAgent: 'Mozilla/5.0',
  mailStatus: 'pending',
  ...over,
});

forEachDialect((dialect) => {
  const database = useTempDb(dialect);

  describe('messages', () => {
    it('stores a message with every field and reads it back', async () => {
      const repo = messagesRepository(database().db);
      const { repeated, ...stored } = await repo.create(
        message(),
        new Date('2026-05-01T10:00:00Z'),
      );
      expect(repeated).toBe(false);
      expect(stored).toMatchObject({
        id: expect.any(Number),
        reason: 'review',
        name: '山田 太郎',
        createdAt: '2026-05-01T10:00:00.000Z',
        mailStatus: 'pending',
        mailError: null,
        mailedAt: null,
      });
      expect(await repo.get(stored.id)).toEqual(stored);
    });

    it('stores the same message sent twice at once or in a row from one address once (a double click)', async () => {
      const now = new Date('2026-05-01T10:00:00Z');
      const send = (over: Partial<NewMessage> = {}, at = now) =>
        messagesRepository(database().db).create(message(over), at);
      const answers = await Promise.all([send(), send(), send(), send()]);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
      expect(await send({}, new Date(now.getTime() + 10_000))).toMatchObject({
        id: answers[0].id,
        repeated: true,
      });
      // Another address, other words, or the same words after the window: a message of its own.
      expect((await send({ ipHash: 'b'.repeat(64) })).repeated).toBe(false);
      expect((await send({ subject: '追伸' })).repeated).toBe(false);
      expect((await send({}, new Date(now.getTime() + 31_000))).repeated).toBe(false);
      expect(await messagesRepository(database().db).list()).toHaveLength(4);
    });

    it('lists the newest first, up to the limit', async () => {
      const repo = messagesRepository(database().db);
      await repo.create(
        message({ subject: 'old', reason: 'advertising' }),
        new Date('2026-05-01T00:00:00Z'),
      );
      await repo.create(
        message({ subject: 'newest', reason: 'affiliate' }),
        new Date('2026-05-03T00:00:00Z'),
      );
      await repo.create(message({ subject: 'middle' }), new Date('2026-05-02T00:00:00Z'));
      expect((await repo.list()).map((m) => m.subject)).toEqual(['newest', 'middle', 'old']);
      expect((await repo.list(2)).map((m) => m.subject)).toEqual(['newest', 'middle']);
    });

    it('records the mail outcome, keeping the message', async () => {
      const repo = messagesRepository(database().db);
      const { id } = await repo.create(message());
      await repo.markMailed(
        id,
        'failed',
        `connect ECONNREFUSED ${'x'.repeat(1000)}`,
        new Date('2026-05-01T10:00:05Z'),
      );
      const failed = await repo.get(id);
      expect(failed).toMatchObject({
        mailStatus: 'failed',
        mailedAt: '2026-05-01T10:00:05.000Z',
        body: message().body,
      });
      expect(failed?.mailError?.startsWith('connect ECONNREFUSED')).toBe(true);
      expect(failed?.mailError?.length).toBeLessThanOrEqual(500);
      await repo.markMailed(id, 'sent');
      expect(await repo.get(id)).toMatchObject({ mailStatus: 'sent', mailError: null });
    });

    it('refuses a reason the form does not offer', async () => {
      const repo = messagesRepository(database().db);
      await expect(repo.create(message({ reason: 'other' as never }))).rejects.toThrow();
    });
  });
});

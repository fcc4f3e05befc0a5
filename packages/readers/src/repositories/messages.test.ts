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
      const stored = await repo.create(message(), new Date('2026-05-01T10:00:00Z'));
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

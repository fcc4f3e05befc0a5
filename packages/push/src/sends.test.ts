import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { runDueSends } from './scheduled';
import { PushComposeSchema } from './push-compose';
import { pushSendsRepository } from './sends';

const message = {
  title: '新着記事',
  body: '読んでください',
  url: '/best-free-dvd-software',
  audience: 'ja',
};

describe('PushComposeSchema', () => {
  it('refuses an empty title, a foreign-looking audience and a url that is neither a path nor http(s)', () => {
    expect(PushComposeSchema.safeParse({ ...message, title: ' ' }).success).toBe(false);
    expect(PushComposeSchema.safeParse({ ...message, audience: 'ja; drop' }).success).toBe(false);
    expect(PushComposeSchema.safeParse({ ...message, url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(PushComposeSchema.safeParse({ ...message, audience: '' }).success).toBe(true);
  });
});

forEachDialect((dialect) =>
  describe('push sends', () => {
    const ctx = useTempDb(dialect);

    it('sends a due push once however many schedulers race for it, and keeps its counts', async () => {
      const sends = pushSendsRepository(ctx().db);
      const now = new Date('2030-03-10T00:00:00Z');
      const due = await sends.create({ ...message, sendAt: null }, 'editor@example.jp', now);
      const later = await sends.create(
        { ...message, sendAt: '2030-03-10T10:00:00+09:00' },
        'editor@example.jp',
        now,
      );
      const calls: (string | undefined)[] = [];
      const send = async (_m: unknown, language: string | undefined) => {
        calls.push(language);
        return { total: 3, sent: 2, removed: 1, failed: 0, skipped: 0 };
      };
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          runDueSends(pushSendsRepository(ctx().db), send, new Date('2030-03-10T00:00:01Z')),
        ),
      );
      expect(results.reduce((a, b) => a + b, 0)).toBe(1);
      expect(calls).toEqual(['ja']);
      expect(await sends.get(due.id)).toMatchObject({
        status: 'sent',
        total: 3,
        delivered: 2,
        removed: 1,
        failed: 0,
      });
      // 10:00 in Tokyo is 01:00 UTC: still scheduled, then sent at its time.
      expect(await sends.get(later.id)).toMatchObject({
        status: 'scheduled',
        sendAt: '2030-03-10T01:00:00.000Z',
      });
      expect(await runDueSends(sends, send, new Date('2030-03-10T01:00:00Z'))).toBe(1);
      expect(await sends.get(later.id)).toMatchObject({ status: 'sent' });
    });

    it('stores a push composed several times at once only once (createOnce), on every database', async () => {
      const now = new Date('2030-03-10T00:00:00Z');
      const later = { ...message, sendAt: '2030-03-10T10:00:00+09:00' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          pushSendsRepository(ctx().db).createOnce(later, 'editor@example.jp', now),
        ),
      );
      expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.send.id)).size).toBe(1);
      expect(await pushSendsRepository(ctx().db).list()).toHaveLength(1);
    });

    it('records a failed send with its error, and cancels only what has not started', async () => {
      const sends = pushSendsRepository(ctx().db);
      const a = await sends.create(
        { ...message, audience: '' },
        'e',
        new Date('2030-01-01T00:00:00Z'),
      );
      await runDueSends(
        sends,
        async () => {
          throw new Error('VAPID keys missing');
        },
        new Date('2030-01-01T00:00:01Z'),
      );
      expect(await sends.get(a.id)).toMatchObject({
        status: 'failed',
        error: 'VAPID keys missing',
      });
      expect(await sends.cancel(a.id)).toBe(false);
      const b = await sends.create({ ...message, sendAt: '2099-01-01T00:00:00Z' }, 'e');
      expect(await sends.cancel(b.id)).toBe(true);
      expect(await sends.get(b.id)).toMatchObject({ status: 'cancelled' });
    });
  }),
);

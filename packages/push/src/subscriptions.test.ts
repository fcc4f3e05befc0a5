import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { pushRegistration as registration } from '@tsuzuri/test-support/whole-site';
import { pushSubscriptionsRepository } from './subscriptions';

forEachDialect((dialect) => {
  const database = useTempDb(dialect);

  describe('push subscriptions', () => {
    it('stores a registration with every field and lists it for the sender', async () => {
      const repo = pushSubscriptionsRepository(database().db);
      expect(await repo.upsert(registration(), new Date('2026-05-01T10:00:00Z'))).toBe('created');
      expect(await repo.list()).toEqual([
        {
          id: expect.any(Number),
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { auth: 'A'.repeat(22), p256dh: `B${'C'.repeat(86)}` },
          language: 'ja',
          diffTime: 32400,
          deviceModel: 'Windows',
          appId: 'video-studio',
          explorer: 'Chrome',
          explorerVersion: '131.0.0.0',
          createdAt: '2026-05-01T10:00:00.000Z',
          updatedAt: '2026-05-01T10:00:00.000Z',
        },
      ]);
    });

    it('keeps one row per endpoint: registering again updates keys and details', async () => {
      const repo = pushSubscriptionsRepository(database().db);
      await repo.upsert(registration(), new Date('2026-05-01T10:00:00Z'));
      expect(
        await repo.upsert(
          registration({ auth: 'Z'.repeat(22), language: 'en' }),
          new Date('2026-05-02T10:00:00Z'),
        ),
      ).toBe('updated');
      expect(await repo.count()).toBe(1);
      const [row] = await repo.list();
      expect(row).toMatchObject({
        keys: { auth: 'Z'.repeat(22) },
        language: 'en',
        createdAt: '2026-05-01T10:00:00.000Z',
        updatedAt: '2026-05-02T10:00:00.000Z',
      });
    });

    it('removes an endpoint and says whether it was there', async () => {
      const repo = pushSubscriptionsRepository(database().db);
      await repo.upsert(registration());
      await repo.upsert(registration({ endpoint: 'https://fcm.googleapis.com/fcm/send/other' }));
      expect(await repo.remove('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
      expect(await repo.remove('https://fcm.googleapis.com/fcm/send/abc')).toBe(false);
      expect((await repo.list()).map((s) => s.endpoint)).toEqual([
        'https://fcm.googleapis.com/fcm/send/other',
      ]);
    });

    it('pages through every subscription in id order', async () => {
      const repo = pushSubscriptionsRepository(database().db);
      for (let i = 0; i < 5; i++)
        await repo.upsert(registration({ endpoint: `https://fcm.googleapis.com/fcm/send/${i}` }));
      const first = await repo.list({ limit: 2 });
      const second = await repo.list({ afterId: first[1].id, limit: 2 });
      const third = await repo.list({ afterId: second[1].id, limit: 2 });
      expect([...first, ...second, ...third].map((s) => s.endpoint.split('/').pop())).toEqual([
        '0',
        '1',
        '2',
        '3',
        '4',
      ]);
      expect(await repo.count()).toBe(5);
    });

    it('counts the subscriptions a send to one language reaches, as the sender picks them', async () => {
      const repo = pushSubscriptionsRepository(database().db);
      const languages = ['ja', 'ja-JP', 'JA', 'en-US', 'en'];
      for (const [i, language] of languages.entries())
        await repo.upsert(
          registration({ endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, language }),
        );
      expect(await repo.count()).toBe(5);
      expect(await repo.count('ja')).toBe(3);
      expect(await repo.count('en')).toBe(2);
      expect(await repo.count('fr')).toBe(0);
    });
  });
});

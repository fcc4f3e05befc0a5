import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { subscribersRepository } from './subscribers';

const HOUR = 3_600_000;
const rules = { ttlMs: 24 * HOUR, resendAfterMs: 10 * 60_000 };

forEachDialect((dialect) => {
  const database = useTempDb(dialect);

  describe('subscribers without mail (single opt-in)', () => {
    it('stores an address once, whatever its case, as subscribed', async () => {
      const subs = subscribersRepository(database().db);
      expect(await subs.add('Taro@Example.jp', 'ja')).toBe('added');
      expect(await subs.add(' taro@example.jp ', 'ja')).toBe('exists');
      expect(await subs.add('hanako@example.jp', 'en')).toBe('added');
      expect(await subs.count()).toBe(2);
    });
  });

  describe('subscribers with mail (double opt-in)', () => {
    it('keeps a new address pending — not counted — until its single-use link is followed in time', async () => {
      const subs = subscribersRepository(database().db);
      const t0 = new Date('2030-01-01T00:00:00Z');
      const asked = await subs.requestConfirmation('Taro@Example.jp', 'ja', t0, rules);
      expect(asked).toMatchObject({
        kind: 'mail',
        email: 'taro@example.jp',
        confirmToken: expect.stringMatching(/^[\w-]{43}$/),
        unsubscribeToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect(await subs.count()).toBe(0);
      if (asked.kind !== 'mail') throw new Error('no mail');
      // Only a hash of the confirmation token is stored.
      const row = await database()
        .db.selectFrom('subscribers')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(asked.confirmToken);

      expect(await subs.confirm('not-the-token', t0)).toBe('invalid');
      expect(await subs.confirm(asked.confirmToken, new Date(t0.getTime() + HOUR))).toBe(
        'confirmed',
      );
      expect(await subs.count()).toBe(1);
      expect(await subs.confirm(asked.confirmToken, new Date(t0.getTime() + HOUR))).toBe('invalid');
    });

    it('refuses an expired link, and sends a new one for the same address', async () => {
      const subs = subscribersRepository(database().db);
      const t0 = new Date('2030-01-01T00:00:00Z');
      const first = await subs.requestConfirmation('late@example.jp', 'ja', t0, rules);
      if (first.kind !== 'mail') throw new Error('no mail');
      expect(await subs.confirm(first.confirmToken, new Date(t0.getTime() + 25 * HOUR))).toBe(
        'invalid',
      );
      const second = await subs.requestConfirmation(
        'late@example.jp',
        'ja',
        new Date(t0.getTime() + 25 * HOUR),
        rules,
      );
      if (second.kind !== 'mail') throw new Error('no second mail');
      expect(await subs.confirm(second.confirmToken, new Date(t0.getTime() + 26 * HOUR))).toBe(
        'confirmed',
      );
    });

    it('mails one address at most once per resend interval, and never a confirmed one', async () => {
      const subs = subscribersRepository(database().db);
      const t0 = new Date('2030-01-01T00:00:00Z');
      const after = (ms: number) => new Date(t0.getTime() + ms);
      const ask = (at: Date) => subs.requestConfirmation('victim@example.jp', 'ja', at, rules);
      const first = await ask(t0);
      expect((await ask(after(60_000))).kind).toBe('quiet');
      // A failed mail may be asked again at once.
      await subs.confirmationNotSent('victim@example.jp');
      expect((await ask(after(60_000))).kind).toBe('mail');
      if (first.kind !== 'mail') throw new Error('no mail');
      const later = await ask(after(11 * 60_000));
      if (later.kind !== 'mail') throw new Error('no mail');
      expect(later.unsubscribeToken).toBe(first.unsubscribeToken);
      await subs.confirm(later.confirmToken, after(12 * 60_000));
      expect((await ask(after(HOUR))).kind).toBe('quiet');
    });

    it('removes the address with its unsubscribe link, once', async () => {
      const subs = subscribersRepository(database().db);
      const asked = await subs.requestConfirmation('bye@example.jp', 'en', new Date(), rules);
      if (asked.kind !== 'mail') throw new Error('no mail');
      await subs.confirm(asked.confirmToken, new Date());
      expect(await subs.unsubscribe('')).toBe('invalid');
      expect(await subs.unsubscribe(asked.unsubscribeToken)).toBe('removed');
      expect(await subs.unsubscribe(asked.unsubscribeToken)).toBe('invalid');
      expect(await subs.count()).toBe(0);
    });
  });
});
